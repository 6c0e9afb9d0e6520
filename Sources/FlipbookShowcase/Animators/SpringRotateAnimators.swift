import Foundation
import FlipbookUIKit

// 002: the presented screen swings down from the top-right corner on a spring, rotating
// from a quarter turn counter-clockwise; dismissal swings it back up and fades it out. The
// delegate returns nil for dismissal when asked to, so the system transition runs instead.

/// Present with a spring rotation about the top-right corner (2.0 s, damping 0.6).
public final class SpringRotatePresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's duration, as the source gives it.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        2.0
    }

    /// Sets up the views and animates them (UIKit calls this once the transition starts).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        toView.layer.anchorPoint = CGPoint(x: 1, y: 0)
        toView.frame = finalFrame
        toView.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 0, 1)
        toView.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
            animations: {
                toView.layer.transform = CATransform3DIdentity
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Dismiss by swinging the screen back up about its top-right corner and fading it (1.0 s).
public final class SpringRotateDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's duration, as the source gives it.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1.0
    }

    /// Sets up the views and animates them (UIKit calls this once the transition starts).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 0, 1)
                fromView.alpha = 0
            },
            completion: { _ in
                fromView.layer.transform = CATransform3DIdentity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Hands out the spring-rotate animators, and the interaction controller while a pan drives
/// the presentation.
public final class SpringRotateTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The interaction controller, when a gesture drives the presentation.
    public var interaction: SpringRotateInteraction?
    /// Whether dismissal uses the custom animator (false: the system transition runs).
    public var customDismissal = true

    /// Creates the delegate.
    public init(customDismissal: Bool = true) {
        self.customDismissal = customDismissal
        super.init()
    }

    /// The animator for the presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SpringRotatePresentAnimator()
    }

    /// The animator for the dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        customDismissal ? SpringRotateDismissAnimator() : nil
    }

    /// The interaction controller, when a gesture drives the transition.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        guard let interaction, interaction.isInteracting else { return nil }
        return interaction
    }
}
