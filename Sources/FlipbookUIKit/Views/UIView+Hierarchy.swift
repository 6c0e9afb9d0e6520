import Foundation
import FlipbookCore

extension UIView {
    /// Adds a subview on top (`addSubview(_:)`); it leaves its old superview first.
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts a subview at an index of the drawing order (`insertSubview(_:at:)`).
    public func insertSubview(_ view: UIView, at index: Int) {
        var i = index
        if view.superview === self, let old = subviews.firstIndex(of: view) {
            subviews.remove(at: old)
            if old < i { i -= 1 }
        } else {
            view.removeFromSuperview()
        }
        i = min(max(i, 0), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        syncLayers()
        view.tintDidChangeInSubtree()
        view.traitsMayHaveChanged()
    }

    /// Inserts a subview just below a sibling (`insertSubview(_:belowSubview:)`); on top when
    /// the sibling is not a subview, as UIKit does.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        if view === sibling { return }
        guard sibling.superview === self else { addSubview(view); return }
        if view.superview !== self { view.removeFromSuperview() } else { subviews.removeAll { $0 === view } }
        let i = subviews.firstIndex(of: sibling) ?? subviews.count
        subviews.insert(view, at: i)
        view.superview = self
        syncLayers()
        view.traitsMayHaveChanged()
    }

    /// Inserts a subview just above a sibling (`insertSubview(_:aboveSubview:)`).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        if view === sibling { return }
        guard sibling.superview === self else { addSubview(view); return }
        if view.superview !== self { view.removeFromSuperview() } else { subviews.removeAll { $0 === view } }
        let i = (subviews.firstIndex(of: sibling) ?? subviews.count - 1) + 1
        subviews.insert(view, at: i)
        view.superview = self
        syncLayers()
        view.traitsMayHaveChanged()
    }

    /// Moves a subview to the top (`bringSubviewToFront(_:)`).
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
        syncLayers()
    }

    /// Moves a subview to the bottom (`sendSubviewToBack(_:)`).
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
        syncLayers()
    }

    /// Swaps two subviews in the drawing order (`exchangeSubview(at:withSubviewAt:)`).
    public func exchangeSubview(at a: Int, withSubviewAt b: Int) {
        guard subviews.indices.contains(a), subviews.indices.contains(b) else { return }
        subviews.swapAt(a, b)
        syncLayers()
    }

    /// The Swift 3 spelling of `bringSubviewToFront(_:)`, still in tutorials.
    @available(*, deprecated, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

    /// The Swift 3 spelling of `sendSubviewToBack(_:)`.
    @available(*, deprecated, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }

    /// Leaves the superview (`removeFromSuperview()`).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        traitStorage.inWindow = false
        parent.syncLayers()
        (parent as? UIStackView)?.subviewRemoved(self)  // Layout/UIStackView.swift
    }

    /// Whether `view` is this view or one of its descendants (`isDescendant(of:)`).
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let cur = v { if cur === view { return true }; v = cur.superview }
        return false
    }

    /// Keeps the layer tree in the subview order: a view's layer children are its subviews'
    /// layers, in order, each followed by the standalone sublayers the app added above it
    /// (those under every subview first), as in UIKit, where `addSubview(_:)` appends the view's
    /// layer on top of the sublayers and `addSublayer(_:)` puts a layer over the subviews
    /// already there (SEMANTICS.md §1, "Subviews and sublayers").
    func syncLayers() {
        let viewLayers = subviews.map(\.layer)
        let isSubviewLayer = Set(viewLayers.map(ObjectIdentifier.init))
        var bottom: [CALayer] = []
        var above: [ObjectIdentifier: [CALayer]] = [:]
        var under: ObjectIdentifier?
        for l in layer.children {
            if l.owningView == nil {
                if let under { above[under, default: []].append(l) } else { bottom.append(l) }
            } else if isSubviewLayer.contains(ObjectIdentifier(l)) {
                under = ObjectIdentifier(l)
            }
        }
        for l in viewLayers where l.superlayer !== layer {
            l.superlayer?.children.removeAll { $0 === l }
            l.superlayer = layer
        }
        layer.children = bottom + viewLayers.flatMap { [$0] + (above[ObjectIdentifier($0)] ?? []) }
        layer.modelChanged()
        LayoutCycle.constraintsChanged(structure: true, near: self)  // Layout/LayoutCycle.swift
    }

    /// Converts a point from this view's coordinates to another view's (`convert(_:to:)`).
    /// Uses the model values and the affine part of each transform.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = toRoot.apply(point)
        guard let v = view else { return root }
        return v.toRoot.inverted().apply(root)
    }

    /// Converts a point from another view's coordinates (`convert(_:from:)`).
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let root = view?.toRoot.apply(point) ?? point
        return toRoot.inverted().apply(root)
    }

    /// Converts a rectangle to another view's coordinates (bounding box, `convert(_:to:)`).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let m = view.map { toRoot.concatenating($0.toRoot.inverted()) } ?? toRoot
        return rect.applying(m)
    }

    /// Converts a rectangle from another view's coordinates (`convert(_:from:)`).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let m = (view?.toRoot ?? .identity).concatenating(toRoot.inverted())
        return rect.applying(m)
    }

    /// A view's layer sits in its superview's layer, so the layers' walk is the views'.
    var toRoot: Transform2D { layer.toRootLayer }

    /// A picture of this view's subtree as it is now (`snapshotView(afterScreenUpdates:)`):
    /// new views with the same geometry and appearance, not in any hierarchy. The picture is
    /// stretched to the snapshot's bounds when its frame changes (content mode
    /// `.scaleToFill`, SEMANTICS.md §14): its subviews are drawn scaled from the size they were
    /// copied at.
    public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        let copy = snapshotCopy()
        copy.layer.animationState.sublayersStretchedFrom = bounds.size
        return copy
    }

    /// This view and its subviews copied, each as it is now.
    func snapshotCopy() -> UIView {
        let copy = UIView(frame: .zero)
        copy.copyAppearance(from: self)
        for s in subviews { copy.addSubview(s.snapshotCopy()) }
        return copy
    }

    func copyAppearance(from v: UIView) {
        let (a, b) = (v.layer, layer)
        b.bounds = a.bounds; b.anchorPoint = a.anchorPoint; b.position = a.position; b.transform = a.transform
        b.opacity = a.opacity; b.backgroundColor = a.backgroundColor; b.cornerRadius = a.cornerRadius
        b.borderWidth = a.borderWidth; b.borderColor = a.borderColor; b.isHidden = a.isHidden
        b.masksToBounds = a.masksToBounds; b.allowsGroupOpacity = a.allowsGroupOpacity
        b.isDoubleSided = a.isDoubleSided
        b.content = a.content  // the image or text it draws, with its gravity and layout
        b.backdropFilter = a.backdropFilter  // an effect view's blur, live where the copy is drawn
        b.freezeContent(of: a)
        accessibilityIdentifier = v.accessibilityIdentifier.map { $0 + ".snapshot" }
    }
}
