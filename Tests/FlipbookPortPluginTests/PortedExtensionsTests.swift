import XCTest
import FlipbookUIKit

/// fixtures/port/Extensions: a controller whose lifecycle overrides are declared in an
/// extension in another file, an `@objc` method of an extension that a subclass overrides,
/// and `#Preview` blocks, compiled unchanged through the port plugin (the overrides moved
/// into the classes' bodies, the previews removed).
final class PortedExtensionsTests: XCTestCase {
    func testOverridesDeclaredInAnExtensionRun() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let profile = ProfileViewController()
        window.rootViewController = profile
        window.makeKeyAndVisible()
        _ = try Stage(window: window, fps: 60).record {}
        // The overrides moved from the extension are the class's: UIKit calls them.
        XCTAssertEqual(profile.events.prefix(2), ["viewDidLoad", "viewWillAppear"])
        XCTAssertEqual(profile.describe().hasPrefix("viewDidLoad,viewWillAppear"), true)
        XCTAssertEqual(profile.nameLabel.text, "Ada")
        XCTAssertTrue(profile.nameLabel.superview === profile.view)
        XCTAssertEqual(profile.preferredStatusBarStyle, .lightContent)
    }

    func testObjCMethodOfAnExtensionIsOverriddenBySubclass() {
        let base = ProfileBaseButton()
        base.handleTap()
        XCTAssertEqual(base.taps, 1)
        let share: ProfileBaseButton = ProfileShareButton()
        share.handleTap()
        // Dynamic dispatch reaches the subclass's override.
        XCTAssertEqual(share.taps, 10)
    }
}
