import CPNG
import FlipbookCore

/// Encodes a `Bitmap` as a PNG file in memory: 8-bit RGB (colour type 2) when
/// every pixel is opaque, 8-bit RGBA (colour type 6) otherwise, not interlaced,
/// with only the IHDR, IDAT and IEND chunks (no gamma or colour-space chunks:
/// decoders read it as sRGB).
///
/// Mirrors `UIImage.pngData()`, but as a value with its own settings, and throwing
/// instead of returning nil. The same bitmap and settings always give the same bytes.
public struct PNGEncoder: Hashable, Sendable {
    /// Compression level: 0 stores without compressing, 1 (the default) is the fast path
    /// tuned for frames (`PNGRunLengthDeflate`, not zlib), 2...9 are zlib's usual trade-off
    /// up to 9, the smallest and slowest.
    public var compressionLevel: Int
    /// The levels accepted: 0...9 (`flipbook --compression` reads its range from here).
    public static let compressionLevelRange = 0...9

    /// Overrides the zlib strategy chosen from the level; for tests and measurements.
    var strategyOverride: Int32?

    /// Writes RGBA even when every pixel is opaque, so that the frames of one animated PNG
    /// share a colour type (`APNGEncoder`).
    var alwaysRGBA = false

    /// The zlib strategy for levels 0 and 2...9: `Z_DEFAULT_STRATEGY`, which uses the level's
    /// search depth (zlib's `Z_RLE` would ignore it).
    var deflateStrategy: Int32 { strategyOverride ?? Z_DEFAULT_STRATEGY }

    /// An encoder with the given zlib `compressionLevel` (0...9, default 1).
    public init(compressionLevel: Int = 1) {
        self.compressionLevel = compressionLevel
    }

    /// The PNG file for `bitmap`, as bytes.
    ///
    /// Throws `PNGError.invalidCompressionLevel` for a level outside 0...9,
    /// `.pixelCountMismatch` when `bitmap.pixels` was resized to the wrong length,
    /// and `.zlib` if zlib fails.
    public func encode(_ bitmap: Bitmap) throws -> [UInt8] {
        guard Self.compressionLevelRange.contains(compressionLevel) else {
            throw PNGError.invalidCompressionLevel(compressionLevel)
        }
        let width = bitmap.width, height = bitmap.height
        guard bitmap.pixels.count == width * height * 4 else {
            throw PNGError.pixelCountMismatch(width: width, height: height, byteCount: bitmap.pixels.count)
        }
        let formatLimit = Int(Int32.max)
        guard width <= formatLimit, height <= formatLimit else {
            throw PNGError.tooLarge(width: width, height: height, limit: .format(formatLimit))
        }
        return try bitmap.pixels.withUnsafeBufferPointer { pixels in
            try encode(pixels, width: width, height: height)
        }
    }

    private func encode(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int) throws -> [UInt8] {
        if compressionLevel == 1 { return encodeRunLength(pixels.baseAddress!, width: width, height: height) }
        let opaque = !alwaysRGBA && PNGRowFilter.isOpaque(UnsafeRawBufferPointer(pixels))
        let channels = opaque ? 3 : 4
        // Flat frames compress about 300:1; start small and let the writer grow.
        let writer = PNGChunkWriter(capacity: (1 << 16) + height * (1 + width * channels) / 64)
        writer.append(PNGChunkWriter.signature)
        writer.writeChunk("IHDR", Self.header(width: width, height: height, opaque: opaque))
        try writeZlibImageData(pixels.baseAddress!, width: width, height: height, channels: channels, to: writer)
        writer.writeChunk("IEND", [])
        return writer.bytes()
    }

    /// Level 1: RGB unless a row read while encoding it shows a translucent pixel (then RGBA
    /// from the start), so that an opaque frame is read once.
    private func encodeRunLength(_ image: UnsafePointer<UInt8>, width: Int, height: Int) -> [UInt8] {
        var opaque = !alwaysRGBA
        var data =
            opaque ? Self.runLengthImageData(image, width: width, height: height, channels: 3, opaqueOnly: true) : nil
        if data == nil {
            opaque = false
            data = Self.runLengthImageData(image, width: width, height: height, channels: 4, opaqueOnly: false)
        }
        let (body, sum) = data!
        // appendIDAT asks for 64 KiB of room at a time.
        let writer = PNGChunkWriter(capacity: body.count + (1 << 16) + 128)
        writer.append(PNGChunkWriter.signature)
        writer.writeChunk("IHDR", Self.header(width: width, height: height, opaque: opaque))
        writer.openChunk("IDAT")
        Self.zlibHeader(level: compressionLevel).withUnsafeBytes(writer.appendIDAT)
        body.withUnsafeBytes(writer.appendIDAT)
        BigEndian.bytes(sum).withUnsafeBytes(writer.appendIDAT)
        writer.closeChunk()
        writer.writeChunk("IEND", [])
        return writer.bytes()
    }

    /// IHDR data: width, height, bit depth 8, colour type 2 (RGB) or 6 (RGBA),
    /// compression 0, filter method 0, no interlace.
    private static func header(width: Int, height: Int, opaque: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        for value in [UInt32(width), UInt32(height)] {
            bytes += BigEndian.bytes(value)
        }
        bytes += [8, opaque ? 2 : 6, 0, 0, 0]
        return bytes
    }
}
