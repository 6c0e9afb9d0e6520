import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// SEMANTICS.md §17 "Scroll views in the gesture arbiter": a scroll view's
/// `panGestureRecognizer` is arbitrated with the other recognizers under the finger; the
/// rubber band, the spring back, `bounces`, `alwaysBounceVertical`; row taps through
/// hit-testing.
final class ScrollViewArbiterTests: XCTestCase {
    final class Log: NSObject, UIScrollViewDelegate, UITableViewDataSource, UITableViewDelegate {
        var lines: [String] = []
        var times: [Double] = []
        func add(_ s: String) {
            lines.append(s)
            times.append(Stage.current?.now ?? -1)
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { add("willBeginDragging") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            add("didEndDragging(\(decelerate))")
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { add("didEndDecelerating") }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) { add("willEndDragging \(Int(targetContentOffset.pointee.y.rounded()))") }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            add("shouldHighlight \(indexPath.row)")
            return true
        }
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            add("didHighlight \(indexPath.row) \(tableView.cellForRow(at: indexPath)!.isHighlighted)")
        }
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            add("didUnhighlight \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            add("willSelect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            add("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            add("didDeselect \(indexPath.row)")
        }
    }

    /// A 375 x 667 window whose container holds a full-window scroll view of `content`, with
    /// no inset adjustment (offsets start at 0).
    func scene(content: CGSize) -> (UIWindow, UIView, UIScrollView, Log) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let container = UIView(frame: window.bounds)
        window.transitionContainer.addSubview(container)
        let scroll = UIScrollView(frame: container.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = content
        container.addSubview(scroll)
        let log = Log()
        scroll.delegate = log
        return (window, container, scroll, log)
    }

    func offset(_ t: Timeline, _ scroll: UIScrollView, at time: Double) throws -> Double {
        Double(try XCTUnwrap(t.presentation(at: time).root.find(scroll.layer.layerID)).bounds.minY)
    }

    /// Played on the window: the finger 200 pt up in 0.2 s and held to 0.3 s scrolls 100 pt by
    /// 0.1 s and 200 by 0.2; released still (the last segment's velocity is 0) it stays at 200.
    func testAPanOverAScrollViewScrollsItThroughHitTesting() throws {
        let (window, _, scroll, log) = scene(content: CGSize(width: 375, height: 2000))
        let script = try GestureScript(samples: [
            .init(time: 0, location: CGPoint(x: 187, y: 500)), .init(time: 0.2, location: CGPoint(x: 187, y: 300)),
            .init(time: 0.3, location: CGPoint(x: 187, y: 300)),
        ])
        let t = try withExtendedLifetime(log) {
            try Stage(window: window, fps: 60).record { window.playTouch(script) }
        }
        XCTAssertEqual(try offset(t, scroll, at: 0.1), 100, accuracy: 1e-6)
        XCTAssertEqual(try offset(t, scroll, at: 0.2), 200, accuracy: 1e-6)
        XCTAssertEqual(scroll.contentOffset.y, 200, accuracy: 1e-9)
        XCTAssertEqual(log.lines, ["willBeginDragging", "willEndDragging 200", "didEndDragging(false)"])
    }

    /// A flick, 200 pt up in 0.2 s (1,000 pt/s, 1 pt/ms): after the lift the content decays
    /// to 200 + 1 / (1 - 0.998) = 700, inside the range (2000 - 667 = 1333).
    func testAReleasedFlickDecelerates() throws {
        let (window, _, scroll, log) = scene(content: CGSize(width: 375, height: 2000))
        let script = try GestureScript.drag(
            from: CGPoint(x: 187, y: 600), to: CGPoint(x: 187, y: 400), duration: 0.2)
        _ = try withExtendedLifetime(log) {
            try Stage(window: window, fps: 60).record { window.playTouch(script) }
        }
        XCTAssertEqual(scroll.contentOffset.y, 700, accuracy: 1e-6)
        XCTAssertEqual(
            log.lines, ["willBeginDragging", "willEndDragging 700", "didEndDragging(true)", "didEndDecelerating"])
    }

    /// Arbitration: a sideways drag over a scroll view that only scrolls vertically is not its
    /// pan's (UIKit refuses it): the container's own pan gets it and the content stays. A
    /// vertical drag is the scroll view's (the deeper view's recognizer first): the
    /// container's pan fails. A drag from the left edge goes to a screen-edge pan, which
    /// the scroll pan waits for, even over content that scrolls both ways.
    func testTheScrollPanIsArbitratedWithTheOtherRecognizers() throws {
        let (window, container, scroll, log) = scene(content: CGSize(width: 375, height: 2000))
        var containerPan: [UIGestureRecognizer.State] = []
        container.addGestureRecognizer(UIPanGestureRecognizer(handler: { containerPan.append($0.state) }))
        let sideways = try GestureScript.drag(
            from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 310), duration: 0.2)
        _ = try Stage(window: window, fps: 60).record { window.playTouch(sideways) }
        XCTAssertEqual(containerPan.first, .began)
        XCTAssertEqual(containerPan.last, .ended)
        XCTAssertEqual(scroll.contentOffset, .zero)
        containerPan = []
        let vertical = try GestureScript.drag(
            from: CGPoint(x: 187, y: 500), to: CGPoint(x: 190, y: 400), duration: 0.2)
        _ = try Stage(window: window, fps: 60).record { window.playTouch(vertical) }
        XCTAssertEqual(containerPan, [], "the container's pan failed")
        XCTAssertGreaterThan(scroll.contentOffset.y, 100)
        // Both ways, with an edge pan on the container.
        let (window2, container2, scroll2, _) = scene(content: CGSize(width: 2000, height: 2000))
        var edge: [UIGestureRecognizer.State] = []
        let edgePan = UIScreenEdgePanGestureRecognizer(handler: { edge.append($0.state) })
        edgePan.edges = .left
        container2.addGestureRecognizer(edgePan)
        let fromEdge = try GestureScript.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2)
        _ = try Stage(window: window2, fps: 60).record { window2.playTouch(fromEdge) }
        XCTAssertEqual(edge.first, .began)
        XCTAssertEqual(scroll2.contentOffset, .zero)
        _ = log
    }

    /// Dragged 100 pt down from the top (held still at the end): the rubber band gives
    /// (1 - 1 / (100 x 0.55 / 667 + 1)) x 667 = (1 - 1 / 1.0824588) x 667 = 50.8107 past the
    /// edge, offset -50.8107. Released at 0.3 s with no velocity, it springs back critically
    /// damped with w = 2 pi / 0.4 = 15.70796: 0.1 s later x = x0 (1 + w t) e^(-w t) =
    /// -50.8107 x 2.570796 x 0.2078796 = -27.1541; it ends at 0 (didEndDecelerating).
    func testTheRubberBandAndTheSpringBack() throws {
        let (window, _, scroll, log) = scene(content: CGSize(width: 375, height: 2000))
        let pull = try GestureScript(samples: [
            .init(time: 0, location: CGPoint(x: 187, y: 300)), .init(time: 0.2, location: CGPoint(x: 187, y: 400)),
            .init(time: 0.3, location: CGPoint(x: 187, y: 400)),
        ])
        let t = try withExtendedLifetime(log) {
            try Stage(window: window, fps: 60).record { window.playTouch(pull) }
        }
        XCTAssertEqual(try offset(t, scroll, at: 0.3), -50.8107, accuracy: 1e-3)
        XCTAssertEqual(try offset(t, scroll, at: 0.4), -27.1541, accuracy: 1e-3)
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertEqual(
            log.lines, ["willBeginDragging", "willEndDragging 0", "didEndDragging(true)", "didEndDecelerating"])
        // Without bounces the content stops at the edge.
        scroll.bounces = false
        let t2 = try Stage(window: window, fps: 60).record { window.playTouch(pull) }
        XCTAssertEqual(try offset(t2, scroll, at: 0.3), 0)
    }

    /// Content shorter than the bounds does not move vertically, unless alwaysBounceVertical:
    /// then 100 pt down rubber-bands to -50.8107 as above (the range is 0 ... 0).
    func testAlwaysBounceVertical() throws {
        let (window, _, scroll, _) = scene(content: CGSize(width: 375, height: 300))
        let pull = try GestureScript(samples: [
            .init(time: 0, location: CGPoint(x: 187, y: 300)), .init(time: 0.2, location: CGPoint(x: 187, y: 400)),
            .init(time: 0.3, location: CGPoint(x: 187, y: 400)),
        ])
        let t = try Stage(window: window, fps: 60).record { window.playTouch(pull) }
        XCTAssertEqual(try offset(t, scroll, at: 0.3), 0)
        scroll.alwaysBounceVertical = true
        let t2 = try Stage(window: window, fps: 60).record { window.playTouch(pull) }
        XCTAssertEqual(try offset(t2, scroll, at: 0.3), -50.8107, accuracy: 1e-3)
    }

    /// A tap on a table's row through hit-testing: rows are 44 pt, so (187, 110) is row 2.
    /// At touch down the row is highlighted (shouldHighlight, didHighlight with the cell
    /// highlighted); when the finger lifts 0.05 s later: willSelect, didUnhighlight, then
    /// didSelect. A second tap (via `tapRow`, now a tap at the row's centre) deselects row 2
    /// for row 5, telling the delegate.
    func testRowTapsGoThroughHitTesting() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let log = Log()
        table.dataSource = log
        table.delegate = log
        window.transitionContainer.addSubview(table)
        table.layoutIfNeeded()
        try withExtendedLifetime(log) {
            _ = try Stage(window: window, fps: 60).record {
                window.playTaps(try! TapScript.taps(at: CGPoint(x: 187, y: 110), count: 1))
            }
            XCTAssertEqual(
                log.lines,
                ["shouldHighlight 2", "didHighlight 2 true", "willSelect 2", "didUnhighlight 2", "didSelect 2"])
            XCTAssertEqual(log.times[0], 0, accuracy: 1e-9)
            XCTAssertEqual(log.times[4], TapScript.tapDuration, accuracy: 1e-9)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted, false)
            log.lines = []
            _ = try Stage(window: window, fps: 60).record { table.tapRow(at: IndexPath(row: 5, section: 0)) }
            XCTAssertEqual(
                log.lines,
                [
                    "shouldHighlight 5", "didHighlight 5 true", "willSelect 5", "didUnhighlight 5", "didDeselect 2",
                    "didSelect 5",
                ])
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 5, section: 0))
        }
    }

    /// The indicators while a pan scrolls 200 pt of 2,000 (held still from 0.2 to 0.3 s, then
    /// lifted): one vertical bar (the content is not wider than the bounds), 3 pt wide, 3 pt in
    /// from the right edge: x 369 ... 372. Its track is 667 - 2 x 3 = 661 pt, its length 661 x
    /// 667 / 2000 = 220.4435; at 0.1 s the offset is 100 of the range 0 ... 1333, so it starts
    /// 100 + 3 + (100 / 1333) x (661 - 220.4435) = 103 + 33.05 = 136.05 (in the scroll view's
    /// bounds: on screen 36.05 from the top), its centre at y = 136.05 + 110.22175. Lifted
    /// still at 0.3 s it fades over 0.25 s, ease in and out: opacity 0.5 at 0.425 s, gone by 0.6.
    func testIndicatorsShowWhileScrollingAndFadeOut() throws {
        let (window, _, scroll, _) = scene(content: CGSize(width: 375, height: 2000))
        let script = try GestureScript(samples: [
            .init(time: 0, location: CGPoint(x: 187, y: 500)), .init(time: 0.2, location: CGPoint(x: 187, y: 300)),
            .init(time: 0.3, location: CGPoint(x: 187, y: 300)),
        ])
        XCTAssertFalse(scroll.subviews.contains { $0.accessibilityIdentifier == "scroll.indicator" }, "none at rest")
        let t = try Stage(window: window, fps: 60).record { window.playTouch(script) }
        let bar = try t.layer("scroll.indicator", at: 0.1)
        XCTAssertEqual(bar.bounds.size.width, 3)
        XCTAssertEqual(bar.bounds.size.height, 220.4435, accuracy: 1e-9)
        XCTAssertEqual(bar.position.x, 370.5, accuracy: 1e-9)
        XCTAssertEqual(bar.position.y, 136.05 + 110.22175, accuracy: 1e-6)
        XCTAssertEqual(bar.opacity, 1)
        let scrollLayer = try XCTUnwrap(t.presentation(at: 0.1).root.find(scroll.layer.layerID))
        XCTAssertEqual(scrollLayer.sublayers.filter { $0.name == "scroll.indicator" }.count, 1, "vertical only")
        XCTAssertEqual(try t.layer("scroll.indicator", at: 0.425).opacity, 0.5, accuracy: 1e-6)
        XCTAssertNil(t.presentation(at: 0.6).root.find(named: "scroll.indicator"))
        XCTAssertFalse(scroll.subviews.contains { $0.accessibilityIdentifier == "scroll.indicator" })
        // Hidden by the flag: no bar at all.
        scroll.showsVerticalScrollIndicator = false
        let t2 = try Stage(window: window, fps: 60).record { window.playTouch(script) }
        XCTAssertNil(t2.presentation(at: 0.1).root.find(named: "scroll.indicator"))
    }
}
