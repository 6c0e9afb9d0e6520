import CCairo
import FlipbookCore
import Foundation

extension DrawingReplay {
    /// Adds the gradient's stops to `pattern`, each colour times the global alpha.
    func addStops(_ g: DrawingGradient, to pattern: OpaquePointer) {
        for (location, color) in zip(g.locations, g.colors) {
            let c = Self.sanitized(color)
            let (first, third) = PixelConversion.exchangesRedAndBlue ? (c.blue, c.red) : (c.red, c.blue)
            cairo_pattern_add_color_stop_rgba(pattern, location, first, c.green, third, c.alpha * state.alpha)
        }
    }

    /// `drawLinearGradient`: the clip filled with the gradient along start...end, and beyond
    /// each end with its end colour only when that end's option is set (the half-planes left
    /// out are clipped away).
    func paintLinear(
        _ g: DrawingGradient, _ start: CGPoint, _ end: CGPoint, _ ctm: Transform2D, _ before: Bool, _ after: Bool
    ) {
        setUserMatrix(ctm)
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length.isFinite, length > 0 else { cairo_identity_matrix(cr); return }
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        addStops(g, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // The half-planes along the axis, in device pixels, cut to the store's rectangle
        // (Sutherland-Hodgman): Cairo's clipper mis-drew half-planes given as huge polygons.
        // The boundary passes through an end along the user-space normal of the axis.
        let m = ctm.concatenating(Transform2D(scaleX: scale, y: scale))
        // The axis's direction pushed to device space as a covector: the gradient's value
        // grows along (m^-1)^T (dx, dy), normal to the mapped boundary.
        let inv = m.inverted()
        let gx = inv.a * dx + inv.b * dy, gy = inv.c * dx + inv.d * dy
        func halfPlane(from p: CGPoint, toward sign: Double) {
            let d = m.apply(p)
            let w = Double(width) + 1, h = Double(height) + 1
            var polygon: [(Double, Double)] = [(-1, -1), (w, -1), (w, h), (-1, h)]
            func side(_ q: (Double, Double)) -> Double { sign * ((q.0 - d.x) * gx + (q.1 - d.y) * gy) }
            var kept: [(Double, Double)] = []
            for k in polygon.indices {
                let a = polygon[k], b = polygon[(k + 1) % polygon.count]
                let sa = side(a), sb = side(b)
                if sa >= 0 { kept.append(a) }
                if (sa >= 0) != (sb >= 0), sa.isFinite, sb.isFinite {
                    let f = sa / (sa - sb)
                    kept.append((a.0 + f * (b.0 - a.0), a.1 + f * (b.1 - a.1)))
                }
            }
            polygon = kept
            guard let first = polygon.first else {
                cairo_rectangle(cr, 0, 0, 0, 0)
                return
            }
            cairo_move_to(cr, first.0, first.1)
            for q in polygon.dropFirst() { cairo_line_to(cr, q.0, q.1) }
            cairo_close_path(cr)
        }
        cairo_identity_matrix(cr)
        if !before {
            cairo_new_path(cr)
            halfPlane(from: start, toward: 1)
            cairo_clip(cr)
        }
        if !after {
            cairo_new_path(cr)
            halfPlane(from: end, toward: -1)
            cairo_clip(cr)
        }
        setUserMatrix(ctm)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_identity_matrix(cr)
    }

    /// `drawRadialGradient`: the colours between the two circles (Cairo's radial pattern has
    /// Core Graphics' cone of circles); without `before` nothing inside the start circle's
    /// side is drawn, without `after` nothing outside the end circle (Cairo's
    /// `CAIRO_EXTEND_NONE` on the side not extended).
    func paintRadial(
        _ g: DrawingGradient, _ c0: CGPoint, _ r0: Double, _ c1: CGPoint, _ r1: Double, _ ctm: Transform2D,
        _ before: Bool, _ after: Bool
    ) {
        setUserMatrix(ctm)
        let pattern = cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1)!
        addStops(g, to: pattern)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        if before != after {
            // One side extended: the pattern is padded and the other side clipped away (exact
            // for circles one inside the other, the usual case).
            if !after {
                cairo_new_path(cr)
                cairo_arc(cr, c1.x, c1.y, r1, 0, 2 * Double.pi)
                cairo_clip(cr)
            } else if r0 > 0 {
                // The store's pixels less the start circle (even-odd).
                cairo_new_path(cr)
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, -1, -1, Double(width) + 2, Double(height) + 2)
                setUserMatrix(ctm)
                cairo_new_sub_path(cr)
                cairo_arc(cr, c0.x, c0.y, r0, 0, 2 * Double.pi)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_clip(cr)
            }
        }
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_identity_matrix(cr)
    }

    /// An image drawn into `rect` through `ctm`, bilinear (or nearest with
    /// `interpolationQuality = .none`), clipped to the rect, times the global alpha.
    func paintImage(_ image: ContentImage, _ rect: CGRect, _ ctm: Transform2D, _ flipped: Bool) {
        let w = image.pixelWidth, h = image.pixelHeight
        guard w > 0, h > 0 else { return }
        var pixels = PixelConversion.bitmapToCairoPixels(image.bitmap)
        let m = imageMatrix(w, h, rect, ctm, flipped)
        pixels.withUnsafeMutableBufferPointer { buf in
            let surface = cairo_image_surface_create_for_data(
                buf.baseAddress, CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(w * 4))!
            let pattern = cairo_pattern_create_for_surface(surface)!
            cairo_pattern_set_matrix(pattern, [m])
            cairo_pattern_set_filter(pattern, state.smoothImages ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_save(cr)
            setUserMatrix(ctm)
            cairo_new_path(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_identity_matrix(cr)
            cairo_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, state.alpha)
            cairo_restore(cr)
            cairo_pattern_destroy(pattern)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }
}
