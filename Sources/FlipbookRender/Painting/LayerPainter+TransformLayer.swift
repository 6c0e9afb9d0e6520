import FlipbookCore

extension LayerPainter {
    /// Draws a `CATransformLayer` (SEMANTICS.md §10, "3-D layer trees"): it draws nothing of
    /// its own and does not flatten; each sublayer is placed through the transform layer's
    /// own 3-D placement (and its `sublayerTransform`) into the space of the nearest
    /// flattening ancestor, and culled (`isDoubleSided`) on its own there.
    ///
    /// Sublayers are drawn back to front by the depth (z) of their bounds' centre in that
    /// space, ties in sublayer order (Core Animation sorts a transform layer's sublayers by
    /// depth; chosen: by the centre, so two faces that cross each other are not split). Its
    /// opacity multiplies each sublayer's (no group), as Core Animation applies it.
    func drawTransformLayer(_ layer: LayerState, parent: Homography, alpha: Double, depth: Transform3D?) {
        var own = depth.map { layer.localToParent.concatenating($0) } ?? layer.localToParent
        if let s = layer.sublayerMatrix { own = s.concatenating(own) }
        guard own.isFinite else { return }
        let depths = layer.sublayers.map { sub -> Double in
            let m = sub.localToParent.concatenating(own)
            let (cx, cy) = (Double(sub.bounds.midX), Double(sub.bounds.midY))
            return cx * m.m13 + cy * m.m23 + m.m43
        }
        let order = layer.sublayers.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
        for i in order {
            draw(layer.sublayers[i], parent: parent, inheritedAlpha: alpha, depth: own)
        }
    }
}
