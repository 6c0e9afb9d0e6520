import XCTest
import FlipbookCore
import FlipbookUIKit

/// The spellings iOS code uses with property animators and coordinators, through the
/// protocol types as apps hold them (`UIViewControllerTransitionCoordinator?`,
/// `UIViewImplicitlyAnimating`): this file compiling is half the test; the values are the other.
final class PropertyAnimatorAPISpellingTests: XCTestCase {
    /// A view controller that fades a badge alongside any transition it appears in, written
    /// with the one-argument `animate(alongsideTransition:)` and the iOS 7 end handler.
    final class BadgeScreen: UIViewController {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var ended = 0
        override func loadView() {
            let v = UIView(frame: UIScreen.main.bounds)
            v.accessibilityIdentifier = "badgeScreen"
            badge.accessibilityIdentifier = "badge"
            v.addSubview(badge)
            view = v
        }
        override func viewWillAppear(_ animated: Bool) {
            badge.alpha = 0
            transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 })
            transitionCoordinator?.animateAlongsideTransition(
                in: view,
                animation: { _ in
                    self.badge.layer.cornerRadius = 10
                })
        }
    }

    /// An animator whose `interruptibleAnimator` is typed as the protocol, with the timing
    /// parameter initialisers seen in apps.
    final class SpellingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var animator: UIViewImplicitlyAnimating?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let a = interruptibleAnimator(using: transitionContext)
            a.startAnimation()
        }
        func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
            -> UIViewImplicitlyAnimating
        {
            if let animator = animator { return animator }
            let toView = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
            let a = UIViewPropertyAnimator(
                duration: transitionDuration(using: transitionContext), timingParameters: timing)
            a.addAnimations { toView.alpha = 1 }
            a.addCompletion { position in
                switch position {
                case .end: transitionContext.completeTransition(true)
                case .start, .current: transitionContext.completeTransition(false)
                @unknown default: transitionContext.completeTransition(false)
                }
            }
            animator = a
            return a
        }
    }

    func testSpellingsCompileAndRun() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let a = Screen("A", log: EventLog()), b = BadgeScreen()
        let delegate = TransitioningDelegate(present: SpellingAnimator())
        b.transitioningDelegate = delegate
        window.rootViewController = a
        let tl = try withExtendedLifetime(delegate) {
            try Stage(window: window).record { a.present(b, animated: true) }
        }
        // Linear (control points on the diagonal) over 0.5 s: alpha 0.5 at 0.25 for the screen
        // and for the badge (alongside, joined to the interruptible animator); radius 5.
        XCTAssertEqual(try tl.layer("badgeScreen", at: 0.25).opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(try tl.layer("badge", at: 0.25).opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(try tl.layer("badge", at: 0.25).cornerRadius, 5, accuracy: 1e-6)
        XCTAssertTrue(a.presentedViewController === b)
        // Other initialisers and values apps read.
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0.5, dy: 0.5))
        XCTAssertEqual(spring.initialVelocity, CGVector(dx: 0.5, dy: 0.5))
        XCTAssertEqual(spring.timingCurveType, .spring)
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeIn).controlPoint1, CGPoint(x: 0.42, y: 0))
        XCTAssertEqual(UICubicTimingParameters().timingCurveType, .builtin)
        let idle = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
        XCTAssertEqual(idle.state, .inactive)
        XCTAssertFalse(idle.isRunning)
        XCTAssertEqual(idle.fractionComplete, 0)
        XCTAssertTrue(idle.isInterruptible)
        XCTAssertTrue(idle.scrubsLinearly)
        XCTAssertFalse(idle.pausesOnCompletion)
    }
}
