import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// UICollectionView with flow and compositional layouts, reuse, selection, diffable data
/// sources and cell registrations (SEMANTICS.md §17 "Scroll views, tables and collections").
final class CollectionViewTests: XCTestCase {
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var counts = [7]
        var sizes: [IndexPath: CGSize] = [:]
        var tapped: [IndexPath] = []
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let c = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            c.tag = indexPath.item
            return c
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize { sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            tapped.append(indexPath)
        }
    }

    private func collection(_ layout: UICollectionViewLayout, _ source: Source, height: CGFloat = 667)
        -> UICollectionView
    {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: height), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.delegate = source
        cv.dataSource = source
        cv.layoutIfNeeded()
        return cv
    }

    func testFlowLayoutJustifiesFullLinesAndLeftAlignsTheLast() {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        flow.minimumInteritemSpacing = 10
        flow.minimumLineSpacing = 10
        flow.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        flow.headerReferenceSize = CGSize(width: 0, height: 40)
        let source = Source()
        let cv = collection(flow, source)
        // Width for items 375 - 32 = 343; three fit (320), four do not (430). A full line's
        // leftover 343 - 300 = 43 is spread over two gaps: 21.5. Lines at 40 + 16 = 56, then
        // 100 + 10 further each. The last line (item 6) starts at the inset, 16.
        let xs: [CGFloat] = [16, 137.5, 259]
        for i in 0..<6 {
            XCTAssertEqual(
                cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame,
                CGRect(x: xs[i % 3], y: 56 + CGFloat(i / 3) * 110, width: 100, height: 100), "item \(i)")
        }
        XCTAssertEqual(
            cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame,
            CGRect(x: 16, y: 276, width: 100, height: 100))
        // Header 40, insets 16 + 16, three lines 300 and two gaps 20: 392.
        XCTAssertEqual(cv.contentSize, CGSize(width: 375, height: 392))
        XCTAssertEqual(
            flow.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 0, width: 375, height: 40))
        XCTAssertEqual(cv.indexPathsForVisibleItems.count, 7)
        XCTAssertEqual(
            cv.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 137.5, y: 166, width: 100, height: 100)
        )
        XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 150, y: 170)), IndexPath(item: 4, section: 0))
    }

    func testFlowLayoutCentresItemsAcrossALineAndDelegateSizes() {
        let flow = UICollectionViewFlowLayout()
        flow.minimumInteritemSpacing = 10
        flow.minimumLineSpacing = 10
        let source = Source()
        source.counts = [3]
        source.sizes = [
            IndexPath(item: 0, section: 0): CGSize(width: 200, height: 40),
            IndexPath(item: 1, section: 0): CGSize(width: 100, height: 80),
            IndexPath(item: 2, section: 0): CGSize(width: 300, height: 50),
        ]
        let cv = collection(flow, source)
        // Line 1: 200 + 10 + 100 = 310 <= 375, with item 2 it would be 620: two items, the
        // leftover 375 - 300 = 75 as the gap; the line is 80 tall and item 0 (40) centred
        // at y 20. Line 2 at 80 + 10 = 90 holds item 2 at x 0 (the last line).
        XCTAssertEqual(
            cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 20, width: 200, height: 40))
        XCTAssertEqual(
            cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 275, y: 0, width: 100, height: 80))
        XCTAssertEqual(
            cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
            CGRect(x: 0, y: 90, width: 300, height: 50))
    }

    func testHorizontalFlowLayout() {
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 80, height: 60)
        flow.minimumInteritemSpacing = 10
        flow.minimumLineSpacing = 20
        let source = Source()
        source.counts = [5]
        let cv = collection(flow, source, height: 200)
        // Lines are columns: 60 + 10 + 60 + 10 + 60 = 200 fits three exactly (gap 10); the
        // second column at x 80 + 20 = 100 holds items 3 and 4 from the top.
        XCTAssertEqual(
            cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
            CGRect(x: 0, y: 140, width: 80, height: 60))
        XCTAssertEqual(
            cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame,
            CGRect(x: 100, y: 70, width: 80, height: 60))
        XCTAssertEqual(cv.contentSize, CGSize(width: 180, height: 200))
    }

    func testCompositionalLayoutItemsGroupsAndSections() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 10)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let source = Source()
        source.counts = [5]
        let cv = collection(layout, source)
        // Inner width 375 - 20 = 355. Header (10, 0, 355, 44). Groups 355 x 120 at y 54,
        // 54 + 128 = 182, 310; items half of 355 = 177.5 wide, inset 4 on every side.
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 10, y: 0, width: 355, height: 44))
        let expected = [
            CGRect(x: 14, y: 58, width: 169.5, height: 112), CGRect(x: 191.5, y: 58, width: 169.5, height: 112),
            CGRect(x: 14, y: 186, width: 169.5, height: 112), CGRect(x: 191.5, y: 186, width: 169.5, height: 112),
            CGRect(x: 14, y: 314, width: 169.5, height: 112),
        ]
        for (i, r) in expected.enumerated() {
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame, r, "item \(i)")
        }
        // 54 + 3 x 120 + 2 x 8 = 430.
        XCTAssertEqual(cv.contentSize.height, 430)
    }

    func testCompositionalCountsAndOrthogonalSections() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if index == 0 {
                let g = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitem: item, count: 3)
                g.interItemSpacing = .fixed(10)
                return NSCollectionLayoutSection(group: g)
            }
            let g = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                subitems: [item])
            let s = NSCollectionLayoutSection(group: g)
            s.orthogonalScrollingBehavior = .continuous
            s.interGroupSpacing = 10
            return s
        }
        let source = Source()
        source.counts = [3, 4]
        let cv = collection(layout, source)
        // count 3 in 375 with 10 between: (375 - 20) / 3 = 118.333 each.
        let w = (375.0 - 20) / 3
        let a2 = cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
        XCTAssertEqual(Double(a2.minX), 2 * (w + 10), accuracy: 1e-9)
        XCTAssertEqual(Double(a2.width), w, accuracy: 1e-9)
        // The orthogonal section: one row at y 100, groups 150 wide, 10 apart: x 0, 160, 320, 480.
        for i in 0..<4 {
            XCTAssertEqual(
                cv.layoutAttributesForItem(at: IndexPath(item: i, section: 1))?.frame,
                CGRect(x: CGFloat(i) * 160, y: 100, width: 150, height: 100))
        }
        XCTAssertEqual(cv.contentSize.height, 200)
    }

    func testCellsScrolledOffAreReusedAndSelectionIsKept() {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 375, height: 100)
        flow.minimumLineSpacing = 0
        let source = Source()
        source.counts = [40]
        let cv = collection(flow, source, height: 300)
        // 300 / 100: items 0, 1, 2 show.
        XCTAssertEqual(cv.indexPathsForVisibleItems, (0...2).map { IndexPath(item: $0, section: 0) })
        let before = Set(cv.visibleCells.map(ObjectIdentifier.init))
        cv.tapItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(source.tapped, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(cv.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.isSelected)
        cv.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        XCTAssertEqual(cv.contentOffset.y, 2000)
        XCTAssertEqual(cv.indexPathsForVisibleItems, (20...22).map { IndexPath(item: $0, section: 0) })
        XCTAssertTrue(Set(cv.visibleCells.map(ObjectIdentifier.init)).isSubset(of: before))
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 21, section: 0))?.tag, 21)
        XCTAssertEqual(cv.visibleCells.filter(\.isSelected).count, 0, "the reused cell is no longer selected")
        cv.scrollToItem(at: IndexPath(item: 1, section: 0), at: .top, animated: false)
        XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.isSelected)
    }

    enum Section: Hashable { case fruit, veg }

    func testADiffableSnapshotAppliedGivesTheRightCells() {
        final class Delegate: NSObject, UICollectionViewDelegate {}
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 375, height: 44)
        flow.minimumLineSpacing = 0
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: flow)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: cv) { cv, ip, name in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .veg])
        snapshot.appendItems(["Apple", "Banana", "Cherry"], toSection: .fruit)
        snapshot.appendItems(["Leek"])
        source.apply(snapshot, animatingDifferences: false)
        cv.layoutIfNeeded()
        func text(_ item: Int, _ section: Int) -> String? {
            (cv.cellForItem(at: IndexPath(item: item, section: section))?.contentConfiguration
                as? UIListContentConfiguration)?.text
        }
        XCTAssertEqual(cv.numberOfSections, 2)
        XCTAssertEqual(text(1, 0), "Banana")
        XCTAssertEqual(text(0, 1), "Leek")
        // Section 1 starts after three 44 pt rows: y 132.
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, 132)
        var next = source.snapshot()
        next.deleteItems(["Banana"])
        next.insertItems(["Apricot"], afterItem: "Apple")
        source.apply(next)
        XCTAssertEqual(next.itemIdentifiers, ["Apple", "Apricot", "Cherry", "Leek"])
        XCTAssertEqual(text(1, 0), "Apricot")
        XCTAssertEqual(text(2, 0), "Cherry")
        XCTAssertEqual(source.itemIdentifier(for: IndexPath(item: 0, section: 1)), "Leek")
        XCTAssertEqual(source.indexPath(for: "Cherry"), IndexPath(item: 2, section: 0))
        // The configured label shows the text 16 pt in.
        let label = cv.cellForItem(at: IndexPath(item: 0, section: 0))!.contentView.subviews.compactMap {
            $0 as? UILabel
        }.first
        XCTAssertEqual(label?.text, "Apple")
        XCTAssertEqual(label?.frame.minX, 16)
        // Appending an item twice is refused, as UIKit refuses duplicates.
        next.appendItems(["Leek"], toSection: .veg)
        XCTAssertEqual(next.numberOfItems, 4)
    }

    func testATableDiffableDataSource() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let source = UITableViewDiffableDataSource<Section, Int>(tableView: table) { tv, ip, n in
            let c = tv.dequeueReusableCell(withIdentifier: "c", for: ip)
            var content = c.defaultContentConfiguration()
            content.text = "Item \(n)"
            c.contentConfiguration = content
            return c
        }
        var s = NSDiffableDataSourceSnapshot<Section, Int>()
        s.appendSections([.fruit])
        s.appendItems(Array(0..<30))
        source.apply(s)
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 30)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text, "Item 4")
        XCTAssertEqual(
            table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame,
            CGRect(x: 16, y: 17.5 + 4 * 44, width: 343, height: 44))
    }
}
