import Foundation

// Where particles are born, the order they are drawn in, and the random draws (SEMANTICS.md §33).
extension ParticleRun {
    /// Where a particle of a layer with no parent particle is born, from the shape and mode.
    static func birthPlace(_ l: EmitterLayerValues, _ r: inout Draws) -> (Double, Double, Double) {
        let cx = Double(l.position.x), cy = Double(l.position.y), cz = l.zPosition
        let w = Double(l.size.width), h = Double(l.size.height)
        switch l.shape {
        case .point:
            return (cx, cy, cz)
        case .line:
            return (cx + w * (r.unit() - 0.5), cy, cz)
        case .rectangle, .cuboid:
            let z = l.shape == .cuboid ? cz + l.depth * (r.unit() - 0.5) : cz
            if l.mode == .outline {
                // A point along the perimeter, the length 2 (w + h) walked from the top left.
                var d = r.unit() * 2 * (abs(w) + abs(h))
                let aw = abs(w), ah = abs(h)
                let x0 = cx - aw / 2, y0 = cy - ah / 2
                if d < aw { return (x0 + d, y0, z) }
                d -= aw
                if d < ah { return (x0 + aw, y0 + d, z) }
                d -= ah
                if d < aw { return (x0 + aw - d, y0 + ah, z) }
                d -= aw
                return (x0, y0 + ah - min(d, ah), z)
            }
            return (cx + w * (r.unit() - 0.5), cy + h * (r.unit() - 0.5), z)
        case .circle, .sphere:
            let angle = r.unit() * 2 * Double.pi
            let radius = l.mode == .outline ? w : w * r.unit().squareRoot()
            return (cx + radius * cos(angle), cy + radius * sin(angle), cz)
        }
    }

    /// The particles in the render mode's order.
    func ordered(_ mode: EmitterRenderMode) -> [EmitterParticle] {
        var list = out
        switch mode {
        case .unordered, .additive:
            list.sort { ($0.1, $0.0.birth, $0.0.id) < ($1.1, $1.0.birth, $1.0.id) }
        case .oldestFirst:
            list.sort { ($0.0.birth, $0.1, $0.0.id) < ($1.0.birth, $1.1, $1.0.id) }
        case .oldestLast:
            list.sort { ($0.0.birth, $1.1, $1.0.id) > ($1.0.birth, $0.1, $0.0.id) }
        case .backToFront:
            list.sort { ($0.0.z, $0.0.birth, $0.0.id) < ($1.0.z, $1.0.birth, $1.0.id) }
        }
        return list.map(\.0)
    }
}

/// Clamps to 0...1 (NaN to 0).
func clamp(_ v: Double) -> Double { v > 0 ? min(v, 1) : 0 }

/// SplitMix64's finaliser: a well-mixed 64-bit value from any other.
func mix(_ x: UInt64) -> UInt64 {
    var z = x &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}

/// The random draws of one particle, in a fixed order, from its key (SplitMix64).
struct Draws {
    var state: UInt64
    init(key: UInt64) { state = key }
    /// Uniform in [0, 1).
    mutating func unit() -> Double {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        return Double(mix(state) >> 11) * 0x1p-53
    }
    /// Uniform in [-1, 1).
    mutating func symmetric() -> Double { unit() * 2 - 1 }
}
