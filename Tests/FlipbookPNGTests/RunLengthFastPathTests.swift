import CPNG
import FlipbookCore
import XCTest

@testable import FlipbookPNG

/// The level-1 fast path (word-at-a-time filters, opacity found while encoding, the
/// deflater's buffers and Adler-32 sums) against the straightforward encoder it replaced
/// (`ReferenceRunLengthEncoder`): the same bytes, exactly, for every shape of input.
final class RunLengthFastPathTests: XCTestCase {
    private typealias F = PNGTestFixtures

    private func assertSameBytes(
        _ bitmap: Bitmap, alwaysRGBA: Bool = false, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var encoder = PNGEncoder()
        encoder.alwaysRGBA = alwaysRGBA
        let fast = try encoder.encode(bitmap)
        let reference = ReferenceRunLengthEncoder.encode(bitmap, alwaysRGBA: alwaysRGBA)
        if fast != reference {
            let first =
                zip(fast, reference).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(
                    fast.count, reference.count)
            XCTFail(
                "\(what): \(fast.count) bytes against the reference's \(reference.count), first difference at \(first)",
                file: file, line: line)
        }
    }

    /// A frame-like bitmap: flat bands, rows repeated in runs, patches of noise, single
    /// changed pixels, some translucent when `opaque` is false.
    private func frameLike(width: Int, height: Int, seed: UInt32, opaque: Bool) -> Bitmap {
        var lcg = F.LCG(state: seed)
        var pixels: [UInt8] = []
        var row = [UInt8](repeating: 0, count: width * 4)
        for _ in 0..<height {
            switch lcg.next() % 6 {
            case 0: break  // the same row again
            case 1:  // a flat band
                let colour = (lcg.next(), lcg.next(), lcg.next())
                for x in 0..<width { row[x * 4] = colour.0; row[x * 4 + 1] = colour.1; row[x * 4 + 2] = colour.2 }
            case 2:  // noise over a span
                let start = Int(lcg.next()) % width, end = min(width, start + Int(lcg.next()) % (width + 1))
                for i in (start * 4)..<(end * 4) { row[i] = lcg.next() }
            case 3:  // one pixel changed
                let x = Int(lcg.next()) % width
                row[x * 4 + Int(lcg.next() % 3)] &+= 1
            case 4:  // small differences, as a gradient gives
                for i in 0..<row.count where i % 4 != 3 { row[i] &+= lcg.next() % 3 }
            default:  // runs of a value across pixels, 258-byte boundaries and all
                let value = lcg.next() % 4
                for i in 0..<row.count where i % 4 != 3 { row[i] = value }
            }
            for x in 0..<width {
                row[x * 4 + 3] = opaque ? 255 : (lcg.next() % 5 == 0 ? lcg.next() : 255)
            }
            pixels += row
        }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }

    func testFrameLikeBitmapsOfOddSizesGiveTheReferenceBytes() throws {
        var seed: UInt32 = 1
        for width in [1, 2, 3, 4, 5, 7, 8, 9, 31, 86, 87, 97, 258, 259] {
            for height in [1, 2, 3, 17, 64] {
                for opaque in [true, false] {
                    seed += 1
                    let bitmap = frameLike(width: width, height: height, seed: seed, opaque: opaque)
                    try assertSameBytes(bitmap, "\(width) x \(height), opaque \(opaque)")
                    try assertSameBytes(bitmap, alwaysRGBA: true, "\(width) x \(height), always RGBA")
                }
            }
        }
    }

    /// Noise fills several blocks of 32,768 tokens; a flat frame is a few tokens a row.
    func testNoiseOverManyBlocksAndFlatFramesGiveTheReferenceBytes() throws {
        for opaque in [true, false] {
            try assertSameBytes(F.noise(width: 257, height: 301, seed: 9, opaque: opaque), "noise, opaque \(opaque)")
            try assertSameBytes(
                F.rectangles(width: 750, height: 1334, alpha: opaque ? 255 : 128), "rectangles, opaque \(opaque)")
        }
        try assertSameBytes(frameLike(width: 750, height: 1334, seed: 77, opaque: true), "a 750 x 1334 frame")
    }

    /// Translucency read only at the edges of what the fast path reads: the first pixel
    /// (left out of the Sub filter's words), the last pixel of an odd row (the tail after
    /// the pairs), a row after identical rows. Each must turn the file into RGBA.
    func testOneTranslucentPixelAnywhereMakesRGBA() throws {
        for (width, height) in [(1, 1), (2, 3), (7, 5), (8, 4), (33, 9)] {
            let points = [(0, 0), (width - 1, 0), (width - 1, height - 1), (0, height - 1), (width / 2, height / 2)]
            for (x, y) in points {
                var bitmap = F.rectangles(width: width, height: height)
                bitmap.pixels[(y * width + x) * 4 + 3] = 254
                let png = try PNGEncoder().encode(bitmap)
                XCTAssertEqual(png[25], 6, "colour type RGBA for alpha 254 at (\(x), \(y)) of \(width) x \(height)")
                try assertSameBytes(bitmap, "alpha 254 at (\(x), \(y)) of \(width) x \(height)")
            }
        }
    }

    /// The word-at-a-time filter against the byte loop: row minus base modulo 256, alpha
    /// dropped for 3 channels, and the AND of the row's pixels.
    func testWordDifferencesMatchTheByteLoop() {
        var lcg = F.LCG(state: 3)
        for count in [0, 1, 2, 3, 4, 5, 9, 16, 33, 100] {
            for channels in [3, 4] {
                let row = (0..<(count * 4)).map { _ in lcg.next() }
                let base = (0..<(count * 4)).map { _ in lcg.next() }
                var expected: [UInt8] = []
                var all: UInt32 = 0xFFFF_FFFF
                for x in 0..<count {
                    for c in 0..<channels { expected.append(row[x * 4 + c] &- base[x * 4 + c]) }
                    all &=
                        UInt32(row[x * 4]) | UInt32(row[x * 4 + 1]) << 8 | UInt32(row[x * 4 + 2]) << 16
                        | UInt32(row[x * 4 + 3]) << 24
                }
                var out = [UInt8](repeating: 0xAA, count: count * channels + 1)
                let got = row.withUnsafeBufferPointer { r in
                    base.withUnsafeBufferPointer { b in
                        out.withUnsafeMutableBufferPointer { o in
                            PNGRowFilter.differences(
                                r.baseAddress!, b.baseAddress!, count: count, channels: channels, into: o.baseAddress!)
                        }
                    }
                }
                XCTAssertEqual(Array(out.prefix(count * channels)), expected, "\(count) pixels, \(channels) channels")
                XCTAssertEqual(got, all, "the AND of \(count) pixels")
            }
        }
        // Every pair of byte values, one lane at a time, against the modular difference.
        for x in 0..<256 {
            for y in stride(from: 0, to: 256, by: 3) {
                let d = PNGRowFilter.subtractBytes(UInt64(x) << 40 | 0x80, UInt64(y) << 40 | 0x01)
                XCTAssertEqual(d, UInt64(UInt8(x) &- UInt8(y)) << 40 | 0x7F)
            }
        }
    }

    /// The deflater's output depends only on the bytes appended: the same data in one call,
    /// in pieces that split runs anywhere, or as runs, gives the same stream; and its
    /// Adler-32, kept with rare reductions, equals zlib's over runs longer than 2^24 bytes.
    func testDeflateStreamDependsOnlyOnTheBytes() {
        var lcg = F.LCG(state: 11)
        var data: [UInt8] = []
        for _ in 0..<3000 {
            let value = lcg.next() % 3
            data += [UInt8](repeating: value, count: Int(lcg.next()) % 300 + 1)
        }
        data += (0..<40_000).map { _ in lcg.next() }
        func whole() -> ([UInt8], UInt32) {
            var deflate = PNGRunLengthDeflate(capacity: 16)
            data.withUnsafeBufferPointer { deflate.append($0.baseAddress!, count: $0.count) }
            let body = deflate.finish()
            return (body, deflate.adler32)
        }
        func pieces() -> ([UInt8], UInt32) {
            var deflate = PNGRunLengthDeflate(capacity: 16)
            var i = 0
            var pieceLCG = F.LCG(state: 5)
            data.withUnsafeBufferPointer { buffer in
                while i < buffer.count {
                    let n = min(buffer.count - i, Int(pieceLCG.next() % 17))
                    if pieceLCG.next() % 2 == 0, n > 0, buffer[i..<(i + n)].allSatisfy({ $0 == buffer[i] }) {
                        deflate.append(buffer[i], count: n)
                    } else {
                        deflate.append(buffer.baseAddress! + i, count: n)
                    }
                    i += n
                }
            }
            let body = deflate.finish()
            return (body, deflate.adler32)
        }
        let (a, sumA) = whole(), (b, sumB) = pieces()
        XCTAssertEqual(a, b, "the same bytes appended in pieces")
        XCTAssertEqual(sumA, sumB)
        let expectedSum = data.withUnsafeBufferPointer {
            UInt32(adler32(1, $0.baseAddress, uInt($0.count)))
        }
        XCTAssertEqual(sumA, expectedSum, "zlib's adler32 of the same bytes")

        // 2^24 + 5 literals' worth of reductions skipped, and runs over the 4,096 and 2^28 limits.
        var long = PNGRunLengthDeflate(capacity: 16)
        var all: [UInt8] = []
        for (value, count) in [
            (UInt8(255), 4_096), (254, 4_097), (3, 1), (255, (1 << 24) + 5), (9, 2), (200, 300_000_000),
        ] {
            long.append(value, count: count)
            if count < 1 << 26 { all += [UInt8](repeating: value, count: count) }
        }
        _ = long.finish()
        var sum = all.withUnsafeBufferPointer { uLong(adler32(1, $0.baseAddress, uInt($0.count))) }
        let tail = [UInt8](repeating: 200, count: 1 << 20)
        for _ in 0..<(300_000_000 >> 20) { sum = adler32(sum, tail, uInt(tail.count)) }
        sum = adler32(sum, tail, uInt(300_000_000 - (300_000_000 >> 20) << 20))
        XCTAssertEqual(long.adler32, UInt32(sum), "Adler-32 over runs of every size class")
    }
}
