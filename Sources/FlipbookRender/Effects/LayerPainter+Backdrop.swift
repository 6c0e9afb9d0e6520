import Foundation
import FlipbookCore

extension LayerPainter {
    /// The largest backdrop blur, as a standard deviation in device pixels; a larger radius
    /// is clamped to it, as shadows are (SEMANTICS.md §17, "Materials").
    static let maximumBackdropSigma = 256.0

    /// Applies the layer's backdrop filter to what is already drawn under it, before the
    /// layer draws anything itself (SEMANTICS.md §17, "Materials").
    ///
    /// The pixels filtered are the device-pixel box around the layer's bounds as placed on
    /// screen (an affine placement's rotated or sheared rectangle, or a perspective's
    /// projected quad), and the result is written back clipped to the rounded bounds so
    /// placed, with antialiased edges. The blur's sigma is `radius` times the layer's scale
    /// on screen: sqrt(|det|) of the affine map, or under a perspective the square root of
    /// the projected outline's area over the bounds' area (the mean scale over the quad;
    /// the blur itself stays a round Gaussian in screen pixels, Flipbook's choice).
    /// `alpha` (the layer's opacity times its ancestors') mixes the filtered pixels with the
    /// unfiltered ones.
    func drawBackdrop(of layer: LayerState, filter: BackdropFilter, placement: LayerPlacement, alpha: Double) {
        let shape = RoundedRect(bounds: layer.bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners)
        guard !shape.isEmpty else { return }
        let h = placement.homography
        let outline =
            placement.isAffine ? shape.corners.map { h.project(x: $0.x, y: $0.y) } : shape.projectedOutline(through: h)
        guard outline.count >= 3, outline.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let boundsArea = (shape.maxX - shape.minX) * (shape.maxY - shape.minY)
        let scale = (Self.polygonArea(outline) / boundsArea).squareRoot()
        let sigma = min(max(filter.radius, 0) * scale, Self.maximumBackdropSigma)
        let xs = outline.map(\.x), ys = outline.map(\.y)
        let x0 = max(Int(xs.min()!.rounded(.down)), 0), x1 = min(Int(xs.max()!.rounded(.up)), context.width)
        let y0 = max(Int(ys.min()!.rounded(.down)), 0), y1 = min(Int(ys.max()!.rounded(.up)), context.height)
        guard x1 > x0, y1 > y0 else { return }
        context.filterBackdrop(
            CairoContext.PixelBox(x0: x0, y0: y0, x1: x1, y1: y1), sigma: sigma, filter: filter, alpha: alpha
        ) { append(shape, placement) }
    }

    /// Draws a vibrancy effect view's layer and subtree (SEMANTICS.md §17, "Vibrancy") into
    /// a group of its own, then uses what the group covers as a mask through which the
    /// backdrop under it is lightened or darkened by `filter.vibrancy`
    /// (`CairoContext.endVibrantGroup`); the subtree's colours are not drawn.
    func drawVibrant(
        _ layer: LayerState, _ filter: BackdropFilter, _ parent: Homography, _ inheritedAlpha: Double,
        _ depth: Transform3D?
    ) {
        var plain = layer
        plain.backdrop = nil
        context.beginGroup()
        draw(plain, parent: parent, inheritedAlpha: inheritedAlpha, depth: depth)
        context.endVibrantGroup(vibrancy: filter.vibrancy)
    }

    /// The area of a simple polygon (the shoelace formula), in square pixels.
    static func polygonArea(_ p: [SIMD2<Double>]) -> Double {
        var twice = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }
}
