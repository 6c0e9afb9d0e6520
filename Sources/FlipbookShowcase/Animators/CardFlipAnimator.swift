import Foundation
import FlipbookUIKit

/// A view backed by a `CATransformLayer`, so the two faces it holds keep their depth.
final class FlipContainerView: UIView {
    override class var layerClass: AnyClass { CATransformLayer.self }
}

/// SCENES.md `card-flip.present`: the presenting screen turns over like a card to show the
/// presented one on its back, the way Apple documents a card flip (both faces in a
/// `CATransformLayer`, the perspective in the container's `sublayerTransform`, one
/// `CABasicAnimation` of `transform.rotation.y`), and the animation's delegate completes
/// the transition. 0.6 s, ease in-ease out.
public final class CardFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private var context: UIViewControllerContextTransitioning?
    private var flipView: UIView?

    /// The flip's duration.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    /// Puts both screens in a transform layer, B turned half round behind A, and turns the pair.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        context = transitionContext

        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective

        let flipView = FlipContainerView(frame: container.bounds)
        container.addSubview(flipView)
        flipView.addSubview(fromView)
        flipView.addSubview(toView)
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false
        toView.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        self.flipView = flipView

        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = CGFloat.pi
        flip.duration = transitionDuration(using: transitionContext)
        flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        flip.delegate = self
        flipView.layer.add(flip, forKey: "flip")
    }

    /// Puts B back in the container the right way round and completes the transition.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context, let flipView else { return }
        let container = context.containerView
        if let toView = context.view(forKey: .to) {
            toView.layer.transform = CATransform3DIdentity
            toView.layer.isDoubleSided = true
            container.addSubview(toView)
        }
        if let fromView = context.view(forKey: .from) {
            fromView.layer.isDoubleSided = true
            container.insertSubview(fromView, at: 0)
        }
        flipView.removeFromSuperview()
        container.layer.sublayerTransform = CATransform3DIdentity
        context.completeTransition(!context.transitionWasCancelled)
        self.context = nil
        self.flipView = nil
    }
}

/// Hands out `CardFlipAnimator` for presentations.
public final class CardFlipTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The animator for the presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardFlipAnimator()
    }
}
