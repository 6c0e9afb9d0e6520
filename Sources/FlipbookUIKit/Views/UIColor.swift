import Foundation
import FlipbookCore

/// A colour (`UIColor`), sRGB with alpha.
open class UIColor: NSObject {
    /// The colour's value.
    public let rgba: RGBA

    /// Creates a colour from its value.
    public init(rgba: RGBA) { self.rgba = rgba; super.init() }
    /// `UIColor(red:green:blue:alpha:)`, channels in [0, 1].
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBA(red: white, green: white, blue: white, alpha: alpha))
    }
    /// A colour from `0xRRGGBB` (not in UIKit; tutorials add it as an extension).
    public convenience init(hex: UInt32, alpha: CGFloat = 1) { self.init(rgba: RGBA(hex: hex, alpha: alpha)) }
    /// `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) { self.init(rgba: cgColor) }

    /// The Core Graphics colour (`cgColor`).
    public var cgColor: CGColor { rgba }
    /// The same colour with another alpha (`withAlphaComponent(_:)`).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(rgba: RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha))
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.rgba == rgba }
    open override var hash: Int { rgba.hashValue }
    open override var description: String { "UIColor(\(rgba))" }

    /// Transparent.
    public static var clear: UIColor { UIColor(rgba: .clear) }
    /// Black.
    public static var black: UIColor { UIColor(rgba: .black) }
    /// White.
    public static var white: UIColor { UIColor(rgba: .white) }
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

    /// iOS system blue, light appearance (#007AFF).
    public static var systemBlue: UIColor { UIColor(hex: 0x007AFF) }
    /// iOS system orange (#FF9500).
    public static var systemOrange: UIColor { UIColor(hex: 0xFF9500) }
    /// iOS system red (#FF3B30).
    public static var systemRed: UIColor { UIColor(hex: 0xFF3B30) }
    /// iOS system green (#34C759).
    public static var systemGreen: UIColor { UIColor(hex: 0x34C759) }
    /// iOS system yellow (#FFCC00).
    public static var systemYellow: UIColor { UIColor(hex: 0xFFCC00) }
    /// iOS system pink (#FF2D55).
    public static var systemPink: UIColor { UIColor(hex: 0xFF2D55) }
    /// iOS system purple (#AF52DE).
    public static var systemPurple: UIColor { UIColor(hex: 0xAF52DE) }
    /// iOS system teal (#5AC8FA).
    public static var systemTeal: UIColor { UIColor(hex: 0x5AC8FA) }
    /// iOS system indigo (#5856D6).
    public static var systemIndigo: UIColor { UIColor(hex: 0x5856D6) }
    /// iOS system grey (#8E8E93).
    public static var systemGray: UIColor { UIColor(hex: 0x8E8E93) }
    /// The light-appearance background (white).
    public static var systemBackground: UIColor { .white }
    /// The light-appearance label colour (black).
    public static var label: UIColor { .black }
}

/// The screen (`UIScreen`): its bounds are the recording stage's size, or 375 x 667 points.
open class UIScreen: NSObject {
    /// The main screen.
    public static var main: UIScreen { UIScreen() }
    /// The stage's bounds in points.
    public var bounds: CGRect {
        if let s = Stage.current { return s.window.bounds }
        return CGRect(x: 0, y: 0, width: 375, height: 667)
    }
    /// Pixels per point: the recording stage's `scale` (2 by default and off stage; rendering
    /// picks its own scale).
    public var scale: CGFloat { Stage.current?.scale ?? 2 }
    /// The same as `scale` (`nativeScale`).
    public var nativeScale: CGFloat { scale }
}

/// The responder chain's base class (`UIResponder`); events are not modelled.
open class UIResponder: NSObject {
    /// Called on every object a storyboard or nib made, once all are connected
    /// (`awakeFromNib()`).
    open func awakeFromNib() {}
}
