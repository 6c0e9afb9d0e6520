import CPNG
import FlipbookCore
import Foundation

/// Bitmaps and hand-built PNG files shared by the PNG tests. Everything here is
/// made deterministically, with no image files checked in.
enum PNGTestFixtures {
    /// A linear congruential generator (Numerical Recipes constants): the same
    /// seed gives the same bytes on every run and platform.
    struct LCG {
        var state: UInt32
        mutating func next() -> UInt8 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
    }

    /// Noise: every byte from the LCG; alpha forced to 255 when `opaque`.
    static func noise(width: Int, height: Int, seed: UInt32, opaque: Bool) -> Bitmap {
        var lcg = LCG(state: seed)
        var pixels = (0..<(width * height * 4)).map { _ in lcg.next() }
        if opaque { for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 } }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }

    /// Flat rectangles on a flat background, like a UI frame; `alpha` is the
    /// second rectangle's alpha (255 keeps the bitmap opaque).
    static func rectangles(width: Int, height: Int, alpha: UInt8 = 255) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: (0, 122, 255, 255))!
        fill(&bitmap, x: 0..<width, y: 0..<min(height, 13), (0, 81, 168, 255))
        fill(&bitmap, x: width / 4..<width / 2, y: height / 3..<height / 2, (255, 255, 255, 255))
        fill(&bitmap, x: width / 3..<width * 3 / 4, y: height / 2..<height * 2 / 3, (255, 149, 0, alpha))
        return bitmap
    }

    /// Sets the pixels in `x` by `y` to `color`.
    static func fill(
        _ bitmap: inout Bitmap, x: Range<Int>, y: Range<Int>, _ color: (UInt8, UInt8, UInt8, UInt8)
    ) {
        for row in y {
            for column in x {
                let i = (row * bitmap.width + column) * 4
                bitmap.pixels[i] = color.0; bitmap.pixels[i + 1] = color.1
                bitmap.pixels[i + 2] = color.2; bitmap.pixels[i + 3] = color.3
            }
        }
    }

    // MARK: Hand-built PNG files

    /// A PNG chunk: length, type, data, CRC-32 (computed by `crc32` below, not zlib).
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// IHDR data for the given fields.
    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, interlace: UInt8 = 0) -> [UInt8]
    {
        bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace]
    }

    /// A whole PNG file: signature, IHDR, `extra` chunks, one IDAT holding
    /// `scanlines` (filter bytes included) compressed with zlib's `compress2`, IEND.
    static func png(ihdr: [UInt8], extra: [[UInt8]] = [], scanlines: [UInt8]) -> [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", ihdr)
        for c in extra { file += c }
        file += chunk("IDAT", zlibCompress(scanlines))
        file += chunk("IEND", [])
        return file
    }

    /// `bytes` as a zlib stream, by zlib's one-shot `compress2` at level 6.
    static func zlibCompress(_ bytes: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&out, &size, bytes, uLong(bytes.count), 6)
        precondition(status == Z_OK, "compress2 failed: \(status)")
        return Array(out[0..<Int(size)])
    }

    /// The zlib stream `bytes` inflated by zlib's `uncompress` (which also checks
    /// the Adler-32 trailer), or nil when zlib rejects it.
    static func zlibUncompress(_ bytes: [UInt8], expectedCount: Int) -> [UInt8]? {
        var size = uLong(expectedCount)
        var out = [UInt8](repeating: 0, count: max(expectedCount, 1))
        let status = uncompress(&out, &size, bytes, uLong(bytes.count))
        guard status == Z_OK, Int(size) == expectedCount else { return nil }
        return Array(out[0..<expectedCount])
    }

    /// The chunks of a PNG file after its signature, as (type, data, stored CRC).
    static func chunks(of file: [UInt8]) -> [(type: String, data: [UInt8], crc: UInt32)] {
        var result: [(String, [UInt8], UInt32)] = []
        var i = 8
        while i + 12 <= file.count {
            let length = Int(readBigEndian(file, i))
            let type = String(decoding: file[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = Array(file[(i + 8)..<(i + 8 + length)])
            result.append((type, data, readBigEndian(file, i + 8 + length)))
            i += 12 + length
        }
        return result
    }

    /// The offset of the first chunk of `type` in `file` (its length field).
    static func offset(ofChunk type: String, in file: [UInt8]) -> Int? {
        var i = 8
        while i + 12 <= file.count {
            let length = Int(readBigEndian(file, i))
            if String(decoding: file[(i + 4)..<(i + 8)], as: UTF8.self) == type { return i }
            i += 12 + length
        }
        return nil
    }

    /// Recomputes the CRC of the chunk whose length field is at `offset`.
    static func fixCRC(_ file: inout [UInt8], chunkAt offset: Int) {
        let length = Int(readBigEndian(file, offset))
        let crc = bigEndian(crc32(Array(file[(offset + 4)..<(offset + 8 + length)])))
        file.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: crc)
    }

    /// CRC-32 as PNG defines it (ISO 3309, reflected polynomial 0xEDB88320),
    /// bit by bit: slow, short, and independent of zlib.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func readBigEndian(_ bytes: [UInt8], _ i: Int) -> UInt32 {
        UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }
}
