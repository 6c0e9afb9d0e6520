import FlipbookCore
import XCTest
@testable import FlipbookPNG

/// The OVER image of a delta frame: the changed rectangle with every unchanged pixel made the
/// transparent colour, worked pixel by pixel by hand.
final class APNGOverImageTests: XCTestCase {
    /// A 4 x 3 frame of grey pixels (g, g, g, 255), g = 10 * (y * 4 + x).
    private func grid() -> Bitmap {
        var pixels: [UInt8] = []
        for i in 0..<12 { pixels += [UInt8(10 * i), UInt8(10 * i), UInt8(10 * i), 255] }
        return Bitmap(width: 4, height: 3, pixels: pixels)!
    }

    func testUnchangedPixelsTakeTheKeyAndChangedOnesKeepTheirBytes() {
        let before = grid()
        var now = before
        // Pixel (1, 1) changes red only, (2, 2) blue only: the rectangle x 1...2, y 1...2.
        now.pixels[(1 * 4 + 1) * 4] = 200
        now.pixels[(2 * 4 + 2) * 4 + 2] = 7
        let rect = PixelRect(x: 1, y: 1, width: 2, height: 2)
        guard let (image, unchanged) = APNGEncoder.overImage(now, before, rect, key: (1, 2, 3)) else {
            return XCTFail("every changed pixel is opaque")
        }
        // Row y 1: (1, 1) changed = (200, 50, 50, 255); (2, 1) unchanged = the key (1, 2, 3, 255).
        // Row y 2: (1, 2) unchanged = key; (2, 2) changed = (100, 100, 7, 255).
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.height, 2)
        XCTAssertEqual(
            image.pixels, [200, 50, 50, 255, 1, 2, 3, 255, 1, 2, 3, 255, 100, 100, 7, 255])
        // Two of the four pixels are unchanged.
        XCTAssertEqual(unchanged, 0.5)
        // Without a key the unchanged pixels are transparent black.
        let clear = APNGEncoder.overImage(now, before, rect, key: nil)
        XCTAssertEqual(clear?.0.pixels, [200, 50, 50, 255, 0, 0, 0, 0, 0, 0, 0, 0, 100, 100, 7, 255])
    }

    func testATranslucentChangedPixelRefusesOver() {
        let before = grid()
        var now = before
        now.pixels[(0 * 4 + 3) * 4 + 3] = 254  // (3, 0): only its alpha changes, to 254
        XCTAssertNil(APNGEncoder.overImage(now, before, PixelRect(x: 3, y: 0, width: 1, height: 1), key: nil))
        // A translucent pixel that did not change is left transparent: OVER keeps it.
        var translucent = before
        translucent.pixels[3] = 128  // (0, 0), in both frames
        var moved = translucent
        moved.pixels[4] = 99  // (1, 0) red
        let over = APNGEncoder.overImage(moved, translucent, PixelRect(x: 0, y: 0, width: 2, height: 1), key: nil)
        XCTAssertEqual(over?.0.pixels, [0, 0, 0, 0, 99, 10, 10, 255])
        XCTAssertEqual(over?.1, 0.5)
    }
}

/// The key colour's search: red, green and blue compared, alpha left out.
final class APNGKeyColourTests: XCTestCase {
    func testContainsComparesColourNotAlpha() throws {
        var b = try XCTUnwrap(Bitmap(width: 5, height: 7, fill: (10, 20, 30, 255)))
        XCTAssertFalse(APNGEncoder.contains(b, (10, 20, 31)))
        XCTAssertTrue(APNGEncoder.contains(b, (10, 20, 30)))
        // The last pixel becomes (1, 2, 3) with alpha 0: found; (1, 2, 4) is not there.
        b.pixels.replaceSubrange(136..<140, with: [1, 2, 3, 0])
        XCTAssertTrue(APNGEncoder.contains(b, (1, 2, 3)))
        XCTAssertFalse(APNGEncoder.contains(b, (1, 2, 4)))
        XCTAssertFalse(APNGEncoder.contains(b, (2, 3, 0)))  // bytes across two pixels do not count
    }
}
