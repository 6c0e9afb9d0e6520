import FlipbookCore
import Foundation
import XCTest

@testable import FlipbookUIKit

/// A screen that puts its bar button in `viewDidAppear(_:)`, as apps do.
private final class LateButtonScreen: UIViewController {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }
    override func viewWillAppear(_ animated: Bool) { log.add("late.viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) {
        log.add("late.viewDidAppear(\(animated))")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
    }
}

/// The screen shown at launch gets its appearance callbacks, and a shown bar follows its
/// item's bar buttons (SEMANTICS.md §19).
final class LaunchAppearanceTests: XCTestCase {
    /// UIKit: showing the window (`makeKeyAndVisible()`) sends the root and the controllers on
    /// screen in it `viewWillAppear(false)` then `viewDidAppear(false)`, once.
    func testMakeKeyAndVisibleSendsTheInitialScreenItsAppearanceCallbacks() {
        let log = EventLog()
        let a = Screen("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        XCTAssertEqual(log.lines, [], "a window not shown yet")
        window.makeKeyAndVisible()
        XCTAssertEqual(log.lines, ["A.viewWillAppear", "A.viewDidAppear"])
        window.makeKeyAndVisible()
        XCTAssertEqual(log.lines.count, 2, "once")
        // A root set on a shown window appears too.
        let b = Screen("B", log: log)
        window.rootViewController = b
        XCTAssertEqual(log.lines, ["A.viewWillAppear", "A.viewDidAppear", "B.viewWillAppear", "B.viewDidAppear"])
    }

    func testABarButtonSetInViewDidAppearIsDrawn() throws {
        let log = EventLog()
        let screen = LateButtonScreen(log: log)
        let nav = UINavigationController(rootViewController: screen)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(log.lines, ["late.viewWillAppear(false)", "late.viewDidAppear(false)"])
        let content = try XCTUnwrap(nav.navigationBar.content)
        XCTAssertEqual(content.rightButtons.count, 1, "the item's new button is in the bar")
        // Removed later: gone from the bar too.
        screen.navigationItem.rightBarButtonItem = nil
        XCTAssertEqual(nav.navigationBar.content?.rightButtons.count, 0)
    }
}
