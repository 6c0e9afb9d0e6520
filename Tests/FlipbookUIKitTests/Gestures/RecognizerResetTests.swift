import XCTest
@testable import FlipbookUIKit

/// A recognizer is ready again for the next touch (SEMANTICS.md §20): a tap that failed while
/// a drag was a pan recognizes the tap that follows, in the same recording or a later one on
/// the same window, as UIKit puts every recognizer back in `.possible` once the fingers lift.
final class RecognizerResetTests: XCTestCase {
    final class Target: NSObject {
        var taps = 0, pans = 0
        func tapped(_ g: UITapGestureRecognizer) { taps += 1 }
        func panned(_ g: UIPanGestureRecognizer) { pans += 1 }
    }

    private func card(in window: UIWindow, _ t: Target) -> (UIPanGestureRecognizer, UITapGestureRecognizer) {
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(card)
        let pan = UIPanGestureRecognizer(target: t, action: Target.panned)
        let tap = UITapGestureRecognizer(target: t, action: Target.tapped)
        card.addGestureRecognizer(pan)
        card.addGestureRecognizer(tap)
        return (pan, tap)
    }

    func testATapAfterADragIsRecognized() throws {
        let drag = try GestureScript.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.1)
        let tapScript = try TapScript.taps(at: CGPoint(x: 150, y: 200), count: 1)
        // Two recordings on one window.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let t = Target()
        let (pan, tap) = card(in: window, t)
        _ = try Stage(window: window, fps: 60).record { window.playTouch(drag) }
        XCTAssertEqual(tap.state, .failed, "a drag is no tap")
        XCTAssertEqual(pan.state, .ended)
        _ = try Stage(window: window, fps: 60).record { window.playTaps(tapScript) }
        XCTAssertEqual(t.taps, 1)
        XCTAssertEqual(tap.state, .ended)
        // One recording, the tap after the drag.
        let window2 = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let t2 = Target()
        _ = card(in: window2, t2)
        _ = try Stage(window: window2, fps: 60).record(steps: [
            { window2.playTouch(drag) }, { window2.playTaps(tapScript) },
        ])
        XCTAssertEqual(t2.taps, 1)
        XCTAssertEqual(t2.pans, 8, "began, six changes, ended")
    }
}
