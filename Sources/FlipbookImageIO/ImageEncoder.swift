import FlipbookCore
import FlipbookPNG

/// Writes images back to bytes, for `UIImage.pngData()`.
public enum ImageEncoder {
    /// `bitmap` as a PNG file's bytes (zlib level 6: small files), through `PNGEncoder`.
    public static func png(_ bitmap: Bitmap) throws -> [UInt8] {
        try PNGEncoder(compressionLevel: 6).encode(bitmap)
    }
}
