import Foundation
import FlipbookCore

/// A toolbar (`UIToolbar`): a 44-point bar with the navigation bar's fill and a hairline on
/// top, its items laid out from 16 pt inside each edge, 8 pt apart, flexible spaces sharing
/// what is left and fixed spaces taking their `width` (chosen; SEMANTICS.md §17). Each item is
/// drawn as a navigation bar draws its bar button items, and fires when tapped. The items are
/// made when they change and placed by `layoutSubviews()` in the layout cycle.
open class UIToolbar: UIView {
    /// The toolbar's height (44 pt, UIKit's toolbar on a phone).
    public static let height: CGFloat = 44

    /// The items (`items`).
    open var items: [UIBarButtonItem]? { didSet { rebuild() } }
    /// The fill (`barTintColor`); nil for the default translucent fill.
    open var barTintColor: UIColor? { didSet { paint() } }
    /// Whether the fill lets what is under it show (`isTranslucent`; default true).
    open var isTranslucent = true { didSet { paint() } }
    /// `.black` draws a dark fill (`barStyle`).
    open var barStyle: UIBarStyle = .default { didSet { paint() } }

    private var background: BarBackground?
    /// The shown items with their views (nil for spaces).
    private var itemViews: [(UIBarButtonItem, UIView?)] = []

    /// `UIToolbar(frame:)`.
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
        rebuild()
    }

    /// `setItems(_:animated:)`, at once.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// 44 pt high (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    /// The tint changed: the items follow.
    open override func tintColorDidChange() { rebuild() }

    private func paint() {
        background?.paint(
            tint: barTintColor, dark: barStyle == .black ? UIColor(white: 0.11, alpha: 0.94) : nil,
            translucent: isTranslucent)
    }

    /// Makes the items' views (buttons; spaces have none) and asks for layout.
    private func rebuild() {
        guard background != nil else { return }
        itemViews.forEach { $0.1?.removeFromSuperview() }
        itemViews = (items ?? []).filter { !$0.isHidden }.map {
            ($0, $0.isSpace ? nil : NavigationItemView.view(for: $0))
        }
        for case (_, let view?) in itemViews { addSubview(view) }
        setNeedsLayout()
    }

    /// Places the fill, the hairline and the items: buttons at their size, fixed spaces at
    /// their width, flexible spaces sharing the rest equally.
    open override func layoutSubviews() {
        super.layoutSubviews()
        background?.layOut(in: bounds)
        let fixed = itemViews.reduce(CGFloat(0)) { sum, pair in
            sum + (pair.1?.frame.width ?? (pair.0.systemItem == .fixedSpace ? pair.0.width : 0))
        }
        let gaps = CGFloat(max(0, itemViews.count - 1)) * NavigationItemView.spacing
        let flexible = itemViews.filter { $0.0.systemItem == .flexibleSpace }.count
        let edgeInset = NavigationItemView.edgeInset(forWidth: bounds.width)
        let free = max(0, bounds.width - 2 * edgeInset - fixed - gaps)
        let share = flexible > 0 ? free / CGFloat(flexible) : 0
        var x = edgeInset
        for (item, view) in itemViews {
            if let view {
                view.frame.origin = CGPoint(x: UIButton.pixelRound(x), y: (Self.height - view.frame.height) / 2)
                x += view.frame.width
            } else {
                x += item.systemItem == .fixedSpace ? item.width : share
            }
            x += NavigationItemView.spacing
        }
    }
}
