import CCairo
import FlipbookCore

/// Lines, rectangles and images for the docs pictures (contact sheets, timing plots), in
/// the current user space.
extension CairoContext {
    /// Covers the whole target with `color`, replacing what was there
    /// (`CAIRO_OPERATOR_SOURCE` + `cairo_paint`).
    package func paint(_ color: RGBA) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setColor(color, alpha: 1)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Fills the rectangle at (`x`, `y`) of `width` x `height` with `color` (`cairo_rectangle` + `cairo_fill`).
    package func fillRect(x: Double, y: Double, width: Double, height: Double, _ color: RGBA) {
        cairo_rectangle(cr, x, y, width, height)
        setColor(color, alpha: 1)
        cairo_fill(cr)
    }

    /// Strokes the polyline through `points` with `color`, `width` units wide, dashed with
    /// the on/off lengths `dash` when it is not empty (`cairo_set_dash`, `cairo_stroke`);
    /// round joins, butt caps.
    package func strokePolyline(_ points: [SIMD2<Double>], _ color: RGBA, width: Double, dash: [Double] = []) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        stroke(color, width: width, dash: dash)
    }

    /// Strokes one straight line from `a` to `b`.
    package func strokeLine(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ color: RGBA, width: Double, dash: [Double] = []) {
        strokePolyline([a, b], color, width: width, dash: dash)
    }

    /// Strokes the outline of a rectangle.
    package func strokeRect(x: Double, y: Double, width: Double, height: Double, _ color: RGBA, lineWidth: Double) {
        cairo_rectangle(cr, x, y, width, height)
        stroke(color, width: lineWidth)
    }

    /// Strokes and clears the current path.
    private func stroke(_ color: RGBA, width: Double, dash: [Double] = []) {
        setColor(color, alpha: 1)
        cairo_set_line_width(cr, width)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// Restricts drawing to the rectangle until `restore()` (`cairo_save` + `cairo_clip`).
    package func clipRect(x: Double, y: Double, width: Double, height: Double) {
        cairo_save(cr)
        cairo_rectangle(cr, x, y, width, height)
        cairo_clip(cr)
    }

    /// Paints `bitmap` with its top-left corner at (`x`, `y`) pixels, one bitmap pixel per
    /// device pixel (`cairo_image_surface_create_for_data` + `cairo_set_source_surface` +
    /// `cairo_paint`). A failure to make the surface shows up in `finish()`.
    package func drawBitmap(_ bitmap: Bitmap, x: Double, y: Double) {
        // Cairo wants premultiplied native-endian ARGB words; with red and blue exchanged
        // (see PixelConversion) an opaque bitmap's R, G, B, A bytes already are that.
        var pixels = PixelConversion.bitmapToCairoPixels(bitmap)
        pixels.withUnsafeMutableBytes { raw in
            let surface = cairo_image_surface_create_for_data(
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 4))!
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, surface, x, y)
            cairo_paint(cr)
            cairo_restore(cr)  // Drops the source, so the surface is no longer used.
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }
}

extension CairoContext {
    /// Makes one user unit `scale` device pixels from now on, with the origin at the top
    /// left (`cairo_identity_matrix` + `cairo_scale`).
    package func setScale(_ scale: Double) {
        cairo_identity_matrix(cr)
        cairo_scale(cr, scale, scale)
    }
}
