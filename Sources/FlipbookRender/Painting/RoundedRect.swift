import Foundation
import FlipbookCore

/// A rectangle with four equal circular corners, in a layer's bounds space (points): the
/// outline `CALayer` fills, strokes and clips to.
struct RoundedRect: Equatable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// The corner radius, already clamped to [0, half the smaller side].
    var radius: Double
    /// Which corners are rounded (`CALayer.maskedCorners`); the others are square.
    var roundedCorners: CornerMask = .all

    /// The outline of `bounds` with `cornerRadius` clamped to half the smaller side, as
    /// Core Animation draws a radius too large for the layer (a negative or NaN radius is 0).
    init(bounds: CGRect, cornerRadius: Double, corners: CornerMask = .all) {
        let r = bounds.standardized
        self.init(
            minX: Double(r.minX), minY: Double(r.minY), maxX: Double(r.maxX), maxY: Double(r.maxY),
            radius: cornerRadius)
        self.roundedCorners = corners
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        let limit = max(0, min(maxX - minX, maxY - minY) / 2)
        self.radius = radius > 0 ? min(radius, limit) : 0
    }

    /// Whether the outline encloses no area (or is not made of finite numbers).
    var isEmpty: Bool {
        !(maxX > minX && maxY > minY) || !(minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite)
    }

    /// The outline moved inwards by `d` points on every side, corners concentric
    /// (radius `radius - d`, at least 0): the inner edge of a border of width `d`.
    /// Nil when nothing is left inside.
    func inset(by d: Double) -> RoundedRect? {
        var inner = RoundedRect(
            minX: minX + d, minY: minY + d, maxX: maxX - d, maxY: maxY - d,
            radius: max(0, radius - d))
        inner.roundedCorners = roundedCorners
        return inner.isEmpty ? nil : inner
    }

    /// The four corners of the enclosing rectangle, clockwise on screen from the top left.
    var corners: [SIMD2<Double>] {
        [SIMD2(minX, minY), SIMD2(maxX, minY), SIMD2(maxX, maxY), SIMD2(minX, maxY)]
    }
}
