import Foundation

extension Timeline {
    /// How far from the emitter's origin, in points along x or y, a particle is still drawn
    /// (chosen): farther ones, NaN and infinite ones are not.
    public static let maximumParticleDistance = 1_000_000.0
    /// The largest particle scale drawn (chosen): a larger, NaN or infinite one is not.
    public static let maximumParticleScale = 10_000.0

    /// Replaces each emitter's history by the particles alive at the frame's moment
    /// (SEMANTICS.md §33): each particle is a layer drawn under the emitter's sublayers, the
    /// size of its cell's image, centred on the particle, turned and scaled, its image
    /// multiplied by its colour. `parentTime` is the parent's local time (the scene's time
    /// for the window) and `rate` how fast it runs against the scene's; the emitter's own
    /// time is its local time, scene time `t`.
    func expandEmitters(in layer: inout LayerState, parentTime: Double, rate: Double = 1, at t: Double) {
        let local = layer.mediaTiming.localTime(parent: parentTime)
        let localRate = rate * layer.mediaTiming.speed
        for i in layer.sublayers.indices {
            expandEmitters(in: &layer.sublayers[i], parentTime: local, rate: localRate, at: t)
        }
        if let e = layer.emitter {
            layer.emitter = nil
            let additive = e.segments.last?.layer.renderMode == .additive
            let animated = animatedEmitterValues(of: layer.id, local, localRate, t)
            let particles = e.particles(at: local, valuesAt: animated?.values, animatesCount: animated?.count ?? false)
                .compactMap { Timeline.particleLayer($0, of: layer, additive: additive, tint: e.colorMultiplier) }
            layer.sublayers = particles + layer.sublayers
        }
    }

    /// The emitter's values and cells at a birth time from a segment's, through the Core
    /// Animation animations of its emitter key paths (`emitterPosition`, `velocity`,
    /// "emitterCells.NAME.birthRate", ...) added to layer `id`; nil when it has none. A birth at emitter time b is at scene time
    /// t + (b - local) / rate (the layer's timing as at t) for the animations' attachment.
    private func animatedEmitterValues(
        of id: LayerID, _ local: Double, _ rate: Double, _ t: Double
    ) -> (values: EmitterValuesAt, count: Bool)? {
        let anims = layerAnimations.enumerated().filter {
            $0.element.layer == id && $0.element.keyPath.isEmitter && $0.element.clock == .scene
        }
        guard !anims.isEmpty else { return nil }
        let count = anims.contains {
            ["birthRate", "lifetime"].contains($0.element.keyPath.name)
                || $0.element.keyPath.cellPath?.changesCount == true
        }
        return (
            { b, base, cells in
                var scratch = LayerState(id: id)
                scratch.emitter = EmitterState(segments: [
                    EmitterSegment(serial: 0, start: 0, layer: base, cells: cells)
                ])
                let scene = rate != 0 ? t + (b - local) / rate : t
                for (i, a) in anims where a.isAttached(at: scene) {
                    a.apply(atTime: b, to: &scratch, ghostID: LayerID(-1 - i))
                }
                return (scratch.emitterValues, scratch.emitterCellValues)
            }, count
        )
    }

    /// The layer that draws one particle, its colour multiplied by `tint`'s red, green and blue
    /// (a replicator copy's colour); nil when it draws nothing (no image, transparent, scaled
    /// to nothing).
    static func particleLayer(
        _ p: EmitterParticle, of emitter: LayerState, additive: Bool, tint: RGBA
    ) -> LayerState? {
        guard let image = p.image, p.color.alpha > 0, p.scale > 0, p.scale <= maximumParticleScale,
            abs(p.position.x) <= maximumParticleDistance, abs(p.position.y) <= maximumParticleDistance,
            p.angle.isFinite
        else { return nil }
        let cs = p.contentsScale.isFinite && p.contentsScale > 0 ? p.contentsScale : 1
        let full = CGSize(width: Double(image.pixelWidth) / cs, height: Double(image.pixelHeight) / cs)
        let r = p.contentsRect.standardized
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let part = r == unit || !r.isFiniteRect ? unit : r
        let size = CGSize(width: full.width * part.width, height: full.height * part.height)
        guard size.width > 0, size.height > 0 else { return nil }
        var content = LayerContent(image: image)
        let c = RGBA(
            red: p.color.red * tint.red, green: p.color.green * tint.green, blue: p.color.blue * tint.blue,
            alpha: p.color.alpha)
        if c.red != 1 || c.green != 1 || c.blue != 1 {
            content.imageTint = RGBA(red: c.red, green: c.green, blue: c.blue, alpha: 1)
        }
        content.addsImage = additive
        let id = LayerID(-(1 << 60) + Int(p.id % (1 << 59)))
        var node = LayerState(
            id: id, name: "\(emitter.name) particle", bounds: CGRect(origin: .zero, size: size),
            position: p.position,
            transform: Transform3D.scale(p.scale, p.scale, 1).concatenating(.rotation(p.angle, 0, 0, 1)),
            opacity: c.alpha)
        if part == unit {
            node.content = content
        } else {
            // Part of the image: the whole, placed so that the part fills the particle's bounds.
            node.masksToBounds = true
            node.sublayers = [
                LayerState(
                    id: LayerID(id.raw - (1 << 59)), name: node.name,
                    bounds: CGRect(origin: .zero, size: full),
                    position: CGPoint(x: -part.minX * full.width, y: -part.minY * full.height),
                    anchorPoint: .zero, content: content)
            ]
        }
        return node
    }
}
