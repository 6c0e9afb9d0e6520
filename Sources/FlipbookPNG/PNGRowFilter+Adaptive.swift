/// The per-row filter choice of the smallest settings (level 9): each row tries the five PNG
/// filters (None, Sub, Up, Average, Paeth) and keeps the one whose bytes, read as signed, sum
/// to the least in magnitude (libpng's heuristic, PNG specification 12.8). Five passes over
/// a row: worth it where size matters more than speed (docs files, animated images' delta
/// frames), not on the frame path.
extension PNGRowFilter {
    /// Writes row `y` of the RGBA8 `image` filtered with the best of the five filters: the
    /// filter type byte, then `width * channels` bytes. `scratch` holds at least
    /// `7 * width * channels` bytes.
    static func filterRowAdaptive(
        _ y: Int, of image: UnsafePointer<UInt8>, width: Int, channels: Int,
        into out: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>
    ) {
        let n = width * channels
        let row = scratch, above = scratch + n
        pack(image + y * width * 4, width: width, channels: channels, into: row)
        if y > 0 { pack(image + (y - 1) * width * 4, width: width, channels: channels, into: above) } else { above.initialize(repeating: 0, count: n) }
        let candidates = scratch + 2 * n  // five filtered rows
        let bpp = channels
        // Each filter in its own loop: the prediction of the first `bpp` bytes has no left
        // neighbour (a = c = 0).
        func run(_ filter: Int, _ predict: (Int, Int, Int) -> Int) -> Int {
            let dst = candidates + filter * n
            var cost = 0
            for i in 0..<min(bpp, n) {
                let v = row[i] &- UInt8(truncatingIfNeeded: predict(0, Int(above[i]), 0))
                dst[i] = v
                cost &+= Int(Int8(bitPattern: v).magnitude)
            }
            var i = bpp
            while i < n {
                let v = row[i] &- UInt8(truncatingIfNeeded: predict(Int(row[i - bpp]), Int(above[i]), Int(above[i - bpp])))
                dst[i] = v
                cost &+= Int(Int8(bitPattern: v).magnitude)
                i += 1
            }
            return cost
        }
        let costs = [
            run(0) { _, _, _ in 0 },
            run(1) { a, _, _ in a },
            run(2) { _, b, _ in b },
            run(3) { a, b, _ in (a + b) >> 1 },
            run(4) { a, b, c in
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            },
        ]
        let best = costs.indices.min { costs[$0] < costs[$1] }!
        out[0] = UInt8(best)
        (out + 1).update(from: candidates + best * n, count: n)
    }

    /// The `channels` (3 or 4) bytes of each RGBA8 pixel of a row, packed.
    private static func pack(_ rgba: UnsafePointer<UInt8>, width: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>) {
        if channels == 4 { out.update(from: rgba, count: width * 4); return }
        for x in 0..<width {
            out[x * 3] = rgba[x * 4]; out[x * 3 + 1] = rgba[x * 4 + 1]; out[x * 3 + 2] = rgba[x * 4 + 2]
        }
    }
}
