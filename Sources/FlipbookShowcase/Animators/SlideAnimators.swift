import Foundation
import FlipbookUIKit

// 001: a navigation controller delegate whose push slides the new screen in from the right
// and whose pop slides the top screen away to the right (0.4 s, ease in-out).

/// Push or pop by sliding the top screen horizontally.
public final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    /// Creates the animator for a push or a pop.
    public init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    /// The transition's duration, as the source gives it.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    /// Sets up the views and animates them (UIKit calls this once the transition starts).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let bounds = container.bounds
        if operation == .push {
            toView.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            container.addSubview(toView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    toView.frame = bounds
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            toView.frame = bounds
            container.insertSubview(toView, belowSubview: fromView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    fromView.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
                },
                completion: { _ in
                    if transitionContext.transitionWasCancelled { fromView.frame = bounds }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}

/// The navigation controller's delegate: a `SlideAnimator` for every push and pop, and an
/// optional interaction controller for interactive pops.
public final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// Set while a pan drives a pop.
    public var interactionController: UIPercentDrivenInteractiveTransition?

    /// The animator for a push or a pop.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(operation: operation)
    }

    /// The animator for a push or a pop.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactionController
    }
}
