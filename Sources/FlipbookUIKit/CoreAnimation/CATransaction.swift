import Foundation
import FlipbookCore

/// `CATransaction`: groups layer changes (SEMANTICS.md §10). `begin()`/`commit()` nest;
/// inside, `setAnimationDuration`, `setAnimationTimingFunction` and `setDisableActions` set
/// what implicit animations of standalone layers use, and the completion block runs when
/// every animation added inside the transaction has ended, `UIView.animate` blocks included
/// (at the latest scheduled end; at once when none was added). A timing function set on the
/// transaction also times the `UIView.animate` blocks inside that name no curve.
///
/// Outside `begin()`/`commit()` the setters change the recording's implicit transaction, which
/// Flipbook never commits: its values hold until changed or until the recording ends
/// (chosen), and a completion block set there runs at the current time, after the running
/// event.
public final class CATransaction {
    final class Frame {
        var duration: Double?
        var timing: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (() -> Void)?
        /// The latest scene time an animation added inside ends; nil for none.
        var latestEnd: Double?
        /// Whether an animation added inside never ends.
        var endless = false
    }

    final class Stack {
        var frames: [Frame] = []
        private(set) var base = Frame()
        /// The stage the implicit transaction's settings belong to: a new recording starts
        /// with fresh ones, so settings never leak from one recording to the next.
        private weak var baseStage: Stage?
        static var current: Stack {
            let s = ThreadContext.current.transaction
            let stage = Stage.current
            if stage !== s.baseStage { s.base = Frame(); s.baseStage = stage }
            return s
        }
        /// The innermost value set, then the implicit transaction's.
        func lookup<T>(_ get: (Frame) -> T?) -> T? {
            for f in frames.reversed() { if let v = get(f) { return v } }
            return get(base)
        }
    }

    /// `begin()`: opens a transaction.
    public class func begin() { Stack.current.frames.append(Frame()) }

    /// `commit()`: closes the innermost transaction and schedules its completion block.
    public class func commit() {
        let stack = Stack.current
        guard let frame = stack.frames.popLast() else { return }
        if let outer = stack.frames.last {
            // An outer transaction completes after the inner one's animations too.
            outer.endless = outer.endless || frame.endless
            if let e = frame.latestEnd { outer.latestEnd = max(outer.latestEnd ?? e, e) }
        }
        guard let completion = frame.completion, !frame.endless, let stage = Stage.current else { return }
        stage.schedule(at: max(frame.latestEnd ?? stage.now, stage.now), "CATransaction completion", completion)
    }

    /// `flush()`: nothing to do on a virtual clock.
    public class func flush() {}
    /// `lock()`: recording is single-threaded; nothing to do.
    public class func lock() {}
    /// `unlock()`.
    public class func unlock() {}

    /// `animationDuration()`: seconds for implicit animations; default 0.25.
    public class func animationDuration() -> CFTimeInterval { Stack.current.lookup { $0.duration } ?? 0.25 }
    /// `setAnimationDuration(_:)`.
    public class func setAnimationDuration(_ d: CFTimeInterval) { frame.duration = d }
    /// `animationTimingFunction()`: nil means `.default` for implicit animations.
    public class func animationTimingFunction() -> CAMediaTimingFunction? { Stack.current.lookup { $0.timing } }
    /// `setAnimationTimingFunction(_:)`.
    public class func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) { frame.timing = f }
    /// `disableActions()`: whether implicit animations are off; default false.
    public class func disableActions() -> Bool { Stack.current.lookup { $0.disableActions } ?? false }
    /// `setDisableActions(_:)`.
    public class func setDisableActions(_ flag: Bool) { frame.disableActions = flag }
    /// `completionBlock()`.
    public class func completionBlock() -> (() -> Void)? { Stack.current.frames.last?.completion }
    /// `setCompletionBlock(_:)`: runs when the animations added in this transaction end.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        if Stack.current.frames.isEmpty {
            if let block, let stage = Stage.current { stage.schedule(at: stage.now, "CATransaction completion", block) }
            return
        }
        frame.completion = block
    }

    private static var frame: Frame { Stack.current.frames.last ?? Stack.current.base }

    /// The curve of a `UIView.animate` block with `options`: the open transaction's timing
    /// function when one is set and the options name no curve (their curve bits are those of
    /// `.curveEaseInOut`), as UIKit's views take it; else the options' curve.
    static func curve(for options: UIView.AnimationOptions) -> CubicBezier {
        let curveBits: UInt = 3 << 16
        if options.rawValue & curveBits == 0, let f = Stack.current.frames.reversed().lazy.compactMap(\.timing).first {
            return f.curve
        }
        return options.curve
    }

    /// Notes an animation added now that ends at scene time `end` (nil: never).
    static func noteAnimation(endingAt end: Double?) {
        for f in Stack.current.frames {
            if let e = end { f.latestEnd = max(f.latestEnd ?? e, e) } else { f.endless = true }
        }
    }
}

extension CALayer {
    /// A standalone layer's implicit animation (SEMANTICS.md §10): a change of an animatable
    /// property of a layer that backs no view, already in the window before this turn and
    /// shown in a recorded frame,
    /// animates to the new value over `CATransaction.animationDuration()` with
    /// its timing function (`.default` when none), unless actions are disabled. It is added
    /// under the property's name, replacing the previous one, from the value shown now.
    func recordImplicitAnimation(_ change: PropertyChange) {
        guard let stage = Stage.current, !animationState.isPresentationCopy, !CATransaction.disableActions(),
            animationState.insertedAt < stage.now - Timeline.epsilon
        else { return }
        var root: CALayer = self
        while let p = root.superlayer { root = p }
        // A layer never yet recorded in a snapshot has never been shown: nothing to animate
        // from (the layout before the first frame places it at once).
        guard root === stage.window.layer, stage.snapshots.last?.root.find(layerID) != nil else { return }
        let (name, from, to): (String, Any, Any)
        if case .content(let c) = change {
            // Content properties (SEMANTICS.md §14): from the old model value to the new one.
            let anim = CABasicAnimation(keyPath: c.property.rawValue)
            anim.implicitContent = c
            anim.duration = CATransaction.animationDuration()
            anim.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
            return add(anim, forKey: c.property.rawValue)
        }
        switch change {
        case let .bounds(a, b): (name, from, to) = ("bounds", a, b)
        case let .position(a, b): (name, from, to) = ("position", a, b)
        case let .anchorPoint(a, b): (name, from, to) = ("anchorPoint", a, b)
        case let .transform(a, b): (name, from, to) = ("transform", a, b)
        case let .opacity(a, b): (name, from, to) = ("opacity", a, b)
        case let .backgroundColor(a, b): (name, from, to) = ("backgroundColor", a ?? .clear, b ?? .clear)
        case let .cornerRadius(a, b): (name, from, to) = ("cornerRadius", a, b)
        case let .borderWidth(a, b): (name, from, to) = ("borderWidth", a, b)
        case let .borderColor(a, b): (name, from, to) = ("borderColor", a, b)
        case .rotation, .content: return
        }
        let anim = CABasicAnimation(keyPath: name)
        // From the value shown now (running animations included), as Core Animation does;
        // the old model value when the layer was not recorded yet.
        if let path = try? LayerKeyPath(parsing: name), stage.snapshots.last?.root.find(layerID) != nil {
            anim.fromValue = CAValue.any(presentationValue(path, at: stage.now))
        } else {
            anim.fromValue = from
        }
        anim.toValue = to
        anim.duration = CATransaction.animationDuration()
        anim.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        add(anim, forKey: name)
    }
}
