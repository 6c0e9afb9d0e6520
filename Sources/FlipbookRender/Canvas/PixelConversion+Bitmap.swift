import FlipbookCore

extension PixelConversion {
    /// A bitmap's straight R, G, B, A bytes as Cairo's premultiplied ARGB32 words, with red
    /// and blue exchanged where `exchangesRedAndBlue` says so (the inverse of
    /// `cairoPixelsToBitmap`); an opaque bitmap on a little-endian machine is copied as is.
    static func bitmapToCairoPixels(_ bitmap: Bitmap) -> [UInt8] {
        var pixels = bitmap.pixels
        guard !(exchangesRedAndBlue && bitmap.isOpaque) else { return pixels }
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = UInt32(pixels[i + 3])
            if a < 255 {
                for k in 0..<3 {
                    let c = UInt32(pixels[i + k])
                    pixels[i + k] = UInt8((c * a + 127) / 255)
                }
            }
            if !exchangesRedAndBlue {
                // Big-endian: the word 0xAARRGGBB lies in memory as A, R, G, B.
                let r = pixels[i], g = pixels[i + 1], b = pixels[i + 2]
                pixels[i] = UInt8(a); pixels[i + 1] = r; pixels[i + 2] = g; pixels[i + 3] = b
            }
        }
        return pixels
    }
}
