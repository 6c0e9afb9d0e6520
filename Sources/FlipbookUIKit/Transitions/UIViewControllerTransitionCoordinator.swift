import Foundation

/// What a transition coordinator tells about the transition (`UIViewControllerTransitionCoordinatorContext`).
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the presented controller.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether an interruptible animator runs it.
    var isInterruptible: Bool { get }
    /// Whether a gesture drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Its duration D in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far it is, 0...1.
    var percentComplete: CGFloat { get }
    /// The completion's starting velocity (Flipbook: the interaction controller's
    /// `completionSpeed`, 1 without one; SEMANTICS.md §12).
    var completionVelocity: CGFloat { get }
    /// The completion's curve (the interaction controller's, `.easeInOut` without one).
    var completionCurve: UIView.AnimationCurve { get }
    /// The from or to controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from or to view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The container view.
    var containerView: UIView { get }
    /// A rotation to apply (always identity here).
    var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a transition and reports its progress
/// (`UIViewControllerTransitionCoordinator`, SEMANTICS.md §12).
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation and `completion` right after it
    /// completes; true (`animate(alongsideTransition:completion:)`).
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same, for animations of a view outside the container
    /// (`animateAlongsideTransition(in:animation:completion:)`); Flipbook runs them alike.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` whenever the transition turns from interactive to animated, or back
    /// (`notifyWhenInteractionChanges(_:)`).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewController {
    /// The coordinator of the transition this controller (or its parent) takes part in, from
    /// its set-up (`viewWillAppear`) until its completion; nil otherwise (`transitionCoordinator`).
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        guard let ctx = Stage.current?.activeTransition, !ctx.isCompleted || ctx.coordinator.isCompleting else {
            return nil
        }
        if ctx.fromVC.parent === self || ctx.toVC.parent === self { return ctx.coordinator }
        var c: UIViewController? = self
        while let cur = c {
            if cur === ctx.fromVC || cur === ctx.toVC { return ctx.coordinator }
            c = cur.parent
        }
        return nil
    }
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion, as UIKit's Swift
    /// overlay allows (`completion` defaults to nil there).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:completion:)` without a completion.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }

    /// iOS 7's `notifyWhenInteractionEnds(_:)` (deprecated in iOS 10): called when the
    /// interaction ends, as `notifyWhenInteractionChanges(_:)` is when it turns animated.
    @available(*, deprecated, renamed: "notifyWhenInteractionChanges(_:)")
    public func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges { context in if !context.isInteractive { handler(context) } }
    }
}
