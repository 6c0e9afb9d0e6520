import Foundation
import FlipbookCore

/// A toolbar (`UIToolbar`): a 44-point bar with the navigation bar's fill and a hairline on
/// top, its items laid out from 16 pt inside each edge, 8 pt apart, flexible spaces sharing
/// what is left and fixed spaces taking their `width` (chosen; SEMANTICS.md §17). Each item is
/// drawn as a navigation bar draws its bar button items, and fires when tapped.
open class UIToolbar: UIView {
    /// The toolbar's height (44 pt, UIKit's toolbar on a phone).
    public static let height: CGFloat = 44

    /// The items (`items`).
    open var items: [UIBarButtonItem]? { didSet { redraw() } }
    /// The fill (`barTintColor`); nil for the default translucent fill.
    open var barTintColor: UIColor? { didSet { redraw() } }
    /// Whether the fill lets what is under it show (`isTranslucent`; default true).
    open var isTranslucent = true { didSet { redraw() } }
    /// `.black` draws a dark fill (`barStyle`).
    open var barStyle: UIBarStyle = .default { didSet { redraw() } }

    private let fill = UIView()
    private let hairline = UIView()
    private var itemViews: [UIView] = []

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
        fill.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        addSubview(fill)
        addSubview(hairline)
        redraw()
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            redraw()
        }
    }

    /// `setItems(_:animated:)`, at once.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// 44 pt high (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    /// The tint changed: the items follow.
    open override func tintColorDidChange() { redraw() }

    func redraw() {
        guard hairline.superview === self else { return }
        fill.frame = bounds
        var color = barTintColor ?? UINavigationBar.defaultFill
        if barStyle == .black && barTintColor == nil { color = UIColor(white: 0.11, alpha: 0.94) }
        if !isTranslucent { color = color.withAlphaComponent(1) }
        fill.backgroundColor = color
        let hair = 1 / UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: -hair, width: bounds.width, height: hair)
        hairline.backgroundColor = UINavigationBar.defaultShadow
        itemViews.forEach { $0.removeFromSuperview() }
        itemViews = []
        let list = (items ?? []).filter { !$0.isHidden }
        // Widths: buttons at their size, fixed spaces at their width, flexible spaces sharing
        // the rest equally.
        let views = list.map { $0.isSpace ? nil : NavigationItemView.view(for: $0) }
        let fixed = zip(list, views).reduce(CGFloat(0)) { sum, pair in
            sum + (pair.1?.frame.width ?? (pair.0.systemItem == .fixedSpace ? pair.0.width : 0))
        }
        let gaps = CGFloat(max(0, list.count - 1)) * NavigationItemView.spacing
        let flexible = list.filter { $0.systemItem == .flexibleSpace }.count
        let free = max(0, bounds.width - 2 * NavigationItemView.edgeInset - fixed - gaps)
        let share = flexible > 0 ? free / CGFloat(flexible) : 0
        var x = NavigationItemView.edgeInset
        for (item, view) in zip(list, views) {
            if let view {
                view.frame.origin = CGPoint(x: UIButton.pixelRound(x), y: (Self.height - view.frame.height) / 2)
                addSubview(view)
                itemViews.append(view)
                x += view.frame.width
            } else {
                x += item.systemItem == .fixedSpace ? item.width : share
            }
            x += NavigationItemView.spacing
        }
    }
}
