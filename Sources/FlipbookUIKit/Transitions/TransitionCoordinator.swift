import Foundation
import FlipbookCore

/// The transition coordinator of one transition (UIKit's private
/// `_UIViewControllerTransitionCoordinator`), and the driver of its interruptible animator
/// (SEMANTICS.md §12).
///
/// Alongside animations registered before the animator runs wait; once it has started
/// (`animationsStarted()`) they join the interruptible animator when there is one, else they
/// run in a `UIView.animate` of the transition's remaining duration with `.curveEaseInOut`,
/// on the transition's clock (so an interactive transition scrubs them too). Completions run
/// right after `completeTransition(_:)`.
public final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void
    unowned let context: TransitionContext
    private var pending: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var started = false
    /// True while the completions run (the coordinator is still there for them).
    private(set) var isCompleting = false
    /// The interruptible animator driving the transition, if any.
    private(set) var interruptible: UIViewImplicitlyAnimating?
    /// Whether the transition started interactive.
    public private(set) var initiallyInteractive = false

    init(context: TransitionContext) { self.context = context }

    // MARK: - The coordinator context

    /// See `UIViewControllerTransitionCoordinatorContext`.
    public var isAnimated: Bool { context.isAnimated }
    /// See `UIViewControllerTransitionCoordinatorContext`.
    public var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    /// See `UIViewControllerTransitionCoordinatorContext`.
    public var isInterruptible: Bool { interruptible != nil }
    /// See `UIViewControllerTransitionCoordinatorContext`.
    public var isInteractive: Bool { context.isInteractive }
    /// See `UIViewControllerTransitionCoordinatorContext`.
    public var isCancelled: Bool { context.transitionWasCancelled }
    /// See `UIViewControllerTransitionCoordinatorContext`.
    public var transitionDuration: TimeInterval { context.duration }
    /// See `UIViewControllerTransitionCoordinatorContext`.
    public var percentComplete: CGFloat { context.percentComplete }
    /// See `UIViewControllerTransitionCoordinatorContext`: the interaction controller's
    /// `completionSpeed`, 1 without one (**chosen**).
    public var completionVelocity: CGFloat { context.interactor?.completionSpeed ?? 1 }
    /// See `UIViewControllerTransitionCoordinatorContext`.
    public var completionCurve: UIView.AnimationCurve { context.interactor?.completionCurve ?? .easeInOut }
    /// See `UIViewControllerTransitionCoordinatorContext`.
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    /// See `UIViewControllerTransitionCoordinatorContext`.
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }
    /// See `UIViewControllerTransitionCoordinatorContext`.
    public var containerView: UIView { context.containerView }
    /// See `UIViewControllerTransitionCoordinatorContext`.
    public var targetTransform: CGAffineTransform { .identity }

    // MARK: - The coordinator

    /// See `UIViewControllerTransitionCoordinator`.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        if let completion { completions.append(completion) }
        if let animation {
            if started { runAlongside([animation]) } else { pending.append(animation) }
        }
        return true
    }

    /// See `UIViewControllerTransitionCoordinator`.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// See `UIViewControllerTransitionCoordinator`.
    public func notifyWhenInteractionChanges(
        _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionHandlers.append(handler)
    }

    // MARK: - Driving (called by TransitionContext)

    /// The animator has been asked to animate: the waiting alongside animations run now.
    func animationsStarted() {
        started = true
        let blocks = pending
        pending = []
        if !blocks.isEmpty { runAlongside(blocks) }
    }

    private func runAlongside(_ blocks: [Block]) {
        if interruptible == nil, let found = context.interruptibleAnimatorIfAny() { interruptible = found }
        if let ia = interruptible {
            for b in blocks { ia.addAnimations { b(self) } }
            return
        }
        let stage = context.stage
        let saved = stage.currentClock
        stage.currentClock = context.clock
        let elapsed = context.clock == .scene ? stage.now - context.startTime : context.tauNow
        UIView.animate(
            withDuration: max(context.duration - elapsed, 0), delay: 0, options: [.curveEaseInOut],
            animations: { for b in blocks { b(self) } })
        stage.currentClock = saved
    }

    /// An interactive start with an interruptible animator: no transition clock; the
    /// interaction controller drives the animator (SEMANTICS.md §12). False when the animator
    /// has no interruptible animator.
    ///
    /// Only for `UIPercentDrivenInteractiveTransition`, which asks for the animator before it
    /// starts (the lazy `interruptibleAnimator(using:)` of the iOS 10 pattern builds it then). A
    /// custom interaction controller starts first and often builds the animator itself, so its
    /// animator is asked afterwards (`interactionControllerStarted`).
    func startInterruptible(_ interactor: UIViewControllerInteractiveTransitioning) -> Bool {
        guard interactor is UIPercentDrivenInteractiveTransition,
            let ia = context.interruptibleAnimatorIfAny()
        else { return false }
        interruptible = ia
        initiallyInteractive = interactor.wantsInteractiveStart
        context.isInteractive = initiallyInteractive
        context.stage.log(
            "interruptible animator \(String(describing: type(of: ia))) drives the transition\(initiallyInteractive ? ", interactive from the start" : "")"
        )
        // The presentation controller's will-begin and layout callbacks come before the
        // interaction starts (SEMANTICS.md §13); here the animator has already been asked for
        // its interruptible animator, which UIKit's percent-driven controller does a moment
        // later, inside startInteractiveTransition (chosen: the same instance either way).
        context.beforeAnimator?()
        context.stage.log("startInteractiveTransition(_:)")
        interactor.startInteractiveTransition(context)
        animationsStarted()
        if !initiallyInteractive, let pa = ia as? UIViewPropertyAnimator, pa.state == .inactive {
            // Starts by itself (`wantsInteractiveStart = false`); UIKit starts it if the
            // animator did not.
            pa.startAnimation()
        }
        return true
    }

    /// An interaction controller started on the transition's clock: a custom one may have
    /// built an interruptible animator, which then drives the transition; then the waiting
    /// alongside animations run.
    func interactionControllerStarted(_ interactor: UIViewControllerInteractiveTransitioning) {
        initiallyInteractive = context.isInteractive
        if !(interactor is UIPercentDrivenInteractiveTransition), interruptible == nil {
            interruptible = context.interruptibleAnimatorIfAny()
        }
        animationsStarted()
    }

    /// The interruptible animator's fraction, when one drives the transition.
    var interruptibleFraction: CGFloat? { interruptible.map { min(max($0.fractionComplete, 0), 1) } }

    /// `updateInteractiveTransition` with an interruptible animator: the transition is
    /// interactive (the interaction controller scrubs the animator). True when handled.
    func interruptibleUpdate() -> Bool {
        guard interruptible != nil else { return false }
        if !context.isInteractive { context.isInteractive = true; interactionChanged() }
        return true
    }

    /// `pauseInteractiveTransition` with an interruptible animator. True when handled.
    func interruptiblePause() -> Bool {
        guard interruptible != nil else { return false }
        if !context.isInteractive {
            context.isInteractive = true
            context.stage.log("pauseInteractiveTransition() at percent \(fmt(Double(context.percentComplete)))")
            interactionChanged()
        }
        return true
    }

    /// `finishInteractiveTransition` / `cancelInteractiveTransition` with an interruptible
    /// animator: the transition is animated again; cancelling marks it cancelled. True when handled.
    func interruptibleEnd(cancel: Bool) -> Bool {
        guard interruptible != nil else { return false }
        if cancel { context.transitionWasCancelled = true }
        context.stage.log(
            "\(cancel ? "cancel" : "finish")InteractiveTransition() at percent \(fmt(Double(context.percentComplete)))")
        if context.isInteractive { context.isInteractive = false; interactionChanged() }
        return true
    }

    /// Tells the handlers that the transition switched between interactive and animated.
    func interactionChanged() {
        for h in interactionHandlers { h(self) }
    }

    /// Runs the completions, right after `completeTransition(_:)`.
    func transitionCompleted() {
        isCompleting = true
        defer { isCompleting = false }
        let list = completions
        completions = []
        for c in list { c(self) }
    }
}

/// Stands for "no interruptible animator": the default of
/// `UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)`, which UIKit makes
/// optional (there is no `responds(to:)` here).
final class NoInterruptibleAnimator: UIViewPropertyAnimator {
    init() { super.init(duration: 0, timingParameters: UICubicTimingParameters()) }
}

extension UIViewControllerAnimatedTransitioning {
    /// UIKit's optional requirement: no interruptible animator.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        NoInterruptibleAnimator()
    }
}

extension TransitionContext {
    /// The animator's interruptible animator, or nil when it implements none.
    func interruptibleAnimatorIfAny() -> UIViewImplicitlyAnimating? {
        let ia = animator.interruptibleAnimator(using: self)
        return ia is NoInterruptibleAnimator ? nil : ia
    }
}
