import CCairo
import Foundation
import FlipbookCore

/// `CALayer.shouldRasterize` (SEMANTICS.md §14, "Rendering hints"): the layer and its
/// sublayers are drawn into a bitmap in the layer's own bounds space at its
/// `rasterizationScale`, and the bitmap is composited under the layer's placement and opacity,
/// sampled bilinearly (Core Animation's default `magnificationFilter` and
/// `minificationFilter`, `.linear`), so a rasterised layer scaled up on screen looks soft, as
/// on a device. The bitmap is kept in the render cache, keyed by the subtree with the layer's
/// own placement taken out, so a rasterised layer that only moves, turns or fades is not drawn
/// again; anything changed inside it draws a new one.
extension LayerPainter {
    /// The most pixels along either side of a rasterised layer's bitmap (Flipbook's choice).
    static let maximumRasterSide = 4_096
    /// The most pixels of a rasterised layer's bitmap, 4 Mi (16 MiB; Flipbook's choice).
    static let maximumRasterPixels = 4 << 20
    /// The range `rasterizationScale` is clamped to (Flipbook's choice); a scale that is not a
    /// positive finite number counts as Core Animation's default, 1.
    static let rasterScaleRange = (1.0 / 64)...64.0
    /// The most rasterised layers drawn one inside another's bitmap (Flipbook's choice): a
    /// rasterised layer deeper than that is drawn straight into its ancestor's bitmap, so a
    /// long chain of them costs no more than a few bitmaps.
    static let maximumRasterNesting = 4

    /// Draws `layer` rasterised when it can be (returns true, also when nothing is visible);
    /// false when the painter must draw it as usual: the subtree holds a backdrop filter or a
    /// `CATransformLayer`, its extent is not finite, or its bitmap would not fit.
    func drawRasterized(
        _ layer: LayerState, scale asked: Double, parent: Homography, alpha: Double, depth: Transform3D?
    ) -> Bool {
        guard let plan = RasterPlan(layer, scale: asked, nesting: rasterNesting + 1) else { return false }
        guard let placement = LayerPlacement(layer: layer, parent: parent, depth: depth) else { return true }
        if placement.isBackFacing && !layer.isDoubleSided { return true }
        let bitmap = rasterBitmap(plan)
        // Bitmap pixels to the layer's bounds space: q = (p + origin) / scale.
        let toBounds = Homography(
            h11: 1 / plan.scale, h12: 0, h13: 0, h21: 0, h22: 1 / plan.scale, h23: 0,
            h31: Double(plan.x0) / plan.scale, h32: Double(plan.y0) / plan.scale, h33: 1)
        if placement.isAffine {
            context.paintRaster(
                bitmap, width: plan.width, height: plan.height, through: toBounds.concatenating(placement.homography),
                alpha: alpha)
        } else {
            paintProjectedRaster(bitmap, plan: plan, placement: placement, alpha: alpha)
        }
        return true
    }

    /// The bitmap of `plan`: the one kept in the cache, or drawn (and kept, when caching).
    private func rasterBitmap(_ plan: RasterPlan) -> [UInt8] {
        guard let cache = context.cache else { return drawRaster(plan) }
        let key = plan.key
        if let kept = cache.rasterBitmaps.withLock({ $0.value(for: key) }) { return kept }
        let pixels = drawRaster(plan)
        cache.rasterBitmaps.withLock { _ = $0.insert(pixels, for: key, bytes: pixels.count + key.bytes) }
        return pixels
    }

    /// Draws the plan's flat layer into a cleared bitmap of Cairo ARGB32 words.
    private func drawRaster(_ plan: RasterPlan) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: plan.width * plan.height * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            // Groups inside the bitmap come from a pool of its own: the frame's pool may be
            // waiting for buffers this frame holds.
            let flat = CairoContext(
                pixels: buffer, width: plan.width, height: plan.height, groupBuffers: GroupBufferPool())
            flat.cache = context.cache
            let toPixels = Homography(
                h11: plan.scale, h12: 0, h13: 0, h21: 0, h22: plan.scale, h23: 0,
                h31: -Double(plan.x0), h32: -Double(plan.y0), h33: 1)
            LayerPainter(context: flat, rasterNesting: plan.nesting).draw(
                plan.flat, parent: toPixels, inheritedAlpha: 1)
            do {
                try flat.finish()
            } catch let error as RenderError {
                if context.contentFailure == nil { context.contentFailure = error }
            } catch {}
        }
        return pixels
    }

    /// Under a perspective: the bitmap mapped pixel by pixel onto the frame (`ContentWarp`,
    /// bilinear), clipped to its rectangle projected.
    private func paintProjectedRaster(_ bitmap: [UInt8], plan: RasterPlan, placement: LayerPlacement, alpha: Double) {
        let h = placement.homography
        guard let inverse = h.inverse else { return }
        paintWarped(
            bitmap, width: plan.width, height: plan.height, pixelsPerPointX: plan.scale, pixelsPerPointY: plan.scale,
            extent: plan.rect, through: h, inverse: inverse, outline: RoundedRect(bounds: plan.rect, cornerRadius: 0),
            alpha: alpha)
    }
}

/// What a rasterised layer's bitmap is: the layer with its own placement, opacity and
/// rasterisation taken out (`flat`, drawn with its bounds space scaled by `scale` onto the
/// bitmap), and the bitmap's pixel rectangle in that scaled space.
struct RasterPlan {
    /// The layer as drawn into the bitmap: its bounds space is its parent's (identity
    /// placement), opacity 1, not rasterised again.
    let flat: LayerState
    /// Bitmap pixels per point, after clamping and fitting (SEMANTICS.md §14).
    let scale: Double
    /// The bitmap's top-left corner in the scaled bounds space, and its size, in pixels.
    let x0: Int, y0: Int, width: Int, height: Int

    /// How many rasterised layers' bitmaps this one's drawing is inside, itself included.
    let nesting: Int

    /// Plans the bitmap of `layer` at `asked`, `nesting` bitmaps deep (1 for a layer drawn
    /// straight onto the frame); nil when it is drawn unrasterised.
    init?(_ layer: LayerState, scale asked: Double, nesting: Int = 1) {
        var s = asked.isFinite && asked > 0 ? asked : 1
        s = min(max(s, LayerPainter.rasterScaleRange.lowerBound), LayerPainter.rasterScaleRange.upperBound)
        let flat = layer.withoutPlacement
        // Lower the scale until the bitmap fits (margins in pixels do not scale, hence a few
        // tries); give up (draw unrasterised) when it cannot.
        let side = Double(LayerPainter.maximumRasterSide), count = Double(LayerPainter.maximumRasterPixels)
        var fitted: (x: Double, y: Double, w: Double, h: Double)?
        for _ in 0..<4 {
            guard s >= 1e-6, let e = RasterPlan.extent(of: flat, parent: .scale(s), depth: nil, nesting: nesting) else {
                return nil
            }
            guard let e0 = e else { return nil }  // nothing to draw: drawn as usual, which draws nothing
            let box = RasterPlan.pixelBox(e0)
            if box.w <= side, box.h <= side, box.w * box.h <= count {
                fitted = box
                break
            }
            s *= min(side / box.w, side / box.h, (count / (box.w * box.h)).squareRoot()) * 0.98
        }
        guard let box = fitted else { return nil }
        self.flat = flat
        self.nesting = nesting
        scale = s
        x0 = Int(box.x); y0 = Int(box.y); width = Int(box.w); height = Int(box.h)
    }

    /// The bitmap's rectangle in the layer's bounds space.
    var rect: CGRect {
        CGRect(
            x: Double(x0) / scale, y: Double(y0) / scale, width: Double(width) / scale, height: Double(height) / scale)
    }

    /// What the bitmap is a function of, compared exactly: the flat subtree, the scale's bits
    /// and the bitmap's pixel rectangle.
    var key: SubtreeKey {
        SubtreeKey(
            layer: flat, numbers: [scale.bitPattern] + [x0, y0, width, height].map { UInt64(bitPattern: Int64($0)) })
    }

    /// A box of pixels: min x, min y, max x, max y.
    typealias Box = (x0: Double, y0: Double, x1: Double, y1: Double)

    /// Whole pixels holding `b`, with one pixel more on every side (left clear, so that
    /// bilinear sampling fades to nothing at the edge): x, y, width, height.
    static func pixelBox(_ b: Box) -> (x: Double, y: Double, w: Double, h: Double) {
        let x0 = b.x0.rounded(.down) - 1, y0 = b.y0.rounded(.down) - 1
        let x1 = b.x1.rounded(.up) + 1, y1 = b.y1.rounded(.up) + 1
        return (x0, y0, x1 - x0, y1 - y0)
    }

    static func union(_ a: Box?, _ b: Box?) -> Box? {
        guard let a else { return b }
        guard let b else { return a }
        return (min(a.x0, b.x0), min(a.y0, b.y0), max(a.x1, b.x1), max(a.y1, b.y1))
    }

    /// The box of a rectangle of a layer's bounds space mapped by `m`; nil when a corner is at
    /// or behind the eye (weight at most `LayerPlacement.minimumWeight`) under a perspective.
    static func box(_ r: CGRect, _ m: Homography) -> Box? {
        let xa = Double(r.minX), xb = Double(r.maxX), ya = Double(r.minY), yb = Double(r.maxY)
        var out: Box = (.infinity, .infinity, -.infinity, -.infinity)
        for (x, y) in [(xa, ya), (xb, ya), (xa, yb), (xb, yb)] {
            let w = m.weight(x: x, y: y)
            guard m.isAffine || w > LayerPlacement.minimumWeight else { return nil }
            let px = (x * m.h11 + y * m.h21 + m.h31) / w, py = (x * m.h12 + y * m.h22 + m.h32) / w
            out = (min(out.x0, px), min(out.y0, py), max(out.x1, px), max(out.y1, py))
        }
        return out
    }

    /// The pixels (of the space `parent` maps the parent's bounds to) that `layer` and its
    /// visible sublayers can paint, following the painter's own placement: `.some(nil)` for
    /// none; nil when the subtree is drawn unrasterised — a backdrop filter (it reads what is
    /// under the layer on screen), a `CATransformLayer` (its sublayers keep their depth), a
    /// shadow or content overflowing the bounds under a perspective, or a box that is not
    /// finite.
    static func extent(of layer: LayerState, parent: Homography, depth: Transform3D?, nesting: Int) -> Box?? {
        guard layer.backdrop == nil, layer.flattensSublayers else { return nil }
        if layer.isHidden || LayerPainter.clampedOpacity(layer.opacity) == 0 { return .some(nil) }
        guard let placement = LayerPlacement(layer: layer, parent: parent, depth: depth) else { return .some(nil) }
        if placement.isBackFacing && !layer.isDoubleSided { return .some(nil) }
        let m = placement.homography
        if let asked = layer.rasterizationScale, nesting < LayerPainter.maximumRasterNesting,
            let plan = RasterPlan(layer, scale: asked, nesting: nesting + 1)
        {
            // Its bitmap, all of it, one pixel more for the bilinear taps.
            guard let p = box(plan.rect, m) else { return nil }
            let r = (p.x0 - 1, p.y0 - 1, p.x1 + 1, p.y1 + 1)
            return r.0.isFinite && r.1.isFinite && r.2.isFinite && r.3.isFinite ? .some(r) : nil
        }
        let b = layer.bounds
        // What the layer paints in its bounds space: bounds, an overflowing image, a stroked
        // or filled path.
        var own = b
        if let image = layer.content.image, !layer.masksToBounds {
            own = own.union(layer.content.gravity.rect(forContentOf: image.pointSize, in: b))
        }
        if let shape = layer.shape, let path = shape.path, !path.isEmpty, !layer.masksToBounds {
            let miter = shape.miterLimit.isFinite ? max(shape.miterLimit, 1) : 10
            let reach = shape.lineWidth.isFinite ? max(shape.lineWidth, 0) * miter : 0
            own = own.union(path.controlPointBounds.insetBy(dx: -reach, dy: -reach))
        }
        var r: Box?
        if placement.isAffine {
            r = box(own, m)
        } else {
            guard own == b, !layer.shadow.isVisible, let p = box(b, m) else { return nil }
            r = p
        }
        let depth = layer.sublayerMatrix
        var subs: Box?
        for sub in layer.sublayers {
            guard let e = extent(of: sub, parent: m, depth: depth, nesting: nesting) else { return nil }
            subs = union(subs, e)
        }
        if let s = subs, layer.masksToBounds, let clip = r {
            subs = (max(s.x0, clip.x0), max(s.y0, clip.y0), min(s.x1, clip.x1), min(s.y1, clip.y1))
        }
        r = union(r, subs)
        if layer.shadow.isVisible, let drawn = r {
            // `LayerPainter.drawShadow`'s reach (`shadowSpread`), one pixel more here for
            // rounding, about the path's box or what the layer drew, moved by the offset.
            let shadow = layer.shadow
            let spread = LayerPainter.shadowSpread(shadow, matrix: m)
            let margin = spread.margin + 1
            let dx = spread.offset.x, dy = spread.offset.y
            var source = drawn
            if let path = shadow.path {
                // An empty or non-finite path casts nothing (`drawShadow`).
                source = path.isFinite && !path.isEmpty ? box(path.controlPointBounds, m) ?? drawn : (0, 0, -1, -1)
            }
            if source.x1 >= source.x0 {
                r = union(
                    r,
                    (source.x0 + dx - margin, source.y0 + dy - margin, source.x1 + dx + margin, source.y1 + dy + margin)
                )
            }
        }
        if let r, !(r.x0.isFinite && r.y0.isFinite && r.x1.isFinite && r.y1.isFinite) { return nil }
        return .some(r)
    }
}

extension CairoContext {
    /// Composites a rasterised bitmap (Cairo ARGB32 words, `width * 4` bytes a row) through
    /// `m` (bitmap pixels to device pixels), sampled bilinearly, multiplied by `alpha`, within
    /// the clip (`cairo_pattern_set_filter`, `cairo_paint_with_alpha`).
    func paintRaster(_ bitmap: [UInt8], width: Int, height: Int, through m: Homography, alpha: Double) {
        bitmap.withUnsafeBytes { raw in
            let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(mutating: raw.baseAddress!).assumingMemoryBound(to: UInt8.self),
                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))!
            let pattern = cairo_pattern_create_for_surface(surface)!
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            cairo_save(cr)
            setMatrix(m)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)  // Drops the source before the memory goes.
            cairo_pattern_destroy(pattern)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }
}
