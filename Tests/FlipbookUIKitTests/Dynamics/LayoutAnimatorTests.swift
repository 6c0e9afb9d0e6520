import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `UIDynamicAnimator(collectionViewLayout:)` (SEMANTICS.md §24), with the springy flow
/// layout apps write: each item's attributes on a spring to where the flow layout put them,
/// the layout answering from the animator, and the springs pulled along when the collection
/// scrolls (`shouldInvalidateLayout(forBoundsChange:)`).
final class LayoutAnimatorTests: XCTestCase {
    final class SpringyLayout: UICollectionViewFlowLayout {
        lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
        var boundsChanges: [CGFloat] = []

        override func prepare() {
            super.prepare()
            guard animator.behaviors.isEmpty else { return }
            let all = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))
            for item in all ?? [] {
                let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
                spring.length = 0
                spring.damping = 1
                spring.frequency = 2
                animator.addBehavior(spring)
            }
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator.layoutAttributesForCell(at: indexPath)
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            // The old bounds are still the collection's while it asks.
            boundsChanges.append(newBounds.minY - collectionView!.bounds.minY)
            return false
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    func testCellsSitOnTheirSpringsAndANudgedOneSpringsBack() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = SpringyLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        layout.minimumLineSpacing = 10
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let items = Items()
        collection.dataSource = items
        window.addSubview(collection)
        let stage = Stage(window: window)
        stage.endTime = 3
        let timeline = try stage.record {
            collection.layoutIfNeeded()
            stage.schedule(at: 0.5, "nudge") {
                let first = layout.animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0))!
                first.center.x += 30
                layout.animator.updateItem(usingCurrentState: first)
            }
        }
        // Five items, 40 tall with 10 between them, centred across 320 points: item 2 at
        // y 100...140, x 10...310; all five are the animator's items.
        XCTAssertEqual(layout.animator.items(in: collection.bounds).count, 5)
        let cell0 = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let cell2 = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        func x(_ cell: UIView, _ t: Double) throws -> Double {
            try XCTUnwrap(timeline.presentation(at: t).root.find(cell.layer.layerID)).position.x
        }
        XCTAssertEqual(try x(cell2, 0.4), 160, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(timeline.presentation(at: 0.4).root.find(cell2.layer.layerID)).position.y, 120)
        // Nudged 30 right at 0.5 s: a critically damped 2 Hz spring brings it most of the way
        // back in a quarter second (30 (1 + ωt) e^(−ωt) = 6.0 points at t = 0.25, ω = 4π) and
        // home by 3 s; the others stay.
        XCTAssertEqual(try x(cell0, 0.5), 160, accuracy: 1e-9, "laid out again at the next frame")
        XCTAssertGreaterThan(try x(cell0, 0.5 + 1.0 / 60), 185)
        XCTAssertEqual(try x(cell0, 0.75) - 160, 30 * (1 + 4 * .pi * 0.25) * exp(-4 * .pi * 0.25), accuracy: 2.5)
        XCTAssertEqual(try x(cell0, 3), 160, accuracy: 0.5)
        XCTAssertEqual(try x(cell2, 1), 160, accuracy: 1e-9)
        // A scroll asks the layout with the new bounds while the collection has the old.
        let before = collection.contentOffset.y
        collection.contentOffset = CGPoint(x: 0, y: before + 25)
        XCTAssertEqual(layout.boundsChanges.last, 25)
    }
}
