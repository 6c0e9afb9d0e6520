import XCTest
import FlipbookCore
import FlipbookUIKit

/// The action shapes a ported `#selector` can name: no argument, the sender as `Any`, and the
/// recognizer's own type (which must still pick the generic overload, not the `Any` one).
final class PortedActionTests: XCTestCase {
    final class Target {
        var log: [String] = []
        func close() { log.append("close") }
        func tapped(_ sender: Any) { log.append("tapped \((sender as? UIGestureRecognizer)?.state.rawValue ?? -1)") }
        func pan(_ g: UIPanGestureRecognizer) { log.append("pan \(g.state.rawValue)") }
        func any(_ g: UIGestureRecognizer) { log.append("any \(g.state.rawValue)") }
    }

    func testEveryShapeFiresOncePerEventInTheOrderAdded() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let target = Target()
        let a = UIPanGestureRecognizer(target: target, action: Target.close)
        a.addTarget(target, action: Target.tapped(_:))
        a.addTarget(target, action: Target.pan)
        a.addTarget(target, action: Target.any)
        let b = UIPanGestureRecognizer(target: target, action: Target.tapped)
        window.addGestureRecognizer(a)
        window.addGestureRecognizer(b)
        // At 10 fps a 0.1 s drag delivers .began at 0, the final .changed at 0.1, .ended at 0.1.
        let drag = try GestureScript.drag(from: .zero, to: CGPoint(x: 10, y: 0), duration: 0.1)
        _ = try Stage(window: window, fps: 10).record { a.play(drag) }
        // States: .began 1, .changed 2, .ended 3.
        XCTAssertEqual(
            target.log,
            [
                "close", "tapped 1", "pan 1", "any 1",
                "close", "tapped 2", "pan 2", "any 2",
                "close", "tapped 3", "pan 3", "any 3",
            ])
        target.log = []
        _ = try Stage(window: window, fps: 10).record { b.play(drag) }
        XCTAssertEqual(target.log, ["tapped 1", "tapped 2", "tapped 3"])
    }

    func testTargetsAreHeldWeakly() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var target: Target? = Target()
        weak let weakTarget = target
        let pan = UIPanGestureRecognizer(target: target!, action: Target.close)
        pan.addTarget(target!, action: Target.tapped)
        window.addGestureRecognizer(pan)
        target = nil
        XCTAssertNil(weakTarget)
        _ = try Stage(window: window, fps: 10).record {
            pan.play(try! GestureScript.drag(from: .zero, to: CGPoint(x: 10, y: 0), duration: 0.1))
        }
        XCTAssertEqual(pan.state, .ended)
    }
}
