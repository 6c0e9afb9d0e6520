import XCTest
import FlipbookUIKit

/// The app-style navigation delegate of fixtures/port/Transitions: a fade for pushes and
/// pops, and an interactive pop from an edge pan wired with
/// `#selector(FadeNavigationController.handleEdgePan(_:))` on a private `@objc` method.
final class PortedNavigationTests: XCTestCase {
    /// A navigation stack A, B (pushed with the app's fade), its window and the app's delegate.
    func pushed() throws -> (
        UIWindow, UINavigationController, UIViewController, UIViewController, FadeNavigationController
    ) {
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        let transitions = FadeNavigationController(navigationController: nav)
        let push = try Stage(window: window, fps: 60).record { nav.pushViewController(b, animated: true) }
        // The app's FadeAnimator: 0.3 s, UIView.animate's default easeInOut.
        XCTAssertEqual(push.duration, 0.3, accuracy: 1e-9)
        XCTAssertTrue(nav.topViewController === b)
        return (window, nav, a, b, transitions)
    }

    func testEdgePanPastThirtyPercentPops() throws {
        let (window, nav, a, _, transitions) = try pushed()
        let edgePan = try XCTUnwrap(nav.view.gestureRecognizers?.first as? UIScreenEdgePanGestureRecognizer)
        XCTAssertEqual(edgePan.edges, .left)
        // 200 of 375 points in 0.4 s: 53.3% > 30%, finish(); the rest, (1 - 200/375) * 0.3 s =
        // 0.14 s, ends at 0.54 s.
        let script = try GestureScript.drag(from: CGPoint(x: 0, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.4)
        let pop = try withExtendedLifetime(transitions) {
            try Stage(window: window, fps: 60).record { edgePan.play(script) }
        }
        XCTAssertEqual(pop.duration, 0.54, accuracy: 1e-9)
        XCTAssertTrue(nav.topViewController === a)
    }

    func testShortEdgePanCancelsThePop() throws {
        let (window, nav, _, b, transitions) = try pushed()
        let edgePan = try XCTUnwrap(nav.view.gestureRecognizers?.first)
        // 75 of 375 points: 20% < 30%, cancel(): 0.2 * 0.3 s = 0.06 s back, ending at 0.46 s.
        let script = try GestureScript.drag(from: CGPoint(x: 0, y: 300), to: CGPoint(x: 75, y: 300), duration: 0.4)
        let pop = try withExtendedLifetime(transitions) {
            try Stage(window: window, fps: 60).record { edgePan.play(script) }
        }
        XCTAssertEqual(pop.duration, 0.46, accuracy: 1e-9)
        XCTAssertTrue(nav.topViewController === b)
    }
}
