import Foundation

/// A 4x4 homogeneous transform, the value behind Core Animation's `CATransform3D`.
///
/// Row-vector convention as in Core Animation: a point `[x y z 1]` is multiplied on the
/// left, so `m41, m42, m43` hold the translation and `m34 = -1/d` gives a perspective with
/// the eye `d` points in front of the plane.
public struct Transform3D: Hashable, Sendable {
    /// The entries, row by row, named as in `CATransform3D`.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Second row.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Third row (`m34` is the perspective term).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Fourth row: the translation.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity (`CATransform3DIdentity`).
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 3-D form of an affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ t: Transform2D) {
        self = .identity
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    /// A translation (`CATransform3DMakeTranslation`).
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        var m = identity; m.m41 = tx; m.m42 = ty; m.m43 = tz; return m
    }

    /// A scale (`CATransform3DMakeScale`).
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        var m = identity; m.m11 = sx; m.m22 = sy; m.m33 = sz; return m
    }

    /// A rotation of `angle` radians about the axis (x, y, z), as
    /// `CATransform3DMakeRotation`; a zero axis gives the identity.
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite else { return identity }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let (s, c) = (sin(angle), cos(angle))
        let t = 1 - c
        // A diagonal entry t u^2 + c is exactly 1 for the axis itself: (1 - c) + c rounds to
        // 0.9999999999999999 for some angles, which would make a rotation about z non-affine.
        func diag(_ u: Double) -> Double { u * u == 1 ? 1 : t * u * u + c }
        // Rodrigues' formula, written for row vectors (the transpose of the column form).
        return Transform3D(
            m11: diag(ux), m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: diag(uy), m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: diag(uz), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `self` followed by `b` (`CATransform3DConcat(self, b)`).
    public func concatenating(_ b: Transform3D) -> Transform3D {
        let a = self
        func row(_ r0: Double, _ r1: Double, _ r2: Double, _ r3: Double) -> (Double, Double, Double, Double) {
            (
                r0 * b.m11 + r1 * b.m21 + r2 * b.m31 + r3 * b.m41,
                r0 * b.m12 + r1 * b.m22 + r2 * b.m32 + r3 * b.m42,
                r0 * b.m13 + r1 * b.m23 + r2 * b.m33 + r3 * b.m43,
                r0 * b.m14 + r1 * b.m24 + r2 * b.m34 + r3 * b.m44
            )
        }
        let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
        let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
        return Transform3D(
            m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3,
            m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
            m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3,
            m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform maps the z = 0 plane without depth or perspective, so that
    /// it equals its affine part there (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0
            && m44 == 1
    }

    /// The 2-D part (`CATransform3DGetAffineTransform`).
    public var affine: Transform2D {
        Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Every entry, row by row.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Builds a transform from sixteen entries, row by row.
    public init(entries e: [Double]) {
        precondition(e.count == 16, "Transform3D needs 16 entries")
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// Whether every entry is finite.
    public var isFinite: Bool { entries.allSatisfy { $0.isFinite } }

    /// Maps a point of the z = 0 plane to homogeneous (x, y, z, w).
    public func apply(x: Double, y: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (x * m11 + y * m21 + m41, x * m12 + y * m22 + m42, x * m13 + y * m23 + m43, x * m14 + y * m24 + m44)
    }
}
