import Foundation
import FlipbookCore

/// Switches for the shadow-painting shortcuts (docs/DESIGN.md, "Caches"), on by default; tests
/// turn them off to check that frames drawn with them are byte-identical to frames drawn
/// without.
enum ShadowShortcuts {
    /// Whether a shadow's mask is left out where the layer's opaque body overwrites it, and
    /// a kept group is composited only over the box of its drawn pixels.
    @TaskLocal static var enabled = true
    /// Whether a shadow cast from a layer's alpha is drawn from the layer drawn on its own and
    /// kept, keyed by its values (`LayerPainter+ShadowSource.swift`), where that is proved to
    /// give the same bytes; only while `enabled` too.
    @TaskLocal static var keptSources = true
}

extension LayerPainter {
    /// The device pixels that the layer's body will cover wholly and opaquely once drawn over
    /// its shadow, as disjoint boxes, so that the shadow need not be painted there: what a
    /// pixel held before an opaque colour covers all of it does not change its bytes
    /// (Porter-Duff OVER with source alpha 1 is the source).
    ///
    /// Only where that can be proved: `alpha` is exactly 1 (no fading), the layer does not
    /// mask to bounds, its placement maps the bounds' axes to the frame's (scale and move
    /// only), and the clip is whole pixels (no pixel is partly clipped). The boxes are the
    /// rounded bounds' two bands clear of the corners (the bounds inset by the corner radius
    /// across, or down), mapped to device pixels and shrunk by one more pixel on every side,
    /// so that each pixel lies wholly inside the filled outline whatever Cairo's fixed-point
    /// rounding. `opaqueBackground`: also require the background colour to be opaque (a
    /// `shadowPath` shadow, painted before the body); without it the caller checks the drawn
    /// pixels themselves (`CairoContext.isOpaque`).
    func coveredBoxes(of body: Body, alpha: Double, opaqueBackground: Bool) -> [CairoContext.PixelBox] {
        guard ShadowShortcuts.enabled, alpha == 1, !body.layer.masksToBounds, body.placement.isAffine else {
            return []
        }
        if opaqueBackground {
            guard body.parts.background, let color = body.layer.backgroundColor, color.alpha == 1,
                body.layer.backgroundPattern == nil
            else { return [] }
        }
        let m = body.matrix
        guard m.h12 == 0, m.h21 == 0, m.h13 == 0, m.h23 == 0, m.h33 == 1, m.h11 != 0, m.h22 != 0 else { return [] }
        let s = body.shape, r = s.radius
        let limit = 1e6
        func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> CairoContext.PixelBox? {
            let xs = (m.h11 * x0 + m.h31, m.h11 * x1 + m.h31), ys = (m.h22 * y0 + m.h32, m.h22 * y1 + m.h32)
            let edges = [xs.0, xs.1, ys.0, ys.1]
            guard edges.allSatisfy({ $0.isFinite && abs($0) < limit }),
                [x0, y0, x1, y1].allSatisfy({ abs($0) < CairoContext.coordinateLimit })
            else { return nil }
            let px0 = max(Int(min(xs.0, xs.1).rounded(.up)) + 1, 0)
            let px1 = min(Int(max(xs.0, xs.1).rounded(.down)) - 1, context.width)
            let py0 = max(Int(min(ys.0, ys.1).rounded(.up)) + 1, 0)
            let py1 = min(Int(max(ys.0, ys.1).rounded(.down)) - 1, context.height)
            guard px1 > px0, py1 > py0 else { return nil }
            return CairoContext.PixelBox(x0: px0, y0: py0, x1: px1, y1: py1)
        }
        let across = box(s.minX, s.minY + r, s.maxX, s.maxY - r)
        guard let down = box(s.minX + r, s.minY, s.maxX - r, s.maxY) else { return across.map { [$0] } ?? [] }
        guard let across else { return [down] }
        // The band down the middle less the rows of the band across: disjoint boxes.
        var boxes = [across]
        if down.y0 < across.y0 {
            boxes.append(CairoContext.PixelBox(x0: down.x0, y0: down.y0, x1: down.x1, y1: min(down.y1, across.y0)))
        }
        if down.y1 > across.y1 {
            boxes.append(CairoContext.PixelBox(x0: down.x0, y0: max(down.y0, across.y1), x1: down.x1, y1: down.y1))
        }
        guard context.clipIsWholePixels() else { return [] }
        return boxes
    }
}
