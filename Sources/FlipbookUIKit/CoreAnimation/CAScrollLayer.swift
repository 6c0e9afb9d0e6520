import Foundation
import FlipbookCore

/// The axes a scroll layer moves along (`CAScrollLayerScrollMode`).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// It does not scroll.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Up and down only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Left and right only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Both ways (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers by moving its bounds' origin (`CAScrollLayer`,
/// SEMANTICS.md §25): scrolling to a point makes that point of its coordinates its top-left
/// corner, along the axes `scrollMode` allows. It does not clip unless `masksToBounds` is set
/// and has no scroll bars or touch handling, as in Core Animation.
open class CAScrollLayer: CALayer {
    /// Along which axes `scroll(to:)` moves (`scrollMode`; default `.both`).
    open var scrollMode = CAScrollLayerScrollMode.both

    /// A scroll layer with Core Animation's defaults.
    public override init() { super.init() }
    /// `init(layer:)`: the model values of `layer`, and its scroll mode.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let s = layer as? CAScrollLayer { scrollMode = s.scrollMode }
    }
    /// `init?(coder:)`: the defaults, as `init()` (CALayer's).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A new layer of this class, for `UIView.layerClass` (see `CALayer.makeLayer()`).
    override class func makeLayer() -> CALayer { CAScrollLayer() }

    /// Makes `p` the bounds' origin, on the axes `scrollMode` allows (`scroll(to:)`).
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        switch scrollMode {
        case .both: origin = p
        case .horizontally: origin.x = p.x
        case .vertically: origin.y = p.y
        default: return
        }
        guard origin.x.isFinite, origin.y.isFinite, origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls as little as it takes to show `r` (`scroll(to:)` with a rectangle): an edge
    /// of `r` outside the bounds is brought to the nearer edge; a rectangle larger than the
    /// bounds shows its top-left corner.
    open func scroll(to r: CGRect) {
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vLo: CGFloat, _ size: CGFloat) -> CGFloat {
            if hi - lo > size || lo < vLo { return lo }
            if hi > vLo + size { return hi - size }
            return vLo
        }
        let b = bounds
        scroll(
            to: CGPoint(
                x: axis(r.minX, r.maxX, b.minX, b.width), y: axis(r.minY, r.maxY, b.minY, b.height)))
    }
}
