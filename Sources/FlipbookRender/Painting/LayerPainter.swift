import FlipbookCore

/// Draws one layer tree into a `CairoContext`, depth first, later sublayers on top.
///
/// Each layer draws, in Core Animation's order: its background (the rounded bounds), its
/// content (image, then text; SEMANTICS.md §14), its sublayers (clipped to the rounded
/// bounds when `masksToBounds`), then its border inside the bounds edge. Apple documents
/// the border as "composited above the receiver's contents and sublayers", so it comes after
/// the sublayers, not before them.
struct LayerPainter {
    /// Where the drawing goes.
    let context: CairoContext
    /// How many rasterised layers' bitmaps this painter draws inside (0: the frame).
    var rasterNesting = 0

    /// Draws `layer` and its subtree.
    ///
    /// - Parameters:
    ///   - parent: the parent's bounds space to device pixels.
    ///   - inheritedAlpha: the product of the opacities of ancestors that do not group
    ///     their subtree (`allowsGroupOpacity == false`), multiplied into every fill.
    ///   - depth: the 3-D map between the parent's space and the plane `parent` flattens
    ///     (see `LayerPlacement`); nil for none.
    func draw(_ layer: LayerState, parent: Homography, inheritedAlpha: Double, depth: Transform3D? = nil) {
        guard !layer.isHidden else { return }
        let opacity = Self.clampedOpacity(layer.opacity)
        let alpha = opacity * inheritedAlpha
        guard alpha > 0 else { return }
        if let scale = layer.rasterizationScale, rasterNesting < Self.maximumRasterNesting,
            drawRasterized(layer, scale: scale, parent: parent, alpha: alpha, depth: depth)
        {
            return
        }
        if let filter = layer.backdrop, filter.isVibrant {
            return drawVibrant(layer, filter, parent, inheritedAlpha, depth)
        }
        if !layer.flattensSublayers { return drawTransformLayer(layer, parent: parent, alpha: alpha, depth: depth) }
        guard let placement = LayerPlacement(layer: layer, parent: parent, depth: depth) else { return }
        if placement.isBackFacing && !layer.isDoubleSided { return }
        if let filter = layer.backdrop, filter.isVisible {
            drawBackdrop(of: layer, filter: filter, placement: placement, alpha: alpha)
        }

        if layer.hasEffects { return drawWithEffects(layer, placement: placement, opacity: opacity, alpha: alpha) }

        let shape = RoundedRect(bounds: layer.bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners)
        let parts = Parts(layer, shape: shape)
        guard parts.count > 0 else { return }
        // A group is only needed when something overlaps inside it; a lone fill with its
        // alpha multiplied looks the same and saves an offscreen surface.
        let grouped = opacity < 1 && layer.allowsGroupOpacity && parts.count > 1
        if grouped { context.beginGroup() }
        let own = grouped ? 1 : alpha

        if parts.background, let color = layer.backgroundColor {
            drawBackground(of: layer, color: color, shape: shape, placement: placement, alpha: own)
        }
        if parts.content { drawContent(of: layer, shape: shape, placement: placement, alpha: own) }
        if parts.sublayers { drawSublayers(of: layer, shape: shape, placement: placement, alpha: own) }
        if parts.border { drawBorder(of: layer, shape: shape, placement: placement, alpha: own) }

        if grouped { context.endGroup(alpha: alpha) }
    }

    /// Draws the sublayers in order, clipped to `shape` when the layer masks to bounds.
    func drawSublayers(of layer: LayerState, shape: RoundedRect, placement: LayerPlacement, alpha: Double) {
        if layer.masksToBounds {
            context.save()
            append(shape, placement)
            context.clip()
        }
        let depth = layer.sublayerMatrix
        for sublayer in layer.sublayersInDrawingOrder {
            draw(sublayer, parent: placement.homography, inheritedAlpha: alpha, depth: depth)
        }
        if layer.masksToBounds { context.restore() }
    }

    /// Fills the ring between the rounded bounds and the same outline inset by the border
    /// width (corner radius reduced alike), or the whole outline when nothing is left inside.
    func drawBorder(of layer: LayerState, shape: RoundedRect, placement: LayerPlacement, alpha: Double) {
        append(shape, placement)
        let inner = shape.inset(by: layer.borderWidth)
        if let inner { append(inner, placement) }
        context.setColor(layer.borderColor, alpha: alpha)
        context.fill(evenOdd: inner != nil)
    }

    /// Adds `shape` to the path: through a Cairo matrix when the placement is affine, else
    /// as a polygon projected point by point into device pixels.
    func append(_ shape: RoundedRect, _ placement: LayerPlacement) {
        if placement.isAffine {
            context.setMatrix(placement.homography)
            context.appendRoundedRect(shape)
        } else {
            context.setIdentityMatrix()
            context.appendPolygon(shape.projectedOutline(through: placement.homography))
        }
    }

    /// Opacity clamped to [0, 1] (a spring may overshoot); NaN counts as 0.
    static func clampedOpacity(_ value: Double) -> Double {
        value > 0 ? min(value, 1) : 0
    }
}
