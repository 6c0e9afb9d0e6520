import FlipbookUIKit
import XCTest

/// `zoom(to:animated:)` (SEMANTICS.md §28.5).
final class ZoomToRectTests: XCTestCase {
    final class Zoomer: UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    private func make() -> (UIScrollView, Zoomer) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.addSubview(content)
        scroll.contentSize = content.bounds.size
        scroll.minimumZoomScale = 0.1
        scroll.maximumZoomScale = 4
        let z = Zoomer(content)
        scroll.delegate = z
        return (scroll, z)
    }

    func testRectFillsTheBoundsAndIsCentred() {
        let (scroll, z) = make()
        scroll.zoom(to: CGRect(x: 100, y: 100, width: 50, height: 50), animated: false)
        // Fits when min(100 / 50, 200 / 50) = 2; centre (125, 125) × 2 = (250, 250) less half the
        // bounds (50, 100).
        XCTAssertEqual(scroll.zoomScale, 2)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 800, height: 800))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 200, y: 150))
        _ = z
    }

    func testScaleIsClampedAndOffsetStaysInRange() {
        let (scroll, z) = make()
        // 100 / 10 = 10 is above the maximum 4; centre (5, 5) × 4 - (50, 100) is clamped to 0.
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        XCTAssertEqual(scroll.zoomScale, 4)
        XCTAssertEqual(scroll.contentOffset, .zero)
        // The whole 400 × 400 content: min(100 / 400, 200 / 400) = 0.25.
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 400, height: 400), animated: false)
        XCTAssertEqual(scroll.zoomScale, 0.25)
        // A point zooms to the maximum.
        scroll.zoom(to: CGRect(x: 200, y: 200, width: 0, height: 0), animated: false)
        XCTAssertEqual(scroll.zoomScale, 4)
        // 1600 × 1600 content: centre 800 less (50, 100).
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 750, y: 700))
        _ = z
    }

    func testBadRectsAndNoZoomingViewChangeNothing() {
        let (scroll, z) = make()
        scroll.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: false)
        scroll.zoom(to: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), animated: false)
        scroll.zoom(to: CGRect(x: 0, y: 0, width: -10, height: 10), animated: false)
        XCTAssertEqual(scroll.zoomScale, 1)
        XCTAssertEqual(scroll.contentOffset, .zero)
        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        plain.maximumZoomScale = 3
        plain.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        XCTAssertEqual(plain.zoomScale, 1)
        _ = z
    }
}
