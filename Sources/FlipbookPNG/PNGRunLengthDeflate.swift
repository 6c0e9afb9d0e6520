import Glibc

/// A deflate encoder (RFC 1951) for Up-filtered frames whose only matches are runs of the
/// previous byte (distance 1), in blocks of dynamic Huffman codes fitted to each block.
///
/// Why not zlib at the fast level: after the Up filter a frame is mostly long runs of zero
/// bytes, and zlib still spends time on every byte of a run (5 ms for a 750 x 1334 frame
/// whose rows all differ, such as a rotated card). Here a run is found eight bytes at a time
/// and costs one token per 258 bytes, and the Adler-32 sum of a run is computed in closed
/// form, so the cost follows the number of tokens, not of bytes. Tokens are kept for a
/// block (at most `blockTokens`), counted, and written with codes made for them: the
/// filtered bytes are mostly small differences, which the dynamic codes write in 2 to 6
/// bits where the fixed codes took 8 or 9. Files are still larger than zlib's (no
/// long-distance matches); levels 2...9 use zlib for size.
///
/// The stream is a function of the bytes appended only: each maximal run of one byte value
/// becomes a literal and matches of the rest, whatever the calls that appended it, and a
/// block ends after exactly `blockTokens` tokens. Noncopyable: it owns its buffers (token
/// list, counts, code table, output), allocated once and freed when it ends.
struct PNGRunLengthDeflate: ~Copyable {
    /// Tokens a block holds before it is written (bounds the memory).
    static let blockTokens = 1 << 15

    /// Tokens of the block being collected: a literal byte (0...255), or 256 + a match
    /// length (3...258) at distance 1.
    private let tokens: UnsafeMutablePointer<UInt16>
    private var tokenCount = 0
    /// How often each literal/length symbol (0...285) occurs in the block.
    private let counts: UnsafeMutablePointer<Int>
    /// Each token's whole bit string (its code, a length's extra bits and the distance
    /// code), as bits | length << 32; rebuilt for each block.
    private let table: UnsafeMutablePointer<UInt64>
    /// The length symbol (257...285) of each match length 3...258.
    private let lengthSymbols: UnsafeMutablePointer<UInt16>

    private var output: UnsafeMutableRawPointer
    private var outputCount = 0
    private var outputCapacity: Int
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0

    // Adler-32 of the uncompressed data (RFC 1950), kept as running sums reduced only every
    // so often (`unreduced` bytes since the last reduction; see `adler(_:_:)`).
    private var adlerA: UInt64 = 1
    private var adlerB: UInt64 = 0
    private var unreduced = 0
    private static let adlerModulus: UInt64 = 65_521

    // The run being collected: `pendingCount` copies of `pendingValue` not yet written.
    private var pendingValue: UInt8 = 0
    private var pendingCount = 0

    /// Starts the stream, with room for `capacity` output bytes before it first grows.
    init(capacity: Int) {
        tokens = .allocate(capacity: Self.blockTokens + 1)
        counts = .allocate(capacity: 286)
        counts.initialize(repeating: 0, count: 286)
        table = .allocate(capacity: 256 + 259)
        lengthSymbols = .allocate(capacity: 259)
        lengthSymbols.initialize(repeating: 0, count: 259)
        for length in 3...258 {
            lengthSymbols[length] = UInt16(257 + Self.lengthBase.lastIndex { $0 <= length }!)
        }
        outputCapacity = max(capacity, 1 << 12)
        guard let memory = malloc(outputCapacity) else { fatalError("PNG encoder: out of memory") }
        output = memory
    }

    deinit {
        tokens.deallocate()
        counts.deallocate()
        table.deallocate()
        lengthSymbols.deallocate()
        free(output)
    }

    /// The Adler-32 checksum of everything appended (valid after `finish()`).
    var adler32: UInt32 { UInt32(truncatingIfNeeded: adlerB << 16 | adlerA) }

    // MARK: - Appending bytes

    /// Appends `count` copies of `value` without reading memory.
    @inline(__always)
    mutating func append(_ value: UInt8, count: Int) {
        guard count > 0 else { return }
        adler(value, count)
        if pendingCount > 0 && value == pendingValue {
            pendingCount += count
        } else {
            flushPending()
            pendingValue = value
            pendingCount = count
        }
    }

    /// Appends `count` bytes at `data`: runs are found eight bytes at a time; the first joins
    /// the pending run when it has the same value, the last becomes the pending run, and the
    /// ones between are written as they are found.
    mutating func append(_ data: UnsafePointer<UInt8>, count n: Int) {
        guard n > 0 else { return }
        // The loops below add to the Adler-32 sums unreduced: at most 2^24 bytes between
        // reductions (see `adler(_:_:)`), so a long buffer goes in pieces.
        let piece = 1 << 20
        if n > piece {
            append(data, count: piece)
            append(data + piece, count: n - piece)
            return
        }
        if unreduced + n > 1 << 24 { reduceAdler() }
        let first = data[0]
        let i = Self.runEnd(data, from: 1, to: n, of: first)
        append(first, count: i)
        guard i < n else { return }
        flushPending()
        unreduced += n - i
        // Each byte makes at most one token: when the whole rest fits in the block, no token
        // needs to check for the block's end.
        if tokenCount + (n - i) < Self.blockTokens {
            appendRuns(data, from: i, to: n)
        } else {
            appendRunsChecked(data, from: i, to: n)
        }
    }

    /// The runs of `data[i..<n]` (the pending run is empty and `i` starts a run): all but
    /// the last written as tokens, the last made the pending run; their Adler-32 added
    /// unreduced. The block has room for `n - i` more tokens, so none is checked; the state
    /// the loop changes is kept in locals (stores through `tokens` could otherwise be taken
    /// to change it).
    private mutating func appendRuns(_ data: UnsafePointer<UInt8>, from start: Int, to n: Int) {
        let tokens = self.tokens, counts = self.counts, lengthSymbols = self.lengthSymbols
        var a = adlerA, b = adlerB, t = tokenCount
        var i = start
        while true {
            // Runs of one to three bytes are all literals: eight bytes with no four alike in a
            // row, the last unlike the byte after it, are eight literals, written at once.
            while i + 9 <= n {
                let w = UInt64(littleEndian: UnsafeRawPointer(data + i).loadUnaligned(as: UInt64.self))
                let next = UInt64(littleEndian: UnsafeRawPointer(data + i + 1).loadUnaligned(as: UInt64.self))
                let same = Self.zeroBytes(w ^ next)  // byte k's top bit: data[i + k] == data[i + k + 1]
                guard same & (same &>> 8) & (same &>> 16) == 0 && same &>> 63 == 0 else { break }
                let bytes = UnsafeRawPointer(data + i).loadUnaligned(as: SIMD8<UInt8>.self)
                UnsafeMutableRawPointer(tokens + t).storeBytes(
                    of: SIMD8<UInt16>(truncatingIfNeeded: bytes), as: SIMD8<UInt16>.self)
                t += 8
                var rest = w
                for _ in 0..<8 {
                    let v = rest & 0xFF
                    counts[Int(v)] += 1
                    a &+= v
                    b &+= a
                    rest >>= 8
                }
                i += 8
            }
            let value = data[i]
            let v = UInt64(value)
            var end = i + 1
            if end < n && data[end] == value { end = Self.runEnd(data, from: end + 1, to: n, of: value) }
            let r = end - i
            if r == 1 {
                a &+= v
                b &+= a
            } else {
                let rr = UInt64(r)
                b &+= rr &* a &+ v &* ((rr &* (rr &+ 1)) >> 1)
                a &+= rr &* v
            }
            if end == n {
                pendingValue = value
                pendingCount = r
                break
            }
            tokens[t] = UInt16(value)
            t += 1
            counts[Int(value)] += 1
            if r > 1 {
                // The same tokens as `repeatPrevious`.
                var left = r - 1
                while left >= 3 {
                    let length = min(left, 258)
                    let take = (left - length > 0 && left - length < 3) ? length - 3 : length
                    tokens[t] = UInt16(256 + take)
                    t += 1
                    counts[Int(lengthSymbols[take])] += 1
                    left -= take
                }
                counts[Int(value)] += left
                while left > 0 {
                    tokens[t] = UInt16(value)
                    t += 1
                    left -= 1
                }
            }
            i = end
        }
        adlerA = a
        adlerB = b
        tokenCount = t
    }

    /// `appendRuns` where the block may fill up on the way: every token checked.
    private mutating func appendRunsChecked(_ data: UnsafePointer<UInt8>, from start: Int, to n: Int) {
        var i = start
        while true {
            let value = data[i]
            var end = i + 1
            if end < n && data[end] == value { end = Self.runEnd(data, from: end + 1, to: n, of: value) }
            let r = UInt64(end - i), v = UInt64(value)
            adlerB &+= r &* adlerA &+ v &* ((r &* (r &+ 1)) >> 1)
            adlerA &+= r &* v
            if end == n {
                pendingValue = value
                pendingCount = end - i
                return
            }
            emitRun(value, end - i)
            i = end
        }
    }

    /// The top bit of each byte of `x` that is zero, and nothing else: adding 0x7F to a
    /// byte's low seven bits sets its top bit unless they are all clear, with no carry into
    /// the next byte.
    @inline(__always)
    static func zeroBytes(_ x: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & low) &+ low) | x) & ~low
    }

    /// The end of the run of `value` that continues at `from`: the first index in
    /// `from..<limit` whose byte differs, or `limit`; eight bytes at a time.
    @inline(__always)
    static func runEnd(_ p: UnsafePointer<UInt8>, from: Int, to limit: Int, of value: UInt8) -> Int {
        let pattern = UInt64(value) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(p)
        var j = from
        while j + 8 <= limit {
            let difference = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) ^ pattern
            if difference != 0 { return j + UInt64(littleEndian: difference).trailingZeroBitCount >> 3 }
            j += 8
        }
        while j < limit, p[j] == value { j += 1 }
        return j
    }

    /// Adds `count` copies of `value` to the Adler-32 sums: a grows by the value each byte
    /// and b by each new a, so a run is `b += count * a + value * count (count + 1) / 2`,
    /// `a += count * value`. The sums are reduced modulo 65,521 only when they could
    /// otherwise grow past 64 bits: runs of at most 4,096 bytes go unreduced for up to 2^24
    /// bytes (a stays under 2^33, b under 2^58); a longer run is reduced before and after.
    @inline(__always)
    private mutating func adler(_ value: UInt8, _ count: Int) {
        let v = UInt64(value)
        if count == 1 {
            adlerA &+= v
            adlerB &+= adlerA
            unreduced &+= 1
        } else if count <= 4_096 {
            let r = UInt64(count)
            adlerB &+= r &* adlerA &+ v &* (r &* (r &+ 1) / 2)
            adlerA &+= r &* v
            unreduced &+= count
        } else {
            reduceAdler()
            var left = UInt64(count)
            while left > 0 {
                // r (r + 1) / 2 * 255 stays under 2^64 for r up to 2^28.
                let r = min(left, 1 << 28)
                adlerB = (adlerB + r * adlerA + v * (r * (r + 1) / 2)) % Self.adlerModulus
                adlerA = (adlerA + r * v) % Self.adlerModulus
                left -= r
            }
            return
        }
        if unreduced >= 1 << 24 { reduceAdler() }
    }

    private mutating func reduceAdler() {
        adlerA %= Self.adlerModulus
        adlerB %= Self.adlerModulus
        unreduced = 0
    }

    // MARK: - Tokens

    /// Records the pending run: its first byte as a literal, the rest as matches.
    @inline(__always)
    private mutating func flushPending() {
        guard pendingCount > 0 else { return }
        emitRun(pendingValue, pendingCount)
        pendingCount = 0
    }

    /// A whole run of `count` (at least 1) copies of `value`, its Adler-32 already added.
    @inline(__always)
    private mutating func emitRun(_ value: UInt8, _ count: Int) {
        token(UInt16(value), symbol: Int(value))
        if count > 1 { repeatPrevious(value, count - 1) }
    }

    @inline(__always)
    private mutating func token(_ t: UInt16, symbol: Int) {
        tokens[tokenCount] = t
        tokenCount += 1
        counts[symbol] += 1
        if tokenCount == Self.blockTokens { writeBlock(final: false) }
    }

    /// `count` more copies of the byte just written: matches of at most 258 at distance 1,
    /// a remainder under 3 as literals.
    private mutating func repeatPrevious(_ value: UInt8, _ count: Int) {
        var left = count
        while left >= 3 {
            let length = min(left, 258)
            // A remainder of 1 or 2 after a 258 would need literals; 256 leaves 3 or 4.
            let take = (left - length > 0 && left - length < 3) ? length - 3 : length
            token(UInt16(256 + take), symbol: Int(lengthSymbols[take]))
            left -= take
        }
        while left > 0 {
            token(UInt16(value), symbol: Int(value))
            left -= 1
        }
    }

    /// Ends the last block and the stream, padding the last byte with zero bits; the
    /// compressed bytes.
    mutating func finish() -> [UInt8] {
        flushPending()
        writeBlock(final: true)
        reserve(8)
        while bitCount > 0 {
            output.storeBytes(of: UInt8(truncatingIfNeeded: bitBuffer), toByteOffset: outputCount, as: UInt8.self)
            outputCount += 1
            bitBuffer >>= 8
            bitCount = max(bitCount - 8, 0)
        }
        reduceAdler()
        return [UInt8](UnsafeRawBufferPointer(start: output, count: outputCount))
    }

    // MARK: - Bits

    /// Room for `extra` more output bytes beyond the 8 that a 64-bit store may touch.
    private mutating func reserve(_ extra: Int) {
        let needed = outputCount + extra + 8
        guard needed > outputCapacity else { return }
        var capacity = outputCapacity
        while capacity < needed { capacity *= 2 }
        guard let memory = realloc(output, capacity) else { fatalError("PNG encoder: out of memory") }
        output = memory
        outputCapacity = capacity
    }

    /// Writes the low `length` bits of `code` (at most 32), with a growth check.
    private mutating func put(_ code: UInt32, _ length: Int) {
        reserve(8)
        putReserved(UInt64(code), length)
    }

    /// Writes the low `length` bits of `code` (at most 32) where room is reserved: the whole
    /// 64-bit buffer (under 8 bits pending, so at most 39 in it) is stored and the count of
    /// whole bytes in it moves on.
    @inline(__always)
    private mutating func putReserved(_ code: UInt64, _ length: Int) {
        bitBuffer |= code &<< UInt64(bitCount)
        bitCount += length
        output.storeBytes(of: bitBuffer.littleEndian, toByteOffset: outputCount, as: UInt64.self)
        let whole = bitCount &>> 3
        outputCount += whole
        bitBuffer = bitBuffer &>> UInt64(whole &<< 3)
        bitCount &= 7
    }

    // MARK: - Blocks

    /// Writes the collected tokens as one block with dynamic codes (BTYPE 10) and starts the
    /// next block's counts.
    private mutating func writeBlock(final: Bool) {
        counts[256] += 1  // end of block
        let literalLengths = PNGHuffman.lengths(Array(UnsafeBufferPointer(start: counts, count: 286)), maxLength: 15)
        // Distance code 0 (distance 1) is the only one used; two codes of one bit keep the
        // distance code complete, which every inflater accepts.
        let distanceLengths = [1, 1]
        let literalCodes = PNGHuffman.codes(literalLengths)
        put(final ? 1 : 0, 1)
        put(0b10, 2)
        writeCodeLengths(literalLengths, distanceLengths)
        // Each token's whole bit string: a literal's code, or a length's code, extra bits and
        // the distance code "0" (at most 15 + 5 + 1 bits).
        for v in 0..<256 { table[v] = UInt64(literalCodes[v].bits) | UInt64(literalCodes[v].length) << 32 }
        for length in 0..<3 { table[256 + length] = 0 }
        for length in 3...258 {
            let symbol = Int(lengthSymbols[length])
            let c = literalCodes[symbol], extra = Self.lengthExtraBits[symbol - 257]
            guard c.length > 0 else {
                table[256 + length] = 0
                continue
            }
            let extraBits = UInt32(length - Self.lengthBase[symbol - 257])
            table[256 + length] = UInt64(c.bits | extraBits << UInt32(c.length)) | UInt64(c.length + extra + 1) << 32
        }
        // At most 21 bits a token.
        reserve(tokenCount * 3 + 16)
        // Two tokens at a time: their bit strings joined (42 bits at most, 49 with the 7 left
        // over), then the whole bytes stored.
        var buffer = bitBuffer, bits = UInt64(bitCount), at = outputCount
        let out = output, table = self.table, tokens = self.tokens
        // An odd last token is joined with token 256, which writes nothing.
        tokens[tokenCount] = 256
        var k = 0
        while k < tokenCount {
            let first = table[Int(tokens[k])]
            let second = table[Int(tokens[k + 1])]
            let firstLength = first &>> 32
            buffer |= ((first & 0xFFFF_FFFF) | (second & 0xFFFF_FFFF) &<< firstLength) &<< bits
            bits &+= firstLength &+ second &>> 32
            out.storeBytes(of: buffer.littleEndian, toByteOffset: at, as: UInt64.self)
            at &+= Int(truncatingIfNeeded: bits &>> 3)
            buffer = buffer &>> (bits & ~7)
            bits &= 7
            k += 2
        }
        bitBuffer = buffer
        bitCount = Int(bits)
        outputCount = at
        let end = literalCodes[256]
        put(end.bits, end.length)
        tokenCount = 0
        counts.update(repeating: 0, count: 286)
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
}
