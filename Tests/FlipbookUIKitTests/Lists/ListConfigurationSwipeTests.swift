import FlipbookUIKit
import XCTest

/// List layouts and their swipe action providers (SEMANTICS.md §28.2).
final class ListConfigurationSwipeTests: XCTestCase {
    final class Source: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    private func list(_ config: UICollectionLayoutListConfiguration, _ source: Source) -> UICollectionView {
        let cv = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        cv.layoutIfNeeded()
        return cv
    }

    func testDefaults() {
        // UIKit: separators shown, no header or footer unless asked.
        let c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        XCTAssertEqual(c.appearance, .insetGrouped)
        XCTAssertTrue(c.showsSeparators)
        XCTAssertEqual(c.headerMode, .none)
        XCTAssertEqual(c.footerMode, .none)
        XCTAssertNil(c.trailingSwipeActionsConfigurationProvider)
    }

    func testRowsAreFullWidthAndFortyFourHigh() {
        let source = Source()
        let cv = list(UICollectionLayoutListConfiguration(appearance: .plain), source)
        // Row k of the six (two sections of three) at y = 44 k, 375 wide.
        for k in 0..<6 {
            let path = IndexPath(item: k % 3, section: k / 3)
            XCTAssertEqual(
                cv.layoutAttributesForItem(at: path)?.frame, CGRect(x: 0, y: 44 * CGFloat(k), width: 375, height: 44))
        }
        XCTAssertEqual(cv.contentSize.height, 6 * 44)
    }

    func testProvidersAnswerForEachEdge() {
        var c = UICollectionLayoutListConfiguration(appearance: .plain)
        var asked: [IndexPath] = []
        c.trailingSwipeActionsConfigurationProvider = { path in
            asked.append(path)
            return UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            ])
        }
        let source = Source()
        let cv = list(c, source)
        let path = IndexPath(item: 1, section: 1)
        XCTAssertEqual(cv.swipeActionsConfiguration(forItemAt: path, leading: false)?.actions.first?.title, "Delete")
        XCTAssertNil(cv.swipeActionsConfiguration(forItemAt: path, leading: true))
        XCTAssertNil(cv.swipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 9), leading: false))
        XCTAssertEqual(asked, [path])
        let flow = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        XCTAssertNil(flow.swipeActionsConfiguration(forItemAt: path, leading: false))
    }
}
