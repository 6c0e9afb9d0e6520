import Foundation
import FlipbookCore

/// The transition context Flipbook hands animators (UIKit's private
/// `_UIViewControllerOneToOneTransitionContext`): it holds the container, the two
/// controllers and views, the interactive clock, and performs `completeTransition(_:)`.
public final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// What kind of transition this is.
    public enum Kind: String, Sendable { case present, dismiss, push, pop, tabSwitch }

    /// The kind.
    public let kind: Kind
    /// See `UIViewControllerContextTransitioning`.
    public let containerView: UIView
    let fromVC: UIViewController
    let toVC: UIViewController
    let fromView: UIView?
    let toView: UIView?
    /// See `UIViewControllerContextTransitioning`.
    public let presentationStyle: UIModalPresentationStyle
    /// See `UIViewControllerContextTransitioning`.
    public let isAnimated: Bool
    /// See `UIViewControllerContextTransitioning`.
    public internal(set) var isInteractive = false
    /// See `UIViewControllerContextTransitioning`.
    public internal(set) var transitionWasCancelled = false
    /// See `UIViewControllerContextTransitioning`.
    public var targetTransform: CGAffineTransform { .identity }

    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIViewControllerInteractiveTransitioning?
    unowned let stage: Stage
    let startTime: Double
    /// The animator's `transitionDuration`, D.
    public let duration: Double
    /// The transition's clock when interactive, else the scene's.
    private(set) var clock: ClockID = .scene
    private(set) var isCompleted = false
    private(set) var completionScheduled = false
    private(set) var completionTime = 0.0
    /// Kind-specific work of `completeTransition`: the container and controller bookkeeping.
    var finalize: (Bool) -> Void = { _ in }
    var userCompletion: (() -> Void)?
    /// Runs just before the animator (or the interaction controller) starts, on the clock the
    /// animator will use: the presentation controller's will-begin and layout callbacks
    /// (SEMANTICS.md §13).
    var beforeAnimator: (() -> Void)?
    /// The presented view's frame in the container (`frameOfPresentedViewInContainerView`)
    /// for presentations with a container of their own: `finalFrame(for:)` of the presented
    /// controller when presenting, `initialFrame(for:)` when dismissing (SEMANTICS.md §13).
    var presentedFrame: (() -> CGRect)?
    /// The transition coordinator and the interruptible animator, if any (SEMANTICS.md §12).
    lazy var coordinator = TransitionCoordinator(context: self)

    init(
        kind: Kind, container: UIView, from: UIViewController, to: UIViewController, fromView: UIView?,
        toView: UIView?, style: UIModalPresentationStyle, animated: Bool,
        animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
        stage: Stage
    ) {
        self.kind = kind; containerView = container; fromVC = from; toVC = to
        self.fromView = fromView; self.toView = toView; presentationStyle = style; isAnimated = animated
        self.animator = animator; self.interactor = interactor; self.stage = stage
        startTime = stage.now
        let d = animator.transitionDuration(using: nil)
        duration = d.isFinite ? max(d, 0) : 0
        super.init()
    }

    /// The animator's type name, for messages.
    var animatorName: String { String(describing: type(of: animator as AnyObject)) }
    /// When a transition that has not completed is reported as stuck.
    var deadline: Double { max(startTime + duration, stage.inputUntil) + Stage.completionGrace }

    /// See `UIViewControllerContextTransitioning`.
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromVC : (key == .to ? toVC : nil)
    }

    /// See `UIViewControllerContextTransitioning`.
    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromView : (key == .to ? toView : nil)
    }

    /// Creates the object.
    public func initialFrame(for vc: UIViewController) -> CGRect {
        if kind == .dismiss, vc === fromVC, let f = presentedFrame { return f() }
        return vc === fromVC ? containerView.bounds : .zero
    }

    /// See `UIViewControllerContextTransitioning`.
    public func finalFrame(for vc: UIViewController) -> CGRect {
        if kind == .present, vc === toVC, let f = presentedFrame { return f() }
        return vc === toVC ? containerView.bounds : .zero
    }

    // MARK: - Starting

    /// Runs the animator: directly, or through the interaction controller on a clock of its
    /// own (SEMANTICS.md §7).
    func start() {
        stage.log(
            "\(kind.rawValue) \(String(describing: type(of: fromVC))) -> \(String(describing: type(of: toVC))) with \(animatorName), duration \(duration)"
        )
        // Whatever the animator schedules from here on, even after it completes at once, is
        // its doing (StageError.timeLimit and .tooManyEvents name it).
        let savedOrigin = stage.runningOrigin
        stage.runningOrigin = animatorName
        defer { stage.runningOrigin = savedOrigin }
        guard let interactor else {
            beforeAnimator?()
            stage.layoutBeforeAnimator(toView)
            freezeScreensSafeAreas()
            stage.log("animateTransition(using:)")
            animator.animateTransition(using: self)
            coordinator.animationsStarted()
            return
        }
        if coordinator.startInterruptible(interactor) { return }
        var c = TransitionClock(duration: duration)
        let startsInteractive = interactor.wantsInteractiveStart
        c.append(.run(time: stage.now, tau: 0, rate: startsInteractive ? 0 : 1))
        clock = stage.addClock(c)
        isInteractive = startsInteractive
        let saved = stage.currentClock
        stage.currentClock = clock
        beforeAnimator?()
        stage.layoutBeforeAnimator(toView)
        freezeScreensSafeAreas()
        stage.log("startInteractiveTransition(_:)")
        interactor.startInteractiveTransition(self)
        coordinator.interactionControllerStarted(interactor)
        stage.currentClock = saved
        if !startsInteractive {
            // Plays by itself until paused; if nobody pauses, it completes at D.
            stage.schedule(at: startTime + duration, "transition end") { [weak self] in
                guard let self, !self.completionScheduled, !self.isInteractive else { return }
                self.scheduleClockCompletions(at: self.stage.now)
            }
        }
    }

    /// A push's or pop's two screens keep the safe area they have as it begins (the incoming
    /// one, that of its final frame) until it completes, wherever the animator or a pan moves
    /// them (SEMANTICS.md §16.4).
    private func freezeScreensSafeAreas() {
        guard kind == .push || kind == .pop else { return }
        if let v = fromView {
            v.freezeSafeArea(at: v.superview === containerView ? v.frame : initialFrame(for: fromVC), in: containerView)
        }
        toView?.freezeSafeArea(at: finalFrame(for: toVC), in: containerView)
    }

    // MARK: - Interaction

    var tauNow: Double { clock == .scene ? stage.now - startTime : stage.clocks[clock.raw].tau(at: stage.now) }

    /// The percent the transition is at now.
    public var percentComplete: CGFloat {
        if let fraction = coordinator.interruptibleFraction { return fraction }
        return duration > 0 ? min(max(tauNow / duration, 0), 1) : 1
    }

    /// See `UIViewControllerContextTransitioning`.
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        if coordinator.interruptibleUpdate() { return }
        guard clock != .scene, !completionScheduled else { return }
        let p = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : 0
        isInteractive = true
        stage.clocks[clock.raw].append(.run(time: stage.now, tau: p * duration, rate: 0))
        stage.markDirty()
    }

    /// See `UIViewControllerContextTransitioning`.
    public func pauseInteractiveTransition() {
        if coordinator.interruptiblePause() { return }
        guard clock != .scene, !completionScheduled else { return }
        isInteractive = true
        coordinator.interactionChanged()
        stage.clocks[clock.raw].append(.run(time: stage.now, tau: tauNow, rate: 0))
        stage.log("pauseInteractiveTransition() at percent \(fmt(percentComplete))")
    }

    /// See `UIViewControllerContextTransitioning`.
    public func finishInteractiveTransition() { endInteraction(cancel: false) }

    /// See `UIViewControllerContextTransitioning`.
    public func cancelInteractiveTransition() { endInteraction(cancel: true) }

    private func endInteraction(cancel: Bool) {
        if coordinator.interruptibleEnd(cancel: cancel) { return }
        guard clock != .scene, !completionScheduled else { return }
        let tau = tauNow
        let pr = duration > 0 ? tau / duration : 1
        let rawSpeed = interactor.map { Double($0.completionSpeed) } ?? 1
        let speed = rawSpeed.isFinite && rawSpeed > 0 ? rawSpeed : 1
        let span = cancel ? pr * duration / speed : (1 - pr) * duration / speed
        let curve =
            (interactor as? UIPercentDrivenInteractiveTransition)?.completionTiming
            ?? .curve(interactor?.completionCurve.bezier ?? .easeInOut)
        if cancel { transitionWasCancelled = true }
        isInteractive = false
        coordinator.interactionChanged()
        stage.clocks[clock.raw].append(
            .complete(
                time: stage.now, from: tau, to: cancel ? 0 : duration,
                span: span, curve: curve))
        stage.log(
            "\(cancel ? "cancel" : "finish")InteractiveTransition() at percent \(fmt(pr)); completes in \(fmt(span)) s")
        scheduleClockCompletions(at: stage.now + span)
    }

    private func scheduleClockCompletions(at time: Double) {
        completionScheduled = true
        completionTime = time
        let pending = stage.clockCompletions.removeValue(forKey: clock.raw) ?? []
        for action in pending { stage.schedule(at: time, "animation completion", action) }
        stage.markDirty()
    }

    // MARK: - Completion

    /// See `UIViewControllerContextTransitioning`.
    public func completeTransition(_ didComplete: Bool) {
        if isCompleted {
            stage.report(.completedTwice(animator: animatorName, time: stage.now))
            return
        }
        isCompleted = true
        stage.log("completeTransition(\(didComplete))")
        finalize(didComplete)
        coordinator.transitionCompleted()
        if stage.activeTransition === self { stage.activeTransition = nil }
        animator.animationEnded(didComplete)
        if didComplete {
            fromVC.endAppearanceTransition(); toVC.endAppearanceTransition()
            userCompletion?()
        } else {
            toVC.beginAppearanceTransition(false, animated: isAnimated); toVC.endAppearanceTransition()
            fromVC.beginAppearanceTransition(true, animated: isAnimated); fromVC.endAppearanceTransition()
        }
        fromVC.transitionRole = .none; toVC.transitionRole = .none
        fromView?.thawSafeArea(); toView?.thawSafeArea()
        stage.markDirty()
        // Animators commonly keep the context they were given (UIKit's sample code does):
        // once complete, it lets go of the hooks that capture the stage, the presentation
        // controller and the views, so that such an animator does not keep the scene alive.
        finalize = { _ in }
        userCompletion = nil
        beforeAnimator = nil
        presentedFrame = nil
    }
}

func fmt(_ v: Double) -> String { String(format: "%.4g", v) }
