import Foundation
import FlipbookCore

/// How two images may differ and still match.
public struct DiffTolerance: Hashable, Sendable, CustomStringConvertible {
    /// Per-pixel colour distance threshold in [0, 1] on pixelmatch's YIQ scale; 0 means any
    /// change of any channel counts.
    public var threshold: Double
    /// How many pixels may differ (after the threshold and anti-aliasing rules).
    public var maxDifferentPixels: Int
    /// Which share of all pixels may differ, in [0, 1].
    public var maxDifferentRatio: Double
    /// Whether pixels that differ only because an anti-aliased edge moved by a sub-pixel
    /// amount are ignored (pixelmatch's anti-aliasing detection).
    public var ignoresAntialiasing: Bool

    /// Creates a tolerance.
    public init(threshold: Double = 0, maxDifferentPixels: Int = 0, maxDifferentRatio: Double = 0,
                ignoresAntialiasing: Bool = false) {
        self.threshold = min(max(threshold.isFinite ? threshold : 0, 0), 1)
        self.maxDifferentPixels = max(0, maxDifferentPixels)
        self.maxDifferentRatio = min(max(maxDifferentRatio.isFinite ? maxDifferentRatio : 0, 0), 1)
        self.ignoresAntialiasing = ignoresAntialiasing
    }

    /// Every byte must match.
    public static let exact = DiffTolerance()
    /// pixelmatch's defaults: threshold 0.1, anti-aliasing ignored, no differing pixel allowed.
    public static let perceptual = DiffTolerance(threshold: 0.1, ignoresAntialiasing: true)

    /// Whether this is the exact tolerance.
    public var isExact: Bool { self == .exact }

    /// A readable description.
    public var description: String {
        if isExact { return "exact (every channel of every pixel)" }
        var parts = ["YIQ threshold \(threshold)"]
        if ignoresAntialiasing { parts.append("anti-aliased pixels ignored") }
        if maxDifferentPixels > 0 { parts.append("up to \(maxDifferentPixels) differing pixels") }
        if maxDifferentRatio > 0 { parts.append("up to \(maxDifferentRatio * 100)% differing pixels") }
        return parts.joined(separator: ", ")
    }
}

/// The outcome of comparing two images.
public struct DiffResult: Sendable {
    /// Width and height compared (equal sizes), or nil when the sizes differ.
    public var size: (width: Int, height: Int)?
    /// Pixels that count as different.
    public var differentPixels: Int
    /// Pixels that differ but were taken for anti-aliasing.
    public var antialiasedPixels: Int
    /// The first differing pixel in reading order (x, y), if any.
    public var firstDifference: (x: Int, y: Int)?
    /// Mean absolute difference over the RGB samples, 0...255.
    public var meanAbsoluteDifference: Double
    /// Share of pixels whose largest channel difference exceeds 16.
    public var shareOver16: Double
    /// Whether the images match under the tolerance.
    public var matches: Bool
    /// A picture of the differences: a faded copy of the expected image with differing pixels
    /// in red and anti-aliased ones in yellow (nil when the sizes differ).
    public var diffImage: Bitmap?
}

/// Compares images pixel by pixel, exactly or with a perceptual tolerance (the approach of
/// pixelmatch: YIQ colour distance and anti-aliasing detection, written here from its
/// published description).
public enum ImageDiff {
    /// Compares `actual` with `expected`.
    public static func compare(_ actual: Bitmap, _ expected: Bitmap, tolerance: DiffTolerance = .exact,
                               makeImage: Bool = true) -> DiffResult {
        guard actual.width == expected.width, actual.height == expected.height else {
            return DiffResult(size: nil, differentPixels: max(actual.width * actual.height, expected.width * expected.height),
                              antialiasedPixels: 0, firstDifference: (0, 0), meanAbsoluteDifference: 255,
                              shareOver16: 1, matches: false, diffImage: nil)
        }
        let w = actual.width, h = actual.height
        let a = actual.pixels, e = expected.pixels
        let identical = a.withUnsafeBytes { pa in e.withUnsafeBytes { pe in memcmp(pa.baseAddress!, pe.baseAddress!, pa.count) == 0 } }
        if identical {
            return DiffResult(size: (w, h), differentPixels: 0, antialiasedPixels: 0, firstDifference: nil,
                              meanAbsoluteDifference: 0, shareOver16: 0, matches: true, diffImage: nil)
        }
        var out = makeImage ? [UInt8](repeating: 255, count: w * h * 4) : []
        var diff = 0, aa = 0, over16 = 0
        var sumAbs = 0
        var first: (Int, Int)?
        let maxDelta = 35215 * tolerance.threshold * tolerance.threshold
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let dr = abs(Int(a[i]) - Int(e[i])), dg = abs(Int(a[i + 1]) - Int(e[i + 1]))
                let db = abs(Int(a[i + 2]) - Int(e[i + 2])), da = abs(Int(a[i + 3]) - Int(e[i + 3]))
                sumAbs += dr + dg + db
                if max(dr, dg, db, da) > 16 { over16 += 1 }
                var kind = 0  // 0 same, 1 differs, 2 anti-aliasing
                if dr | dg | db | da != 0 {
                    let delta = tolerance.threshold == 0 ? Double.infinity : colorDelta(a, e, i, i, yOnly: false)
                    if abs(delta) > maxDelta {
                        if tolerance.ignoresAntialiasing &&
                            (isAntialiased(actual, x, y, other: expected) || isAntialiased(expected, x, y, other: actual)) {
                            kind = 2
                        } else {
                            kind = 1
                        }
                    }
                }
                if kind == 1 { diff += 1; if first == nil { first = (x, y) } }
                if kind == 2 { aa += 1 }
                if makeImage {
                    switch kind {
                    case 1: out[i] = 255; out[i + 1] = 0; out[i + 2] = 0
                    case 2: out[i] = 255; out[i + 1] = 255; out[i + 2] = 0
                    default:
                        // A faded grey copy of the expected image for context.
                        let yv = 0.29889531 * Double(e[i]) + 0.58662247 * Double(e[i + 1]) + 0.11448223 * Double(e[i + 2])
                        let v = UInt8(max(0, min(255, 255 + (yv - 255) * 0.1 * Double(e[i + 3]) / 255)))
                        out[i] = v; out[i + 1] = v; out[i + 2] = v
                    }
                    out[i + 3] = 255
                }
            }
        }
        let total = w * h
        let allowed = max(tolerance.maxDifferentPixels, Int((tolerance.maxDifferentRatio * Double(total)).rounded(.down)))
        return DiffResult(size: (w, h), differentPixels: diff, antialiasedPixels: aa,
                          firstDifference: first.map { (x: $0.0, y: $0.1) },
                          meanAbsoluteDifference: Double(sumAbs) / Double(total * 3),
                          shareOver16: Double(over16) / Double(total),
                          matches: diff <= allowed,
                          diffImage: makeImage ? Bitmap(width: w, height: h, pixels: out) : nil)
    }

    /// Squared YIQ distance between pixel i of `a` and pixel j of `b`, each blended over
    /// white by its alpha; negative when `b` is brighter. With `yOnly`, the luma difference.
    static func colorDelta(_ a: [UInt8], _ b: [UInt8], _ i: Int, _ j: Int, yOnly: Bool) -> Double {
        func blended(_ p: [UInt8], _ k: Int) -> (Double, Double, Double) {
            let alpha = Double(p[k + 3]) / 255
            return (255 + (Double(p[k]) - 255) * alpha, 255 + (Double(p[k + 1]) - 255) * alpha,
                    255 + (Double(p[k + 2]) - 255) * alpha)
        }
        let (r1, g1, b1) = blended(a, i), (r2, g2, b2) = blended(b, j)
        func yv(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
        let y = yv(r1, g1, b1) - yv(r2, g2, b2)
        if yOnly { return y }
        let iv = (r1 * 0.59597799 - g1 * 0.2741761 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.2741761 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        let delta = 0.5053 * y * y + 0.299 * iv * iv + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Whether pixel (x, y) of `img` looks like an anti-aliased edge pixel: among its eight
    /// neighbours it has both a darker and a brighter one, at most two of equal brightness,
    /// and the darkest or brightest neighbour sits in a flat area in both images.
    static func isAntialiased(_ img: Bitmap, _ x: Int, _ y: Int, other: Bitmap) -> Bool {
        let w = img.width, h = img.height
        let x0 = max(x - 1, 0), x1 = min(x + 1, w - 1), y0 = max(y - 1, 0), y1 = min(y + 1, h - 1)
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        var minD = 0.0, maxD = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        let p = img.pixels
        let c = (y * w + x) * 4
        for ny in y0...y1 {
            for nx in x0...x1 where !(nx == x && ny == y) {
                let delta = colorDelta(p, p, c, (ny * w + nx) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minD {
                    minD = delta; minX = nx; minY = ny
                } else if delta > maxD {
                    maxD = delta; maxX = nx; maxY = ny
                }
            }
        }
        if minD == 0 || maxD == 0 { return false }
        return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY)) ||
            (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether at least three of the pixel's neighbours have exactly its colour.
    static func hasManySiblings(_ img: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let w = img.width, h = img.height
        let x0 = max(x - 1, 0), x1 = min(x + 1, w - 1), y0 = max(y - 1, 0), y1 = min(y + 1, h - 1)
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        let p = img.pixels
        let c = (y * w + x) * 4
        for ny in y0...y1 {
            for nx in x0...x1 where !(nx == x && ny == y) {
                let k = (ny * w + nx) * 4
                if p[c] == p[k] && p[c + 1] == p[k + 1] && p[c + 2] == p[k + 2] && p[c + 3] == p[k + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
