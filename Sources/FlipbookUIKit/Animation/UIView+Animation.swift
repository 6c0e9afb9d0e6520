import Foundation
import FlipbookCore

/// The property changes made inside one `UIView.animate` block, coalesced per layer and
/// property in the order first made.
final class AnimationBlock {
    var changes: [(layer: CALayer, change: PropertyChange)] = []
    /// Work for when the block's animation ends (a stack view's arranged view hidden inside
    /// it stops being drawn then); run at once when nothing animates.
    var atEnd: [() -> Void] = []

    func add(layer: CALayer, change: PropertyChange) {
        if let i = changes.firstIndex(where: { $0.layer === layer && $0.change.property == change.property }),
            let merged = changes[i].change.merged(with: change)
        {
            changes[i].change = merged
        } else {
            changes.append((layer, change))
        }
    }
}

extension UIView {
    /// `UIView.animate(withDuration:animations:)`: ease in-out, no delay.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// `UIView.animate(withDuration:animations:completion:)`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)`: every animatable
    /// property changed in `animations` moves from its old to its new value along the
    /// options' curve (ease in-out by default). `completion(true)` runs at delay + duration.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, timing: .curve(CATransaction.curve(for: options)), animations: animations,
            completion: completion, repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
    /// UIKit's spring (SEMANTICS.md §4); the curve options have no effect.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = DurationSpring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        run(
            duration: duration, delay: delay, timing: .uikitSpring(spring), animations: animations,
            completion: completion, repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
    }

    /// Runs `animations` with a spring of mass, stiffness and damping (as `CASpringAnimation`
    /// or SwiftUI's springs), for the spring's `duration` (its settling duration by default).
    public class func animate(
        with spring: MassSpring, delay: TimeInterval = 0, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: spring.duration, delay: delay, timing: .spring(spring), animations: animations,
            completion: completion)
    }

    /// `UIView.performWithoutAnimation(_:)`: changes made inside take effect at once.
    public class func performWithoutAnimation(_ actions: () -> Void) {
        let state = RecordingState.current
        state.withoutAnimation += 1
        defer { state.withoutAnimation -= 1 }
        actions()
    }

    /// `UIView.setAnimationsEnabled(_:)`.
    public class func setAnimationsEnabled(_ enabled: Bool) { RecordingState.current.animationsEnabled = enabled }
    /// `UIView.areAnimationsEnabled`.
    public class var areAnimationsEnabled: Bool { RecordingState.current.animationsEnabled }

    /// Records the block's changes as animations on the stage's current clock and schedules
    /// the completion at delay + duration. A zero or negative duration changes the values at
    /// once and schedules the completion at the current time (after the running event), as
    /// UIKit calls it on the next turn of the run loop.
    ///
    /// `.repeat` runs the motion again and again until the scene ends (it counts one run
    /// towards the scene's duration and its completion never runs, as UIKit calls it only when
    /// the animation is removed); `.autoreverse` runs it forwards then backwards, after which
    /// the model value shows (SEMANTICS.md §5).
    static func run(
        duration: Double, delay: Double, timing: TimingFunction, animations: () -> Void,
        completion: ((Bool) -> Void)?, repeats: Bool = false, autoreverses: Bool = false
    ) {
        let state = RecordingState.current
        let block = AnimationBlock()
        state.animationStack.append(block)
        animations()
        state.animationStack.removeLast()
        let d = duration.isFinite ? max(duration, 0) : 0
        let delay = delay.isFinite ? max(delay, 0) : 0
        guard let stage = state.stage else {
            // No stage records on this thread: the values are set; nothing to animate.
            for action in block.atEnd { action() }
            completion?(true)
            return
        }
        let clock = stage.currentClock
        let begin = stage.localNow(clock)
        let animates = d > 0 && state.withoutAnimation == 0 && state.animationsEnabled
        if !block.atEnd.isEmpty {
            let actions = block.atEnd
            if animates && !repeats {
                stage.scheduleCompletion(clock: clock, localEnd: begin + delay + d * (autoreverses ? 2 : 1)) {
                    for action in actions { action() }
                }
            } else {
                for action in actions { action() }
            }
        }
        if animates {
            for (layer, change) in block.changes {
                var a = PropertyAnimation(
                    layer: layer.layerID, change: change, begin: begin,
                    delay: delay, duration: d, timing: timing, clock: clock)
                a.repeatCount = repeats ? .infinity : 1
                a.autoreverses = autoreverses
                stage.animations.append(a)
            }
        }
        let runs = d > 0 && repeats
        let length = d * (autoreverses && d > 0 ? 2 : 1)
        CATransaction.noteAnimation(endingAt: runs ? nil : stage.now + delay + length)
        guard let completion, !runs else { return }
        stage.scheduleCompletion(clock: clock, localEnd: begin + delay + length) { completion(true) }
    }
}

extension Stage {
    /// Schedules an animation's completion: at its end on the scene clock, or, on an
    /// interactive transition's clock, when that transition finishes or cancels.
    func scheduleCompletion(clock: ClockID, localEnd: Double, _ action: @escaping () -> Void) {
        if clock == .scene {
            schedule(at: localEnd, "animation completion", action)
        } else if let t = activeTransition, t.clock == clock, t.completionScheduled {
            schedule(at: t.completionTime, "animation completion", action)
        } else {
            clockCompletions[clock.raw, default: []].append(action)
        }
    }
}
