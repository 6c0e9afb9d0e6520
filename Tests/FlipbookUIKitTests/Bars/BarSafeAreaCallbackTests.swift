import FlipbookUIKit
import XCTest

/// A navigation bar shown over a screen moves the screen's safe area (top 20 -> 20 + 44 = 64 on
/// the default phone) and so the layout pass that follows calls the screen's
/// `viewSafeAreaInsetsDidChange()`, as UIKit does when a bar is shown or hidden; hiding it again
/// moves the top back to 20 with one more call.
final class BarSafeAreaCallbackTests: XCTestCase {
    final class Screen: UIViewController {
        var heard: [CGFloat] = []
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            heard.append(view.safeAreaInsets.top)
        }
    }

    func testShowingAndHidingTheBarIsHeard() {
        let screen = Screen()
        let nav = UINavigationController(rootViewController: screen)
        nav.isNavigationBarHidden = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        window.layoutIfNeeded()
        XCTAssertEqual(screen.view.safeAreaInsets.top, 20)
        XCTAssertEqual(screen.heard.last, 20)
        let before = screen.heard.count

        nav.setNavigationBarHidden(false, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(screen.view.safeAreaInsets.top, 64)
        XCTAssertEqual(Array(screen.heard.dropFirst(before)), [64])

        nav.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(screen.view.safeAreaInsets.top, 20)
        XCTAssertEqual(Array(screen.heard.dropFirst(before)), [64, 20])
    }
}
