import Foundation
import FlipbookCore

/// `CAGradientLayerType`: `.axial` (default), `.radial`, `.conic`.
public typealias CAGradientLayerType = GradientContent.Kind

/// A layer that fills its bounds with a gradient over its background (`CAGradientLayer`,
/// SEMANTICS.md §14, "Gradients"). Points are unit coordinates of the bounds. As in UIKit,
/// `UIView.animate` does not animate these properties; Core Animation's key paths
/// (`colors`, `locations`, ...) animate their typed `ContentChange`s.
open class CAGradientLayer: CALayer {
    var gradientContent = GradientContent()

    /// Creates a gradient layer with Core Animation's defaults (no colours: draws nothing).
    public override init() { super.init() }
    /// `init?(coder:)`: the defaults, as `init()` (CALayer's).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A new layer of this class, for `UIView.layerClass` (see `CALayer.makeLayer()`).
    override class func makeLayer() -> CALayer { CAGradientLayer() }

    /// The colours as `CGColor` values (`colors`, an array of `CGColorRef` in Core Animation);
    /// `UIColor`s are accepted too, other entries are ignored.
    open var colors: [Any]? {
        get { gradientContent.colors.isEmpty ? nil : gradientContent.colors }
        set {
            let new: [RGBA] = (newValue ?? []).compactMap { ($0 as? RGBA) ?? ($0 as? UIColor)?.rgba }
            let old = gradientContent.colors
            gradientContent.colors = new
            recordWithoutViewAnimation(.content(.colors(from: old, to: new)))
        }
    }
    /// Where each colour sits in [0, 1]; nil (default) spaces them evenly (`locations`).
    open var locations: [NSNumber]? {
        get { gradientContent.locations?.map { NSNumber(value: $0) } }
        set {
            let old = gradientContent.locations
            gradientContent.locations = newValue?.map(\.doubleValue)
            recordWithoutViewAnimation(.content(.locations(from: old, to: gradientContent.locations)))
        }
    }
    /// Default (0.5, 0) (`startPoint`).
    open var startPoint: CGPoint {
        get { gradientContent.startPoint }
        set {
            let old = gradientContent.startPoint; gradientContent.startPoint = newValue;
            recordWithoutViewAnimation(.content(.startPoint(from: old, to: newValue)))
        }
    }
    /// Default (0.5, 1) (`endPoint`).
    open var endPoint: CGPoint {
        get { gradientContent.endPoint }
        set {
            let old = gradientContent.endPoint; gradientContent.endPoint = newValue;
            recordWithoutViewAnimation(.content(.endPoint(from: old, to: newValue)))
        }
    }
    /// Default `.axial` (`type`).
    open var type: CAGradientLayerType {
        get { gradientContent.kind }
        set { gradientContent.kind = newValue; modelChanged() }
    }

    override func addContent(to state: inout LayerState) { state.gradient = gradientContent }
}
