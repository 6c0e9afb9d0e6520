import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Wrong values given to scroll views, tables and collections give sane layouts, never a
/// crash or a hang.
final class ListsBadInputTests: XCTestCase {
    final class Odd: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
        UICollectionViewDelegateFlowLayout
    {
        func numberOfSections(in tableView: UITableView) -> Int { -3 + 4 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { -5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            UICollectionViewCell(frame: .zero)
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            [CGSize(width: CGFloat.nan, height: 10), CGSize(width: -5, height: 10), CGSize(width: 1e12, height: 10)][
                indexPath.item]
        }
    }

    func testNegativeCountsAndNonFiniteSizes() {
        let odd = Odd()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.dataSource = odd
        table.layoutIfNeeded()
        // A negative row count is no rows.
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
        XCTAssertEqual(table.visibleCells.count, 0)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 7, section: 3)), .zero)
        // NaN and negative item sizes are zero; a huge one gets a line of its own.
        let cv = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: UICollectionViewFlowLayout())
        cv.delegate = odd
        cv.dataSource = odd
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size, .zero)
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.size, .zero)
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.width, 1e12)
        XCTAssertNil(cv.layoutAttributesForItem(at: IndexPath(item: 9, section: 0)))
        // Non-finite zoom scales and offsets are refused.
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.zoomScale = .infinity
        XCTAssertEqual(scroll.zoomScale, 1)
        scroll.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: true)
        XCTAssertEqual(scroll.contentOffset, .zero)
    }

    func testAnUnregisteredIdentifierIsReported() throws {
        final class Unregistered: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "nope", for: indexPath)
            }
        }
        let stage = Stage(size: CGSize(width: 375, height: 667))
        let table = UITableView(frame: stage.window.bounds, style: .plain)
        let source = Unregistered()
        table.dataSource = source
        stage.window.addSubview(table)
        XCTAssertThrowsError(try stage.record { table.reloadData() }) { error in
            XCTAssertTrue("\(error)".contains("no class registered"), "\(error)")
        }
    }
}
