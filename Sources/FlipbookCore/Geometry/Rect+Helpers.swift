import Foundation

extension CGRect {
    /// Whether origin and size are all finite numbers.
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    public var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

/// Linear interpolation `a + (b - a) * t`; `t` may leave [0, 1] (springs overshoot).
@inlinable public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
