import Foundation
import FlipbookUIKit

// 003: one animator class for both directions: the presented screen slides in from the
// bottom-right corner and leaves the same way (0.5 s, ease in-out).

/// Slides the presented screen along the diagonal.
public final class MyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    /// Creates the animator for presenting (true) or dismissing (false).
    public init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    /// The transition's duration, as the source gives it.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    /// Sets up the views and animates them (UIKit calls this once the transition starts).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let offscreen = finalFrame.offsetBy(dx: container.bounds.width, dy: container.bounds.height)
        if presenting {
            toView.frame = offscreen
            container.addSubview(toView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    toView.frame = finalFrame
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            toView.frame = finalFrame
            container.addSubview(toView)
            container.bringSubviewToFront(fromView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    fromView.frame = fromView.frame.offsetBy(dx: container.bounds.width, dy: container.bounds.height)
                },
                completion: { _ in
                    let success = !transitionContext.transitionWasCancelled
                    if success { fromView.removeFromSuperview() }
                    transitionContext.completeTransition(success)
                })
        }
    }
}

/// Hands out `MyAnimator` in both directions.
public final class DiagonalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The animator for the presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        MyAnimator(presenting: true)
    }

    /// The animator for the dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        MyAnimator(presenting: false)
    }
}
