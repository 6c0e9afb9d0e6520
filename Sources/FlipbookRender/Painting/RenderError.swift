/// Why `Compositor.render(_:scale:)` could not produce a frame.
///
/// Mirrors the way swift-system reports C failures: the raw Cairo status survives next to
/// Cairo's own message, so an unknown status is never lost.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// Cairo reported a failure. `status` is the raw `cairo_status_t` value and `message`
    /// Cairo's own text for it (`cairo_status_to_string`).
    case cairo(status: Int32, message: String)
    /// The frame size is not drawable: `width` and `height` are the tree's size in points,
    /// `scale` the pixels per point. Accepted: finite, positive values whose pixel size
    /// `round(points * scale)` is between 1 and `Compositor.maximumSide` a side and at most
    /// `Compositor.maximumPixelCount` pixels in all.
    case invalidSize(width: Double, height: Double, scale: Double)
    /// A layer's content could not be drawn: `layer` is its name, `message` why (for text,
    /// the fonts are missing; SEMANTICS.md §14).
    case content(layer: String, message: String)
    /// The layer tree is deeper than the compositor draws: more than `limit` layers from the
    /// root to a leaf (`LayerTree.maximumDepth`).
    case tooDeep(limit: Int)

    /// A one-line explanation naming the bad value and, for sizes, the accepted range.
    public var description: String {
        switch self {
        case let .cairo(status, message):
            return "Cairo failed with status \(status): \(message)"
        case let .invalidSize(width, height, scale):
            let pixels = "\(Compositor.pixelExtent(width, scale)) x \(Compositor.pixelExtent(height, scale))"
            return "cannot render \(width) x \(height) points at scale \(scale) (\(pixels) pixels): "
                + "size and scale must be finite and positive, each side must round to 1...\(Compositor.maximumSide) pixels "
                + "and the frame must hold at most \(Compositor.maximumPixelCount) pixels"
        case let .content(layer, message):
            return "cannot draw the content of layer \(layer): \(message)"
        case let .tooDeep(limit):
            return "cannot render a layer tree more than \(limit) layers deep (the most the compositor draws)"
        }
    }
}
