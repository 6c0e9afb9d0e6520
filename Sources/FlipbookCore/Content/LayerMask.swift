import Foundation

/// A layer's mask (`CALayer.mask`): a layer drawn in the masked layer's bounds space whose
/// alpha multiplies everything the masked layer draws. Boxed, since a layer holds it.
public struct LayerMask: Hashable, Sendable {
    private var storage: [LayerState]
    /// The mask layer, with its subtree.
    public var layer: LayerState {
        get { storage[0] }
        set { storage[0] = newValue }
    }
    /// Wraps a mask layer.
    public init(_ layer: LayerState) { storage = [layer] }
}
