import FlipbookCore

extension LayerPainter {
    /// Fills the rounded bounds with the background colour `color` times `alpha`, or, when the
    /// layer has a pattern background and an affine placement, tiles its image there instead
    /// (SEMANTICS.md §14, "Pattern backgrounds"): tiles of the image's size in points from the
    /// bounds' origin. Under a perspective placement the pattern's average colour (`color`)
    /// fills the outline, as Cairo maps images only affinely.
    func drawBackground(of layer: LayerState, color: RGBA, shape: RoundedRect, placement: LayerPlacement, alpha: Double)
    {
        append(shape, placement)
        if let pattern = layer.backgroundPattern, placement.isAffine {
            context.fillPattern(pattern.image, origin: layer.bounds.origin, tileSize: pattern.tileSize, alpha: alpha)
            return
        }
        context.setColor(color, alpha: alpha)
        context.fill()
    }
}
