import Foundation
import FlipbookUIKit

/// What the showcase's two sheets' animators share (`ActionSheetAnimator`, `ShareSheetAnimator`):
/// the sheet raised from just below the container to its final frame (present, through the
/// animator `rise` makes), or lowered out of the container (dismiss, ease-in), both through
/// `interruptibleAnimator(using:)`, made once a transition, so that the transition coordinator's
/// alongside animations and a pan join the same property animator. When the context has no
/// sheet view, the animator animates nothing and completes the transition after its duration.
public class SlidingSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    private let presentDuration: TimeInterval
    private let dismissDuration: TimeInterval
    private let rise: (TimeInterval, @escaping () -> Void) -> UIViewPropertyAnimator
    private var animator: UIViewPropertyAnimator?

    /// An animator for presenting (true) or dismissing (false) that lasts `presentDuration` or
    /// `dismissDuration` seconds and raises the sheet through the animator `rise` makes of a
    /// duration and the animations.
    init(
        presenting: Bool, presentDuration: TimeInterval, dismissDuration: TimeInterval,
        rise: @escaping (TimeInterval, @escaping () -> Void) -> UIViewPropertyAnimator
    ) {
        self.presenting = presenting
        self.presentDuration = presentDuration
        self.dismissDuration = dismissDuration
        self.rise = rise
        super.init()
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? presentDuration : dismissDuration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The property animator of this transition, made once.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let made: UIViewPropertyAnimator
        if presenting, let sheet = transitionContext.view(forKey: .to),
            let sheetVC = transitionContext.viewController(forKey: .to)
        {
            let final = transitionContext.finalFrame(for: sheetVC)
            sheet.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            container.addSubview(sheet)
            made = rise(duration) { sheet.frame = final }
        } else if !presenting, let sheet = transitionContext.view(forKey: .from) {
            made = UIViewPropertyAnimator(duration: duration, curve: .easeIn) {
                sheet.frame.origin.y = container.bounds.height
            }
        } else {
            made = UIViewPropertyAnimator(duration: duration, curve: .easeOut)
        }
        made.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator = made
        return made
    }

    /// Forgets the animator once the transition is over.
    public func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}
