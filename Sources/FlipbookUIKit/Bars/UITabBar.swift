import Foundation
import FlipbookCore

/// A tab's entry in the tab bar (`UITabBarItem`): title, image, selected image, badge.
open class UITabBarItem: NSObject {
    /// The title (`title`).
    open var title: String?
    /// The image (`image`); symbols are tinted, bitmaps drawn as they are.
    open var image: UIImage?
    /// The image while selected (`selectedImage`); nil uses `image`.
    open var selectedImage: UIImage?
    /// Stored (`landscapeImagePhone`, Interface Builder's `landscapeImage=`): a phone's
    /// compact-height bar; the stage's bars use `image`.
    open var landscapeImagePhone: UIImage?
    /// A badge's text (`badgeValue`); nil shows none, "" a dot.
    open var badgeValue: String?
    /// The badge's colour (`badgeColor`; nil: system red #FF3B30).
    open var badgeColor: UIColor?
    /// A number (`tag`).
    open var tag = 0
    /// Whether it can be selected (`isEnabled`).
    open var isEnabled = true

    /// An empty item.
    public override init() { super.init() }

    /// `UITabBarItem(title:image:tag:)`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title; self.image = image; self.tag = tag
        super.init()
    }

    /// `UITabBarItem(title:image:selectedImage:)`.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title; self.image = image; self.selectedImage = selectedImage
        super.init()
    }
}

/// The tab bar (`UITabBar`), drawn as iOS draws it: 49 pt at the bottom of the tab bar
/// controller's view, the translucent fill with a hairline on top, one equal slot per item
/// with its image over its title, the selected one in the tint and the others grey, and
/// badges (SEMANTICS.md §17).
open class UITabBar: UIView {
    /// The bar's height (49 pt, UIKit's tab bar on a phone without a home indicator).
    public static let height: CGFloat = 49
    /// The unselected items' colour (chosen: #999999).
    static var unselectedColor: UIColor { UIColor(hex: 0x999999) }

    /// The fill (`barTintColor`); nil for the default translucent fill.
    open var barTintColor: UIColor? { didSet { paint() } }
    /// The unselected items' colour (`unselectedItemTintColor`; nil: #999999).
    open var unselectedItemTintColor: UIColor? { didSet { redraw() } }
    /// Whether the fill lets what is under it show (`isTranslucent`; default true).
    open var isTranslucent = true { didSet { paint() } }
    /// The items (`items`).
    open var items: [UITabBarItem]? { didSet { redraw() } }
    /// The selected item (`selectedItem`).
    open var selectedItem: UITabBarItem? { didSet { redraw() } }

    private var background: BarBackground?
    private var slots: [UIView] = []

    /// `UITabBar(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// `init?(coder:)`: the bar a storyboard or nib describes (translucency, tints).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
        StoryboardViews.read(coder, into: self)
    }

    private func setUpParts() {
        background = BarBackground(in: self)
        paint()
        redraw()
    }

    private func paint() { background?.paint(tint: barTintColor, translucent: isTranslucent) }

    /// `setItems(_:animated:)`, at once.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// The tint changed: the selected item follows.
    open override func tintColorDidChange() { redraw() }

    /// Places the fill, the hairline and the slots, one equal share of the width each; a
    /// slot is rebuilt when its width changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        background?.layOut(in: bounds)
        let w = slots.isEmpty ? 0 : bounds.width / CGFloat(slots.count)
        if let first = slots.first, first.frame.width != w {
            redraw()
            return
        }
        for (i, slot) in slots.enumerated() { slot.frame.origin.x = CGFloat(i) * w }
    }

    /// Each slot (chosen): the image, as a 18 pt medium symbol, centred 5 pt from the top;
    /// the title 10 pt medium, centred, its box from y = 32; a badge (system red, 18 pt high,
    /// at least as wide, 13 pt white text) with its left edge 6 pt right of the slot's centre,
    /// 2 pt from the top.
    func redraw() {
        guard let background else { return }
        background.layOut(in: bounds)
        setNeedsLayout()
        slots.forEach { $0.removeFromSuperview() }
        slots = []
        let list = items ?? []
        guard !list.isEmpty else { return }
        let w = bounds.width / CGFloat(list.count)
        for (i, item) in list.enumerated() {
            let selected = item === selectedItem
            let ink: UIColor = selected ? tintColor : (unselectedItemTintColor ?? Self.unselectedColor)
            let slot = UIView(frame: CGRect(x: CGFloat(i) * w, y: 0, width: w, height: Self.height))
            slot.isUserInteractionEnabled = false
            if let image = (selected ? item.selectedImage : nil) ?? item.image {
                let view = UIImageView(image: image)
                view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 18, weight: .medium)
                view.frame.size = view.intrinsicContentSize
                view.frame.origin = CGPoint(x: UIButton.pixelRound((w - view.frame.width) / 2), y: 5)
                view.tintColor = ink
                slot.addSubview(view)
            }
            if let title = item.title {
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 10, weight: .medium)
                label.textColor = ink
                label.textAlignment = .center
                let h = label.sizeThatFits(CGSize(width: w, height: 20)).height
                label.frame = CGRect(x: 0, y: 32, width: w, height: h)
                slot.addSubview(label)
            }
            if let badge = item.badgeValue {
                let label = UILabel()
                label.text = badge
                label.font = .systemFont(ofSize: 13)
                label.textColor = .white
                label.textAlignment = .center
                let tw = badge.isEmpty ? 0 : label.sizeThatFits(CGSize(width: 100, height: 18)).width
                let bw = badge.isEmpty ? 10 : max(18, tw + 10)
                let bh: CGFloat = badge.isEmpty ? 10 : 18
                label.frame = CGRect(x: w / 2 + 6, y: 2, width: bw, height: bh)
                label.backgroundColor = item.badgeColor ?? .systemRed
                label.layer.cornerRadius = bh / 2
                label.clipsToBounds = true
                slot.addSubview(label)
            }
            addSubview(slot)
            slots.append(slot)
        }
    }
}

extension UIViewController {
    /// The item a tab bar shows for this controller (`tabBarItem`), made on first use with
    /// the controller's title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem()
            item.title = title
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
}

extension UITabBarController {
    /// Puts the tab bar on top of the tab bar controller's view, 49 pt at its bottom (plus the
    /// bottom safe-area inset), showing every tab's item with the selected one highlighted.
    func placeTabBar() {
        guard let view = viewIfLoaded, let controllers = viewControllers else { return }
        let bottom = view.window != nil ? view.safeAreaInsets.bottom : 0
        let h = UITabBar.height + bottom
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - h, width: view.bounds.width, height: h)
        let items = controllers.map { $0.tabBarItem! }
        tabBar.items = items
        tabBar.selectedItem = items.indices.contains(selectedIndex) ? items[selectedIndex] : nil
        view.addSubview(tabBar)
    }
}
