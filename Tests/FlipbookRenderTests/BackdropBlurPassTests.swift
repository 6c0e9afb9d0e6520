import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender

/// The backdrop blur's fast passes and filter (BackdropBlur+Passes.swift) against the plain
/// loops that define them, bit for bit: every `Float` must come out the same, since a
/// different rounding anywhere could change a byte of a frame (the `action-sheet` goldens
/// hold blurs of every size as the material fades in).
final class BackdropBlurPassTests: XCTestCase {
    /// A reproducible image of premultiplied-looking values in [0, 255] (a linear
    /// congruential generator), with flat runs so that equal neighbours occur too.
    func image(width: Int, height: Int, seed: UInt32) -> [SIMD4<Float>] {
        var state = seed
        func next() -> Float {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Float(state >> 24)
        }
        return (0..<(width * height)).map { i in
            i % 7 == 3 ? SIMD4(repeating: 255) : SIMD4(next(), next(), next(), next())
        }
    }

    func testBlurMatchesThePlainLoopsBitForBit() {
        // Widths 1 ... 9 cover every remainder of the 4-pixel blocks; heights below and far above
        // the kernel's taps, the ring of rows full and wrapping many times; sigmas from a single
        // tap's neighbourhood to the largest unshrunk blur (5.9 px: 39 taps) and the shrunk
        // blurs' smallest (2.96).
        for (w, h) in [(1, 1), (2, 3), (5, 4), (8, 2), (9, 7), (13, 11), (64, 3), (37, 40), (67, 5), (150, 9), (9, 90)]
        {
            for sigma in [0.3, 1, 2.96, 4, 5.9] {
                let kernel = BackdropBlur.kernel(sigma: sigma)
                let source = image(width: w, height: h, seed: UInt32(w * 31 + h))
                var fast = source, plain = source
                BackdropBlur.blur(&fast, width: w, height: h, kernel: kernel)
                BackdropBlur.blurPlain(&plain, width: w, height: h, kernel: kernel)
                XCTAssertTrue(fast == plain, "\(w) x \(h) at sigma \(sigma)")
                XCTAssertNotEqual(fast, source, "the blur changed something (\(w) x \(h), sigma \(sigma))")
            }
        }
    }

    func testFilterMatchesThePlainLoopBitForBit() {
        // Values past the clamps too: negative, above 255, colour above alpha.
        var values = image(width: 97, height: 5, seed: 7).map { $0 * 1.3 - 20 }
        values += [SIMD4(300, -5, 40, 20), SIMD4(0, 0, 0, 0), SIMD4(255, 255, 255, 255), SIMD4(12.5, 0.5, 254.5, 128)]
        let grey = RGBA(red: 0.11, green: 0.11, blue: 0.11)
        let filters = [
            BackdropFilter(radius: 25, saturation: 1.8, tint: grey, tintAlpha: 0.7),
            BackdropFilter(radius: 2, saturation: 1.06, tint: RGBA(red: 1, green: 0.5, blue: 0), tintAlpha: 0.05),
            BackdropFilter(radius: 5, saturation: 0, tint: .white, tintAlpha: 1),
            BackdropFilter(radius: 5, saturation: .nan, tint: .black, tintAlpha: -1),
        ]
        for filter in filters {
            for opaque in [true, false] {
                for swap in [true, false] {
                    let fast = BackdropBlur.filtered(values, filter: filter, opaque: opaque, swap: swap)
                    let plain = BackdropBlur.filteredPlain(values, filter: filter, opaque: opaque, swap: swap)
                    XCTAssertEqual(fast, plain, "\(filter), opaque \(opaque), swap \(swap)")
                }
            }
        }
    }
}
