/// Cairo's pixels to `Bitmap`'s, in place.
enum PixelConversion {
    /// Rewrites every 4-byte pixel from Cairo's ARGB32 (a native-endian 32-bit word, colour
    /// premultiplied by alpha) to R, G, B, A bytes with straight alpha.
    ///
    /// Opaque pixels, nearly all of a frame over the black backdrop, only swap bytes; others
    /// are divided by alpha with rounding. This is on the per-frame hot path: one pass over
    /// raw memory, no allocation.
    static func premultipliedARGBToStraightRGBA(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        let count = buffer.count / 4
        UnsafeMutableRawPointer(base).withMemoryRebound(to: UInt32.self, capacity: count) { words in
            for i in 0..<count {
                let v = words[i]
                let a = v >> 24
                if a == 255 {
                    // 0xAARRGGBB -> bytes R G B A, i.e. the little-endian word 0xAABBGGRR.
                    let rgba = (v & 0xFF00_FF00) | ((v >> 16) & 0xFF) | ((v & 0xFF) << 16)
                    words[i] = rgba.littleEndian
                } else {
                    words[i] = unpremultiplied(v, alpha: a).littleEndian
                }
            }
        }
    }

    /// A translucent pixel: each channel c becomes round(c * 255 / a); transparent is 0.
    @inline(never)
    private static func unpremultiplied(_ v: UInt32, alpha a: UInt32) -> UInt32 {
        guard a > 0 else { return 0 }
        func channel(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
        let r = channel((v >> 16) & 0xFF), g = channel((v >> 8) & 0xFF), b = channel(v & 0xFF)
        return (a << 24) | (b << 16) | (g << 8) | r
    }
}
