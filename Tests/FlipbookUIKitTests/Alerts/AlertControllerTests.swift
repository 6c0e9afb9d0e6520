import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `UIAlertController` and `UIAlertAction` (SEMANTICS.md §21): the layout figures, the order
/// of the buttons, the presentation's timing, and a tap that dismisses and then runs the
/// handler.
final class AlertControllerTests: XCTestCase {
    private func window() -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let home = UIViewController()
        home.view.backgroundColor = .white
        window.rootViewController = home
        return (window, home)
    }

    private func buttonTitles(_ alert: UIAlertController) -> [String?] {
        (alert.card?.buttons ?? []).map { $0.title(for: .normal) }
    }

    /// Two actions sit side by side with the cancel action on the left, each
    /// (270 - 0.5) / 2 = 134.75 points wide and 44 tall; the 270-point card is centred:
    /// x = (375 - 270) / 2 = 52.5.
    func testAlertWithTwoActions() throws {
        let (window, home) = window()
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        XCTAssertEqual(alert.modalPresentationStyle, .custom)
        let t = try Stage(window: window).record { home.present(alert, animated: true) }
        // The alert comes in over 0.3 s.
        XCTAssertEqual(t.duration, AlertAnimator.alertIn, accuracy: 1e-9)
        let card = try XCTUnwrap(alert.card)
        XCTAssertEqual(card.frame.width, 270)
        XCTAssertEqual(card.frame.minX, 52.5)
        XCTAssertEqual(card.frame.midY, 333.5, accuracy: 1e-9)  // centred in 667
        XCTAssertEqual(buttonTitles(alert), ["Cancel", "Delete"])
        let buttons = card.buttons
        XCTAssertEqual(buttons[0].frame.width, 134.75)
        XCTAssertEqual(buttons[1].frame.minX, 135.25)
        XCTAssertEqual(buttons[0].frame.height, 44)
        // The card ends with the buttons: its height is the row's bottom.
        XCTAssertEqual(card.frame.height, buttons[0].frame.maxY)
        XCTAssertEqual(buttons[1].titleColor(for: .normal), .systemRed)
        // The cancel action is the bold one.
        XCTAssertEqual(buttons[0].titleLabel?.font.fontName, UIFont.systemFont(ofSize: 17, weight: .semibold).fontName)
        XCTAssertEqual(buttons[1].titleLabel?.font.fontName, UIFont.systemFont(ofSize: 17).fontName)
        XCTAssertTrue(home.presentedViewController === alert)
        // Drawn over a dimming view and the card at full opacity, unscaled, at the end.
        XCTAssertEqual(card.alpha, 1)
        XCTAssertEqual(card.transform, .identity)
    }

    /// Three actions are stacked, the cancel action last, whatever order they were added in.
    func testThreeActionsStackWithCancelLast() throws {
        let (window, home) = window()
        let alert = UIAlertController(title: "Photo", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Camera", style: .default))
        alert.addAction(UIAlertAction(title: "Library", style: .default))
        _ = try Stage(window: window).record { home.present(alert, animated: true) }
        XCTAssertEqual(buttonTitles(alert), ["Camera", "Library", "Cancel"])
        let b = try XCTUnwrap(alert.card).buttons
        // Each row is a hairline and 44 points: 44.5 apart.
        XCTAssertEqual(b[1].frame.minY - b[0].frame.minY, 44.5)
        XCTAssertEqual(b[2].frame.width, 270)
    }

    /// A tap on a button dismisses the alert (0.2 s) and then runs its handler, once.
    func testTapDismissesThenRunsTheHandler() throws {
        let (window, home) = window()
        let log = EventLog()
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.add("handler") })
        let stage = Stage(window: window)
        _ = try stage.record { home.present(alert, animated: true) }
        let button = try XCTUnwrap(alert.card?.buttons.first)
        let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        let tap = try TapScript.taps(at: centre, count: 1)
        let t = try Stage(window: window).record { window.playTaps(tap) }
        XCTAssertEqual(log.lines, ["handler"])
        XCTAssertNil(home.presentedViewController)
        // The tap lifts after TapScript.tapDuration, then the 0.2 s fade out runs.
        XCTAssertEqual(try XCTUnwrap(log.times.first), t.duration, accuracy: 1e-6)
        XCTAssertEqual(t.duration, TapScript.tapDuration + AlertAnimator.alertOut, accuracy: 1e-6)
    }

    /// A second cancel action is refused, as UIKit refuses it (there, with an exception).
    func testOnlyOneCancelAction() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        XCTAssertEqual(alert.actions.map(\.title), ["Cancel"])
    }

    /// An action sheet on the iPhone 8 (no bottom safe area): 8 points from each side
    /// (375 - 16 = 359 wide), the cancel card's bottom 8 points above the screen's
    /// (667 - 8 = 659), 57 points tall, 8 under the main card; it rises over 0.4 s.
    func testActionSheetLayout() throws {
        let (window, home) = window()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let t = try Stage(window: window).record { home.present(sheet, animated: true) }
        XCTAssertEqual(t.duration, AlertAnimator.sheetIn, accuracy: 1e-9)
        let card = try XCTUnwrap(sheet.card)
        XCTAssertEqual(card.frame.minX, 8)
        XCTAssertEqual(card.frame.width, 359)
        XCTAssertEqual(card.frame.maxY, 659)
        // Two rows and the hairline between them, 8 points of gap, the cancel row:
        // 57 + 0.5 + 57 + 8 + 57 = 179.5.
        XCTAssertEqual(card.frame.height, 179.5)
        XCTAssertEqual(buttonTitles(sheet), ["Share", "Delete", "Cancel"])
        XCTAssertEqual(card.buttons[1].frame.minY, 57.5)
        XCTAssertEqual(card.transform, .identity)
    }
}
