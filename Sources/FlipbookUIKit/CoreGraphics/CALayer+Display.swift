import FlipbookCore
import Foundation

/// `CALayerDelegate`: a layer without a view asks its delegate to display or draw it. Every
/// method is optional, as in Core Animation (the defaults do nothing).
public protocol CALayerDelegate: AnyObject {
    /// `display(_:)`: sets the layer's contents itself; `draw(_:in:)` is then not called.
    func display(_ layer: CALayer)
    /// `draw(_:in:)`: draws the layer's contents into a context of its bounds.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// `layerWillDraw(_:)`: called before `draw(_:in:)`.
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { DisplayCycle.state.defaultDisplayReached = true }
    public func draw(_ layer: CALayer, in ctx: CGContext) { DisplayCycle.state.baseDrawReached = true }
    public func layerWillDraw(_ layer: CALayer) {}
}

/// Per-thread display bookkeeping: whether a layer asked to be displayed since the last
/// snapshot, and whether a `draw` call reached one of the defaults that draw nothing.
final class DisplayCycle {
    var pending = false
    var baseDrawReached = false
    var defaultDisplayReached = false
    /// The port's key-value companions by layer class, found once per class on this thread
    /// (CALayer+CustomProperties.swift).
    var keyedCompanions: [ObjectIdentifier: [_FlipbookKeyedProperties.Type]] = [:]

    static var state: DisplayCycle { ThreadContext.current.display }

    /// Which view classes may draw: an app's (or a test's) subclasses; Flipbook's own views
    /// never override `draw(_:)`, so they are not displayed at all.
    static let appClasses = Locked([ObjectIdentifier: Bool]())

    static func mayDraw(_ type: AnyClass) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = appClasses.withLock({ $0[id] }) { return known }
        let name = String(reflecting: type)
        let drawing = !name.hasPrefix("FlipbookUIKit.")
        appClasses.withLock { $0[id] = drawing }
        return drawing
    }
}

extension CALayer {
    /// Marks the layer for `display()` at the next snapshot.
    func markNeedsDisplay() {
        displayPending = true
        DisplayCycle.state.pending = true
        modelChanged()
    }

    /// A new view of an app's class is displayed once before it is first drawn, as UIKit
    /// displays a view whose class overrides `draw(_:)`.
    func markNeedsDisplayIfDrawing() {
        guard let view = owningView, DisplayCycle.mayDraw(type(of: view)) else { return }
        markNeedsDisplay()
    }

    /// `display()`'s default (SEMANTICS.md §27).
    func displayContents() {
        if owningView == nil, let delegate {
            let cycle = DisplayCycle.state
            cycle.defaultDisplayReached = false
            delegate.display(self)
            if !cycle.defaultDisplayReached { return }
        }
        let size = bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            if content.drawing != nil { content.drawing = nil }
            return
        }
        let startsBlack: Bool
        if let view = owningView {
            startsBlack = view.isOpaque && view.backgroundColor == nil
        } else {
            startsBlack = isOpaque
        }
        let context = CGContext(uikitSize: size, scale: contentsScale, opaque: startsBlack)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let cycle = DisplayCycle.state
        cycle.baseDrawReached = false
        delegate?.layerWillDraw(self)
        drawShowingPresentation(in: context)
        // Reaching the default `draw` with nothing drawn means the class does not draw itself:
        // no backing store at all (an opaque store of a class that does starts black).
        let drewNothing = cycle.baseDrawReached && context.drawing.commands.isEmpty
        let drawing = drewNothing ? nil : context.drawing
        if content.drawing != drawing {
            content.drawing = drawing
            if drawing != nil { content.image = nil }
        }
    }

    /// `draw(in:)` of the layer as it shows now (SEMANTICS.md §27.6): while a custom property
    /// that redraws the layer is animated, of a presentation copy (the app's `init(layer:)`,
    /// through the port's companion) with the animated values set, or, for a class without
    /// one, of the layer itself with those values in place for the call (its `init(layer:)`
    /// would copy them and nothing else); otherwise of the layer.
    func drawShowingPresentation(in context: CGContext) {
        guard let stage = Stage.current, !animationState.isPresentationCopy else { return draw(in: context) }
        let shown = customValuesShown(at: stage.now)
        guard shown.redraws else { return draw(in: context) }
        if let copy = presentationCopyForDrawing() {
            copy.showCustomValues(shown.values, like: self)
            copy.delegate = delegate
            copy.owningView = owningView
            copy.draw(in: context)
            return
        }
        let saved = shown.values.keys.map { ($0, ownValue(forKey: $0)) }
        let wasCopy = animationState.isPresentationCopy
        animationState.isPresentationCopy = true
        showCustomValues(shown.values, like: self)
        draw(in: context)
        for (key, value) in saved { storeOwnValue(value, forKey: key) }
        animationState.isPresentationCopy = wasCopy
    }

    /// `draw(in:)`'s default: the view's `draw(_:)` with the context current, else the delegate's.
    func drawThroughDelegate(in ctx: CGContext) {
        if let view = owningView {
            GraphicsContextStack.with(ctx) { view.draw(view.bounds) }
        } else if let delegate {
            GraphicsContextStack.with(ctx) { delegate.draw(self, in: ctx) }
        } else {
            DisplayCycle.state.baseDrawReached = true
        }
    }

    /// Displays every layer of this tree that needs it, parents first (no recursion).
    func displayTreeIfNeeded() {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            layer.displayIfNeeded()
            stack.append(contentsOf: layer.children.reversed())
        }
    }

    // MARK: - Pictures of a tree

    /// This layer's subtree as values, placed with its frame at the origin of its parent
    /// space and without its own transform: how `render(in:)` and `drawHierarchy` draw it.
    func stateForPicture() -> LayerState {
        displayTreeIfNeeded()
        var state = snapshot()
        state.transform = .identity
        state.position = CGPoint(x: anchorPoint.x * bounds.width, y: anchorPoint.y * bounds.height)
        state.isHidden = false
        return state
    }

    /// `render(in:)`: draws the layer and its sublayers into `ctx` in its current user space
    /// (the layer's bounds from the origin), through the compositor, as the frame would show
    /// them (SEMANTICS.md §27).
    public func render(in ctx: CGContext) {
        ctx.append(.layer(stateForPicture(), ctm: ctx.userToPoints))
    }
}

extension UIView {
    /// `drawHierarchy(in:afterScreenUpdates:)`: draws the view and its subviews into the
    /// current context, the bounds stretched onto `rect`, through the compositor; false when
    /// there is no current context or the view has no size. Pending `draw(_:)` calls run
    /// first, whatever `afterScreenUpdates` says (the model is what is drawn).
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        let m = CGAffineTransform(scaleX: rect.width / bounds.width, y: rect.height / bounds.height)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        ctx.append(.layer(layer.stateForPicture(), ctm: m.concatenating(ctx.userToPoints)))
        return true
    }
}

extension Stage {
    /// Runs `display()` for every layer of the window that needs it, after layout and before
    /// a snapshot, as Core Animation displays layers when a transaction commits.
    func displayBeforeSnapshot() {
        let cycle = DisplayCycle.state
        guard cycle.pending || dirty else { return }
        cycle.pending = false
        window.layer.displayTreeIfNeeded()
    }
}
