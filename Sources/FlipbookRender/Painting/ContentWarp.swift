import FlipbookCore

/// Maps a layer's content, drawn flat into its own pixels, onto a perspective placement:
/// every device pixel of the projected bounds looks up where it comes from through the
/// inverse homography and samples the flat picture bilinearly (SEMANTICS.md §14).
///
/// Cairo maps images only affinely; a projective map drawn as affine pieces would show seams
/// or bends, so this is done exactly, pixel by pixel. Both buffers hold Cairo's premultiplied
/// ARGB32 words; bilinear weights on premultiplied values are the right ones.
struct ContentWarp {
    /// The flat picture: `width * height` words, the layer's bounds at `pixelsPerPointX`
    /// by `pixelsPerPointY`.
    let source: [UInt8]
    let width: Int, height: Int
    /// Source pixels per point of the layer's bounds, across and down.
    let pixelsPerPointX: Double, pixelsPerPointY: Double
    /// The bounds' origin, in points.
    let originX: Double, originY: Double

    /// The warped picture of device pixels `x0 ..< x0 + w`, `y0 ..< y0 + h`, through
    /// `inverse` (device pixels to bounds space), as Cairo ARGB32 words, `w * 4` bytes a row.
    /// Pixels outside the picture repeat its edge: the caller clips to the projected bounds.
    func warp(inverse m: Homography, x0: Int, y0: Int, w: Int, h: Int) -> [UInt8] {
        var out = [UInt32](repeating: 0, count: w * h)
        let kx = pixelsPerPointX, ky = pixelsPerPointY
        let maxU = Double(width), maxV = Double(height)
        source.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt32.self)
            out.withUnsafeMutableBufferPointer { dst in
                for j in 0..<h {
                    let y = Double(y0 + j) + 0.5
                    // Numerators and denominator are linear in x: step them along the row.
                    var nu = (Double(x0) + 0.5) * m.h11 + y * m.h21 + m.h31
                    var nv = (Double(x0) + 0.5) * m.h12 + y * m.h22 + m.h32
                    var q = (Double(x0) + 0.5) * m.h13 + y * m.h23 + m.h33
                    for i in 0..<w {
                        defer { nu += m.h11; nv += m.h12; q += m.h13 }
                        guard q > 0 else { continue }
                        // Source pixel coordinates (pixel centres at + 0.5), clamped so that
                        // far outside every tap is the edge pixel and Int() stays in range.
                        let u = min(max((nu / q - originX) * kx - 0.5, -1), maxU)
                        let v = min(max((nv / q - originY) * ky - 0.5, -1), maxV)
                        guard u == u, v == v else { continue }  // NaN
                        dst[j * w + i] = sample(src, u, v)
                    }
                }
            }
        }
        return out.withUnsafeBytes { Array($0) }
    }

    /// Bilinear sample at (u, v) in source pixels with 8-bit weights, the edge pixels repeated
    /// outward (as `CAIRO_EXTEND_PAD`): the caller's clip to the projected bounds draws the
    /// edges. Each channel of the four words is weighed alike, so the word's byte order does
    /// not matter.
    @inline(__always)
    private func sample(_ src: UnsafeBufferPointer<UInt32>, _ u: Double, _ v: Double) -> UInt32 {
        let fu = u.rounded(.down), fv = v.rounded(.down)
        let ix = Int(fu), iy = Int(fv)
        let ax = UInt32((u - fu) * 256), ay = UInt32((v - fv) * 256)
        let xa = min(max(ix, 0), width - 1), xb = min(max(ix + 1, 0), width - 1)
        let ya = min(max(iy, 0), height - 1) * width, yb = min(max(iy + 1, 0), height - 1) * width
        let p00 = src[ya + xa], p10 = src[ya + xb], p01 = src[yb + xa], p11 = src[yb + xb]
        let w00 = (256 - ax) * (256 - ay), w10 = ax * (256 - ay), w01 = (256 - ax) * ay, w11 = ax * ay
        var result: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let c =
                ((p00 >> shift) & 255) * w00 + ((p10 >> shift) & 255) * w10
                + ((p01 >> shift) & 255) * w01 + ((p11 >> shift) & 255) * w11
            result |= ((c + 32_768) >> 16) << shift
        }
        return result
    }
}

extension Homography {
    /// The inverse map, or nil when the determinant is (nearly) zero.
    var inverse: Homography? {
        let d = determinant
        guard d.isFinite, abs(d) > 1e-12 else { return nil }
        let k = 1 / d
        return Homography(
            h11: (h22 * h33 - h23 * h32) * k, h12: (h13 * h32 - h12 * h33) * k, h13: (h12 * h23 - h13 * h22) * k,
            h21: (h23 * h31 - h21 * h33) * k, h22: (h11 * h33 - h13 * h31) * k, h23: (h13 * h21 - h11 * h23) * k,
            h31: (h21 * h32 - h22 * h31) * k, h32: (h12 * h31 - h11 * h32) * k, h33: (h11 * h22 - h12 * h21) * k)
    }
}
