import XCTest
@testable import FlipbookUIKit

/// `UITableView.backgroundView`, the section index's colours, and `UITableViewController`'s
/// inherited `init(nibName:bundle:)`, as UIKit's documentation describes them.
final class TableBackgroundAndIndexTests: XCTestCase {
    /// UIKit: "A table view's background view is automatically resized to match the size of
    /// the table view. This view is placed as a subview of the table view behind all cells,
    /// header views, and footer views." Its default is nil.
    func testBackgroundViewSitsBehindTheRowsAndFillsTheVisibleBounds() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        XCTAssertNil(table.backgroundView)
        let source = Rows(count: 30)
        table.dataSource = source
        table.layoutIfNeeded()
        let background = UIView()
        table.backgroundView = background
        table.layoutIfNeeded()
        XCTAssertTrue(table.subviews.first === background)
        XCTAssertEqual(background.frame, CGRect(x: 0, y: 0, width: 320, height: 200))
        // Scrolled, it stays over the visible bounds, behind the rows tiled in.
        table.contentOffset = CGPoint(x: 0, y: 120)
        XCTAssertEqual(background.frame, CGRect(x: 0, y: 120, width: 320, height: 200))
        XCTAssertTrue(table.subviews.first === background)
        // Replaced, the old one leaves the table.
        let other = UIView()
        table.backgroundView = other
        XCTAssertNil(background.superview)
        XCTAssertTrue(other.superview === table)
        table.backgroundView = nil
        XCTAssertNil(other.superview)
    }

    /// UIKit: `sectionIndexColor`, `sectionIndexBackgroundColor` and
    /// `sectionIndexTrackingBackgroundColor` are nil by default; they are kept when set.
    func testSectionIndexColoursDefaultToNilAndAreKept() {
        let table = UITableView(frame: .zero, style: .plain)
        XCTAssertNil(table.sectionIndexColor)
        XCTAssertNil(table.sectionIndexBackgroundColor)
        XCTAssertNil(table.sectionIndexTrackingBackgroundColor)
        table.sectionIndexColor = .white
        table.sectionIndexBackgroundColor = .red
        table.sectionIndexTrackingBackgroundColor = .blue
        XCTAssertEqual(table.sectionIndexColor, .white)
        XCTAssertEqual(table.sectionIndexBackgroundColor, .red)
        XCTAssertEqual(table.sectionIndexTrackingBackgroundColor, .blue)
    }

    /// `UITableViewController` inherits UIViewController's `init(nibName:bundle:)`; with no
    /// style given its table is plain (UIKit: the standard initializer makes a plain table),
    /// and the controller is its data source and delegate. A subclass with an initialiser of
    /// its own may call it.
    func testNibInitialiserMakesAPlainTableController() throws {
        final class Results: UITableViewController {
            let items: [String]
            init(items: [String]) {
                self.items = items
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { return nil }
        }
        let vc = Results(items: ["a", "b"])
        XCTAssertEqual(vc.style, .plain)
        let table = try XCTUnwrap(vc.tableView)
        XCTAssertEqual(table.style, .plain)
        XCTAssertTrue(table.dataSource === vc)
        XCTAssertTrue(table.delegate === vc)
        XCTAssertNil(vc.nibName)
    }

    private final class Rows: NSObject, UITableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
    }
}
