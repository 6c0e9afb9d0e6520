import FlipbookPNG
import CPNG
import FlipbookCore
import XCTest
@testable import FlipbookPNG

final class PNGEncoderTests: XCTestCase {
    private typealias F = PNGTestFixtures

    private func roundTrip(
        _ bitmap: Bitmap, _ encoder: PNGEncoder = .init(), file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let decoded = try PNGDecoder(maxSide: 100_000).decode(encoder.encode(bitmap))
        XCTAssertEqual(decoded.width, bitmap.width, file: file, line: line)
        XCTAssertEqual(decoded.height, bitmap.height, file: file, line: line)
        if decoded.pixels != bitmap.pixels {
            let index = zip(decoded.pixels, bitmap.pixels).enumerated().first { $0.element.0 != $0.element.1 }!.offset
            XCTFail(
                "first differing byte \(index) (pixel \(index / 4)): got \(decoded.pixels[index]), "
                    + "expected \(bitmap.pixels[index])", file: file, line: line)
        }
    }

    func testOpaqueNoiseRoundTrips() throws {
        try roundTrip(F.noise(width: 97, height: 61, seed: 1, opaque: true))
    }

    func testTranslucentNoiseRoundTrips() throws {
        try roundTrip(F.noise(width: 97, height: 61, seed: 2, opaque: false))
    }

    func testFlatRectanglesRoundTrip() throws {
        try roundTrip(F.rectangles(width: 750, height: 1334))
        try roundTrip(F.rectangles(width: 750, height: 1334, alpha: 128))
    }

    /// Runs of repeated rows of every length from 1 to 40, plus a long one, so
    /// both paths (through zlib, spliced fragments of each size) and the switches
    /// between them are exercised, at every level and both strategies.
    func testRunsOfRepeatedRowsOfEveryLengthRoundTrip() throws {
        var noise = F.LCG(state: 7)
        for opaque in [true, false] {
            let width = 37
            var rows: [[UInt8]] = []
            for run in Array(1...40) + [150] {
                let row = (0..<(width * 4)).map { i in i % 4 == 3 && opaque ? 255 : noise.next() }
                rows += Array(repeating: row, count: run)
            }
            let bitmap = Bitmap(width: width, height: rows.count, pixels: rows.flatMap { $0 })!
            for level in 0...9 {
                for strategy in [Z_RLE, Z_DEFAULT_STRATEGY] {
                    var encoder = PNGEncoder(compressionLevel: level)
                    encoder.strategyOverride = strategy
                    try roundTrip(bitmap, encoder)
                }
            }
        }
    }

    func testOddSizesRoundTrip() throws {
        try roundTrip(Bitmap(width: 1, height: 1, fill: (1, 2, 3, 255))!)
        try roundTrip(Bitmap(width: 1, height: 1, fill: (1, 2, 3, 4))!)
        try roundTrip(Bitmap(width: 1, height: 3000, fill: (9, 8, 7, 255))!)
        // Rows longer than one batch of filtered rows handed to zlib (64 KiB).
        try roundTrip(F.noise(width: 20_000, height: 3, seed: 3, opaque: false))
        try roundTrip(F.rectangles(width: 20_000, height: 40))
    }

    func testOpaqueBitmapIsWrittenAsRGB() throws {
        let png = try PNGEncoder().encode(F.rectangles(width: 40, height: 30))
        XCTAssertEqual(png[24], 8, "bit depth")
        XCTAssertEqual(png[25], 2, "colour type 2 (RGB) for an opaque bitmap")
    }

    func testTranslucentBitmapIsWrittenAsRGBA() throws {
        var bitmap = F.rectangles(width: 40, height: 30)
        bitmap.pixels[4 * 40 * 29 + 3] = 254  // One pixel in the last row.
        let png = try PNGEncoder().encode(bitmap)
        XCTAssertEqual(png[25], 6, "colour type 6 (RGBA) once any alpha is below 255")
        try roundTrip(bitmap)
    }

    func testSameBitmapEncodesToIdenticalBytes() throws {
        for bitmap in [F.rectangles(width: 300, height: 500), F.noise(width: 50, height: 40, seed: 4, opaque: false)] {
            XCTAssertEqual(try PNGEncoder().encode(bitmap), try PNGEncoder().encode(bitmap))
        }
    }

    /// Checks the file's structure with code independent of the encoder: the
    /// chunk order, every CRC (bitwise CRC-32), the zlib header check bits, and
    /// that zlib's `uncompress` (which verifies the Adler-32) gives the right size.
    func testChunksCRCsAndZlibStreamAreValid() throws {
        for bitmap in [F.rectangles(width: 120, height: 300), F.rectangles(width: 120, height: 300, alpha: 9)] {
            let png = try PNGEncoder().encode(bitmap)
            XCTAssertEqual(Array(png[0..<8]), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let chunks = F.chunks(of: png)
            XCTAssertEqual(chunks.map(\.type), ["IHDR", "IDAT", "IEND"])
            for chunk in chunks {
                XCTAssertEqual(chunk.crc, F.crc32(Array(chunk.type.utf8) + chunk.data), "CRC of \(chunk.type)")
            }
            let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
            XCTAssertEqual((UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31, 0, "zlib header check bits")
            let channels = bitmap.isOpaque ? 3 : 4
            let raw = F.zlibUncompress(stream, expectedCount: 300 * (1 + 120 * channels))
            XCTAssertNotNil(raw, "zlib rejects the IDAT stream (bad deflate data or Adler-32)")
            XCTAssertEqual(raw?[0], 1, "first row uses the Sub filter")
            XCTAssertEqual(raw?[1 + 120 * channels], 2, "later rows use the Up filter")
        }
    }

    func testFlatFrameCompressesWell() throws {
        let png = try PNGEncoder().encode(F.rectangles(width: 750, height: 1334))
        // 3 MB of RGB; level 1 spends a few bits per 258-byte run.
        XCTAssertLessThan(png.count, 40_000, "a flat 750 x 1334 frame should take a few dozen kilobytes")
        XCTAssertLessThan(
            try PNGEncoder(compressionLevel: 6).encode(F.rectangles(width: 750, height: 1334)).count, 20_000)
    }

    /// Level 1 (our run-length deflate) writes dynamic Huffman codes, one final block for a
    /// small frame (fewer than 32,768 tokens); level 6 lets zlib choose dynamic codes.
    func testLevel1IsOneDynamicHuffmanBlock() throws {
        let bitmap = F.rectangles(width: 300, height: 400)
        func idat(_ level: Int) throws -> [UInt8] {
            F.chunks(of: try PNGEncoder(compressionLevel: level).encode(bitmap)).filter { $0.type == "IDAT" }.flatMap(
                \.data)
        }
        XCTAssertEqual(try idat(1)[2] & 0b111, 0b101, "BFINAL = 1, BTYPE = 10 (dynamic codes)")
        XCTAssertEqual(try idat(6)[2] & 0b110, 0b100, "BTYPE = 10 (dynamic codes)")
        XCTAssertLessThan(try idat(9).count, try idat(1).count, "level 9 should be smaller than level 1")
    }

    /// The run-length deflater against zlib's inflate: runs of every length around the
    /// 258-byte match limit, single bytes, and noise, with the Adler-32 computed in closed form.
    func testRunLengthDeflateInflatesBack() throws {
        var noise = F.LCG(state: 7)
        var data: [UInt8] = []
        for length in [1, 2, 3, 4, 5, 257, 258, 259, 260, 261, 516, 517, 1000] {
            data += Array(repeating: UInt8(length % 251), count: length)
            data.append(noise.next())
        }
        data += (0..<5000).map { _ in noise.next() }
        var deflate = PNGRunLengthDeflate(capacity: 1024)
        data.withUnsafeBufferPointer { deflate.append($0.baseAddress!, count: $0.count) }
        deflate.append(9, count: 70_000)
        let body = deflate.finish()
        let expected = data + Array(repeating: 9, count: 70_000)
        let sum = deflate.adler32
        let stream =
            PNGEncoder.zlibHeader(level: 1) + body + [
                UInt8(sum >> 24), UInt8(sum >> 16 & 0xFF), UInt8(sum >> 8 & 0xFF), UInt8(sum & 0xFF),
            ]
        XCTAssertEqual(
            F.zlibUncompress(stream, expectedCount: expected.count), expected,
            "zlib must inflate the stream back and accept its Adler-32")
    }

    func testCompressionLevelOutOfRangeThrows() {
        let bitmap = F.rectangles(width: 4, height: 4)
        for level in [-1, 10] {
            XCTAssertThrowsError(try PNGEncoder(compressionLevel: level).encode(bitmap)) { error in
                XCTAssertEqual(error as? PNGError, .invalidCompressionLevel(level))
                XCTAssertTrue("\(error)".contains("\(level)") && "\(error)".contains("0...9"), "\(error)")
            }
        }
    }

    func testPixelArrayOfWrongLengthThrows() {
        var bitmap = F.rectangles(width: 4, height: 4)
        bitmap.pixels.removeLast()
        XCTAssertThrowsError(try PNGEncoder().encode(bitmap)) { error in
            XCTAssertEqual(error as? PNGError, .pixelCountMismatch(width: 4, height: 4, byteCount: 63))
        }
    }
}
