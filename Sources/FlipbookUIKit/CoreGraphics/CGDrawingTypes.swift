import FlipbookCore
import Foundation

/// The shape of a line's ends (`CGLineCap`).
public typealias CGLineCap = ShapeContent.LineCap
/// The shape of a line's corners (`CGLineJoin`).
public typealias CGLineJoin = ShapeContent.LineJoin

/// How a context composites what it draws (`CGBlendMode`), in Core Graphics' order; each is
/// drawn with the Cairo operator SEMANTICS.md §27 names.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter

    var drawingMode: DrawingBlendMode { DrawingBlendMode(rawValue: rawValue) ?? .normal }
}

/// `CGInterpolationQuality`: `.none` samples images at the nearest pixel; the others bilinearly.
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }

/// `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }

/// `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// `CGGradientDrawingOptions`: whether the end colours extend before the start and after the end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// `CGImageAlphaInfo`: accepted by bitmap contexts, which always hold 8-bit RGBA.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// `CGBitmapInfo`: accepted by bitmap contexts (`.byteOrder32Big` and the like).
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let byteOrderDefault: CGBitmapInfo = []
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// A colour space (`CGColorSpace`). Flipbook's colours are sRGB whatever the space named.
public final class CGColorSpace: Sendable {
    /// The space's name (`name`).
    public let name: String?
    /// `CGColorSpace(name:)`.
    public init?(name: String) { self.name = name }
    init(named: String) { name = named }
    /// `CGColorSpace.sRGB`.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// `CGColorSpace.displayP3` (drawn as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// `CGColorSpace.genericRGBLinear` (drawn as sRGB).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// `CGColorSpace.linearGray`, `genericGrayGamma2_2`.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// `numberOfComponents`: 3 (RGB).
    public var numberOfComponents: Int { 3 }
}

/// `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceRGB") }
/// `CGColorSpaceCreateDeviceGray()` (colours are still given as sRGB).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceGray") }

/// Core Foundation's array, as iOS code casts to it (`[a, b] as CFArray`): an array of any values.
public typealias CFArray = [Any]

/// A gradient's colours at locations (`CGGradient`).
public final class CGGradient: Sendable {
    let value: DrawingGradient

    /// `CGGradient(colorsSpace:colors:locations:)`: `colors` the `CGColor`s (iOS code's
    /// `colors as CFArray` is an array here); `locations` one per colour (an array passes as
    /// the pointer), without them the colours are spread evenly. Nil for no colours or a
    /// colour that is not a `CGColor`, as Core Graphics.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return nil }
        let l = locations.map { p in (0..<colors.count).map { Double(p[$0]) } }
        value = DrawingGradient(colors: colors, locations: l)
    }

    /// `CGGradient(colorSpace:colorComponents:locations:count:)`: `count` colours of four
    /// components each (red, green, blue, alpha).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0, count <= 4096 else { return nil }
        let colors = (0..<count).map { i in
            CGColor(
                red: components[4 * i], green: components[4 * i + 1], blue: components[4 * i + 2],
                alpha: components[4 * i + 3])
        }
        value = DrawingGradient(colors: colors, locations: locations.map { p in (0..<count).map { Double(p[$0]) } })
    }
}

extension CGLineCap {
    var drawingCap: DrawingLineCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}

extension CGLineJoin {
    var drawingJoin: DrawingLineJoin {
        switch self {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }
}
