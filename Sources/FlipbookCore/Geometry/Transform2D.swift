import Foundation

/// A 2-D affine transform, the value behind UIKit's `CGAffineTransform`.
///
/// Maps a point with `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`, as Core Graphics does
/// (row-vector convention: `[x y 1] * M`). Angles are radians; with y pointing down a
/// positive angle turns clockwise on screen.
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    /// Matrix entries, named as in `CGAffineTransform`.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six entries (`CGAffineTransform(a:b:c:d:tx:ty:)`).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform (`CGAffineTransform.identity`).
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`tx`, `ty`) points (`CGAffineTransform(translationX:y:)`).
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by (`sx`, `sy`) (`CGAffineTransform(scaleX:y:)`).
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (`CGAffineTransform(rotationAngle:)`).
    public init(rotationAngle angle: Double) {
        let (s, co) = (sin(angle), cos(angle))
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity (`CGAffineTransform.isIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (`CGAffineTransform.concatenating(_:)`).
    public func concatenating(_ t2: Transform2D) -> Transform2D {
        let t1 = self
        return Transform2D(
            a: t1.a * t2.a + t1.b * t2.c, b: t1.a * t2.b + t1.b * t2.d,
            c: t1.c * t2.a + t1.d * t2.c, d: t1.c * t2.b + t1.d * t2.d,
            tx: t1.tx * t2.a + t1.ty * t2.c + t2.tx, ty: t1.tx * t2.b + t1.ty * t2.d + t2.ty)
    }

    /// A translation applied before this transform (`CGAffineTransform.translatedBy(x:y:)`).
    public func translatedBy(x: Double, y: Double) -> Transform2D {
        Transform2D(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform (`CGAffineTransform.scaledBy(x:y:)`).
    public func scaledBy(x: Double, y: Double) -> Transform2D {
        Transform2D(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform (`CGAffineTransform.rotated(by:)`).
    public func rotated(by angle: Double) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` unchanged when it is singular, as Core Graphics returns.
    public func inverted() -> Transform2D {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return Transform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Applies the transform to a point.
    public func apply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Whether every entry is finite.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy { $0.isFinite } }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
