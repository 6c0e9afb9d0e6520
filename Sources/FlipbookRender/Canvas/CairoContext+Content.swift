import Foundation
import CCairo
import FlipbookCore
import FlipbookText

/// Images and text inside a layer (SEMANTICS.md §14), in the current user space (the layer's
/// bounds space, set by the painter).
extension CairoContext {
    /// Paints `image` stretched onto `rect` (user units), with bilinear filtering and the
    /// edge pixels repeated outward (`CAIRO_FILTER_BILINEAR`, `CAIRO_EXTEND_PAD`), so the
    /// image's edges stay as sharp as the rectangle's, as Core Animation samples clamped to
    /// the edge. The paint is multiplied by `alpha`; the clip in force applies.
    func paintImage(_ image: ContentImage, in rect: CGRect, alpha: Double) {
        paintImage(image, in: rect, alpha: alpha, tint: nil, adds: false)
    }

    /// `paintImage(_:in:alpha:)` with the image's red, green and blue multiplied by `tint`'s
    /// (nil: unchanged) and, when `adds`, added to what is under it with Cairo's ADD operator
    /// (a particle's colour and `.additive` render mode, SEMANTICS.md §33).
    func paintImage(_ image: ContentImage, in rect: CGRect, alpha: Double, tint: RGBA?, adds: Bool) {
        let w = image.pixelWidth, h = image.pixelHeight
        guard rect.width > 0, rect.height > 0, rect.isFiniteRect else { return }
        if adds { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
        defer { if adds { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) } }
        if let tint {
            // Read in place, as below: Cairo never writes to a source surface.
            let pixels = tintedPixels(of: image, by: tint)
            pixels.withUnsafeBytes { raw in
                paintImagePixels(
                    UnsafeMutableRawPointer(mutating: raw.baseAddress!), width: w, height: h,
                    in: rect, alpha: alpha)
            }
            return
        }
        withWords(of: image) { paintImagePixels($0, width: w, height: h, in: rect, alpha: alpha) }
    }

    /// Calls `body` with `image` as Cairo's premultiplied words, for Cairo to read in place
    /// (it never writes to a source surface).
    private func withWords(of image: ContentImage, _ body: (UnsafeMutableRawPointer) -> Void) {
        // An opaque image's bytes already are Cairo's words on a little-endian machine
        // (PixelConversion).
        if PixelConversion.exchangesRedAndBlue && image.isOpaque {
            image.bitmap.pixels.withUnsafeBytes { raw in body(UnsafeMutableRawPointer(mutating: raw.baseAddress!)) }
        } else {
            // Premultiplied once per decoding when caching (an image never changes).
            let pixels = cairoPixels(of: image)
            pixels.withUnsafeBytes { raw in body(UnsafeMutableRawPointer(mutating: raw.baseAddress!)) }
        }
    }

    /// Paints `image` tiled over the current path (user units), which it consumes: tiles of
    /// `tileSize`, the first with its top-left corner at `origin`, repeated in both directions
    /// (`CAIRO_EXTEND_REPEAT`), sampled as `paintImage` samples (`CAIRO_FILTER_BILINEAR`), the
    /// paint multiplied by `alpha` (a pattern background, SEMANTICS.md §14). The clip in force
    /// applies.
    func fillPattern(_ image: ContentImage, origin: CGPoint, tileSize: CGSize, alpha: Double) {
        let w = image.pixelWidth, h = image.pixelHeight
        guard tileSize.width > 0, tileSize.height > 0, tileSize.width.isFinite, tileSize.height.isFinite,
            origin.x.isFinite, origin.y.isFinite
        else {
            cairo_new_path(cr)
            return
        }
        withWords(of: image) { pixels in
            paintWords(
                pixels, width: w, height: h, tile: CGRect(origin: origin, size: tileSize), extend: CAIRO_EXTEND_REPEAT,
                alpha: alpha)
        }
    }

    /// The most bytes of tinted images one frame keeps (`tintedImages`, chosen): past it each
    /// particle's image is tinted afresh, with the same bytes.
    static let maximumTintedBytes = 16 << 20

    /// `image`'s premultiplied words with each colour byte times `tint`'s component, taken to
    /// the nearest 1/255 as a frame's colours are (still premultiplied, as no component
    /// exceeds 1); kept for the frame by image and tint, so particles of one colour, or of
    /// colours that round alike, share one.
    private func tintedPixels(of image: ContentImage, by tint: RGBA) -> [UInt8] {
        let q = [tint.red, tint.green, tint.blue].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        let key = TintedImageKey(image: image.id, red: UInt8(q[0]), green: UInt8(q[1]), blue: UInt8(q[2]))
        if let kept = tintedImages[key] { return kept }
        var pixels = cairoPixels(of: image)
        // Byte x times q / 255, rounded, looked up; red, green and blue lie at bytes 0, 1, 2
        // of a word here (R, G, B, A), else at 1, 2, 3.
        let tables = q.map { f in (0..<256).map { UInt8(($0 * f + 127) / 255) } }
        let first = PixelConversion.exchangesRedAndBlue ? 0 : 1
        tables[0].withUnsafeBufferPointer { r in
            tables[1].withUnsafeBufferPointer { g in
                tables[2].withUnsafeBufferPointer { b in
                    pixels.withUnsafeMutableBufferPointer { p in
                        var i = first
                        while i + 2 < p.count {
                            p[i] = r[Int(p[i])]; p[i + 1] = g[Int(p[i + 1])]; p[i + 2] = b[Int(p[i + 2])]
                            i += 4
                        }
                    }
                }
            }
        }
        if tintedBytes + pixels.count <= Self.maximumTintedBytes {
            tintedImages[key] = pixels
            tintedBytes += pixels.count
        }
        return pixels
    }

    /// `image` as Cairo's premultiplied words: kept in the cache by the image's identity
    /// (one decoding's pixels never change), or converted afresh without a cache.
    private func cairoPixels(of image: ContentImage) -> [UInt8] {
        guard let cache else { return PixelConversion.bitmapToCairoPixels(image.bitmap) }
        if let kept = cache.imagePixels.withLock({ $0.value(for: image.id) }) { return kept }
        let pixels = PixelConversion.bitmapToCairoPixels(image.bitmap)
        cache.imagePixels.withLock { _ = $0.insert(pixels, for: image.id, bytes: pixels.count) }
        return pixels
    }

    /// `paintImage` on Cairo ARGB32 words at `pixels` (`width * 4` bytes a row).
    private func paintImagePixels(
        _ pixels: UnsafeMutableRawPointer, width w: Int, height h: Int, in rect: CGRect,
        alpha: Double
    ) {
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        paintWords(pixels, width: w, height: h, tile: rect, extend: CAIRO_EXTEND_PAD, alpha: alpha)
    }

    /// Paints Cairo ARGB32 words at `pixels` (`width * 4` bytes a row) through the current
    /// path, which it consumes as the clip: the image spans `tile` (user units), bilinear,
    /// beyond it as `extend` says, times `alpha`.
    private func paintWords(
        _ pixels: UnsafeMutableRawPointer, width w: Int, height h: Int, tile: CGRect, extend: cairo_extend_t,
        alpha: Double
    ) {
        let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(w * 4))!
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, extend)
        // User space to image pixels: (u - origin) * pixels / points.
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, Double(w) / Double(tile.width), Double(h) / Double(tile.height))
        cairo_matrix_translate(&m, -Double(tile.minX), -Double(tile.minY))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_save(cr)
        cairo_clip(cr)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)  // Drops the source, so the surface is no longer used.
        cairo_pattern_destroy(pattern)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }

    /// Draws `text` laid out in `box` (user units), in its colour times `alpha`, clipped to
    /// `box` as a label's backing store clips it. A failure (the fonts are missing) is noted
    /// for `finish()`, naming `layer`.
    func drawText(_ text: TextContent, in box: CGRect, alpha: Double, layer: String) {
        cairo_save(cr)
        cairo_rectangle(cr, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
        cairo_clip(cr)
        setColor(text.color, alpha: alpha)
        do {
            try TextLayout.draw(text, in: box, cairo: cr, cache: cache?.textLayouts)
        } catch {
            if contentFailure == nil { contentFailure = .content(layer: layer, message: "\(error)") }
        }
        cairo_restore(cr)
    }

    /// The current clip's extents in the current user space (`cairo_clip_extents`).
    func clipExtents() -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return (x0, y0, x1, y1)
    }

    /// Paints Cairo ARGB32 words (`width * 4` bytes a row) with their top-left corner at
    /// (`x`, `y`) of the current user space, multiplied by `alpha`, within the clip.
    func paintPixels(_ pixels: inout [UInt8], width: Int, height: Int, x: Double, y: Double, alpha: Double) {
        pixels.withUnsafeMutableBytes { raw in
            let surface = cairo_image_surface_create_for_data(
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(width * 4))!
            cairo_set_source_surface(cr, surface, x, y)
            cairo_paint_with_alpha(cr, alpha)
            cairo_set_source_rgb(cr, 0, 0, 0)  // Drops the surface before its memory goes.
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }
}

/// An image tinted by a colour, as `CairoContext.tintedImages` keeps it: the image's identity
/// and the tint's components in 1/255 steps.
struct TintedImageKey: Hashable {
    let image: Int
    let red: UInt8, green: UInt8, blue: UInt8
}
