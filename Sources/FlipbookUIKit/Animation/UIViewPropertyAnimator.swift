import Foundation
import FlipbookCore

/// An animator that runs, pauses, scrubs, reverses and continues the changes of its animation
/// blocks (`UIViewPropertyAnimator`, SEMANTICS.md §11).
///
/// Its animations are recorded on a clock of its own (`PropertyAnimatorClock`): every call
/// adds a piece to that clock at the current virtual time, so the recorded timeline stays a
/// pure function of time. The animation blocks run when the animator becomes active
/// (`startAnimation()`, `pauseAnimation()`, or setting `fractionComplete`), as in UIKit.
/// Calls that UIKit forbids in a state (it raises) are reported by the stage as
/// `StageError.invalidRequest`, naming the call and the state.
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The duration in seconds (`duration`): as given, or a physical spring's settling duration.
    public let duration: TimeInterval
    /// The delay of `runningPropertyAnimator(withDuration:delay:...)`, in seconds (`delay`); 0 otherwise.
    public internal(set) var delay: TimeInterval = 0
    /// The timing given at creation (`timingParameters`).
    public let timingParameters: UITimingCurveProvider?
    /// Whether the animator can be paused and stopped (`isInterruptible`, default true): when
    /// false, `pauseAnimation()` and `stopAnimation(_:)` are errors. Setting it on an active
    /// animator is an error, as UIKit raises.
    open var isInterruptible = true {
        didSet {
            if state == .active {
                forbidden("isInterruptible = \(isInterruptible)", "set it before the animator starts")
            }
        }
    }
    /// Whether views take touches while animating (`isUserInteractionEnabled`, default true).
    /// Stored (touches are not modelled); setting it on an active animator is an error, as UIKit raises.
    open var isUserInteractionEnabled = true {
        didSet {
            if state == .active {
                forbidden("isUserInteractionEnabled = \(isUserInteractionEnabled)", "set it before the animator starts")
            }
        }
    }
    /// `isManualHitTestingEnabled` (default false). Stored.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing shows values linear in the fraction (`scrubsLinearly`, default true).
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at its end, instead of completing
    /// (`pausesOnCompletion`, default false; iOS 11).
    open var pausesOnCompletion = false

    /// The state (`state`).
    public internal(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations move by themselves now (`isRunning`).
    public internal(set) var isRunning = false

    /// The animator's own timing.
    let timing: TimingFunction
    /// Blocks waiting for the animator to become active, with their delay factors.
    var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    /// Completions in order of addition.
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The activation being recorded; nil while inactive.
    var run: AnimatorRun?
    var reversedFlag = false
    /// The fraction where a stopped animator stopped.
    var stoppedFraction: CGFloat = 0

    /// An animator with timing parameters (`init(duration:timingParameters:)`); a physical
    /// spring makes the duration its settling duration (the given one is ignored).
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        let d = duration.isFinite ? max(duration, 0) : 0
        let (timing, effective) = parameters.timing(forDuration: d)
        self.duration = effective
        self.timing = timing
        self.timingParameters = parameters
        super.init()
    }

    /// An animator with no animations yet, a duration of 0 and the default timing, ease in and
    /// out (`init()`); add animations with `addAnimations(_:)`. With a duration of 0 its
    /// animations set their values at once when it starts.
    public override convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
    }

    /// An animator on a built-in curve (`init(duration:curve:animations:)`).
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a cubic curve (`init(duration:controlPoint1:controlPoint2:animations:)`).
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator on UIKit's duration spring (`init(duration:dampingRatio:animations:)`):
    /// SEMANTICS.md §4 with velocity 0, exactly `duration` long.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with the options' curve, adds the animations and completion, and
    /// starts it after `delay` (`runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let c = options.curve
        let animator = UIViewPropertyAnimator(
            duration: duration,
            timingParameters: UICubicTimingParameters(
                controlPoint1: CGPoint(x: c.x1, y: c.y1),
                controlPoint2: CGPoint(x: c.x2, y: c.y2)))
        animator.delay = delay.isFinite ? max(delay, 0) : 0
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        if animator.delay > 0 { animator.startAnimation(afterDelay: animator.delay) } else { animator.startAnimation() }
        return animator
    }

    /// Whether the animations run back towards their start (`isReversed`); changing it while
    /// running turns them round at once.
    open var isReversed: Bool {
        get { reversedFlag }
        set { setReversed(newValue) }
    }

    /// The fraction of the animator's time, 0...1 (`fractionComplete`). Setting it scrubs a
    /// paused animator (an inactive one becomes active, paused); values are linear in the
    /// fraction when `scrubsLinearly`.
    open var fractionComplete: CGFloat {
        get { currentFraction }
        set { scrub(to: newValue) }
    }

    /// Adds animations (`addAnimations(_:)`): before the start they join the animator; while
    /// active they run from the values on screen over the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that wait `delayFactor` times the remaining time (`addAnimations(_:delayFactor:)`).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        add(animation, delayFactor: Double(delayFactor))
    }

    /// Adds a completion, run with the final position, in order of addition (`addCompletion(_:)`).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }
}
