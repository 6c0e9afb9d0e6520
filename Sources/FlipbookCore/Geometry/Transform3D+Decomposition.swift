import Foundation

/// A 3-D transform taken apart as CSS Transforms Level 2 "decomposing a 3D matrix" does
/// (the rule Core Animation and WebKit share, SEMANTICS.md §10): in Core Animation's
/// row-vector order the matrix is `scale * skew * rotation * translation * perspective`.
///
/// The CSS pseudo-code indexes `matrix[row][column]` with the translation in the last row,
/// which is exactly `CATransform3D`'s `m41, m42, m43`, so it reads on `Transform3D` as written.
public struct DecomposedTransform3D: Hashable, Sendable {
    /// Translation (tx, ty, tz), in points.
    public var translation: SIMD3<Double>
    /// Scale along x, y, z (negative when the matrix mirrors).
    public var scale: SIMD3<Double>
    /// Shears xy, xz, yz (unitless).
    public var skew: SIMD3<Double>
    /// The perspective column (m14, m24, m34, m44 of the perspective part); (0, 0, 0, 1) for none.
    public var perspective: SIMD4<Double>
    /// The rotation as a unit quaternion (x, y, z, w).
    public var quaternion: SIMD4<Double>

    /// Takes `m` apart; nil when it cannot be (m44 = 0 or a singular upper 3x3), in which case
    /// an interpolation jumps at its midpoint (SEMANTICS.md §10).
    public init?(_ m: Transform3D) {
        guard m.m44 != 0, m.isFinite else { return nil }
        let k = 1 / m.m44
        var e = m.entries.map { $0 * k }
        // The upper 3x3 and translation without the perspective column.
        var n = e
        n[3] = 0; n[7] = 0; n[11] = 0; n[15] = 1
        let upper = Transform3D(entries: n)
        guard let inverse = upper.inverted else { return nil }
        if e[3] != 0 || e[7] != 0 || e[11] != 0 {
            // matrix = N * P with P the identity whose last column is the perspective π:
            // the last column of matrix is N π, so π = N⁻¹ (m14, m24, m34, m44).
            let rhs = SIMD4(e[3], e[7], e[11], e[15])
            let inv = inverse.entries
            // Row by row, in a loop (the one-expression form took the type checker seconds).
            var p = SIMD4<Double>(0, 0, 0, 0)
            for i in 0..<4 {
                var sum = 0.0
                for j in 0..<4 { sum = sum + inv[i * 4 + j] * rhs[j] }
                p[i] = sum
            }
            perspective = p
        } else {
            perspective = SIMD4(0, 0, 0, 1)
        }
        translation = SIMD3(e[12], e[13], e[14])
        e[3] = 0; e[7] = 0; e[11] = 0
        var row = [SIMD3(e[0], e[1], e[2]), SIMD3(e[4], e[5], e[6]), SIMD3(e[8], e[9], e[10])]
        var scale = SIMD3<Double>(0, 0, 0), skew = SIMD3<Double>(0, 0, 0)
        func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
        func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
        scale.x = length(row[0]); row[0] /= scale.x
        skew.x = dot(row[0], row[1]); row[1] -= skew.x * row[0]
        scale.y = length(row[1]); row[1] /= scale.y; skew.x /= scale.y
        skew.y = dot(row[0], row[2]); row[2] -= skew.y * row[0]
        skew.z = dot(row[1], row[2]); row[2] -= skew.z * row[1]
        scale.z = length(row[2]); row[2] /= scale.z; skew.y /= scale.z; skew.z /= scale.z
        let c = SIMD3(
            row[1].y * row[2].z - row[1].z * row[2].y,
            row[1].z * row[2].x - row[1].x * row[2].z,
            row[1].x * row[2].y - row[1].y * row[2].x)
        if dot(row[0], c) < 0 {
            scale = -scale
            for i in 0..<3 { row[i] = -row[i] }
        }
        // The rows hold the rotation in row-vector form, the transpose of the column form R:
        // row[i][j] = R[j][i]. The quaternion below is the usual one of R.
        var q = SIMD4(
            0.5 * max(1 + row[0].x - row[1].y - row[2].z, 0).squareRoot(),
            0.5 * max(1 - row[0].x + row[1].y - row[2].z, 0).squareRoot(),
            0.5 * max(1 - row[0].x - row[1].y + row[2].z, 0).squareRoot(),
            0.5 * max(1 + row[0].x + row[1].y + row[2].z, 0).squareRoot())
        if row[2].y > row[1].z { q.x = -q.x }
        if row[0].z > row[2].x { q.y = -q.y }
        if row[1].x > row[0].y { q.z = -q.z }
        guard scale.x != 0, scale.y != 0, scale.z != 0, (scale + skew + translation).sum().isFinite else { return nil }
        self.scale = scale; self.skew = skew; quaternion = q
    }

    /// Builds the parts directly.
    public init(
        translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
        perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)
    ) {
        self.translation = translation; self.scale = scale; self.skew = skew
        self.perspective = perspective; self.quaternion = quaternion
    }

    /// The rotation part alone, in row-vector form.
    public var rotation: Transform3D {
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        // The column-form matrix of the quaternion, written transposed for row vectors.
        var r = Transform3D.identity
        r.m11 = 1 - 2 * (y * y + z * z); r.m21 = 2 * (x * y - z * w); r.m31 = 2 * (x * z + y * w)
        r.m12 = 2 * (x * y + z * w); r.m22 = 1 - 2 * (x * x + z * z); r.m32 = 2 * (y * z - x * w)
        r.m13 = 2 * (x * z - y * w); r.m23 = 2 * (y * z + x * w); r.m33 = 1 - 2 * (x * x + y * y)
        return r
    }

    /// The matrix again: `scale * skew * rotation * translation * perspective`.
    public var matrix: Transform3D {
        var p = Transform3D.identity
        p.m14 = perspective.x; p.m24 = perspective.y; p.m34 = perspective.z; p.m44 = perspective.w
        var kxy = Transform3D.identity, kxz = Transform3D.identity, kyz = Transform3D.identity
        kxy.m21 = skew.x; kxz.m31 = skew.y; kyz.m32 = skew.z
        return Transform3D.scale(scale.x, scale.y, scale.z)
            .concatenating(kxy).concatenating(kxz).concatenating(kyz)
            .concatenating(rotation)
            .concatenating(.translation(translation.x, translation.y, translation.z))
            .concatenating(p)
    }

    /// The parts at `t` between `self` (0) and `other` (1): translation, scale, skew and
    /// perspective linearly, the quaternion by spherical interpolation along the shorter arc.
    public func interpolated(to other: DecomposedTransform3D, _ t: Double) -> DecomposedTransform3D {
        func mix<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double { a + (b - a) * t }
        var qa = quaternion, qb = other.quaternion
        var product = (qa * qb).sum()
        if product < 0 { qb = -qb; product = -product }
        product = min(product, 1)
        let q: SIMD4<Double>
        if product >= 1 - 1e-12 {
            q = qa
        } else {
            let theta = acos(product)
            let w = sin(t * theta) / (1 - product * product).squareRoot()
            qa *= cos(t * theta) - product * w
            q = qa + qb * w
        }
        return DecomposedTransform3D(
            translation: mix(translation, other.translation), scale: mix(scale, other.scale),
            skew: mix(skew, other.skew), perspective: mix(perspective, other.perspective),
            quaternion: q)
    }

    /// Euler angles (x, y, z) in radians of the rotation, taken as rotate about x, then y,
    /// then z (in Core Animation's row-vector order `Rx * Ry * Rz`). Used to replace one
    /// component for `transform.rotation.x/y/z` (SEMANTICS.md §10, chosen).
    public var eulerAngles: SIMD3<Double> {
        let r = rotation
        let b = asin(min(max(-r.m13, -1), 1))
        if abs(cos(b)) < 1e-9 { return SIMD3(0, b, atan2(-r.m21, r.m22)) }
        return SIMD3(atan2(r.m23, r.m33), b, atan2(r.m12, r.m11))
    }

    /// Sets the rotation to `Rx(a.x) * Ry(a.y) * Rz(a.z)`.
    public mutating func setEulerAngles(_ a: SIMD3<Double>) {
        let r = Transform3D.rotation(a.x, 1, 0, 0).concatenating(.rotation(a.y, 0, 1, 0))
            .concatenating(.rotation(a.z, 0, 0, 1))
        quaternion = DecomposedTransform3D(r)?.quaternion ?? SIMD4(0, 0, 0, 1)
    }
}

extension Transform3D {
    /// The inverse, or nil when the matrix is singular (Gauss-Jordan with partial pivoting).
    public var inverted: Transform3D? {
        var a = entries, inv = Transform3D.identity.entries
        for col in 0..<4 {
            var pivot = col
            for r in col..<4 where abs(a[r * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = r }
            let p = a[pivot * 4 + col]
            guard abs(p) > 1e-12 else { return nil }
            if pivot != col {
                for j in 0..<4 { a.swapAt(col * 4 + j, pivot * 4 + j); inv.swapAt(col * 4 + j, pivot * 4 + j) }
            }
            for j in 0..<4 { a[col * 4 + j] /= p; inv[col * 4 + j] /= p }
            for r in 0..<4 where r != col {
                let f = a[r * 4 + col]
                if f == 0 { continue }
                for j in 0..<4 { a[r * 4 + j] -= f * a[col * 4 + j]; inv[r * 4 + j] -= f * inv[col * 4 + j] }
            }
        }
        return Transform3D(entries: inv)
    }
}
