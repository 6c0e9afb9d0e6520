import Foundation
import FlipbookUIKit

/// SCENES.md `reveal.present` / `reveal.dismiss`: a circular reveal written the way apps
/// write one. The presented screen is masked by a `CAShapeLayer` whose circle, centred on a
/// point of the presenting screen (A's card), grows from a small radius to the distance of
/// the screen's farthest corner with `CABasicAnimation(keyPath: "path")`; the dismissal
/// shrinks it back. The transaction's completion block takes the mask off and completes
/// the transition (the dismissed screen then leaves the window).
public final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool
    private let center: CGPoint
    private let startRadius: CGFloat

    /// An animator revealing (or hiding, when `presenting` is false) around `center`, in
    /// the container's coordinates, from (or to) a circle of `startRadius`.
    public init(presenting: Bool, center: CGPoint, startRadius: CGFloat = 22) {
        isPresenting = presenting
        self.center = center
        self.startRadius = startRadius
    }

    /// 0.45 s to reveal, 0.35 s to hide.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.45 : 0.35
    }

    /// Masks the presented screen with the circle and animates the circle's path.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let revealed = transitionContext.view(forKey: key) else { return }
        if isPresenting, let toVC = transitionContext.viewController(forKey: .to) {
            revealed.frame = transitionContext.finalFrame(for: toVC)
            container.addSubview(revealed)
        } else if let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        {
            // The screen underneath shows around the shrinking circle.
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.insertSubview(toView, belowSubview: revealed)
        }

        // The circle that covers the whole screen reaches its farthest corner.
        let bounds = container.bounds
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        let endRadius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        let small = circle(radius: startRadius)
        let large = circle(radius: endRadius)

        let mask = CAShapeLayer()
        mask.frame = revealed.bounds
        mask.path = isPresenting ? large : small
        revealed.layer.mask = mask

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            revealed.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = isPresenting ? small : large
        animation.toValue = isPresenting ? large : small
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        mask.add(animation, forKey: "reveal")
        CATransaction.commit()
    }

    private func circle(radius: CGFloat) -> CGPath {
        UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            .cgPath
    }
}

/// Hands out `CircularRevealAnimator` both ways, centred on A's card (72, 144).
public final class CircularRevealTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The centre of the circle, in the container's coordinates.
    public let center: CGPoint

    /// A delegate revealing around `center`.
    public init(center: CGPoint = CGPoint(x: 72, y: 144)) { self.center = center }

    /// The animator for the presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(presenting: true, center: center)
    }

    /// The animator for the dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        CircularRevealAnimator(presenting: false, center: center)
    }
}
