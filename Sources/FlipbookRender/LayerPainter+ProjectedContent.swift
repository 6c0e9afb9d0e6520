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
        let h = placement.homography
        guard let inverse = h.inverse else { return }
        let b = layer.bounds
        let bw = Double(b.width), bh = Double(b.height)
        let c = RoundedRect(bounds: b, cornerRadius: 0).corners.map { h.project(x: $0.x, y: $0.y) }
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
            flatContext.setMatrix(
                Homography(
                    h11: kx, h12: 0, h13: 0, h21: 0, h22: ky, h23: 0,
                    h31: -Double(b.minX) * kx, h32: -Double(b.minY) * ky, h33: 1))
            let flatPlacementShape = shape
            if let image = layer.content.image {
                let rect = layer.content.gravity.rect(forContentOf: image.pointSize, in: b)
                flatContext.save()
                if layer.masksToBounds { flatContext.appendRoundedRect(flatPlacementShape); flatContext.clip() }
                flatContext.paintImage(image, in: rect, alpha: 1)
                flatContext.restore()
            }
            if let text = layer.content.text, !text.text.isEmpty {
                flatContext.drawText(text, in: b, alpha: 1, layer: layer.name)
            }
            do {
                try flatContext.finish()
            } catch let error as RenderError {
                if context.contentFailure == nil { context.contentFailure = error }
            } catch {}
        }

        // 2. Mapped onto the device pixels the projected bounds cover (within the clip).
        let xs = c.map(\.x), ys = c.map(\.y)
        context.setIdentityMatrix()
        let clip = context.clipExtents()
        // Limited to the clip (at most the frame) in floating point first, so Int() is safe.
        let x0 = Int(max(xs.min()!, clip.x0).rounded(.down)), y0 = Int(max(ys.min()!, clip.y0).rounded(.down))
        let x1 = Int(min(xs.max()!, clip.x1).rounded(.up)), y1 = Int(min(ys.max()!, clip.y1).rounded(.up))
        guard x1 > x0, y1 > y0 else { return }
        let warp = ContentWarp(
            source: flat, width: cw, height: ch, pixelsPerPointX: kx, pixelsPerPointY: ky,
            originX: Double(b.minX), originY: Double(b.minY))
        var pixels = warp.warp(inverse: inverse, x0: x0, y0: y0, w: x1 - x0, h: y1 - y0)
        let outline = (layer.masksToBounds ? shape : RoundedRect(bounds: b, cornerRadius: 0)).projectedOutline(
            through: h)
        context.save()
        context.appendPolygon(outline)
        context.clip()
        context.paintPixels(&pixels, width: x1 - x0, height: y1 - y0, x: Double(x0), y: Double(y0), alpha: alpha)
        context.restore()
    }
}
