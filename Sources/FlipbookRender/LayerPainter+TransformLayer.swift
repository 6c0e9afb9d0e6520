import FlipbookCore

extension LayerPainter {
    /// Draws a `CATransformLayer` (SEMANTICS.md §10, "3-D layer trees"): it draws nothing of
    /// its own and does not flatten; each sublayer is placed through the transform layer's
    /// own 3-D placement (and its `sublayerTransform`) into the space of the nearest
    /// flattening ancestor, and culled (`isDoubleSided`) on its own there.
    ///
    /// Sublayers are drawn in sublayer order, not sorted by depth (chosen: Core Animation
    /// sorts them by depth; faces of a card or of a cube with `isDoubleSided = false` never
    /// overlap, so the order does not show for them). Its opacity multiplies each sublayer's
    /// (no group), as Core Animation applies it.
    func drawTransformLayer(_ layer: LayerState, parent: Homography, alpha: Double, depth: Transform3D?) {
        var own = depth.map { layer.localToParent.concatenating($0) } ?? layer.localToParent
        if let s = layer.sublayerMatrix { own = s.concatenating(own) }
        guard own.isFinite else { return }
        for sublayer in layer.sublayersInDrawingOrder {
            draw(sublayer, parent: parent, inheritedAlpha: alpha, depth: own)
        }
    }
}
