import CCairo
import FlipbookCore
import Foundation

/// Turns a `Drawing` into pixels: the one path by which drawn content reaches a bitmap,
/// whether the compositor draws a layer's backing store or an image renderer makes an image
/// while recording (docs/SEMANTICS.md §27).
public enum DrawingRasterizer {
    /// The pixel size of `drawing`'s backing store at `scale`: its size in points times the
    /// scale, rounded up (a thousandth of a pixel is forgiven), or nil when empty or larger
    /// than a frame may be (`Compositor.maximumSide`, `maximumPixelCount`).
    public static func pixelSize(of size: CGSize, scale: Double) -> (width: Int, height: Int)? {
        let w = Double(size.width) * scale, h = Double(size.height) * scale
        guard w.isFinite, h.isFinite, w >= 0.001, h >= 0.001 else { return nil }
        guard w <= Double(Compositor.maximumSide), h <= Double(Compositor.maximumSide) else { return nil }
        let pw = Int((w - 0.001).rounded(.up)), ph = Int((h - 0.001).rounded(.up))
        guard pw > 0, ph > 0, pw * ph <= Compositor.maximumPixelCount else { return nil }
        return (pw, ph)
    }

    /// The drawing's backing store at `scale` pixels per point, straight-alpha RGBA: transparent
    /// where nothing was drawn (opaque black first when the drawing does not start cleared).
    /// - Throws: `RenderError.invalidSize` for a store that is empty or too large, or a Cairo
    ///   failure.
    public static func rasterize(_ drawing: Drawing, scale: Double) throws -> Bitmap {
        guard let (width, height) = pixelSize(of: drawing.size, scale: scale) else {
            throw RenderError.invalidSize(
                width: Double(drawing.size.width), height: Double(drawing.size.height), scale: scale)
        }
        let depth = drawing.commands.reduce(1) { deepest, command in
            if case let .layer(layer, _) = command {
                return max(deepest, (layer.depth() ?? LayerTree.maximumDepth) + 1)
            }
            return deepest
        }
        guard depth <= LayerTree.maximumDepth + 1 else { throw RenderError.tooDeep(limit: LayerTree.maximumDepth) }
        let byteCount = width * height * 4
        let pixels = try [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            buffer.initialize(repeating: 0)
            initialized = byteCount
            try DeepStack.run(depth: depth) {
                let context = CairoContext(pixels: buffer, width: width, height: height, groupBuffers: .shared)
                if !drawing.startsCleared {
                    cairo_set_source_rgb(context.cr, 0, 0, 0)
                    cairo_paint(context.cr)
                }
                var replay = DrawingReplay(context: context, scale: scale, width: width, height: height)
                replay.play(drawing)
                do {
                    try context.finish()
                } catch RenderError.cairo where replay.failed {
                    // The store keeps what the commands before the failing one drew.
                }
            }
            PixelConversion.cairoPixelsToBitmap(buffer, knownOpaque: false)
        }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw RenderError.invalidSize(width: Double(width), height: Double(height), scale: scale)
        }
        return bitmap
    }

    /// The backing store as an image of `scale`, kept in `cache` by the drawing's value and
    /// the scale's bits (a hit is the same image, so its pixels are converted once); nil when
    /// the store is empty, too large or fails to draw.
    static func image(for drawing: Drawing, scale: Double, cache: RenderCache?) -> ContentImage? {
        let key = DrawingKey(drawing: drawing, scale: scale.bitPattern)
        if let cache, let kept = cache.drawings.withLock({ $0.value(for: key) }) { return kept }
        guard let bitmap = try? rasterize(drawing, scale: scale) else { return nil }
        let image = ContentImage(bitmap: bitmap, scale: scale, name: "drawing")
        cache?.drawings.withLock {
            _ = $0.insert(image, for: key, bytes: bitmap.pixels.count + 64 * drawing.commands.count + 256)
        }
        return image
    }
}

/// What a kept backing store depends on: the drawing, compared in full, and the scale's bits.
struct DrawingKey: Hashable, Sendable {
    let drawing: Drawing
    let scale: UInt64
}

extension LayerState {
    /// Whether this layer or one below it has drawn content.
    var hasDrawing: Bool {
        var stack: [LayerState] = [self]
        while let l = stack.popLast() {
            if l.content.drawing != nil { return true }
            stack.append(contentsOf: l.sublayers)
            if let m = l.mask { stack.append(m.layer) }
        }
        return false
    }

    /// A copy in which every drawn content is its backing store at `scale`, set as the
    /// content's image (the drawing is dropped).
    func resolvingDrawings(scale: Double, cache: RenderCache?) -> LayerState {
        var copy = self
        if let drawing = copy.content.drawing {
            copy.content.image = DrawingRasterizer.image(for: drawing, scale: scale, cache: cache)
            copy.content.drawing = nil
        }
        if copy.sublayers.contains(where: { $0.hasDrawing }) {
            copy.sublayers = copy.sublayers.map {
                $0.hasDrawing ? $0.resolvingDrawings(scale: scale, cache: cache) : $0
            }
        }
        if let mask = copy.mask, mask.layer.hasDrawing {
            copy.mask?.layer = mask.layer.resolvingDrawings(scale: scale, cache: cache)
        }
        return copy
    }
}
