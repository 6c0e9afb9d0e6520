import Foundation

/// How an alert controller comes and goes (SEMANTICS.md §21), Flipbook's choices after what
/// iPhones show: a dimming view of black at 20 % fades in and out with the transition; an
/// alert fades in over 0.3 s while shrinking from 1.2 times its size to its own (ease out) and
/// fades out over 0.2 s; an action sheet rises from under the bottom edge over 0.4 s (ease
/// out) and falls back over 0.3 s (ease in). The presenting screen stays.
final class AlertTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: false)
    }
}

/// The dimming view under the alert.
final class AlertPresentationController: UIPresentationController {
    static var dimming: UIColor { UIColor(white: 0, alpha: 0.2) }
    let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = Self.dimming
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// Brings the alert's card in or takes it out.
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    static let alertIn = 0.3, alertOut = 0.2, sheetIn = 0.4, sheetOut = 0.3
    static let alertStartScale: CGFloat = 1.2

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        let alert = transitionContext?.viewController(forKey: presenting ? .to : .from) as? UIAlertController
        let sheet = alert?.preferredStyle == .actionSheet
        return presenting ? (sheet ? Self.sheetIn : Self.alertIn) : (sheet ? Self.sheetOut : Self.alertOut)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let alert = transitionContext.viewController(forKey: presenting ? .to : .from) as? UIAlertController
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let view = alert.view!
        let duration = transitionDuration(using: transitionContext)
        let sheet = alert.preferredStyle == .actionSheet
        if presenting {
            view.frame = transitionContext.finalFrame(for: alert)
            container.addSubview(view)
            view.layoutIfNeeded()
        }
        let card = alert.card ?? view
        let away: CGAffineTransform =
            sheet
            ? CGAffineTransform(translationX: 0, y: container.bounds.height - card.frame.minY)
            : CGAffineTransform(scaleX: Self.alertStartScale, y: Self.alertStartScale)
        if presenting {
            card.transform = away
            if !sheet { card.alpha = 0 }
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: presenting || !sheet ? .curveEaseOut : .curveEaseIn,
            animations: {
                if sheet {
                    card.transform = self.presenting ? .identity : away
                } else {
                    card.alpha = self.presenting ? 1 : 0
                    if self.presenting { card.transform = .identity }
                }
            },
            completion: { _ in
                let done = !transitionContext.transitionWasCancelled
                if !self.presenting, done { view.removeFromSuperview() }
                transitionContext.completeTransition(done)
            })
    }
}
