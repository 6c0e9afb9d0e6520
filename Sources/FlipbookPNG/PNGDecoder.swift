import CPNG
import FlipbookCore

/// Decodes any PNG (1, 2, 4, 8 or 16 bits; grey, grey + alpha, palette with or
/// without transparency, RGB, RGBA; interlaced or not) to an 8-bit RGBA `Bitmap`
/// with straight alpha, using libpng's simplified `png_image` API.
///
/// Mirrors `UIImage(data:)`, but throws a `PNGError` that says why instead of
/// returning nil, and refuses images over `maxSide` / `maxPixels` before any pixel
/// memory is allocated, so a tiny file that claims a huge size (a "dimension bomb")
/// fails fast.
///
/// Colour: 8-bit files without colour chunks are read as sRGB, unchanged. A file
/// with a gAMA or sRGB chunk is converted to sRGB by libpng. A 16-bit file without
/// either is taken to be sRGB too (libpng's `PNG_IMAGE_FLAG_16BIT_sRGB`), as
/// browsers and image editors read it, so 16-bit value `v` becomes `v / 257`
/// rounded; libpng's own default would treat it as linear light and brighten it.
public struct PNGDecoder: Hashable, Sendable {
    /// The most pixels (width times height) accepted. Default 64 Mi (67,108,864:
    /// 256 MiB of RGBA), comfortably above a 3x iPad Pro screen.
    public var maxPixels: Int
    /// The most pixels accepted along either side. Default 16,384.
    public var maxSide: Int

    /// A decoder with the given limits (defaults 64 Mi pixels, 16,384 pixels a side).
    public init(maxPixels: Int = 64 * 1024 * 1024, maxSide: Int = 16_384) {
        self.maxPixels = maxPixels
        self.maxSide = maxSide
    }

    /// The image in `data`, as 8-bit RGBA with straight alpha, rows top to bottom.
    ///
    /// Throws `PNGError.notPNG` when `data` does not start with the PNG signature,
    /// `.tooLarge` when the header's size is over a limit, and `.libpng` with
    /// libpng's message for anything else wrong in the file (bad CRC, truncated or
    /// corrupt image data, invalid header such as a zero width).
    public func decode(_ data: [UInt8]) throws -> Bitmap {
        guard data.count >= 8, data[0..<8].elementsEqual(PNGChunkWriter.signature) else {
            throw PNGError.notPNG
        }
        // png_image lives at a fixed address: libpng keeps a pointer to it (to
        // write `message`) between begin_read and finish_read.
        let image = UnsafeMutablePointer<png_image>.allocate(capacity: 1)
        image.initialize(to: png_image())
        image.pointee.version = UInt32(PNG_IMAGE_VERSION)
        defer {
            png_image_free(image)  // Safe on every path, also after libpng freed it on error.
            image.deinitialize(count: 1)
            image.deallocate()
        }
        return try data.withUnsafeBytes { memory in
            // The simplified API does its own setjmp inside each call, so no
            // longjmp ever crosses a Swift frame; failure is a zero return.
            guard png_image_begin_read_from_memory(image, memory.baseAddress, memory.count) != 0 else {
                throw PNGError.libpng(message: Self.message(of: image))
            }
            let width = Int(image.pointee.width), height = Int(image.pointee.height)
            try checkLimits(width: width, height: height)

            image.pointee.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
            image.pointee.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            let count = width * height * 4
            let pixels = try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                initialized = 0
                guard png_image_finish_read(image, nil, buffer.baseAddress, Int32(width * 4), nil) != 0 else {
                    throw PNGError.libpng(message: Self.message(of: image))
                }
                initialized = count
            }
            guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
                throw PNGError.libpng(message: "libpng reported a \(width) x \(height) image")
            }
            return bitmap
        }
    }

    /// Throws `.tooLarge` when `width` x `height` is over `maxSide` or `maxPixels`.
    private func checkLimits(width: Int, height: Int) throws {
        if width > maxSide || height > maxSide {
            throw PNGError.tooLarge(width: width, height: height, limit: .maxSide(maxSide))
        }
        // Both sides are below 2^32, so the product cannot overflow a 64-bit Int.
        if width * height > maxPixels {
            throw PNGError.tooLarge(width: width, height: height, limit: .maxPixels(maxPixels))
        }
        // png_image_finish_read takes the row stride as a 32-bit int.
        if width * 4 > Int(Int32.max) {
            throw PNGError.tooLarge(width: width, height: height, limit: .format(Int(Int32.max) / 4))
        }
    }

    /// libpng's text from `png_image.message` (NUL-terminated, at most 64 bytes).
    private static func message(of image: UnsafeMutablePointer<png_image>) -> String {
        let text = withUnsafeBytes(of: image.pointee.message) { bytes -> String in
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
        return text.isEmpty ? "unknown libpng error" : text
    }
}
