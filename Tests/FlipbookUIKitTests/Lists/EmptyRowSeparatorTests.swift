import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// iOS draws a plain table's separators on past its last row, one per empty row, to the
/// bottom of the table (the simulator's reference images of plain tables with few rows show
/// them); grouped tables do not, and an empty `tableFooterView` hides them (the documented
/// way apps do).
final class EmptyRowSeparatorTests: XCTestCase {
    private final class Three: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    private func table(_ style: UITableView.Style, footer: UIView? = nil) -> UITableView {
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: style)
        t.rowHeight = 44
        t.tableFooterView = footer
        t.dataSource = source
        t.layoutIfNeeded()
        return t
    }

    private let source = Three()

    func testPlainTablesDrawEmptyRowSeparatorsToTheBottom() {
        let t = table(.plain)
        // Three 44-point rows end at 132; the empty rows' separators are at the bottom of
        // each next 44 points, 0.5 pt tall at 2x, from the 16-point margin to the right edge:
        // y = 176 - 0.5, 220 - 0.5, ..., 660 - 0.5 (12 of them in 667 points).
        let lines = t.emptyRowSeparators
        XCTAssertEqual(lines.count, 12)
        XCTAssertEqual(lines.first?.frame, CGRect(x: 16, y: 175.5, width: 359, height: 0.5))
        XCTAssertEqual(lines.last?.frame, CGRect(x: 16, y: 659.5, width: 359, height: 0.5))
        XCTAssertTrue(lines.allSatisfy { $0.superview === t })
        XCTAssertEqual(lines.first?.backgroundColor, t.separatorColor)

        // Scrolled, they follow the bounds.
        t.contentOffset = CGPoint(x: 0, y: 100)
        t.layoutIfNeeded()
        XCTAssertEqual(t.emptyRowSeparators.last?.frame.minY, 747.5)
    }

    /// `separatorInsetReference = .fromAutomaticInsets` reads `separatorInset` as offsets from
    /// the automatic insets (UIKit's documentation of `UITableView.SeparatorInsetReference`):
    /// 16 + 10 = 26 from the left; an offset past the cell's edge (16 - 30) starts it at 0.
    func testSeparatorInsetsFromTheAutomaticInsets() {
        let t = table(.plain)
        func firstSeparator() -> CGRect? {
            t.layoutIfNeeded()
            return t.visibleCells.first?.separator.frame
        }
        XCTAssertEqual(t.separatorInsetReference, .fromCellEdges)
        t.separatorInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        t.reloadData()
        XCTAssertEqual(firstSeparator()?.minX, 10)
        t.separatorInsetReference = .fromAutomaticInsets
        t.reloadData()
        XCTAssertEqual(firstSeparator()?.minX, 26)
        t.separatorInset = UIEdgeInsets(top: 0, left: -30, bottom: 0, right: 0)
        t.reloadData()
        XCTAssertEqual(firstSeparator()?.minX, 0)
        XCTAssertEqual(firstSeparator()?.width, 375)
    }

    /// A cell outside a table draws no separator (the table gives its cells theirs); placed
    /// in a table, it has one.
    func testACellOutsideATableHasNoSeparator() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.separator.isHidden)
        let t = table(.plain)
        XCTAssertEqual(t.visibleCells.first?.separator.isHidden, false)
    }

    /// `UITableViewCell()` is a 320 x 44 cell, as UIKit makes it (the simulator's picture of a
    /// cell made so, snapshotted at its own size, is 320 x 44 points), and its subclasses'
    /// `init(style:reuseIdentifier:)` runs.
    func testACellMadeWithNoArgumentsIs320By44() {
        final class Cell: UITableViewCell {
            var made = false
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                made = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        XCTAssertEqual(UITableViewCell().frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        let c = Cell()
        XCTAssertTrue(c.made)
        XCTAssertEqual(c.frame.size, CGSize(width: 320, height: 44))
        XCTAssertEqual(UITableViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 30)).frame.size.width, 100)
    }

    func testNotForGroupedTablesAFooterOrNoSeparators() {
        XCTAssertEqual(table(.grouped).emptyRowSeparators.count, 0)
        XCTAssertEqual(table(.insetGrouped).emptyRowSeparators.count, 0)
        XCTAssertEqual(table(.plain, footer: UIView()).emptyRowSeparators.count, 0)
        let none = table(.plain)
        none.separatorStyle = .none
        none.layoutIfNeeded()
        XCTAssertEqual(none.emptyRowSeparators.count, 0)
    }
}
