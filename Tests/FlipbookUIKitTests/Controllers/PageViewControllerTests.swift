import FlipbookCore
import XCTest

@testable import FlipbookUIKit

/// `UIPageViewController` (SEMANTICS.md §30): pages, turns on the stage's clock, the data
/// source, the delegate and the page indicator.
final class PageViewControllerTests: XCTestCase {
    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages = (0..<3).map { i -> UIViewController in
            let vc = UIViewController()
            vc.title = "page \(i)"
            return vc
        }
        var count = 3
        var calls: [String] = []
        func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController)
            -> UIViewController?
        {
            guard let i = pages.firstIndex(where: { $0 === vc }), i > 0 else { return nil }
            return pages[i - 1]
        }
        func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController)
            -> UIViewController?
        {
            guard let i = pages.firstIndex(where: { $0 === vc }), i + 1 < pages.count else { return nil }
            return pages[i + 1]
        }
        func presentationCount(for p: UIPageViewController) -> Int { count }
        func presentationIndex(for p: UIPageViewController) -> Int { 0 }
        func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
            calls.append("will \(pending.first?.title ?? "")")
        }
        func pageViewController(
            _ p: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
            transitionCompleted completed: Bool
        ) {
            calls.append("did \(finished) \(previousViewControllers.first?.title ?? "") \(completed)")
        }
    }

    private func make(
        _ style: UIPageViewController.TransitionStyle = .scroll, options: [UIPageViewController.OptionsKey: Any]? = nil
    ) -> (UIWindow, UIPageViewController, Pages) {
        let source = Pages()
        let pvc = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: options)
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = pvc
        window.layoutIfNeeded()
        return (window, pvc, source)
    }

    func testTheShownPageFillsTheViewAsAChild() {
        let (_, pvc, source) = make()
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[0])
        XCTAssertTrue(source.pages[0].parent === pvc)
        XCTAssertEqual(source.pages[0].view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(pvc.spineLocation, .none, "the scroll style has no spine")
        XCTAssertEqual(
            UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal).spineLocation, .min)
    }

    /// The new page slides in from the right while the old one leaves to the left, by the
    /// view's width over 0.3 s with ease in-out: at 0.15 s (half the time, half the way on a
    /// symmetric curve) each is 187.5 pt from its place.
    func testAnimatedForwardTurnSlidesByTheWidth() throws {
        let (window, pvc, source) = make()
        var done: Bool?
        let t = try Stage(window: window, fps: 60).record {
            pvc.setViewControllers([source.pages[1]], direction: .forward, animated: true) { done = $0 }
        }
        let mid = t.presentation(at: 0.15).root
        let new = try XCTUnwrap(mid.find(source.pages[1].view.layer.layerID))
        let old = try XCTUnwrap(mid.find(source.pages[0].view.layer.layerID))
        XCTAssertEqual(new.transform.m41, 187.5, accuracy: 1e-6)
        XCTAssertEqual(old.transform.m41, -187.5, accuracy: 1e-6)
        XCTAssertEqual(done, true)
        XCTAssertNil(source.pages[0].parent, "the old page leaves the containment")
        XCTAssertNil(source.pages[0].view.superview)
        XCTAssertNil(t.presentation(at: 0.35).root.find(source.pages[0].view.layer.layerID))
    }

    /// Reverse comes from the left; the inter-page spacing adds to the distance (375 + 10).
    func testReverseTurnWithSpacingComesFromTheLeft() throws {
        let (window, pvc, source) = make(options: [.interPageSpacing: 10.0])
        XCTAssertEqual(pvc.interPageSpacing, 10)
        pvc.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        let t = try Stage(window: window, fps: 60).record {
            pvc.setViewControllers([source.pages[0]], direction: .reverse, animated: true)
        }
        let new = try XCTUnwrap(t.presentation(at: 0.15).root.find(source.pages[0].view.layer.layerID))
        XCTAssertEqual(new.transform.m41, -192.5, accuracy: 1e-6)
    }

    func testTurnPageAsksTheDataSourceTellsTheDelegateAndMovesTheDot() throws {
        let (window, pvc, source) = make()
        XCTAssertEqual(pvc.pageIndicator.numberOfPages, 3)
        XCTAssertFalse(pvc.pageIndicator.isHidden)
        XCTAssertEqual(pvc.pageIndicator.frame.maxY, 667, "on the bottom of the safe area")
        var turned = false
        _ = try Stage(window: window, fps: 60).record { turned = pvc.turnPage(.forward) }
        XCTAssertTrue(turned)
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[1])
        XCTAssertEqual(pvc.pageIndicator.currentPage, 1)
        XCTAssertEqual(source.calls, ["will page 1", "did true page 0 true"])
        XCTAssertFalse(pvc.turnPage(.reverse) && pvc.turnPage(.reverse), "only one page lies before page 1")
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[0])
        XCTAssertFalse(pvc.turnPage(.reverse), "nothing before the first page")
    }

    func testNoIndicatorWithoutACountAndForThePageCurl() {
        let (_, pvc, source) = make()
        source.count = 0
        pvc.dataSource = source
        XCTAssertTrue(pvc.pageIndicator.isHidden)
        let (_, curl, _) = make(.pageCurl)
        XCTAssertTrue(curl.pageIndicator.isHidden)
    }

    func testBadRequestsChangeNothing() {
        let (_, pvc, source) = make(options: [.interPageSpacing: Double.nan])
        XCTAssertEqual(pvc.interPageSpacing, 0, "a NaN spacing is 0")
        pvc.setViewControllers([source.pages[1], source.pages[2]], direction: .forward, animated: false)
        pvc.setViewControllers([], direction: .forward, animated: false)
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[0])
    }
}
