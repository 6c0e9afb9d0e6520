import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `Stage.endTime` (SEMANTICS.md §5, "Recording for a fixed time"): a recording of something
/// that never settles stops there instead of running into the time limit.
final class EndTimeTests: XCTestCase {
    func falling() -> (UIWindow, UIView, UIDynamicAnimator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(box)
        return (window, box, UIDynamicAnimator(referenceView: window))
    }

    func testAnItemFallingForEverIsRecordedUntilTheEnd() throws {
        // Without an end, gravity with nothing to land on never rests: the time limit names it.
        let (w1, b1, a1) = falling()
        XCTAssertThrowsError(
            try Stage(window: w1, timeLimit: 3).record { a1.addBehavior(UIGravityBehavior(items: [b1])) })

        let (window, box, animator) = falling()
        let stage = Stage(window: window, timeLimit: 3)
        stage.endTime = 1
        let timeline = try stage.record { animator.addBehavior(UIGravityBehavior(items: [box])) }
        XCTAssertEqual(timeline.duration, 1, accuracy: 1e-9)
        XCTAssertEqual(timeline.frameCount(fps: 60), 61)
        // 120 steps of 1/120 s from rest under 1,000 points/s² (§24): the centre has fallen
        // 1000 h² n (n + 1) / 2 = 1000 × 120 × 121 / 2 / 14,400 = 504.17 points.
        let y = try XCTUnwrap(timeline.presentation(at: 1).root.find(box.layer.layerID)).position.y
        XCTAssertEqual(y, 50 + 1000.0 * 120 * 121 / 2 / 14_400, accuracy: 1e-6)
        // Nothing after the end: the model at 2 s is the model at 1 s.
        XCTAssertEqual(timeline.model(at: 2).root, timeline.model(at: 1).root)
    }

    func testAnAnimationLongerThanTheEndIsCut() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        let stage = Stage(window: window)
        stage.endTime = 0.5
        var completed = false
        let timeline = try stage.record {
            UIView.animate(withDuration: 2, animations: { v.alpha = 0 }, completion: { _ in completed = true })
        }
        XCTAssertEqual(timeline.duration, 0.5, accuracy: 1e-9)
        XCTAssertFalse(completed)  // due at 2 s, after the end
        // Linear in time? UIView.animate's default curve is ease in-out: at a quarter of the
        // time the curve (0.42, 0, 0.58, 1) is below a quarter; the alpha is above 0.75.
        XCTAssertGreaterThan(try XCTUnwrap(timeline.presentation(at: 0.5).root.find(v.layer.layerID)).opacity, 0.75)
    }
}
