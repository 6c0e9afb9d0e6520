import Foundation
import FlipbookUIKit

// 000: a present animator that slides and fades, and its dismissal counterpart, handed out
// by a transitioning delegate. Written as the tutorial would, in UIKit spelling.

/// Slides the new screen in from the right while both screens cross-fade (0.3 s, ease in-out).
public final class PresentAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's duration, as the source gives it.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    /// Sets up the views and animates them (UIKit calls this once the transition starts).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let width = container.frame.width
        container.addSubview(toView)
        toView.alpha = 0
        toView.transform = CGAffineTransform(translationX: width, y: 0)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
                toView.transform = .identity
                fromView.alpha = 0
                fromView.transform = CGAffineTransform(translationX: -width, y: 0)
            },
            completion: { _ in
                fromView.transform = .identity
                toView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Fades the presented screen out as it slides right, over the presenting one (0.3 s).
public final class DismissAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's duration, as the source gives it.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    /// Sets up the views and animates them (UIKit calls this once the transition starts).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let width = container.frame.width
        container.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
                fromView.alpha = 0
                fromView.transform = CGAffineTransform(translationX: width, y: 0)
            },
            completion: { _ in
                fromView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Hands out `PresentAnimation` and `DismissAnimation`.
public final class SlideFadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The animator for the presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        PresentAnimation()
    }

    /// The animator for the dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        DismissAnimation()
    }
}
