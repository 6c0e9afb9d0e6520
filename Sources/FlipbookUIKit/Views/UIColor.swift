import Foundation
import FlipbookCore

/// A colour (`UIColor`), sRGB with alpha; or a dynamic colour that picks its value from
/// traits (`init(dynamicProvider:)`, the semantic system colours; Traits/UIColor+Dynamic.swift).
open class UIColor: NSObject {
    let fixed: RGBA
    /// The provider of a dynamic colour, nil for a fixed one.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// A semantic system colour's name: two with the same name are equal, as UIKit's shared
    /// instances are.
    var systemName: String?
    /// Made in the grey colour space (`init(white:alpha:)`, black, white, clear, the greys):
    /// what `getWhite(_:alpha:)` converts from.
    var isGrayscale = false
    /// The image a pattern colour tiles (`init(patternImage:)`, UIColor+Pattern.swift); nil
    /// for every other colour, whose `fixed` is then its own value rather than a stand-in.
    var pattern: UIImage?

    /// The colour's value; a dynamic colour's resolved against `UITraitCollection.current`.
    public var rgba: RGBA { provider.map { $0(UITraitCollection.current).rgba } ?? fixed }

    /// Creates a colour from its value.
    public init(rgba: RGBA) { fixed = rgba; provider = nil; super.init() }

    /// A colour whose value `dynamicProvider` picks from traits each time it is resolved
    /// (`init(dynamicProvider:)`).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        provider = dynamicProvider
        fixed = dynamicProvider(StageSettings().windowTraits).rgba
        super.init()
    }
    /// `UIColor(red:green:blue:alpha:)`, channels in [0, 1].
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// A colour literal, `#colorLiteral(red:green:blue:alpha:)` (Xcode's colour well in
    /// code): sRGB channels in [0, 1], as `UIColor(red:green:blue:alpha:)`
    /// (`_ExpressibleByColorLiteral`; Literals.swift makes `UIColor` the literal's type).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    /// `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA(red: white, green: white, blue: white, alpha: alpha))
        isGrayscale = true
    }
    /// A colour from `0xRRGGBB` (not in UIKit; tutorials add it as an extension).
    public convenience init(hex: UInt32, alpha: CGFloat = 1) { self.init(rgba: RGBA(hex: hex, alpha: alpha)) }
    /// `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) { self.init(rgba: cgColor) }

    /// The Core Graphics colour (`cgColor`): a dynamic colour resolved against
    /// `UITraitCollection.current` at the moment it is asked for, as in UIKit.
    public var cgColor: CGColor { rgba }
    /// The same colour with another alpha (`withAlphaComponent(_:)`); a dynamic colour stays
    /// dynamic, a pattern colour gives its stand-in colour with that alpha (chosen).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        }
        return UIColor(rgba: RGBA(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha))
    }

    /// Fixed colours are equal when their values are; a dynamic colour only to itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if let a = systemName, let b = other.systemName { return a == b }
        if pattern != nil || other.pattern != nil { return hasSamePattern(as: other) }
        if provider != nil || other.provider != nil { return other === self }
        return other.fixed == fixed
    }
    open override var hash: Int {
        if let systemName { return systemName.hashValue }
        if let pattern { return pattern.content.hashValue }
        return provider == nil ? fixed.hashValue : ObjectIdentifier(self).hashValue
    }
    open override var description: String { pattern.map { "UIColor(pattern: \($0.content))" } ?? "UIColor(\(rgba))" }

    /// Transparent.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// 50% grey.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// 2/3 white.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// 1/3 white.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Pure red.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange (1, 0.5, 0).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

}
