import CPNG

/// The Adler-32 checksum that ends the zlib stream inside IDAT (RFC 1950), kept by the
/// encoder because zlib runs in raw-deflate mode (see `PNGEncoder+IDAT.swift`).
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
}
