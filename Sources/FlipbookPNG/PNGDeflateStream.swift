import CPNG

/// One zlib deflate stream: the only place that calls `deflateInit2`, `deflate` and
/// `deflateEnd`, and turns their status codes into `PNGError.zlib`.
///
/// A class because it owns a C resource: the `z_stream` lives at a fixed address
/// (zlib checks that the pointer it is handed is the one it was initialised with)
/// and `deflateEnd` runs in `deinit`.
final class PNGDeflateStream {
    private let stream: UnsafeMutablePointer<z_stream>

    /// Starts a raw deflate stream (no zlib header or Adler-32 trailer: the encoder
    /// writes those itself, see `PNGEncoder+IDAT.swift`) with a 32 KiB window, at
    /// `level` (0...9) and `strategy` (`Z_DEFAULT_STRATEGY`, `Z_RLE`, ...).
    init(level: Int32, strategy: Int32) throws {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = deflateInit2_(
            stream, level, Z_DEFLATED, -15, 8, strategy,
            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            let error = PNGDeflateStream.error(status, stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw error
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Starts the stream afresh with the same settings (`deflateReset`): what follows
    /// refers to nothing before.
    func reset() throws {
        let status = deflateReset(stream)
        guard status == Z_OK else { throw PNGDeflateStream.error(status, stream) }
    }

    /// Feeds `input` to zlib and applies `flush`, asking `output` for room as it goes.
    ///
    /// `flush` is `Z_NO_FLUSH` (zlib may hold data back), `Z_SYNC_FLUSH` or
    /// `Z_FULL_FLUSH` (everything out, ending on a byte boundary; full also forgets
    /// history), or `Z_FINISH` (ends the deflate stream). `output` returns a free
    /// region to write into (never empty); `commit` is then told how many bytes of
    /// it zlib filled.
    func deflate(
        _ input: UnsafeRawBufferPointer,
        flush: Int32,
        output: () throws -> UnsafeMutableRawBufferPointer,
        commit: (Int) -> Void
    ) throws {
        var remaining = input
        while true {
            // avail_in and avail_out are 32-bit: hand huge buffers over in slices.
            let slice = min(remaining.count, Int(UInt32.max))
            let lastSlice = slice == remaining.count
            if lastSlice && slice == 0 && flush == Z_NO_FLUSH { return }
            let mode = lastSlice ? flush : Z_NO_FLUSH
            let region = try output()
            let room = min(region.count, Int(UInt32.max))
            stream.pointee.next_in = UnsafeMutablePointer(
                mutating: remaining.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.pointee.avail_in = uInt(slice)
            stream.pointee.next_out = region.baseAddress?.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(room)

            let status = CPNG.deflate(stream, mode)
            let roomLeft = Int(stream.pointee.avail_out)
            commit(room - roomLeft)
            let consumed = slice - Int(stream.pointee.avail_in)
            remaining = UnsafeRawBufferPointer(rebasing: remaining[consumed...])
            stream.pointee.next_in = nil
            stream.pointee.next_out = nil

            switch status {
            case Z_STREAM_END where mode == Z_FINISH:
                return
            case Z_OK:
                // Done once the input is in and zlib did not fill the room it had
                // (a full output region may hide more flushed bytes).
                if lastSlice && consumed == slice && mode != Z_FINISH && (mode == Z_NO_FLUSH || roomLeft > 0) {
                    return
                }
            default:
                // Includes Z_BUF_ERROR: with work pending and room to write, zlib
                // always progresses, so "no progress" is a real fault.
                throw PNGDeflateStream.error(status, stream)
            }
        }
    }

    private static func error(_ status: Int32, _ stream: UnsafeMutablePointer<z_stream>) -> PNGError {
        let text = stream.pointee.msg.map { String(cString: $0) } ?? String(cString: zError(status))
        return .zlib(code: status, message: text)
    }
}
