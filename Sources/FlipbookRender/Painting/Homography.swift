import FlipbookCore

/// A 3x3 projective map of the plane, row-vector convention: `[x y 1] * H = [x' y' w]`,
/// drawn at `(x' / w, y' / w)`.
///
/// Core Animation flattens every sublayer into its parent's plane, so a layer's 4x4
/// `localToParent` only matters on z = 0 and after dropping the output z: rows 1, 2, 4 and
/// columns 1, 2, 4 of the 4x4 matrix. Placements compose as these 3x3 maps, child first.
struct Homography: Equatable {
    var h11: Double, h12: Double, h13: Double
    var h21: Double, h22: Double, h23: Double
    var h31: Double, h32: Double, h33: Double

    /// The flattening of a layer transform: `[[m11 m12 m14] [m21 m22 m24] [m41 m42 m44]]`.
    init(_ m: Transform3D) {
        h11 = m.m11; h12 = m.m12; h13 = m.m14
        h21 = m.m21; h22 = m.m22; h23 = m.m24
        h31 = m.m41; h32 = m.m42; h33 = m.m44
    }

    init(
        h11: Double, h12: Double, h13: Double, h21: Double, h22: Double, h23: Double,
        h31: Double, h32: Double, h33: Double
    ) {
        self.h11 = h11; self.h12 = h12; self.h13 = h13
        self.h21 = h21; self.h22 = h22; self.h23 = h23
        self.h31 = h31; self.h32 = h32; self.h33 = h33
    }

    /// Points to pixels: a uniform scale by `s`.
    static func scale(_ s: Double) -> Homography {
        Homography(h11: s, h12: 0, h13: 0, h21: 0, h22: s, h23: 0, h31: 0, h32: 0, h33: 1)
    }

    /// `self` followed by `b` (the matrix product `self * b`).
    func concatenating(_ b: Homography) -> Homography {
        Homography(
            h11: h11 * b.h11 + h12 * b.h21 + h13 * b.h31,
            h12: h11 * b.h12 + h12 * b.h22 + h13 * b.h32,
            h13: h11 * b.h13 + h12 * b.h23 + h13 * b.h33,
            h21: h21 * b.h11 + h22 * b.h21 + h23 * b.h31,
            h22: h21 * b.h12 + h22 * b.h22 + h23 * b.h32,
            h23: h21 * b.h13 + h22 * b.h23 + h23 * b.h33,
            h31: h31 * b.h11 + h32 * b.h21 + h33 * b.h31,
            h32: h31 * b.h12 + h32 * b.h22 + h33 * b.h32,
            h33: h31 * b.h13 + h32 * b.h23 + h33 * b.h33)
    }

    /// Whether there is no perspective: the third column is (0, 0, w) with w constant, so the
    /// map is affine after dividing by `h33`.
    var isAffine: Bool { h13 == 0 && h23 == 0 }

    /// The affine map itself, divided through by `h33` (only meaningful when `isAffine`).
    var normalizedAffine: Homography {
        let k = 1 / h33
        return Homography(
            h11: h11 * k, h12: h12 * k, h13: 0, h21: h21 * k, h22: h22 * k, h23: 0,
            h31: h31 * k, h32: h32 * k, h33: 1)
    }

    /// The determinant. Where w > 0 its sign is the orientation of the image: negative means
    /// the plane is seen mirrored, i.e. from its back.
    var determinant: Double {
        h11 * (h22 * h33 - h23 * h32) - h12 * (h21 * h33 - h23 * h31) + h13 * (h21 * h32 - h22 * h31)
    }

    /// Whether every entry is a finite number.
    var isFinite: Bool {
        h11.isFinite && h12.isFinite && h13.isFinite && h21.isFinite && h22.isFinite && h23.isFinite
            && h31.isFinite && h32.isFinite && h33.isFinite
    }

    /// The homogeneous weight of a point: w > 0 is in front of the eye.
    @inline(__always) func weight(x: Double, y: Double) -> Double { x * h13 + y * h23 + h33 }

    /// The drawn position of a point (the caller guarantees w > 0).
    @inline(__always) func project(x: Double, y: Double) -> SIMD2<Double> {
        let w = x * h13 + y * h23 + h33
        return SIMD2((x * h11 + y * h21 + h31) / w, (x * h12 + y * h22 + h32) / w)
    }
}
