import CCairo
import Foundation
import FlipbookCore

/// A layer drawn on its own into a bitmap just large enough for it, for the alpha its shadow
/// is cast from (no `shadowPath`), with what the painter reads from it: the boxes of its
/// non-zero words and of its pixels with some alpha, and the blurred mask of the region last
/// asked for (docs/DESIGN.md, "Caches").
struct ShadowSource: Sendable {
    /// Cairo ARGB32 words, `width * 4` bytes a row (empty while the bitmap is only drawn for
    /// the frame, in a borrowed buffer).
    var pixels: [UInt8]
    let width: Int, height: Int
    /// The box of the words that are not zero, and of the pixels with some alpha, in the
    /// bitmap's pixels; nil when there are none.
    let words: CairoContext.PixelBox?
    let alpha: CairoContext.PixelBox?
    /// The blurred mask of `maskRegion` (in the bitmap's pixels), 8-bit in Cairo's A8 rows.
    var mask: [UInt8] = []
    var maskRegion = LayerPainter.PixelRegion(x: 0, y: 0, width: 0, height: 0)
}

/// What the shadow share of the render cache keeps: a blurred mask, or a layer drawn for the
/// alpha its shadow is cast from.
enum KeptShadow: Sendable {
    case mask([UInt8])
    case source(ShadowSource)
}

extension LayerPlacement {
    /// `placement` with its affine map replaced by `homography`.
    init(_ placement: LayerPlacement, homography: Homography) {
        self.homography = homography
        isAffine = placement.isAffine
        isBackFacing = placement.isBackFacing
    }
}

extension LayerPainter {
    /// Draws the shadow cast from the layer's alpha and the layer over it, as `drawShadow` does
    /// with a frame-sized group, but from the layer drawn on its own into a small bitmap, kept
    /// in the render cache keyed by its values (`SubtreeKey`): the subtree less its placement
    /// and shadow, the affine map it is drawn through less the bitmap's whole-pixel origin (bit
    /// for bit), the bitmap's size, the blur's sigma and the rasterisation depth. Returns false
    /// (nothing drawn) where that is not proved to give the same bytes; `drawShadow` then draws
    /// as before:
    ///
    /// - the shortcuts are off (`ShadowShortcuts`), the placement is not affine, or the clip is
    ///   not whole pixels (the layer is then composited through it as a group would be);
    /// - the subtree draws something other than paths and text (`drawsOnlyPaths`);
    /// - `RasterPlan.extent` refuses the subtree (a backdrop filter, a `CATransformLayer`, a
    ///   box that is not finite) or finds nothing drawn;
    /// - what the layer can draw does not lie inside the frame with two pixels to spare (a
    ///   frame-sized group cuts it at the frame's edges; the bitmap would not);
    /// - the bitmap would exceed `maximumRasterPixels`.
    ///
    /// With the cache or without, the bitmap is drawn the same way (so a hit gives the bytes
    /// of a miss); the frame-sized group of `drawShadow` holds the same pixels at the bitmap's
    /// origin, since both draw the same geometry, the group moved by whole pixels.
    func drawShadowFromSource(
        of body: Body, alpha: Double, sigma: Double, margin: Int, offset: SIMD2<Double>, color: RGBA,
        opacity: Double
    ) -> Bool {
        guard ShadowShortcuts.enabled, ShadowShortcuts.keptSources, body.placement.isAffine else { return false }
        let m = body.matrix
        guard m.h31.isFinite, m.h32.isFinite, context.clipIsWholePixels() else { return false }
        var flat = body.layer.withoutPlacement
        flat.shadow = LayerShadow()
        flat.mask = nil
        guard Self.drawsOnlyPaths(flat),
            case let .some(.some(e)) = RasterPlan.extent(of: flat, parent: m, depth: nil, nesting: rasterNesting),
            e.x0 >= 2, e.y0 >= 2, e.x1 <= Double(context.width) - 2, e.y1 <= Double(context.height) - 2
        else { return false }
        let ox = Int(e.x0.rounded(.down)) - 2, oy = Int(e.y0.rounded(.down)) - 2
        let w = Int(e.x1.rounded(.up)) + 2 - ox, h = Int(e.y1.rounded(.up)) + 2 - oy
        guard w > 0, h > 0, w * h <= Self.maximumRasterPixels else { return false }
        var t = m
        t.h31 = m.h31 - Double(ox)
        t.h32 = m.h32 - Double(oy)
        let numbers =
            [t.h11, t.h12, t.h13, t.h21, t.h22, t.h23, t.h31, t.h32, t.h33, sigma].map(\.bitPattern)
            + [w, h, rasterNesting].map { UInt64(bitPattern: Int64($0)) }
        let key = ShadowMaskKey.subtree(SubtreeKey(layer: flat, numbers: numbers))
        func paint(_ source: inout ShadowSource, _ words: UnsafeRawPointer, _ hit: Bool) {
            self.paint(
                &source, words: words, hit: hit, ox: ox, oy: oy, body: body, alpha: alpha, sigma: sigma, margin: margin,
                offset: offset, color: color, opacity: opacity)
        }
        if let cache = context.cache, case var .source(kept)? = cache.shadowMasks.withLock({ $0.value(for: key) }) {
            kept.pixels.withUnsafeBytes { paint(&kept, $0.baseAddress!, true) }
            return true
        }
        // Drawn into a frame-sized buffer of the group pool (a fresh one each frame would be
        // faulted in afresh), copied out only to be kept.
        let buffer = context.groupBuffers.borrow(
            byteCount: context.stride * context.height, holding: context.heldBuffers)
        defer { context.groupBuffers.giveBack(buffer) }
        let failures = context.contentFailure != nil
        var source = drawSource(body, through: t, width: w, height: h, into: buffer)
        paint(&source, UnsafeRawPointer(buffer.baseAddress!), false)
        // A bitmap drawn with a failure (text without its fonts) is not kept: the next frame
        // reports it again.
        if let cache = context.cache, (context.contentFailure != nil) == failures {
            source.pixels = Array(UnsafeRawBufferPointer(rebasing: buffer[0..<(w * h * 4)]))
            let bytes = source.pixels.count + source.mask.count + key.bytes
            cache.shadowMasks.withLock { _ = $0.insert(.source(source), for: key, bytes: bytes) }
        }
        return true
    }

    /// Paints the shadow of `source` (its words at `words`; its mask made for this frame's
    /// region unless `hit` and kept for it), then composites its words, at its origin (`ox`,
    /// `oy` device pixels).
    private func paint(
        _ source: inout ShadowSource, words: UnsafeRawPointer, hit: Bool, ox: Int, oy: Int, body: Body, alpha: Double,
        sigma: Double, margin: Int, offset: SIMD2<Double>, color: RGBA, opacity: Double
    ) {
        let w = source.width, h = source.height
        let pixels = words.assumingMemoryBound(to: UInt32.self)
        if let a = source.alpha,
            let region = shadowRegion(
                of: (Double(a.x0 + ox), Double(a.y0 + oy), Double(a.x1 + ox), Double(a.y1 + oy)), margin: margin,
                offset: offset)
        {
            let r = PixelRegion(x: region.x - ox, y: region.y - oy, width: region.width, height: region.height)
            if !hit || source.maskRegion != r {
                let bytes = CairoContext.alphaBytes(
                    pixels, perRow: w, width: w, height: h, x: r.x, y: r.y, regionWidth: r.width, regionHeight: r.height
                )
                let image = Self.blurredAlpha(bytes, width: r.width, height: r.height, sigma: sigma)
                source.mask = CairoContext.mask(image, width: r.width, height: r.height)
                source.maskRegion = r
            }
            // Where the layer is opaque, compositing it overwrites the shadow.
            var covered = coveredBoxes(of: body, alpha: alpha, opaqueBackground: false)
            let inBitmap = covered.map {
                CairoContext.PixelBox(x0: $0.x0 - ox, y0: $0.y0 - oy, x1: $0.x1 - ox, y1: $0.y1 - oy)
            }
            let inside = inBitmap.allSatisfy { $0.x0 >= 0 && $0.y0 >= 0 && $0.x1 <= w && $0.y1 <= h }
            if !covered.isEmpty && !(inside && CairoContext.isOpaque(pixels, perRow: w, over: inBitmap)) {
                covered = []
            }
            paintShadow(
                source.mask, region: region, offset: offset, color: color, opacity: opacity, body: body,
                sparing: covered)
        }
        if let b = source.words {
            context.paintPixels(
                words, width: w, height: h, x: ox, y: oy, alpha: alpha,
                within: CairoContext.PixelBox(x0: b.x0 + ox, y0: b.y0 + oy, x1: b.x1 + ox, y1: b.y1 + oy))
        }
    }

    /// Whether everything `layer` and its sublayers draw is the fill or stroke of a path
    /// (backgrounds, borders, rounded clips, shapes) or text, through affine maps: shapes that
    /// Cairo rasterises from device coordinates, the same geometry moved by whole pixels giving
    /// the same pixels moved. Not images (a pattern background's too), gradients or rasterised
    /// bitmaps (Cairo samples them through a fixed-point inverse of the map, whose rounding is
    /// not the same at another whole-pixel offset: seen, an image scaled 8 to 14 pixels off by
    /// one level), masks, shadows of sublayers (their regions are cut to the frame), backdrop
    /// filters, `CATransformLayer`s or perspective.
    static func drawsOnlyPaths(_ layer: LayerState) -> Bool {
        let t = layer.transform, s = layer.sublayerTransform
        guard layer.content.image == nil, layer.backgroundPattern == nil, layer.gradient == nil, layer.mask == nil,
            layer.backdrop == nil, layer.rasterizationScale == nil, layer.flattensSublayers, !layer.shadow.isVisible,
            t.m14 == 0, t.m24 == 0, t.m44 == 1, s == .identity
        else { return false }
        return layer.sublayers.allSatisfy(drawsOnlyPaths)
    }

    /// The layer of `body` drawn alone through `t` into the first `width` x `height` words of
    /// `buffer`, cleared first, as `draw(_:alpha:)` draws it into a group, with the boxes of
    /// what it drew (its `pixels` left empty).
    private func drawSource(
        _ body: Body, through t: Homography, width: Int, height: Int, into buffer: UnsafeMutableRawBufferPointer
    ) -> ShadowSource {
        let count = width * height * 4
        let bytes = UnsafeMutableBufferPointer(
            start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
        bytes.initialize(repeating: 0)
        // Groups inside come from a pool of their own, as in a rasterised layer's bitmap.
        let own = CairoContext(pixels: bytes, width: width, height: height, groupBuffers: GroupBufferPool())
        own.cache = context.cache
        let placed = Body(
            layer: body.layer, shape: body.shape, parts: body.parts, content: body.content,
            placement: LayerPlacement(body.placement, homography: t), matrix: t)
        LayerPainter(context: own, rasterNesting: rasterNesting).draw(placed, alpha: 1)
        do {
            try own.finish()
        } catch let error as RenderError {
            if context.contentFailure == nil { context.contentFailure = error }
        } catch {}
        let boxes = CairoContext.drawnBoxes(
            UnsafePointer(buffer.baseAddress!.assumingMemoryBound(to: UInt32.self)), perRow: width, width: width,
            height: height)
        let alpha = boxes.alpha.map {
            CairoContext.PixelBox(x0: Int($0.0), y0: Int($0.1), x1: Int($0.2), y1: Int($0.3))
        }
        return ShadowSource(pixels: [], width: width, height: height, words: boxes.words, alpha: alpha)
    }
}

extension CairoContext {
    /// Composites `pixels` (Cairo ARGB32 words, `width * 4` bytes a row) with their top left
    /// at the whole device pixel (`x`, `y`) and `alpha`, through the current clip narrowed to
    /// `box`: what `paintGroup(_:alpha:within:)` does with a group holding those words there
    /// and zero words elsewhere.
    func paintPixels(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, x: Int, y: Int, alpha: Double, within box: PixelBox
    ) {
        do {
            let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(mutating: pixels).assumingMemoryBound(to: UInt8.self),
                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))!
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
            cairo_clip(cr)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, surface, Double(x), Double(y))
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
            cairo_restore(cr)  // Drops the source before the memory goes.
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }
}
