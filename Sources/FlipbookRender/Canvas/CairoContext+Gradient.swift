import CCairo
import Foundation
import FlipbookCore

/// Gradients for `CAGradientLayer` (SEMANTICS.md §14, "Gradients").
extension CairoContext {
    /// Fills the current path with a gradient (`cairo_pattern_create_linear`,
    /// `cairo_pattern_create_radial`, `cairo_pattern_create_mesh` for conic) laid out in the
    /// current user space over `bounds`, then clears the path.
    func fillGradient(_ g: GradientContent, bounds: CGRect, alpha: Double) {
        let stops = g.stops
        guard let last = stops.last else { cairo_new_path(cr); return }
        func unit(_ p: CGPoint) -> (Double, Double) {
            (bounds.minX + p.x * bounds.width, bounds.minY + p.y * bounds.height)
        }
        let (sx, sy) = unit(g.startPoint), (ex, ey) = unit(g.endPoint)
        let pattern: OpaquePointer
        switch g.kind {
        case .axial:
            pattern = cairo_pattern_create_linear(sx, sy, ex, ey)
        case .radial:
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            // Location 1 is the ellipse of radii |end - start| about the start point.
            let rx = max(abs(ex - sx), 1e-9), ry = max(abs(ey - sy), 1e-9)
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, 1 / rx, 1 / ry)
            cairo_matrix_translate(&m, -sx, -sy)
            cairo_pattern_set_matrix(pattern, &m)
        case .conic:
            pattern = conicMesh(stops: stops, center: (sx, sy), toward: (ex, ey), bounds: bounds)
        }
        if g.kind != .conic {
            for (location, color) in stops {
                let (first, third) =
                    PixelConversion.exchangesRedAndBlue ? (color.blue, color.red) : (color.red, color.blue)
                cairo_pattern_add_color_stop_rgba(pattern, location, first, color.green, third, color.alpha * alpha)
            }
            if stops.count == 1 {
                let c = last.color
                let (first, third) = PixelConversion.exchangesRedAndBlue ? (c.blue, c.red) : (c.red, c.blue)
                cairo_pattern_add_color_stop_rgba(pattern, 1, first, c.green, third, c.alpha * alpha)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        } else if alpha < 1 {
            cairo_save(cr)
            cairo_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
            cairo_pattern_destroy(pattern)
            cairo_new_path(cr)
            return
        }
        cairo_set_source(cr, pattern)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)  // Drops the pattern.
        cairo_pattern_destroy(pattern)
    }

    /// A conic gradient as a mesh of thin wedges about the centre, one colour per edge: cut
    /// at every stop and at least every degree, so the colour follows the angle.
    private func conicMesh(
        stops: [(location: Double, color: RGBA)], center: (Double, Double),
        toward end: (Double, Double), bounds: CGRect
    ) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let a0 = atan2(end.1 - center.1, end.0 - center.0)
        let corners = [
            (bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY),
            (bounds.maxX, bounds.maxY),
        ]
        let radius = corners.map { hypot($0.0 - center.0, $0.1 - center.1) }.max()! * 1.5 + 1
        var cuts: [Double] = stops.map(\.location) + (0...360).map { Double($0) / 360 }
        cuts.sort()
        func color(at t: Double) -> RGBA {
            if t <= stops[0].location { return stops[0].color }
            for i in 1..<stops.count where t <= stops[i].location {
                let (l0, c0) = stops[i - 1], (l1, c1) = stops[i]
                return l1 > l0 ? c0.interpolated(to: c1, (t - l0) / (l1 - l0)) : c1
            }
            return stops[stops.count - 1].color
        }
        func setCorner(_ n: UInt32, _ c: RGBA) {
            let (first, third) = PixelConversion.exchangesRedAndBlue ? (c.blue, c.red) : (c.red, c.blue)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, n, first, c.green, third, c.alpha)
        }
        for i in 0..<(cuts.count - 1) where cuts[i + 1] > cuts[i] {
            let (t0, t1) = (cuts[i], cuts[i + 1])
            // The colours just inside the wedge, so a hard stop stays hard.
            let c0 = color(at: t0 + 1e-9), c1 = color(at: t1 - 1e-9)
            let (b0, b1) = (a0 + 2 * .pi * t0, a0 + 2 * .pi * t1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.0, center.1)
            cairo_mesh_pattern_line_to(mesh, center.0 + radius * cos(b0), center.1 + radius * sin(b0))
            cairo_mesh_pattern_line_to(mesh, center.0 + radius * cos(b1), center.1 + radius * sin(b1))
            cairo_mesh_pattern_line_to(mesh, center.0, center.1)
            setCorner(0, c0); setCorner(1, c0); setCorner(2, c1); setCorner(3, c1)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
