import CPNG

/// One chunk of a PNG file: its 4-letter type and its data, CRC already checked.
package struct PNGChunk: Equatable {
    /// The chunk type, e.g. "IHDR", "IDAT", "fcTL".
    package let type: String
    /// The data bytes (without length, type and CRC).
    package let data: ArraySlice<UInt8>
    /// Where the chunk's length field starts in the file, for error messages.
    package let offset: Int

    /// The big-endian 32-bit number at `index` bytes into the data.
    package func uint32(at index: Int) -> UInt32 {
        let i = data.startIndex + index
        return UInt32(data[i]) << 24 | UInt32(data[i + 1]) << 16 | UInt32(data[i + 2]) << 8 | UInt32(data[i + 3])
    }

    /// The big-endian 16-bit number at `index` bytes into the data.
    package func uint16(at index: Int) -> UInt16 {
        let i = data.startIndex + index
        return UInt16(data[i]) << 8 | UInt16(data[i + 1])
    }
}

/// Splits a PNG file into its chunks, the counterpart of `PNGChunkWriter`: checks the
/// signature, every length and every CRC (zlib's `crc32`), and that the file ends with IEND.
///
/// libpng reads chunks too, but Debian's libpng 1.6 has no APNG support and skips the
/// animation chunks, so the animated-PNG code reads the chunk layer itself.
package enum PNGChunkReader {
    /// The chunks of `bytes`, in file order, IEND last.
    ///
    /// Throws `PNGError.notPNG` without the signature and `APNGError.malformed` naming the
    /// offset for a truncated chunk, a CRC mismatch, a missing IEND or bytes after it.
    package static func chunks(in bytes: [UInt8]) throws -> [PNGChunk] {
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(PNGChunkWriter.signature) else {
            throw PNGError.notPNG
        }
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset < bytes.count {
            guard bytes.count - offset >= 12 else {
                throw APNGError.malformed("truncated chunk header at byte \(offset)")
            }
            let length = Int(readUInt32(bytes, offset))
            guard length <= PNGChunkWriter.maxChunkData, bytes.count - offset - 12 >= length else {
                throw APNGError.malformed(
                    "chunk at byte \(offset) claims \(length) data bytes, more than the file holds")
            }
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw APNGError.malformed("chunk at byte \(offset) has an invalid type")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let stored = readUInt32(bytes, offset + 8 + length)
            let computed = bytes.withUnsafeBufferPointer { buffer -> UInt32 in
                UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress! + offset + 4, uInt(length + 4)))
            }
            guard stored == computed else {
                throw APNGError.malformed("\(type) chunk at byte \(offset) has a bad CRC")
            }
            chunks.append(PNGChunk(type: type, data: bytes[(offset + 8)..<(offset + 8 + length)], offset: offset))
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard chunks.last?.type == "IEND" else { throw APNGError.malformed("the file ends without an IEND chunk") }
        guard offset == bytes.count else {
            throw APNGError.malformed("\(bytes.count - offset) bytes follow the IEND chunk")
        }
        return chunks
    }

    private static func readUInt32(_ bytes: [UInt8], _ i: Int) -> UInt32 {
        UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }
}
