import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A navigation controller's root view is installed by the navigation controller's own view
/// loading, whatever a subclass's `viewDidLoad` does (SEMANTICS.md §6).
final class NavigationRootTests: XCTestCase {
    /// Forgets `super.viewDidLoad()`, as some apps' subclasses do.
    private final class ForgetfulNavigationController: UINavigationController {
        var loaded = 0
        override func viewDidLoad() { loaded += 1 }
    }

    /// Adds a badge before calling super: the badge goes above the root's view.
    private final class BadgeNavigationController: UINavigationController {
        override func viewDidLoad() {
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            badge.accessibilityIdentifier = "badge"
            view.addSubview(badge)
            super.viewDidLoad()
        }
    }

    func testASubclassWithoutSuperViewDidLoadShowsItsRoot() throws {
        let log = EventLog()
        let root = Screen("root", log: log)
        let nav = ForgetfulNavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        XCTAssertEqual(nav.loaded, 1)
        // In the transition view (the navigation view's first subview), filling it.
        XCTAssertTrue(root.view.superview === nav.view.subviews.first)
        XCTAssertTrue(root.view.superview?.superview === nav.view)
        XCTAssertEqual(root.view.frame, nav.view.bounds)
        let tl = try Stage(window: window, fps: 60).record {}
        XCTAssertNotNil(tl.presentation(at: 0).root.find(named: "root"), "the root's view is on screen")
    }

    func testTheRootIsInstalledOnceAndBelowWhatViewDidLoadAdds() throws {
        let log = EventLog()
        let root = Screen("root", log: log)
        let nav = BadgeNavigationController(rootViewController: root)
        // The controller's view holds the transition view (with the root in it) and the bar,
        // as in UIKit; what viewDidLoad added comes after them.
        let content = nav.view.subviews.filter { !($0 is UINavigationBar) }
        XCTAssertEqual(content.count, 2)
        XCTAssertEqual(content.first?.subviews.map { $0.accessibilityIdentifier ?? "?" }, ["root"])
        XCTAssertEqual(content.last?.accessibilityIdentifier, "badge")
    }
}
