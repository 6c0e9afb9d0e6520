import Foundation
import FlipbookUIKit

// A card dismissed by a flick, as card-based apps write it with UIKit Dynamics: a pan on the
// card starts an interactive dismissal whose interaction controller is the transition object
// itself (not a percent-driven one), the card follows the finger, and the release hands the
// card to a `UIDynamicAnimator`: fast enough, a `UIDynamicItemBehavior` with the pan's
// velocity and gravity throw it off the screen and the transition finishes once it is gone;
// too slow, the transition is cancelled and a `UISnapBehavior` takes the card home, the
// cancellation completing when the animator comes to rest.

/// Screen K: a card over a dimming view, presented over A (`.overFullScreen`).
public final class CardViewController: UIViewController {
    /// The card (57.5, 163.5, 260, 340), `#5856D6`, corner radius 16.
    public private(set) var card: UIView!
    /// Black at alpha 0.4 over the whole screen, under the card.
    public private(set) var dimming: UIView!
    /// The card's centre at rest.
    public static let home = CGPoint(x: 187.5, y: 333.5)
    /// The dimming's alpha while the card is at home.
    public static let dimmingAlpha: CGFloat = 0.4

    /// Builds the screen: a clear root, the dimming and the card with two labels (`loadView()`).
    public override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = .clear
        root.accessibilityIdentifier = "K.root"
        dimming = UIView(frame: root.bounds)
        dimming.backgroundColor = .black
        dimming.alpha = Self.dimmingAlpha
        dimming.accessibilityIdentifier = "K.dimming"
        root.addSubview(dimming)
        card = UIView(frame: CGRect(x: 57.5, y: 163.5, width: 260, height: 340))
        card.backgroundColor = UIColor(hex: 0x5856D6)
        card.layer.cornerRadius = 16
        card.accessibilityIdentifier = "K.card"
        let kicker = UILabel(frame: CGRect(x: 20, y: 244, width: 220, height: 18))
        kicker.text = "TODAY"
        kicker.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        kicker.textColor = UIColor(white: 1, alpha: 0.7)
        kicker.accessibilityIdentifier = "K.kicker"
        card.addSubview(kicker)
        let title = UILabel(frame: CGRect(x: 20, y: 266, width: 220, height: 54))
        title.text = "Flick to dismiss"
        title.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        title.textColor = .white
        title.numberOfLines = 2
        title.accessibilityIdentifier = "K.title"
        card.addSubview(title)
        root.addSubview(card)
        view = root
    }
}

/// The card's dismissal: its own animator and interaction controller. The pan's `.began`
/// dismisses; while the finger moves the card's centre is home plus the translation, turned by
/// translation.x / 600 radians, and the dimming fades with the distance (gone at 300 points);
/// a release at `flingSpeed` points a second or more finishes, slower cancels.
public final class CardFlingDismissal: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning, UIDynamicAnimatorDelegate
{
    /// The release speed from which the card is thrown away, in points a second.
    public static let flingSpeed: CGFloat = 1000
    /// How the throw turns the card: horizontal speed over this, in radians a second.
    public static let spinPerSpeed: CGFloat = 600
    /// The snap's damping on a cancel.
    public static let snapDamping: CGFloat = 0.8

    private weak var controller: CardViewController?
    private var context: UIViewControllerContextTransitioning?
    /// The dynamic animator of the release (nil before it).
    public private(set) var animator: UIDynamicAnimator?
    /// True between the pan's `.began` and its end.
    public private(set) var isInteracting = false

    /// The dismissal of `controller`'s card; call `attach(to:)` to receive the pan.
    public init(controller: CardViewController) {
        self.controller = controller
        super.init()
    }

    /// Adds a pan recognizer to `view` (the card) and returns it.
    @discardableResult
    public func attach(to view: UIView) -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(target: self, action: CardFlingDismissal.handlePan)
        view.addGestureRecognizer(pan)
        return pan
    }

    /// The dimming's fade after the release, 0.3 s.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    /// Not used: the dismissal always starts interactively (UIKit then calls
    /// `startInteractiveTransition(_:)` instead).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}

    /// Keeps the context; the pan moves the card.
    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = controller?.view else { return }
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .began:
            isInteracting = true
            controller?.dismiss(animated: true)
            follow(translation)
        case .changed:
            follow(translation)
        case .ended:
            follow(translation)
            release(velocity: gesture.velocity(in: view))
        case .cancelled, .failed:
            release(velocity: .zero)
        default:
            break
        }
    }

    private func follow(_ translation: CGPoint) {
        guard let controller else { return }
        let home = CardViewController.home
        controller.card.center = CGPoint(x: home.x + translation.x, y: home.y + translation.y)
        controller.card.transform = CGAffineTransform(rotationAngle: translation.x / 600)
        let percent = min(hypot(translation.x, translation.y) / 300, 1)
        controller.dimming.alpha = CardViewController.dimmingAlpha * (1 - percent)
        context?.updateInteractiveTransition(percent)
    }

    private func release(velocity: CGPoint) {
        isInteracting = false
        guard let controller, let context else { return }
        let card = controller.card!, view = controller.view!
        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator
        if hypot(velocity.x, velocity.y) >= Self.flingSpeed {
            context.finishInteractiveTransition()
            let item = UIDynamicItemBehavior(items: [card])
            item.addLinearVelocity(velocity, for: card)
            item.addAngularVelocity(velocity.x / Self.spinPerSpeed, for: card)
            item.action = { [weak self] in
                guard let self, !view.bounds.intersects(card.frame) else { return }
                // Off the screen: stop the simulation and finish.
                self.animator?.removeAllBehaviors()
                context.view(forKey: .from)?.removeFromSuperview()
                context.completeTransition(true)
                self.context = nil
            }
            animator.addBehavior(UIGravityBehavior(items: [card]))
            animator.addBehavior(item)
            UIView.animate(withDuration: transitionDuration(using: context)) { controller.dimming.alpha = 0 }
        } else {
            context.cancelInteractiveTransition()
            let snap = UISnapBehavior(item: card, snapTo: CardViewController.home)
            snap.damping = Self.snapDamping
            animator.delegate = self
            animator.addBehavior(snap)
            UIView.animate(withDuration: transitionDuration(using: context)) {
                controller.dimming.alpha = CardViewController.dimmingAlpha
            }
        }
    }

    /// The snap has brought the card home: the cancelled dismissal completes.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        context?.completeTransition(false)
        context = nil
    }
}

/// Hands out the card's dismissal, as animator and, while its pan is active, as interaction
/// controller.
public final class CardFlingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The dismissal (set once the card's screen exists).
    public var dismissal: CardFlingDismissal?

    /// The dismissal's animator.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        dismissal
    }

    /// The dismissal itself while its pan is active, else nil.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        dismissal?.isInteracting == true ? dismissal : nil
    }
}
