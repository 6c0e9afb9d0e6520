import CCairo
import Foundation
import FlipbookCore

/// Paths, strokes, alpha masks and kept groups for shapes, shadows and masks
/// (SEMANTICS.md §14); gradients are in `CairoContext+Gradient.swift`. Every Cairo call of
/// those goes through here; side surfaces' statuses are noted for `finish()`.
extension CairoContext {
    /// Coordinates beyond this many points are clamped to it before they reach Cairo, whose
    /// 24.8 fixed-point device coordinates would otherwise overflow (SEMANTICS.md §14, a
    /// documented clamp: such a path is already far outside any frame).
    static let coordinateLimit = 1_000_000.0

    private static func clamp(_ v: Double) -> Double { min(max(v, -coordinateLimit), coordinateLimit) }

    /// Adds `path` to the current path in the current user space (`cairo_move_to`,
    /// `cairo_line_to`, `cairo_curve_to`, `cairo_close_path`); quadratic curves are raised to
    /// cubics.
    func appendPath(_ path: VectorPath) {
        let c = Self.clamp
        var current = (0.0, 0.0)
        for e in path.elements {
            switch e {
            case let .move(p): cairo_move_to(cr, c(p.x), c(p.y)); current = (c(p.x), c(p.y))
            case let .line(p): cairo_line_to(cr, c(p.x), c(p.y)); current = (c(p.x), c(p.y))
            case let .quadCurve(p, q):
                let (x0, y0) = current, (x, y) = (c(p.x), c(p.y)), (qx, qy) = (c(q.x), c(q.y))
                cairo_curve_to(
                    cr, x0 + 2 / 3 * (qx - x0), y0 + 2 / 3 * (qy - y0),
                    x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), x, y)
                current = (x, y)
            case let .curve(p, c1, c2):
                cairo_curve_to(cr, c(c1.x), c(c1.y), c(c2.x), c(c2.y), c(p.x), c(p.y))
                current = (c(p.x), c(p.y))
            case .close:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = (x, y)
            }
        }
    }

    /// Fills the current path with `color` times `alpha` by `rule`, keeping the path
    /// (`cairo_fill_preserve`).
    func fillPreserving(_ color: RGBA, alpha: Double, evenOdd: Bool) {
        setColor(color, alpha: alpha)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill_preserve(cr)
    }

    /// Strokes and clears the current path with the shape's line style, in the current user
    /// space (`cairo_set_line_width`, `_line_cap`, `_line_join`, `_miter_limit`, `_dash`,
    /// `cairo_stroke`). A dash pattern with a negative or non-finite entry, or all zeros, is
    /// drawn solid (SEMANTICS.md §14).
    func stroke(_ shape: ShapeContent, color: RGBA, alpha: Double) {
        setColor(color, alpha: alpha)
        cairo_set_line_width(cr, shape.lineWidth)
        switch shape.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch shape.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, shape.miterLimit.isFinite ? max(shape.miterLimit, 1) : 10)
        let dash = shape.lineDashPattern
        let dashValid = !dash.isEmpty && dash.allSatisfy { $0 >= 0 && $0.isFinite } && dash.contains { $0 > 0 }
        if dashValid {
            let phase = shape.lineDashPhase.isFinite ? shape.lineDashPhase : 0
            dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase) }
        }
        cairo_stroke(cr)
        if dashValid { cairo_set_dash(cr, nil, 0, 0) }
        cairo_new_path(cr)
    }

    /// Clears the current path (`cairo_new_path`).
    func clearPath() { cairo_new_path(cr) }

    // MARK: - Kept groups and alpha masks

    /// Ends the innermost group without compositing it: the caller paints it
    /// (`paintGroup`) and then hands it back (`releaseGroup`).
    func endGroupKept() -> Target {
        let group = groups.removeLast()
        cr = groups.last?.cr ?? frame.cr
        cairo_surface_flush(group.surface)
        return group
    }

    /// Composites a kept group with `alpha` onto the current target (`cairo_set_source_surface`,
    /// `cairo_paint_with_alpha`), through the current clip.
    func paintGroup(_ group: Target, alpha: Double) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, group.surface, 0, 0)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// Composites `group` multiplied by the alpha of `mask` (`cairo_mask_surface`), then by
    /// `alpha`.
    func paintGroup(_ group: Target, maskedBy mask: Target, alpha: Double) {
        if alpha < 1 { beginGroup() }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, group.surface, 0, 0)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
        if alpha < 1 { endGroup(alpha: alpha) }
    }

    /// Destroys a kept group and returns its buffer.
    func releaseGroup(_ group: Target) { close(group) }

    /// The alpha of a kept group over a rectangle of device pixels, in [0, 1], rows top to
    /// bottom; 0 outside the frame.
    func alpha(of group: Target, x: Int, y: Int, width: Int, height: Int) -> [Float] {
        var out = [Float](repeating: 0, count: width * height)
        let words = group.buffer!.baseAddress!.assumingMemoryBound(to: UInt32.self)
        let perRow = stride / 4
        let x0 = max(x, 0), x1 = min(x + width, self.width)
        guard x1 > x0 else { return out }
        out.withUnsafeMutableBufferPointer { o in
            for row in max(y, 0)..<max(max(y, 0), min(y + height, self.height)) {
                let src = words + row * perRow, dst = o.baseAddress! + (row - y) * width - x
                for col in x0..<x1 { dst[col] = Float(src[col] >> 24) * (1 / 255) }
            }
        }
        return out
    }

    /// The alpha bytes of a kept group over a rectangle of device pixels, rows top to bottom;
    /// 0 outside the frame. `alpha(of:...)` is these bytes divided by 255.
    func alphaBytes(of group: Target, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        Self.alphaBytes(
            group.buffer!.baseAddress!.assumingMemoryBound(to: UInt32.self), perRow: stride / 4,
            width: self.width, height: self.height, x: x, y: y, regionWidth: width, regionHeight: height)
    }

    /// `alphaBytes(of:...)` of `rows` rows of `columns` words, `perRow` words apart: the
    /// alpha bytes over a rectangle of them, 0 outside.
    static func alphaBytes(
        _ words: UnsafePointer<UInt32>, perRow: Int, width columns: Int, height rows: Int, x: Int, y: Int,
        regionWidth width: Int, regionHeight height: Int
    ) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height)
        let x0 = max(x, 0), x1 = min(x + width, columns)
        guard x1 > x0 else { return out }
        out.withUnsafeMutableBufferPointer { o in
            for row in max(y, 0)..<max(max(y, 0), min(y + height, rows)) {
                let src = words + row * perRow, dst = o.baseAddress! + (row - y) * width - x
                for col in x0..<x1 { dst[col] = UInt8(truncatingIfNeeded: src[col] >> 24) }
            }
        }
        return out
    }

    /// Draws `alpha` (a `width` x `height` image of values in [0, 1], rounded to 8 bits) as a
    /// mask of `color` times `opacity` with its top left at (`x`, `y`) device pixels
    /// (`cairo_image_surface_create_for_data` in A8 + `cairo_mask_surface`).
    func paintAlpha(_ alpha: [Float], width: Int, height: Int, x: Double, y: Double, color: RGBA, opacity: Double) {
        paintMask(
            Self.mask(alpha, width: width, height: height), width: width, height: height,
            x: x, y: y, color: color, opacity: opacity)
    }

    /// `alpha` (values in [0, 1]) rounded to 8 bits in rows of Cairo's A8 stride for `width`.
    static func mask(_ alpha: [Float], width: Int, height: Int) -> [UInt8] {
        let a8Stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        var bytes = [UInt8](repeating: 0, count: a8Stride * height)
        for row in 0..<height {
            for col in 0..<width {
                let v = alpha[row * width + col]
                bytes[row * a8Stride + col] = UInt8(min(max(v * 255 + 0.5, 0), 255))
            }
        }
        return bytes
    }

    /// Draws A8 `bytes` (from `mask(_:width:height:)`) as a mask of `color` times `opacity`
    /// with its top left at (`x`, `y`) device pixels. Cairo only reads a mask's pixels.
    func paintMask(_ bytes: [UInt8], width: Int, height: Int, x: Double, y: Double, color: RGBA, opacity: Double) {
        let a8Stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        precondition(bytes.count >= a8Stride * height, "an A8 mask of the size given")
        bytes.withUnsafeBytes { raw in
            let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(mutating: raw.baseAddress!).assumingMemoryBound(to: UInt8.self),
                CAIRO_FORMAT_A8, Int32(width), Int32(height), Int32(a8Stride))!
            note(cairo_surface_status(surface))
            cairo_save(cr)
            cairo_identity_matrix(cr)
            setColor(color, alpha: opacity)
            cairo_mask_surface(cr, surface, x, y)
            cairo_restore(cr)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }

    /// Fills `path` (placed by the affine `h`, moved by (-`x`, -`y`) pixels) into a new
    /// `width` x `height` alpha image, as coverage in [0, 1] (an A8 surface and context of
    /// its own, `cairo_fill`).
    func coverage(of path: VectorPath, through h: Homography, x: Int, y: Int, width: Int, height: Int) -> [Float] {
        let a8Stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        var bytes = [UInt8](repeating: 0, count: a8Stride * height)
        bytes.withUnsafeMutableBufferPointer { buf in
            let surface = cairo_image_surface_create_for_data(
                buf.baseAddress, CAIRO_FORMAT_A8, Int32(width),
                Int32(height), Int32(a8Stride))!
            let own = cairo_create(surface)!
            var m = cairo_matrix_t(
                xx: h.h11, yx: h.h12, xy: h.h21, yy: h.h22, x0: h.h31 - Double(x), y0: h.h32 - Double(y))
            cairo_set_matrix(own, &m)
            let saved = cr
            cr = own
            appendPath(path)
            cr = saved
            cairo_set_fill_rule(own, CAIRO_FILL_RULE_WINDING)
            cairo_fill(own)
            note(cairo_status(own))
            note(cairo_surface_status(surface))
            cairo_destroy(own)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        var out = [Float](repeating: 0, count: width * height)
        for row in 0..<height {
            for col in 0..<width { out[row * width + col] = Float(bytes[row * a8Stride + col]) / 255 }
        }
        return out
    }

    /// Keeps the first failure of a side surface or context (an alpha image), so that
    /// `finish()` reports it like a group's.
    private func note(_ status: cairo_status_t) {
        if status != CAIRO_STATUS_SUCCESS && groupStatus == CAIRO_STATUS_SUCCESS { groupStatus = status }
    }
}
