import Foundation
import FlipbookUIKit

/// A custom cross-dissolve: the new screen fades in on top while the old one fades out
/// (0.3 s, ease in-out). Unlike UIKit's own cross dissolve, alpha here is group opacity.
public final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's duration, as the source gives it.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    /// Sets up the views and animates them (UIKit calls this once the transition starts).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
                fromView.alpha = 0
            },
            completion: { _ in
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Hands out `FadeAnimator` in both directions.
public final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The animator for the presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }

    /// The animator for the dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        FadeAnimator()
    }
}
