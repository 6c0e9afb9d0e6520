import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`), which Foundation on Linux lacks.
/// UIKit uses it for spring velocities (`UISpringTimingParameters.initialVelocity`).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component (default 0).
    public var dx: CGFloat
    /// The y component (default 0).
    public var dy: CGFloat
    /// The zero vector (`CGVector.zero`).
    public static let zero = CGVector(dx: 0, dy: 0)
    /// The zero vector (`CGVector()`).
    public init() { dx = 0; dy = 0 }
    /// A vector from its components (`CGVector(dx:dy:)`).
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector from Double components.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// A vector from Int components.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// "(dx, dy)".
    public var description: String { "(\(dx), \(dy))" }
}
