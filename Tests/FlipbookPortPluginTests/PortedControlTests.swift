import XCTest
import FlipbookUIKit

/// The buttons and switch of fixtures/port/Transitions/ToolbarViewController.swift, wired with
/// `#selector` and compiled unchanged through the port plugin, pressed by tap scripts.
final class PortedControlTests: XCTestCase {
    func testTapsFireThePortedActions() throws {
        let screen = ToolbarViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = screen
        screen.loadViewIfNeeded()
        // The close button is 30 x 30 at (329, 56): its middle is (344, 71). The share button
        // spans (16, 120, 120, 44): (76, 142) is inside. The switch is 51 x 31 at (16, 200).
        XCTAssertEqual(screen.closeButton.frame, CGRect(x: 329, y: 56, width: 30, height: 30))
        let taps = try TapScript.taps(at: CGPoint(x: 344, y: 71), count: 1)
        let share = try TapScript.taps(at: CGPoint(x: 76, y: 142), count: 2, interval: 0.5)
        let toggle = try TapScript.taps(at: CGPoint(x: 41, y: 215), count: 1)
        _ = try Stage(window: window).record {
            window.playTaps(taps)
            window.playTaps(share)
            window.playTaps(toggle)
        }
        // `#selector(closeTapped(_:))` for `@IBAction func closeTapped(_ sender: UIButton)`.
        XCTAssertEqual(screen.closeSenders.count, 1)
        XCTAssertTrue(screen.closeSenders.first === screen.closeButton)
        // `#selector(share)` for `@objc func share()`: once per tap.
        XCTAssertEqual(screen.shareCount, 2)
        // `#selector(switchChanged(_:))` on a private method: the switch turned on.
        XCTAssertEqual(screen.switchValues, [true])
    }
}
