import Foundation

/// A rectangle of pixels: what changed between two frames of an animation.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, pixels from the image's left.
    public var x: Int
    /// Top edge, pixels from the image's top.
    public var y: Int
    /// Width in pixels (at least 1).
    public var width: Int
    /// Height in pixels (at least 1).
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// "x 3, y 0, 12 x 30".
    public var description: String { "x \(x), y \(y), \(width) x \(height)" }
}

extension Bitmap {
    /// The smallest rectangle holding every pixel (R, G, B and A compared) that differs
    /// from `previous`; nil when the two are identical. Both must have the same size.
    ///
    /// What an animated image stores for a frame after the first: only this rectangle
    /// (an APNG fcTL region, a GIF image descriptor, a WebP ANMF frame).
    public func changedRect(since previous: Bitmap) -> PixelRect? {
        precondition(
            width == previous.width && height == previous.height, "changedRect(since:) needs two bitmaps of one size")
        let rowBytes = width * 4
        return pixels.withUnsafeBytes { now in
            previous.pixels.withUnsafeBytes { before in
                let a = now.baseAddress!, b = before.baseAddress!
                func rowDiffers(_ y: Int) -> Bool { memcmp(a + y * rowBytes, b + y * rowBytes, rowBytes) != 0 }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers)!
                var left = width, right = -1
                for y in top...bottom {
                    let r = a + y * rowBytes, s = b + y * rowBytes
                    // Only the columns outside the span found so far need looking at.
                    var x = 0
                    while x < left,
                        r.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                            == s.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    { x += 1 }
                    left = min(left, x)
                    x = width - 1
                    while x > right,
                        r.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                            == s.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    { x -= 1 }
                    right = max(right, x)
                }
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }

    /// The pixels inside `rect` (which must lie inside the bitmap) as a bitmap of their own.
    public func cropped(to rect: PixelRect) -> Bitmap {
        precondition(
            rect.x >= 0 && rect.y >= 0 && rect.width > 0 && rect.height > 0
                && rect.x + rect.width <= width && rect.y + rect.height <= height, "cropped(to:) outside the bitmap")
        var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        let rowBytes = rect.width * 4
        for row in 0..<rect.height {
            let from = ((rect.y + row) * width + rect.x) * 4
            out.replaceSubrange(row * rowBytes..<(row + 1) * rowBytes, with: pixels[from..<from + rowBytes])
        }
        return Bitmap(width: rect.width, height: rect.height, pixels: out)!
    }
}
