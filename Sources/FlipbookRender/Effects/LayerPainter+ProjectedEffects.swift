import Foundation
import FlipbookCore

extension LayerPlacement {
    /// An affine placement onto a flat picture (bounds space to the picture's pixels).
    init(flat h: Homography) {
        homography = h
        isAffine = true
        isBackFacing = false
    }
}

extension LayerPainter {
    /// Draws a layer's shadow, background, image and text, and shape or gradient under a
    /// perspective placement
    /// (SEMANTICS.md §14, "Under a perspective"): they are drawn flat in the layer's own plane,
    /// exactly as an unturned layer draws them (the shadow blurred and offset there, in the
    /// layer's points), then mapped onto the frame through the layer's projection like its
    /// image (`drawWarped`). The flat picture covers the bounds, the shape's path with its
    /// stroke, and the shadow's reach; with `masksToBounds` only the rounded bounds. The
    /// sublayers (each projected through its own placement) and the border follow, as for
    /// every layer.
    ///
    /// Without `shadowPath` the shadow is cast by the background, image, text, shape and
    /// gradient; under a
    /// perspective the sublayers and the border cast none (**chosen**).
    func drawProjectedEffects(_ body: Body, shadow shadowOn: Bool, alpha: Double) {
        let layer = body.layer
        var flatLayer = layer
        flatLayer.sublayers = []
        flatLayer.borderWidth = 0
        let extent = Self.flatExtent(of: layer, shadow: shadowOn, placement: body.placement)
        let outline = layer.masksToBounds ? body.shape : RoundedRect(bounds: extent, cornerRadius: 0)
        drawWarped(extent: extent, placement: body.placement, outline: outline, alpha: alpha) { _, painter, toPixels in
            let flatBody = Body(
                layer: flatLayer, shape: body.shape, parts: Parts(flatLayer, shape: body.shape), content: body.content,
                placement: LayerPlacement(flat: toPixels), matrix: toPixels)
            if shadowOn { painter.drawShadow(of: flatBody, alpha: 1) } else { painter.draw(flatBody, alpha: 1) }
        }
        if body.parts.sublayers { drawSublayers(of: layer, shape: body.shape, placement: body.placement, alpha: alpha) }
        if body.parts.border { drawBorder(of: layer, shape: body.shape, placement: body.placement, alpha: alpha) }
    }

    /// The rectangle of bounds space a perspective layer's flat picture covers: the bounds,
    /// grown to the shape's path (with half the line width times the miter limit for its
    /// stroke) and to the shadow's reach (its path or the rest moved by `shadowOffset` and
    /// grown by four times `shadowRadius`); just the bounds when `masksToBounds`, or when
    /// a corner of the larger rectangle would be at or behind the eye.
    static func flatExtent(of layer: LayerState, shadow: Bool, placement: LayerPlacement) -> CGRect {
        let b = layer.bounds
        guard !layer.masksToBounds else { return b }
        var e = b
        if let s = layer.shape, let path = s.path, path.isFinite, !path.isEmpty {
            var reach = 0.0
            if s.strokeColor != nil, s.lineWidth > 0, s.lineWidth.isFinite {
                reach = s.lineWidth / 2 * max(1, min(s.miterLimit.isFinite ? s.miterLimit : 1, 10))
            }
            e = e.union(path.controlPointBounds.insetBy(dx: -reach, dy: -reach))
        }
        if shadow {
            let sh = layer.shadow
            let source = sh.path.flatMap { $0.isFinite && !$0.isEmpty ? $0.controlPointBounds : nil } ?? e
            let r = min(max(sh.radius, 0), 1_000) * 4 + 1
            let dx = sh.offset.width.isFinite ? sh.offset.width : 0
            let dy = sh.offset.height.isFinite ? sh.offset.height : 0
            e = e.union(source.offsetBy(dx: dx, dy: dy).insetBy(dx: -r, dy: -r))
        }
        let h = placement.homography
        let corners = RoundedRect(bounds: e, cornerRadius: 0).corners
        guard e.isFiniteRect, corners.allSatisfy({ h.weight(x: $0.x, y: $0.y) > LayerPlacement.minimumWeight }) else {
            return b
        }
        return e
    }
}
