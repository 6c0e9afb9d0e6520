import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// An alert's text fields (SEMANTICS.md §21): added in order, configured at once, laid out
/// in a box under the message 16 points in from the 270-point card's sides, one 28-point row
/// each with a hairline between, 16 points above the buttons' hairline.
final class AlertTextFieldTests: XCTestCase {
    func testFieldsAreConfiguredAtOnceAndLaidOutUnderTheMessage() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let home = UIViewController()
        window.rootViewController = home
        let alert = UIAlertController(title: "New word", message: nil, preferredStyle: .alert)
        XCTAssertNil(alert.textFields, "none yet: nil, as UIKit")
        alert.addTextField { $0.placeholder = "Word" }
        alert.addTextField { $0.text = "second" }
        XCTAssertEqual(alert.textFields?.map(\.placeholder), ["Word", nil], "the handler ran when each was added")
        XCTAssertEqual(alert.textFields?.last?.text, "second")
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        _ = try Stage(window: window).record { home.present(alert, animated: false) }
        let card = try XCTUnwrap(alert.card)
        let fields = try XCTUnwrap(alert.textFields)
        let first = fields[0].convert(fields[0].bounds, to: card)
        let second = fields[1].convert(fields[1].bounds, to: card)
        // The box is 16 in from the card's edges and each field 5 in from the box's.
        XCTAssertEqual(first.minX, 16 + 5, accuracy: 1e-9)
        XCTAssertEqual(first.width, 270 - 32 - 10, accuracy: 1e-9)
        XCTAssertEqual(first.height, 28)
        XCTAssertEqual(second.minY - first.maxY, 0.5, accuracy: 1e-9, "a hairline between rows")
        // The button's hairline is 16 under the box: the button starts 16.5 under the second row.
        let button = try XCTUnwrap(card.buttons.first)
        let buttonTop = button.convert(button.bounds, to: card).minY
        XCTAssertEqual(buttonTop - second.maxY, 16 + 0.5, accuracy: 1e-9)
        XCTAssertEqual(fields[0].font?.pointSize, 13)

        // The first field has the keyboard (260 pt on this phone with a Home button), and the
        // card is centred in the 667 - 260 = 407 points above it.
        XCTAssertTrue(fields[0].isFirstResponder)
        XCTAssertNotNil(Keyboard.panel(in: window))
        XCTAssertEqual(card.frame.midY, 407 / 2, accuracy: 1e-9)
        // Choosing an action takes the keyboard down with the alert.
        _ = try Stage(window: window).record { alert.choose(alert.actions[0]) }
        XCTAssertFalse(fields[0].isFirstResponder)
        XCTAssertNil(Keyboard.panel(in: window), "the panel slid down and left")
    }

    func testAnActionSheetTakesNoTextField() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        XCTAssertNil(sheet.textFields, "UIKit raises; Flipbook adds nothing")
    }
}
