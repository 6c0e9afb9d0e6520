import XCTest
@testable import FlipbookUIKit

/// A cell's configuration updates (`setNeedsUpdateConfiguration()`, `updateConfiguration(using:)`,
/// `configurationUpdateHandler`), as UIKit's documentation describes them: a request is
/// answered before the cell's next layout, once however many requests came, with the cell's
/// state; a cell is updated before it is first laid out; selection and highlight changes ask
/// for an update.
final class CellConfigurationStateTests: XCTestCase {
    /// A cell written as apps write them for iOS 14 and later: properties that ask for an
    /// update, and the update building the content configuration.
    private final class ItemCell: UITableViewCell {
        var name: String? { didSet { if oldValue != name { setNeedsUpdateConfiguration() } } }
        var price: String? { didSet { if oldValue != price { setNeedsUpdateConfiguration() } } }
        var updates: [UICellConfigurationState] = []

        override func updateConfiguration(using state: UICellConfigurationState) {
            updates.append(state)
            var content = defaultContentConfiguration().updated(for: state)
            content.text = name
            content.secondaryText = price
            content.prefersSideBySideTextAndSecondaryText = true
            contentConfiguration = content
        }
    }

    func testAnUpdateComesBeforeTheNextLayoutOnceForManyRequests() {
        let cell = ItemCell(style: .default, reuseIdentifier: "item")
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.name = "Pizza"
        cell.price = "$9.00"
        XCTAssertTrue(cell.updates.isEmpty, "nothing until the layout")
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.updates.count, 1, "two requests, one update")
        XCTAssertEqual(cell.textLabel?.text, "Pizza")
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.updates.count, 1, "no request, no update")
        cell.name = "Pizza"
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.updates.count, 1, "the same name asked for nothing")

        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.updates.count, 2)
        XCTAssertEqual(cell.updates.last?.isSelected, true)
        XCTAssertEqual(cell.updates.last?.isHighlighted, false)
        cell.setHighlighted(true, animated: false)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.updates.last?.isHighlighted, true)
        cell.setHighlighted(true, animated: false)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.updates.count, 3, "highlighting a highlighted cell changes nothing")
    }

    func testAFreshCellIsUpdatedBeforeItsFirstLayoutAndTheHandlerRunsAfter() {
        var order: [String] = []
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        cell.configurationUpdateHandler = { c, state in
            order.append("handler")
            XCTAssertTrue(c === cell)
            XCTAssertEqual(state.isSelected, c.isSelected)
        }
        cell.layoutIfNeeded()
        XCTAssertEqual(order, ["handler"])
        cell.isSelected = true
        cell.layoutIfNeeded()
        XCTAssertEqual(order, ["handler", "handler"])
        XCTAssertTrue(cell.configurationState.isSelected)
    }

    /// `prefersSideBySideTextAndSecondaryText`: the secondary text on the text's line, ending at
    /// the content's trailing margin, as a value cell's detail; without it, under the text.
    func testSideBySideSecondaryTextSitsAtTheTrailingEdgeOnTheTextsLine() throws {
        let cell = ItemCell(style: .default, reuseIdentifier: "item")
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.name = "Pizza"
        cell.price = "$9.00"
        cell.layoutIfNeeded()
        let text = try XCTUnwrap(cell.textLabel)
        let secondary = try XCTUnwrap(
            cell.contentView.subviews.compactMap { $0 as? UILabel }.first { $0.text == "$9.00" })
        XCTAssertEqual(secondary.frame.midY, text.frame.midY, accuracy: 0.5, "one line")
        XCTAssertEqual(
            secondary.frame.maxX, cell.contentView.bounds.width - text.frame.minX, accuracy: 0.01,
            "as far from the trailing edge as the text is from the leading edge")
        XCTAssertLessThanOrEqual(text.frame.maxX, secondary.frame.minX)
        XCTAssertEqual(cell.naturalHeight(width: 390), 44, "one line of 17 pt text: the standard row")

        var stacked = UIListContentConfiguration.cell()
        stacked.text = "Pizza"
        stacked.secondaryText = "$9.00"
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        plain.frame = cell.frame
        plain.contentConfiguration = stacked
        plain.layoutIfNeeded()
        let under = try XCTUnwrap(plain.contentView.subviews.compactMap { $0 as? UILabel }.first { $0.text == "$9.00" })
        XCTAssertEqual(under.frame.minY, plain.textLabel!.frame.maxY, accuracy: 0.01, "under the text")
    }
}
