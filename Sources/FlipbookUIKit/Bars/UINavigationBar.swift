import Foundation
import FlipbookCore

/// A navigation bar (`UINavigationBar`), drawn as iOS draws it: a 44-point row (96 with a large
/// title) whose fill reaches up behind the status bar, a hairline under it, the top item's
/// title centred, its bar button items at the edges, and a back button with a chevron and the
/// previous item's title (SEMANTICS.md §17). A push or pop cross-fades and slides the items.
open class UINavigationBar: UIView {
    /// The row's height (44 pt, UIKit's navigation bar).
    public static let rowHeight: CGFloat = 44
    /// The bar's height with a large title (96 pt, UIKit's large-title bar).
    public static let largeHeight: CGFloat = 96
    /// The default translucent fill (chosen: #F9F9F9 at 94 %; Flipbook does not blur it).
    static var defaultFill: UIColor { UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94) }
    /// The hairline's colour (chosen: black at 30 %).
    static var defaultShadow: UIColor { UIColor(white: 0, alpha: 0.3) }

    /// The fill colour (`barTintColor`); nil for the appearance's.
    open var barTintColor: UIColor? { didSet { refresh() } }
    /// Whether the default fill lets what is under it show (`isTranslucent`; default true).
    open var isTranslucent = true { didSet { refresh() } }
    /// Whether the root item shows a large title (`prefersLargeTitles`; default false).
    open var prefersLargeTitles = false { didSet { refresh() } }
    /// The style (`barStyle`; `.black` draws a dark bar with white titles).
    open var barStyle: UIBarStyle = .default { didSet { refresh() } }
    /// The title's attributes (`.font` and `.foregroundColor` are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { refresh() } }
    /// The large title's attributes (`.font` and `.foregroundColor` are drawn).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { refresh() } }
    /// The look at rest (`standardAppearance`).
    open var standardAppearance = UINavigationBarAppearance() { didSet { refresh() } }
    /// The look while the content is at its top edge (`scrollEdgeAppearance`): drawn instead
    /// of the standard appearance when it (or the top item's) is set and the top controller's
    /// content scroll view shows its top, or it has none (iOS 15's rule). Nil draws the
    /// standard appearance (where iOS 15 and later draw it with a transparent background: a
    /// documented difference, SEMANTICS.md §17).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { refresh() } }
    /// Stored (`compactAppearance`).
    open var compactAppearance: UINavigationBarAppearance?
    /// The line under the bar as an image (`shadowImage`); an empty `UIImage()` hides it.
    open var shadowImage: UIImage? { didSet { refresh() } }
    private var backgroundImages: [Int: UIImage] = [:]

    /// The items, root first (`items`).
    public private(set) var items: [UINavigationItem]?
    /// The last item (`topItem`).
    open var topItem: UINavigationItem? { items?.last }
    /// The item under the top one (`backItem`).
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    let fill = UIImageView()
    let hairline = UIImageView()
    let chevron = UIImageView()
    var content: NavigationItemView?
    /// Pops the stack when the back button is tapped.
    weak var navigationController: UINavigationController?

    /// `UINavigationBar(frame:)`.
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
        fill.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        chevron.isUserInteractionEnabled = false
        chevron.image = UIImage(
            systemName: "chevron.left", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)
        )
        addSubview(fill)
        addSubview(hairline)
        addSubview(chevron)
        refresh()
    }

    /// `setBackgroundImage(_:for:)`: stretched over the bar and the status bar above it.
    open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = image
        refresh()
    }
    /// `backgroundImage(for:)`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }

    /// `setItems(_:animated:)`: shown at once.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        show(transition: nil)
    }
    /// Sets the items without redrawing (a transition then shows them).
    func setItemsQuietly(_ items: [UINavigationItem]) { self.items = items }

    /// `pushItem(_:animated:)`.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
        show(transition: animated ? (true, 0.35) : nil)
    }
    /// `popItem(animated:)`.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var list = items, !list.isEmpty else { return nil }
        let top = list.removeLast()
        items = list
        show(transition: animated ? (false, 0.35) : nil)
        return top
    }

    /// 44 pt, or 96 with a large title (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: showsLargeTitle ? Self.largeHeight : Self.rowHeight)
    }

    /// Whether the top item shows a large title.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let top = topItem else { return false }
        switch top.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic:
            // As the nearest item below with a set mode; the root follows the bar.
            for item in (items ?? []).reversed() where item.largeTitleDisplayMode != .automatic {
                return item.largeTitleDisplayMode == .always
            }
            return true
        }
    }

    /// The appearance drawn: at the scroll edge the top item's or the bar's scroll-edge
    /// appearance when one is set, else the top item's standard one, else the bar's.
    var appearance: UINavigationBarAppearance {
        if let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance, contentIsAtScrollEdge {
            return edge
        }
        return topItem?.standardAppearance ?? standardAppearance
    }

    /// Whether the top controller's content shows its top edge: its content scroll view (the
    /// root view when it is one, else the first scroll view met going down the first
    /// subviews) is scrolled no further than its adjusted top inset, or it has none. A bar
    /// outside a navigation controller has no content to look at and is never at the edge.
    var contentIsAtScrollEdge: Bool {
        guard let top = navigationController?.topViewController, let root = top.viewIfLoaded else { return false }
        var v: UIView? = root
        while let cur = v {
            if let scroll = cur as? UIScrollView {
                return scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
            }
            v = cur.subviews.first
        }
        return true
    }

    /// Repaints the fill, the hairline and the chevron for the current items and settings, and
    /// asks for layout.
    func refresh() {
        guard hairline.superview === self else { return }
        paint()
        setNeedsLayout()
    }

    /// The fill, the hairline and the chevron for the appearance in effect now.
    private func paint() {
        let a = appearance
        if let image = backgroundImage(for: .default) ?? a.backgroundImage {
            fill.image = image
            fill.backgroundColor = nil
        } else {
            fill.image = nil
            var color = a.usesDefaultFill ? Self.defaultFill : (a.backgroundColor ?? .clear)
            if barStyle == .black && a.usesDefaultFill { color = UIColor(white: 0.11, alpha: 0.94) }
            if let barTintColor { color = barTintColor }
            if !isTranslucent && a.usesDefaultFill { color = color.withAlphaComponent(1) }
            fill.backgroundColor = color
        }
        if let shadowImage {
            hairline.image = shadowImage
            hairline.backgroundColor = nil
        } else {
            hairline.image = a.shadowImage
            hairline.backgroundColor = a.shadowImage == nil ? a.shadowColor : nil
        }
        chevron.alpha = content?.hasBackButton == true ? 1 : 0
    }

    /// Places the fill (reaching up to the window's top), the hairline under the bar, the
    /// chevron and the item's content (`layoutSubviews()`, run by the layout cycle).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if scrollEdgeAppearance != nil || topItem?.scrollEdgeAppearance != nil { paint() }
        layOutParts()
    }

    private func layOutParts() {
        // Items were placed for the bar's width when they were shown; a bar that has since
        // changed width (a controller made before its window, a wider device) places them
        // again, unless they are moving in a push or pop.
        if let shown = content, shown.placedWidth != bounds.width, shown.alpha == 1,
            shown.layer.animationKeys()?.isEmpty != false
        {
            showAtOnce()
        }
        let above = frame.minY
        fill.frame = CGRect(x: 0, y: -above, width: bounds.width, height: bounds.height + above)
        let hair = 1 / UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: hair)
        let size = chevron.image?.size ?? .zero
        chevron.frame = CGRect(
            x: NavigationItemView.backInset, y: (Self.rowHeight - size.height) / 2, width: size.width,
            height: size.height)
        content?.frame = CGRect(origin: .zero, size: bounds.size)
    }

    /// The title's colour and font: the appearance's or the bar's attributes, else 17 pt
    /// semibold in the label colour (white for a black bar).
    func titleStyle(large: Bool) -> (UIFont, UIColor) {
        let attributes = (large ? largeTitleTextAttributes : titleTextAttributes) ?? [:]
        let fromAppearance = large ? appearance.largeTitleTextAttributes : appearance.titleTextAttributes
        let font =
            (attributes[.font] as? UIFont) ?? (fromAppearance[.font] as? UIFont)
            ?? .systemFont(ofSize: large ? 34 : 17, weight: large ? .bold : .semibold)
        let color =
            (attributes[.foregroundColor] as? UIColor) ?? (fromAppearance[.foregroundColor] as? UIColor)
            ?? (barStyle == .black ? .white : .label)
        return (font, color)
    }

    /// Shows the top item; with a transition, the old item slides and fades out while the new
    /// one slides and fades in (push: from the right; pop: from the left) over `duration`,
    /// ease in and out (chosen), and the chevron fades in or out if it comes or goes.
    func show(transition: (push: Bool, duration: Double)?) {
        guard let transition, transition.duration > 0, let change = beginItemChange(push: transition.push) else {
            showAtOnce()
            return
        }
        UIView.animate(
            withDuration: transition.duration, delay: 0, options: .curveEaseInOut, animations: change.animations,
            completion: { _ in change.completion() })
    }

    /// The top item's bar buttons changed: its view is made again, unless an item change is
    /// being animated (the new view is then already the item's as it is now or will be made
    /// at the next change).
    func itemDidChange(_ item: UINavigationItem) {
        guard topItem === item, let shown = content, shown.item === item else { return }
        if shown.layer.animationKeys()?.isEmpty == false || shown.alpha != 1 { return }
        showAtOnce()
    }

    /// Shows the top item at once, without the old one.
    private func showAtOnce() {
        let old = content
        content = nil
        old?.removeFromSuperview()
        if let top = topItem {
            let view = NavigationItemView(item: top, back: backItem, bar: self)
            content = view
            addSubview(view)
            top.shownBy = self
        }
        refresh()
    }

    /// Begins a change of items: the top item's view is put at its starting place (half the
    /// bar's width to the right for a push, to the left for a pop, transparent) over the old
    /// one; returns the animations that bring it in and take the old one out, and the clean-up
    /// that removes the old one. Nil when there is no old item to animate from (then the new
    /// one is shown at once).
    func beginItemChange(push: Bool) -> (animations: () -> Void, completion: () -> Void)? {
        guard let old = content, topItem != nil else {
            showAtOnce()
            return nil
        }
        let view = NavigationItemView(item: topItem!, back: backItem, bar: self)
        content = view
        addSubview(view)
        topItem?.shownBy = self
        refresh()
        let shift = bounds.width / 2
        let hadBack = old.hasBackButton, hasBack = view.hasBackButton
        chevron.alpha = hadBack ? 1 : 0
        view.alpha = 0
        view.transform = CGAffineTransform(translationX: push ? shift : -shift, y: 0)
        let animations = {
            old.alpha = 0
            old.transform = CGAffineTransform(translationX: push ? -shift : shift, y: 0)
            view.alpha = 1
            view.transform = .identity
            self.chevron.alpha = hasBack ? 1 : 0
        }
        return (animations, { old.removeFromSuperview() })
    }

    /// `intrinsicContentSize`: no width, the bar's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: showsLargeTitle ? Self.largeHeight : Self.rowHeight)
    }
}
