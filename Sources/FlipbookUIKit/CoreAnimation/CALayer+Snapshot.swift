import Foundation
import FlipbookCore

extension CALayer {
    /// The layer tree below this layer as plain values, built bottom-up with a stack of its
    /// own instead of the call stack: every layer's sublayers are made before it.
    func deepSnapshot() -> LayerState {
        var pending: [(layer: CALayer, built: [LayerState])] = [(self, [])]
        while true {
            let top = pending.count - 1
            let layer = pending[top].layer
            if pending[top].built.count < layer.children.count {
                let next = layer.children[pending[top].built.count]
                pending.append((next, []))
                pending[pending.count - 1].built.reserveCapacity(next.children.count)
                continue
            }
            let done = pending.removeLast()
            let state = done.layer.state(built: done.built)
            if pending.isEmpty { return state }
            pending[pending.count - 1].built.append(state)
        }
    }

    /// The number of layers on the longest path from this layer down (masks count as a
    /// level), without recursion; nil once it passes `limit`.
    func treeDepth(upTo limit: Int) -> Int? {
        var deepest = 0
        var stack: [(CALayer, Int)] = [(self, 1)]
        while let (layer, level) = stack.popLast() {
            guard level <= limit else { return nil }
            deepest = max(deepest, level)
            for c in layer.children { stack.append((c, level + 1)) }
            if let m = layer.effects.mask { stack.append((m, level + 1)) }
        }
        return deepest
    }
}
