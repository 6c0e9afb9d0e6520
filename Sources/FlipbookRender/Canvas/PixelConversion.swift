import FlipbookCore

/// Cairo's pixels to `Bitmap`'s, in place, on the per-frame hot path.
///
/// Cairo's ARGB32 pixel is a native-endian word 0xAARRGGBB, so on a little-endian machine
/// its bytes lie in memory as B, G, R, A. Blending treats the colour channels alike, so
/// handing Cairo every colour with red and blue exchanged (`exchangesRedAndBlue`) makes it
/// write R, G, B, A, `Bitmap`'s order, and no byte shuffling pass is needed. What is left is
/// undoing the premultiplication of translucent pixels. Over the opaque backdrop there are
/// none (source-over onto alpha 255 gives alpha 255 exactly), so a frame known to be opaque
/// is not even read, except in debug builds, which check the claim.
enum PixelConversion {
    /// Whether colours are handed to Cairo with red and blue exchanged, so that its pixels
    /// are R, G, B, A bytes (little-endian machines).
    #if _endian(little)
    static let exchangesRedAndBlue = true
    #else
    static let exchangesRedAndBlue = false
    #endif

    /// Turns what Cairo drew into `buffer` into straight-alpha R, G, B, A bytes.
    /// `knownOpaque`: every pixel has alpha 255 by construction (see the type's comment).
    static func cairoPixelsToBitmap(_ buffer: UnsafeMutableBufferPointer<UInt8>, knownOpaque: Bool) {
        if exchangesRedAndBlue {
            if knownOpaque {
                assert(isOpaque(buffer), "a frame drawn over the opaque backdrop has translucent pixels")
            } else {
                unpremultiplyRGBA(buffer)
            }
        } else {
            CairoPixels.premultipliedARGBToStraightRGBA(buffer)
        }
    }

    /// Whether every Cairo ARGB32 word has alpha 255.
    static func isOpaque(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        for i in 0..<buffer.count / 4 where raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) >> 24 != 255 {
            return false
        }
        return true
    }

    /// Divides colour by alpha in premultiplied R, G, B, A bytes, skipping opaque pixels
    /// sixteen at a time (one vector AND of their words shows whether all are opaque).
    static func unpremultiplyRGBA(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        let raw = UnsafeMutableRawPointer(base)
        let count = buffer.count / 4
        let opaque = SIMD8<UInt32>(repeating: UInt32(0xFF00_0000).littleEndian)
        var i = 0
        while i + 16 <= count {
            let a = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
            let b = raw.loadUnaligned(fromByteOffset: i * 4 + 32, as: SIMD8<UInt32>.self)
            if a & b & opaque != opaque {
                for j in i..<i + 16 { unpremultiplyRGBA(raw, j) }
            }
            i += 16
        }
        while i < count { unpremultiplyRGBA(raw, i); i += 1 }
    }

    /// Pixel `i` of premultiplied R, G, B, A bytes made straight.
    private static func unpremultiplyRGBA(_ raw: UnsafeMutableRawPointer, _ i: Int) {
        let a = UInt32(raw.load(fromByteOffset: i * 4 + 3, as: UInt8.self))
        guard a < 255 else { return }
        for k in 0..<3 {
            let c = UInt32(raw.load(fromByteOffset: i * 4 + k, as: UInt8.self))
            raw.storeBytes(of: UInt8(CairoPixels.straight(c, a)), toByteOffset: i * 4 + k, as: UInt8.self)
        }
    }
}
