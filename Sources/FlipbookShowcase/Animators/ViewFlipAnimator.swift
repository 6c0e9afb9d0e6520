import Foundation
import FlipbookUIKit

/// SCENES.md `view-flip.present`: the screen turns over to show the presented one, as apps
/// write a flip with `UIView.transition(from:to:duration:options:completion:)` inside a
/// custom animator (0.5 s, `.transitionFlipFromRight`, the default ease in-out curve).
public final class ViewFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's duration, as the source gives it.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    /// Puts the presented view in the from view's place with UIKit's flip.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        if fromView.superview !== container { container.addSubview(fromView) }
        toView.frame = transitionContext.finalFrame(for: toVC)
        UIView.transition(
            from: fromView, to: toView, duration: transitionDuration(using: transitionContext),
            options: [.transitionFlipFromRight]
        ) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Hands out `ViewFlipAnimator` for the presentation.
public final class ViewFlipTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The animator for the presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ViewFlipAnimator()
    }
}
