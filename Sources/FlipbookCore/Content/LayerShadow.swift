import Foundation

/// A layer's drop shadow (SEMANTICS.md §14, "Shadows"): the layer's shape, or `path`, filled
/// with `color` at `opacity`, moved by `offset`, blurred by a Gaussian of standard deviation
/// `radius`, drawn under the layer. Defaults are Core Animation's.
public struct LayerShadow: Hashable, Sendable {
    /// Default opaque black; nil draws no shadow (`shadowColor`).
    public var color: RGBA? = .black
    /// In [0, 1] when drawn; default 0, no shadow (`shadowOpacity`).
    public var opacity: Double = 0
    /// In the layer's bounds space, points; default (0, -3), i.e. 3 points up (`shadowOffset`).
    public var offset = CGSize(width: 0, height: -3)
    /// The Gaussian's sigma, in the layer's points; default 3; negative counts as 0
    /// (`shadowRadius`).
    public var radius: Double = 3
    /// The shadow's shape in the layer's bounds space; nil uses the alpha of everything the
    /// layer draws (`shadowPath`).
    public var path: VectorPath?

    /// A shadow with Core Animation's defaults (invisible until `opacity` > 0).
    public init() {}

    /// Whether the shadow can put paint on the frame.
    public var isVisible: Bool {
        guard let c = color, c.isFinite, c.alpha > 0 else { return false }
        return opacity > 0 && opacity.isFinite && offset.width.isFinite && offset.height.isFinite && radius.isFinite
    }
}
