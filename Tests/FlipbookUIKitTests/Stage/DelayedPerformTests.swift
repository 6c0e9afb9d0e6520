import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `perform(_:with:afterDelay:)` and its cancelling, as apps hide a hint a second after showing
/// it or debounce a search: the method runs on the recording stage's virtual clock, `delay`
/// seconds after the request (Apple's NSObject documentation: "performs the specified selector
/// after a delay ... on the current thread's run loop").
final class DelayedPerformTests: XCTestCase {
    final class Hint: NSObject {
        let view: UIView
        var calls: [(time: Double, value: String?)] = []
        init(view: UIView) { self.view = view }
        func hide() {
            calls.append((CACurrentMediaTime(), nil))
            view.alpha = 0
        }
        func show(_ text: NSString) { calls.append((CACurrentMediaTime(), text as String)) }
    }

    private func stage() -> (Stage, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(box)
        return (Stage(window: window, fps: 10), box)
    }

    func testRunsAfterItsDelayAndKeepsTheRecordingGoing() throws {
        let (stage, box) = stage()
        let hint = Hint(view: box)
        let timeline = try stage.record {
            hint.perform(Hint.hide, with: nil, afterDelay: 0.75)
            hint.perform(Hint.show, with: "later" as NSString, afterDelay: 0.25)
        }
        // Each runs at its request time (0) plus its delay, the earlier first.
        XCTAssertEqual(hint.calls.map(\.time), [0.25, 0.75])
        XCTAssertEqual(hint.calls.map(\.value), ["later", nil])
        // The recording lasts until the last one has run; the box is shown until then.
        XCTAssertEqual(timeline.duration, 0.75, accuracy: 1e-9)
        let before = try XCTUnwrap(timeline.presentation(at: 0.7).root.find(box.layer.layerID))
        let after = try XCTUnwrap(timeline.presentation(at: 0.75).root.find(box.layer.layerID))
        XCTAssertEqual(before.opacity, 1)
        XCTAssertEqual(after.opacity, 0)
    }

    func testCancellingDropsTheTargetsRequests() throws {
        let (stage, box) = stage()
        let hint = Hint(view: box)
        let other = Hint(view: box)
        _ = try stage.record(steps: [
            {
                hint.perform(Hint.hide, with: nil, afterDelay: 0.5)
                hint.perform(Hint.show, with: "kept" as NSString, afterDelay: 0.5)
                other.perform(Hint.hide, with: nil, afterDelay: 0.5)
                // The selector form drops the request whose argument is nil (the hide), and
                // keeps the one with an argument.
                NSObject.cancelPreviousPerformRequests(withTarget: hint, selector: Hint.hide, object: nil)
            },
            {
                hint.perform(Hint.hide, with: nil, afterDelay: 0.2)
                NSObject.cancelPreviousPerformRequests(withTarget: hint)
            },
        ])
        XCTAssertEqual(hint.calls.map(\.value), ["kept"])
        XCTAssertEqual(other.calls.count, 1, "another target's request is not cancelled")
    }

    /// A request whose recording stopped before its time never runs, and is not kept: the
    /// next request drops it with the argument it held.
    func testARequestOfAnEndedRecordingIsDropped() throws {
        final class Payload {}
        weak var held: Payload?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let stage = Stage(window: window, fps: 10, timeLimit: 1)
            let hint = Hint(view: UIView())
            let payload = Payload()
            held = payload
            XCTAssertThrowsError(
                try stage.record { hint.perform(Hint.show, with: payload, afterDelay: 5) })
        }
        XCTAssertNotNil(held, "held by the pending list until the next request")
        let (next, box) = stage()
        let hint = Hint(view: box)
        _ = try next.record { hint.perform(Hint.hide, with: nil, afterDelay: 0.1) }
        XCTAssertNil(held)
        XCTAssertEqual(hint.calls.count, 1)
    }

    func testBadRequestsAreNotPerformed() throws {
        let (stage, box) = stage()
        let hint = Hint(view: box)
        _ = try stage.record {
            hint.perform(Hint.hide, with: nil, afterDelay: .nan)
            hint.perform(Hint.show, with: 42, afterDelay: 0.1)  // not an NSString
        }
        XCTAssertTrue(hint.calls.isEmpty)
        // Outside a recording nothing runs the run loop.
        hint.perform(Hint.hide, with: nil, afterDelay: 0)
        XCTAssertTrue(hint.calls.isEmpty)
    }

    /// `perform(_:)` and `perform(_:with:)` call the method at once, inside or outside a
    /// recording; their result is nil, as for a method returning `void`.
    func testPerformNowCallsTheMethodAtOnce() {
        let hint = Hint(view: UIView())
        XCTAssertNil(hint.perform(Hint.hide))
        hint.perform(Hint.show, with: "now" as NSString)
        hint.perform(Hint.show, with: nil)  // nil is not an NSString: not performed
        XCTAssertEqual(hint.calls.map(\.value), [nil, "now"])
        XCTAssertEqual(hint.view.alpha, 0)
    }

    /// `setAffineTransform(_:)` is `transform = CATransform3DMakeAffineTransform(m)`, and
    /// `affineTransform()` reads the affine part back (Core Animation's CALayer reference).
    func testLayerAffineTransformIsTheTransformsAffinePart() {
        let layer = CALayer()
        let m = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        layer.setAffineTransform(m)
        let t = layer.transform
        XCTAssertEqual(t.m11, m.a, accuracy: 1e-12)
        XCTAssertEqual(t.m12, m.b, accuracy: 1e-12)
        XCTAssertEqual(t.m21, m.c, accuracy: 1e-12)
        XCTAssertEqual(t.m22, m.d, accuracy: 1e-12)
        XCTAssertEqual(t.m41, m.tx, accuracy: 1e-12)
        XCTAssertEqual(t.m42, m.ty, accuracy: 1e-12)
        XCTAssertEqual(t.m33, 1)
        XCTAssertEqual(layer.affineTransform(), m)
        layer.transform = CATransform3DMakeScale(3, 4, 5)
        XCTAssertEqual(layer.affineTransform(), CGAffineTransform(scaleX: 3, y: 4))
    }
}
