import CCairo
import Foundation
import FlipbookCore

/// The backdrop filter of a visual effect view (SEMANTICS.md §17, "Materials"): the pixels
/// already drawn into the current target are read back, shrunk, blurred, saturated and
/// tinted (`BackdropBlur`), and painted back scaled up through a clip.
extension CairoContext {
    /// A rectangle of device pixels, `x0 ..< x1` by `y0 ..< y1`, inside the frame.
    struct PixelBox { var x0: Int, y0: Int, x1: Int, y1: Int }

    /// Filters what the current target (the innermost open group, else the frame) holds
    /// under `box` and within the blur's reach, then paints it back inside the path
    /// `outline` appends (device pixels, with the clip already in force), mixed with the
    /// unfiltered pixels by `alpha`.
    ///
    /// The small filtered image of `BackdropBlur` is painted scaled up by its factor with
    /// Cairo's bilinear filter (edge pixels repeated), with the `SOURCE` operator: under the
    /// clip it replaces what was there, antialiased edges and `alpha` below 1 mixing it with
    /// the unfiltered pixels by coverage (Cairo applies clip and mask by linear
    /// interpolation). The frame is opaque by construction (drawn over the black backdrop);
    /// only a group needs its alpha blurred.
    func filterBackdrop(_ box: PixelBox, sigma: Double, filter: BackdropFilter, alpha: Double, outline: () -> Void) {
        let target = groups.last ?? frame
        cairo_surface_flush(target.surface)
        guard let data = cairo_image_surface_get_data(target.surface) else { return }
        let source = UnsafePointer(UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self))
        let small = BackdropBlur(frameWidth: width, frameHeight: height, box: box, sigma: sigma)
        // A frame-sized small image (a full-screen blur that is not shrunk) is a group buffer
        // from the pool: it reuses an idle one and counts against what frames hold at once.
        let byteCount = small.width * small.height * 4
        let pooled = byteCount == stride * height
        let memory =
            pooled
            ? groupBuffers.borrow(byteCount: byteCount, holding: heldBuffers)
            : .allocate(byteCount: byteCount, alignment: 64)
        defer { if pooled { groupBuffers.giveBack(memory) } else { memory.deallocate() } }
        small.draw(
            source, perRow: stride / 4, filter: filter, opaque: groups.isEmpty,
            swap: PixelConversion.exchangesRedAndBlue, into: memory.baseAddress!.assumingMemoryBound(to: UInt32.self))
        let k = min(max(alpha, 0), 1)
        let f = Double(small.factor)
        do {
            let surface = cairo_image_surface_create_for_data(
                memory.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(small.width), Int32(small.height), Int32(small.width * 4))!
            let pattern = cairo_pattern_create_for_surface(surface)!
            // User space (device pixels) to the small image: u = (x - originX) / f.
            var m = cairo_matrix_t(
                xx: 1 / f, yx: 0, xy: 0, yy: 1 / f, x0: -Double(small.originX) / f, y0: -Double(small.originY) / f)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_filter(pattern, small.factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            outline()
            cairo_identity_matrix(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source(cr, pattern)
            if k >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, k) }
            cairo_set_source_rgb(cr, 0, 0, 0)  // Drops the surface before its memory goes.
            cairo_restore(cr)
            for status in [cairo_pattern_status(pattern), cairo_surface_status(surface)]
            where status != CAIRO_STATUS_SUCCESS && groupStatus == CAIRO_STATUS_SUCCESS {
                groupStatus = status
            }
            cairo_pattern_destroy(pattern)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }

    /// Ends the innermost group, which holds vibrant content, and composites it as a mask:
    /// where the group covers a pixel by m (its alpha, 0 ... 1), the pixel under it becomes
    /// lerp(c, clamp(c + v a, 0, a), m) for each premultiplied colour channel c of alpha a,
    /// v = `vibrancy` x 255 / 255 (plus-lighter for v > 0, plus-darker below). The group's
    /// pixels are rewritten to m x clamp(c + v a, 0, a) with alpha m and painted source-over,
    /// so the clips in force outside the group apply; over the opaque frame that is the
    /// lerp exactly (inside a translucent group the alpha under the content grows towards m).
    func endVibrantGroup(vibrancy: Double) {
        guard let group = groups.last, let buffer = group.buffer else { return endGroup(alpha: 1) }
        let below = groups.count > 1 ? groups[groups.count - 2] : frame
        cairo_surface_flush(group.surface)
        cairo_surface_flush(below.surface)
        guard let data = cairo_image_surface_get_data(below.surface) else { return endGroup(alpha: 1) }
        let under = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        let over = buffer.baseAddress!.assumingMemoryBound(to: UInt32.self)
        let v = Float(min(max(vibrancy, -1), 1))
        for i in 0..<(width * height) {
            let g = over[i]
            let m = g >> 24
            guard m > 0 else { continue }
            let d = under[i]
            let a = Float(d >> 24), coverage = Float(m) / 255
            @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                let c = Float((d >> shift) & 0xff)
                return UInt32(min(max(c + v * a, 0), a) * coverage + 0.5) << shift
            }
            over[i] = channel(0) | channel(8) | channel(16) | m << 24
        }
        cairo_surface_mark_dirty(group.surface)
        endGroup(alpha: 1)
    }
}
