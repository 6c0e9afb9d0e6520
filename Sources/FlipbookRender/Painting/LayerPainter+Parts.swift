import FlipbookCore

extension LayerPainter {
    /// Which of a layer's three parts can put paint on the frame.
    struct Parts {
        /// The background colour is set, visible and the bounds have an area.
        let background: Bool
        /// Some sublayer is neither hidden nor fully transparent (it may still turn out
        /// to be off screen or facing away).
        let sublayers: Bool
        /// The border has a positive width, a visible colour and the bounds have an area.
        let border: Bool
        /// An image or non-empty text is set and the bounds have an area (SEMANTICS.md §14).
        let content: Bool

        init(_ layer: LayerState, shape: RoundedRect) {
            let area = !shape.isEmpty
            if let c = layer.backgroundColor {
                background = area && c.isFinite && c.alpha > 0
            } else {
                background = false
            }
            let w = layer.borderWidth
            border = area && w > 0 && w.isFinite && layer.borderColor.isFinite && layer.borderColor.alpha > 0
            content = area && !layer.content.isEmpty
            let clippedAway = layer.masksToBounds && !area
            sublayers =
                !clippedAway
                && layer.sublayers.contains {
                    !$0.isHidden && LayerPainter.clampedOpacity($0.opacity) > 0
                }
        }

        /// How many parts draw; a subtree counts as two, since its layers may overlap.
        var count: Int { (background ? 1 : 0) + (border ? 1 : 0) + (content ? 1 : 0) + (sublayers ? 2 : 0) }
    }
}
