import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookCore
@testable import FlipbookRender

final class CompositorErrorTests: XCTestCase {
    let compositor = Compositor()

    func assertInvalid(width: Double, height: Double, scale: Double, file: StaticString = #filePath, line: UInt = #line)
    {
        let tree = makeTree(width: width, height: height, [])
        XCTAssertThrowsError(try compositor.render(tree, scale: scale), file: file, line: line) { error in
            guard case let RenderError.invalidSize(w, h, s) = error else {
                return XCTFail("expected invalidSize, got \(error)", file: file, line: line)
            }
            XCTAssert(
                (w == width || (w.isNaN && width.isNaN)) && (h == height || (h.isNaN && height.isNaN))
                    && (s == scale || (s.isNaN && scale.isNaN)), "\(error)", file: file, line: line)
        }
    }

    func testInvalidScalesThrow() {
        for scale: Double in [0, -1, .nan, .infinity, -.infinity] {
            assertInvalid(width: 100, height: 100, scale: scale)
        }
    }

    func testInvalidSizesThrow() {
        assertInvalid(width: 0, height: 100, scale: 1)
        assertInvalid(width: 100, height: -5, scale: 1)
        assertInvalid(width: .nan, height: 100, scale: 1)
        assertInvalid(width: 100, height: .infinity, scale: 1)
        assertInvalid(width: 0.4, height: 100, scale: 1)  // rounds to 0 pixels
        assertInvalid(width: 16_385, height: 1, scale: 1)
        assertInvalid(width: 8_193, height: 8_192, scale: 1)  // over 64 Mi pixels
        assertInvalid(width: 5_000, height: 5_000, scale: 2)
    }

    func testLargestSideIsAccepted() throws {
        let b = try compositor.render(makeTree(width: 16_384, height: 1, []), scale: 1)
        XCTAssertEqual(b.width, 16_384)
        XCTAssertEqual(b.height, 1)
    }

    func testMessagesNameTheBadValueAndTheRange() {
        let size = RenderError.invalidSize(width: 375, height: 667, scale: 0).description
        XCTAssert(size.contains("scale 0.0"), size)
        XCTAssert(size.contains("1...16384"), size)
        XCTAssert(size.contains(String(64 * 1_024 * 1_024)), size)
        let cairo = RenderError.cairo(status: 1, message: "out of memory").description
        XCTAssert(cairo.contains("out of memory") && cairo.contains("1"), cairo)
    }

    func testPixelConversionUnpremultiplies() {
        // ARGB32 words: opaque orange, half-transparent premultiplied red, transparent.
        var words: [UInt32] = [0xFFFF_8000, 0x8080_0000, 0x0000_0000, 0x40_20_10_08]
        words.withUnsafeMutableBytes { raw in
            CairoPixels.premultipliedARGBToStraightRGBA(raw.bindMemory(to: UInt8.self))
        }
        let bytes = words.withUnsafeBytes { Array($0) }
        XCTAssertEqual(Array(bytes[0..<4]), [255, 128, 0, 255])
        XCTAssertEqual(Array(bytes[4..<8]), [255, 0, 0, 128])
        XCTAssertEqual(Array(bytes[8..<12]), [0, 0, 0, 0])
        XCTAssertEqual(Array(bytes[12..<16]), [128, 64, 32, 64])  // 0x20*255/0x40 = 127.5 -> 128
    }

    func testUnpremultiplyLeavesOpaquePixelsAndFixesTranslucentOnes() {
        // 20 pixels, so both the 16-pixel blocks and the tail are exercised.
        var bytes = [UInt8](repeating: 0, count: 80)
        for i in 0..<20 {
            bytes[i * 4] = UInt8(i); bytes[i * 4 + 1] = 200; bytes[i * 4 + 2] = 7; bytes[i * 4 + 3] = 255
        }
        bytes[5 * 4..<6 * 4] = [64, 32, 0, 128]
        bytes[18 * 4..<19 * 4] = [9, 9, 9, 0]
        let expected: [UInt8] = {
            var e = bytes
            e[5 * 4..<6 * 4] = [128, 64, 0, 128]  // (64 * 255 + 64) / 128 = 128
            e[18 * 4..<19 * 4] = [0, 0, 0, 0]
            return e
        }()
        bytes.withUnsafeMutableBufferPointer { PixelConversion.unpremultiplyRGBA($0) }
        XCTAssertEqual(bytes, expected)
    }
}
