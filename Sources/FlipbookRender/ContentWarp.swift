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
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let kx = pixelsPerPointX, ky = pixelsPerPointY
        source.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for j in 0..<h {
                    let y = Double(y0 + j) + 0.5
                    for i in 0..<w {
                        let x = Double(x0 + i) + 0.5
                        let q = x * m.h13 + y * m.h23 + m.h33
                        guard q > 0 else { continue }
                        // Source pixel coordinates, pixel centres at + 0.5.
                        let u = ((x * m.h11 + y * m.h21 + m.h31) / q - originX) * kx - 0.5
                        let v = ((x * m.h12 + y * m.h22 + m.h32) / q - originY) * ky - 0.5
                        guard u.isFinite, v.isFinite else { continue }
                        sample(src, u, v, into: dst, at: (j * w + i) * 4)
                    }
                }
            }
        }
        return out
    }

    /// Bilinear sample at (u, v) in source pixels, the edge pixels repeated outward (as
    /// `CAIRO_EXTEND_PAD`): the caller's clip to the projected bounds draws the edges.
    @inline(__always)
    private func sample(_ src: UnsafeBufferPointer<UInt8>, _ u: Double, _ v: Double,
                        into dst: UnsafeMutableBufferPointer<UInt8>, at o: Int) {
        // Far outside, every tap is the same edge pixel: clamp first, so Int() stays in range.
        let u = min(max(u, -1), Double(width)), v = min(max(v, -1), Double(height))
        let fu = u.rounded(.down), fv = v.rounded(.down)
        let ix = Int(fu), iy = Int(fv)
        let ax = u - fu, ay = v - fv
        var c0 = 0.0, c1 = 0.0, c2 = 0.0, c3 = 0.0
        @inline(__always) func tap(_ sx: Int, _ sy: Int, _ weight: Double) {
            let s = (min(max(sy, 0), height - 1) * width + min(max(sx, 0), width - 1)) * 4
            c0 += weight * Double(src[s]); c1 += weight * Double(src[s + 1])
            c2 += weight * Double(src[s + 2]); c3 += weight * Double(src[s + 3])
        }
        tap(ix, iy, (1 - ax) * (1 - ay))
        tap(ix + 1, iy, ax * (1 - ay))
        tap(ix, iy + 1, (1 - ax) * ay)
        tap(ix + 1, iy + 1, ax * ay)
        dst[o] = UInt8(min(255, c0 + 0.5)); dst[o + 1] = UInt8(min(255, c1 + 0.5))
        dst[o + 2] = UInt8(min(255, c2 + 0.5)); dst[o + 3] = UInt8(min(255, c3 + 0.5))
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
