import FlipbookPNG
import FlipbookCore
import XCTest
@testable import FlipbookPNG

final class PNGDecoderTests: XCTestCase {
    private typealias F = PNGTestFixtures

    private func assertDecodeFails(
        _ data: [UInt8], _ decoder: PNGDecoder = .init(), file: StaticString = #filePath, line: UInt = #line,
        _ check: (PNGError) -> Void
    ) {
        XCTAssertThrowsError(try decoder.decode(data), file: file, line: line) { error in
            guard let error = error as? PNGError else {
                return XCTFail("not a PNGError: \(error)", file: file, line: line)
            }
            check(error)
        }
    }

    private func assertLibpngError(_ data: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        assertDecodeFails(data, file: file, line: line) { error in
            guard case .libpng(let message) = error else {
                return XCTFail("expected .libpng, got \(error)", file: file, line: line)
            }
            XCTAssertFalse(message.isEmpty, file: file, line: line)
        }
    }

    // MARK: Refusing bad input

    func testEmptyDataIsNotPNG() {
        assertDecodeFails([]) { XCTAssertEqual($0, .notPNG) }
    }

    func testTextIsNotPNG() {
        assertDecodeFails(Array("not a png, just some text".utf8)) { XCTAssertEqual($0, .notPNG) }
    }

    func testSignatureAloneFails() {
        assertLibpngError(Array(try! PNGEncoder().encode(F.rectangles(width: 8, height: 8))[0..<8]))
    }

    func testTruncatedInsideIDATFails() throws {
        let png = try PNGEncoder().encode(F.noise(width: 64, height: 64, seed: 5, opaque: true))
        let idat = try XCTUnwrap(F.offset(ofChunk: "IDAT", in: png))
        let length = Int(F.readBigEndian(png, idat))
        assertLibpngError(Array(png[0..<(idat + 8 + length / 2)]))
    }

    func testCorruptedCRCFails() throws {
        var png = try PNGEncoder().encode(F.rectangles(width: 16, height: 16))
        png[8 + 8 + 13] ^= 0xFF  // First byte of IHDR's CRC.
        assertDecodeFails(png) { error in
            guard case .libpng(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("CRC"), "libpng's message should name the CRC: \(message)")
        }
    }

    func testCorruptedIDATBytesWithValidCRCFail() throws {
        let png = try PNGEncoder().encode(F.noise(width: 64, height: 64, seed: 6, opaque: true))
        let idat = try XCTUnwrap(F.offset(ofChunk: "IDAT", in: png))
        let length = Int(F.readBigEndian(png, idat))
        // Scramble the middle of the deflate data, then make the chunk CRC match
        // again so that only zlib can notice.
        var broken = png
        for i in (idat + 8 + length / 4)..<(idat + 8 + length / 2) { broken[i] = UInt8(truncatingIfNeeded: i &* 37) }
        F.fixCRC(&broken, chunkAt: idat)
        assertLibpngError(broken)
        // And a broken zlib header.
        var badHeader = png
        badHeader[idat + 8] = 0x00
        F.fixCRC(&badHeader, chunkAt: idat)
        assertLibpngError(badHeader)
    }

    /// A 100000 x 100000 IHDR with a valid CRC and a few bytes of IDAT: 40 GB
    /// of RGBA if believed. Must fail at the header, fast, without allocating.
    func testDimensionBombFailsFastWithTooLarge() {
        let bomb = F.png(
            ihdr: F.ihdr(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6),
            scanlines: [UInt8](repeating: 0, count: 1000))
        let start = Date()
        assertDecodeFails(bomb) { error in
            XCTAssertEqual(error, .tooLarge(width: 100_000, height: 100_000, limit: .maxSide(16_384)))
            let text = "\(error)"
            XCTAssertTrue(text.contains("100000 x 100000") && text.contains("PNGDecoder.maxSide"), text)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.5)

        // Raising maxSide alone is not enough: maxPixels still applies.
        var roomy = PNGDecoder()
        roomy.maxSide = 200_000
        assertDecodeFails(bomb, roomy) { error in
            XCTAssertEqual(error, .tooLarge(width: 100_000, height: 100_000, limit: .maxPixels(64 * 1024 * 1024)))
            XCTAssertTrue("\(error)".contains("PNGDecoder.maxPixels"), "\(error)")
        }
    }

    func testLimitsApplyToSmallImagesToo() throws {
        let png = try PNGEncoder().encode(F.rectangles(width: 100, height: 60))
        assertDecodeFails(png, PNGDecoder(maxPixels: 5_999)) {
            XCTAssertEqual($0, .tooLarge(width: 100, height: 60, limit: .maxPixels(5_999)))
        }
        assertDecodeFails(png, PNGDecoder(maxSide: 99)) {
            XCTAssertEqual($0, .tooLarge(width: 100, height: 60, limit: .maxSide(99)))
        }
        XCTAssertNoThrow(try PNGDecoder(maxPixels: 6_000, maxSide: 100).decode(png))
    }

    func testZeroByZeroHeaderFails() {
        assertLibpngError(F.png(ihdr: F.ihdr(width: 0, height: 0, bitDepth: 8, colorType: 2), scanlines: [0]))
    }

    // MARK: Reading every kind of PNG

    func testGrey8() throws {
        let png = F.png(ihdr: F.ihdr(width: 3, height: 1, bitDepth: 8, colorType: 0), scanlines: [0, 0, 128, 255])
        XCTAssertEqual(try PNGDecoder().decode(png).pixels, [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255])
    }

    func testGrey1Bit() throws {
        let png = F.png(ihdr: F.ihdr(width: 3, height: 1, bitDepth: 1, colorType: 0), scanlines: [0, 0b1010_0000])
        XCTAssertEqual(try PNGDecoder().decode(png).pixels, [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])
    }

    func testGreyWithAlpha() throws {
        let png = F.png(ihdr: F.ihdr(width: 2, height: 1, bitDepth: 8, colorType: 4), scanlines: [0, 200, 255, 50, 0])
        XCTAssertEqual(try PNGDecoder().decode(png).pixels, [200, 200, 200, 255, 50, 50, 50, 0])
    }

    func testPaletteWithTransparency() throws {
        let palette = F.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255])
        let transparency = F.chunk("tRNS", [255, 128])  // Entry 2 stays opaque.
        let png = F.png(
            ihdr: F.ihdr(width: 3, height: 1, bitDepth: 8, colorType: 3),
            extra: [palette, transparency], scanlines: [0, 2, 1, 0])
        XCTAssertEqual(try PNGDecoder().decode(png).pixels, [0, 0, 255, 255, 0, 255, 0, 128, 255, 0, 0, 255])
    }

    /// 16-bit samples without a gAMA chunk are taken as sRGB: v becomes v / 257.
    func testSixteenBitRGBA() throws {
        let samples: [UInt16] = [0, 257 * 100, 65_535, 257 * 128, 257 * 200, 257 * 7, 257 * 30, 65_535]
        let png = F.png(
            ihdr: F.ihdr(width: 2, height: 1, bitDepth: 16, colorType: 6),
            scanlines: [0] + samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        XCTAssertEqual(try PNGDecoder().decode(png).pixels, [0, 100, 255, 128, 200, 7, 30, 255])
    }

    /// An Adam7-interlaced RGB image, each pass built by hand; every pixel's
    /// colour encodes its position, so a misplaced pixel shows.
    func testInterlacedRGB() throws {
        let width = 11, height = 9
        func color(_ x: Int, _ y: Int) -> [UInt8] { [UInt8(x * 20), UInt8(y * 25), UInt8(x * y)] }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var scanlines: [UInt8] = []
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                scanlines.append(0)
                for x in stride(from: x0, to: width, by: dx) { scanlines += color(x, y) }
            }
        }
        let png = F.png(
            ihdr: F.ihdr(width: UInt32(width), height: UInt32(height), bitDepth: 8, colorType: 2, interlace: 1),
            scanlines: scanlines)
        let bitmap = try PNGDecoder().decode(png)
        var expected: [UInt8] = []
        for y in 0..<height { for x in 0..<width { expected += color(x, y) + [255] } }
        XCTAssertEqual(bitmap.pixels, expected)
    }

    func testErrorDescriptionsNameTheValues() {
        XCTAssertTrue(PNGError.libpng(message: "IHDR: CRC error").description.contains("IHDR: CRC error"))
        XCTAssertTrue(PNGError.zlib(code: -3, message: "invalid stored block lengths").description.contains("-3"))
        let io = PNGError.io(path: "/tmp/x/frame.png", message: "No space left on device").description
        XCTAssertTrue(io.contains("/tmp/x/frame.png") && io.contains("No space left on device"), io)
    }
}
