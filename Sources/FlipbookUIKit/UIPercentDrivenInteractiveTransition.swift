import Foundation
import FlipbookCore

/// An interaction controller that drives the animator's animations by a percent
/// (`UIPercentDrivenInteractiveTransition`, SEMANTICS.md §7): while interactive, every
/// animation shows its state at tau = percent * D; `finish()` and `cancel()` ease the rest of
/// the way with `completionCurve` at `completionSpeed`.
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
    }

    /// Sets the percent, clamped to [0, 1].
    open func update(_ percentComplete: CGFloat) { context?.updateInteractiveTransition(percentComplete) }
    /// Completes the transition from where it is.
    open func finish() { context?.finishInteractiveTransition() }
    /// Takes the transition back to its start; `transitionWasCancelled` becomes true.
    open func cancel() { context?.cancelInteractiveTransition() }
    /// Holds a transition that started playing by itself.
    open func pause() { context?.pauseInteractiveTransition() }
}
