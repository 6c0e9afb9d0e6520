import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// UIScrollView: offsets as the bounds origin, insets, zoom, and pan scripts decelerating
/// by UIKit's documented rates (SEMANTICS.md §17 "Scroll views, tables and collections").
final class ScrollViewTests: XCTestCase {
    final class Recorder: UIScrollViewDelegate {
        var offsets: [(time: Double, y: CGFloat, x: CGFloat)] = []
        var events: [String] = []
        var zoomView: UIView?
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            offsets.append((Stage.current?.now ?? -1, scrollView.contentOffset.y, scrollView.contentOffset.x))
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("begin") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("end \(decelerate)")
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("stopped") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("animation ended") }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    }

    func testOffsetIsTheBoundsOriginAndSubviewsMoveTheOtherWay() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(scroll.clipsToBounds)
        let child = UIView(frame: CGRect(x: 10, y: 200, width: 20, height: 20))
        scroll.addSubview(child)
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: 150))
        // The child at y 200 in content shows at 200 - 150 = 50 in the scroll view's frame.
        XCTAssertEqual(child.convert(child.bounds, to: nil).minY, 50)
        // Largest offset: contentSize.height - bounds.height = 900.
        XCTAssertEqual(scroll.offsetRange.max.y, 900)
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
        XCTAssertEqual(scroll.offsetRange.min.y, -10)
        XCTAssertEqual(scroll.offsetRange.max.y, 930)
        // Non-finite offsets are refused.
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        XCTAssertEqual(scroll.contentOffset.y, 150)
    }

    func testAutomaticAdjustmentAddsTheSafeArea() {
        // The default window's safe area is 20 pt at the top (SEMANTICS.md §15).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        let top = window.safeAreaInsets.top
        XCTAssertEqual(scroll.adjustedContentInset.top, 5 + top)
        scroll.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scroll.adjustedContentInset.top, 5)
        // `.scrollableAxes`: content no taller than the bounds does not scroll vertically.
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        XCTAssertEqual(scroll.adjustedContentInset.top, 5)
        scroll.contentSize = CGSize(width: 375, height: 2000)
        XCTAssertEqual(scroll.adjustedContentInset.top, 5 + top)
    }

    func testZoomScalesTheDelegatesView() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scroll.addSubview(image)
        let d = Recorder()
        d.zoomView = image
        scroll.delegate = d
        scroll.minimumZoomScale = 1; scroll.maximumZoomScale = 3
        scroll.zoomScale = 2
        // 100 x 50 at scale 2: content 200 x 100, the view's frame at the origin.
        XCTAssertEqual(scroll.contentSize, CGSize(width: 200, height: 100))
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        scroll.zoomScale = 10
        XCTAssertEqual(scroll.zoomScale, 3, "clamped to maximumZoomScale")
    }

    private func stageWithScroll(_ configure: (UIScrollView) -> Void) -> (Stage, UIScrollView, Recorder) {
        let stage = Stage(size: CGSize(width: 375, height: 667))
        let scroll = UIScrollView(frame: stage.window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 5000)
        configure(scroll)
        stage.window.addSubview(scroll)
        let d = Recorder()
        scroll.delegate = d
        return (stage, scroll, d)
    }

    func testAPanScriptDragsThenDeceleratesByTheNormalRatePerMillisecond() throws {
        let (stage, scroll, d) = stageWithScroll { _ in }
        // The finger moves up 100 pt in 0.1 s: the content follows (offset 100 at 0.1 s) and
        // is released at 1000 pt/s = 1 pt/ms.
        let script = try GestureScript.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 400), duration: 0.1)
        _ = try stage.record { scroll.play(script) }
        XCTAssertEqual(d.events, ["begin", "end true", "stopped"])
        // At 0.05 s (frame 3) the finger is halfway: offset 50.
        let at = { (t: Double) in d.offsets.first { abs($0.time - t) < 1e-9 }?.y }
        XCTAssertEqual(Double(at(0.05) ?? -1), 50, accuracy: 1e-9)
        XCTAssertEqual(Double(at(0.1) ?? -1), 100, accuracy: 1e-9)
        // 100 ms after release: v (1 - r^n) / (1 - r) = (1 - 0.998^100) / 0.002
        // = (1 - 0.8185668) / 0.002 = 90.7166 pt past 100.
        XCTAssertEqual(Double(at(0.2) ?? -1), 190.7166, accuracy: 1e-3)
        // At rest: v / (1 - r) = 1 / 0.002 = 500 pt past 100, reached when what is left,
        // r^n / 0.002, is under 0.25 pt: n > ln(0.0005) / ln(0.998) = 3796.6 ms, the frame
        // at 3800 ms after release (0.1 + 3.8 = 3.9 s).
        XCTAssertEqual(Double(scroll.contentOffset.y), 600, accuracy: 1e-9)
        XCTAssertEqual(d.offsets.last!.time, 3.9, accuracy: 1e-9)
        XCTAssertFalse(scroll.isDecelerating)
    }

    func testTheFastRateStopsSooner() throws {
        let (stage, scroll, d) = stageWithScroll { $0.decelerationRate = .fast }
        let script = try GestureScript.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 400), duration: 0.1)
        _ = try stage.record { scroll.play(script) }
        // 1 / (1 - 0.99) = 100 pt past 100; 100 ms after release (1 - 0.99^100) / 0.01
        // = (1 - 0.3660323) / 0.01 = 63.3968; rest after ln(0.0025) / ln(0.99) = 596.1 ms,
        // the frame at 600 ms.
        XCTAssertEqual(Double(scroll.contentOffset.y), 200, accuracy: 1e-9)
        XCTAssertEqual(Double(d.offsets.first { abs($0.time - 0.2) < 1e-9 }?.y ?? -1), 163.3968, accuracy: 1e-3)
        XCTAssertEqual(d.offsets.last!.time, 0.7, accuracy: 1e-9)
    }

    func testDecelerationStopsAtTheEdge() throws {
        let (stage, scroll, _) = stageWithScroll { $0.contentSize = CGSize(width: 375, height: 800) }
        let script = try GestureScript.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 400), duration: 0.1)
        _ = try stage.record { scroll.play(script) }
        // The largest offset is 800 - 667 = 133.
        XCTAssertEqual(scroll.contentOffset.y, 133)
    }

    func testPagingSnapsToPages() throws {
        let stage = Stage(size: CGSize(width: 375, height: 667))
        let scroll = UIScrollView(frame: stage.window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375 * 3, height: 667)
        scroll.isPagingEnabled = true
        stage.window.addSubview(scroll)
        // A slow drag of 100 pt (0.2 pt/ms) settles back on the nearest page, 0.
        let slow = try GestureScript.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.5)
        _ = try stage.record { scroll.play(slow) }
        XCTAssertEqual(scroll.contentOffset.x, 0)
        // A flick of 100 pt in 0.1 s (1 pt/ms) turns to the next page, 375.
        let flick = try GestureScript.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.1)
        _ = try stage.record { scroll.play(flick) }
        XCTAssertEqual(scroll.contentOffset.x, 375)
    }

    func testAnimatedOffsetEasesOverAThirdOfASecond() throws {
        let (stage, scroll, d) = stageWithScroll { _ in }
        _ = try stage.record { scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true) }
        XCTAssertEqual(scroll.contentOffset.y, 300)
        XCTAssertEqual(d.events, ["animation ended"])
        // Ease-out cubic over 0.3 s: at 0.1 s, u = 1/3, 1 - (2/3)^3 = 19/27: 300 x 19/27 = 211.11.
        XCTAssertEqual(Double(d.offsets.first { abs($0.time - 0.1) < 1e-9 }?.y ?? -1), 211.111, accuracy: 1e-3)
        XCTAssertEqual(d.offsets.last!.time, 0.3, accuracy: 1e-9)
        // Scroll disabled: a pan script does nothing.
        scroll.isScrollEnabled = false
        _ = try stage.record {
            scroll.play(try! GestureScript.drag(from: .zero, to: CGPoint(x: 0, y: -50), duration: 0.1))
        }
        XCTAssertEqual(scroll.contentOffset.y, 300)
    }
}
