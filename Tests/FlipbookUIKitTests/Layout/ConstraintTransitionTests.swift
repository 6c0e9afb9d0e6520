import XCTest
import Foundation
import FlipbookCore
@testable import FlipbookUIKit

/// Constraint changes animated inside transitions, written the way apps write them: screens
/// built with anchors in `viewDidLoad`, animators that pin the incoming view to the container
/// with anchors, change constants inside `UIViewPropertyAnimator` or
/// `UIView.animate(usingSpringWithDamping:)` and call `layoutIfNeeded()` on the container
/// (SEMANTICS.md §16.3). The default phone: a 375 x 667 window, the status bar's 20 points the
/// top safe-area inset.
final class ConstraintTransitionTests: XCTestCase {
    /// A detail screen: a header pinned under the safe area's top, full width, 200 tall.
    final class DetailScreen: UIViewController {
        let header = UIView()
        var headerHeight: NSLayoutConstraint!
        override func loadView() {
            view = UIView()
            view.accessibilityIdentifier = "detail"
            view.backgroundColor = .white
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            header.accessibilityIdentifier = "header"
            header.backgroundColor = .systemBlue
            header.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(header)
            headerHeight = header.heightAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                headerHeight,
            ])
        }
    }

    /// A push animator as apps write it: the incoming view pinned to the container by
    /// anchors, its leading constant the container's width, animated to 0 with a linear
    /// property animator while the header grows to 300.
    final class SlidePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            guard let toVC = transitionContext.viewController(forKey: .to) as? DetailScreen,
                let toView = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            toView.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(toView)
            let leading = toView.leadingAnchor.constraint(
                equalTo: container.leadingAnchor, constant: container.bounds.width)
            NSLayoutConstraint.activate([
                leading,
                toView.topAnchor.constraint(equalTo: container.topAnchor),
                toView.widthAnchor.constraint(equalTo: container.widthAnchor),
                toView.heightAnchor.constraint(equalTo: container.heightAnchor),
            ])
            container.layoutIfNeeded()
            let animator = UIViewPropertyAnimator(
                duration: transitionDuration(using: transitionContext), curve: .linear
            ) {
                leading.constant = 0
                toVC.headerHeight.constant = 300
                container.layoutIfNeeded()
            }
            animator.addCompletion { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            animator.startAnimation()
        }
    }

    func testPushSlidesAPinnedViewAndGrowsItsHeaderWithAPropertyAnimator() throws {
        // Linear over 0.5 s. The detail view: leading 375 -> 0, 375 wide, so its centre x
        // 375 + 187.5 = 562.5 -> 187.5 (375 at D/2); y 0, 667 tall (centre 333.5) throughout.
        // The header, in the detail view: top at the safe area's top, 20 (the detail view is
        // at y 0 all along); height 200 -> 300 (250 at D/2), so its centre y 20 + 100 = 120 ->
        // 20 + 150 = 170 (145 at D/2); 375 wide at x 0 (centre x 187.5).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let list = UIViewController()
        let nav = UINavigationController(rootViewController: list)
        nav.isNavigationBarHidden = true
        let delegate = NavigationDelegate(SlidePushAnimator())
        nav.delegate = delegate
        window.rootViewController = nav
        let detail = DetailScreen()
        let t = try withExtendedLifetime(delegate) {
            try Stage(window: window).record { nav.pushViewController(detail, animated: true) }
        }
        for (time, detailX, headerHeight, headerY) in [
            (0.0, 562.5, 200.0, 120.0), (0.25, 375, 250, 145), (0.5, 187.5, 300, 170),
        ] {
            let d = try t.layer("detail", at: time)
            XCTAssertEqual(d.position.x, detailX, accuracy: 1e-9, "detail centre x at \(time)")
            XCTAssertEqual(d.position.y, 333.5, accuracy: 1e-9, "detail centre y at \(time)")
            XCTAssertEqual(d.bounds.size, CGSize(width: 375, height: 667))
            let h = try t.layer("header", at: time)
            XCTAssertEqual(h.bounds.height, headerHeight, accuracy: 1e-9, "header height at \(time)")
            XCTAssertEqual(h.position.y, headerY, accuracy: 1e-9, "header centre y at \(time)")
            XCTAssertEqual(h.position.x, 187.5, accuracy: 1e-9)
        }
        XCTAssertTrue(nav.topViewController === detail)
        XCTAssertEqual(detail.header.frame, CGRect(x: 0, y: 20, width: 375, height: 300))
    }

    /// A card screen: a card inset 16 at the sides, its top and height set by constraints.
    final class CardScreen: UIViewController {
        let card = UIView()
        var cardTop: NSLayoutConstraint!
        var cardHeight: NSLayoutConstraint!
        override func viewDidLoad() {
            super.viewDidLoad()
            view.accessibilityIdentifier = "sheet"
            card.accessibilityIdentifier = "card"
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            cardTop = card.topAnchor.constraint(equalTo: view.topAnchor, constant: 267)
            cardHeight = card.heightAnchor.constraint(equalToConstant: 400)
            NSLayoutConstraint.activate([
                cardTop, cardHeight,
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            ])
        }
    }

    /// Presents the card from below the screen: top 667 and height 200 at the start, then
    /// top 267 and height 400 inside a critically damped spring, with the container laid out.
    final class CardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            guard let toVC = transitionContext.viewController(forKey: .to) as? CardScreen,
                let toView = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.addSubview(toView)
            toVC.cardTop.constant = container.bounds.height
            toVC.cardHeight.constant = 200
            container.layoutIfNeeded()
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 1,
                initialSpringVelocity: 0, options: [],
                animations: {
                    toVC.cardTop.constant = 267
                    toVC.cardHeight.constant = 400
                    container.layoutIfNeeded()
                },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    /// The progress of a critically damped spring from rest that has 0.001 of its distance
    /// left at `duration` (SEMANTICS.md §4's rule for `usingSpringWithDamping`): with
    /// u = omega x D solving (1 + u) e^-u = 0.001, x(t) = 1 - (1 + omega t) e^(-omega t).
    func criticalSpring(_ t: Double, duration: Double) -> Double {
        var lo = 1.0, hi = 50.0  // (1 + u) e^-u falls from 0.74 to ~1e-20 on this range
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if (1 + mid) * exp(-mid) > 0.001 { lo = mid } else { hi = mid }
        }
        let omega = lo / duration
        return 1 - (1 + omega * t) * exp(-omega * t)
    }

    func testPresentedCardRisesAndGrowsOnASpring() throws {
        // The card: x 16, 375 - 32 = 343 wide (centre x 187.5) throughout; top 667 -> 267 and
        // height 200 -> 400, so its centre y 667 + 100 = 767 -> 267 + 200 = 467: at progress
        // p, centre y = 767 - 300 p and height = 200 + 200 p, p from the spring at D = 0.6.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let presenter = UIViewController()
        window.rootViewController = presenter
        let cardScreen = CardScreen()
        let delegate = TransitioningDelegate(present: CardPresentAnimator())
        cardScreen.modalPresentationStyle = .custom
        cardScreen.transitioningDelegate = delegate
        let t = try withExtendedLifetime(delegate) {
            try Stage(window: window).record { presenter.present(cardScreen, animated: true) }
        }
        for time in [0.0, 0.1, 0.3, 0.6] {
            let p = time >= 0.6 ? 1 : criticalSpring(time, duration: 0.6)
            let c = try t.layer("card", at: time)
            XCTAssertEqual(c.position.y, 767 - 300 * p, accuracy: 1e-6, "card centre y at \(time)")
            XCTAssertEqual(c.bounds.height, 200 + 200 * p, accuracy: 1e-6, "card height at \(time)")
            XCTAssertEqual(c.position.x, 187.5, accuracy: 1e-9)
            XCTAssertEqual(c.bounds.width, 343, accuracy: 1e-9)
        }
        // At D/2 the critically damped spring is 1 - (1 + u/2) e^(-u/2) with u = 9.2335...:
        // about 0.9445 of the way.
        XCTAssertEqual(criticalSpring(0.3, duration: 0.6), 0.9445, accuracy: 5e-4)
        XCTAssertTrue(presenter.presentedViewController === cardScreen)
        XCTAssertEqual(cardScreen.card.frame, CGRect(x: 16, y: 267, width: 343, height: 400))
    }
}
