import FlipbookCore
import Glibc

/// The PNG row filters the encoder uses, working straight from RGBA8 rows.
///
/// Frames are mostly flat rectangles with anti-aliased edges, so a row is usually
/// identical to the one above: the "Up" filter (type 2) turns such a row into
/// zeros, and "Sub" (type 1) does the same for a flat first row, which has no row
/// above. Adaptive per-row choice (libpng's minimum-sum heuristic) would try all
/// five filters on every row: five passes over 4 MB on the hot path, for rows
/// that Up already reduces to zeros.
enum PNGRowFilter {
    /// PNG filter type byte for "Sub": each byte minus the byte one pixel to the left.
    static let sub: UInt8 = 1
    /// PNG filter type byte for "Up": each byte minus the byte one row above.
    static let up: UInt8 = 2

    /// Whether every alpha byte of RGBA8 `pixels` is 255 (`Bitmap.isOpaque`).
    static func isOpaque(_ pixels: UnsafeRawBufferPointer) -> Bool { Bitmap.isOpaque(pixels) }

    /// How many rows from `y` on are each identical to the row above them (0 when
    /// `y` is the first row or differs from row `y - 1`). Such rows Up-filter to zeros.
    static func repeatedRows(from y: Int, of image: UnsafePointer<UInt8>, width: Int, height: Int) -> Int {
        guard y > 0 else { return 0 }
        let stride = width * 4
        var row = y
        while row < height, memcmp(image + row * stride, image + (row - 1) * stride, stride) == 0 { row += 1 }
        return row - y
    }

    /// Writes row `y` of the `width`-pixel RGBA8 image at `image` to `out`, filtered:
    /// the filter type byte, then `width * channels` bytes. `channels` is 3 (drop
    /// alpha, colour type 2) or 4 (keep it, colour type 6).
    static func filterRow(
        _ y: Int, of image: UnsafePointer<UInt8>, width: Int, channels: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        let stride = width * 4
        let row = image + y * stride
        if y == 0 {
            out[0] = sub
            if channels == 4 { subRGBA(row, width, out + 1) } else { subRGB(row, width, out + 1) }
            return
        }
        let above = row - stride
        out[0] = up
        if memcmp(row, above, stride) == 0 {
            memset(out + 1, 0, width * channels)
        } else if channels == 4 {
            upRGBA(row, above, width, out + 1)
        } else {
            upRGB(row, above, width, out + 1)
        }
    }

    private static func subRGBA(_ row: UnsafePointer<UInt8>, _ width: Int, _ out: UnsafeMutablePointer<UInt8>) {
        for i in 0..<4 { out[i] = row[i] }
        for i in 4..<(width * 4) { out[i] = row[i] &- row[i - 4] }
    }

    private static func subRGB(_ row: UnsafePointer<UInt8>, _ width: Int, _ out: UnsafeMutablePointer<UInt8>) {
        for c in 0..<3 { out[c] = row[c] }
        for x in 1..<max(width, 1) {
            let s = x * 4, d = x * 3
            out[d] = row[s] &- row[s - 4]
            out[d + 1] = row[s + 1] &- row[s - 3]
            out[d + 2] = row[s + 2] &- row[s - 2]
        }
    }

    private static func upRGBA(
        _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ width: Int,
        _ out: UnsafeMutablePointer<UInt8>
    ) {
        for i in 0..<(width * 4) { out[i] = row[i] &- above[i] }
    }

    private static func upRGB(
        _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ width: Int,
        _ out: UnsafeMutablePointer<UInt8>
    ) {
        for x in 0..<width {
            let s = x * 4, d = x * 3
            out[d] = row[s] &- above[s]
            out[d + 1] = row[s + 1] &- above[s + 1]
            out[d + 2] = row[s + 2] &- above[s + 2]
        }
    }
}
