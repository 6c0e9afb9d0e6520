import XCTest
@testable import FlipbookUIKit

/// A table controller's editing (SEMANTICS.md §17): `setEditing` reaches the table and its
/// visible cells, and the editing methods an app overrides are the controller's own, with
/// UIKit's defaults (every row editable, `.delete`).
final class TableEditingTests: XCTestCase {
    final class Rows: UITableViewController {
        var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            committed.append((editingStyle, indexPath))
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 0
        }
    }

    func testSetEditingReachesTheTableAndItsCells() {
        let rows = Rows(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = rows
        window.layoutIfNeeded()
        XCTAssertEqual(rows.tableView.visibleCells.count, 3)
        rows.setEditing(true, animated: false)
        XCTAssertTrue(rows.isEditing)
        XCTAssertTrue(rows.tableView.isEditing)
        XCTAssertTrue(rows.tableView.visibleCells.allSatisfy(\.isEditing))
        rows.setEditing(false, animated: true)
        XCTAssertFalse(rows.tableView.isEditing)
        XCTAssertFalse(rows.tableView.visibleCells.contains(where: \.isEditing))
    }

    func testTheEditingAnswersAreTheOverridesOrUIKitsDefaults() {
        let rows = Rows(style: .plain)
        let table: UITableView = rows.tableView
        let source: UITableViewDataSource = rows
        let delegate: UITableViewDelegate = rows
        XCTAssertFalse(source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        XCTAssertTrue(source.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(delegate.tableView(table, editingStyleForRowAt: IndexPath(row: 1, section: 0)), .delete)
        source.tableView(table, commit: .delete, forRowAt: IndexPath(row: 2, section: 0))
        XCTAssertEqual(rows.committed.map(\.0), [.delete])
        XCTAssertEqual(rows.committed.map(\.1), [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(
            delegate.tableView(
                table, targetIndexPathForMoveFromRowAt: IndexPath(row: 0, section: 0),
                toProposedIndexPath: IndexPath(row: 2, section: 0)), IndexPath(row: 2, section: 0))
        XCTAssertEqual(UITableViewCell.EditingStyle.insert.rawValue, 2, "UIKit's raw value")
    }
}
