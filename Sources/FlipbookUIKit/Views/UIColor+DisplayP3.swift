import Foundation

extension UIColor {
    /// `UIColor(displayP3Red:green:blue:alpha:)`: a colour given in the Display P3 space,
    /// converted to the sRGB values Flipbook draws (SEMANTICS.md §20). Both spaces share the
    /// sRGB transfer curve and the D65 white; the components are decoded to linear light,
    /// taken from P3's primaries (red 0.680, 0.320; green 0.265, 0.690; blue 0.150, 0.060) to
    /// sRGB's (0.64, 0.33; 0.30, 0.60; 0.15, 0.06) by the matrix below (worked from those
    /// chromaticities), encoded again, and clipped to [0, 1]: colours outside sRGB's gamut
    /// lose saturation here, where UIKit keeps them as extended sRGB values that a wide-colour
    /// screen shows (Flipbook's choice: its frames are 8-bit sRGB).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let r = Self.p3Decode(Double(red)), g = Self.p3Decode(Double(green)), b = Self.p3Decode(Double(blue))
        let sr = 1.2249401763 * r - 0.2249401763 * g
        let sg = -0.0420569547 * r + 1.0420569547 * g
        let sb = -0.0196375546 * r - 0.0786360456 * g + 1.0982736001 * b
        self.init(
            red: CGFloat(Self.p3Encode(sr)), green: CGFloat(Self.p3Encode(sg)), blue: CGFloat(Self.p3Encode(sb)),
            alpha: alpha)
    }

    /// The sRGB transfer curve, decoded (IEC 61966-2-1), on [0, 1].
    private static func p3Decode(_ c: Double) -> Double {
        let v = min(max(c.isFinite ? c : 0, 0), 1)
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer curve, encoded, clipped to [0, 1].
    private static func p3Encode(_ l: Double) -> Double {
        let v = min(max(l, 0), 1)
        return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
