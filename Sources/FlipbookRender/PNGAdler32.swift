import CPNG

/// The Adler-32 checksum that ends the zlib stream inside IDAT (RFC 1950), kept
/// by the encoder because it compresses with raw deflate and splices (see
/// `PNGEncoder+IDAT.swift`).
struct PNGAdler32 {
    private static let modulus: UInt64 = 65_521
    /// The checksum so far; 1 for no data.
    private(set) var value: UInt32 = 1

    /// Adds `bytes`, through zlib's `adler32`.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var sum = uLong(value)
        var rest = bytes
        while !rest.isEmpty {  // adler32 takes a 32-bit length.
            let step = min(rest.count, 1 << 30)
            sum = adler32(sum, rest.baseAddress!.assumingMemoryBound(to: Bytef.self), uInt(step))
            rest = UnsafeRawBufferPointer(rebasing: rest[step...])
        }
        value = UInt32(truncatingIfNeeded: sum)
    }

    /// Adds `count` rows of `filterByte` followed by `zeros` zero bytes without
    /// reading them: a zero byte leaves the sum `a` alone and adds `a` to `b`.
    mutating func updateZeroRows(count: Int, filterByte: UInt8, zeros: Int) {
        var a = UInt64(value & 0xFFFF), b = UInt64(value >> 16)
        let run = UInt64(zeros) % Self.modulus
        for _ in 0..<count {
            a = (a + UInt64(filterByte)) % Self.modulus
            b = (b + a + run * a) % Self.modulus
        }
        value = UInt32(b << 16 | a)
    }
}
