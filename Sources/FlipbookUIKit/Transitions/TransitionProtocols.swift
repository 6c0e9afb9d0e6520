import Foundation

/// Keys for `viewController(forKey:)` (`UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's key string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller on screen when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller on screen once the transition completes.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for `view(forKey:)` (`UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's key string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What UIKit hands an animator (`UIViewControllerContextTransitioning`).
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view in which the transition takes place; it already holds the from view.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (true from `cancelInteractiveTransition()` on).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the presented controller.
    var presentationStyle: UIModalPresentationStyle { get }
    /// A rotation to apply (always identity here).
    var targetTransform: CGAffineTransform { get }
    /// Sets the percent of an interactive transition.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Ends the interaction; the transition completes.
    func finishInteractiveTransition()
    /// Ends the interaction; the transition goes back.
    func cancelInteractiveTransition()
    /// Pauses a running transition so a gesture can take over.
    func pauseInteractiveTransition()
    /// Tells UIKit the animation is over: true when completed, false when cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The from or to controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from or to view (nil where the presentation style keeps it out, SEMANTICS.md §6).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where the controller's view starts (`.zero` when not defined).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where the controller's view ends (`.zero` when not defined).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An animator (`UIViewControllerAnimatedTransitioning`).
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The transition's duration D in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Sets up and animates the transition; must end with `completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after `completeTransition(_:)`; optional.
    func animationEnded(_ transitionCompleted: Bool)
    /// The interruptible animator that runs the transition, the same instance for the whole
    /// transition; optional (the default says there is none). SEMANTICS.md §12.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    /// UIKit's optional requirement: does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An interaction controller (`UIViewControllerInteractiveTransitioning`).
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition with the context.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// Speed of the completion after finish or cancel (default 1).
    var completionSpeed: CGFloat { get }
    /// Curve of the completion (default ease in-out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (default true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Default: 1.
    public var completionSpeed: CGFloat { 1 }
    /// Default: ease in-out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// Default: true.
    public var wantsInteractiveStart: Bool { true }
}

/// Supplies animators for presentations (`UIViewControllerTransitioningDelegate`); every
/// method is optional and returns nil by default (the system transition).
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator for presenting `presented`; nil runs the system transition.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`; nil runs the system transition.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives the presentation; nil: not interactive.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller that drives the dismissal; nil: not interactive.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation; nil: a plain
    /// `UIPresentationController` (SEMANTICS.md §13).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    // Defaults for UIKit's optional requirements (there is no Objective-C runtime here).
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// Supplies animators for pushes and pops (`UINavigationControllerDelegate`); every method
/// is optional.
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// The animator for a push or pop; nil runs the system slide.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives the push or pop; nil: not interactive.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    /// Called before a controller's view is shown.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after a controller's view is shown.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    // Defaults for UIKit's optional requirements.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext,
        popover, blurOverFullScreen, none = -1, automatic = -2

    /// Whether the presenting view stays in the hierarchy (SEMANTICS.md §6: for these styles
    /// `view(forKey: .from)` is nil when presenting and `.to` nil when dismissing).
    var keepsPresentingView: Bool {
        switch self {
        case .custom, .overFullScreen, .overCurrentContext, .popover, .blurOverFullScreen: return true
        default: return false
        }
    }
}

/// `UIModalTransitionStyle`: the system animation when no animator is supplied.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
