import Foundation

/// Why reading, writing, encoding or decoding a PNG failed.
///
/// Every case keeps what the C library or the operating system said, so the
/// original cause survives (design rule 6). There is no UIKit counterpart:
/// `UIImage(data:)` returns nil and loses the reason.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which limit a too-large image ran into.
    public enum SizeLimit: Equatable, Sendable {
        /// `PNGDecoder.maxSide`: the most pixels allowed along either side.
        case maxSide(Int)
        /// `PNGDecoder.maxPixels`: the most pixels (width times height) allowed.
        case maxPixels(Int)
        /// A hard limit of the PNG format (2^31 - 1 pixels a side) or of libpng's
        /// 32-bit row stride (2^29 - 1 RGBA pixels a side); cannot be raised.
        case format(Int)
    }

    /// The bytes do not start with the 8-byte PNG signature (or there are fewer than 8).
    case notPNG
    /// libpng refused the data; `message` is libpng's own text (from `png_image.message`).
    case libpng(message: String)
    /// The image is larger than `limit` allows; nothing was allocated for its pixels.
    case tooLarge(width: Int, height: Int, limit: SizeLimit)
    /// A zlib call returned `code`; `message` is zlib's text for it.
    case zlib(code: Int32, message: String)
    /// A file operation on `path` failed; `message` is the operating system's text (`strerror`).
    case io(path: String, message: String)
    /// `PNGEncoder.compressionLevel` is outside zlib's range 0...9.
    case invalidCompressionLevel(Int)
    /// The bitmap's `pixels` array does not hold `width * height * 4` bytes.
    case pixelCountMismatch(width: Int, height: Int, byteCount: Int)

    /// A sentence that names the bad value and, where there is one, the way out.
    public var description: String {
        switch self {
        case .notPNG:
            return "The data is not a PNG: it does not start with the 8-byte PNG signature."
        case .libpng(let message):
            return "libpng could not decode the PNG: \(message)."
        case .tooLarge(let width, let height, let limit):
            let size = "The PNG is \(width) x \(height) pixels"
            switch limit {
            case .maxSide(let side):
                return "\(size), more than the decoder's maxSide of \(side) pixels a side; "
                    + "raise PNGDecoder.maxSide to decode it."
            case .maxPixels(let pixels):
                return "\(size), more than the decoder's maxPixels of \(pixels) pixels in all; "
                    + "raise PNGDecoder.maxPixels to decode it."
            case .format(let side):
                return "\(size), more than the PNG format or libpng allow (\(side) pixels a side)."
            }
        case .zlib(let code, let message):
            return "zlib failed with code \(code): \(message)."
        case .io(let path, let message):
            return "Could not access '\(path)': \(message)."
        case .invalidCompressionLevel(let level):
            return "PNG compression level \(level) is out of range; zlib accepts 0...9."
        case .pixelCountMismatch(let width, let height, let byteCount):
            return "A \(width) x \(height) bitmap needs \(width * height * 4) pixel bytes "
                + "but has \(byteCount)."
        }
    }
}
