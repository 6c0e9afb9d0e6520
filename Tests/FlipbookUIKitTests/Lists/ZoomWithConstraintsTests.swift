import XCTest
@testable import FlipbookUIKit

/// A zoomed view placed by constraints to the content layout guide (SEMANTICS.md §28): the
/// layout keeps it in the zoomed content, its frame the solved one scaled about the content's
/// origin, and the content size the guide's scaled, so a 4032 x 3024 photo zoomed to 0.1 is a
/// 403.2 x 302.4 frame at the origin (not centred at 2016, 1512 off screen).
final class ZoomWithConstraintsTests: XCTestCase {
    final class Zoomer: NSObject, UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    func testTheZoomedViewStaysAtTheContentsOrigin() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let photo = UIView()
        photo.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(photo)
        NSLayoutConstraint.activate([
            photo.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            photo.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            photo.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            photo.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            photo.widthAnchor.constraint(equalToConstant: 4032),
            photo.heightAnchor.constraint(equalToConstant: 3024),
        ])
        let zoomer = Zoomer(photo)
        scroll.delegate = zoomer
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 4032, height: 3024))
        scroll.minimumZoomScale = 0.1
        scroll.zoomScale = 0.1
        window.setNeedsLayout()
        scroll.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(photo.frame.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(photo.frame.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(photo.frame.width, 403.2, accuracy: 1e-9)
        XCTAssertEqual(photo.frame.height, 302.4, accuracy: 1e-9)
        XCTAssertEqual(photo.bounds.size, CGSize(width: 4032, height: 3024))
        XCTAssertEqual(scroll.contentSize.width, 403.2, accuracy: 1e-9)
        XCTAssertEqual(scroll.contentSize.height, 302.4, accuracy: 1e-9)
    }
}
