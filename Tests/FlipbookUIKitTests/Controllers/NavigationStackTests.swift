import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `setViewControllers(_:animated:)` and the `viewControllers` setter, as UIKit documents them:
/// the stack is replaced; a new top is pushed from the old one, a top that was below is popped
/// to, with the appearance callbacks of that transition (SEMANTICS.md §6).
final class NavigationStackTests: XCTestCase {
    func testBeforeItsViewLoadsTheStackIsOnlyReplaced() {
        let log = EventLog()
        let (a, b) = (Screen("a", log: log), Screen("b", log: log))
        let nav = UINavigationController()
        nav.viewControllers = [a, b]
        XCTAssertEqual(nav.viewControllers.map { ($0 as? Screen)?.name }, ["a", "b"])
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertEqual(nav.children.count, 2)
        XCTAssertTrue(a.parent === nav && b.parent === nav)
        XCTAssertFalse(b.isViewLoaded, "nothing loads before the navigation controller's view")
        // Loading shows the top, and the bar has both items (the back item and the top's).
        let navView: UIView = nav.view
        XCTAssertTrue(b.view.superview?.superview === navView)
        XCTAssertEqual(nav.navigationBar.items?.count, 2)
        // A controller listed twice is kept once.
        nav.viewControllers = [a, a]
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertNil(b.parent, "b left the stack and the children")
    }

    func testANewTopIsPushedAndTheOldOneLeavesTheStack() throws {
        let log = EventLog()
        let (a, b, c) = (Screen("a", log: log), Screen("b", log: log), Screen("c", log: log))
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        let tl = try Stage(window: window, fps: 60).record {
            nav.setViewControllers([a, c], animated: false)
        }
        XCTAssertEqual(nav.viewControllers.map { ($0 as? Screen)?.name }, ["a", "c"])
        XCTAssertNil(b.parent)
        XCTAssertTrue(c.parent === nav)
        XCTAssertTrue(log.lines.contains("c.viewWillAppear"))
        XCTAssertTrue(log.lines.contains("b.viewWillDisappear"))
        let last = tl.presentation(at: tl.duration)
        XCTAssertNotNil(last.root.find(named: "c"), "c is on screen")
        XCTAssertNil(last.root.find(named: "b"), "b is not")
    }

    func testATopThatWasBelowIsPoppedTo() throws {
        let log = EventLog()
        let (a, b, c) = (Screen("a", log: log), Screen("b", log: log), Screen("c", log: log))
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        let tl = try Stage(window: window, fps: 60).record {
            nav.viewControllers = [a]
        }
        XCTAssertEqual(nav.viewControllers.map { ($0 as? Screen)?.name }, ["a"])
        XCTAssertNil(b.parent)
        XCTAssertNil(c.parent)
        XCTAssertTrue(log.lines.contains("a.viewWillAppear"))
        XCTAssertNotNil(tl.presentation(at: tl.duration).root.find(named: "a"))
        XCTAssertEqual(nav.navigationBar.items?.count, 1)
    }
}
