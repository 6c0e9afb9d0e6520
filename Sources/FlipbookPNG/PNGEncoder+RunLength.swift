import Glibc

/// Level 1's image data, the fast path for frames: each row Up-filtered (the first row
/// Sub-filtered) into one scratch row, two pixels at a time, and handed to
/// `PNGRunLengthDeflate`. A row identical to the row above is a filter byte and a run of
/// zeros, appended without being filtered or read again.
extension PNGEncoder {
    /// The deflate data and the Adler-32 of the filtered rows of the RGBA8 `image`, keeping
    /// `channels` (3 or 4). With `opaqueOnly`, nil as soon as a row read has a pixel with
    /// alpha under 255: the rows that are not read repeat the row above, so the image is
    /// opaque exactly when every row read is, and no separate pass over the image is needed.
    static func runLengthImageData(
        _ image: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int, opaqueOnly: Bool
    ) -> (deflate: [UInt8], adler32: UInt32)? {
        let rowBytes = 1 + width * channels
        let stride = width * 4
        var deflate = PNGRunLengthDeflate(capacity: 1 << 16)
        // The filter byte, the row, and the byte `differences` may write past it.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 1)
        defer { scratch.deallocate() }
        for y in 0..<height {
            let row = image + y * stride
            if y > 0 && memcmp(row, row - stride, stride) == 0 {
                // Up-filters to the filter byte and zeros: nothing to read.
                deflate.append(PNGRowFilter.up, count: 1)
                deflate.append(0, count: rowBytes - 1)
                continue
            }
            let all: UInt32
            if y > 0 {
                deflate.append(PNGRowFilter.up, count: 1)
                all = upFiltered(row, row - stride, width: width, channels: channels, scratch: scratch, to: &deflate)
                if opaqueOnly && all >> 24 != 255 { return nil }
                continue
            } else {
                // The first row: Sub, the difference with the pixel to the left.
                scratch[0] = PNGRowFilter.sub
                for c in 0..<channels { scratch[1 + c] = row[c] }
                all =
                    PNGRowFilter.differences(
                        row + 4, row, count: width - 1, channels: channels, into: scratch + 1 + channels)
                    & (UInt32(row[3]) << 24 | 0x00FF_FFFF)
            }
            if opaqueOnly && all >> 24 != 255 { return nil }
            deflate.append(scratch, count: rowBytes)
        }
        let body = deflate.finish()
        return (body, deflate.adler32)
    }

    /// Appends the Up-filtered bytes of `row` (the filter byte already appended) in spans of
    /// eight pixels: a span equal to the one above (compared as four 64-bit words) is a run
    /// of zeros, appended without filtering; consecutive differing spans are filtered into
    /// `scratch` and appended at once. Returns the AND of the pixels read (see
    /// `PNGRowFilter.differences`); the pixels not read equal those above them.
    @inline(__always)
    private static func upFiltered(
        _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, width: Int, channels: Int,
        scratch: UnsafeMutablePointer<UInt8>, to deflate: inout PNGRunLengthDeflate
    ) -> UInt32 {
        let r = UnsafeRawPointer(row), a = UnsafeRawPointer(above)
        var all: UInt32 = .max
        var filtered = 0  // bytes of differing spans waiting in `scratch`
        var x = 0
        while x + 8 <= width {
            let o = x * 4
            let same =
                (r.loadUnaligned(fromByteOffset: o, as: UInt64.self)
                    ^ a.loadUnaligned(fromByteOffset: o, as: UInt64.self))
                | (r.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self)
                    ^ a.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self))
                | (r.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self)
                    ^ a.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self))
                | (r.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self)
                    ^ a.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self)) == 0
            if same {
                if filtered > 0 {
                    deflate.append(scratch, count: filtered)
                    filtered = 0
                }
                deflate.append(0, count: 8 * channels)
            } else {
                all &= PNGRowFilter.differences(
                    row + o, above + o, count: 8, channels: channels, into: scratch + filtered)
                filtered += 8 * channels
            }
            x += 8
        }
        if x < width {
            let o = x * 4
            all &= PNGRowFilter.differences(
                row + o, above + o, count: width - x, channels: channels, into: scratch + filtered)
            filtered += (width - x) * channels
        }
        if filtered > 0 { deflate.append(scratch, count: filtered) }
        return all
    }
}
