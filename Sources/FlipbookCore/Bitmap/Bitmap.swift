import Foundation

/// A raster image: 8-bit RGBA, straight (not premultiplied) alpha, rows top to bottom,
/// no padding (`width * 4` bytes a row).
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel.
    public var pixels: [UInt8]

    /// Creates a bitmap from its pixel bytes; nil when the byte count does not match.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// A bitmap filled with one colour; nil for a non-positive size.
    public init?(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)) {
        guard width > 0, height > 0 else { return nil }
        self.width = width; self.height = height
        var p = [UInt8](repeating: fill.0, count: width * height * 4)
        if fill.1 != fill.0 || fill.2 != fill.0 || fill.3 != fill.0 {
            // One pixel's four bytes stored as a word, in memory order R, G, B, A.
            let word = UInt32(
                littleEndian: UInt32(fill.0) | UInt32(fill.1) << 8 | UInt32(fill.2) << 16 | UInt32(fill.3) << 24)
            p.withUnsafeMutableBytes { raw in
                for offset in stride(from: 0, to: raw.count, by: 4) {
                    raw.storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
                }
            }
        }
        pixels = p
    }

    /// The pixel at (x, y) as (r, g, b, a).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool { pixels.withUnsafeBytes(Self.isOpaque) }

    /// Whether every alpha byte of the RGBA8 pixels `rgba` is 255 (a partial last pixel is
    /// not looked at). Thirty-two pixels at a time: their words ANDed together, the alpha
    /// lanes tested once.
    public static func isOpaque(_ rgba: UnsafeRawBufferPointer) -> Bool {
        guard let base = rgba.baseAddress else { return true }
        let count = rgba.count / 4
        var index = 0
        while index + 32 <= count {
            var all: UInt32 = 0xFFFF_FFFF
            for k in 0..<32 { all &= base.loadUnaligned(fromByteOffset: (index + k) * 4, as: UInt32.self) }
            if UInt32(littleEndian: all) & 0xFF00_0000 != 0xFF00_0000 { return false }
            index += 32
        }
        while index < count {
            if base.load(fromByteOffset: index * 4 + 3, as: UInt8.self) != 255 { return false }
            index += 1
        }
        return true
    }
}
