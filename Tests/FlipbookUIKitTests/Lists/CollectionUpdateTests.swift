import XCTest
@testable import FlipbookUIKit

/// A collection's changes and layout swap (SEMANTICS.md §17): each asks the data source
/// again; a new layout replaces the old at once and its completion gets true.
final class CollectionUpdateTests: XCTestCase {
    final class Items: NSObject, UICollectionViewDataSource {
        var count = 2
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    func testInsertingAsksTheDataSourceAgainAndANewLayoutReplacesTheOld() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let items = Items()
        collection.dataSource = items
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.visibleCells.count, 2)
        items.count = 3
        collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.visibleCells.count, 3)
        items.count = 1
        var done: Bool?
        collection.performBatchUpdates({ collection.deleteItems(at: [IndexPath(item: 0, section: 0)]) }) { done = $0 }
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.visibleCells.count, 1)
        XCTAssertEqual(done, true)

        let wide = UICollectionViewFlowLayout()
        wide.itemSize = CGSize(width: 300, height: 40)
        var swapped: Bool?
        collection.setCollectionViewLayout(wide, animated: true) { swapped = $0 }
        collection.layoutIfNeeded()
        XCTAssertTrue(collection.collectionViewLayout === wide)
        XCTAssertEqual(swapped, true)
        XCTAssertEqual(collection.visibleCells.first?.frame.size, CGSize(width: 300, height: 40))
    }
}
