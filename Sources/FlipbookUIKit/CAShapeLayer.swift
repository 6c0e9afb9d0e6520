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
    var content = ShapeContent()

    /// Creates a shape layer with Core Animation's defaults (no path, black fill, no stroke).
    public override init() { super.init() }

    /// A new layer of this class, for `UIView.layerClass` (see `CALayer.makeLayer()`).
    override class func makeLayer() -> CALayer { CAShapeLayer() }

    private func set(_ change: ContentChange, _ body: (inout ShapeContent) -> Void) {
        body(&content)
        recordWithoutViewAnimation(.content(change))
    }

    /// The path in the layer's bounds space, in points; nil draws nothing (`path`). A path
    /// with a NaN or more than `VectorPath.maximumElementCount` elements stops the recording
    /// with an error naming it.
    open var path: CGPath? {
        get { content.path.map { CGPath(value: $0) } }
        set {
            checkPath(newValue?.value, "path")
            set(.path(from: content.path, to: newValue?.value)) { $0.path = newValue?.value }
        }
    }
    /// The fill colour; default opaque black; nil fills nothing (`fillColor`).
    open var fillColor: CGColor? {
        get { content.fillColor }
        set { set(.fillColor(from: content.fillColor, to: newValue)) { $0.fillColor = newValue } }
    }
    /// Default `.nonZero` (`fillRule`).
    open var fillRule: CAShapeLayerFillRule {
        get { content.fillRule }
        set { content.fillRule = newValue; modelChanged() }
    }
    /// The stroke colour; default nil, no stroke (`strokeColor`).
    open var strokeColor: CGColor? {
        get { content.strokeColor }
        set { set(.strokeColor(from: content.strokeColor, to: newValue)) { $0.strokeColor = newValue } }
    }
    /// The stroke width in points; default 1 (`lineWidth`).
    open var lineWidth: CGFloat {
        get { content.lineWidth }
        set { set(.lineWidth(from: content.lineWidth, to: newValue)) { $0.lineWidth = newValue } }
    }
    /// Default `.butt` (`lineCap`).
    open var lineCap: CAShapeLayerLineCap {
        get { content.lineCap }
        set { content.lineCap = newValue; modelChanged() }
    }
    /// Default `.miter` (`lineJoin`).
    open var lineJoin: CAShapeLayerLineJoin {
        get { content.lineJoin }
        set { content.lineJoin = newValue; modelChanged() }
    }
    /// The longest miter as a multiple of half the line width; default 10 (`miterLimit`).
    open var miterLimit: CGFloat {
        get { content.miterLimit }
        set { set(.miterLimit(from: content.miterLimit, to: newValue)) { $0.miterLimit = newValue } }
    }
    /// Painted and unpainted lengths in points; nil (default) for a solid line (`lineDashPattern`).
    open var lineDashPattern: [NSNumber]? {
        get { content.lineDashPattern.isEmpty ? nil : content.lineDashPattern.map { NSNumber(value: $0) } }
        set { content.lineDashPattern = newValue?.map(\.doubleValue) ?? []; modelChanged() }
    }
    /// How far into the pattern the line starts, in points; default 0 (`lineDashPhase`).
    open var lineDashPhase: CGFloat {
        get { content.lineDashPhase }
        set { set(.lineDashPhase(from: content.lineDashPhase, to: newValue)) { $0.lineDashPhase = newValue } }
    }
    /// Where the stroke starts, a fraction of the length; default 0 (`strokeStart`).
    open var strokeStart: CGFloat {
        get { content.strokeStart }
        set { set(.strokeStart(from: content.strokeStart, to: newValue)) { $0.strokeStart = newValue } }
    }
    /// Where the stroke ends, a fraction of the length; default 1 (`strokeEnd`).
    open var strokeEnd: CGFloat {
        get { content.strokeEnd }
        set { set(.strokeEnd(from: content.strokeEnd, to: newValue)) { $0.strokeEnd = newValue } }
    }

    override func addContent(to state: inout LayerState) { state.shape = content }
}
