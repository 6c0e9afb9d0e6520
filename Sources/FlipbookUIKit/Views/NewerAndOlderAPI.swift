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

/// A text shadow (`NSShadow`), the value of the `.shadow` attribute: stored, not drawn.
open class NSShadow: NSObject {
    /// The offset (`shadowOffset`; default 0 across, -3 down, UIKit's).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius (`shadowBlurRadius`; default 0).
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (`shadowColor`; default nil: black at a third opacity when drawn).
    open var shadowColor: Any?
    public override init() { super.init() }
}

/// The spelling checker (`UITextChecker`): Flipbook has no dictionary, so every word is
/// spelled right and nothing is guessed or completed (SEMANTICS.md §26).
open class UITextChecker: NSObject {
    public override init() { super.init() }
    /// `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`: none, `NSNotFound` at
    /// the location, as UIKit answers for a string with no misspelling.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
        language: String
    ) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }
    /// `guesses(forWordRange:in:language:)`: none.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }
    /// `completions(forPartialWordRange:in:language:)`: none.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        []
    }
    /// `availableLanguages`: none.
    open class var availableLanguages: [String] { [] }
}

extension NSMutableAttributedString {
    /// An empty string to append to (`NSMutableAttributedString()`), which Foundation has on
    /// iOS and not on Linux.
    public convenience init() { self.init(string: "") }
}
