import Foundation

/// Where a layer's contents image sits in its bounds, as seen on screen (SEMANTICS.md §14).
///
/// The cases name what the viewer sees: `.top` is the top edge of the screen. Core
/// Animation's `contentsGravity` names them for an upward y axis, so on iOS a plain layer
/// with `kCAGravityTop` shows its image at the bottom; `CALayer.contentsGravity` does that
/// exchange at the API's edge and `UIImageView.contentMode` maps straight onto these cases.
public enum ContentGravity: String, Hashable, Sendable, CaseIterable {
    /// Stretched to the bounds, aspect ignored (`.scaleToFill`, `kCAGravityResize`; the default).
    case resize
    /// Scaled to fit inside the bounds, aspect kept, centred (`.scaleAspectFit`, `resizeAspect`).
    case resizeAspect
    /// Scaled to cover the bounds, aspect kept, centred; may overflow (`.scaleAspectFill`).
    case resizeAspectFill
    /// Natural size, centred (`.center`).
    case center
    /// Natural size, centred horizontally, top edges aligned (`.top`).
    case top
    /// Natural size, centred horizontally, bottom edges aligned (`.bottom`).
    case bottom
    /// Natural size, centred vertically, left edges aligned (`.left`).
    case left
    /// Natural size, centred vertically, right edges aligned (`.right`).
    case right
    /// Natural size in the top-left corner (`.topLeft`).
    case topLeft
    /// Natural size in the top-right corner (`.topRight`).
    case topRight
    /// Natural size in the bottom-left corner (`.bottomLeft`).
    case bottomLeft
    /// Natural size in the bottom-right corner (`.bottomRight`).
    case bottomRight

    /// The rectangle, in the layer's bounds space (points), that an image of `size` points
    /// covers in `bounds`. An empty image size gives an empty rectangle at the bounds' origin.
    ///
    /// Aspect fit uses the smaller of the two ratios `bounds / size`, aspect fill the larger;
    /// the scaled image is centred. The other cases keep the natural size and align edges.
    public func rect(forContentOf size: CGSize, in bounds: CGRect) -> CGRect {
        let w = Double(size.width), h = Double(size.height)
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return CGRect(origin: bounds.origin, size: .zero) }
        let bw = Double(bounds.width), bh = Double(bounds.height)
        let bx = Double(bounds.minX), by = Double(bounds.minY)
        switch self {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            let k = self == .resizeAspect ? min(bw / w, bh / h) : max(bw / w, bh / h)
            let sw = w * k, sh = h * k
            return CGRect(x: bx + (bw - sw) / 2, y: by + (bh - sh) / 2, width: sw, height: sh)
        default:
            let x: Double, y: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = bx
            case .right, .topRight, .bottomRight: x = bx + bw - w
            default: x = bx + (bw - w) / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = by
            case .bottom, .bottomLeft, .bottomRight: y = by + bh - h
            default: y = by + (bh - h) / 2
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
