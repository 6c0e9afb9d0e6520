import Foundation

/// Each animation's progress through the scene, for timing plots and docs.
extension Timeline {
    /// The progress of `animations[index]` at scene time `t`, read through its clock: 0 until
    /// its motion starts (after `begin + delay`), its curve or spring in between (springs
    /// overshoot 1), 1 from its end on. On a transition's clock (interactive transitions,
    /// SEMANTICS.md §7) it follows tau, so a cancelled transition's progress comes back to 0.
    ///
    /// Unlike `PropertyAnimation.progress(atLocal:)` this is defined at every t, also before
    /// the animation was created and after it ended, so a plot line spans the whole scene.
    public func progress(ofAnimation index: Int, at t: Double) -> Double {
        let animation = animations[index]
        if let i = animation.clock.propertyAnimatorIndex {
            // Its own clock: 0 before it was added, the value progress while the animator
            // runs, is paused, scrubbed or continued, held once the animator has ended.
            let local = localTime(animation.clock, at: t)
            return propertyAnimators[i].heldProgress(of: animation, atLocal: local)
        }
        let local = localTime(animation.clock, at: t)
        return animation.timing.progress(
            elapsed: animation.passElapsed(local - animation.begin - animation.delay), duration: animation.duration)
    }

    /// The name of layer `id` in the first snapshot that has it ("B.root"), a mask layer
    /// included, or "layer #n" when it has none.
    public func layerName(of id: LayerID) -> String {
        for snapshot in snapshots {
            if let layer = Self.find(id, in: snapshot.root) { return layer.name.isEmpty ? "layer \(id)" : layer.name }
        }
        return "layer \(id)"
    }

    /// Layer `id` in `root`'s subtree, looking into mask layers too (`LayerState.find` does
    /// not); depth first, without recursion.
    private static func find(_ id: LayerID, in root: LayerState) -> LayerState? {
        var stack = [root]
        while let layer = stack.popLast() {
            if layer.id == id { return layer }
            if let mask = layer.mask { stack.append(mask.layer) }
            stack.append(contentsOf: layer.sublayers.reversed())
        }
        return nil
    }

    /// One label per animation, in order: "B.root opacity", with " (2)", " (3)" ... added
    /// when one layer's property is animated more than once.
    public var animationLabels: [String] {
        var seen: [String: Int] = [:]  // Looked up only; the output follows `animations`.
        return animations.map { animation in
            let base = "\(layerName(of: animation.layer)) \(animation.change.property.rawValue)"
            let n = (seen[base] ?? 0) + 1
            seen[base] = n
            return n == 1 ? base : "\(base) (\(n))"
        }
    }
}
