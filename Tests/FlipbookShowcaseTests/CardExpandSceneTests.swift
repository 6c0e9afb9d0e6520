import XCTest
import FlipbookCore
import FlipbookShowcase

/// `card-expand.present` (SCENES.md "Auto Layout"): the frames Auto Layout gives against the
/// hand-worked layout, and the spring between them.
final class CardExpandSceneTests: XCTestCase {
    func header(_ t: Timeline, at time: Double) throws -> CGRect {
        try XCTUnwrap(t.presentation(at: time).root.find(named: "detail.header")).untransformedFrame
    }

    func testTheHeaderGrowsFromTheCardToItsRestingFrame() throws {
        let t = try XCTUnwrap(Showcase.scene(named: "card-expand.present")).record(fps: 60)
        XCTAssertEqual(t.duration, 0.7, accuracy: 1e-9)
        // A's card: the window's safe area starts at 20, the card 72 below it (y = 92), within
        // the root view's 16-point margins (x = 16, width 375 - 32 = 343), 400 high.
        XCTAssertEqual(try header(t, at: 0), CGRect(x: 16, y: 92, width: 343, height: 400))
        // At rest: the full width, 420 high at the top; the body 20 below it.
        XCTAssertEqual(try header(t, at: 0.7), CGRect(x: 0, y: 0, width: 375, height: 420))
        let body = try XCTUnwrap(t.presentation(at: 0.7).root.find(named: "detail.body")).untransformedFrame
        XCTAssertEqual(body.minY, 440)
        XCTAssertEqual(body.minX, 20)
        XCTAssertEqual(body.width, 335)
        // In between, every edge follows the one spring: x = 16 (1 - p), y = 92 (1 - p),
        // width = 343 + 32 p, height = 400 + 20 p for the same p; damping 0.75 overshoots
        // (p > 1, the header above the top of the screen) before settling.
        var overshoot = false
        for k in 1..<42 {
            let f = try header(t, at: Double(k) / 60)
            let p = 1 - Double(f.minX) / 16
            XCTAssertEqual(Double(f.minY), 92 * (1 - p), accuracy: 1e-6, "frame \(k)")
            XCTAssertEqual(Double(f.width), 343 + 32 * p, accuracy: 1e-6, "frame \(k)")
            XCTAssertEqual(Double(f.height), 400 + 20 * p, accuracy: 1e-6, "frame \(k)")
            if p > 1 { overshoot = true }
        }
        XCTAssertTrue(overshoot)
    }
}
