import Foundation
import FlipbookCore

/// The outcome of comparing two images.
public struct DiffResult: Sendable {
    /// Width and height compared, or nil when the sizes differ (then nothing else was compared).
    public var size: (width: Int, height: Int)?
    /// Pixels that count as different (after the threshold and anti-aliasing rules); every
    /// pixel of the larger image when the sizes differ.
    public var differentPixels: Int
    /// Pixels that differ but were taken for anti-aliasing (not counted above).
    public var antialiasedPixels: Int
    /// Pixels compared (width * height); the larger image's count when the sizes differ.
    public var totalPixels: Int
    /// The first differing pixel in reading order (x, y), if any (nil when the sizes differ).
    public var firstDifference: (x: Int, y: Int)?
    /// Mean absolute difference over the R, G and B samples of every pixel, 0...255 (255 when
    /// the sizes differ). Counts every change, whatever the tolerance.
    public var meanAbsoluteDifference: Double
    /// Share of pixels whose largest channel difference exceeds 16, 0...1 (1 when the sizes
    /// differ). Counts every change, whatever the tolerance.
    public var shareOver16: Double
    /// Whether the images match under the tolerance.
    public var matches: Bool
    /// A picture of the differences: a faded grey copy of the expected image with differing
    /// pixels in red and anti-aliased ones in yellow, as pixelmatch draws it (nil when the
    /// sizes differ, when the images are identical, or when not asked for).
    public var diffImage: Bitmap?
}

/// Compares images pixel by pixel, exactly or with a perceptual tolerance: pixelmatch's
/// algorithm (YIQ colour distance after Kotsarenko and Ramos, anti-aliasing detection after
/// Vysniauskas), written from its published source and description. There is no UIKit
/// counterpart; swift-snapshot-testing compares with a per-pixel and overall precision.
public enum ImageDiff {
    /// The largest possible YIQ distance (squared), which `threshold` 1 allows: pixelmatch's 35215.
    static let maxYIQDelta = 35215.0

    /// Compares `actual` with `expected` under `tolerance`; `makeImage` asks for `diffImage`.
    public static func compare(
        _ actual: Bitmap, _ expected: Bitmap, tolerance: DiffTolerance = .exact,
        makeImage: Bool = true
    ) -> DiffResult {
        guard actual.width == expected.width, actual.height == expected.height else {
            let total = max(actual.width * actual.height, expected.width * expected.height)
            return DiffResult(
                size: nil, differentPixels: total, antialiasedPixels: 0, totalPixels: total,
                firstDifference: nil, meanAbsoluteDifference: 255, shareOver16: 1,
                matches: false, diffImage: nil)
        }
        let w = actual.width, h = actual.height
        // memcmp, not Array's ==: element by element is slow in debug builds (the tests').
        let identical = actual.pixels.withUnsafeBytes { a in
            expected.pixels.withUnsafeBytes { e in memcmp(a.baseAddress!, e.baseAddress!, a.count) == 0 }
        }
        if identical {
            return DiffResult(
                size: (w, h), differentPixels: 0, antialiasedPixels: 0, totalPixels: w * h,
                firstDifference: nil, meanAbsoluteDifference: 0, shareOver16: 0, matches: true,
                diffImage: nil)
        }
        var out = makeImage ? [UInt8](repeating: 255, count: w * h * 4) : []
        var diff = 0, aa = 0, over16 = 0, sumAbs = 0
        var first: (x: Int, y: Int)?
        let maxDelta = maxYIQDelta * tolerance.threshold * tolerance.threshold
        actual.pixels.withUnsafeBufferPointer { a in
            expected.pixels.withUnsafeBufferPointer { e in
                let imgA = DiffPlane(p: a, w: w, h: h), imgE = DiffPlane(p: e, w: w, h: h)
                for y in 0..<h {
                    for x in 0..<w {
                        let i = (y * w + x) * 4
                        let dr = abs(Int(a[i]) - Int(e[i])), dg = abs(Int(a[i + 1]) - Int(e[i + 1]))
                        let db = abs(Int(a[i + 2]) - Int(e[i + 2])), da = abs(Int(a[i + 3]) - Int(e[i + 3]))
                        sumAbs += dr + dg + db
                        if max(dr, dg, db, da) > 16 { over16 += 1 }
                        var kind = 0  // 0 same (or within the threshold), 1 differs, 2 anti-aliasing
                        if dr | dg | db | da != 0 {
                            // Threshold 0: any change counts, even one the YIQ distance calls 0.
                            let delta =
                                tolerance.threshold == 0 ? Double.infinity : colorDelta(imgA, imgE, i, i, yOnly: false)
                            if abs(delta) > maxDelta {
                                let isAA =
                                    tolerance.ignoresAntialiasing
                                    && (isAntialiased(imgA, x, y, other: imgE)
                                        || isAntialiased(imgE, x, y, other: imgA))
                                kind = isAA ? 2 : 1
                            }
                        }
                        if kind == 1 { diff += 1; if first == nil { first = (x, y) } }
                        if kind == 2 { aa += 1 }
                        if makeImage { drawDiffPixel(kind, e, i, into: &out) }
                    }
                }
            }
        }
        let total = w * h
        return DiffResult(
            size: (w, h), differentPixels: diff, antialiasedPixels: aa, totalPixels: total,
            firstDifference: first,
            meanAbsoluteDifference: Double(sumAbs) / Double(total * 3),
            shareOver16: Double(over16) / Double(total),
            matches: diff <= tolerance.allowedDifferentPixels(outOf: total),
            diffImage: makeImage ? Bitmap(width: w, height: h, pixels: out) : nil)
    }

    /// Red for a differing pixel, yellow for an anti-aliased one, else the expected pixel's
    /// luma faded to 10% over white (pixelmatch's `drawGrayPixel` with alpha 0.1).
    private static func drawDiffPixel(_ kind: Int, _ e: UnsafeBufferPointer<UInt8>, _ i: Int, into out: inout [UInt8]) {
        switch kind {
        case 1: out[i] = 255; out[i + 1] = 0; out[i + 2] = 0
        case 2: out[i] = 255; out[i + 1] = 255; out[i + 2] = 0
        default:
            let luma = rgb2y(Double(e[i]), Double(e[i + 1]), Double(e[i + 2]))
            let v = UInt8(max(0, min(255, blend(luma, 0.1 * Double(e[i + 3]) / 255))))
            out[i] = v; out[i + 1] = v; out[i + 2] = v
        }
        out[i + 3] = 255
    }
}
