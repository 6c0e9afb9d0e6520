import Foundation

/// A separable Gaussian blur of a single-channel image of `Float`s, for shadows
/// (SEMANTICS.md §14, "Shadows"). Cairo has none.
///
/// The result stays within 1/255 of the true Gaussian convolution of the image (the test
/// `GaussianBlurTests` measures it on an edge, where the error of box approximations peaks):
/// - for sigma up to `firExactLimit` pixels, an exact separable convolution with the
///   Gaussian integrated over each pixel (radius ceil(4 sigma); the tails beyond hold less
///   than 1e-4 of the weight);
/// - above, `boxPasses` passes of an "extended" box filter per axis: a box of odd width
///   plus fractional end taps, sized so that the passes' variances add up to sigma² exactly
///   (Gwosdek et al., "Theoretical foundations of Gaussian convolution by extended box
///   filtering", 2011). Each pass costs the same whatever sigma is; the sum of n boxes
///   approaches the Gaussian as n grows (its error at an edge is about 0.028 / n).
///
/// For a large sigma the image is first shrunk by a power of two f (averaging f x f blocks)
/// so that the blur works on 1/f² of the pixels at sigma / f >= 5, then interpolated back
/// (`blurDownsampled`); the variances of the three steps add up to sigma².
///
/// Both work down columns with the inner loop along a row (contiguous, vectorisable); rows
/// are blurred by transposing, blurring columns and transposing back. Pixels outside the
/// image count as 0. Deterministic: the same input gives the same bits on any thread.
enum GaussianBlur {
    /// The largest sigma, in pixels, blurred by the exact convolution.
    static let firExactLimit = 6.0
    /// Extended box passes per axis above `firExactLimit`.
    static let boxPasses = 16

    /// Blurs `image` (`width * height` values, rows top to bottom) in place by a Gaussian
    /// of standard deviation `sigma` pixels; nothing for sigma below 0.05 or not finite.
    static func blur(_ image: inout [Float], width: Int, height: Int, sigma: Double) {
        guard sigma >= 0.05, sigma.isFinite, width > 0, height > 0 else { return }
        let f = downsamplingFactor(sigma: sigma)
        if f > 1 { return blurDownsampled(&image, width: width, height: height, sigma: sigma, factor: f) }
        blurFullSize(&image, width: width, height: height, sigma: sigma)
    }

    /// The most a blur shrinks the image by before blurring (a power of two), keeping the
    /// blur at least `minimumDownsampledSigma` pixels of the smaller image.
    static let maximumDownsampling = 8
    /// The smallest sigma, in pixels of the smaller image, that a downsampled blur works at:
    /// linear interpolation back up then strays at most 0.242 / (8 x 25) = 0.0012 (0.31/255)
    /// from the smooth result (h² / 8 times the largest second derivative of a blurred edge,
    /// 0.242 / sigma²).
    static let minimumDownsampledSigma = 5.0

    /// The largest power of two f <= `maximumDownsampling` with sigma / f >= 5; 1 for none.
    static func downsamplingFactor(sigma: Double) -> Int {
        var f = 1
        while f < maximumDownsampling && sigma / Double(2 * f) >= minimumDownsampledSigma { f *= 2 }
        return f
    }

    /// Averages f x f blocks, blurs the smaller image by the rest of the variance, and
    /// interpolates back up linearly. Averaging is a box of variance (f² - 1) / 12 and linear
    /// interpolation adds f² / 6 on average (pixels²), so the small blur's sigma is
    /// sqrt(sigma² - (f² - 1) / 12 - f² / 6) / f: the variances add up to sigma².
    private static func blurDownsampled(
        _ image: inout [Float], width w: Int, height h: Int, sigma: Double, factor f: Int
    ) {
        let lw = (w + f - 1) / f, lh = (h + f - 1) / f
        var small = [Float](repeating: 0, count: lw * lh)
        let blockOf = (0..<w).map { $0 / f }
        image.withUnsafeBufferPointer { src in
            small.withUnsafeMutableBufferPointer { dst in
                let inv = 1 / Float(f * f)
                for y in 0..<h {
                    let out = dst.baseAddress! + (y / f) * lw, row = src.baseAddress! + y * w
                    for x in 0..<w { out[blockOf[x]] += row[x] * inv }
                }
            }
        }
        let ff = Double(f * f)
        let smallSigma = (max(sigma * sigma - (ff - 1) / 12 - ff / 6, 0.25)).squareRoot() / Double(f)
        blurFullSize(&small, width: lw, height: lh, sigma: smallSigma)
        // A border of zeros around the small image, so interpolation needs no bounds checks.
        let pw = lw + 2, ph = lh + 2
        var padded = [Float](repeating: 0, count: pw * ph)
        for y in 0..<lh { for x in 0..<lw { padded[(y + 1) * pw + x + 1] = small[y * lw + x] } }
        // Pixel j's centre j + 0.5 sits at u = (j + 0.5) / f - 0.5 in the small image: between
        // small pixels floor(u) and floor(u) + 1 (shifted by the border), at t = u - floor(u).
        func taps(_ n: Int) -> ([Int], [Float]) {
            var index = [Int](repeating: 0, count: n), weight = [Float](repeating: 0, count: n)
            for j in 0..<n {
                let u = (Double(j) + 0.5) / Double(f) - 0.5
                let i = u.rounded(.down)
                index[j] = Int(i) + 1; weight[j] = Float(u - i)
            }
            return (index, weight)
        }
        let (xi, xt) = taps(w), (yi, yt) = taps(h)
        padded.withUnsafeBufferPointer { sp in
            image.withUnsafeMutableBufferPointer { dp in
                var top = [Float](repeating: 0, count: w), bottom = [Float](repeating: 0, count: w)
                for y in 0..<h {
                    let r0 = sp.baseAddress! + yi[y] * pw, r1 = r0 + pw
                    for x in 0..<w {
                        let i = xi[x], t = xt[x]
                        top[x] = r0[i] + (r0[i + 1] - r0[i]) * t
                        bottom[x] = r1[i] + (r1[i + 1] - r1[i]) * t
                    }
                    let out = dp.baseAddress! + y * w, ty = yt[y]
                    for x in 0..<w { out[x] = top[x] + (bottom[x] - top[x]) * ty }
                }
            }
        }
    }

    /// The blur at full size: see the type's comment.
    private static func blurFullSize(_ image: inout [Float], width: Int, height: Int, sigma: Double) {
        var scratch = [Float](repeating: 0, count: image.count)
        blurColumns(&image, &scratch, width: width, height: height, sigma: sigma)
        transpose(image, into: &scratch, width: width, height: height)
        blurColumns(&scratch, &image, width: height, height: width, sigma: sigma)
        transpose(scratch, into: &image, width: height, height: width)
    }

    /// Blurs every column of `image` (result in `image`), using `scratch` of the same size.
    private static func blurColumns(
        _ image: inout [Float], _ scratch: inout [Float], width: Int, height: Int,
        sigma: Double
    ) {
        if sigma <= firExactLimit {
            convolveColumns(image, into: &scratch, width: width, height: height, kernel: exactKernel(sigma: sigma))
            swap(&image, &scratch)
            return
        }
        let (l, alpha) = extendedBox(variance: sigma * sigma / Double(boxPasses))
        for _ in 0..<boxPasses {
            boxColumns(image, into: &scratch, width: width, height: height, halfWidth: l, endWeight: Float(alpha))
            swap(&image, &scratch)
        }
    }

    /// Weights k[j], j = -R ... R: the Gaussian's mass over [j - 1/2, j + 1/2].
    static func exactKernel(sigma: Double) -> [Float] {
        let r = Int((4 * sigma).rounded(.up))
        func cdf(_ x: Double) -> Double { 0.5 * erfc(-x / (sigma * 2.0.squareRoot())) }
        return (-r...r).map { j in Float(cdf(Double(j) + 0.5) - cdf(Double(j) - 0.5)) }
    }

    /// The half width l and end weight a of a box of variance `variance`: taps 1 at
    /// -l ... l and a at ±(l + 1), normalised, with
    /// (2 sum_{j<=l} j² + 2 a (l+1)²) / (2l + 1 + 2a) = variance.
    static func extendedBox(variance v: Double) -> (Int, Double) {
        var l = max(0, Int(((12 * v + 1).squareRoot() - 1) / 2))
        while Double((l + 1) * (l + 2)) / 3 <= v { l += 1 }
        while l > 0 && Double(l * (l + 1)) / 3 > v { l -= 1 }
        let dl = Double(l)
        let s = dl * (dl + 1) * (2 * dl + 1) / 6
        let a = (v * (2 * dl + 1) - 2 * s) / (2 * (dl + 1) * (dl + 1) - 2 * v)
        return (l, min(max(a, 0), 1))
    }

    private static func convolveColumns(
        _ src: [Float], into dst: inout [Float], width w: Int, height h: Int,
        kernel: [Float]
    ) {
        let r = kernel.count / 2
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for y in 0..<h {
                    let out = d.baseAddress! + y * w
                    for x in 0..<w { out[x] = 0 }
                    for j in max(-r, -y)...min(r, h - 1 - y) {
                        let k = kernel[j + r]
                        let row = s.baseAddress! + (y + j) * w
                        for x in 0..<w { out[x] += k * row[x] }
                    }
                }
            }
        }
    }

    private static func boxColumns(
        _ src: [Float], into dst: inout [Float], width w: Int, height h: Int,
        halfWidth l: Int, endWeight a: Float
    ) {
        let norm = 1 / (Float(2 * l + 1) + 2 * a)
        var sum = [Float](repeating: 0, count: w)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                sum.withUnsafeMutableBufferPointer { acc in
                    let sp = s.baseAddress!, dp = d.baseAddress!, ap = acc.baseAddress!
                    // The sum over rows -l ... l around row 0 (rows outside are 0).
                    for j in 0...min(l, h - 1) {
                        let row = sp + j * w
                        for x in 0..<w { ap[x] += row[x] }
                    }
                    for y in 0..<h {
                        let out = dp + y * w
                        let lo = y - l - 1, hi = y + l + 1
                        if lo >= 0 && hi < h {
                            let rl = sp + lo * w, rh = sp + hi * w
                            for x in 0..<w { out[x] = (ap[x] + a * (rl[x] + rh[x])) * norm }
                        } else {
                            for x in 0..<w {
                                var e: Float = 0
                                if lo >= 0 { e += sp[lo * w + x] }
                                if hi < h { e += sp[hi * w + x] }
                                out[x] = (ap[x] + a * e) * norm
                            }
                        }
                        // Slide the window down one row: add row y + l + 1, drop row y - l.
                        let drop = y - l
                        if hi < h && drop >= 0 {
                            let rh = sp + hi * w, rd = sp + drop * w
                            for x in 0..<w { ap[x] += rh[x] - rd[x] }
                        } else {
                            if hi < h { let rh = sp + hi * w; for x in 0..<w { ap[x] += rh[x] } }
                            if drop >= 0 { let rd = sp + drop * w; for x in 0..<w { ap[x] -= rd[x] } }
                        }
                    }
                }
            }
        }
    }

    /// `dst[x * height + y] = src[y * width + x]`, in 32 x 32 tiles for the cache.
    private static func transpose(_ src: [Float], into dst: inout [Float], width w: Int, height h: Int) {
        let tile = 32
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for y0 in stride(from: 0, to: h, by: tile) {
                    for x0 in stride(from: 0, to: w, by: tile) {
                        for y in y0..<min(y0 + tile, h) {
                            for x in x0..<min(x0 + tile, w) { d[x * h + y] = s[y * w + x] }
                        }
                    }
                }
            }
        }
    }
}
