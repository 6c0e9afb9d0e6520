import Foundation

/// The fill and the hairline that the tab bar and the toolbar share: the fill covers the
/// bar's bounds in the bar's colour (the navigation bar's default translucent fill unless
/// tinted, opaque when the bar is not translucent) and the hairline, one pixel of black at
/// 30 %, lies just above the bar's top edge (SEMANTICS.md §17).
final class BarBackground {
    let fill = UIView()
    let hairline = UIView()

    /// Adds the two views to `bar`, under anything added later, untouchable.
    init(in bar: UIView) {
        fill.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        bar.addSubview(fill)
        bar.addSubview(hairline)
    }

    /// The fill's colour: `tint`, else `dark` when given, else the default translucent fill;
    /// made opaque unless `translucent`.
    func paint(tint: UIColor?, dark: UIColor? = nil, translucent: Bool) {
        var color = tint ?? dark ?? UINavigationBar.defaultFill
        if !translucent { color = color.withAlphaComponent(1) }
        fill.backgroundColor = color
        hairline.backgroundColor = UINavigationBar.defaultShadow
    }

    /// Places the fill over `bounds` and the hairline one pixel (1 / scale) tall above it.
    func layOut(in bounds: CGRect) {
        fill.frame = bounds
        let hair = 1 / UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: -hair, width: bounds.width, height: hair)
    }
}
