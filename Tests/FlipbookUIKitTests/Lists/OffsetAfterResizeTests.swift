import XCTest
@testable import FlipbookUIKit

/// A scroll view keeps its offset in range when its size changes, as UIKit does when a scroll
/// view's frame changes. iOS draws it so: TiagoSAmaral/github-person@95d5a32's
/// GenericTableViewCellTests reference (`testCellReuse.1.png`, recorded on the iOS simulator)
/// shows a table that was scrolled to row 99 of 100 while it had no size with rows 81 to 99,
/// the last at its bottom, once it fills an 852 pt screen.
final class OffsetAfterResizeTests: XCTestCase {
    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    func testATableScrolledWhileItHadNoSizeShowsItsLastRowAtTheBottom() {
        let rows = Rows()
        let table = UITableView()
        table.dataSource = rows
        table.reloadData()
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
        // 100 rows of 44 pt: the last row ends at 4,400; with no height that is the offset.
        XCTAssertEqual(table.contentOffset.y, 4400)
        table.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        table.layoutIfNeeded()
        // The largest offset now: 4,400 - 852 = 3,548, the last row's bottom at the view's.
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: 3548))
    }

    func testAnOffsetInRangeIsLeftAndAResizeWithoutChangeDoesNothing() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        scroll.layoutIfNeeded()
        XCTAssertEqual(scroll.contentOffset.y, 300, "within 0...800: kept")
        // An offset set beyond the range without a resize is the app's, and stays.
        scroll.contentOffset = CGPoint(x: 0, y: 950)
        scroll.setNeedsLayout()
        scroll.layoutIfNeeded()
        XCTAssertEqual(scroll.contentOffset.y, 950)
    }
}
