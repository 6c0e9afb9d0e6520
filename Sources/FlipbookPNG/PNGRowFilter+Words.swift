/// The filters of the level-1 path (`PNGEncoder+RunLength.swift`) two pixels at a time: a
/// byte-wise subtraction of 64-bit words, with the pixels packed to RGB on the way out.
extension PNGRowFilter {
    /// Writes `row[i] - base[i]` (mod 256) for `count` RGBA8 pixels into `out`, keeping
    /// `channels` (3 or 4) bytes of each pixel: the Up filter with `base` the row above, the
    /// Sub filter with `base` one pixel to the left. With 3 channels one byte past the last
    /// is written too (it is scratch), so `out` needs room for `count * channels + 1` bytes.
    ///
    /// Returns every pixel of `row` ANDed together as a little-endian word (R | G << 8 |
    /// B << 16 | A << 24): its top byte is 255 exactly when every alpha of the row is.
    @inline(__always)
    static func differences(
        _ row: UnsafePointer<UInt8>, _ base: UnsafePointer<UInt8>, count: Int, channels: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) -> UInt32 {
        let r = UnsafeRawPointer(row), b = UnsafeRawPointer(base), o = UnsafeMutableRawPointer(out)
        var all = UInt64.max
        var x = 0
        if channels == 4 {
            while x + 2 <= count {
                let w = UInt64(littleEndian: r.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self))
                let d = subtractBytes(w, UInt64(littleEndian: b.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)))
                o.storeBytes(of: d.littleEndian, toByteOffset: x * 4, as: UInt64.self)
                all &= w
                x += 2
            }
        } else {
            while x + 2 <= count {
                let w = UInt64(littleEndian: r.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self))
                let d = subtractBytes(w, UInt64(littleEndian: b.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)))
                // Each pixel's four bytes; the next store overwrites the alpha difference.
                o.storeBytes(of: UInt32(truncatingIfNeeded: d).littleEndian, toByteOffset: x * 3, as: UInt32.self)
                o.storeBytes(
                    of: UInt32(truncatingIfNeeded: d >> 32).littleEndian, toByteOffset: x * 3 + 3, as: UInt32.self)
                all &= w
                x += 2
            }
        }
        var rowAll = UInt32(truncatingIfNeeded: all) & UInt32(truncatingIfNeeded: all >> 32)
        if x < count {
            let w = UInt32(littleEndian: r.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
            let d = UInt32(
                truncatingIfNeeded: subtractBytes(
                    UInt64(w), UInt64(UInt32(littleEndian: b.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)))))
            o.storeBytes(of: d.littleEndian, toByteOffset: x * channels, as: UInt32.self)
            rowAll &= w
        }
        return rowAll
    }

    /// Each byte of `x` minus the same byte of `y`, modulo 256, with no borrow between bytes:
    /// the top bit of each byte is set in `x` and cleared in `y` so that the subtraction
    /// cannot borrow across, then put right.
    @inline(__always)
    static func subtractBytes(_ x: UInt64, _ y: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        return ((x | high) &- (y & ~high)) ^ ((x ^ ~y) & high)
    }
}
