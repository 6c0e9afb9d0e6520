import Foundation

extension Timeline {
    /// Applies the Core Animation animations attached at scene time `t` to the tree, each
    /// on its layer's local time (the layer's and its ancestors' `LayerMediaTiming`, from the
    /// window down, with the scene time as the window's parent time; mask layers too, on the
    /// scene's time). Later animations are
    /// applied over earlier ones; an additive one adds to the value below it (SEMANTICS.md §10).
    func applyLayerAnimations(at t: Double, to root: inout LayerState) {
        var byLayer: [LayerID: [Int]] = [:]  // Looked up only; each list keeps the added order.
        for (i, a) in layerAnimations.enumerated() where a.isAttached(at: t) {
            byLayer[a.layer, default: []].append(i)
        }
        guard !byLayer.isEmpty else { return }
        apply(byLayer, parentTime: t, scene: t, to: &root)
    }

    private func apply(_ byLayer: [LayerID: [Int]], parentTime: Double, scene t: Double, to layer: inout LayerState) {
        let local = layer.mediaTiming.localTime(parent: parentTime)
        if let list = byLayer[layer.id] {
            for i in list {
                let a = layerAnimations[i]
                let time = a.clock == .scene ? local : localTime(a.clock, at: t)
                a.apply(atTime: time, to: &layer, ghostID: LayerID(-1 - i))
            }
        }
        for i in layer.sublayers.indices { apply(byLayer, parentTime: local, scene: t, to: &layer.sublayers[i]) }
        // A mask layer has no superlayer: its time's parent is the scene's, as when its
        // animations were added (`CALayer.localTime(scene:)`).
        if layer.mask != nil { apply(byLayer, parentTime: t, scene: t, to: &layer.mask!.layer) }
    }

    /// The local time of layer `id` at scene time `t`, through the model's layer timings
    /// from the window down (t itself when the layer is not in the tree then).
    public func layerTime(of id: LayerID, at t: Double) -> Double {
        func walk(_ l: LayerState, _ parent: Double) -> Double? {
            let local = l.mediaTiming.localTime(parent: parent)
            if l.id == id { return local }
            for s in l.sublayers { if let v = walk(s, local) { return v } }
            return nil
        }
        return walk(model(at: t).root, t) ?? t
    }

    /// The progress of `layerAnimations[index]` at scene time `t`, for timing plots: 0 before
    /// it was added and begun, its curve (or spring, which overshoots) in between, through
    /// repeats and reversals, and where it ended after its end. Like
    /// `progress(ofAnimation:at:)`, defined at every t.
    public func progress(ofLayerAnimation index: Int, at t: Double) -> Double {
        let a = layerAnimations[index]
        if t < a.addedAt - Timeline.epsilon { return 0 }
        var local = a.clock == .scene ? layerTime(of: a.layer, at: t) : localTime(a.clock, at: t)
        for g in a.groups { local = g.warped(g.clampedSimpleTime(atParent: local)) }
        let s = a.timing.clampedSimpleTime(atParent: local)
        let f = a.timing.duration > 0 ? s / a.timing.duration : 1
        if let spring = a.spring { return spring.progress(at: s) }
        if case .path(let follow) = a.track, a.timing.duration > 0 { return follow.progress(at: a.pathFraction(s)) }
        return a.curve.map { $0.progress(f) } ?? f
    }

    /// One label per Core Animation animation, in order: "FlipContainerView transform.rotation.y".
    public var layerAnimationLabels: [String] {
        layerAnimations.map { "\(layerName(of: $0.layer)) \($0.keyPath.name)" }
    }
}
