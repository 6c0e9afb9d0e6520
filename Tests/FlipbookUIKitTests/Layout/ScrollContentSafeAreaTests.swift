import XCTest
@testable import FlipbookUIKit

/// The safe area inside scroll views and the margins table cells preserve (SEMANTICS.md §15):
/// a scroll view that adds the safe area to its content inset takes those edges out of its
/// content's safe area; a preserved superview margin is measured in the superview's bounds;
/// a cell takes only its table's side margins. Figures from the iPhone 15's safe area (59 at
/// the top, 34 at the bottom) and the default margins (8 for a view).
final class ScrollContentSafeAreaTests: XCTestCase {
    private func phoneWindow() -> UIWindow {
        StageSettings.with(StageSettings(device: .iPhone15)) {
            UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        }
    }

    func testAScrollViewsContentLosesTheEdgesItsInsetCovers() {
        let window = phoneWindow()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 393, height: 2000)
        window.addSubview(scroll)
        let last = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        scroll.addSubview(last)
        scroll.addSubview(first)
        XCTAssertEqual(scroll.safeAreaInsets.top, 59, "the scroll view itself keeps its own")
        XCTAssertEqual(scroll.adjustedContentInset.bottom, 34)
        XCTAssertEqual(last.safeAreaInsets.bottom, 0, "the content inset keeps it clear of the home indicator")
        XCTAssertEqual(first.safeAreaInsets.top, 0)
        XCTAssertEqual(last.layoutMargins.bottom, 8)

        scroll.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(last.safeAreaInsets.bottom, 34 - (852 - 852), "nothing adjusted: the content is under it")
        XCTAssertEqual(first.safeAreaInsets.top, 44, "59 over a 44-point view: all of it")
    }

    func testAPreservedMarginIsMeasuredInTheScrolledBounds() {
        let window = phoneWindow()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 393, height: 3000)
        window.addSubview(scroll)
        scroll.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        scroll.insetsLayoutMarginsFromSafeArea = false
        let child = UIView(frame: CGRect(x: 0, y: 1000, width: 393, height: 100))
        child.preservesSuperviewLayoutMargins = true
        child.insetsLayoutMarginsFromSafeArea = false  // its own margins: 8, safe area aside
        scroll.addSubview(child)
        XCTAssertEqual(child.layoutMargins.top, 8, "1000 points below the visible top: no overlap")
        scroll.contentOffset = CGPoint(x: 0, y: 1010)
        XCTAssertEqual(child.layoutMargins.top, 30 - (1000 - 1010), "10 points above the visible top: 40")
        XCTAssertEqual(child.layoutMargins.left, 30)
    }

    func testACellTakesOnlyItsTablesSideMargins() {
        let window = phoneWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        table.layoutMargins = UIEdgeInsets(top: 40, left: 20, bottom: 40, right: 20)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
        cell.preservesSuperviewLayoutMargins = true
        table.addSubview(cell)
        XCTAssertEqual(cell.layoutMargins.left, 20)
        XCTAssertEqual(cell.layoutMargins.right, 20)
        XCTAssertEqual(cell.layoutMargins.top, 8, "not the table's top margin")
    }
}
