import XCTest
@testable import FlipbookCore

/// The bitmap helpers that work on whole words: a filled bitmap's bytes and the opacity test,
/// checked byte by byte against what they must say.
final class BitmapWordTests: XCTestCase {
    func testFillWritesEachPixelsBytesInOrder() throws {
        let b = try XCTUnwrap(Bitmap(width: 3, height: 2, fill: (1, 2, 3, 4)))
        XCTAssertEqual(b.pixels, Array(repeating: [1, 2, 3, 4] as [UInt8], count: 6).flatMap { $0 })
        let grey = try XCTUnwrap(Bitmap(width: 2, height: 1, fill: (9, 9, 9, 9)))
        XCTAssertEqual(grey.pixels, [9, 9, 9, 9, 9, 9, 9, 9])
        XCTAssertEqual(Bitmap(width: 1, height: 1)?.pixels, [0, 0, 0, 255])
        XCTAssertNil(Bitmap(width: 0, height: 1, fill: (1, 2, 3, 4)))
    }

    /// 75 pixels: two blocks of 32 and a tail of 11. One pixel at a time is given alpha 254
    /// (and, separately, its red, green and blue 0, which must not count): the bitmap is
    /// opaque exactly when no alpha is below 255.
    func testIsOpaqueLooksAtEveryAlphaAndNothingElse() throws {
        let opaque = try XCTUnwrap(Bitmap(width: 75, height: 1, fill: (255, 255, 255, 255)))
        XCTAssertTrue(opaque.isOpaque)
        for x in 0..<75 {
            var b = opaque
            b.pixels[x * 4 + 3] = 254
            XCTAssertFalse(b.isOpaque, "alpha 254 at pixel \(x)")
            var c = opaque
            c.pixels[x * 4] = 0; c.pixels[x * 4 + 1] = 0; c.pixels[x * 4 + 2] = 0
            XCTAssertTrue(c.isOpaque, "black at pixel \(x)")
        }
        // Bytes past the last whole pixel are not a pixel.
        let odd: [UInt8] = [0, 0, 0, 255, 0, 0, 0]
        XCTAssertTrue(odd.withUnsafeBytes(Bitmap.isOpaque))
        XCTAssertTrue([UInt8]().withUnsafeBytes(Bitmap.isOpaque))
    }
}
