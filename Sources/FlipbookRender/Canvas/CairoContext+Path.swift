import CCairo
import FlipbookCore

extension CairoContext {
    /// Sets the user-to-device matrix to an affine map written as a homography whose third
    /// column is (0, 0, 1) (`cairo_set_matrix`). The caller guarantees it is invertible.
    func setMatrix(_ h: Homography) {
        var m = cairo_matrix_t(xx: h.h11, yx: h.h12, xy: h.h21, yy: h.h22, x0: h.h31, y0: h.h32)
        cairo_set_matrix(cr, &m)
    }

    /// Draws in device pixels from now on (`cairo_identity_matrix`).
    package func setIdentityMatrix() { cairo_identity_matrix(cr) }

    /// Sets a solid sRGB source colour with its alpha multiplied by `alpha`
    /// (`cairo_set_source_rgba`; Cairo clamps the channels to [0, 1]). Red and blue are
    /// exchanged where `PixelConversion.exchangesRedAndBlue` says so, to get R, G, B, A bytes.
    package func setColor(_ color: RGBA, alpha: Double) {
        let (first, last) = PixelConversion.exchangesRedAndBlue ? (color.blue, color.red) : (color.red, color.blue)
        cairo_set_source_rgba(cr, first, color.green, last, color.alpha * alpha)
    }

    /// Adds `shape` to the current path in user space: straight sides and circular corners
    /// (`cairo_arc`), as one closed sub-path, clockwise on screen.
    func appendRoundedRect(_ shape: RoundedRect) {
        let r = shape.radius
        guard r > 0 else {
            cairo_rectangle(cr, shape.minX, shape.minY, shape.maxX - shape.minX, shape.maxY - shape.minY)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        guard shape.roundedCorners == .all else { appendCorners(shape); return }
        cairo_arc(cr, shape.maxX - r, shape.minY + r, r, -half, 0)
        cairo_arc(cr, shape.maxX - r, shape.maxY - r, r, 0, half)
        cairo_arc(cr, shape.minX + r, shape.maxY - r, r, half, 2 * half)
        cairo_arc(cr, shape.minX + r, shape.minY + r, r, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    /// Adds a closed polygon, in the current user space, to the path.
    package func appendPolygon(_ points: [SIMD2<Double>]) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
    }

    /// Fills and clears the current path with the non-zero rule, or the even-odd rule for
    /// a ring such as a border (`cairo_set_fill_rule` + `cairo_fill`).
    package func fill(evenOdd: Bool = false) {
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }

    /// Intersects the clip with the current path and clears it (`cairo_clip`, non-zero rule).
    package func clip() {
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }
}

extension CairoContext {
    /// The rounded rectangle with only `shape.roundedCorners` rounded (`CALayer.maskedCorners`,
    /// SEMANTICS.md §14), clockwise on screen from the top right, as one closed sub-path.
    private func appendCorners(_ shape: RoundedRect) {
        let r = shape.radius, half = Double.pi / 2
        let corners: [(CornerMask, Double, Double, Double, Double, Double)] = [
            (.maxXMinY, shape.maxX, shape.minY, shape.maxX - r, shape.minY + r, -half),
            (.maxXMaxY, shape.maxX, shape.maxY, shape.maxX - r, shape.maxY - r, 0),
            (.minXMaxY, shape.minX, shape.maxY, shape.minX + r, shape.maxY - r, half),
            (.minXMinY, shape.minX, shape.minY, shape.minX + r, shape.minY + r, 2 * half),
        ]
        for (mask, x, y, cx, cy, start) in corners {
            if shape.roundedCorners.contains(mask) {
                cairo_arc(cr, cx, cy, r, start, start + half)
            } else {
                cairo_line_to(cr, x, y)
            }
        }
        cairo_close_path(cr)
    }
}
