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
    /// zlib compression level: 0 stores without compressing, 1 (the default) is the
    /// fast path tuned for frames, 2...9 are zlib's usual trade-off up to 9, the
    /// smallest and slowest.
    ///
    /// Level 1 uses zlib's `Z_RLE` strategy and splices repeated rows (see
    /// `PNGEncoder+IDAT.swift`); the other levels feed every row to zlib with
    /// `Z_DEFAULT_STRATEGY`. On a 750 x 1334 showcase-like frame: level 1 takes
    /// 0.9 ms for 11.4 kB, level 6 18 ms for 8.5 kB, level 9 28 ms for 7.1 kB.
    public var compressionLevel: Int

    /// Overrides the zlib strategy chosen from the level; for tests and measurements.
    var strategyOverride: Int32?

    /// Writes RGBA even when every pixel is opaque, so that the frames of one animated PNG
    /// share a colour type (`APNGEncoder`).
    var alwaysRGBA = false

    /// The zlib strategy: `Z_RLE` (matches at distance 1 only) at level 1,
    /// `Z_DEFAULT_STRATEGY` otherwise.
    ///
    /// Why: Up-filtered frames are runs of equal bytes, which is all `Z_RLE` looks
    /// for. Measured at level 1 with splicing on the frame above: `Z_RLE` 0.9 ms and
    /// 11.4 kB, `Z_DEFAULT_STRATEGY` 1.0 ms and 21.4 kB; on a frame whose rows all
    /// differ (a rotated card) 5.7 ms / 17.4 kB against 5.0 ms / 27.3 kB; on noise
    /// 29 ms against 73 ms. `Z_RLE` ignores the level (zlib's run matcher has no
    /// search depth to tune), so levels 2...9 use the default strategy, which does.
    var deflateStrategy: Int32 {
        strategyOverride ?? (compressionLevel == 1 ? Z_RLE : Z_DEFAULT_STRATEGY)
    }

    /// Whether runs of repeated rows are spliced in as precompressed fragments
    /// instead of going through zlib: at level 1, the fast path. Higher levels
    /// want the smallest file, and zlib alone compresses such runs better (it can
    /// match the whole row above), though it takes 5 to 30 times as long.
    var splicesRepeatedRows: Bool { compressionLevel == 1 }

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
        guard (0...9).contains(compressionLevel) else {
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
        let opaque = !alwaysRGBA && PNGRowFilter.isOpaque(UnsafeRawBufferPointer(pixels))
        let channels = opaque ? 3 : 4
        // Flat frames compress about 300:1; start small and let the writer grow.
        let writer = PNGChunkWriter(capacity: (1 << 16) + height * (1 + width * channels) / 64)
        writer.append(PNGChunkWriter.signature)
        writer.writeChunk("IHDR", Self.header(width: width, height: height, opaque: opaque))
        try writeImageData(pixels.baseAddress!, width: width, height: height, channels: channels, to: writer)
        writer.writeChunk("IEND", [])
        return writer.bytes()
    }

    /// IHDR data: width, height, bit depth 8, colour type 2 (RGB) or 6 (RGBA),
    /// compression 0, filter method 0, no interlace.
    private static func header(width: Int, height: Int, opaque: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        for value in [UInt32(width), UInt32(height)] {
            bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        bytes += [8, opaque ? 2 : 6, 0, 0, 0]
        return bytes
    }
}
