import Foundation

/// The layout cycle (SEMANTICS.md §16.3): constraint changes mark layout pending; before the
/// stage draws a frame, before a transition's animator runs, and on `layoutIfNeeded()`,
/// constraints are updated, the engine solves, and `layoutSubviews()` runs top-down on the
/// views that need layout.
enum LayoutCycle {
    final class State {
        /// Whether anything may need layout since the window was last laid out.
        var pending = false
        /// Bumped by every change that can change the solver's rows: constraints, guides,
        /// margins, content sizes, the hierarchy, and frames the engine did not set.
        var generation = 0
        /// Bumped by the same changes but for constraints' constants.
        var structureGeneration = 0
        /// Set while the engine's own frames are applied (they are outputs, not inputs).
        var applyingEngineFrame = false
        /// Nested layout passes (a `layoutSubviews()` that calls `layoutIfNeeded()`).
        var depth = 0
        /// Bumped by every change of a frame, the hierarchy, a constraint or a controller's
        /// additional safe area (anything that can move a safe area), engine frames included.
        var geometryEpoch = 0
    }

    static var state: State { ThreadContext.current.layout }

    /// A constraint, guide, margin or content size changed near `view`.
    static func constraintsChanged(structure: Bool, near view: UIView?) {
        let s = state
        s.generation += 1
        s.structureGeneration += 1
        s.geometryEpoch += 1
        s.pending = true
        if let view { view.layoutStorage.needsLayout = true }
    }

    /// An active constraint's constant changed: its engine takes the cheap path.
    static func constantChanged(_ c: NSLayoutConstraint) {
        let s = state
        s.generation += 1
        s.geometryEpoch += 1
        s.pending = true
        guard let view = c.installedOn else { return }
        view.layoutStorage.needsLayout = true
        view.layoutRoot.layoutStorage.engine?.pendingConstants.append(c)
    }

    /// The most passes one layout makes before it stops (a layout that keeps changing what
    /// it depends on, such as a safe area that moves with the frame).
    static let maxPasses = 4
}

extension UIView {
    /// The topmost ancestor.
    var layoutRoot: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    func markNeedsLayout() {
        layoutStorage.needsLayout = true
        LayoutCycle.state.pending = true
    }

    /// A controller's root view: its margins are the controller's, and its first layout calls
    /// the controller's `updateViewConstraints()`, as UIKit's does.
    func becomeRootView(of vc: UIViewController) {
        layoutStorage.viewController = vc
        layoutStorage.needsUpdateConstraints = true
    }

    /// `setNeedsUpdateConstraints()`: `updateConstraints()` runs before the next layout.
    public func setNeedsUpdateConstraints() {
        layoutStorage.needsUpdateConstraints = true
        LayoutCycle.state.pending = true
    }

    /// Whether `updateConstraints()` is due (`needsUpdateConstraints()`).
    public func needsUpdateConstraints() -> Bool { layoutStorage.needsUpdateConstraints }

    /// `updateConstraintsIfNeeded()`: runs the due `updateConstraints()` of this view and its
    /// subviews, deepest first, as UIKit does (a controller's root view calls its controller's
    /// `updateViewConstraints()` instead).
    public func updateConstraintsIfNeeded() {
        for s in subviews { s.updateConstraintsIfNeeded() }
        guard layoutStorage.needsUpdateConstraints else { return }
        layoutStorage.needsUpdateConstraints = false
        if let vc = layoutStorage.viewController {
            vc.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// `layoutIfNeeded()`'s work.
    func runLayoutIfNeeded() {
        let state = LayoutCycle.state
        guard state.depth < 8 else { return }
        state.depth += 1
        defer { state.depth -= 1 }
        let root = layoutRoot
        let engine = root.layoutStorage.engine ?? LayoutEngine()
        root.layoutStorage.engine = engine
        for _ in 0..<LayoutCycle.maxPasses {
            root.updateConstraintsIfNeeded()
            let start = state.generation, startStructure = state.structureGeneration
            // Nothing the rows read has changed since the last solve: skip it. Only constants
            // changed: the cheap path. Else gather and solve.
            let moved = engine.guidesMoved()
            if engine.solvedGeneration != start || moved {
                let onlyConstants = !moved && state.structureGeneration == engine.solvedStructureGeneration
                if !(onlyConstants && engine.applyPendingConstants()) { engine.solve(root: root) }
                engine.solvedGeneration = start
                engine.solvedStructureGeneration = startStructure
            }
            // From the highest ancestor that needs layout, as CALayer's layoutIfNeeded does.
            var top = self
            while let s = top.superview, s.layoutStorage.needsLayout { top = s }
            // Safe areas are compared when something moved since a whole tree was last
            // compared (or for part of a tree, always).
            let epoch = state.geometryEpoch
            let checkSafeAreas = top !== root || epoch != root.layoutStorage.safeAreasCheckedEpoch
            // A whole window is walked with each view's safe area carried down from its
            // superview's (SafeAreaWalk); part of a tree asks each view.
            let walk: SafeAreaWalk? =
                !checkSafeAreas ? nil : top === root ? SafeAreaWalk.start(root) : .slow
            top.layoutSubtree(walk)
            // Frames moved in this pass (the engine's): the next pass compares again.
            if top === root && checkSafeAreas {
                root.layoutStorage.safeAreasCheckedEpoch = state.geometryEpoch == epoch ? epoch : -1
            }
            // Again only if the layout changed an input: a frame it did not solve (an
            // autoresized subview), a constraint set in layoutSubviews, a guide that moved.
            if state.generation == start && !engine.guidesMoved() { break }
        }
    }

    private func layoutSubtree(_ walk: SafeAreaWalk?) {
        // A safe area that changed without a layout of the scroll view (it joined a window,
        // a bar came over it) moves its adjusted insets, as UIKit's safe-area change does.
        (self as? UIScrollView)?.refreshAdjustedInsets()
        if let walk { noteSafeAreaInsets(walk.insets(of: self)) }
        if layoutStorage.needsLayout {
            layoutStorage.needsLayout = false
            let vc = layoutStorage.viewController
            vc?.layOutContainerParts()
            if vc?.contentUnavailableConfiguration != nil || vc?.contentUnavailableHost != nil {
                vc?.placeContentUnavailableView(reconfigure: false)
            }
            vc?.viewWillLayoutSubviews()
            layoutSubviews()
            vc?.viewDidLayoutSubviews()
        }
        let inner = walk?.inside(self)
        for s in subviews { s.layoutSubtree(inner) }
    }

    /// Calls `safeAreaInsetsDidChange()` (and the controller's `viewSafeAreaInsetsDidChange()`
    /// for its root view) when the safe area differs from the one the last pass saw: joining
    /// or leaving a window, moving in it, a controller's `additionalSafeAreaInsets`. The view
    /// is then laid out in this pass, as UIKit lays out a view whose safe area changed.
    private func noteSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != layoutStorage.seenSafeAreaInsets else { return }
        layoutStorage.seenSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        layoutStorage.viewController?.viewSafeAreaInsetsDidChange()
        layoutStorage.needsLayout = true
    }

    /// The safe area of this view and its subviews may have moved (a controller's
    /// `additionalSafeAreaInsets` changed): the next layout pass looks.
    func safeAreaMayHaveChanged() {
        LayoutCycle.constraintsChanged(structure: false, near: self)
        setNeedsLayout()
    }

    /// The default `layoutSubviews()`: each subview placed by constraints gets its solved
    /// frame, through the `center` and `bounds` setters (so that an open animation block
    /// records the change, and a transform stays on top).
    func applyEngineFramesToSubviews() {
        let state = LayoutCycle.state
        // A zoomed scroll view's zooming view is placed in the zoomed content: its solved
        // frame scaled by the zoom about the content's origin (SEMANTICS.md §28).
        let zoom = (self as? UIScrollView).flatMap { s in s.zoomScale == 1 ? nil : (s, s.zoomScale) }
        let zoomView = zoom.flatMap { s, _ in s.delegate?.viewForZooming(in: s) }
        for s in subviews where !s.translatesAutoresizingMaskIntoConstraints {
            guard let f = s.layoutStorage.engineFrame else { continue }
            state.applyingEngineFrame = true
            if let (_, z) = zoom, s === zoomView {
                if s.bounds.size != f.size { s.bounds = CGRect(origin: s.bounds.origin, size: f.size) }
                let a = s.layer.anchorPoint
                let c = CGPoint(x: (f.minX + a.x * f.width) * z, y: (f.minY + a.y * f.height) * z)
                if s.center != c { s.center = c }
            } else {
                s.setUntransformedFrame(f)
            }
            state.applyingEngineFrame = false
        }
    }

    /// Sets the frame through `bounds` and `center`, touching only what changes.
    func setUntransformedFrame(_ f: CGRect) {
        if bounds.size != f.size { bounds = CGRect(origin: bounds.origin, size: f.size) }
        let a = layer.anchorPoint
        let c = CGPoint(x: f.minX + a.x * f.width, y: f.minY + a.y * f.height)
        if center != c { center = c }
    }

    /// Called by the `frame`, `bounds` and `center` setters.
    func geometryChanged(oldSize: CGSize) {
        let state = LayoutCycle.state
        let engineApplied = state.applyingEngineFrame
        state.geometryEpoch += 1
        if !engineApplied {
            state.generation += 1
            state.structureGeneration += 1
        }
        state.pending = true
        let size = layer.bounds.size
        guard size != oldSize else { return }
        if layoutStorage.autoresizesSubviews && !subviews.isEmpty {
            // The subviews' new frames are inputs (they translate their masks).
            state.applyingEngineFrame = false
            autoresizeSubviews(from: oldSize, to: size)
            state.applyingEngineFrame = engineApplied
        }
        markNeedsLayout()
    }

    /// Called by the `isHidden` setter: a stack view collapses a hidden arranged subview.
    func hiddenChanged() {
        (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
    }

    /// `systemLayoutSizeFitting`'s work: a separate solve of this view's subtree with its
    /// size free and pulled towards `target` at the two priorities.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        return LayoutEngine().fit(
            root: self, target: target, priorities: (Double(horizontal.rawValue), Double(vertical.rawValue)))
    }

    /// `UIView.layoutFittingCompressedSize`: the smallest size (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`: the largest size, 10,000,000 points each way.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Whether the constraints leave this view's frame free (`hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool { LayoutEngine.isAmbiguous(self, in: self) }

    /// `exerciseAmbiguityInLayout()`: for a view whose constraints leave its frame free,
    /// moves it to another solution of the same constraints, as UIKit does to show the
    /// ambiguity while debugging (SEMANTICS.md §16.8): 10 points along the first free edge or
    /// size. The frame holds until the next layout that solves again; a view whose layout is
    /// not ambiguous does not move. `hasAmbiguousLayout` still reads true after.
    public func exerciseAmbiguityInLayout() {
        let root = layoutRoot
        root.runLayoutIfNeeded()
        guard let engine = root.layoutStorage.engine, engine.exercise(self) else { return }
        LayoutCycle.state.pending = true
        root.runLayoutIfNeeded()
    }

    /// The constraints that affect this view along an axis, held by it and its ancestors
    /// (`constraintsAffectingLayout(for:)`).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var out: [NSLayoutConstraint] = []
        var v: UIView? = self
        while let cur = v {
            for c in cur.layoutStorage.constraints
            where (c.firstTerms + c.secondTerms).contains(where: {
                $0.item === self && ($0.attribute.axis == axis)
            }) {
                out.append(c)
            }
            v = cur.superview
        }
        return out
    }
}

/// The safe areas of a window's views found on the way down, without walking up from each
/// view: what `UIView.safeAreaInsets` computes, from the superview's offset in the window and
/// the safe rectangle so far (a controller's `additionalSafeAreaInsets` inset it). A view with
/// a transform, and everything inside it, asks `safeAreaInsets` itself (`slow`).
struct SafeAreaWalk {
    /// The superview's bounds coordinates in the window's, as a translation.
    var offset: CGPoint
    /// The safe rectangle in the window's coordinates.
    var safe: CGRect
    /// Outside a window: every inset is zero.
    var outside = false
    var isSlow = false
    /// The window the walk started from (asking each view for its window would walk up the
    /// tree once per view); the walk is a value of one layout pass.
    var window: UIWindow? = nil

    static var slow: SafeAreaWalk { SafeAreaWalk(offset: .zero, safe: .zero, isSlow: true) }

    /// The walk at a hierarchy's root (a window, or a view outside any).
    static func start(_ root: UIView) -> SafeAreaWalk {
        guard let window = root as? UIWindow else { return SafeAreaWalk(offset: .zero, safe: .zero, outside: true) }
        return SafeAreaWalk(
            offset: .zero, safe: window.bounds.inset(by: window.settings.device.safeAreaInsets), window: window)
    }

    /// The view's frame in the window's coordinates, or nil when it has a transform.
    private func frame(of view: UIView) -> CGRect? {
        let l = view.layer
        guard l.transform == CATransform3DIdentity else { return nil }
        let s = l.bounds.size, a = l.anchorPoint, p = l.position
        return CGRect(
            x: offset.x + p.x - a.x * s.width, y: offset.y + p.y - a.y * s.height, width: s.width, height: s.height)
    }

    private func safe(for view: UIView, frame: CGRect) -> CGRect {
        guard let window else { return safe }
        return view.narrowedSafeArea(safe, in: window) { frame }
    }

    func insets(of view: UIView) -> UIEdgeInsets {
        if outside { return .zero }
        if isSlow || view is UIWindow { return view.safeAreaInsets }
        guard let f = frame(of: view) else { return view.safeAreaInsets }
        let safe = self.safe(for: view, frame: f)
        return UIEdgeInsets(
            top: max(0, min(safe.minY - f.minY, f.height)), left: max(0, min(safe.minX - f.minX, f.width)),
            bottom: max(0, min(f.maxY - safe.maxY, f.height)), right: max(0, min(f.maxX - safe.maxX, f.width)))
    }

    /// The walk for the view's subviews.
    func inside(_ view: UIView) -> SafeAreaWalk {
        if outside || isSlow { return self }
        if view is UIWindow { return SafeAreaWalk(offset: .zero, safe: safe, window: window) }  // its own coordinates
        guard let f = frame(of: view) else { return .slow }
        let b = view.layer.bounds
        var inner = safe(for: view, frame: f)
        if let scroll = view as? UIScrollView { inner = scroll.contentSafeArea(inner) }
        return SafeAreaWalk(offset: CGPoint(x: f.minX - b.minX, y: f.minY - b.minY), safe: inner, window: window)
    }
}

extension Stage {
    /// Whether the window's tree is within `LayerTree.maximumDepth`, the depth the layout
    /// pass's walks are made for (counted without recursion). A deeper tree is not laid out:
    /// the snapshot then stops the recording with `StageError.tooDeep`, naming the depth.
    var layoutIsSafe: Bool { window.layer.treeDepth(upTo: LayerTree.maximumDepth) != nil }

    /// Lays out the window if anything is pending: before each snapshot (a drawn frame).
    func layoutBeforeSnapshot() {
        let state = LayoutCycle.state
        guard state.pending, layoutIsSafe else { return }
        window.runLayoutIfNeeded()
        state.pending = false
    }

    /// Lays out the window and the view about to appear (not yet in the window) before a
    /// transition's animator runs, as UIKit does.
    func layoutBeforeAnimator(_ toView: UIView?) {
        let state = LayoutCycle.state
        guard state.pending, layoutIsSafe else { return }
        window.runLayoutIfNeeded()
        if let v = toView, v.window == nil { v.runLayoutIfNeeded() }
    }
}
