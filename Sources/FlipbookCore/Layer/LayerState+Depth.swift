import Foundation

extension LayerTree {
    /// The deepest layer tree Flipbook records and draws: 2,000 layers from the root to the
    /// deepest leaf, masks counted as a level (**chosen**, SEMANTICS.md §14). The walks over a
    /// tree (presentation, compositing) recurse once per level, and this keeps them well
    /// inside a worker thread's stack (`WorkerPool.defaultStackSize`) in a debug build; real
    /// screens are a few dozen levels deep.
    public static let maximumDepth = 2000
}

extension LayerState {
    /// The number of layers on the longest path from this layer down (1 for a leaf; a mask
    /// counts as a level below its layer), found without recursion, stopping once it passes
    /// `limit`: nil when the tree is deeper than `limit`.
    public func depth(upTo limit: Int = LayerTree.maximumDepth) -> Int? {
        var deepest = 0
        var stack: [(LayerState, Int)] = [(self, 1)]
        while let (layer, level) = stack.popLast() {
            guard level <= limit else { return nil }
            deepest = max(deepest, level)
            for s in layer.sublayers { stack.append((s, level + 1)) }
            if let m = layer.mask { stack.append((m.layer, level + 1)) }
        }
        return deepest
    }
}
