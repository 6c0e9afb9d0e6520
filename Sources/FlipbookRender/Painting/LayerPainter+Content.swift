import FlipbookCore

extension LayerPainter {
    /// Draws the layer's image (placed by its gravity, clipped to the rounded bounds when
    /// `masksToBounds`, else free to overflow) and then its text (clipped to the bounds,
    /// centred vertically), above the background (SEMANTICS.md §14).
    ///
    /// Under a perspective placement (a layer turned in 3-D) the content is warped pixel by
    /// pixel instead (`drawProjectedContent`): Cairo maps images only affinely.
    func drawContent(of layer: LayerState, shape: RoundedRect, placement: LayerPlacement, alpha: Double) {
        guard placement.isAffine else {
            drawProjectedContent(of: layer, shape: shape, placement: placement, alpha: alpha)
            return
        }
        context.setMatrix(placement.homography)
        if let image = layer.content.image {
            let rect = layer.content.gravity.rect(forContentOf: image.pointSize, in: layer.bounds)
            if layer.masksToBounds {
                context.save()
                context.appendRoundedRect(shape)
                context.clip()
            }
            context.paintImage(
                image, in: rect, alpha: alpha, tint: layer.content.imageTint, adds: layer.content.addsImage)
            if layer.masksToBounds { context.restore() }
        }
        if let text = layer.content.text, !text.text.isEmpty {
            context.drawText(text, in: layer.bounds, alpha: alpha, layer: layer.name)
        }
    }
}
