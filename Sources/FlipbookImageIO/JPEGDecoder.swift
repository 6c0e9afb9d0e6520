import CTurboJPEG
import FlipbookCore

/// Decodes a baseline or progressive JPEG (greyscale, YCbCr or RGB) to an 8-bit RGBA `Bitmap`
/// through libjpeg-turbo's TurboJPEG API (`tjDecompressHeader3`, `tjDecompress2`).
///
/// Mirrors what `UIImage(data:)` does with JPEG bytes, but throws an `ImageError` that says
/// why. The header's size is checked against the limits before any pixel memory is
/// allocated, and libjpeg's warnings (for example a truncated file, "Premature end of JPEG
/// file") are errors here (`TJFLAG_STOPONWARNING`), so a damaged file never shows as a
/// half-grey picture. The EXIF orientation tag is not applied (documented difference:
/// UIKit rotates such images). CMYK files are refused by libjpeg-turbo's RGBA conversion.
public struct JPEGDecoder: Hashable, Sendable {
    /// The most pixels (width times height) accepted; default 64 Mi, as `PNGDecoder`.
    public var maxPixels: Int
    /// The most pixels along either side; default 16,384, as `PNGDecoder`.
    public var maxSide: Int

    /// A decoder with the given limits (defaults: those of `PNGDecoder`).
    public init(maxPixels: Int = 64 * 1024 * 1024, maxSide: Int = 16_384) {
        self.maxPixels = maxPixels
        self.maxSide = maxSide
    }

    /// Whether `data` starts with the JPEG start-of-image marker FF D8 FF.
    public static func isJPEG(_ data: [UInt8]) -> Bool {
        data.count >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF
    }

    /// The image in `data`, as RGBA with alpha 255, rows top to bottom.
    ///
    /// Throws `ImageError.tooLarge` when the header's size is over a limit and
    /// `ImageError.jpeg` with libjpeg-turbo's message for anything wrong in the file.
    public func decode(_ data: [UInt8]) throws -> Bitmap {
        guard let handle = tjInitDecompress() else {
            throw ImageError.jpeg(message: Self.message(nil))
        }
        defer { tjDestroy(handle) }
        return try data.withUnsafeBufferPointer { bytes -> Bitmap in
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            try Self.check(
                tjDecompressHeader3(
                    handle, bytes.baseAddress, UInt(bytes.count),
                    &width, &height, &subsampling, &colorspace), handle)
            let w = Int(width), h = Int(height)
            if w > maxSide || h > maxSide || w * h > maxPixels {
                throw ImageError.tooLarge(width: w, height: h, maxSide: maxSide, maxPixels: maxPixels)
            }
            guard w > 0, h > 0 else { throw ImageError.jpeg(message: "the header gives a \(w) x \(h) image") }
            let count = w * h * 4
            let pixels = try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                initialized = 0
                try Self.check(
                    tjDecompress2(
                        handle, bytes.baseAddress, UInt(bytes.count), buffer.baseAddress,
                        width, width * 4, height, Int32(TJPF_RGBA.rawValue),
                        TJFLAG_STOPONWARNING | TJFLAG_ACCURATEDCT), handle)
                initialized = count
            }
            guard let bitmap = Bitmap(width: w, height: h, pixels: pixels) else {
                throw ImageError.jpeg(message: "libjpeg-turbo reported a \(w) x \(h) image")
            }
            return bitmap
        }
    }

    /// The one place where a TurboJPEG status becomes an error: -1 is a failure whose text
    /// `tjGetErrorStr2` keeps.
    private static func check(_ status: Int32, _ handle: tjhandle) throws {
        guard status == 0 else { throw ImageError.jpeg(message: message(handle)) }
    }

    /// libjpeg-turbo's text for the last failure on `handle` (or of `tjInitDecompress`).
    private static func message(_ handle: tjhandle?) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown libjpeg-turbo error" }
        let s = String(cString: text)
        return s.isEmpty ? "unknown libjpeg-turbo error" : s
    }
}
