import CPNG
import Glibc

/// The image data: one zlib stream (RFC 1950) in IDAT chunks.
///
/// Level 1, the fast path for frames, is `PNGEncoder+RunLength.swift`; levels 0 and 2...9
/// go through zlib here with the default strategy for the smallest files, level 9 also
/// choosing each row's filter.
extension PNGEncoder {
    /// Filtered rows handed to zlib per call, in bytes: large enough that the per-call
    /// overhead vanishes, small enough to stay in the L2 cache.
    static let batchBytes = 1 << 16

    /// Writes the IDAT chunk(s) for the RGBA8 `image` through zlib (levels 0 and 2...9),
    /// keeping `channels` (3 or 4).
    func writeZlibImageData(
        _ image: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int, to writer: PNGChunkWriter
    ) throws {
        let rowBytes = 1 + width * channels
        let stream = try PNGDeflateStream(level: Int32(compressionLevel), strategy: deflateStrategy)
        let rowsPerBatch = max(1, Self.batchBytes / rowBytes)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowsPerBatch * rowBytes)
        defer { scratch.deallocate() }
        // Level 9 chooses each row's filter (PNGRowFilter+Adaptive.swift).
        let adaptive = compressionLevel == 9
        let filterScratch = UnsafeMutablePointer<UInt8>.allocate(capacity: adaptive ? 7 * width * channels : 0)
        defer { filterScratch.deallocate() }
        var adler = PNGAdler32()
        var batchRows = 0

        func deflateBatch(flush: Int32) throws {
            let batch = UnsafeRawBufferPointer(start: scratch, count: batchRows * rowBytes)
            adler.update(batch)
            try stream.deflate(batch, flush: flush, output: writer.idatRoom, commit: writer.commit)
            batchRows = 0
        }

        writer.openChunk("IDAT")
        Self.zlibHeader(level: compressionLevel).withUnsafeBytes(writer.appendIDAT)
        for y in 0..<height {
            if batchRows == rowsPerBatch { try deflateBatch(flush: Z_NO_FLUSH) }
            if adaptive {
                PNGRowFilter.filterRowAdaptive(
                    y, of: image, width: width, channels: channels, into: scratch + batchRows * rowBytes,
                    scratch: filterScratch)
            } else {
                PNGRowFilter.filterRow(
                    y, of: image, width: width, channels: channels, into: scratch + batchRows * rowBytes)
            }
            batchRows += 1
        }
        try deflateBatch(flush: Z_FINISH)
        let sum = adler.value
        let trailer = BigEndian.bytes(sum)
        trailer.withUnsafeBytes(writer.appendIDAT)
        writer.closeChunk()
    }

    /// The zlib stream header (RFC 1950): deflate with a 32 KiB window, the level hint zlib
    /// itself would write, and the check bits.
    static func zlibHeader(level: Int) -> [UInt8] {
        let cmf: UInt16 = 0x78
        let hint: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var flg = hint << 6
        flg += (31 - (cmf << 8 | flg) % 31) % 31
        return [UInt8(cmf), UInt8(flg)]
    }
}
