import CCairo
import Foundation
import FlipbookCore

extension LayerPainter {
    /// The most pixels along either side of the flat picture of a projected layer's content.
    static let maximumWarpSide = 4_096

    /// Draws the content of a layer under a perspective placement (SEMANTICS.md §14): the
    /// image and text are drawn flat into the layer's bounds at the density the projection
    /// needs (its longest edge's pixels per point, at least 1, at most `maximumWarpSide`
    /// pixels a side), then mapped pixel by pixel onto the frame (`ContentWarp`) and
    /// composited clipped to the projected bounds (rounded when `masksToBounds`). Content
    /// overflowing the bounds (an aspect-fill image without clipping) is cut at the bounds
    /// here (documented limitation).
    func drawProjectedContent(of layer: LayerState, shape: RoundedRect, placement: LayerPlacement, alpha: Double) {
        let b = layer.bounds
        let outline = layer.masksToBounds ? shape : RoundedRect(bounds: b, cornerRadius: 0)
        drawWarped(extent: b, placement: placement, outline: outline, alpha: alpha) { flatContext, _, _ in
            if let image = layer.content.image {
                let rect = layer.content.gravity.rect(forContentOf: image.pointSize, in: b)
                flatContext.save()
                if layer.masksToBounds { flatContext.appendRoundedRect(shape); flatContext.clip() }
                flatContext.paintImage(image, in: rect, alpha: 1, tint: layer.content.imageTint, adds: false)
                flatContext.restore()
            }
            if let text = layer.content.text, !text.text.isEmpty {
                flatContext.drawText(text, in: b, alpha: 1, layer: layer.name)
            }
        }
    }

    /// Draws a flat picture of `extent` (a rectangle of the layer's bounds space) under a
    /// perspective placement: `drawFlat` draws into a context whose matrix maps bounds space
    /// onto the picture's pixels (at the density the projection needs: the longest projected
    /// edge's pixels per point, at least 1, at most `maximumWarpSide` pixels a side), with a
    /// painter for it and that matrix; the picture is then mapped pixel by pixel onto the frame
    /// (`ContentWarp`) and composited at `alpha`, clipped to `outline` projected.
    func drawWarped(
        extent e: CGRect, placement: LayerPlacement, outline: RoundedRect, alpha: Double,
        drawFlat: (CairoContext, LayerPainter, Homography) -> Void
    ) {
        let h = placement.homography
        guard let inverse = h.inverse else { return }
        let bw = Double(e.width), bh = Double(e.height)
        let c = RoundedRect(bounds: e, cornerRadius: 0).corners.map { h.project(x: $0.x, y: $0.y) }
        func length(_ p: SIMD2<Double>, _ q: SIMD2<Double>) -> Double { ((p - q) * (p - q)).sum().squareRoot() }
        // corners: top-left, top-right, bottom-right, bottom-left (RoundedRect.corners order).
        let density = max(
            length(c[0], c[1]) / bw, length(c[3], c[2]) / bw,
            length(c[0], c[3]) / bh, length(c[1], c[2]) / bh, 1)
        let k = min(density, Double(Self.maximumWarpSide) / max(bw, bh))
        guard k.isFinite, k > 0 else { return }
        let cw = max(1, Int((bw * k).rounded(.up))), ch = max(1, Int((bh * k).rounded(.up)))
        // Whole pixels on each axis, so the picture's last row and column are fully covered.
        let kx = Double(cw) / bw, ky = Double(ch) / bh

        // 1. The content, flat, in its own pixels.
        var flat = [UInt8](repeating: 0, count: cw * ch * 4)
        flat.withUnsafeMutableBufferPointer { buffer in
            let flatContext = CairoContext(pixels: buffer, width: cw, height: ch, groupBuffers: GroupBufferPool())
            let toPixels = Homography(
                h11: kx, h12: 0, h13: 0, h21: 0, h22: ky, h23: 0,
                h31: -Double(e.minX) * kx, h32: -Double(e.minY) * ky, h33: 1)
            flatContext.setMatrix(toPixels)
            flatContext.cache = context.cache
            drawFlat(flatContext, LayerPainter(context: flatContext), toPixels)
            do {
                try flatContext.finish()
            } catch let error as RenderError {
                if context.contentFailure == nil { context.contentFailure = error }
            } catch {}
        }

        // 2. Mapped onto the device pixels the projected extent covers (within the clip).
        paintWarped(
            flat, width: cw, height: ch, pixelsPerPointX: kx, pixelsPerPointY: ky, extent: e, through: h,
            inverse: inverse, outline: outline, alpha: alpha)
    }

    /// A bitmap of `width` x `height` pixels covering `e` (`kx`, `ky` pixels a point) mapped
    /// through `h` (`inverse` its inverse) onto the device pixels its projection covers within
    /// the clip (`ContentWarp`, bilinear), clipped to `outline` projected, at `alpha`.
    func paintWarped(
        _ bitmap: [UInt8], width: Int, height: Int, pixelsPerPointX kx: Double, pixelsPerPointY ky: Double,
        extent e: CGRect, through h: Homography, inverse: Homography, outline: RoundedRect, alpha: Double
    ) {
        let c = RoundedRect(bounds: e, cornerRadius: 0).corners.map { h.project(x: $0.x, y: $0.y) }
        let xs = c.map(\.x), ys = c.map(\.y)
        context.setIdentityMatrix()
        let clip = context.clipExtents()
        // Limited to the clip (at most the frame) in floating point first, so Int() is safe.
        let x0 = Int(max(xs.min()!, clip.x0).rounded(.down)), y0 = Int(max(ys.min()!, clip.y0).rounded(.down))
        let x1 = Int(min(xs.max()!, clip.x1).rounded(.up)), y1 = Int(min(ys.max()!, clip.y1).rounded(.up))
        guard x1 > x0, y1 > y0 else { return }
        let warp = ContentWarp(
            source: bitmap, width: width, height: height, pixelsPerPointX: kx, pixelsPerPointY: ky,
            originX: Double(e.minX), originY: Double(e.minY))
        var pixels = warp.warp(inverse: inverse, x0: x0, y0: y0, w: x1 - x0, h: y1 - y0)
        context.save()
        context.appendPolygon(outline.projectedOutline(through: h))
        context.clip()
        context.paintPixels(&pixels, width: x1 - x0, height: y1 - y0, x: Double(x0), y: Double(y0), alpha: alpha)
        context.restore()
    }
}
