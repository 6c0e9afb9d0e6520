import Foundation

/// RGBA8 pixels with their size, for the neighbourhood tests.
struct DiffPlane {
    let p: UnsafeBufferPointer<UInt8>
    let w: Int
    let h: Int
}

extension ImageDiff {
    /// Squared YIQ distance between pixel offset `i` of `a` and `j` of `b`, each blended
    /// over white by its alpha when not opaque; negative when `a` is the brighter (pixelmatch's
    /// `colorDelta`). With `yOnly`, the signed luma difference `Y(a) - Y(b)` instead.
    static func colorDelta(_ a: DiffPlane, _ b: DiffPlane, _ i: Int, _ j: Int, yOnly: Bool) -> Double {
        let pa = a.p, pb = b.p
        if pa[i] == pb[j] && pa[i + 1] == pb[j + 1] && pa[i + 2] == pb[j + 2] && pa[i + 3] == pb[j + 3] { return 0 }
        var r1 = Double(pa[i]), g1 = Double(pa[i + 1]), b1 = Double(pa[i + 2])
        var r2 = Double(pb[j]), g2 = Double(pb[j + 1]), b2 = Double(pb[j + 2])
        if pa[i + 3] < 255 {
            let alpha = Double(pa[i + 3]) / 255
            r1 = blend(r1, alpha); g1 = blend(g1, alpha); b1 = blend(b1, alpha)
        }
        if pb[j + 3] < 255 {
            let alpha = Double(pb[j + 3]) / 255
            r2 = blend(r2, alpha); g2 = blend(g2, alpha); b2 = blend(b2, alpha)
        }
        let y1 = rgb2y(r1, g1, b1), y2 = rgb2y(r2, g2, b2)
        let y = y1 - y2
        if yOnly { return y }
        let iv = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * iv * iv + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }
    static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }
    static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// A colour channel blended over white by `alpha` in [0, 1].
    static func blend(_ c: Double, _ alpha: Double) -> Double { 255 + (c - 255) * alpha }
}
