import CPNG

/// Deflate fragments for runs of "zero rows": rows identical to the row above,
/// which the Up filter turns into the filter byte 2 followed by zeros.
///
/// Why: zlib spends about a nanosecond on every input byte even when it is one
/// more zero in a long run, and a 750 x 1334 frame is 3 MB of mostly such rows,
/// so feeding them all to zlib costs 4-5 ms a frame. Instead zlib compresses a
/// run of `sizes[i]` zero rows once per encode, from a fresh state and ending in
/// a sync flush: the result is a byte-aligned series of non-final deflate blocks
/// that refers to nothing before it, so it can be copied into the stream any
/// number of times (RFC 1951 allows any sequence of blocks). Every byte is still
/// zlib's output; only the copying is ours.
final class PNGZeroRowFragments {
    /// Run lengths, in rows, that have a fragment; a run is covered greedily,
    /// largest first. 16 rows compress to about 5 bytes a row in 20 microseconds.
    static let sizes = [16, 4, 1]
    /// The filter byte at the start of every zero row: "Up".
    static let filterByte = PNGRowFilter.up

    private let stream: PNGDeflateStream
    private let rowBytes: Int
    private var fragments: [[UInt8]?]

    /// Fragments for rows of `rowBytes` bytes (filter byte included), compressed
    /// with the given zlib settings when first needed.
    init(rowBytes: Int, level: Int32, strategy: Int32) throws {
        self.rowBytes = rowBytes
        stream = try PNGDeflateStream(level: level, strategy: strategy)
        fragments = Array(repeating: nil, count: Self.sizes.count)
    }

    /// Appends the compressed form of `rows` zero rows to the open IDAT data of `writer`.
    func append(rows: Int, to writer: PNGChunkWriter) throws {
        var left = rows
        for (index, size) in Self.sizes.enumerated() {
            while left >= size {
                let bytes = try fragment(index)
                bytes.withUnsafeBytes { writer.appendIDAT($0) }
                left -= size
            }
        }
    }

    private func fragment(_ index: Int) throws -> [UInt8] {
        if let done = fragments[index] { return done }
        let rows = Self.sizes[index]
        let input = UnsafeMutableRawBufferPointer.allocate(byteCount: rows * rowBytes, alignment: 16)
        defer { input.deallocate() }
        input.initializeMemory(as: UInt8.self, repeating: 0)
        for row in 0..<rows { input[row * rowBytes] = Self.filterByte }

        let room = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { room.deallocate() }
        var bytes: [UInt8] = []
        try stream.reset()
        try stream.deflate(
            UnsafeRawBufferPointer(input), flush: Z_SYNC_FLUSH,
            output: { room },
            commit: { bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: room[..<$0])) })
        fragments[index] = bytes
        return bytes
    }
}
