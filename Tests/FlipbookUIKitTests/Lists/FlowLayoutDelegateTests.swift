import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A flow layout delegate written as for iOS: full-height cards, per-section insets,
/// spacings and header size, non-optional results as UIKit declares them.
private final class Cards: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var itemSize = CGSize(width: 300, height: 200)
    var inset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    var lineSpacing: CGFloat = 12
    var interitemSpacing: CGFloat = 20
    var header = CGSize(width: 40, height: 30)
    var count = 3
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { itemSize }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { inset }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { lineSpacing }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { interitemSpacing }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { header }
}

final class FlowLayoutDelegateTests: XCTestCase {
    private func collection(_ layout: UICollectionViewFlowLayout, _ source: Cards, _ size: CGSize) -> UICollectionView {
        let cv = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        cv.dataSource = source
        cv.delegate = source
        cv.layoutIfNeeded()
        return cv
    }

    private func frame(_ layout: UICollectionViewLayout, _ item: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// Horizontal scrolling: a line is a column filled top to bottom, columns go left to
    /// right `minimumLineSpacing` apart, the header is `referenceSize`'s width wide at the
    /// section's start (Apple's Collection View Programming Guide, "Using the Flow Layout":
    /// in a horizontally scrolling flow layout lines are columns, and only the header's width
    /// counts). Full-height 300 x 200 cards in a 375 x 200 collection sit side by side: the
    /// 40-point header, the 16-point inset, then x = 56, 368, 680, each the full height; the
    /// content is 40 + 16 + 3 x 300 + 2 x 12 + 16 = 996 wide.
    func testHorizontalCardsFromTheDelegateSitSideBySide() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let cards = Cards()
        let cv = collection(layout, cards, CGSize(width: 375, height: 200))
        XCTAssertEqual(frame(layout, 0), CGRect(x: 56, y: 0, width: 300, height: 200))
        XCTAssertEqual(frame(layout, 1), CGRect(x: 368, y: 0, width: 300, height: 200))
        XCTAssertEqual(frame(layout, 2), CGRect(x: 680, y: 0, width: 300, height: 200))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 996, height: 200))
        let header = try XCTUnwrap(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 40, height: 200))
        XCTAssertEqual(cv.visibleCells.count, 2, "the first two cards meet the 375-point bounds")
    }

    /// Vertical scrolling with the delegate's spacing: 100-point squares with at least 20
    /// between them fit three to a 375-point line, and a full line spreads its leftover space
    /// between its items (same guide, "Specifying the Space Between Items and Lines"): x = 0,
    /// 137.5, 275; the next line one 12-point line spacing below, under a 30-point header.
    func testVerticalSpacingFromTheDelegate() {
        let layout = UICollectionViewFlowLayout()
        let cards = Cards()
        cards.itemSize = CGSize(width: 100, height: 100)
        cards.inset = .zero
        cards.count = 4
        _ = collection(layout, cards, CGSize(width: 375, height: 667))
        XCTAssertEqual(frame(layout, 0), CGRect(x: 0, y: 30, width: 100, height: 100))
        XCTAssertEqual(frame(layout, 1), CGRect(x: 137.5, y: 30, width: 100, height: 100))
        XCTAssertEqual(frame(layout, 2), CGRect(x: 275, y: 30, width: 100, height: 100))
        XCTAssertEqual(frame(layout, 3), CGRect(x: 0, y: 142, width: 100, height: 100))
    }

    /// `estimatedItemSize = UICollectionViewFlowLayout.automaticSize`: each cell is its
    /// content's Auto Layout size (a 120 x 30 box pinned to the content view's edges gives a
    /// 120 x 30 item), laid out in lines as any item, scrolling sideways too.
    func testAutomaticSizeSizesCellsToTheirContent() {
        final class Chip: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.topAnchor.constraint(equalTo: contentView.topAnchor),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    box.widthAnchor.constraint(equalToConstant: 120),
                    box.heightAnchor.constraint(equalToConstant: 30),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Chips: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
            }
        }
        for direction in [UICollectionView.ScrollDirection.vertical, .horizontal] {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = direction
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 50), collectionViewLayout: layout)
            cv.register(Chip.self, forCellWithReuseIdentifier: "chip")
            let chips = Chips()
            cv.dataSource = chips
            cv.layoutIfNeeded()
            for i in 0..<3 { XCTAssertEqual(frame(layout, i)?.size, CGSize(width: 120, height: 30), "\(direction)") }
            // Vertically two chips fit a 375-point line (the last line keeps the 10-point
            // spacing, left-aligned); sideways one 30-point chip fits the 50-point column.
            if direction == .vertical {
                XCTAssertEqual(frame(layout, 2)?.origin, CGPoint(x: 0, y: 40))
            } else {
                XCTAssertEqual(frame(layout, 1)?.origin, CGPoint(x: 130, y: 10))
            }
        }
    }

    /// A delegate that does not answer a method gets the layout's property.
    func testUnansweredMethodsUseTheLayoutsProperties() {
        final class Plain: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 7, bottom: 0, right: 0)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        let plain = Plain()
        cv.dataSource = plain
        cv.delegate = plain
        cv.layoutIfNeeded()
        XCTAssertEqual(frame(layout, 0), CGRect(x: 7, y: 5, width: 80, height: 60))
        XCTAssertEqual(frame(layout, 1), CGRect(x: 97, y: 5, width: 80, height: 60), "10-point default spacing")
    }
}
