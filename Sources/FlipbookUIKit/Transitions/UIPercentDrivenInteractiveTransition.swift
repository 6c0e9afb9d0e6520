import Foundation
import FlipbookCore

/// An interaction controller that drives the animator's animations by a percent
/// (`UIPercentDrivenInteractiveTransition`, SEMANTICS.md §7): while interactive, every
/// animation shows its state at tau = percent * D; `finish()` and `cancel()` ease the rest of
/// the way with `completionCurve` at `completionSpeed`. When the animator has an
/// interruptible animator, it drives that instead (SEMANTICS.md §12): `update` scrubs it,
/// `finish` continues it with `timingCurve` (or `completionCurve`), `cancel` reverses it.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var context: TransitionContext?
    private var savedDuration: Double = 0

    /// Creates the controller.
    public override init() { super.init() }

    /// Speed of the completion (default 1; 2 halves the remaining time).
    open var completionSpeed: CGFloat = 1
    /// Curve of the completion (default `.easeInOut`, Apple's documented default).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactive (default true).
    open var wantsInteractiveStart = true
    /// Runs the completion on UIKit's system spring instead of `completionCurve` (SEMANTICS.md
    /// §7: UIKit's binary may do so). Not in UIKit's API.
    open var completesWithSystemSpring = false
    /// The timing of the completion of an interruptible animator (`timingCurve`, iOS 10;
    /// default nil: `UICubicTimingParameters(animationCurve: completionCurve)`).
    open var timingCurve: UITimingCurveProvider?

    /// The timing of the completion phase.
    var completionTiming: TimingFunction {
        completesWithSystemSpring ? .spring(.system) : .curve(completionCurve.bezier)
    }

    /// The transition's duration D (`duration`).
    open var duration: CGFloat { context?.duration ?? savedDuration }
    /// Where the transition is, 0...1 (`percentComplete`).
    open var percentComplete: CGFloat { context?.percentComplete ?? 0 }

    /// Starts: runs the animator's `animateTransition(using:)` on the transition's clock.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? TransitionContext else { return }
        context = ctx
        savedDuration = ctx.duration
        ctx.animator.animateTransition(using: ctx)
        if let ia = ctx.coordinator.interruptible, ctx.isInteractive { ia.pauseAnimation() }
    }

    /// Sets the percent, clamped to [0, 1] (scrubs the interruptible animator, if any).
    open func update(_ percentComplete: CGFloat) {
        if let ia = context?.coordinator.interruptible, percentComplete.isFinite {
            if ia.isRunning { ia.pauseAnimation() }
            ia.fractionComplete = min(max(percentComplete, 0), 1)
        }
        context?.updateInteractiveTransition(percentComplete)
    }
    /// Completes the transition from where it is.
    open func finish() {
        context?.finishInteractiveTransition()
        continueInterruptible(reversed: false)
    }
    /// Takes the transition back to its start; `transitionWasCancelled` becomes true.
    open func cancel() {
        context?.cancelInteractiveTransition()
        continueInterruptible(reversed: true)
    }
    /// Holds a transition that started playing by itself.
    open func pause() {
        if let ia = context?.coordinator.interruptible, ia.isRunning { ia.pauseAnimation() }
        context?.pauseInteractiveTransition()
    }

    /// Continues the interruptible animator over (1 - p) D / completionSpeed seconds towards
    /// the end, or p D / completionSpeed back to the start (SEMANTICS.md §12).
    private func continueInterruptible(reversed: Bool) {
        guard let ctx = context, let ia = ctx.coordinator.interruptible else { return }
        let p = Double(min(max(ia.fractionComplete, 0), 1))
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? Double(completionSpeed) : 1
        let span = (reversed ? p : 1 - p) * ctx.duration / speed
        let animatorDuration = (ia as? UIViewPropertyAnimator)?.duration ?? ctx.duration
        if ia.isRunning { ia.pauseAnimation() }
        ia.isReversed = reversed
        let factor = animatorDuration > 0 ? span / animatorDuration : 0
        // A zero factor would mean "the time left" (SEMANTICS.md §11): pass a tiny one instead.
        ia.continueAnimation(
            withTimingParameters: timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve),
            durationFactor: CGFloat(max(factor, 1e-9)))
    }
}
