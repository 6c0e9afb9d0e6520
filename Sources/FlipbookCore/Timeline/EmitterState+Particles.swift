import Foundation

/// One particle alive at a moment (SEMANTICS.md §33), in the emitter layer's bounds space.
public struct EmitterParticle: Hashable, Sendable {
    /// A number that names the particle in every frame it is alive in (from the seed, its
    /// cell's place and its birth's number).
    public var id: UInt64
    /// The indices of its cell: `[2]` for the layer's third cell, `[2, 0]` for that cell's first sub-cell.
    public var cell: [Int]
    /// The emitter time it was born at, and its age then, in seconds.
    public var birth: Double
    /// See `birth`.
    public var age: Double
    /// Where its centre is, in points, and its depth (not drawn).
    public var position: CGPoint
    /// See `position`.
    public var z: Double
    /// How far its image is turned, in radians (positive: clockwise on screen, as a z rotation).
    public var angle: Double
    /// How much its image is scaled.
    public var scale: Double
    /// The colour its image is multiplied by, each component in 0...1.
    public var color: RGBA
    /// Its cell's image, part of it and pixels per point.
    public var image: ContentImage?
    /// See `image`.
    public var contentsRect: CGRect
    /// See `image`.
    public var contentsScale: Double
}

/// The layer's values and cells in force at an emitter time, from a segment's: what the
/// emitter's Core Animation animations show then (SEMANTICS.md §33).
public typealias EmitterValuesAt =
    (Double, EmitterLayerValues, [EmitterCellState]) -> (EmitterLayerValues, [EmitterCellState])

extension [EmitterCellState] {
    /// The cell at `path`: an index among these, then among its sub-cells, and so on.
    func cell(at path: [Int]) -> EmitterCellState? {
        guard let first = path.first, indices.contains(first) else { return nil }
        return path.count == 1 ? self[first] : self[first].subcells.cell(at: [Int](path.dropFirst()))
    }
}

extension EmitterCellState {
    /// This cell and its sub-cells, counted.
    var cellCount: Int { 1 + subcells.reduce(0) { $0 + $1.cellCount } }
}

extension EmitterState {
    /// The most births looked at for one emitter at one moment, alive or not (chosen): with
    /// `maximumParticleCount`, what keeps a huge birth rate from taking long.
    public static let maximumBirthsExamined = 100_000

    /// The particles alive at emitter time `t` (the layer's local time), in drawing order:
    /// a pure function of `t` and the history (SEMANTICS.md §33).
    ///
    /// `valuesAt`, when given, gives the layer's values and cells in force at a birth time from
    /// a segment's (the emitter's animations, SEMANTICS.md §33); each particle is born with them.
    /// `animatesCount` says that it animates the birth rate or the lifetime.
    public func particles(
        at t: Double, valuesAt: EmitterValuesAt? = nil, animatesCount: Bool = false
    ) -> [EmitterParticle] {
        guard t.isFinite else { return [] }
        var run = ParticleRun(t: t, valuesAt: valuesAt, animatesCount: animatesCount)
        // Youngest segments first: when the cap is reached, the newest particles are kept.
        for j in segments.indices.reversed() {
            let seg = segments[j]
            let end = j + 1 < segments.count ? segments[j + 1].start : .infinity
            guard seg.start < t + Timeline.epsilon else { continue }
            var order = 0
            run.segmentCells = seg.cells
            for (ci, cell) in seg.cells.enumerated() {
                defer { order += cell.cellCount }
                // Each cell left gets an equal share of what the cap leaves.
                let left = seg.cells.count - ci
                run.limit = run.out.count + (EmitterState.maximumParticleCount - run.out.count) / left
                run.examinedLimit = run.examined + (EmitterState.maximumBirthsExamined - run.examined) / left
                run.emit(
                    cell, path: [ci], order: order, key: mix(mix(UInt64(seg.layer.seed) &+ 0x5EED) ^ UInt64(ci)),
                    serial: seg.serial, from: seg.start, until: end, layer: seg.layer, parent: nil)
            }
        }
        return run.ordered(segments.last?.layer.renderMode ?? .unordered)
    }
}

/// What a sub-cell's particles inherit from the particle that emits them.
struct ParticleParent {
    var kinematics: ParticleMotion
    var birth: Double
    var lifeEnd: Double
    var color: (Double) -> RGBA
    var scale: (Double) -> Double
}

/// How a particle moves: p = p0 + v t + a t^2 / 2.
struct ParticleMotion {
    var p0: (Double, Double, Double)
    var v: (Double, Double, Double)
    var a: (Double, Double, Double)
    func position(_ s: Double) -> (Double, Double, Double) {
        (p0.0 + v.0 * s + a.0 * s * s / 2, p0.1 + v.1 * s + a.1 * s * s / 2, p0.2 + v.2 * s + a.2 * s * s / 2)
    }
    /// The direction of travel in the x-y plane at age `s` (radians, 0 along +x).
    func heading(_ s: Double) -> Double {
        let vx = v.0 + a.0 * s, vy = v.1 + a.1 * s
        return vx == 0 && vy == 0 ? 0 : atan2(vy, vx)
    }
}

struct ParticleRun {
    let t: Double
    let valuesAt: EmitterValuesAt?
    /// The cells of the segment being emitted, for `valuesAt`.
    var segmentCells: [EmitterCellState] = []
    /// Whether `valuesAt` animates the birth rate or the lifetime, so births are counted by
    /// integrating the rate (`animatedBirths`) instead of at k / rate.
    let animatesCount: Bool
    var out: [(EmitterParticle, Int)] = []
    var examined = 0

    init(t: Double, valuesAt: EmitterValuesAt?, animatesCount: Bool) {
        self.t = t; self.valuesAt = valuesAt; self.animatesCount = animatesCount
    }

    /// How many particles, and births looked at, the cell being emitted may take the run to.
    var limit = EmitterState.maximumParticleCount
    var examinedLimit = EmitterState.maximumBirthsExamined

    var full: Bool { out.count >= limit || examined >= examinedLimit }

    mutating func emit(
        _ cell: EmitterCellState, path: [Int], order myOrder: Int, key: UInt64, serial: Int,
        from start: Double, until end: Double, layer: EmitterLayerValues, parent: ParticleParent?
    ) {
        guard cell.isEnabled, !full else { return }
        let keyBase = mix(key ^ UInt64(truncatingIfNeeded: serial) &* 0x9E37_79B9)
        if parent == nil, animatesCount, let valuesAt {
            // An animated birth rate or lifetime: births where the rate's integral crosses k.
            let births = animatedBirths(cell, path: path, from: start, until: end, layer: layer, valuesAt: valuesAt)
            for (k, b) in births where !full {
                examined += 1
                born(cell, k: k, at: b, path: path, order: myOrder, keyBase: keyBase, layer: layer, parent: nil)
            }
            return
        }
        let rate = min(cell.birthRate * layer.birthRate, EmitterState.maximumBirthRate)
        guard rate > 0 else { return }
        let longest = cell.longestLife(layer.lifetime)
        let last = min(end, t + Timeline.epsilon)
        // Particle k (from 1) is born at start + k / rate: k / rate in the segment, before `last`.
        let kHi = ((last - start) * rate).rounded(.down)
        // A birth at the segment's end is the segment's own; the next one's first is 1 / rate later.
        let kEnd = end.isFinite ? ((end - start) * rate + 1e-9).rounded(.down) : .infinity
        var k = min(kHi, kEnd)
        // Past 2^53 births Double no longer counts one by one: nothing is drawn (SEMANTICS.md §33).
        guard k < 0x1p53 else { return }
        let kLo = max(1, ((t - longest - start) * rate).rounded(.up))
        while k >= kLo && !full {
            defer { k -= 1 }
            examined += 1
            let b = start + k / rate
            guard b <= t + Timeline.epsilon else { continue }
            born(cell, k: k, at: b, path: path, order: myOrder, keyBase: keyBase, layer: layer, parent: parent)
        }
    }

    /// Particle `k` of `cell`, born at `b`: added to the run when alive at `t`, and its
    /// sub-cells' particles after it.
    mutating func born(
        _ segmentCell: EmitterCellState, k: Double, at b: Double, path: [Int], order myOrder: Int, keyBase: UInt64,
        layer segmentValues: EmitterLayerValues, parent: ParticleParent?
    ) {
        // The layer's values and the cell's as animated at the birth (the segment's when
        // nothing animates).
        var cell = segmentCell
        var layer = segmentValues
        if let valuesAt {
            let (v, cells) = valuesAt(b, segmentValues, segmentCells)
            layer = v
            if let c = cells.cell(at: path) { cell = c }
        }
        let local = cell.timing.localTime(parent: b)
        let active = cell.duration > 0 ? cell.duration * max(1, cell.repeatCount) : .infinity
        guard local >= -Timeline.epsilon, local < active else { return }
        let kBits = UInt64(bitPattern: Int64(k.isFinite && abs(k) < 9e18 ? Int64(k) : 0))
        var r = Draws(key: mix(keyBase ^ kBits))
        let life = (cell.lifetime + cell.lifetimeRange * r.symmetric()) * layer.lifetime
        let p0: (Double, Double, Double)
        var heading = 0.0
        if let parent {
            p0 = parent.kinematics.position(b - parent.birth)
            heading = parent.kinematics.heading(b - parent.birth)
            if b >= parent.lifeEnd { return }
        } else {
            p0 = Self.birthPlace(layer, &r)
        }
        let speed = (cell.velocity + cell.velocityRange * r.symmetric()) * layer.velocity
        let lon = heading + cell.emissionLongitude + cell.emissionRange * r.symmetric()
        let lat = cell.emissionLatitude
        let motion = ParticleMotion(
            p0: p0, v: (speed * cos(lat) * cos(lon), speed * cos(lat) * sin(lon), speed * sin(lat)),
            a: (cell.xAcceleration, cell.yAcceleration, cell.zAcceleration))
        let scale0 = cell.scale + cell.scaleRange * r.symmetric()
        let spin = (cell.spin + cell.spinRange * r.symmetric()) * layer.spin
        let base = RGBA(
            red: clamp(cell.color.red + cell.colorRange.red * r.symmetric()),
            green: clamp(cell.color.green + cell.colorRange.green * r.symmetric()),
            blue: clamp(cell.color.blue + cell.colorRange.blue * r.symmetric()),
            alpha: clamp(cell.color.alpha + cell.colorRange.alpha * r.symmetric()))
        let inheritedColor = parent?.color(b) ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        let inheritedScale = parent?.scale(b) ?? 1
        let speeds = cell.colorSpeed
        let color: (Double) -> RGBA = { s in
            RGBA(
                red: clamp(base.red + speeds.red * s) * inheritedColor.red,
                green: clamp(base.green + speeds.green * s) * inheritedColor.green,
                blue: clamp(base.blue + speeds.blue * s) * inheritedColor.blue,
                alpha: clamp(base.alpha + speeds.alpha * s) * inheritedColor.alpha)
        }
        let scaleSpeed = cell.scaleSpeed
        let layerScale = layer.scale
        let scaleAt: (Double) -> Double = { s in max(0, (scale0 + scaleSpeed * s) * layerScale) * inheritedScale }
        let age = t - b
        let id = mix(keyBase ^ kBits ^ 0xA11CE)
        if age < life, age >= -Timeline.epsilon {
            let p = motion.position(max(age, 0))
            let particle = EmitterParticle(
                id: id, cell: path, birth: b, age: max(age, 0), position: CGPoint(x: p.0, y: p.1), z: p.2,
                angle: spin * max(age, 0), scale: scaleAt(max(age, 0)), color: color(max(age, 0)),
                image: cell.image, contentsRect: cell.contentsRect, contentsScale: cell.contentsScale)
            out.append((particle, myOrder))
        }
        if !cell.subcells.isEmpty && life > 0 {
            let me = ParticleParent(
                kinematics: motion, birth: b, lifeEnd: b + life, color: { color($0 - b) },
                scale: { scaleAt($0 - b) })
            var subOrder = myOrder + 1
            for (si, sub) in cell.subcells.enumerated() {
                emit(
                    sub, path: path + [si], order: subOrder, key: mix(id ^ UInt64(si)), serial: 0,
                    from: b, until: b + life, layer: layer, parent: me)
                subOrder += sub.cellCount
            }
        }
    }
}
