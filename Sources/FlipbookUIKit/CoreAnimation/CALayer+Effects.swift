import Foundation
import FlipbookCore

/// Core Animation's corner mask (`CACornerMask`), Flipbook's `CornerMask`.
public typealias CACornerMask = CornerMask
/// Core Animation's corner curve (`CALayerCornerCurve`).
public typealias CALayerCornerCurve = CornerCurve

extension CornerMask {
    /// `CACornerMask.layerMinXMinYCorner`: the top-left corner (y points down).
    public static let layerMinXMinYCorner = CornerMask.minXMinY
    /// `CACornerMask.layerMaxXMinYCorner`: the top-right corner.
    public static let layerMaxXMinYCorner = CornerMask.maxXMinY
    /// `CACornerMask.layerMinXMaxYCorner`: the bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask.minXMaxY
    /// `CACornerMask.layerMaxXMaxYCorner`: the bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask.maxXMaxY
}

/// The stored values behind a layer's shadow, mask and corner properties, and the content a
/// snapshot froze.
struct LayerEffectsStorage {
    var shadow = LayerShadow()
    var mask: CALayer?
    /// The view whose layer is `mask`, kept alive as UIKit's `UIView.mask` keeps it.
    var maskView: UIView?
    var maskedCorners: CornerMask = .all
    var cornerCurve: CornerCurve = .circular
    /// A visual effect view's backdrop filter (Materials/CALayer+Backdrop.swift).
    var backdrop: BackdropFilter?
    /// What `snapshotView(afterScreenUpdates:)` copied: the original's content and
    /// standalone sublayers as they were, with fresh ids.
    var frozen: FrozenContent?
}

/// A snapshot's copy of what its original drew besides its subviews.
struct FrozenContent {
    var shape: ShapeContent?
    var gradient: GradientContent?
    var mask: LayerState?
    /// Sublayers that no view owns, drawn below the subviews (as `syncLayers` orders them).
    var standaloneSublayers: [LayerState]
}

extension CALayer {
    /// The shadow's colour; default opaque black (`shadowColor`).
    public var shadowColor: CGColor? {
        get { effects.shadow.color }
        set {
            let old = effects.shadow.color
            effects.shadow.color = newValue
            record(.content(.shadowColor(from: old, to: newValue)))
        }
    }

    /// The shadow's opacity in [0, 1]; default 0, no shadow (`shadowOpacity`).
    public var shadowOpacity: Float {
        get { Float(effects.shadow.opacity) }
        set {
            let old = effects.shadow.opacity
            effects.shadow.opacity = Double(newValue)
            record(.content(.shadowOpacity(from: old, to: Double(newValue))))
        }
    }

    /// The shadow's offset in the layer's points; default (0, -3), 3 points up (`shadowOffset`).
    public var shadowOffset: CGSize {
        get { effects.shadow.offset }
        set {
            let old = effects.shadow.offset
            effects.shadow.offset = newValue
            record(.content(.shadowOffset(from: old, to: newValue)))
        }
    }

    /// The blur's standard deviation in points; default 3; negative draws as 0
    /// (`shadowRadius`, SEMANTICS.md §14).
    public var shadowRadius: CGFloat {
        get { effects.shadow.radius }
        set {
            let old = effects.shadow.radius
            effects.shadow.radius = newValue
            record(.content(.shadowRadius(from: old, to: newValue)))
        }
    }

    /// The shadow's shape in the layer's bounds space; nil (default) uses the alpha of
    /// everything the layer draws (`shadowPath`).
    public var shadowPath: CGPath? {
        get { effects.shadow.path.map { CGPath(value: $0) } }
        set {
            let old = effects.shadow.path
            effects.shadow.path = newValue?.value
            checkPath(newValue?.value, "shadowPath")
            record(.content(.shadowPath(from: old, to: newValue?.value)))
        }
    }

    /// A layer whose alpha, drawn in this layer's bounds space, multiplies everything this
    /// layer draws, shadow included (`mask`). Not animated by `UIView.animate` itself; its own
    /// properties are.
    public var mask: CALayer? {
        get { effects.mask }
        set {
            if let m = newValue, m.reaches(self) || isDescendant(of: m) {
                // A mask that contains this layer would make every snapshot recurse forever.
                if let stage = RecordingState.current.stage {
                    stage.report(
                        .invalidRequest(
                            what:
                                "layer \(m.displayName) cannot be the mask of \(displayName): it is that layer, contains it or holds it; a mask is a separate layer",
                            time: stage.now))
                }
                return
            }
            effects.mask = newValue
            if newValue !== effects.maskView?.layer { effects.maskView = nil }
            modelChanged()
        }
    }

    /// Which corners `cornerRadius` rounds; default all four (`maskedCorners`).
    public var maskedCorners: CACornerMask {
        get { effects.maskedCorners }
        set { effects.maskedCorners = newValue; modelChanged() }
    }

    /// The corners' curve; `.continuous` is drawn as `.circular` (`cornerCurve`,
    /// SEMANTICS.md §14).
    public var cornerCurve: CALayerCornerCurve {
        get { effects.cornerCurve }
        set { effects.cornerCurve = newValue; modelChanged() }
    }

    /// Whether `layer` is this layer or is reachable from it through sublayers and masks.
    func reaches(_ layer: CALayer) -> Bool {
        if self === layer { return true }
        return children.contains { $0.reaches(layer) } || (effects.mask?.reaches(layer) ?? false)
    }

    /// Whether this layer sits under `ancestor` in the layer tree.
    func isDescendant(of ancestor: CALayer) -> Bool {
        var l = superlayer
        while let cur = l { if cur === ancestor { return true }; l = cur.superlayer }
        return false
    }

    /// Reports a path that Flipbook will not draw: more than `VectorPath.maximumElementCount`
    /// elements (a NaN is reported by `record` as a non-finite value).
    func checkPath(_ path: VectorPath?, _ property: String) {
        guard let p = path, p.elements.count > VectorPath.maximumElementCount,
            let stage = RecordingState.current.stage
        else { return }
        stage.report(
            .invalidRequest(
                what:
                    "\(property) of layer \(displayName) has \(p.elements.count) elements; at most \(VectorPath.maximumElementCount) are drawn",
                time: stage.now))
    }

    /// Records a change that `UIView.animate` does not animate (shape and gradient
    /// properties, SEMANTICS.md §14): it takes effect at once, and a non-finite value is
    /// still reported.
    func recordWithoutViewAnimation(_ change: PropertyChange) {
        UIView.performWithoutAnimation { record(change) }
    }

    /// Copies the shadow, mask, corners and any frozen snapshot content into `state`.
    func addEffects(to state: inout LayerState, sublayers: Bool) {
        state.shadow = effects.shadow
        state.maskedCorners = effects.maskedCorners
        state.cornerCurve = effects.cornerCurve
        state.backdrop = effects.backdrop
        if sublayers, let m = effects.mask { state.mask = LayerMask(m.snapshot()) }
        if let f = effects.frozen {
            if f.shape != nil { state.shape = f.shape }
            if f.gradient != nil { state.gradient = f.gradient }
            if let m = f.mask, sublayers { state.mask = LayerMask(m) }
            if sublayers { state.sublayers = f.standaloneSublayers + state.sublayers }
        }
    }
}

extension LayerState {
    /// The same subtree with fresh ids, so that the original's animations do not move it.
    func renumbered() -> LayerState {
        var s = self
        s.id = CALayer.makeLayerID()
        s.sublayers = sublayers.map { $0.renumbered() }
        if let m = mask { s.mask = LayerMask(m.layer.renumbered()) }
        return s
    }
}

extension UIView {
    /// A view whose alpha masks this view (`mask`): its layer becomes `layer.mask`, in this
    /// view's bounds space; the view is kept, not added as a subview.
    public var mask: UIView? {
        get { layer.effects.maskView }
        set {
            layer.mask = newValue?.layer
            if layer.mask === newValue?.layer { layer.effects.maskView = newValue }
        }
    }
}

extension CALayer {
    /// Copies `original`'s shadow and corners and freezes what it draws besides its subviews
    /// (its shape or gradient, its mask, its standalone sublayers) as it is now, with fresh
    /// ids: a snapshot keeps that content when the original changes later (SEMANTICS.md §14,
    /// "Snapshots").
    func freezeContent(of original: CALayer) {
        let now = original.snapshot()
        effects.shadow = original.effects.shadow
        effects.maskedCorners = original.effects.maskedCorners
        effects.cornerCurve = original.effects.cornerCurve
        let standalone =
            (original.effects.frozen?.standaloneSublayers ?? []).map { $0.renumbered() }
            + original.children.filter { $0.owningView == nil }.map { $0.snapshot().renumbered() }
        effects.frozen = FrozenContent(
            shape: now.shape, gradient: now.gradient,
            mask: now.mask.map { $0.layer.renumbered() },
            standaloneSublayers: standalone)
        modelChanged()
    }
}
