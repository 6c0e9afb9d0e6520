import Foundation

extension LayerState {
    /// The map applied to the sublayers' placements inside this layer's bounds space:
    /// `sublayerTransform` about the anchor point, `T(-a) * S * T(a)` with
    /// `a = bounds.origin + anchorPoint * size` (SEMANTICS.md §10); nil for the identity, so
    /// layers without one are drawn with exactly the arithmetic they always had.
    /// A snapshot's stretch (`sublayersStretchedFrom`) comes first:
    /// `T(-o) * scale(bounds.size / from) * T(o)` with o the bounds' origin.
    public var sublayerMatrix: Transform3D? {
        let stretch = sublayerStretch
        guard !sublayerTransform.isIdentity else { return stretch }
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        let m = Transform3D.translation(-ax, -ay, 0).concatenating(sublayerTransform)
            .concatenating(.translation(ax, ay, 0))
        return stretch.map { $0.concatenating(m) } ?? m
    }

    /// The stretch of a snapshot's sublayers from the size they were laid out for to the
    /// bounds' size now; nil when there is none (or it is the identity, or a size is not a
    /// finite positive number: the sublayers are then drawn as laid out).
    var sublayerStretch: Transform3D? {
        guard let from = sublayersStretchedFrom, from.width > 0, from.height > 0, from.width.isFinite,
            from.height.isFinite, bounds.width.isFinite, bounds.height.isFinite
        else { return nil }
        let sx = Double(bounds.width / from.width), sy = Double(bounds.height / from.height)
        guard sx != 1 || sy != 1 else { return nil }
        let ox = Double(bounds.origin.x), oy = Double(bounds.origin.y)
        return Transform3D.translation(-ox, -oy, 0).concatenating(.scale(sx, sy, 1))
            .concatenating(.translation(ox, oy, 0))
    }

    /// The sublayers in drawing order: by increasing `zPosition`, ties in sublayer order
    /// (`CALayer` sorts siblings so); the array itself when every zPosition is 0.
    public var sublayersInDrawingOrder: [LayerState] {
        guard sublayers.contains(where: { $0.zPosition != 0 }) else { return sublayers }
        return sublayers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }
}
