import Foundation

extension Transform3D {
    /// Interpolates as Core Animation does (SEMANTICS.md §10): transforms that are affine
    /// in the plane are decomposed into translation, rotation (shortest way round), shear
    /// and scale, each interpolated linearly; anything with depth or perspective is
    /// decomposed by CSS Transforms Level 2's 3-D rule (`DecomposedTransform3D`: translation,
    /// scale, skew and perspective linearly, the rotation by quaternion slerp). A matrix that
    /// cannot be decomposed jumps at the midpoint.
    public func interpolated(to other: Transform3D, _ t: Double) -> Transform3D {
        if t == 0 { return self }
        if t == 1 { return other }
        if isAffine && other.isAffine {
            return Transform3D(Decomposed2D(affine).interpolated(to: Decomposed2D(other.affine), t).affine)
        }
        guard let a = DecomposedTransform3D(self), let b = DecomposedTransform3D(other) else {
            return t < 0.5 ? self : other
        }
        return a.interpolated(to: b, t).matrix
    }
}

/// An affine transform as rotation * (upper-triangular scale and shear) plus translation:
/// in column form M = R(angle) * [[sx, shear], [0, sy]].
struct Decomposed2D {
    var angle: Double, sx: Double, shear: Double, sy: Double, tx: Double, ty: Double

    init(_ m: Transform2D) {
        sx = (m.a * m.a + m.b * m.b).squareRoot()
        angle = sx == 0 ? 0 : atan2(m.b, m.a)
        let (c, s) = (cos(angle), sin(angle))
        shear = c * m.c + s * m.d
        sy = -s * m.c + c * m.d
        tx = m.tx; ty = m.ty
    }

    func interpolated(to o: Decomposed2D, _ t: Double) -> Decomposed2D {
        var r = self
        var b = o.angle
        // The shortest way round, as Core Animation takes it.
        while b - angle > .pi { b -= 2 * .pi }
        while b - angle < -.pi { b += 2 * .pi }
        r.angle = lerp(angle, b, t)
        r.sx = lerp(sx, o.sx, t); r.sy = lerp(sy, o.sy, t); r.shear = lerp(shear, o.shear, t)
        r.tx = lerp(tx, o.tx, t); r.ty = lerp(ty, o.ty, t)
        return r
    }

    var affine: Transform2D {
        let (c, s) = (cos(angle), sin(angle))
        return Transform2D(a: c * sx, b: s * sx, c: c * shear - s * sy, d: s * shear + c * sy, tx: tx, ty: ty)
    }
}
