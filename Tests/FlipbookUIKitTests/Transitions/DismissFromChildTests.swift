import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `dismiss(animated:)` and `presentingViewController` up the parent chain (SEMANTICS.md §6):
/// a controller inside a presented navigation controller dismisses the presentation, with the
/// presented side's animator.
final class DismissFromChildTests: XCTestCase {
    /// Slides the from view 375 points to the right over 0.4 s, linearly, and counts its runs.
    private final class SlideOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var runs = 0
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            runs += 1
            let fromView = transitionContext.view(forKey: .from)!
            UIView.animate(
                withDuration: 0.4, delay: 0, options: [.curveLinear],
                animations: { fromView.frame.origin.x = 375 },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    func testTheContentControllerOfAPresentedNavigationControllerDismissesIt() throws {
        let f = Fixture()
        let nav = UINavigationController(rootViewController: f.b)
        nav.view.accessibilityIdentifier = "nav"
        let animator = SlideOutAnimator()
        let delegate = TransitioningDelegate(dismiss: animator)
        nav.transitioningDelegate = delegate
        var completed = false
        let tl = try Stage(window: f.window, fps: 60).record(steps: [
            { f.a.present(nav, animated: false) },
            {
                // B is not presented itself: its parent is. UIKit's documented rule: the
                // presenting controller of the nearest presented ancestor.
                XCTAssertTrue(f.b.presentingViewController === f.a)
                XCTAssertTrue(f.a.presentedViewController === nav)
                f.b.dismiss(animated: true) { completed = true }
            },
        ])
        XCTAssertEqual(animator.runs, 1, "the presented navigation controller's dismissal animator ran")
        XCTAssertTrue(completed)
        XCTAssertNil(f.a.presentedViewController)
        XCTAssertNil(nav.presentingViewController)
        XCTAssertNil(f.b.presentingViewController)
        XCTAssertEqual(f.containerNames, ["A"])
        // Halfway through the 0.4 s linear slide the navigation controller's view is at x = 187.5.
        let start = try XCTUnwrap(tl.events.last { $0.message.contains("animationController(forDismissed:)") }).time
        let nv = try tl.layer("nav", at: start + 0.2)
        XCTAssertEqual(nv.untransformedFrame.minX, 187.5, accuracy: 1e-6)
    }

    func testAChildOfThePresentingControllerDismissesWhatItPresents() throws {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let a = Screen("A", log: log), b = Screen("B", log: log)
        let rootNav = UINavigationController(rootViewController: a)
        window.rootViewController = rootNav
        _ = try Stage(window: window, fps: 60).record(steps: [
            { a.present(b, animated: false) },
            {
                // A presented B through its navigation controller (the window's root): A's
                // presentedViewController is its ancestor's, as UIKit documents.
                XCTAssertTrue(a.presentedViewController === b)
                XCTAssertTrue(b.presentingViewController === rootNav)
                a.dismiss(animated: true)
            },
        ])
        XCTAssertNil(rootNav.presentedViewController)
        XCTAssertNil(b.presentingViewController)
    }

    func testAControllerThatNeitherPresentsNorIsPresentedIsStillRefused() throws {
        let f = Fixture()
        let loose = UIViewController()
        let e = stageError { _ = try f.record { loose.dismiss(animated: true) } }
        XCTAssertTrue(e.map { "\($0)" }?.contains("neither presents nor is presented") ?? false)
    }
}
