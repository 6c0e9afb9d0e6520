import Foundation
import FlipbookCore

extension CALayer {
    /// The map from this layer's bounds to the root layer's, through every superlayer (model
    /// values, the affine part of each transform, as `UIView.convert` uses).
    var toRootLayer: Transform2D {
        var m = state(sublayers: false).localToParent.affine
        var l = superlayer
        while let cur = l {
            m = m.concatenating(cur.state(sublayers: false).localToParent.affine)
            l = cur.superlayer
        }
        return m
    }

    /// A point of this layer in `layer`'s coordinates (`convert(_:to:)`); nil: the root's.
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let root = toRootLayer.apply(p)
        return layer.map { $0.toRootLayer.inverted().apply(root) } ?? root
    }

    /// A point of `layer` in this layer's coordinates (`convert(_:from:)`).
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        toRootLayer.inverted().apply(layer?.toRootLayer.apply(p) ?? p)
    }

    /// A rectangle of this layer in `layer`'s coordinates, as its bounding box (`convert(_:to:)`).
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        r.applying(layer.map { toRootLayer.concatenating($0.toRootLayer.inverted()) } ?? toRootLayer)
    }

    /// A rectangle of `layer` in this layer's coordinates (`convert(_:from:)`).
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        r.applying((layer?.toRootLayer ?? .identity).concatenating(toRootLayer.inverted()))
    }

    /// The nearest `CAScrollLayer` above this layer, itself included.
    private var enclosingScrollLayer: CAScrollLayer? {
        var l: CALayer? = self
        while let cur = l {
            if let s = cur as? CAScrollLayer { return s }
            l = cur.superlayer
        }
        return nil
    }

    /// Scrolls the nearest scroll layer above so that `p`, in this layer's coordinates, is at
    /// its origin (`scroll(_:)`); nothing without one.
    public func scroll(_ p: CGPoint) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s === self ? p : convert(p, to: s))
    }

    /// Scrolls the nearest scroll layer above as little as it takes to show `r`, in this
    /// layer's coordinates (`scrollRectToVisible(_:)`).
    public func scrollRectToVisible(_ r: CGRect) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s === self ? r : convert(r, to: s))
    }

    /// The part of this layer's bounds the nearest scroll layer above shows (`visibleRect`);
    /// the bounds without one.
    public var visibleRect: CGRect {
        guard let s = enclosingScrollLayer, s !== self else { return bounds }
        return bounds.intersection(s.convert(s.bounds, to: self))
    }
}
