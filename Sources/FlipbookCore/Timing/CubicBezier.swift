import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
/// as `CAMediaTimingFunction(controlPoints:)`.
///
/// `progress(x)` solves x(s) = x to 1e-7 (Newton, bisection fallback) and returns y(s).
public struct CubicBezier: Hashable, Sendable {
    /// The control points. x1 and x2 are clamped to [0, 1] as Core Animation requires.
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// Creates a curve; x1 and x2 are clamped to [0, 1].
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1); self.y1 = y1
        self.x2 = min(max(x2, 0), 1); self.y2 = y2
    }

    /// `.curveEaseInOut`, UIView.animate's default: (0.42, 0), (0.58, 1).
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// `.curveEaseIn`: (0.42, 0), (1, 1).
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// `.curveEaseOut`: (0, 0), (0.58, 1).
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// `.curveLinear`.
    public static let linear = CubicBezier(0, 0, 1, 1)
    /// Core Animation's `default` timing function: (0.25, 0.1), (0.25, 1).
    public static let caDefault = CubicBezier(0.25, 0.1, 0.25, 1)

    // Polynomial coefficients: B(s) = ((a s + b) s + c) s.
    private var ax: Double { 1 + 3 * x1 - 3 * x2 }
    private var bx: Double { 3 * x2 - 6 * x1 }
    private var cx: Double { 3 * x1 }
    private var ay: Double { 1 + 3 * y1 - 3 * y2 }
    private var by: Double { 3 * y2 - 6 * y1 }
    private var cy: Double { 3 * y1 }

    private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve parameter s with x(s) = x, to `epsilon`.
    func solve(_ x: Double, epsilon: Double = 1e-7) -> Double {
        var s = x
        for _ in 0..<8 {
            let err = sampleX(s) - x
            if abs(err) < epsilon { return s }
            let d = slopeX(s)
            if abs(d) < 1e-6 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        while lo < hi {
            let v = sampleX(s)
            if abs(v - x) < epsilon { return s }
            if x > v { lo = s } else { hi = s }
            let next = (lo + hi) / 2
            if next == s { break }
            s = next
        }
        return s
    }

    /// Progress at normalised time `x` (clamped to [0, 1]).
    public func progress(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x1 == y1 && x2 == y2 { return x }
        return sampleY(solve(x))
    }
}
