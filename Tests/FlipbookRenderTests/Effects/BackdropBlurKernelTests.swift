import XCTest
import FlipbookCore
@testable import FlipbookRender

/// The backdrop blur's two convolution passes (`BackdropBlur.across` along a row,
/// `BackdropBlur.column` down the rows), which work four outputs at a time, against the plain
/// sum written here one output at a time: acc = 0, then acc += k[j] * p[j] for each tap j in
/// order. Float addition is not associative, so the blocked passes give the same bits only if
/// each output adds the same products in the same order; the checks are exact equality of the
/// bit patterns, at widths that leave every remainder of a block of four (1, 2, 3, 5, 7, 63)
/// and radii 1 to 8 (3 to 17 taps).
final class BackdropBlurKernelTests: XCTestCase {
    /// Values with many significant bits, so that a different order of additions shows in
    /// the last bits: a linear congruential sequence mapped to [0, 255).
    func values(_ count: Int, seed: UInt32) -> [SIMD4<Float>] {
        var s = seed
        func next() -> Float {
            s = s &* 1_664_525 &+ 1_013_904_223
            return Float(s >> 8) / Float(1 << 24) * 255
        }
        return (0..<count).map { _ in SIMD4(next(), next(), next(), next()) }
    }

    /// Weights that are not a Gaussian's (the passes must not depend on symmetry), positive,
    /// with unequal magnitudes.
    func weights(_ count: Int, seed: UInt32) -> [Float] {
        values(count, seed: seed).map { $0.x / 255 + 0.01 }
    }

    func bits(_ v: [SIMD4<Float>]) -> [UInt32] {
        v.flatMap { [$0.x.bitPattern, $0.y.bitPattern, $0.z.bitPattern, $0.w.bitPattern] }
    }

    func testAcrossAddsEachOutputsTapsInOrder() {
        for width in [1, 2, 3, 5, 7, 63] {
            for radius in 1...8 {
                let n = 2 * radius + 1
                let kernel = weights(n, seed: UInt32(radius))
                let padded = values(width + 2 * radius, seed: UInt32(width * 31 + radius))
                var reference = [SIMD4<Float>](repeating: .zero, count: width)
                for x in 0..<width {
                    var acc = SIMD4<Float>.zero
                    for j in 0..<n { acc += kernel[j] * padded[x + j] }
                    reference[x] = acc
                }
                // One guard value past the end: the pass writes `width` outputs, no more.
                var out = [SIMD4<Float>](repeating: SIMD4(repeating: -1), count: width + 1)
                kernel.withUnsafeBufferPointer { k in
                    padded.withUnsafeBufferPointer { p in
                        out.withUnsafeMutableBufferPointer { o in
                            BackdropBlur.across(p.baseAddress!, kernel: k, width: width, into: o.baseAddress!)
                        }
                    }
                }
                XCTAssertEqual(bits(Array(out[0..<width])), bits(reference), "width \(width), radius \(radius)")
                XCTAssertEqual(out[width], SIMD4(repeating: -1), "width \(width), radius \(radius)")
                // The plain sum in another order differs somewhere, so the check can fail.
                if width == 63 && radius == 8 {
                    var reversed = [SIMD4<Float>](repeating: .zero, count: width)
                    for x in 0..<width {
                        var acc = SIMD4<Float>.zero
                        for j in (0..<n).reversed() { acc += kernel[j] * padded[x + j] }
                        reversed[x] = acc
                    }
                    XCTAssertNotEqual(bits(reversed), bits(reference))
                }
            }
        }
    }

    func testColumnAddsEachOutputsTapsInOrder() {
        for width in [1, 2, 3, 5, 7, 63] {
            for radius in 1...8 {
                let n = 2 * radius + 1
                let w = weights(n, seed: UInt32(100 + radius))
                // n rows of the ring, stored out of order (as the ring holds them), with a
                // row repeated at each end (as the blur repeats the image's edge rows).
                let ring = values(n * width, seed: UInt32(width * 17 + radius))
                let rows = (0..<n).map { j in ((min(max(j - 1, 0), n - 3) * 5 + 2) % n) * width }
                var reference = [SIMD4<Float>](repeating: .zero, count: width)
                for x in 0..<width {
                    var acc = SIMD4<Float>.zero
                    for j in 0..<n { acc += w[j] * ring[rows[j] + x] }
                    reference[x] = acc
                }
                var out = [SIMD4<Float>](repeating: SIMD4(repeating: -1), count: width + 1)
                ring.withUnsafeBufferPointer { r in
                    rows.withUnsafeBufferPointer { t in
                        w.withUnsafeBufferPointer { k in
                            out.withUnsafeMutableBufferPointer { o in
                                BackdropBlur.column(
                                    r.baseAddress!, rows: t.baseAddress!, weights: k.baseAddress!, taps: n,
                                    width: width, into: o.baseAddress!)
                            }
                        }
                    }
                }
                XCTAssertEqual(bits(Array(out[0..<width])), bits(reference), "width \(width), radius \(radius)")
                XCTAssertEqual(out[width], SIMD4(repeating: -1), "width \(width), radius \(radius)")
            }
        }
    }

    /// The whole row ring (`BackdropBlur.filtered`, no shrinking) against a whole-image
    /// separable convolution written here (rows, then columns, edges repeated, each sum from
    /// zero in tap order), through the same filter, at sizes with every remainder of four.
    func testTheRowRingIsTheWholeImageConvolution() {
        let filter = BackdropBlur.Tint(BackdropFilter(radius: 2, saturation: 1.3), opaque: false, swap: false)
        for (w, h) in [(1, 1), (2, 3), (5, 7), (63, 9), (7, 40)] {
            for radius in [1, 3, 8] {
                let n = 2 * radius + 1
                let kernel = weights(n, seed: UInt32(radius + 7))
                let total = kernel.reduce(0, +)
                let k = kernel.map { $0 / total }
                var seed: UInt32 = UInt32(w * 1000 + h)
                let source: [UInt32] = (0..<(w * h)).map { _ in
                    seed = seed &* 1_664_525 &+ 1_013_904_223
                    let a = seed >> 24
                    let c = (seed >> 8) & 0xff
                    let v = min(c, a)  // premultiplied: colour at most alpha
                    return a << 24 | v << 16 | (v / 2) << 8 | (v / 3)
                }
                // The reference: rows blurred, then columns, in Float, from zero in tap order.
                let image = source.map { p in
                    SIMD4(Float(p & 0xff), Float((p >> 8) & 0xff), Float((p >> 16) & 0xff), Float(p >> 24))
                }
                var across = image
                for y in 0..<h {
                    for x in 0..<w {
                        var acc = SIMD4<Float>.zero
                        for j in 0..<n { acc += k[j] * image[y * w + min(max(x + j - radius, 0), w - 1)] }
                        across[y * w + x] = acc
                    }
                }
                var expected = [UInt32](repeating: 0, count: w * h)
                for y in 0..<h {
                    var row = [SIMD4<Float>](repeating: .zero, count: w)
                    for x in 0..<w {
                        var acc = SIMD4<Float>.zero
                        for j in 0..<n { acc += k[j] * across[min(max(y + j - radius, 0), h - 1) * w + x] }
                        row[x] = acc
                    }
                    expected.withUnsafeMutableBufferPointer { filter.apply(row, into: $0.baseAddress! + y * w) }
                }
                var got = [UInt32](repeating: 0, count: w * h)
                source.withUnsafeBufferPointer { s in
                    got.withUnsafeMutableBufferPointer { o in
                        BackdropBlur.filtered(
                            s.baseAddress!, perRow: w, frameWidth: w, frameHeight: h, originX: 0, originY: 0,
                            blocksX: w, blocksY: h, factor: 1, kernel: k, filter: filter, into: o.baseAddress!)
                    }
                }
                XCTAssertEqual(got, expected, "\(w) x \(h), radius \(radius)")
            }
        }
    }
}
