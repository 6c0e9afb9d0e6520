import FlipbookCore

extension UIView {
    /// How a view lays out its content in its bounds (`UIView.ContentMode`), with UIKit's raw
    /// values. Only an image view's image is placed by it here; `.redraw` draws as
    /// `.scaleToFill` does (SEMANTICS.md §14).
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// Stretched to the bounds, aspect ignored; the default.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, aspect kept, centred.
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, aspect kept, centred; overflows unless `clipsToBounds`.
        case scaleAspectFill = 2
        /// Redrawn on bounds changes; drawn as `.scaleToFill`.
        case redraw = 3
        /// Natural size, centred.
        case center = 4
        /// Natural size, top edge, centred horizontally.
        case top = 5
        /// Natural size, bottom edge, centred horizontally.
        case bottom = 6
        /// Natural size, left edge, centred vertically.
        case left = 7
        /// Natural size, right edge, centred vertically.
        case right = 8
        /// Natural size, top-left corner.
        case topLeft = 9
        /// Natural size, top-right corner.
        case topRight = 10
        /// Natural size, bottom-left corner.
        case bottomLeft = 11
        /// Natural size, bottom-right corner.
        case bottomRight = 12

        /// The gravity this mode gives the layer, as seen on screen.
        var gravity: ContentGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }
}
