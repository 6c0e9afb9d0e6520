import Foundation
import FlipbookUIKit

// The photo zoom of a gallery app, written as iOS 10+ code writes it: one animator class for
// both directions whose `interruptibleAnimator(using:)` builds a `UIViewPropertyAnimator`
// once per transition, a snapshot of the photo flying between the grid cell and the detail
// image (frames from `convert(_:to:)`), and a pan that drives the dismissal.

/// Zooms the tapped photo from its grid cell into the detail screen (0.5 s, spring with
/// damping ratio 0.8), or back into the cell (0.4 s, ease in-out).
public final class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let cellIndex: Int
    private var animator: UIViewPropertyAnimator?

    /// Creates the animator for presenting (true) or dismissing (false) photo `cellIndex`.
    public init(presenting: Bool, cellIndex: Int) {
        self.presenting = presenting
        self.cellIndex = cellIndex
        super.init()
    }

    /// 0.5 s to zoom in, 0.4 s to zoom out.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? 0.5 : 0.4
    }

    /// Starts the interruptible animator.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The property animator of this transition, built on first use and returned again after.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let made = presenting ? zoomIn(transitionContext) : zoomOut(transitionContext)
        animator = made
        return made
    }

    /// Forgets the animator once the transition is over.
    public func animationEnded(_ transitionCompleted: Bool) { animator = nil }

    private func zoomIn(_ context: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let container = context.containerView
        guard let grid = context.viewController(forKey: .from) as? PhotoGridViewController,
            let detail = context.viewController(forKey: .to) as? PhotoDetailViewController,
            let toView = context.view(forKey: .to),
            let snapshot = grid.cells[cellIndex].snapshotView(afterScreenUpdates: false)
        else {
            return UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8)
        }
        let cell = grid.cells[cellIndex]
        toView.frame = context.finalFrame(for: detail)
        toView.alpha = 0
        container.addSubview(toView)
        snapshot.frame = cell.convert(cell.bounds, to: container)
        container.addSubview(snapshot)
        let target = detail.imageView.convert(detail.imageView.bounds, to: container)
        cell.isHidden = true
        detail.imageView.isHidden = true

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: context), dampingRatio: 0.8) {
            snapshot.frame = target
            toView.alpha = 1
        }
        animator.addCompletion { _ in
            cell.isHidden = false
            detail.imageView.isHidden = false
            snapshot.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        }
        return animator
    }

    private func zoomOut(_ context: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let container = context.containerView
        guard let detail = context.viewController(forKey: .from) as? PhotoDetailViewController,
            let grid = context.viewController(forKey: .to) as? PhotoGridViewController,
            let fromView = context.view(forKey: .from),
            let toView = context.view(forKey: .to),
            let snapshot = detail.imageView.snapshotView(afterScreenUpdates: false)
        else {
            return UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut)
        }
        let cell = grid.cells[cellIndex]
        toView.frame = context.finalFrame(for: grid)
        container.insertSubview(toView, belowSubview: fromView)
        snapshot.frame = detail.imageView.convert(detail.imageView.bounds, to: container)
        container.addSubview(snapshot)
        let target = cell.convert(cell.bounds, to: container)
        cell.isHidden = true
        detail.imageView.isHidden = true

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: context), curve: .easeInOut) {
            snapshot.frame = target
            fromView.alpha = 0
        }
        animator.addCompletion { _ in
            cell.isHidden = false
            detail.imageView.isHidden = false
            snapshot.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        }
        return animator
    }
}

/// Hands out the photo-zoom animators, and the pan's interaction while it drives the dismissal.
public final class PhotoZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The photo that zooms (0-based cell index; the scenes use the second, 1).
    public let cellIndex: Int
    /// The dismissal's interaction controller, used while its pan is active.
    public var dismissInteraction: PanDownDismissInteraction?
    /// The dismissal's pinch interaction, used while its pinch is active.
    public var pinchInteraction: PinchDismissInteraction?

    /// Creates the delegate for photo `cellIndex`.
    public init(cellIndex: Int = 1) {
        self.cellIndex = cellIndex
        super.init()
    }

    /// Zoom in.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        PhotoZoomAnimator(presenting: true, cellIndex: cellIndex)
    }

    /// Zoom out.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        PhotoZoomAnimator(presenting: false, cellIndex: cellIndex)
    }

    /// The pan's or the pinch's interaction while it is active, else nil (a plain dismissal).
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        if dismissInteraction?.isInteracting == true { return dismissInteraction }
        return pinchInteraction?.isInteracting == true ? pinchInteraction : nil
    }
}
