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
    }

    static var state: State {
        let key = "org.flipbook.layout-cycle"
        let dict = Thread.current.threadDictionary
        if let s = dict[key] as? State { return s }
        let s = State()
        dict[key] = s
        return s
    }

    /// A constraint, guide, margin or content size changed near `view`.
    static func constraintsChanged(structure: Bool, near view: UIView?) {
        let s = state
        s.generation += 1
        s.structureGeneration += 1
        s.pending = true
        if let view { view.layoutStorage.needsLayout = true }
    }

    /// An active constraint's constant changed: its engine takes the cheap path.
    static func constantChanged(_ c: NSLayoutConstraint) {
        let s = state
        s.generation += 1
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
            top.layoutSubtree()
            // Again only if the layout changed an input: a frame it did not solve (an
            // autoresized subview), a constraint set in layoutSubviews, a guide that moved.
            if state.generation == start && !engine.guidesMoved() { break }
        }
    }

    private func layoutSubtree() {
        // A safe area that changed without a layout of the scroll view (it joined a window,
        // a bar came over it) moves its adjusted insets, as UIKit's safe-area change does.
        (self as? UIScrollView)?.refreshAdjustedInsets()
        if layoutStorage.needsLayout {
            layoutStorage.needsLayout = false
            let vc = layoutStorage.viewController
            vc?.viewWillLayoutSubviews()
            layoutSubviews()
            vc?.viewDidLayoutSubviews()
        }
        for s in subviews { s.layoutSubtree() }
    }

    /// The default `layoutSubviews()`: each subview placed by constraints gets its solved
    /// frame, through the `center` and `bounds` setters (so that an open animation block
    /// records the change, and a transform stays on top).
    func applyEngineFramesToSubviews() {
        let state = LayoutCycle.state
        for s in subviews where !s.translatesAutoresizingMaskIntoConstraints {
            guard let f = s.layoutStorage.engineFrame else { continue }
            state.applyingEngineFrame = true
            s.setUntransformedFrame(f)
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

    /// `exerciseAmbiguityInLayout()`: UIKit moves an ambiguous view to another valid place
    /// to show the ambiguity; Flipbook leaves it where it is (harmless, chosen).
    public func exerciseAmbiguityInLayout() {}

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
