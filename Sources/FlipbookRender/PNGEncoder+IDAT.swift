import CPNG

/// The image data: one zlib stream (RFC 1950) spread over IDAT chunks.
///
/// zlib runs in raw-deflate mode and the encoder writes the 2-byte zlib header
/// and the Adler-32 trailer itself, because at level 1 runs of rows that repeat
/// the row above are not fed to zlib byte by byte but spliced in as ready-made
/// deflate fragments (`PNGZeroRowFragments`), which zlib's own checksum would
/// not see.
extension PNGEncoder {
    /// Filtered rows handed to zlib per call, in bytes: large enough that the
    /// per-call overhead vanishes, small enough to stay in the L2 cache.
    static let batchBytes = 1 << 16
    /// Runs of at least this many repeated rows are spliced; shorter ones go
    /// through zlib with their neighbours, since a splice costs a full flush
    /// (an end of block, 5 bytes and a new block header).
    static let spliceMinimumRows = 4

    /// Writes the IDAT chunk(s) for the RGBA8 `image`, keeping `channels` (3 or 4).
    func writeImageData(
        _ image: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int, to writer: PNGChunkWriter
    ) throws {
        let level = Int32(compressionLevel)
        let rowBytes = 1 + width * channels
        let main = try PNGDeflateStream(level: level, strategy: deflateStrategy)
        let spliceMinimum = splicesRepeatedRows ? Self.spliceMinimumRows : Int.max
        var zeroRows: PNGZeroRowFragments?  // Made at the first splice.
        let rowsPerBatch = max(1, Self.batchBytes / rowBytes)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowsPerBatch * rowBytes)
        defer { scratch.deallocate() }
        var adler = PNGAdler32()
        var batchRows = 0
        var mainHasData = false  // Input went into `main` since its last full flush.

        func deflateBatch(flush: Int32) throws {
            let batch = UnsafeRawBufferPointer(start: scratch, count: batchRows * rowBytes)
            adler.update(batch)
            try main.deflate(batch, flush: flush, output: writer.idatRoom, commit: writer.commit)
            mainHasData = flush == Z_NO_FLUSH
            batchRows = 0
        }

        writer.openChunk("IDAT")
        Self.zlibHeader(level: compressionLevel, strategy: deflateStrategy).withUnsafeBytes(writer.appendIDAT)
        var y = 0
        while y < height {
            let run = PNGRowFilter.repeatedRows(from: y, of: image, width: width, height: height)
            if run >= spliceMinimum {
                if batchRows > 0 || mainHasData {
                    // Full flush: byte-aligned, and zlib forgets its history, so
                    // nothing after the splice refers back across it.
                    try deflateBatch(flush: Z_FULL_FLUSH)
                }
                if zeroRows == nil {
                    zeroRows = try PNGZeroRowFragments(rowBytes: rowBytes, level: level, strategy: deflateStrategy)
                }
                try zeroRows!.append(rows: run, to: writer)
                adler.updateZeroRows(count: run, filterByte: PNGZeroRowFragments.filterByte, zeros: rowBytes - 1)
                y += run
                continue
            }
            for _ in 0..<max(run, 1) {
                if batchRows == rowsPerBatch { try deflateBatch(flush: Z_NO_FLUSH) }
                PNGRowFilter.filterRow(y, of: image, width: width, channels: channels, into: scratch + batchRows * rowBytes)
                batchRows += 1
                y += 1
            }
        }
        try deflateBatch(flush: Z_FINISH)
        let sum = adler.value
        let trailer = [UInt8(sum >> 24), UInt8(sum >> 16 & 0xFF), UInt8(sum >> 8 & 0xFF), UInt8(sum & 0xFF)]
        trailer.withUnsafeBytes(writer.appendIDAT)
        writer.closeChunk()
    }

    /// The zlib stream header (RFC 1950): deflate with a 32 KiB window, the level
    /// hint zlib itself would write, and the check bits.
    static func zlibHeader(level: Int, strategy: Int32) -> [UInt8] {
        let cmf: UInt16 = 0x78
        let hint: UInt16 = strategy >= Z_HUFFMAN_ONLY || level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var flg = hint << 6
        flg += (31 - (cmf << 8 | flg) % 31) % 31
        return [UInt8(cmf), UInt8(flg)]
    }
}
