import Foundation
import FlipbookCore

/// The backdrop blur's two passes and its filter, arranged for speed with the arithmetic of
/// the plain loops unchanged (SEMANTICS.md §17, "Materials"): each output value is still
/// 0 plus k[0] x p[0], plus k[1] x p[1], ... in the kernel's order, one `Float` rounding per
/// operation, so the bytes are those of the plain loops (`BackdropBlurPassTests` compares
/// them bit for bit). What changes is only the order in which independent values are worked
/// on: several pixels' sums are kept in registers at once, so that one sum's additions no
/// longer wait for each other, and the rows blurred across wait in a ring of a kernel's height
/// instead of a second frame-sized image (no fresh pages to fault in each frame).
extension BackdropBlur {
    /// Pixels of a row whose sums are kept in registers together.
    static let block = 4

    /// Convolves rows, then columns, with `kernel` (odd length), edge pixels repeated:
    /// `blurPlain`'s values, bit for bit. The rows blurred across are kept in a ring of as
    /// many rows as the kernel has taps (a source row is blurred across just before the first
    /// output row that needs it), not in a second image: each output row is written over its
    /// source row once every row it needs is in the ring.
    static func blur(_ image: inout [SIMD4<Float>], width w: Int, height h: Int, kernel: [Float]) {
        let r = kernel.count / 2, n = kernel.count
        let slots = min(n, h)
        var padded = [SIMD4<Float>](repeating: .zero, count: w + 2 * r)
        var ring = [SIMD4<Float>](repeating: .zero, count: slots * w)
        var sources = [Int](repeating: 0, count: n)
        kernel.withUnsafeBufferPointer { kp in
            image.withUnsafeMutableBufferPointer { img in
                padded.withUnsafeMutableBufferPointer { pad in
                    ring.withUnsafeMutableBufferPointer { out in
                        sources.withUnsafeMutableBufferPointer { src in
                            let k = kp.baseAddress!, ip = img.baseAddress!, pp = pad.baseAddress!
                            let op = out.baseAddress!, sp = src.baseAddress!
                            let blocked = w - w % block
                            var next = 0
                            for y in 0..<h {
                                // Blur across every source row up to y + r not yet in the ring.
                                while next <= min(y + r, h - 1) {
                                    let row = ip + next * w
                                    for i in 0..<(w + 2 * r) { pp[i] = row[min(max(i - r, 0), w - 1)] }
                                    across(pp, op + (next % slots) * w, k, n, blocked, w)
                                    next += 1
                                }
                                for j in 0..<n { sp[j] = (min(max(y + j - r, 0), h - 1) % slots) * w }
                                column(op, ip + y * w, k, sp, n, 0, blocked, w)
                            }
                        }
                    }
                }
            }
        }
    }

    /// One row blurred across: `dst[x]` = 0 + k[0] x p[x] + k[1] x p[x + 1] + ... in the
    /// kernel's order, `p` the row padded by r repeated edge pixels a side.
    @inline(__always)
    private static func across(
        _ pp: UnsafePointer<SIMD4<Float>>, _ dst: UnsafeMutablePointer<SIMD4<Float>>, _ k: UnsafePointer<Float>,
        _ n: Int, _ blocked: Int, _ w: Int
    ) {
        var x = 0
        while x < blocked {
            var a0 = SIMD4<Float>.zero, a1 = a0, a2 = a0, a3 = a0
            let p = pp + x
            for j in 0..<n {
                let kj = k[j]
                a0 += kj * p[j]
                a1 += kj * p[j + 1]
                a2 += kj * p[j + 2]
                a3 += kj * p[j + 3]
            }
            dst[x] = a0; dst[x + 1] = a1; dst[x + 2] = a2; dst[x + 3] = a3
            x += block
        }
        while x < w {
            var a = SIMD4<Float>.zero
            for j in 0..<n { a += k[j] * pp[x + j] }
            dst[x] = a
            x += 1
        }
    }

    /// One output row of the vertical pass over pixels `from ..< to` (blocks of four up to
    /// `blockedEnd`): `dst[x]` = 0 + k[0] x rows[offsets[0] + x] + ... in the kernel's order.
    @inline(__always)
    private static func column(
        _ op: UnsafePointer<SIMD4<Float>>, _ dst: UnsafeMutablePointer<SIMD4<Float>>, _ k: UnsafePointer<Float>,
        _ sp: UnsafePointer<Int>, _ n: Int, _ from: Int, _ blockedEnd: Int, _ to: Int
    ) {
        var x = from
        let blocked = blockedEnd
        while x < blocked {
            var a0 = SIMD4<Float>.zero, a1 = a0, a2 = a0, a3 = a0
            for j in 0..<n {
                let kj = k[j], s = op + sp[j] + x
                a0 += kj * s[0]
                a1 += kj * s[1]
                a2 += kj * s[2]
                a3 += kj * s[3]
            }
            dst[x] = a0; dst[x + 1] = a1; dst[x + 2] = a2; dst[x + 3] = a3
            x += block
        }
        while x < to {
            var a = SIMD4<Float>.zero
            for j in 0..<n { a += k[j] * op[sp[j] + x] }
            dst[x] = a
            x += 1
        }
    }
}

extension BackdropBlur {
    /// `filteredPlain`'s words, bit for bit (the same operations on each pixel in the same
    /// order), in a loop specialised for the byte order and the source's opacity instead of
    /// a closure that asks for both at every pixel.
    static func filtered(_ image: [SIMD4<Float>], filter: BackdropFilter, opaque: Bool, swap: Bool) -> [UInt32] {
        let s = Float(filter.saturation.isFinite ? filter.saturation : 1)
        let m00 = 0.213 + 0.787 * s, m01 = 0.715 - 0.715 * s, m02 = 0.072 - 0.072 * s
        let m10 = 0.213 - 0.213 * s, m11 = 0.715 + 0.285 * s, m12 = 0.072 - 0.072 * s
        let m20 = 0.213 - 0.213 * s, m21 = 0.715 - 0.715 * s, m22 = 0.072 + 0.928 * s
        let t = Float(min(max(filter.tintAlpha, 0), 1))
        let tint = filter.tint
        let tr = Float(min(max(tint.red, 0), 1)) * 255 * t
        let tg = Float(min(max(tint.green, 0), 1)) * 255 * t
        let tb = Float(min(max(tint.blue, 0), 1)) * 255 * t
        let (t0, t2) = swap ? (tr, tb) : (tb, tr)
        let keep = 1 - t, tintAlpha = 255 * t
        @inline(__always) func byte(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), 255) + 0.5) }
        var out = [UInt32](repeating: 0, count: image.count)
        @inline(__always) func run(_ swap: Bool, _ opaque: Bool) {
            image.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    for i in 0..<src.count {
                        let p = src[i]
                        let r = swap ? p.x : p.z, b = swap ? p.z : p.x
                        let g = p.y
                        let a: Float = opaque ? 255 : min(max(p.w, 0), 255)
                        let r2 = min(max(m00 * r + m01 * g + m02 * b, 0), a)
                        let g2 = min(max(m10 * r + m11 * g + m12 * b, 0), a)
                        let b2 = min(max(m20 * r + m21 * g + m22 * b, 0), a)
                        let f0 = swap ? r2 : b2, f2 = swap ? b2 : r2
                        dst[i] =
                            byte(f0 * keep + t0) | byte(g2 * keep + tg) << 8 | byte(f2 * keep + t2) << 16
                            | byte(a * keep + tintAlpha) << 24
                    }
                }
            }
        }
        switch (swap, opaque) {
        case (true, true): run(true, true)
        case (true, false): run(true, false)
        case (false, true): run(false, true)
        case (false, false): run(false, false)
        }
        return out
    }
}
