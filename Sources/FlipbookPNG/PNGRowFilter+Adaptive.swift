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
        if y > 0 {
            pack(image + (y - 1) * width * 4, width: width, channels: channels, into: above)
        } else {
            above.initialize(repeating: 0, count: n)
        }
        let candidates = scratch + 2 * n  // five filtered rows
        let bpp = min(channels, n)
        // Each filter in its own loop (no closure, so the compiler keeps them tight); the first
        // `bpp` bytes have no left neighbour (a = c = 0).
        @inline(__always) func magnitude(_ v: UInt8) -> Int { Int(Int8(bitPattern: v).magnitude) }
        var c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0
        let none = candidates, sub = candidates + n, up = candidates + 2 * n, avg = candidates + 3 * n,
            paeth = candidates + 4 * n
        @inline(__always) func filter(_ i: Int, _ a: UInt8, _ b: UInt8, _ c: UInt8) {
            let x = row[i]
            let n0 = x, n1 = x &- a, n2 = x &- b, n3 = x &- UInt8((UInt16(a) &+ UInt16(b)) >> 1)
            let p = Int(a) &+ Int(b) &- Int(c)
            let pa = abs(p &- Int(a)), pb = abs(p &- Int(b)), pc = abs(p &- Int(c))
            let n4 = x &- (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            none[i] = n0; sub[i] = n1; up[i] = n2; avg[i] = n3; paeth[i] = n4
            c0 &+= magnitude(n0); c1 &+= magnitude(n1); c2 &+= magnitude(n2); c3 &+= magnitude(n3); c4 &+= magnitude(n4)
        }
        for i in 0..<bpp { filter(i, 0, above[i], 0) }
        var i = bpp
        while i < n { filter(i, row[i - bpp], above[i], above[i - bpp]); i += 1 }
        let costs = [c0, c1, c2, c3, c4]
        var best = 0
        for f in 1..<5 where costs[f] < costs[best] { best = f }
        out[0] = UInt8(best)
        (out + 1).update(from: candidates + best * n, count: n)
    }

    /// The `channels` (3 or 4) bytes of each RGBA8 pixel of a row, packed.
    private static func pack(
        _ rgba: UnsafePointer<UInt8>, width: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        if channels == 4 { out.update(from: rgba, count: width * 4); return }
        for x in 0..<width {
            out[x * 3] = rgba[x * 4]; out[x * 3 + 1] = rgba[x * 4 + 1]; out[x * 3 + 2] = rgba[x * 4 + 2]
        }
    }
}
