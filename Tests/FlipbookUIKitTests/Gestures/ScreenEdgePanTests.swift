import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `UIScreenEdgePanGestureRecognizer.edges` (SEMANTICS.md §7): a touch that starts within
/// `edgeRegionSize` (20 points) of a named edge of the screen begins the pan; any other touch
/// fails it, and the other recognizers that see the touch may begin.
final class ScreenEdgePanTests: XCTestCase {
    private final class Screen: NSObject {
        var began: [String] = []
        func edge(_ g: UIScreenEdgePanGestureRecognizer) { if g.state == .began { began.append("edge") } }
        func pan(_ g: UIPanGestureRecognizer) { if g.state == .began { began.append("pan") } }
    }

    /// A 375 x 667 window whose container carries a left-edge pan.
    private func window(edges: UIRectEdge, plainPan: Bool = false) -> (
        UIWindow, Screen, UIScreenEdgePanGestureRecognizer
    ) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let screen = Screen()
        let edge = UIScreenEdgePanGestureRecognizer(target: screen, action: Screen.edge)
        edge.edges = edges
        window.transitionContainer.addGestureRecognizer(edge)
        if plainPan {
            window.transitionContainer.addGestureRecognizer(UIPanGestureRecognizer(target: screen, action: Screen.pan))
        }
        return (window, screen, edge)
    }

    private func drag(_ window: UIWindow, from: CGPoint, to: CGPoint) throws {
        let script = try GestureScript.drag(from: from, to: to, duration: 0.3)
        _ = try Stage(window: window, fps: 60).record { window.playTouch(script) }
    }

    func testATouchFromTheMiddleDoesNotBeginALeftEdgePan() throws {
        let (window, screen, edge) = window(edges: .left)
        // x = 187.5 is 187.5 points from the left edge, far outside the 20-point region.
        try drag(window, from: CGPoint(x: 187.5, y: 300), to: CGPoint(x: 300, y: 300))
        XCTAssertEqual(screen.began, [])
        XCTAssertEqual(edge.state, .failed)
    }

    func testATouchFromTheLeftEdgeBegins() throws {
        for x in [0.0, 5, 19.5] {
            let (window, screen, _) = window(edges: .left)
            try drag(window, from: CGPoint(x: x, y: 300), to: CGPoint(x: 300, y: 300))
            XCTAssertEqual(screen.began, ["edge"], "from x = \(x)")
        }
        // Just outside: 20.5 points in.
        let (window, screen, _) = window(edges: .left)
        try drag(window, from: CGPoint(x: 20.5, y: 300), to: CGPoint(x: 300, y: 300))
        XCTAssertEqual(screen.began, [])
    }

    func testOnlyTheNamedEdgesCount() throws {
        // Right edge of a 375-wide screen: x >= 355. Bottom of a 667-high screen: y >= 647.
        let cases: [(UIRectEdge, CGPoint, Bool)] = [
            (.right, CGPoint(x: 370, y: 300), true),
            (.right, CGPoint(x: 2, y: 300), false),
            (.left, CGPoint(x: 370, y: 300), false),
            (.bottom, CGPoint(x: 200, y: 660), true),
            (.top, CGPoint(x: 200, y: 3), true),
            (.top, CGPoint(x: 200, y: 660), false),
            ([.left, .right], CGPoint(x: 370, y: 300), true),
            (.all, CGPoint(x: 200, y: 300), false),
            ([], CGPoint(x: 0, y: 300), false),
        ]
        for (edges, start, begins) in cases {
            let (window, screen, _) = window(edges: edges)
            try drag(window, from: start, to: CGPoint(x: 187, y: 330))
            XCTAssertEqual(screen.began, begins ? ["edge"] : [], "edges \(edges.rawValue) from \(start)")
        }
    }

    func testAFailedEdgePanLetsAnotherRecognizerBegin() throws {
        // The plain pan requires nothing; the edge pan fails at once from the middle, so the
        // plain pan recognizes alone (the exclusivity rule no longer holds it back).
        let (window, screen, edge) = window(edges: .left, plainPan: true)
        try drag(window, from: CGPoint(x: 187.5, y: 300), to: CGPoint(x: 300, y: 300))
        XCTAssertEqual(screen.began, ["pan"])
        XCTAssertEqual(edge.state, .failed)
    }

    func testPlayingOnTheRecognizerItselfChecksTheEdgeToo() throws {
        let (window, screen, edge) = window(edges: .left)
        let middle = try GestureScript.drag(from: CGPoint(x: 187.5, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.3)
        _ = try Stage(window: window, fps: 60).record { edge.play(middle) }
        XCTAssertEqual(screen.began, [])
        XCTAssertEqual(edge.state, .failed)
        let fromEdge = try GestureScript.drag(from: CGPoint(x: 0, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.3)
        _ = try Stage(window: window, fps: 60).record { edge.play(fromEdge) }
        XCTAssertEqual(screen.began, ["edge"])
    }
}
