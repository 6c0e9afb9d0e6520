/// A deflate encoder (RFC 1951) for Up-filtered frames: one block of fixed Huffman codes
/// whose only matches are runs of the previous byte (distance 1).
///
/// Why not zlib at the fast level: after the Up filter a frame is mostly long runs of zero
/// bytes, and zlib still spends time on every byte of a run (5 ms for a 750 x 1334 frame
/// whose rows all differ, such as a rotated card). Here a run is found eight bytes at a time
/// and costs one token per 258 bytes, and the Adler-32 sum of a run is computed in closed
/// form, so the cost follows the number of tokens, not of bytes. Files are about twice the
/// size of zlib's (fixed codes, no long-distance matches); levels 2...9 use zlib for size.
struct PNGRunLengthDeflate {
    private(set) var output: [UInt8] = []
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    // Adler-32 of the uncompressed data (RFC 1950), kept as running sums.
    private var adlerA: UInt64 = 1
    private var adlerB: UInt64 = 0
    private static let adlerModulus: UInt64 = 65_521

    /// Starts the stream: the final (and only) block, with fixed Huffman codes.
    init(capacity: Int) {
        output.reserveCapacity(capacity)
        put(0b011, 3)  // BFINAL = 1, BTYPE = 01 (fixed), least significant bit first
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

    /// Writes the pending run: its first byte as a literal, the rest as matches.
    private mutating func flushPending() {
        guard pendingCount > 0 else { return }
        literal(pendingValue)
        if pendingCount > 1 { repeatPrevious(pendingValue, pendingCount - 1) }
        pendingCount = 0
    }

    /// Ends the block and the stream, padding the last byte with zero bits.
    mutating func finish() -> [UInt8] {
        flushPending()
        put(0, 7)  // end of block: symbol 256, seven zero bits
        while bitCount > 0 {
            output.append(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount = max(bitCount - 8, 0)
        }
        return output
    }

    @inline(__always)
    private mutating func literal(_ value: UInt8) {
        let entry = Self.literalCodes[Int(value)]
        put(entry.code, entry.length)
        adlerA = (adlerA + UInt64(value)) % Self.adlerModulus
        adlerB = (adlerB + adlerA) % Self.adlerModulus
    }

    /// `count` more copies of the byte just written: length/distance pairs of at most 258,
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
            let entry = Self.lengthCodes[take]
            put(entry.code, entry.length)  // includes distance code 0 (distance 1)
            left -= take
        }
        while left > 0 {
            let entry = Self.literalCodes[Int(value)]
            put(entry.code, entry.length)
            left -= 1
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

    // MARK: - Fixed Huffman tables (RFC 1951, 3.2.6)

    struct Code { var code: UInt32; var length: Int }

    /// Reverses the low `length` bits: Huffman codes are sent most significant bit first
    /// into a stream packed from the least significant bit.
    static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
        var r: UInt32 = 0
        for i in 0..<length where code & (1 << UInt32(i)) != 0 { r |= 1 << UInt32(length - 1 - i) }
        return r
    }

    /// The fixed code of literal/length symbol `s`.
    static func symbol(_ s: Int) -> Code {
        switch s {
        case 0...143: return Code(code: reversed(UInt32(0x30 + s), 8), length: 8)
        case 144...255: return Code(code: reversed(UInt32(0x190 + s - 144), 9), length: 9)
        case 256...279: return Code(code: reversed(UInt32(s - 256), 7), length: 7)
        default: return Code(code: reversed(UInt32(0xC0 + s - 280), 8), length: 8)
        }
    }

    static let literalCodes: [Code] = (0..<256).map(symbol)

    /// For each match length 3...258: the length symbol, its extra bits, and distance code 0
    /// (five zero bits: distance 1), as one bit string.
    static let lengthCodes: [Code] = {
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                     131, 163, 195, 227, 258]
        let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var table = [Code](repeating: Code(code: 0, length: 0), count: 259)
        for length in 3...258 {
            let i = (bases.lastIndex { $0 <= length })!
            let sym = symbol(257 + i)
            let extra = UInt32(length - bases[i])
            table[length] = Code(code: sym.code | extra << UInt32(sym.length), length: sym.length + extras[i] + 5)
        }
        return table
    }()
}
