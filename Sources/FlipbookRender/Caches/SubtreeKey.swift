import Foundation
import FlipbookCore

extension LayerState {
    /// The layer with its own placement, opacity, visibility, timing and rasterisation taken
    /// out: its bounds space is its parent's (identity placement: the position is the anchor
    /// point's place in the bounds, no transform, z position 0), opacity 1, shown, not
    /// rasterised. What is left is everything it and its sublayers draw in its bounds space;
    /// a rasterised layer's bitmap and a shadow's source (`SubtreeKey`) are keyed by it.
    var withoutPlacement: LayerState {
        var flat = self
        flat.rasterizationScale = nil
        flat.opacity = 1
        flat.isHidden = false
        flat.transform = .identity
        flat.zPosition = 0
        flat.position = CGPoint(
            x: bounds.origin.x + anchorPoint.x * bounds.width, y: bounds.origin.y + anchorPoint.y * bounds.height)
        flat.mediaTiming = LayerMediaTiming()
        return flat
    }
}

/// A render cache key made of a layer subtree as values (usually `withoutPlacement`) and the
/// numbers that say how it is drawn (bit patterns of doubles, sizes), compared in full
/// (`LayerState`'s equality, every number) but hashed by the layer's identity, its number of
/// sublayers and the numbers only, so that a lookup does not hash the whole subtree every
/// frame (a layer's entries from different frames share a hash and are told apart by the
/// comparison).
struct SubtreeKey: Hashable, Sendable {
    let layer: LayerState
    let numbers: [UInt64]

    func hash(into hasher: inout Hasher) {
        hasher.combine(layer.id)
        hasher.combine(layer.sublayers.count)
        hasher.combine(numbers)
    }

    /// The bytes the key holds, counted against the budget: about 256 a layer of the
    /// subtree. The images it refers to are the app's, shared with the frames and usually
    /// with many layers, and are not counted again here.
    var bytes: Int {
        var total = 0
        var stack = [layer]
        while let l = stack.popLast() {
            total += 256
            stack += l.sublayers
            if let m = l.mask { stack.append(m.layer) }
        }
        return total
    }
}
