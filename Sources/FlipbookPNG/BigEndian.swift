/// The one spelling of PNG's byte order: numbers as bytes, most significant first (chunk
/// lengths, IHDR and fcTL fields, zlib's Adler-32 trailer).
package enum BigEndian {
    /// The four bytes of `value`.
    package static func bytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
