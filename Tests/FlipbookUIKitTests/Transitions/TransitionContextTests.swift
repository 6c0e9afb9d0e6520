import XCTest
import FlipbookCore
@testable import FlipbookUIKit

// Animators written exactly as iOS tutorials write them.

/// Slides the presented screen up from the bottom, linearly, over 0.4 s.
class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                toView.frame = finalFrame
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Slides the presented screen back down, uncovering the presenting one, over 0.4 s.
class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let containerView = transitionContext.containerView
        containerView.insertSubview(toView, belowSubview: fromView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                fromView.frame = fromView.frame.offsetBy(dx: 0, dy: containerView.bounds.height)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Fades the new screen in, then decides not to complete: `completeTransition(false)`.
class ChangeOfMindAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(false)
            })
    }
}

/// Writes down what the context offers, then completes at once.
class ProbeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var fromView: UIView?, toView: UIView?
    var fromVC: UIViewController?, toVC: UIViewController?
    var container: UIView?
    var containerSubviews: [UIView] = []
    var initialTo = CGRect.null, finalTo = CGRect.null, initialFrom = CGRect.null, finalFrom = CGRect.null
    var isAnimated = false, isInteractive = true, wasCancelled = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        fromView = transitionContext.view(forKey: .from)
        toView = transitionContext.view(forKey: .to)
        fromVC = transitionContext.viewController(forKey: .from)
        toVC = transitionContext.viewController(forKey: .to)
        container = transitionContext.containerView
        containerSubviews = transitionContext.containerView.subviews
        if let toVC = toVC, let fromVC = fromVC {
            initialTo = transitionContext.initialFrame(for: toVC)
            finalTo = transitionContext.finalFrame(for: toVC)
            initialFrom = transitionContext.initialFrame(for: fromVC)
            finalFrom = transitionContext.finalFrame(for: fromVC)
        }
        isAnimated = transitionContext.isAnimated
        isInteractive = transitionContext.isInteractive
        wasCancelled = transitionContext.transitionWasCancelled
        transitionContext.completeTransition(true)
    }
}

final class TransitionContextTests: XCTestCase {
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    func testCompletedPresentationLeavesOnlyThePresentedView() throws {
        let f = Fixture()
        let delegate = TransitioningDelegate(present: SlideUpAnimator())
        f.b.transitioningDelegate = delegate
        let t = try withExtendedLifetime(delegate) { try f.record { f.a.present(f.b, animated: true) } }
        // Linear over 0.4 s from y = 667 to 0: y = 667 (1 - t / 0.4); at 0.1 s, 500.25.
        XCTAssertEqual(t.duration, 0.4, accuracy: 1e-12)
        XCTAssertEqual(try t.layer("B", at: 0).untransformedFrame.minY, 667, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("B", at: 0.1).untransformedFrame.minY, 500.25, accuracy: 1e-9)
        XCTAssertEqual(t.children(of: "container", at: 0.1), ["A", "B"])
        // completeTransition(true): the from view leaves the container, B is current.
        XCTAssertEqual(t.children(of: "container", at: 0.4), ["B"])
        XCTAssertEqual(f.containerNames, ["B"])
        XCTAssertTrue(f.a.presentedViewController === f.b)
        XCTAssertTrue(f.b.presentingViewController === f.a)
        XCTAssertTrue(f.window.topViewController === f.b)
    }

    func testCompletedDismissalPutsThePresentingViewBack() throws {
        let f = Fixture()
        let delegate = TransitioningDelegate(present: SlideUpAnimator(), dismiss: SlideDownAnimator())
        f.b.transitioningDelegate = delegate
        try withExtendedLifetime(delegate) {
            _ = try f.record { f.a.present(f.b, animated: true) }
            let t = try f.record { f.b.dismiss(animated: true) }
            XCTAssertEqual(t.children(of: "container", at: 0), ["A", "B"])
            // B falls linearly: y = 667 * t / 0.4; 333.5 at 0.2 s.
            XCTAssertEqual(try t.layer("B", at: 0.2).untransformedFrame.minY, 333.5, accuracy: 1e-9)
            XCTAssertEqual(t.children(of: "container", at: 0.4), ["A"])
        }
        XCTAssertNil(f.a.presentedViewController)
        XCTAssertNil(f.b.presentingViewController)
        XCTAssertTrue(f.window.topViewController === f.a)
    }

    func testCompleteTransitionFalseKeepsTheFromView() throws {
        let f = Fixture()
        let delegate = TransitioningDelegate(present: ChangeOfMindAnimator())
        f.b.transitioningDelegate = delegate
        let t = try withExtendedLifetime(delegate) { try f.record { f.a.present(f.b, animated: true) } }
        // Default ease in-out: alpha 0.5 half way; both views in the container meanwhile.
        XCTAssertEqual(try t.layer("B", at: 0.1).opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(t.children(of: "container", at: 0.1), ["A", "B"])
        // completeTransition(false): the to view is removed, A stays current.
        XCTAssertEqual(t.children(of: "container", at: 0.2), ["A"])
        XCTAssertEqual(f.containerNames, ["A"])
        XCTAssertNil(f.a.presentedViewController)
        XCTAssertNil(f.b.presentingViewController)
        XCTAssertTrue(f.window.topViewController === f.a)
        XCTAssertTrue(t.events.contains { $0.message == "completeTransition(false)" && abs($0.time - 0.2) < 1e-9 })
    }

    func testPresentAndDismissViewsAndFrames() throws {
        let f = Fixture()
        let probe = ProbeAnimator()
        let delegate = TransitioningDelegate(present: probe, dismiss: probe)
        f.b.transitioningDelegate = delegate
        try withExtendedLifetime(delegate) {
            _ = try f.record { f.a.present(f.b, animated: true) }
            XCTAssertTrue(probe.fromView === f.a.view)
            XCTAssertTrue(probe.toView === f.b.view)
            XCTAssertTrue(probe.fromVC === f.a)
            XCTAssertTrue(probe.toVC === f.b)
            XCTAssertTrue(probe.container === f.container)
            // The container already holds the from view (SEMANTICS.md §6).
            XCTAssertEqual(probe.containerSubviews.map { $0.accessibilityIdentifier }, ["A"])
            XCTAssertEqual(probe.finalTo, bounds)
            XCTAssertEqual(probe.initialTo, .zero)
            XCTAssertEqual(probe.initialFrom, bounds)
            XCTAssertEqual(probe.finalFrom, .zero)
            XCTAssertTrue(probe.isAnimated)
            XCTAssertFalse(probe.isInteractive)
            XCTAssertFalse(probe.wasCancelled)
            XCTAssertEqual(f.containerNames, ["B"])

            _ = try f.record { f.b.dismiss(animated: true) }
            XCTAssertTrue(probe.fromView === f.b.view)
            XCTAssertTrue(probe.toView === f.a.view)
            XCTAssertTrue(probe.fromVC === f.b)
            XCTAssertTrue(probe.toVC === f.a)
            XCTAssertEqual(probe.containerSubviews.map { $0.accessibilityIdentifier }, ["B"])
            XCTAssertEqual(probe.finalTo, bounds)
            XCTAssertEqual(probe.initialTo, .zero)
            XCTAssertEqual(f.containerNames, ["A"])
        }
    }

    func testOverFullScreenAndCustomPresentationsHaveNoPresentingView() throws {
        for style in [UIModalPresentationStyle.custom, .overFullScreen] {
            let f = Fixture(bStyle: style)
            let probe = ProbeAnimator()
            let delegate = TransitioningDelegate(present: probe, dismiss: probe)
            f.b.transitioningDelegate = delegate
            try withExtendedLifetime(delegate) {
                _ = try f.record { f.a.present(f.b, animated: true) }
                XCTAssertNil(probe.fromView, "\(style): view(forKey: .from) when presenting")
                XCTAssertTrue(probe.toView === f.b.view)
                XCTAssertTrue(probe.fromVC === f.a, "the controllers are still both there")
                // The presenting view stays in the window, under the presentation's own
                // container, which holds the presented one (SEMANTICS.md §13).
                XCTAssertEqual(f.containerNames, ["A"], "\(style)")
                XCTAssertEqual(
                    f.window.subviews.map { $0.accessibilityIdentifier }, ["container", "presentation.container"])
                XCTAssertEqual(f.window.subviews.last?.subviews.map { $0.accessibilityIdentifier }, ["B"])

                _ = try f.record { f.b.dismiss(animated: true) }
                XCTAssertTrue(probe.fromView === f.b.view)
                XCTAssertNil(probe.toView, "\(style): view(forKey: .to) when dismissing")
                XCTAssertTrue(probe.toVC === f.a)
                XCTAssertEqual(f.containerNames, ["A"], "\(style)")
                XCTAssertEqual(
                    f.window.subviews.map { $0.accessibilityIdentifier }, ["container"], "the container left")
            }
        }
    }

    func testPushAndPopViewsAndContainer() throws {
        let log = EventLog()
        let a = Screen("A", log: log), b = Screen("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        nav.isNavigationBarHidden = true
        let probe = ProbeAnimator()
        let delegate = NavigationDelegate(probe)
        nav.delegate = delegate
        let window = UIWindow(frame: bounds)
        window.rootViewController = nav
        try withExtendedLifetime(delegate) {
            _ = try Stage(window: window, fps: 60).record { nav.pushViewController(b, animated: true) }
            let container = try XCTUnwrap(probe.container)
            XCTAssertTrue(
                container.superview === nav.view && container.frame == nav.view.bounds,
                "a navigation transition runs in the navigation view's transition view")
            XCTAssertTrue(probe.fromView === a.view); XCTAssertTrue(probe.toView === b.view)
            XCTAssertTrue(probe.fromVC === a); XCTAssertTrue(probe.toVC === b)
            XCTAssertEqual(probe.containerSubviews.map { $0.accessibilityIdentifier }, ["A"])
            XCTAssertEqual(probe.finalTo, bounds); XCTAssertEqual(probe.initialTo, .zero)
            XCTAssertEqual(container.subviews.map { $0.accessibilityIdentifier }, ["B"])
            XCTAssertEqual(nav.viewControllers, [a, b])
            XCTAssertTrue(b.navigationController === nav)

            _ = try Stage(window: window, fps: 60).record { nav.popViewController(animated: true) }
            XCTAssertTrue(probe.fromView === b.view); XCTAssertTrue(probe.toView === a.view)
            XCTAssertTrue(probe.fromVC === b); XCTAssertTrue(probe.toVC === a)
            XCTAssertEqual(probe.finalTo, bounds)
            XCTAssertEqual(container.subviews.map { $0.accessibilityIdentifier }, ["A"])
            XCTAssertEqual(nav.viewControllers, [a])
            XCTAssertNil(b.parent)
        }
    }

    func testAppearanceCallbacks() throws {
        let f = Fixture()
        let delegate = TransitioningDelegate(present: SlideUpAnimator(), dismiss: SlideDownAnimator())
        f.b.transitioningDelegate = delegate
        try withExtendedLifetime(delegate) {
            _ = try f.record { f.a.present(f.b, animated: true) }
            // will-callbacks when the transition starts (from first), did-callbacks when it
            // completes at D = 0.4 s.
            XCTAssertEqual(
                f.log.lines, ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
            XCTAssertEqual(f.log.times, [0, 0, 0.4, 0.4])
            _ = try f.record { f.b.dismiss(animated: true) }
            XCTAssertEqual(
                Array(f.log.lines.suffix(4)),
                ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        }
    }

    func testAppearanceCallbacksOfACancelledTransition() throws {
        let f = Fixture()
        let delegate = TransitioningDelegate(present: ChangeOfMindAnimator())
        f.b.transitioningDelegate = delegate
        _ = try withExtendedLifetime(delegate) { try f.record { f.a.present(f.b, animated: true) } }
        // UIKit reverses: the to controller disappears again, the from controller reappears.
        XCTAssertEqual(
            f.log.lines,
            [
                "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
            ])
        XCTAssertEqual(f.log.times, [0, 0, 0.2, 0.2, 0.2, 0.2])
    }

    func testPresentationCompletionRunsAfterCompleteTransition() throws {
        let f = Fixture()
        let delegate = TransitioningDelegate(present: SlideUpAnimator())
        f.b.transitioningDelegate = delegate
        _ = try withExtendedLifetime(delegate) {
            try f.record { f.a.present(f.b, animated: true) { f.log.add("present completion") } }
        }
        XCTAssertEqual(f.log.lines.last, "present completion")
        XCTAssertEqual(f.log.times.last, 0.4)
    }
}
