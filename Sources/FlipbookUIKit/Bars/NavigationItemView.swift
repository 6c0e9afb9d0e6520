import Foundation
import FlipbookCore

/// What a navigation bar draws for one item: the back button's title (the chevron is the
/// bar's, so that it stays put while items cross-fade), the title or title view, the bar
/// button items as buttons, and the large title (SEMANTICS.md §17). Geometry, chosen: items
/// 16 pt in from the edges and 8 pt apart; the back chevron 8 pt in, its title 5 pt after it.
final class NavigationItemView: UIView {
    static let backInset: CGFloat = 8
    /// The bar's side margin for a bar `width` points wide: 16 pt, and 20 pt on bars wider
    /// than 400 pt (observed: iOS 13's simulator draws a bar item's image box 16 pt in on the
    /// 375 pt phones and 20 pt in on the 414 pt ones; the 400 pt threshold between the widest
    /// 16 pt phone, 393 pt, and the narrowest 20 pt one is chosen).
    static func edgeInset(forWidth width: CGFloat) -> CGFloat { width > 400 ? 20 : 16 }
    static let spacing: CGFloat = 8
    static let backTitleGap: CGFloat = 5

    private(set) var hasBackButton = false
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    private(set) var backButton: UIButton?
    private(set) var leftButtons: [UIView] = []
    private(set) var rightButtons: [UIView] = []

    /// The item drawn.
    private(set) weak var item: UINavigationItem?
    /// The bar width the items were placed for.
    let placedWidth: CGFloat

    init(item: UINavigationItem, back: UINavigationItem?, bar: UINavigationBar) {
        self.item = item
        placedWidth = bar.bounds.width
        super.init(frame: CGRect(origin: .zero, size: bar.bounds.size))
        let row = UINavigationBar.rowHeight
        let width = bar.bounds.width
        // Leading side: the back button unless hidden or replaced.
        let edgeInset = Self.edgeInset(forWidth: width)
        var leading = edgeInset
        let left = item.leftBarButtonItems ?? []
        if let back, !item.hidesBackButton, left.isEmpty || item.leftItemsSupplementBackButton {
            hasBackButton = true
            let button = UIButton(type: .system)
            button.setTitle(back.backTitle, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.setTitle(back.backTitle, for: .normal)
            let chevronWidth = bar.chevron.image?.size.width ?? 0
            let titleWidth = button.intrinsicContentSize.width
            let x = Self.backInset + chevronWidth + Self.backTitleGap
            // The button covers the chevron too, so that tapping either pops.
            button.frame = CGRect(x: Self.backInset, y: 0, width: x - Self.backInset + titleWidth, height: row)
            button.contentHorizontalAlignment = .right
            button.addAction(
                UIAction { [weak bar] _ in _ = bar?.navigationController?.popViewController(animated: true) },
                for: .primaryActionTriggered)
            addSubview(button)
            backButton = button
            leading = button.frame.maxX + Self.spacing
        }
        for barItem in left where !barItem.isHidden {
            let v = Self.view(for: barItem)
            v.frame.origin = CGPoint(x: leading, y: (row - v.frame.height) / 2)
            addSubview(v)
            leftButtons.append(v)
            leading = v.frame.maxX + Self.spacing
        }
        var trailing = width - edgeInset
        for barItem in item.rightBarButtonItems ?? [] where !barItem.isHidden {
            let v = Self.view(for: barItem)
            v.frame.origin = CGPoint(x: trailing - v.frame.width, y: (row - v.frame.height) / 2)
            addSubview(v)
            rightButtons.append(v)
            trailing = v.frame.minX - Self.spacing
        }
        // The title, centred in the bar (or the title view at its own size).
        let large = bar.showsLargeTitle
        if let titleView = item.titleView {
            let size = titleView.frame.size == .zero ? titleView.intrinsicContentSize : titleView.frame.size
            titleView.frame = CGRect(
                x: (width - size.width) / 2, y: (row - size.height) / 2, width: size.width, height: size.height)
            addSubview(titleView)
        } else if !large {
            let (font, color) = bar.titleStyle(large: false)
            titleLabel.font = font
            titleLabel.textColor = color
            titleLabel.text = item.shownTitle
            let size = titleLabel.sizeThatFits(CGSize(width: width, height: row))
            let w = min(size.width, max(0, width - 2 * max(leading, width - trailing)))
            titleLabel.frame = CGRect(
                x: UIButton.pixelRound((width - w) / 2), y: UIButton.pixelRound((row - size.height) / 2),
                width: w, height: size.height)
            addSubview(titleLabel)
        }
        if large {
            let (font, color) = bar.titleStyle(large: true)
            largeTitleLabel.font = font
            largeTitleLabel.textColor = color
            largeTitleLabel.text = item.shownTitle
            let h = largeTitleLabel.sizeThatFits(CGSize(width: width, height: 100)).height
            largeTitleLabel.frame = CGRect(
                x: edgeInset, y: row + (UINavigationBar.largeHeight - row - h) / 2,
                width: width - 2 * edgeInset, height: h)
            addSubview(largeTitleLabel)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// A bar button item as a view: its custom view, or a system button with its title (17
    /// pt, semibold for `.done`) or image, which fires the item's action when tapped.
    static func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView {
            if custom.frame.size == .zero { custom.frame.size = custom.intrinsicContentSize }
            return custom
        }
        let button = UIButton(type: .system)
        if let tint = item.tintColor { button.tintColor = tint }
        if let image = item.image {
            button.setImage(image, for: .normal)
        } else {
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
            button.setTitle(item.title, for: .normal)
        }
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { [weak item] _ in item?.fire() }, for: .primaryActionTriggered)
        var size = button.intrinsicContentSize
        // An image item is as wide as its image, without the 30 pt minimum of a free-standing
        // button: iOS 13's bar draws the `.add` plus with its image box on the 16 pt margin
        // (its ink centred 26.67 pt in; SEMANTICS.md §17).
        if let image = item.image, image.size.width > 0 { size.width = image.size.width }
        if item.width > 0 { size.width = item.width }
        button.frame.size = CGSize(width: size.width, height: min(size.height, UINavigationBar.rowHeight))
        return button
    }
}
