import CCairo
import Foundation
import FlipbookCore

/// The backdrop filter of a visual effect view (SEMANTICS.md §17, "Materials"): the pixels
/// already drawn into the current target are read back, blurred, saturated and tinted, and
/// written back through a clip.
extension CairoContext {
    /// A rectangle of device pixels, `x0 ..< x1` by `y0 ..< y1`, inside the frame.
    struct PixelBox { var x0: Int, y0: Int, x1: Int, y1: Int }

    /// Filters what the current target (the innermost open group, else the frame) holds
    /// under `box`, then writes it back inside the path `outline` appends (device pixels,
    /// with the clip already in force), mixed with the unfiltered pixels by `alpha`.
    ///
    /// The blur reads `margin` pixels around `box` so that its edges see what lies beyond
    /// them; outside the frame the nearest edge pixel is repeated (a screen's edge neither
    /// darkens nor brightens the blur). Channels are blurred premultiplied, as Core
    /// Animation composites. Then, per pixel: the saturate matrix of the W3C filter effects
    /// on the gamma-encoded channels (luma weights 0.213, 0.715, 0.072), clamped to
    /// [0, alpha]; the tint over it (`c = c (1 - t) + tint t`); the result mixed with the
    /// original by `alpha`, rounded to 8 bits.
    func filterBackdrop(
        _ box: PixelBox, margin: Int, sigma: Double, filter: BackdropFilter, alpha: Double,
        outline: () -> Void
    ) {
        let target = groups.last ?? frame
        cairo_surface_flush(target.surface)
        guard let data = cairo_image_surface_get_data(target.surface) else { return }
        let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        let perRow = stride / 4
        // The frame is opaque by construction (drawn over the black backdrop); only a group
        // needs its alpha blurred.
        let opaque = groups.isEmpty
        let ow = box.x1 - box.x0, oh = box.y1 - box.y0
        let iw = ow + 2 * margin, ih = oh + 2 * margin
        let ix0 = box.x0 - margin, iy0 = box.y0 - margin
        let swap = PixelConversion.exchangesRedAndBlue
        var red = [Float](repeating: 0, count: iw * ih)
        var green = red, blue = red
        var alphaPlane = opaque ? [] : red
        // Clamped source columns, computed once.
        let columns = (0..<iw).map { min(max(ix0 + $0, 0), width - 1) }
        red.withUnsafeMutableBufferPointer { rp in
            green.withUnsafeMutableBufferPointer { gp in
                blue.withUnsafeMutableBufferPointer { bp in
                    alphaPlane.withUnsafeMutableBufferPointer { ap in
                        columns.withUnsafeBufferPointer { cols in
                            // Byte 0 of a word is red where red and blue are exchanged, else blue.
                            let (first, last) =
                                swap ? (rp.baseAddress!, bp.baseAddress!) : (bp.baseAddress!, rp.baseAddress!)
                            let g = gp.baseAddress!
                            for j in 0..<ih {
                                let row = words + min(max(iy0 + j, 0), height - 1) * perRow
                                let base = j * iw
                                for i in 0..<iw {
                                    let w = row[cols[i]]
                                    first[base + i] = Float(w & 0xff)
                                    g[base + i] = Float((w >> 8) & 0xff)
                                    last[base + i] = Float((w >> 16) & 0xff)
                                }
                                if !opaque, let a = ap.baseAddress {
                                    for i in 0..<iw { a[base + i] = Float(row[cols[i]] >> 24) }
                                }
                            }
                        }
                    }
                }
            }
        }
        GaussianBlur.blur(&red, width: iw, height: ih, sigma: sigma)
        GaussianBlur.blur(&green, width: iw, height: ih, sigma: sigma)
        GaussianBlur.blur(&blue, width: iw, height: ih, sigma: sigma)
        if !opaque { GaussianBlur.blur(&alphaPlane, width: iw, height: ih, sigma: sigma) }

        let s = Float(filter.saturation)
        let m00 = 0.213 + 0.787 * s, m01 = 0.715 - 0.715 * s, m02 = 0.072 - 0.072 * s
        let m10 = 0.213 - 0.213 * s, m11 = 0.715 + 0.285 * s, m12 = 0.072 - 0.072 * s
        let m20 = 0.213 - 0.213 * s, m21 = 0.715 - 0.715 * s, m22 = 0.072 + 0.928 * s
        let t = Float(min(max(filter.tintAlpha, 0), 1))
        let tint = filter.tint
        let tr = Float(min(max(tint.red, 0), 1)) * 255 * t
        let tg = Float(min(max(tint.green, 0), 1)) * 255 * t
        let tb = Float(min(max(tint.blue, 0), 1)) * 255 * t
        let (t0, t2) = swap ? (tr, tb) : (tb, tr)
        let k = Float(min(max(alpha, 0), 1))
        @inline(__always) func mix(_ o: UInt32, _ f: Float) -> UInt32 {
            let v = Float(o)
            return UInt32(min(max(v + (f - v) * k, 0), 255) + 0.5)
        }
        var out = [UInt32](repeating: 0, count: ow * oh)
        out.withUnsafeMutableBufferPointer { op in
            red.withUnsafeBufferPointer { rp in
                green.withUnsafeBufferPointer { gp in
                    blue.withUnsafeBufferPointer { bp in
                        alphaPlane.withUnsafeBufferPointer { ap in
                            let rr = rp.baseAddress!, g = gp.baseAddress!, bb = bp.baseAddress!, o = op.baseAddress!
                            for j in 0..<oh {
                                let src = words + (box.y0 + j) * perRow + box.x0
                                let base = (j + margin) * iw + margin
                                for i in 0..<ow {
                                    let q = base + i
                                    let r = rr[q], gg = g[q], b = bb[q]
                                    let a: Float = opaque ? 255 : min(max(ap[q], 0), 255)
                                    let r2 = min(max(m00 * r + m01 * gg + m02 * b, 0), a)
                                    let g2 = min(max(m10 * r + m11 * gg + m12 * b, 0), a)
                                    let b2 = min(max(m20 * r + m21 * gg + m22 * b, 0), a)
                                    // In memory order: byte 0 is red where red and blue are exchanged.
                                    let (f0, f2) = swap ? (r2, b2) : (b2, r2)
                                    let w = src[i]
                                    let p0 = mix(w & 0xff, f0 * (1 - t) + t0)
                                    let p1 = mix((w >> 8) & 0xff, g2 * (1 - t) + tg)
                                    let p2 = mix((w >> 16) & 0xff, f2 * (1 - t) + t2)
                                    let p3 = mix(w >> 24, a * (1 - t) + 255 * t)
                                    o[j * ow + i] = p0 | p1 << 8 | p2 << 16 | p3 << 24
                                }
                            }
                        }
                    }
                }
            }
        }
        out.withUnsafeMutableBytes { raw in
            let surface = cairo_image_surface_create_for_data(
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(ow), Int32(oh), Int32(ow * 4))!
            cairo_save(cr)
            cairo_identity_matrix(cr)
            outline()
            cairo_identity_matrix(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
            // SOURCE replaces what is under the clip (antialiased edges blend by coverage):
            // the filtered pixels already hold the original where they should.
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, surface, Double(box.x0), Double(box.y0))
            cairo_paint(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)  // Drops the surface before its memory goes.
            cairo_restore(cr)
            if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS && groupStatus == CAIRO_STATUS_SUCCESS {
                groupStatus = cairo_surface_status(surface)
            }
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }
}
