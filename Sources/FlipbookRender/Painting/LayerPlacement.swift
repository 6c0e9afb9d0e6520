import FlipbookCore

/// Where a layer's bounds land in device pixels, decided once per layer and frame.
///
/// A layer is skipped, with its whole subtree, when no sensible picture of it exists:
/// - a transform entry is not a finite number;
/// - some corner of its bounds is at or behind the eye (homogeneous weight
///   w <= `minimumWeight`). Core Animation clips such a layer against the eye plane; we do
///   not, because no showcase transition needs it and half-projected layers would explode
///   to huge coordinates. Skipping keeps the frame well defined instead of crashing;
/// - its affine map squashes area below `minimumAreaScale` (for example a scale of 0 at
///   the start of a zoom): nothing of it or its sublayers would be visible, and Cairo
///   rejects a non-invertible matrix.
struct LayerPlacement {
    /// The smallest homogeneous weight drawn; 1 is the plane itself, 1e-3 magnifies 1000x.
    static let minimumWeight = 1e-3
    /// The smallest absolute determinant of an affine placement (device pixels² per point²).
    static let minimumAreaScale = 1e-12

    /// Bounds space to device pixels (the layer's `localToParent` flattened, then its
    /// parent's placement).
    let homography: Homography
    /// Whether the map has no perspective: it is drawn through a Cairo matrix and
    /// `homography` is normalised so that w = 1.
    let isAffine: Bool
    /// Whether the layer is seen mirrored, i.e. from its back, in the plane of its parent
    /// (for sublayers of a `CATransformLayer`: of the nearest flattening ancestor): the
    /// orientation of its bounds projected there is reversed (determinant < 0 with w > 0).
    /// A plain layer flattens its sublayers first, so a mirrored ancestor does not turn a
    /// front face into a back face (SEMANTICS.md §10, "3-D layer trees").
    ///
    /// Why this departs from Core Animation: Core Animation looks at the z of the
    /// transformed normal, so a flat mirror (a scale of -1 in x) still counts as a front
    /// face there. The flattened 3x3 map cannot tell the two apart; here both are back faces.
    let isBackFacing: Bool

    /// Places `layer` under a parent whose bounds map to device pixels by `parent`;
    /// nil when the layer and its subtree must be skipped (see the type's comment).
    ///
    /// `depth`, when given, is the 3-D map from the parent's space to the space that is
    /// flattened into `parent`'s plane: the parent's `sublayerMatrix`, and for sublayers of a
    /// `CATransformLayer` that layer's own placement too (SEMANTICS.md §10, "3-D layer trees").
    init?(layer: LayerState, parent: Homography, depth: Transform3D? = nil) {
        let m = depth.map { layer.localToParent.concatenating($0) } ?? layer.localToParent
        let local = Homography(m)
        let h = local.concatenating(parent)
        guard h.isFinite else { return nil }
        if h.isAffine {
            guard h.h33 > Self.minimumWeight else { return nil }
            let a = h.normalizedAffine
            let det = a.h11 * a.h22 - a.h12 * a.h21
            guard abs(det) >= Self.minimumAreaScale else { return nil }
            homography = a
            isAffine = true
            isBackFacing = local.determinant * local.h33 < 0
        } else {
            let r = RoundedRect(bounds: layer.bounds, cornerRadius: 0)
            for c in r.corners where !(h.weight(x: c.x, y: c.y) > Self.minimumWeight) { return nil }
            homography = h
            isAffine = false
            isBackFacing = local.determinant < 0
        }
    }
}
