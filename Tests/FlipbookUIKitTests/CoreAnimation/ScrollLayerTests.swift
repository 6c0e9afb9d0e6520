import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `CAScrollLayer`, `CALayer.scroll(_:)`, `scrollRectToVisible(_:)`, `visibleRect` and the
/// layers' `convert` (SEMANTICS.md §25), against positions worked by hand: a 100 × 80 point
/// scroll layer at (10, 20) in a root layer, holding a 300 × 200 point content layer at its
/// origin.
final class ScrollLayerTests: XCTestCase {
    private func scene() -> (root: CALayer, scroll: CAScrollLayer, content: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 10, y: 20, width: 100, height: 80)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.addSublayer(scroll)
        scroll.addSublayer(content)
        return (root, scroll, content)
    }

    func testScrollingToAPointMovesTheBoundsOriginOnTheAllowedAxes() {
        let (root, scroll, content) = scene()
        XCTAssertEqual(scroll.scrollMode, .both)
        scroll.scroll(to: CGPoint(x: 50, y: 30))
        XCTAssertEqual(scroll.bounds, CGRect(x: 50, y: 30, width: 100, height: 80))
        XCTAssertEqual(scroll.frame.origin, CGPoint(x: 10, y: 20), "the layer itself stays")
        // The content's point (50, 30) is now at the scroll layer's top left, (10, 20) in the root.
        XCTAssertEqual(content.convert(CGPoint(x: 50, y: 30), to: root), CGPoint(x: 10, y: 20))
        scroll.scrollMode = .vertically
        scroll.scroll(to: CGPoint(x: 0, y: 0))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 50, y: 0))
        scroll.scrollMode = .horizontally
        scroll.scroll(to: CGPoint(x: 0, y: 60))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: 0))
        scroll.scrollMode = .none
        scroll.scroll(to: CGPoint(x: 5, y: 5))
        XCTAssertEqual(scroll.bounds.origin, .zero)
    }

    func testScrollingToARectMovesAsLittleAsItTakes() {
        let (_, scroll, content) = scene()
        // Right of the view (x 150...190): the right edges meet, origin x = 190 − 100 = 90;
        // y 10...40 is already in 0...80, so y stays.
        scroll.scroll(to: CGRect(x: 150, y: 10, width: 40, height: 30))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 90, y: 0))
        // Left of it again (x 20): the left edges meet.
        scroll.scroll(to: CGRect(x: 20, y: 10, width: 10, height: 10))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 20, y: 0))
        // From a sublayer, in its own coordinates: the content layer sits at the scroll
        // layer's origin, so its rectangle (0, 150, 10, 30) needs y = 180 − 80 = 100.
        content.scrollRectToVisible(CGRect(x: 0, y: 150, width: 10, height: 30))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: 100))
        // scroll(_:) from the content: its point (120, 40) becomes the origin.
        content.scroll(CGPoint(x: 120, y: 40))
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 120, y: 40))
        // The part of the content shown: 120...220 by 40...120.
        XCTAssertEqual(content.visibleRect, CGRect(x: 120, y: 40, width: 100, height: 80))
        XCTAssertEqual(CALayer().visibleRect, .zero, "no scroll layer above: the bounds")
    }

    func testLayersConvertPointsAndRectsThroughTheirSuperlayers() {
        let (root, scroll, content) = scene()
        XCTAssertEqual(content.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 15, y: 25))
        XCTAssertEqual(root.convert(CGPoint(x: 15, y: 25), to: content), CGPoint(x: 5, y: 5))
        XCTAssertEqual(content.convert(CGPoint(x: 15, y: 25), from: root), CGPoint(x: 5, y: 5))
        // A quarter turn of the scroll layer about its centre (60, 60) in the root.
        scroll.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        // Its top-left corner (0, 0) is (−50, −40) from the centre; (x, y) → (−y, x) turns it to
        // (40, −50), so it lands at (60 + 40, 60 − 50) = (100, 10).
        let corner = scroll.convert(CGPoint.zero, to: root)
        XCTAssertEqual(corner.x, 100, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 10, accuracy: 1e-9)
        let box = scroll.convert(scroll.bounds, to: root)
        XCTAssertEqual(box.width, 80, accuracy: 1e-9)
        XCTAssertEqual(box.height, 100, accuracy: 1e-9)
        XCTAssertEqual(root.convert(box, to: scroll).width, 100, accuracy: 1e-9)
        XCTAssertEqual(scroll.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: nil).width, 1, accuracy: 1e-9)
    }
}
