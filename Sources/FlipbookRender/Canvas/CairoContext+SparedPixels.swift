import CCairo
import Foundation
import FlipbookCore

/// Painting a shadow's mask and a kept group over only the pixels where the paint can still
/// show (docs/DESIGN.md, "Caches"): each shortcut leaves out pixels whose bytes the frame
/// would get anyway, so a frame drawn with them is byte-identical to one drawn without.
extension CairoContext {
    /// Whether each device pixel is wholly inside or wholly outside the current clip: the
    /// clip is none, or rectangles on whole pixels (`cairo_copy_clip_rectangle_list`
    /// succeeds only for a clip that is a region of whole pixels). Under such a clip a pixel
    /// either takes the whole of an operation or none of it.
    func clipIsWholePixels() -> Bool {
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &saved) }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            for v in [r.x, r.y, r.width, r.height] where v != v.rounded() { return false }
        }
        return true
    }

    /// `paintMask`, leaving out the pixels of `holes` (disjoint boxes inside the frame): the
    /// clip is narrowed to the frame less the holes (the even-odd rule, whole pixels), which
    /// Cairo applies as a region, so every other pixel is composited exactly as without it.
    func paintMask(
        _ bytes: [UInt8], width w: Int, height h: Int, x: Double, y: Double, color: RGBA, opacity: Double,
        sparing holes: [PixelBox]
    ) {
        guard !holes.isEmpty else {
            return paintMask(bytes, width: w, height: h, x: x, y: y, color: color, opacity: opacity)
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(width), Double(height))
        for b in holes {
            cairo_rectangle(cr, Double(b.x0), Double(b.y0), Double(b.x1 - b.x0), Double(b.y1 - b.y0))
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        paintMask(bytes, width: w, height: h, x: x, y: y, color: color, opacity: opacity)
        cairo_restore(cr)
    }

    /// `paintGroup(_:alpha:)` through the current clip narrowed to `box` (whole pixels),
    /// outside which the group holds only zero words: compositing a zero word leaves a pixel
    /// as it was, with any alpha.
    func paintGroup(_ group: Target, alpha: Double, within box: PixelBox) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
        cairo_clip(cr)
        paintGroup(group, alpha: alpha)
        cairo_restore(cr)
    }

    /// The boxes of a kept group's pixels that are not all zero (`words`) and of those with
    /// some alpha (`alpha`: min x, min y, max x, max y), found in one pass: a row whose words
    /// OR to zero is skipped whole. Nil boxes when there are none.
    func drawnBoxes(of group: Target) -> (words: PixelBox?, alpha: (Double, Double, Double, Double)?) {
        Self.drawnBoxes(
            group.buffer!.baseAddress!.assumingMemoryBound(to: UInt32.self), perRow: stride / 4, width: width,
            height: height)
    }

    /// `drawnBoxes(of:)` of `height` rows of `width` words, `perRow` words apart.
    static func drawnBoxes(_ words: UnsafePointer<UInt32>, perRow: Int, width: Int, height: Int) -> (
        words: PixelBox?, alpha: (Double, Double, Double, Double)?
    ) {
        var wx0 = Int.max, wy0 = Int.max, wx1 = -1, wy1 = -1
        var ax0 = Int.max, ay0 = Int.max, ax1 = -1, ay1 = -1
        for row in 0..<height {
            let src = words + row * perRow
            var any: UInt32 = 0
            for col in 0..<width { any |= src[col] }
            guard any != 0 else { continue }
            var first = 0
            while src[first] == 0 { first += 1 }
            var last = width - 1
            while src[last] == 0 { last -= 1 }
            wx0 = min(wx0, first); wx1 = max(wx1, last); wy0 = min(wy0, row); wy1 = row
            var a0 = first
            while a0 <= last && src[a0] >> 24 == 0 { a0 += 1 }
            guard a0 <= last else { continue }
            var a1 = last
            while src[a1] >> 24 == 0 { a1 -= 1 }
            ax0 = min(ax0, a0); ax1 = max(ax1, a1); ay0 = min(ay0, row); ay1 = row
        }
        let wordBox = wx1 >= 0 ? PixelBox(x0: wx0, y0: wy0, x1: wx1 + 1, y1: wy1 + 1) : nil
        let alphaBox = ax1 >= 0 ? (Double(ax0), Double(ay0), Double(ax1 + 1), Double(ay1 + 1)) : nil
        return (wordBox, alphaBox)
    }

    /// Whether every pixel of `boxes` (inside the frame) in a kept group is opaque.
    func isOpaque(_ group: Target, over boxes: [PixelBox]) -> Bool {
        Self.isOpaque(group.buffer!.baseAddress!.assumingMemoryBound(to: UInt32.self), perRow: stride / 4, over: boxes)
    }

    /// `isOpaque(_:over:)` of words `perRow` apart, the boxes inside them.
    static func isOpaque(_ words: UnsafePointer<UInt32>, perRow: Int, over boxes: [PixelBox]) -> Bool {
        for b in boxes {
            for row in b.y0..<b.y1 {
                let src = words + row * perRow
                var all: UInt32 = 0xff00_0000
                for col in b.x0..<b.x1 { all &= src[col] }
                if all != 0xff00_0000 { return false }
            }
        }
        return true
    }
}
