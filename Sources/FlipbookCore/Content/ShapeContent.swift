import Foundation

/// What a `CAShapeLayer` draws over its background: its path, filled then stroked
/// (SEMANTICS.md §14, "Shapes"). Defaults are Core Animation's.
public struct ShapeContent: Hashable, Sendable {
    /// How the inside of a self-intersecting path is decided (`CAShapeLayerFillRule`).
    public enum FillRule: String, Hashable, Sendable {
        /// Non-zero winding, the default (`.nonZero`).
        case nonZero
        /// Even-odd: a point is inside when a ray from it crosses the path an odd number of
        /// times (`.evenOdd`).
        case evenOdd
    }

    /// The shape of a line's open ends (`CAShapeLayerLineCap`).
    public enum LineCap: String, Hashable, Sendable {
        /// Ends exactly at the end point, the default (`.butt`).
        case butt
        /// A half disc of diameter `lineWidth` past the end (`.round`).
        case round
        /// A half square of side `lineWidth` past the end (`.square`).
        case square
    }

    /// The shape of a corner between segments (`CAShapeLayerLineJoin`).
    public enum LineJoin: String, Hashable, Sendable {
        /// A sharp corner, bevelled when longer than `miterLimit` times half the width
        /// (`.miter`, the default).
        case miter
        /// A round corner (`.round`).
        case round
        /// A corner cut straight across (`.bevel`).
        case bevel
    }

    /// The path in the layer's bounds space, in points; nil draws nothing (`path`).
    public var path: VectorPath?
    /// The fill; default opaque black; nil fills nothing (`fillColor`).
    public var fillColor: RGBA? = .black
    /// Default `.nonZero` (`fillRule`).
    public var fillRule: FillRule = .nonZero
    /// The stroke; default nil, no stroke (`strokeColor`).
    public var strokeColor: RGBA?
    /// Stroke width in points; default 1 (`lineWidth`).
    public var lineWidth: Double = 1
    /// Default `.butt` (`lineCap`).
    public var lineCap: LineCap = .butt
    /// Default `.miter` (`lineJoin`).
    public var lineJoin: LineJoin = .miter
    /// The longest miter, as a multiple of half the line width; default 10 (`miterLimit`).
    public var miterLimit: Double = 10
    /// Alternating painted and unpainted lengths in points, from `lineDashPhase`; empty or
    /// all zero for a solid line (`lineDashPattern`).
    public var lineDashPattern: [Double] = []
    /// How far into the dash pattern the line starts, in points; default 0 (`lineDashPhase`).
    public var lineDashPhase: Double = 0
    /// Where the stroke starts, as a fraction of the path's length; default 0 (`strokeStart`).
    public var strokeStart: Double = 0
    /// Where the stroke ends, as a fraction of the path's length; default 1 (`strokeEnd`).
    public var strokeEnd: Double = 1

    /// A shape with Core Animation's defaults and `path`.
    public init(path: VectorPath? = nil) { self.path = path }
}
