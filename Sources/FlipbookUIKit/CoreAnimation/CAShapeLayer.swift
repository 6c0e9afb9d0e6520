import Foundation
import FlipbookCore

/// `CAShapeLayerFillRule`: `.nonZero` (default) or `.evenOdd`.
public typealias CAShapeLayerFillRule = ShapeContent.FillRule
/// `CAShapeLayerLineCap`: `.butt` (default), `.round`, `.square`.
public typealias CAShapeLayerLineCap = ShapeContent.LineCap
/// `CAShapeLayerLineJoin`: `.miter` (default), `.round`, `.bevel`.
public typealias CAShapeLayerLineJoin = ShapeContent.LineJoin

/// A layer that draws a path over its background: filled, then stroked (`CAShapeLayer`,
/// SEMANTICS.md §14, "Shapes"). As in UIKit, `UIView.animate` does not animate these
/// properties (they change at once, even on a view's own layer); each is a typed
/// `ContentChange`, what Core Animation's key paths (`path`, `strokeEnd`, ...) animate.
open class CAShapeLayer: CALayer {
    var shapeContent = ShapeContent()

    /// Creates a shape layer with Core Animation's defaults (no path, black fill, no stroke).
    public override init() { super.init() }
    /// `init?(coder:)`: the defaults, as `init()` (CALayer's).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A new layer of this class, for `UIView.layerClass` (see `CALayer.makeLayer()`).
    override class func makeLayer() -> CALayer { CAShapeLayer() }

    private func set(_ change: ContentChange, _ body: (inout ShapeContent) -> Void) {
        body(&shapeContent)
        recordWithoutViewAnimation(.content(change))
    }

    /// The path in the layer's bounds space, in points; nil draws nothing (`path`). A path
    /// with a NaN or more than `VectorPath.maximumElementCount` elements stops the recording
    /// with an error naming it.
    open var path: CGPath? {
        get { shapeContent.path.map { CGPath(value: $0) } }
        set {
            checkPath(newValue?.value, "path")
            set(.path(from: shapeContent.path, to: newValue?.value)) { $0.path = newValue?.value }
        }
    }
    /// The fill colour; default opaque black; nil fills nothing (`fillColor`).
    open var fillColor: CGColor? {
        get { shapeContent.fillColor }
        set { set(.fillColor(from: shapeContent.fillColor, to: newValue)) { $0.fillColor = newValue } }
    }
    /// Default `.nonZero` (`fillRule`).
    open var fillRule: CAShapeLayerFillRule {
        get { shapeContent.fillRule }
        set { shapeContent.fillRule = newValue; modelChanged() }
    }
    /// The stroke colour; default nil, no stroke (`strokeColor`).
    open var strokeColor: CGColor? {
        get { shapeContent.strokeColor }
        set { set(.strokeColor(from: shapeContent.strokeColor, to: newValue)) { $0.strokeColor = newValue } }
    }
    /// The stroke width in points; default 1 (`lineWidth`).
    open var lineWidth: CGFloat {
        get { shapeContent.lineWidth }
        set { set(.lineWidth(from: shapeContent.lineWidth, to: newValue)) { $0.lineWidth = newValue } }
    }
    /// Default `.butt` (`lineCap`).
    open var lineCap: CAShapeLayerLineCap {
        get { shapeContent.lineCap }
        set { shapeContent.lineCap = newValue; modelChanged() }
    }
    /// Default `.miter` (`lineJoin`).
    open var lineJoin: CAShapeLayerLineJoin {
        get { shapeContent.lineJoin }
        set { shapeContent.lineJoin = newValue; modelChanged() }
    }
    /// The longest miter as a multiple of half the line width; default 10 (`miterLimit`).
    open var miterLimit: CGFloat {
        get { shapeContent.miterLimit }
        set { set(.miterLimit(from: shapeContent.miterLimit, to: newValue)) { $0.miterLimit = newValue } }
    }
    /// Painted and unpainted lengths in points; nil (default) for a solid line (`lineDashPattern`).
    open var lineDashPattern: [NSNumber]? {
        get { shapeContent.lineDashPattern.isEmpty ? nil : shapeContent.lineDashPattern.map { NSNumber(value: $0) } }
        set { shapeContent.lineDashPattern = newValue?.map(\.doubleValue) ?? []; modelChanged() }
    }
    /// How far into the pattern the line starts, in points; default 0 (`lineDashPhase`).
    open var lineDashPhase: CGFloat {
        get { shapeContent.lineDashPhase }
        set { set(.lineDashPhase(from: shapeContent.lineDashPhase, to: newValue)) { $0.lineDashPhase = newValue } }
    }
    /// Where the stroke starts, a fraction of the length; default 0 (`strokeStart`).
    open var strokeStart: CGFloat {
        get { shapeContent.strokeStart }
        set { set(.strokeStart(from: shapeContent.strokeStart, to: newValue)) { $0.strokeStart = newValue } }
    }
    /// Where the stroke ends, a fraction of the length; default 1 (`strokeEnd`).
    open var strokeEnd: CGFloat {
        get { shapeContent.strokeEnd }
        set { set(.strokeEnd(from: shapeContent.strokeEnd, to: newValue)) { $0.strokeEnd = newValue } }
    }

    override func addContent(to state: inout LayerState) { state.shape = shapeContent }
}
