import Foundation
import FlipbookCore

/// The blurred, saturated and tinted backdrop of a visual effect view, made the way
/// compositors make it fast (SEMANTICS.md §17, "Materials"): the pixels under the layer are
/// shrunk by a power of two f (each f x f block averaged), blurred there by a small exact
/// Gaussian, filtered, and handed back as a small premultiplied ARGB32 image that the
/// context paints scaled up by f with bilinear interpolation. Only that 8-bit image is
/// image-sized: it is made one row at a time (`filtered`).
///
/// The three steps' variances add up to the blur's: averaging blocks of f pixels is a box of
/// variance (f² - 1) / 12, linear interpolation back up adds f² / 6 on average (pixels²), so
/// the small image is blurred by sqrt(sigma² - (f² - 1) / 12 - f² / 6) / f of its own pixels.
/// f is the largest power of two up to `maximumFactor` that leaves at least
/// `minimumSmallSigma` small pixels of blur; below twice that, nothing is shrunk.
///
/// The blocks lie on a grid of the frame (block (i, j) holds frame pixels i f ..< (i + 1) f
/// by j f ..< (j + 1) f), so two effect views over the same backdrop see the same small
/// image, and a view moving over a still backdrop shows a window onto one blurred picture.
/// Only the blocks under the box and within the blur's reach are read: the small kernel's
/// radius ceil(3 sigma') + 1 plus one block for the interpolation, where sigma' is the small
/// sigma. Pixels beyond the frame repeat its edge pixels; blocks beyond the part read repeat
/// its edge blocks. Everything is integer or `Float` arithmetic in a fixed order: the same
/// pixels give the same bytes on any thread.
struct BackdropBlur {
    /// The fewest pixels of the shrunk image that the small Gaussian's sigma may be: the
    /// bilinear interpolation back up then strays from a smooth blur by at most
    /// h² / 8 x max |f''| = 0.242 / (8 sigma'²) of a step (0.86/255 of a black-to-white edge
    /// at sigma' = 3); SEMANTICS.md §17 gives the measured bound.
    static let minimumSmallSigma = 3.0
    /// The most the backdrop is shrunk by (a power of two). 16 x 16 blocks of 8-bit channels
    /// sum to at most 65,280, which fits the 16-bit lanes the block sums are kept in.
    static let maximumFactor = 16

    /// The shrink factor for a blur of `sigma` device pixels: the largest power of two
    /// f <= `maximumFactor` with sigma / f >= `minimumSmallSigma`, or 1.
    static func factor(sigma: Double) -> Int {
        var f = 1
        while f < maximumFactor && sigma / Double(2 * f) >= minimumSmallSigma { f *= 2 }
        return f
    }

    /// The small image's own sigma, in its pixels, for a blur of `sigma` frame pixels
    /// shrunk by `f` (see the type's comment); `sigma` itself when f = 1.
    static func smallSigma(sigma: Double, factor f: Int) -> Double {
        guard f > 1 else { return sigma }
        let ff = Double(f * f)
        return max(sigma * sigma - (ff - 1) / 12 - ff / 6, 0).squareRoot() / Double(f)
    }

    /// Weights k[j], j = -R ... R, R = ceil(3 sigma) + 1: the Gaussian's mass over
    /// [j - 1/2, j + 1/2], scaled to sum to 1 (so that a flat backdrop stays flat). [1] for a
    /// sigma under 0.05 pixels.
    static func kernel(sigma: Double) -> [Float] {
        guard sigma >= 0.05, sigma.isFinite else { return [1] }
        let r = Int((3 * sigma).rounded(.up)) + 1
        func cdf(_ x: Double) -> Double { 0.5 * erfc(-x / (sigma * 2.0.squareRoot())) }
        let k = (-r...r).map { j in cdf(Double(j) + 0.5) - cdf(Double(j) - 0.5) }
        let total = k.reduce(0, +)
        return k.map { Float($0 / total) }
    }

    /// The shrink factor f.
    let factor: Int
    /// The frame pixel where block (0, 0) of the small image begins (multiples of f).
    let originX: Int, originY: Int
    /// The small image's size in blocks.
    let width: Int, height: Int
    /// The small image's Gaussian weights (`kernel(sigma:)` of its own sigma).
    let kernel: [Float]
    /// The frame's size in pixels.
    let frameWidth: Int, frameHeight: Int

    /// The small image of a frame of `frameWidth` x `frameHeight` pixels that a Gaussian of
    /// `sigma` pixels over `box` needs: what is under `box` and within the blur's reach.
    init(frameWidth fw: Int, frameHeight fh: Int, box: CairoContext.PixelBox, sigma: Double) {
        let f = Self.factor(sigma: sigma)
        let k = Self.kernel(sigma: Self.smallSigma(sigma: sigma, factor: f))
        let r = k.count / 2
        let blocksX = (fw + f - 1) / f, blocksY = (fh + f - 1) / f
        let reach = r + 1
        let bx0 = max(box.x0 / f - reach, 0), bx1 = min((box.x1 + f - 1) / f + reach, blocksX)
        let by0 = max(box.y0 / f - reach, 0), by1 = min((box.y1 + f - 1) / f + reach, blocksY)
        factor = f
        originX = bx0 * f; originY = by0 * f
        width = max(bx1 - bx0, 1); height = max(by1 - by0, 1)
        kernel = k
        frameWidth = fw; frameHeight = fh
    }

    /// Shrinks, blurs and filters what `source` (the frame, `perRow` words a row) holds
    /// into `out` (`width` x `height` premultiplied ARGB32 words in the frame's byte order,
    /// rows top to bottom). `opaque`: the source is the opaque frame (its alpha is 255 and is
    /// not blurred). `swap`: byte 0 of a word is red (else blue).
    func draw(
        _ source: UnsafePointer<UInt32>, perRow: Int, filter: BackdropFilter, opaque: Bool, swap: Bool,
        into out: UnsafeMutablePointer<UInt32>
    ) {
        Self.filtered(
            source, perRow: perRow, frameWidth: frameWidth, frameHeight: frameHeight, originX: originX,
            originY: originY, blocksX: width, blocksY: height, factor: factor, kernel: kernel,
            filter: Tint(filter, opaque: opaque, swap: swap), into: out)
    }

    /// The small image made one row at a time: each row of blocks is averaged (`shrinkRow`)
    /// and convolved along the row (`blurRow`) into a ring of `kernel.count` rows, and each
    /// output row is the column convolution of the ring's rows, filtered (`Tint`). Only the
    /// 8-bit result is image-sized: the `Float` rows in flight are the kernel's height, so a
    /// full-screen blur at scale 3 holds 9 MB instead of two 36 MB `Float` images. The sums
    /// are those of a whole-image pass, in the same order (rows, then columns, the kernel's
    /// taps from the first), so the bytes are the same.
    static func filtered(
        _ source: UnsafePointer<UInt32>, perRow: Int, frameWidth fw: Int, frameHeight fh: Int,
        originX: Int, originY: Int, blocksX lw: Int, blocksY lh: Int, factor f: Int, kernel: [Float], filter: Tint,
        into out: UnsafeMutablePointer<UInt32>
    ) {
        let n = kernel.count, r = n / 2
        var shrunk = [SIMD4<Float>](repeating: .zero, count: lw)
        var padded = [SIMD4<Float>](repeating: .zero, count: n > 1 ? lw + 2 * r : 0)
        var ring = [SIMD4<Float>](repeating: .zero, count: n > 1 ? n * lw : 0)
        var column = [SIMD4<Float>](repeating: .zero, count: n > 1 ? lw : 0)
        var rows = [Int](repeating: 0, count: n)
        let columns = (0..<(lw * f)).map { min(max(originX + $0, 0), fw - 1) }
        var evens = [UInt32](repeating: 0, count: lw), odds = evens
        var next = 0
        for y in 0..<lh {
            if n == 1 {
                shrinkRow(
                    y, source, perRow: perRow, frameHeight: fh, originY: originY, blocksX: lw, factor: f,
                    columns: columns, evens: &evens, odds: &odds, into: &shrunk)
                filter.apply(shrunk, into: out + y * lw)
                continue
            }
            // Rows up to y + r (the last row repeated past the end) are blurred along the row.
            while next <= min(y + r, lh - 1) {
                shrinkRow(
                    next, source, perRow: perRow, frameHeight: fh, originY: originY, blocksX: lw, factor: f,
                    columns: columns, evens: &evens, odds: &odds, into: &shrunk)
                blurRow(shrunk, padded: &padded, kernel: kernel, into: &ring, at: (next % n) * lw)
                next += 1
            }
            kernel.withUnsafeBufferPointer { kp in
                ring.withUnsafeBufferPointer { rp in
                    column.withUnsafeMutableBufferPointer { cp in
                        rows.withUnsafeMutableBufferPointer { tp in
                            for j in 0..<n { tp[j] = (min(max(y + j - r, 0), lh - 1) % n) * lw }
                            Self.column(
                                rp.baseAddress!, rows: UnsafePointer(tp.baseAddress!), weights: kp.baseAddress!,
                                taps: n, width: lw, into: cp.baseAddress!)
                        }
                    }
                }
            }
            filter.apply(column, into: out + y * lw)
        }
    }

    /// Averages row `j` of f x f blocks into `out` (`blocksX` values), channels in byte order
    /// (x: byte 0 ... w: byte 3, the alpha). Each block's bytes 0 and 2 are summed in the two
    /// 16-bit halves of one word, bytes 1 and 3 in another (at most 256 x 255 each);
    /// coordinates beyond the frame are clamped to its edge (`columns`: each column's clamped
    /// frame x; `evens`, `odds`: scratch of `blocksX` words).
    static func shrinkRow(
        _ j: Int, _ source: UnsafePointer<UInt32>, perRow: Int, frameHeight fh: Int, originY: Int,
        blocksX lw: Int, factor f: Int, columns: [Int], evens: inout [UInt32], odds: inout [UInt32],
        into out: inout [SIMD4<Float>]
    ) {
        let inverse = 1 / Float(f * f)
        columns.withUnsafeBufferPointer { cols in
            evens.withUnsafeMutableBufferPointer { ev in
                odds.withUnsafeMutableBufferPointer { od in
                    out.withUnsafeMutableBufferPointer { o in
                        for i in 0..<lw { ev[i] = 0; od[i] = 0 }
                        for dy in 0..<f {
                            let row = source + min(max(originY + j * f + dy, 0), fh - 1) * perRow
                            var c = 0
                            for i in 0..<lw {
                                var e: UInt32 = 0, d: UInt32 = 0
                                for _ in 0..<f {
                                    let w = row[cols[c]]
                                    e &+= w & 0x00ff_00ff
                                    d &+= (w >> 8) & 0x00ff_00ff
                                    c += 1
                                }
                                ev[i] &+= e; od[i] &+= d
                            }
                        }
                        for i in 0..<lw {
                            let e = ev[i], d = od[i]
                            o[i] = SIMD4(Float(e & 0xffff), Float(d & 0xffff), Float(e >> 16), Float(d >> 16)) * inverse
                        }
                    }
                }
            }
        }
    }

    /// Convolves one row with `kernel` (odd length), edge pixels repeated, into `ring` from
    /// `offset` (`padded`: scratch of the row's length plus the kernel's).
    static func blurRow(
        _ row: [SIMD4<Float>], padded: inout [SIMD4<Float>], kernel: [Float], into ring: inout [SIMD4<Float>],
        at offset: Int
    ) {
        let r = kernel.count / 2, w = row.count
        kernel.withUnsafeBufferPointer { kp in
            row.withUnsafeBufferPointer { src in
                padded.withUnsafeMutableBufferPointer { pad in
                    ring.withUnsafeMutableBufferPointer { out in
                        let pp = pad.baseAddress!
                        for i in 0..<(w + 2 * r) { pp[i] = src[min(max(i - r, 0), w - 1)] }
                        across(UnsafePointer(pp), kernel: kp, width: w, into: out.baseAddress! + offset)
                    }
                }
            }
        }
    }

    /// The convolution along a row: `dst[x]` = the sum of `kernel[j] * padded[x + j]` over
    /// the taps j in order, from zero, for x in 0 ..< `width` (`padded` holds `width` plus the
    /// kernel's length less one values). Four outputs at a time: the source values of the
    /// four in flight at a tap are kept in registers, and each one loaded serves four taps
    /// of four outputs (the fourth output's tap j is the first's tap j + 3); every output's
    /// sum has the same terms added in the same order as one output at a time, so the same
    /// bits.
    static func across(
        _ padded: UnsafePointer<SIMD4<Float>>, kernel: UnsafeBufferPointer<Float>, width w: Int,
        into dst: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let n = kernel.count
        guard let kp = kernel.baseAddress, n > 0 else { return }
        var x = 0
        while x + 4 <= w {
            var a0 = SIMD4<Float>.zero, a1 = a0, a2 = a0, a3 = a0
            var p0 = padded[x], p1 = padded[x + 1], p2 = padded[x + 2]
            let next = padded + x + 3
            for j in 0..<n {
                let k = kp[j], p3 = next[j]
                a0 += k * p0; a1 += k * p1; a2 += k * p2; a3 += k * p3
                p0 = p1; p1 = p2; p2 = p3
            }
            dst[x] = a0; dst[x + 1] = a1; dst[x + 2] = a2; dst[x + 3] = a3
            x += 4
        }
        while x < w {
            var acc = SIMD4<Float>.zero
            for j in 0..<n { acc += kp[j] * padded[x + j] }
            dst[x] = acc
            x += 1
        }
    }

    /// The convolution down a column of rows: `dst[x]` = the sum of
    /// `weights[j] * base[rows[j] + x]` over the taps j in order, from zero, for x in
    /// 0 ..< `width` (`rows`: where each tap's row begins). Four columns at a time:
    /// their sums stay in registers across the taps and each weight and row address is loaded
    /// once for the four; the same terms in the same order as one column at a time, so the
    /// same bits.
    static func column(
        _ base: UnsafePointer<SIMD4<Float>>, rows: UnsafePointer<Int>, weights: UnsafePointer<Float>, taps n: Int,
        width w: Int, into dst: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        var x = 0
        while x + 4 <= w {
            var a0 = SIMD4<Float>.zero, a1 = a0, a2 = a0, a3 = a0
            for j in 0..<n {
                let k = weights[j], s = base + rows[j] + x
                a0 += k * s[0]; a1 += k * s[1]; a2 += k * s[2]; a3 += k * s[3]
            }
            dst[x] = a0; dst[x + 1] = a1; dst[x + 2] = a2; dst[x + 3] = a3
            x += 4
        }
        while x < w {
            var acc = SIMD4<Float>.zero
            for j in 0..<n { acc += weights[j] * base[rows[j] + x] }
            dst[x] = acc
            x += 1
        }
    }

    /// The saturate matrix of the W3C filter effects (luma weights 0.213, 0.715, 0.072) on
    /// the colour channels, clamped to [0, alpha], then the tint over it
    /// (`c (1 - t) + tint t`, alpha too), rounded to 8 bits.
    struct Tint {
        let m00: Float, m01: Float, m02: Float, m10: Float, m11: Float, m12: Float, m20: Float, m21: Float, m22: Float
        let t: Float, t0: Float, tg: Float, t2: Float
        let opaque: Bool, swap: Bool

        init(_ filter: BackdropFilter, opaque: Bool, swap: Bool) {
            let s = Float(filter.saturation.isFinite ? filter.saturation : 1)
            m00 = 0.213 + 0.787 * s; m01 = 0.715 - 0.715 * s; m02 = 0.072 - 0.072 * s
            m10 = 0.213 - 0.213 * s; m11 = 0.715 + 0.285 * s; m12 = 0.072 - 0.072 * s
            m20 = 0.213 - 0.213 * s; m21 = 0.715 - 0.715 * s; m22 = 0.072 + 0.928 * s
            t = Float(min(max(filter.tintAlpha, 0), 1))
            let tint = filter.tint
            let tr = Float(min(max(tint.red, 0), 1)) * 255 * t
            tg = Float(min(max(tint.green, 0), 1)) * 255 * t
            let tb = Float(min(max(tint.blue, 0), 1)) * 255 * t
            (t0, t2) = swap ? (tr, tb) : (tb, tr)
            self.opaque = opaque; self.swap = swap
        }

        /// Filters `row` into the words at `o`.
        func apply(_ row: [SIMD4<Float>], into o: UnsafeMutablePointer<UInt32>) {
            @inline(__always) func byte(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), 255) + 0.5) }
            do {
                for (i, p) in row.enumerated() {
                    let (r, b) = swap ? (p.x, p.z) : (p.z, p.x)
                    let g = p.y
                    let a: Float = opaque ? 255 : min(max(p.w, 0), 255)
                    let r2 = min(max(m00 * r + m01 * g + m02 * b, 0), a)
                    let g2 = min(max(m10 * r + m11 * g + m12 * b, 0), a)
                    let b2 = min(max(m20 * r + m21 * g + m22 * b, 0), a)
                    let (f0, f2) = swap ? (r2, b2) : (b2, r2)
                    o[i] =
                        byte(f0 * (1 - t) + t0) | byte(g2 * (1 - t) + tg) << 8 | byte(f2 * (1 - t) + t2) << 16
                        | byte(a * (1 - t) + 255 * t) << 24
                }
            }
        }
    }
}
