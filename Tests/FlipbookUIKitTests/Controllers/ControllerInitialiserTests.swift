import XCTest
@testable import FlipbookUIKit

/// UIKit's controllers have two designated initialisers, `init(nibName:bundle:)` and
/// `init?(coder:)`; Objective-C's `-init`, imported as `init()`, is a convenience initialiser
/// that calls `init(nibName: nil, bundle: nil)`. Swift's rule of initialiser inheritance then
/// gives `init()` to a subclass that overrides both designated initialisers, and a call to it
/// runs the subclass's `init(nibName:bundle:)` override: app code that sets its
/// `transitioningDelegate` there and is presented as `Sheet()` relies on it.
final class ControllerInitialiserTests: XCTestCase {
    final class Sheet: UIViewController, UIViewControllerTransitioningDelegate {
        private(set) var madeThroughNibInit = false

        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            madeThroughNibInit = true
            transitioningDelegate = self
            modalPresentationStyle = .custom
        }

        required init?(coder: NSCoder) { return nil }
    }

    /// A subclass with a designated initialiser of its own and no override: `init()` is not
    /// inherited (Swift's rule 1 does not apply), so it is made through its own initialiser.
    final class Titled: UIViewController {
        init(titled: String) {
            super.init(nibName: nil, bundle: nil)
            title = titled
        }

        required init?(coder: NSCoder) { return nil }
    }

    func testInheritedInitRunsTheNibInitialiserOverride() {
        let sheet = Sheet()
        XCTAssertTrue(sheet.madeThroughNibInit)
        XCTAssertTrue(sheet.transitioningDelegate === sheet)
        XCTAssertEqual(sheet.modalPresentationStyle, .custom)
        XCTAssertNil(sheet.nibName)
        XCTAssertNil(sheet.nibBundle)
    }

    func testPlainControllerHasNoNib() {
        let plain = UIViewController()
        XCTAssertNil(plain.nibName)
        XCTAssertNil(plain.nibBundle)
        XCTAssertEqual(Titled(titled: "Inbox").title, "Inbox")
    }

    /// `UINavigationController()` is an empty stack and `UITableViewController()` a plain
    /// table's controller, as on iOS.
    func testContainersKeepTheirEmptyInitialisers() {
        XCTAssertEqual(UINavigationController().viewControllers.count, 0)
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertEqual(UITableViewController().style, .plain)
    }
}
