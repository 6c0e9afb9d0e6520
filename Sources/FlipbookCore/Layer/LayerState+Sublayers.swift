import Foundation

extension LayerState {
    /// The map applied to the sublayers' placements inside this layer's bounds space:
    /// `sublayerTransform` about the anchor point, `T(-a) * S * T(a)` with
    /// `a = bounds.origin + anchorPoint * size` (SEMANTICS.md §10); nil for the identity, so
    /// layers without one are drawn with exactly the arithmetic they always had.
    public var sublayerMatrix: Transform3D? {
        guard !sublayerTransform.isIdentity else { return nil }
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        return Transform3D.translation(-ax, -ay, 0).concatenating(sublayerTransform)
            .concatenating(.translation(ax, ay, 0))
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
