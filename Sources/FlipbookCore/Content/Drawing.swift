import Foundation

/// What a `CGContext` was asked to draw, as a value: the display list that `UIView.draw(_:)`,
/// `CALayer.draw(in:)` and the image renderers record while recording, replayed with Cairo by
/// FlipbookRender (docs/SEMANTICS.md §27).
///
/// Coordinates are points in the drawing's own space: origin at the top left of its `size`,
/// y down, before the pixel scale. Every path is stored already mapped through the current
/// transformation of the moment it was added, as Core Graphics does; a stroke keeps the
/// transformation in force when it was made, for the pen's width and dashes.
public struct Drawing: Hashable, Sendable {
    /// The size of the backing store in points (the layer's bounds size when drawn).
    public var size: CGSize
    /// Whether the backing store starts cleared to transparent (false: the drawing is
    /// over an opaque black store, as a view with `isOpaque` and no clearing).
    public var startsCleared: Bool
    /// The commands in order.
    public var commands: [DrawingCommand]

    /// An empty drawing of `size`.
    public init(size: CGSize, startsCleared: Bool = true, commands: [DrawingCommand] = []) {
        self.size = size; self.startsCleared = startsCleared; self.commands = commands
    }

    /// The most commands one drawing keeps (later ones are dropped: a fuzzed or runaway
    /// `draw(_:)` must not exhaust memory).
    public static let maximumCommandCount = 200_000
}

/// Core Graphics' blend modes (`CGBlendMode`), in its order.
public enum DrawingBlendMode: Int32, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// A line's end (`CGLineCap`).
public enum DrawingLineCap: Int32, Hashable, Sendable { case butt, round, square }
/// A line's corners (`CGLineJoin`).
public enum DrawingLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

/// A gradient's colours and locations (`CGGradient`): sRGB colours at increasing
/// locations in [0, 1].
public struct DrawingGradient: Hashable, Sendable {
    /// The colours, one per location.
    public var colors: [RGBA]
    /// The locations, in [0, 1], non-decreasing.
    public var locations: [Double]
    /// A gradient; without locations the colours are spread evenly from 0 to 1.
    public init(colors: [RGBA], locations: [Double]?) {
        self.colors = colors
        if let locations, locations.count == colors.count {
            var last = 0.0
            self.locations = locations.map { l in
                let v = l.isFinite ? min(max(l, last), 1) : last
                last = v
                return v
            }
        } else {
            let n = colors.count
            self.locations = (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        }
    }
}

/// The pen: width, ends, corners, miter limit and dashes, in the user space of `ctm`.
public struct DrawingPen: Hashable, Sendable {
    public var width: Double = 1
    public var cap: DrawingLineCap = .butt
    public var join: DrawingLineJoin = .miter
    public var miterLimit: Double = 10
    public var dashPhase: Double = 0
    public var dashLengths: [Double] = []
    /// The map from the user space the pen is measured in to the drawing's points.
    public var ctm: Transform2D = .identity
    public init() {}
}

/// One command of a `Drawing`. Paths are in the drawing's points (already mapped).
public enum DrawingCommand: Hashable, Sendable {
    /// `saveGState`.
    case save
    /// `restoreGState` (ignored without a matching `save`).
    case restore
    /// The fill colour (`setFillColor`).
    case fillColor(RGBA)
    /// The stroke colour (`setStrokeColor`).
    case strokeColor(RGBA)
    /// The global alpha (`setAlpha`), clamped to [0, 1] when drawn.
    case alpha(Double)
    /// The blend mode (`setBlendMode`).
    case blendMode(DrawingBlendMode)
    /// The shadow (`setShadow(offset:blur:color:)`): offset and blur in points of the
    /// drawing (y down), nil colour for none.
    case shadow(offset: CGSize, blur: Double, color: RGBA?)
    /// Antialiasing on or off (`setShouldAntialias`).
    case antialias(Bool)
    /// Image filtering: false for nearest-neighbour (`interpolationQuality = .none`).
    case smoothImages(Bool)
    /// Fills `path` with the fill colour, by the even-odd rule or the non-zero winding rule.
    case fill(VectorPath, evenOdd: Bool)
    /// Strokes `path` with the stroke colour and `pen`.
    case stroke(VectorPath, pen: DrawingPen)
    /// Intersects the clip with `path`.
    case clip(VectorPath, evenOdd: Bool)
    /// Intersects the clip with an image mask (`clip(to:mask:)`) drawn into `rect` through `ctm`
    /// (the rect in user space; the image's alpha, or its grey level for an opaque image, is the mask).
    case clipToMask(ContentImage, rect: CGRect, ctm: Transform2D, flipped: Bool)
    /// Sets every pixel of `path` (a rectangle) to transparent (`clear(_:)`), within the clip.
    case clear(VectorPath)
    /// A linear gradient from `start` to `end` (user space of `ctm`), within the clip.
    case linearGradient(DrawingGradient, start: CGPoint, end: CGPoint, ctm: Transform2D, before: Bool, after: Bool)
    /// A radial gradient between two circles (user space of `ctm`), within the clip.
    case radialGradient(
        DrawingGradient, startCenter: CGPoint, startRadius: Double, endCenter: CGPoint, endRadius: Double,
        ctm: Transform2D, before: Bool, after: Bool)
    /// An image drawn into `rect` (user space of `ctm`), its top row at the rect's top on screen
    /// when `flipped` is false (UIKit's `UIImage.draw`); upside down when true (Core Graphics'
    /// `draw(_:in:)` in a flipped context).
    case image(ContentImage, rect: CGRect, ctm: Transform2D, flipped: Bool)
    /// Text laid out in `box` (user space of `ctm`, y down), from its top.
    case text(TextContent, box: CGRect, ctm: Transform2D)
    /// A layer tree drawn through the compositor (`drawHierarchy`, `render(in:)`), its root's
    /// parent space being the user space of `ctm`.
    case layer(LayerState, ctm: Transform2D)
}
