import FlipbookCore
import FlipbookPNG
import FlipbookRender
import XCTest

@testable import FlipbookUIKit

/// A page view controller's scroll turn drawn (SEMANTICS.md §30): half-way through the 0.3 s
/// ease-in-out slide (symmetric, so half the distance), the old red page covers the left
/// half of a 200 x 100 window and the new blue page the right half.
/// FLIPBOOK_RENDER_DUMP=<folder> writes the frames to look at.
final class PageTurnDrawingTests: XCTestCase {
    final class Source: NSObject, UIPageViewControllerDataSource {
        let pages: [UIViewController]
        init(_ pages: [UIViewController]) { self.pages = pages }
        func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController)
            -> UIViewController?
        { vc === pages[1] ? pages[0] : nil }
        func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController)
            -> UIViewController?
        { vc === pages[0] ? pages[1] : nil }
    }

    func testHalfWayThroughAForwardTurn() throws {
        let red = UIViewController(), blue = UIViewController()
        red.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        blue.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let source = Source([red, blue])
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.dataSource = source
        pvc.setViewControllers([red], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.rootViewController = pvc
        let timeline = try Stage(window: window, fps: 20).record { pvc.turnPage(.forward) }
        let job = RenderJob(timeline: timeline, scale: 1, fps: 20)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            for k in 0..<timeline.frameCount(fps: 20) {
                try PNGFile.write(
                    try job.bitmap(ofFrame: k),
                    to: URL(fileURLWithPath: dir).appendingPathComponent(String(format: "page-turn-%02d.png", k)).path)
            }
        }
        let b = try job.bitmap(ofFrame: 3)  // 0.15 s
        func isRed(_ x: Int) -> Bool { let p = b.pixel(x: x, y: 50); return p.r > 250 && p.b < 5 }
        func isBlue(_ x: Int) -> Bool { let p = b.pixel(x: x, y: 50); return p.b > 250 && p.r < 5 }
        XCTAssertTrue(isRed(0))
        XCTAssertTrue(isRed(99))
        XCTAssertTrue(isBlue(100))
        XCTAssertTrue(isBlue(199))
        // The last frame: the blue page alone.
        let end = try job.bitmap(ofFrame: timeline.frameCount(fps: 20) - 1)
        XCTAssertTrue(end.pixel(x: 0, y: 50).b > 250 && end.pixel(x: 0, y: 50).r < 5)
    }
}
