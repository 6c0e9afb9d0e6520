import Foundation

// API that apps still write from both ends of UIKit's history (SEMANTICS.md §26, "Newer and
// older API"): iOS 15's `UIColor.tintColor`, the text attribute keys beyond font and colour,
// and iOS 7's top and bottom layout guides.

extension UIColor {
    /// The tint colour as a colour (`UIColor.tintColor`, iOS 15). UIKit resolves it against
    /// the view it is drawn in; here it is the default tint, system blue (documented
    /// simplification: a view's own `tintColor` is not followed).
    public static var tintColor: UIColor { .systemBlue }
}

extension NSAttributedString.Key {
    // `paragraphStyle` is declared with the string drawing (CoreGraphics/UIKitDrawing.swift).
    /// `backgroundColor` ("NSBackgroundColor"); accepted, not drawn.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// `baselineOffset` ("NSBaselineOffset"); accepted, not drawn.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// `underlineStyle` ("NSUnderline"); accepted, not drawn.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// `underlineColor` ("NSUnderlineColor"); accepted, not drawn.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// `strikethroughStyle` ("NSStrikethrough"); accepted, not drawn.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// `strikethroughColor` ("NSStrikethroughColor"); accepted, not drawn.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// `strokeColor` ("NSStrokeColor"); accepted, not drawn.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// `strokeWidth` ("NSStrokeWidth"); accepted, not drawn.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// `shadow` ("NSShadow"); accepted, not drawn.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// `link` ("NSLink"); accepted, not drawn.
    public static let link = NSAttributedString.Key("NSLink")
    /// `attachment` ("NSAttachment"); accepted, not drawn.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// `ligature` ("NSLigature"); accepted, not drawn.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// `obliqueness` ("NSObliqueness"); accepted, not drawn.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// `expansion` ("NSExpansion"); accepted, not drawn.
    public static let expansion = NSAttributedString.Key("NSExpansion")
}

/// What a top or bottom layout guide is (`UILayoutSupport`, iOS 7, deprecated in iOS 11).
public protocol UILayoutSupport: AnyObject {
    /// The guide's extent into the view, in points (`length`).
    var length: CGFloat { get }
    /// `topAnchor`.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// `bottomAnchor`.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// `heightAnchor`.
    var heightAnchor: NSLayoutDimension { get }
}

/// A layout guide of the old kind: the band between the view's top edge and the safe area's
/// top (or the safe area's bottom and the view's bottom edge).
final class LegacyLayoutGuide: UILayoutSupport {
    weak var view: UIView?
    let isTop: Bool
    private let fallback = UIView()

    init(view: UIView, isTop: Bool) {
        self.view = view
        self.isTop = isTop
    }

    var length: CGFloat {
        guard let view else { return 0 }
        return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
    var topAnchor: NSLayoutYAxisAnchor {
        guard let view else { return fallback.topAnchor }
        return isTop ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
    }
    var bottomAnchor: NSLayoutYAxisAnchor {
        guard let view else { return fallback.bottomAnchor }
        return isTop ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor
    }
    var heightAnchor: NSLayoutDimension { fallback.heightAnchor }
}

extension UIViewController {
    /// The band above the content (`topLayoutGuide`, deprecated in iOS 11): its bottom anchor is
    /// the safe area's top, its length the safe area's top inset. `heightAnchor` is not tied to
    /// the view (it belongs to a detached view here).
    public var topLayoutGuide: UILayoutSupport { LegacyLayoutGuide(view: view, isTop: true) }
    /// The band below the content (`bottomLayoutGuide`): its top anchor is the safe area's
    /// bottom, its length the bottom inset.
    public var bottomLayoutGuide: UILayoutSupport { LegacyLayoutGuide(view: view, isTop: false) }
}
