import Foundation

extension Timeline {
    /// Applies the Core Animation animations attached at scene time `t` to the tree, each
    /// on its layer's local time (the layer's and its ancestors' `LayerMediaTiming`, from the
    /// window down, with the scene time as the window's parent time). Later animations are
    /// applied over earlier ones; an additive one adds to the value below it (SEMANTICS.md §10).
    func applyLayerAnimations(at t: Double, to root: inout LayerState) {
        var byLayer: [LayerID: [Int]] = [:]  // Looked up only; each list keeps the added order.
        for (i, a) in layerAnimations.enumerated() where a.isAttached(at: t) {
            byLayer[a.layer, default: []].append(i)
        }
        guard !byLayer.isEmpty else { return }
        apply(byLayer, parentTime: t, to: &root)
    }

    private func apply(_ byLayer: [LayerID: [Int]], parentTime: Double, to layer: inout LayerState) {
        let local = layer.mediaTiming.localTime(parent: parentTime)
        if let list = byLayer[layer.id] {
            for i in list {
                let a = layerAnimations[i]
                guard var v = a.value(atLayerTime: local), v.isFinite else { continue }
                if a.isAdditive { v = a.keyPath.read(layer).adding(v) }
                a.keyPath.write(v, to: &layer)
            }
        }
        for i in layer.sublayers.indices { apply(byLayer, parentTime: local, to: &layer.sublayers[i]) }
    }
}
