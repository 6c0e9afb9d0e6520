import CPNG
import FlipbookCore
import Glibc

@testable import FlipbookPNG

/// The level-1 encoder as it was first written, kept as the straightforward reference the
/// fast path is checked against byte for byte (`RunLengthFastPathTests`): a separate pass
/// for opacity, each filtered byte appended one at a time, tokens and counts in arrays,
/// the Adler-32 reduced at every byte, and bits written four bytes at a time.
enum ReferenceRunLengthEncoder {
    /// The PNG file of `bitmap` at level 1 (RGB when opaque and not `alwaysRGBA`).
    static func encode(_ bitmap: Bitmap, alwaysRGBA: Bool = false) -> [UInt8] {
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            let width = bitmap.width, height = bitmap.height
            let opaque = !alwaysRGBA && bitmap.isOpaque
            let channels = opaque ? 3 : 4
            let writer = PNGChunkWriter(capacity: 1 << 16)
            writer.append(PNGChunkWriter.signature)
            var header: [UInt8] = []
            for value in [UInt32(width), UInt32(height)] {
                header += [
                    UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
                ]
            }
            header += [8, opaque ? 2 : 6, 0, 0, 0]
            writer.writeChunk("IHDR", header)
            writeImageData(pixels.baseAddress!, width: width, height: height, channels: channels, to: writer)
            writer.writeChunk("IEND", [])
            return writer.bytes()
        }
    }

    static func writeImageData(
        _ image: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int, to writer: PNGChunkWriter
    ) {
        let rowBytes = 1 + width * channels
        let stride = width * 4
        var deflate = ReferenceRunLengthDeflate(capacity: 1 << 16)
        for y in 0..<height {
            let row = image + y * stride
            if y > 0 && memcmp(row, row - stride, stride) == 0 {
                // Up-filters to the filter byte and zeros: nothing to read.
                deflate.append(PNGRowFilter.up)
                deflate.append(0, count: rowBytes - 1)
            } else if y > 0 {
                deflate.append(PNGRowFilter.up)
                Self.appendDifferences(row, row - stride, width: width, channels: channels, to: &deflate)
            } else {
                // The first row: Sub, the difference with the pixel to the left.
                deflate.append(PNGRowFilter.sub)
                for c in 0..<channels { deflate.append(row[c]) }
                if width > 1 {
                    Self.appendDifferences(row + 4, row, width: width - 1, channels: channels, to: &deflate)
                }
            }
        }
        let body = deflate.finish()
        let sum = deflate.adler32
        writer.openChunk("IDAT")
        PNGEncoder.zlibHeader(level: 1).withUnsafeBytes(writer.appendIDAT)
        body.withUnsafeBytes(writer.appendIDAT)
        let trailer = BigEndian.bytes(sum)
        trailer.withUnsafeBytes(writer.appendIDAT)
        writer.closeChunk()
    }

    /// Appends `row - base` for `width` RGBA8 pixels, keeping `channels` per pixel, straight
    /// from the source: spans of equal pixels (compared two at a time) become zero runs
    /// without materialising a filtered row.
    @inline(__always)
    static func appendDifferences(
        _ row: UnsafePointer<UInt8>, _ base: UnsafePointer<UInt8>, width: Int,
        channels: Int, to deflate: inout ReferenceRunLengthDeflate
    ) {
        let r = UnsafeRawPointer(row), b = UnsafeRawPointer(base)
        var x = 0
        while x < width {
            var e = x
            while e + 2 <= width,
                r.loadUnaligned(fromByteOffset: e * 4, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: e * 4, as: UInt64.self)
            {
                e += 2
            }
            while e < width,
                r.loadUnaligned(fromByteOffset: e * 4, as: UInt32.self)
                    == b.loadUnaligned(fromByteOffset: e * 4, as: UInt32.self)
            {
                e += 1
            }
            if e > x {
                deflate.append(0, count: (e - x) * channels)
                x = e
                continue
            }
            let s = x * 4
            for c in 0..<channels { deflate.append(row[s + c] &- base[s + c]) }
            x += 1
        }
    }
}

struct ReferenceRunLengthDeflate {
    private(set) var output: [UInt8] = []
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    // Adler-32 of the uncompressed data (RFC 1950), kept as running sums.
    private var adlerA: UInt64 = 1
    private var adlerB: UInt64 = 0
    private static let adlerModulus: UInt64 = 65_521

    /// Tokens of the block being collected: a literal byte (0...255), or 256 + a match
    /// length (3...258) at distance 1.
    private var tokens: [UInt16] = []
    /// How often each literal/length symbol (0...285) occurs in the block.
    private var counts = [Int](repeating: 0, count: 286)
    /// Tokens a block holds before it is written (bounds the memory).
    static let blockTokens = 1 << 15

    /// Starts the stream.
    init(capacity: Int) {
        output.reserveCapacity(capacity)
        tokens.reserveCapacity(Self.blockTokens)
    }

    /// The Adler-32 checksum of everything appended (valid after `finish()`).
    var adler32: UInt32 { UInt32(adlerB << 16 | adlerA) }

    @inline(__always)
    private mutating func put(_ code: UInt32, _ length: Int) {
        bitBuffer |= UInt64(code) << UInt64(bitCount)
        bitCount += length
        if bitCount >= 32 {
            let word = UInt32(truncatingIfNeeded: bitBuffer)
            output.append(UInt8(truncatingIfNeeded: word))
            output.append(UInt8(truncatingIfNeeded: word >> 8))
            output.append(UInt8(truncatingIfNeeded: word >> 16))
            output.append(UInt8(truncatingIfNeeded: word >> 24))
            bitBuffer >>= 32
            bitCount -= 32
        }
    }

    // The run being collected: `pendingCount` copies of `pendingValue` not yet written.
    private var pendingValue: UInt8 = 0
    private var pendingCount = 0

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ value: UInt8) {
        if pendingCount > 0 && value == pendingValue {
            pendingCount += 1
        } else {
            flushPending()
            pendingValue = value
            pendingCount = 1
        }
    }

    /// Appends `count` copies of `value` without reading memory.
    @inline(__always)
    mutating func append(_ value: UInt8, count: Int) {
        guard count > 0 else { return }
        if pendingCount > 0 && value == pendingValue {
            pendingCount += count
        } else {
            flushPending()
            pendingValue = value
            pendingCount = count
        }
    }

    /// Appends `count` bytes at `data`.
    mutating func append(_ data: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        while i < count {
            let value = data[i]
            let run = 1 + Self.runLength(data + i + 1, count - i - 1, of: value)
            append(value, count: run)
            i += run
        }
    }

    /// Records the pending run: its first byte as a literal, the rest as matches.
    private mutating func flushPending() {
        guard pendingCount > 0 else { return }
        literal(pendingValue)
        if pendingCount > 1 { repeatPrevious(pendingValue, pendingCount - 1) }
        pendingCount = 0
    }

    /// Ends the last block and the stream, padding the last byte with zero bits.
    mutating func finish() -> [UInt8] {
        flushPending()
        writeBlock(final: true)
        while bitCount > 0 {
            output.append(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount = max(bitCount - 8, 0)
        }
        return output
    }

    @inline(__always)
    private mutating func token(_ t: UInt16, symbol: Int) {
        tokens.append(t)
        counts[symbol] += 1
        if tokens.count == Self.blockTokens { writeBlock(final: false) }
    }

    @inline(__always)
    private mutating func literal(_ value: UInt8) {
        token(UInt16(value), symbol: Int(value))
        adlerA = (adlerA + UInt64(value)) % Self.adlerModulus
        adlerB = (adlerB + adlerA) % Self.adlerModulus
    }

    /// `count` more copies of the byte just written: matches of at most 258 at distance 1,
    /// a remainder under 3 as literals.
    private mutating func repeatPrevious(_ value: UInt8, _ count: Int) {
        // Adler-32 of the run in closed form: a grows by v each byte, b by each new a.
        let r = UInt64(count), v = UInt64(value)
        adlerB = (adlerB + r * adlerA + v * (r * (r + 1) / 2)) % Self.adlerModulus
        adlerA = (adlerA + r * v) % Self.adlerModulus
        var left = count
        while left >= 3 {
            let length = min(left, 258)
            // A remainder of 1 or 2 after a 258 would need literals; 256 leaves 3 or 4.
            let take = (left - length > 0 && left - length < 3) ? length - 3 : length
            token(UInt16(256 + take), symbol: Int(Self.lengthSymbol[take]))
            left -= take
        }
        while left > 0 {
            token(UInt16(value), symbol: Int(value))
            left -= 1
        }
    }

    // MARK: - Blocks

    /// Writes the collected tokens as one block with dynamic codes (BTYPE 10) and starts the
    /// next block's counts.
    private mutating func writeBlock(final: Bool) {
        counts[256] += 1  // end of block
        let literalLengths = PNGHuffman.lengths(counts, maxLength: 15)
        // Distance code 0 (distance 1) is the only one used; two codes of one bit keep the
        // distance code complete, which every inflater accepts.
        let distanceLengths = [1, 1]
        let literalCodes = PNGHuffman.codes(literalLengths)
        put(final ? 1 : 0, 1)
        put(0b10, 2)
        writeCodeLengths(literalLengths, distanceLengths)
        // Each token's whole bit string: a literal's code, or a length's code, extra bits and
        // the distance code "0" (at most 15 + 5 + 1 bits).
        var table = [PNGHuffman.Code](repeating: PNGHuffman.Code(), count: 256 + 259)
        for v in 0..<256 { table[v] = literalCodes[v] }
        for length in 3...258 {
            let symbol = Int(Self.lengthSymbol[length])
            let c = literalCodes[symbol], extra = Self.lengthExtraBits[symbol - 257]
            guard c.length > 0 else { continue }
            let extraBits = UInt32(length - Self.lengthBase[symbol - 257])
            table[256 + length] = PNGHuffman.Code(
                bits: c.bits | extraBits << UInt32(c.length), length: c.length + extra + 1)
        }
        table.withUnsafeBufferPointer { codes in
            for t in tokens {
                let c = codes[Int(t)]
                put(c.bits, c.length)
            }
        }
        let end = literalCodes[256]
        put(end.bits, end.length)
        tokens.removeAll(keepingCapacity: true)
        for i in counts.indices { counts[i] = 0 }
    }

    /// The block header after BTYPE: HLIT, HDIST, HCLEN, the code-length code, then the
    /// literal/length and distance code lengths run-length coded with symbols 16, 17, 18.
    private mutating func writeCodeLengths(_ literal: [Int], _ distance: [Int]) {
        var hlit = 286
        while hlit > 257 && literal[hlit - 1] == 0 { hlit -= 1 }
        let all = Array(literal.prefix(hlit)) + distance
        // (symbol, extra bits value, extra bit count)
        var items: [(Int, Int, Int)] = []
        var i = 0
        while i < all.count {
            let l = all[i]
            var run = 1
            while i + run < all.count && all[i + run] == l { run += 1 }
            var left = run
            if l == 0 {
                while left >= 11 { let n = min(left, 138); items.append((18, n - 11, 7)); left -= n }
                if left >= 3 { items.append((17, left - 3, 3)); left = 0 }
            } else {
                items.append((l, 0, 0)); left -= 1
                while left >= 3 { let n = min(left, 6); items.append((16, n - 3, 2)); left -= n }
            }
            for _ in 0..<left { items.append((l, 0, 0)) }
            i += run
        }
        var clCounts = [Int](repeating: 0, count: 19)
        for item in items { clCounts[item.0] += 1 }
        let clLengths = PNGHuffman.lengths(clCounts, maxLength: 7)
        let clCodes = PNGHuffman.codes(clLengths)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var hclen = 19
        while hclen > 4 && clLengths[order[hclen - 1]] == 0 { hclen -= 1 }
        put(UInt32(hlit - 257), 5)
        put(UInt32(distance.count - 1), 5)
        put(UInt32(hclen - 4), 4)
        for k in 0..<hclen { put(UInt32(clLengths[order[k]]), 3) }
        for (symbol, value, bits) in items {
            put(clCodes[symbol].bits, clCodes[symbol].length)
            if bits > 0 { put(UInt32(value), bits) }
        }
    }

    /// How many bytes from `p` (at most `limit`) equal `value`, eight at a time.
    @inline(__always)
    static func runLength(_ p: UnsafePointer<UInt8>, _ limit: Int, of value: UInt8) -> Int {
        let pattern = UInt64(value) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(p)
        var j = 0
        while j + 8 <= limit, raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == pattern { j += 8 }
        while j < limit, p[j] == value { j += 1 }
        return j
    }

    // MARK: - Length symbols (RFC 1951, 3.2.5)

    /// Reverses the low `length` bits: Huffman codes are sent most significant bit first
    /// into a stream packed from the least significant bit.
    static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
        var r: UInt32 = 0
        for i in 0..<length where code & (1 << UInt32(i)) != 0 { r |= 1 << UInt32(length - 1 - i) }
        return r
    }

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ]
    static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]

    /// The length symbol (257...285) of each match length 3...258.
    static let lengthSymbol: [UInt16] = {
        var table = [UInt16](repeating: 0, count: 259)
        for length in 3...258 { table[length] = UInt16(257 + lengthBase.lastIndex { $0 <= length }!) }
        return table
    }()
}
