import Foundation
import FlipbookCore

extension LayerState {
    /// Whether the layer draws a shape, a gradient, a shadow or has a mask: it then takes
    /// `LayerPainter.drawWithEffects`; every other layer draws exactly as before.
    var hasEffects: Bool { shape != nil || gradient != nil || mask != nil || shadow.isVisible }
}

extension LayerPainter {
    /// The largest shadow blur drawn, as a standard deviation in device pixels; a larger
    /// `shadowRadius` is clamped to it (SEMANTICS.md §14; at 256 pixels the shadow is already
    /// spread too thin to see).
    static let maximumShadowSigma = 256.0

    /// Draws a layer with content, shadow or mask (SEMANTICS.md §14), in Core Animation's
    /// order: shadow, background, content (shape or gradient), sublayers, border; the mask's
    /// alpha multiplies all of it, shadow included.
    func drawWithEffects(_ layer: LayerState, placement: LayerPlacement, opacity: Double, alpha: Double) {
        let shape = RoundedRect(bounds: layer.bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners)
        let parts = Parts(layer, shape: shape)
        // Under a perspective the content and shadow are drawn flat and projected
        // (`drawProjectedEffects`); otherwise through the placement's affine map.
        let matrix = placement.homography
        let content = Self.hasVisibleContent(layer)
        let shadowOn = layer.shadow.isVisible && !(layer.masksToBounds && shape.isEmpty)
        let count = parts.count + (content ? 1 : 0) + (shadowOn ? 1 : 0)
        guard count > 0 else { return }
        let masked = layer.mask != nil
        let grouped = !masked && opacity < 1 && layer.allowsGroupOpacity && count > 1
        if masked || grouped { context.beginGroup() }
        let own = masked || grouped ? 1 : alpha
        let body = Body(
            layer: layer, shape: shape, parts: parts, content: content, placement: placement,
            matrix: matrix)

        if !placement.isAffine {
            drawProjectedEffects(body, shadow: shadowOn, alpha: own)
        } else if shadowOn {
            drawShadow(of: body, alpha: own)
        } else {
            draw(body, alpha: own)
        }

        if masked, let mask = layer.mask {
            let drawn = context.endGroupKept()
            context.beginGroup()
            draw(mask.layer, parent: placement.homography, inheritedAlpha: 1)
            let coverage = context.endGroupKept()
            context.paintGroup(drawn, maskedBy: coverage, alpha: alpha)
            context.releaseGroup(coverage)
            context.releaseGroup(drawn)
        } else if grouped {
            context.endGroup(alpha: alpha)
        }
    }

    /// What one layer draws besides its shadow, with where it goes.
    struct Body {
        let layer: LayerState
        let shape: RoundedRect
        let parts: Parts
        let content: Bool
        let placement: LayerPlacement
        /// The affine map from the layer's bounds space to device pixels used for its shape,
        /// gradient and shadow (the placement's; under a perspective they are drawn flat
        /// first, see `drawProjectedEffects`).
        let matrix: Homography
    }

    /// Background, image and text, content (shape or gradient), sublayers, border, each
    /// multiplied by `alpha`.
    func draw(_ body: Body, alpha: Double) {
        let layer = body.layer
        if body.parts.background, let color = layer.backgroundColor {
            drawBackground(of: layer, color: color, shape: body.shape, placement: body.placement, alpha: alpha)
        }
        // The image and text, as on the plain path: a shadow, a mask or a shape does not take
        // them away (an image view with a shadow still shows its image).
        if body.parts.content {
            drawContent(of: layer, shape: body.shape, placement: body.placement, alpha: alpha)
        }
        if body.content { drawContent(body, alpha: alpha) }
        if body.parts.sublayers { drawSublayers(of: layer, shape: body.shape, placement: body.placement, alpha: alpha) }
        if body.parts.border { drawBorder(of: layer, shape: body.shape, placement: body.placement, alpha: alpha) }
    }

    /// The gradient or the shape (fill, then the stroke between `strokeStart` and
    /// `strokeEnd`), clipped to the rounded bounds when the layer masks to bounds.
    private func drawContent(_ body: Body, alpha: Double) {
        let layer = body.layer
        if layer.masksToBounds {
            context.save()
            append(body.shape, body.placement)
            context.clip()
        }
        context.setMatrix(body.matrix)
        if let g = layer.gradient, !g.colors.isEmpty {
            // The gradient fills the rounded bounds, like the background (observed: a gradient
            // layer's cornerRadius rounds it without masksToBounds).
            context.appendRoundedRect(body.shape)
            context.fillGradient(g, bounds: layer.bounds, alpha: alpha)
        }
        if let s = layer.shape, let path = s.path, path.isFinite {
            if let fill = s.fillColor, Self.isVisible(fill) {
                context.appendPath(path)
                context.fillPreserving(fill, alpha: alpha, evenOdd: s.fillRule == .evenOdd)
                context.clearPath()
            }
            if let stroke = s.strokeColor, Self.isVisible(stroke), s.lineWidth > 0, s.lineWidth.isFinite {
                context.appendPath(path.trimmed(from: s.strokeStart, to: s.strokeEnd))
                context.stroke(s, color: stroke, alpha: alpha)
            }
        }
        if layer.masksToBounds { context.restore() }
    }

    private static func isVisible(_ c: RGBA) -> Bool { c.isFinite && c.alpha > 0 }

    /// Whether the layer's shape or gradient can put paint on the frame.
    static func hasVisibleContent(_ layer: LayerState) -> Bool {
        if let g = layer.gradient, !g.colors.isEmpty, g.colors.allSatisfy(\.isFinite),
            g.startPoint.isFinitePoint, g.endPoint.isFinitePoint
        {
            return true
        }
        guard let s = layer.shape, let p = s.path, !p.isEmpty, p.isFinite else { return false }
        let fills = s.fillColor.map(isVisible) ?? false
        let strokes = (s.strokeColor.map(isVisible) ?? false) && s.lineWidth > 0 && s.lineWidth.isFinite
        return fills || strokes
    }
}
