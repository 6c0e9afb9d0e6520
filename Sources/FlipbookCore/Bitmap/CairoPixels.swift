/// Cairo's premultiplied ARGB32 pixels turned into `Bitmap`'s straight R, G, B, A bytes: the
/// one conversion the compositor's frames and a rasterised PDF page share.
///
/// An ARGB32 pixel is a native-endian word 0xAARRGGBB; a channel is divided by alpha and
/// rounded to the nearest, 0 where alpha is 0.
public enum CairoPixels {
    /// A premultiplied channel divided by alpha, rounded; 0 when alpha is 0.
    @inlinable @inline(__always)
    public static func straight(_ c: UInt32, _ a: UInt32) -> UInt32 {
        a == 255 ? c : a == 0 ? 0 : min(255, (c * 255 + a / 2) / a)
    }

    /// Rewrites every ARGB32 word in `buffer` (premultiplied) as straight R, G, B, A bytes.
    public static func premultipliedARGBToStraightRGBA(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        let raw = UnsafeMutableRawPointer(base)
        for i in 0..<buffer.count / 4 {
            let v = raw.load(fromByteOffset: i * 4, as: UInt32.self)
            let a = v >> 24
            let rgba =
                (a << 24) | (straight(v & 0xFF, a) << 16) | (straight((v >> 8) & 0xFF, a) << 8)
                | straight((v >> 16) & 0xFF, a)
            raw.storeBytes(of: rgba.littleEndian, toByteOffset: i * 4, as: UInt32.self)
        }
    }
}
