import FlipbookUIKit
import XCTest

/// Swipe actions (SEMANTICS.md §28.2).
final class SwipeActionTests: XCTestCase {
    final class Delegate: NSObject, UITableViewDelegate {
        var asked: [String] = []
        func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            asked.append("trailing \(indexPath.row)")
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(false) }
            let c = UISwipeActionsConfiguration(actions: [delete, flag])
            c.performsFirstActionWithFullSwipe = false
            return c
        }
    }

    func testBackgroundColourDefaultsByStyle() {
        // UIKit documents the default colour as the style's: red for destructive, grey for normal.
        let d = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let n = UIContextualAction(style: .normal, title: nil) { _, _, _ in }
        XCTAssertEqual(d.backgroundColor, UIColor.systemRed)
        XCTAssertEqual(n.backgroundColor, UIColor.systemGray)
        n.backgroundColor = .systemBlue
        XCTAssertEqual(n.backgroundColor, UIColor.systemBlue)
        n.backgroundColor = nil
        XCTAssertEqual(n.backgroundColor, UIColor.systemGray)
        XCTAssertNil(n.title)
        XCTAssertEqual(d.title, "Delete")
    }

    func testConfigurationDefaultsToFullSwipe() {
        // UIKit: performsFirstActionWithFullSwipe defaults to true.
        XCTAssertTrue(UISwipeActionsConfiguration(actions: []).performsFirstActionWithFullSwipe)
    }

    func testPerformRunsTheHandlerWithTheViewAndReportsCompletion() {
        let view = UIView()
        var seen: UIView?
        let a = UIContextualAction(style: .normal, title: "Archive") { action, source, done in
            seen = source
            done(action.title == "Archive")
        }
        XCTAssertEqual(a.perform(in: view), true)
        XCTAssertTrue(seen === view)
        let silent = UIContextualAction(style: .normal, title: nil) { _, _, _ in }
        XCTAssertNil(silent.perform(in: view))
    }

    func testTableAsksTheDelegateForEachEdge() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        XCTAssertNil(table.swipeActionsConfiguration(forRowAt: IndexPath(row: 0, section: 0), leading: false))
        let d = Delegate()
        table.delegate = d
        // The leading hook is not implemented: the protocol's default answers nil.
        XCTAssertNil(table.swipeActionsConfiguration(forRowAt: IndexPath(row: 2, section: 0), leading: true))
        let c = table.swipeActionsConfiguration(forRowAt: IndexPath(row: 2, section: 0), leading: false)
        XCTAssertEqual(c?.actions.map { $0.title ?? "" }, ["Delete", "Flag"])
        XCTAssertEqual(c?.actions.map(\.style), [.destructive, .normal])
        XCTAssertEqual(c?.performsFirstActionWithFullSwipe, false)
        XCTAssertEqual(d.asked, ["trailing 2"])
    }
}
