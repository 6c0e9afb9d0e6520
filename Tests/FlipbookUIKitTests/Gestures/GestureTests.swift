import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Receives a pan's events through a method reference, as ported tutorial code does
/// (`#selector(handlePan(_:))` becomes `PanHandler.handlePan`).
final class PanHandler {
    struct Event {
        var state: UIGestureRecognizer.State; var time: Double; var translation: CGPoint; var velocity: CGPoint
    }
    var events: [Event] = []

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let view = gesture.view
        events.append(
            Event(
                state: gesture.state, time: Stage.current?.now ?? -1,
                translation: gesture.translation(in: view), velocity: gesture.velocity(in: view)))
    }
}

final class GestureRecognizerTests: XCTestCase {
    func testScriptDeliversBeganChangedEndedAtFrameTimes() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let handler = PanHandler()
        let pan = UIPanGestureRecognizer(target: handler, action: PanHandler.handlePan)
        window.addGestureRecognizer(pan)
        XCTAssertTrue(pan.view === window)
        // Finger at (10, 300) at 0.1 s, (40, 300) at 0.2 s, (40, 360) at 0.25 s.
        let script = try GestureScript(samples: [
            .init(time: 0.1, location: CGPoint(x: 10, y: 300)),
            .init(time: 0.2, location: CGPoint(x: 40, y: 300)),
            .init(time: 0.25, location: CGPoint(x: 40, y: 360)),
        ])
        let t = try Stage(window: window, fps: 60).record { pan.play(script) }
        let e = handler.events
        // .began at 0.1; .changed at every frame time k/60 in (0.1, 0.25): k = 7...14; then
        // .changed at 0.25 with the final translation, then .ended at 0.25.
        XCTAssertEqual(e.map(\.state), [.began] + Array(repeating: .changed, count: 9) + [.ended])
        XCTAssertEqual(e[0].time, 0.1, accuracy: 1e-12)
        for (i, k) in (7...14).enumerated() { XCTAssertEqual(e[i + 1].time, Double(k) / 60, accuracy: 1e-12) }
        XCTAssertEqual(e[9].time, 0.25, accuracy: 1e-12)
        XCTAssertEqual(e[10].time, 0.25, accuracy: 1e-12)
        XCTAssertEqual(t.duration, 0.25, accuracy: 1e-12)
        // Translation is measured from the .began location; velocity is the segment's:
        // (30 / 0.1, 0) = (300, 0) on the first, (0, 60 / 0.05) = (0, 1200) on the second.
        XCTAssertEqual(e[0].translation, .zero)
        XCTAssertEqual(e[0].velocity, CGPoint(x: 300, y: 0))
        // 9/60 = 0.15 s: half way along the first segment, x = 10 + 15, translation (15, 0).
        XCTAssertEqual(e[3].time, 0.15, accuracy: 1e-12)
        XCTAssertEqual(e[3].translation.x, 15, accuracy: 1e-9); XCTAssertEqual(e[3].translation.y, 0, accuracy: 1e-9)
        XCTAssertEqual(e[3].velocity, CGPoint(x: 300, y: 0))
        // 13/60 s: a third of the way along the second segment: translation (30, 20).
        XCTAssertEqual(e[7].time, 13.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(e[7].translation.x, 30, accuracy: 1e-9); XCTAssertEqual(e[7].translation.y, 20, accuracy: 1e-9)
        XCTAssertEqual(e[7].velocity.x, 0, accuracy: 1e-9); XCTAssertEqual(e[7].velocity.y, 1200, accuracy: 1e-9)
        // The last .changed and the .ended carry the final translation (30, 60).
        for ev in e.suffix(2) {
            XCTAssertEqual(ev.translation.x, 30, accuracy: 1e-9); XCTAssertEqual(ev.translation.y, 60, accuracy: 1e-9)
        }
        XCTAssertEqual(pan.state, .ended)
    }

    func testClosureHandlerAndDisabledRecognizer() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer(handler: { states.append($0.state) })
        window.addGestureRecognizer(pan)
        _ = try Stage(window: window, fps: 10).record {
            pan.play(try! GestureScript.drag(from: .zero, to: CGPoint(x: 100, y: 0), duration: 0.3))
        }
        // At 10 fps: .began at 0, .changed at 0.1, 0.2, then at 0.3, .ended at 0.3.
        XCTAssertEqual(states, [.began, .changed, .changed, .changed, .ended])

        let silent = UIPanGestureRecognizer(handler: { _ in XCTFail("a disabled recognizer delivers nothing") })
        silent.isEnabled = false
        window.addGestureRecognizer(silent)
        _ = try Stage(window: window, fps: 10).record {
            silent.play(try! GestureScript.drag(from: .zero, to: CGPoint(x: 100, y: 0), duration: 0.3))
        }
    }

    func testSetTranslation() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var seen: [CGFloat] = []
        let pan = UIPanGestureRecognizer(handler: { g in
            let p = g as! UIPanGestureRecognizer
            seen.append(p.translation(in: nil).x)
            p.setTranslation(.zero, in: nil)  // incremental translation, as drag handlers do
        })
        window.addGestureRecognizer(pan)
        _ = try Stage(window: window, fps: 10).record {
            pan.play(try! GestureScript.drag(from: .zero, to: CGPoint(x: 30, y: 0), duration: 0.3))
        }
        // 10 points per frame; each event sees only the movement since the last reset.
        XCTAssertEqual(seen.count, 5)
        for (x, want) in zip(seen, [0.0, 10, 10, 10, 0]) { XCTAssertEqual(x, want, accuracy: 1e-9) }
    }
}

final class GestureScriptTests: XCTestCase {
    func assertScriptError(
        _ body: @autoclosure () throws -> GestureScript, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), message, file: file, line: line) { error in
            guard case .gestureScript? = error as? StageError else {
                return XCTFail("expected StageError.gestureScript, got \(error)", file: file, line: line)
            }
        }
    }

    func testRejectsBadSamples() {
        typealias S = GestureScript.Sample
        assertScriptError(try GestureScript(samples: []), "no samples")
        assertScriptError(
            try GestureScript(samples: [S(time: 0.2, location: .zero), S(time: 0.1, location: .zero)]), "unsorted")
        assertScriptError(
            try GestureScript(samples: [S(time: 0.2, location: .zero), S(time: 0.2, location: .zero)]), "equal times")
        assertScriptError(try GestureScript(samples: [S(time: .nan, location: .zero)]), "NaN time")
        assertScriptError(try GestureScript(samples: [S(time: 0, location: CGPoint(x: CGFloat.nan, y: 0))]), "NaN x")
        assertScriptError(
            try GestureScript(samples: [S(time: 0, location: CGPoint(x: 0, y: CGFloat.infinity))]), "infinite y")
        assertScriptError(try GestureScript(samples: [S(time: -1, location: .zero)]), "negative time")
    }

    func testParser() throws {
        let s = try GestureScript(parsing: "0:0,300 0.5:187.5,300;0.75:200,310")
        XCTAssertEqual(s.samples.map(\.time), [0, 0.5, 0.75])
        XCTAssertEqual(s.samples[1].location, CGPoint(x: 187.5, y: 300))
        // Interpolation: 0.25 s is half way along the first segment.
        XCTAssertEqual(s.location(at: 0.25), CGPoint(x: 93.75, y: 300))
        XCTAssertEqual(s.location(at: -1), CGPoint(x: 0, y: 300))
        XCTAssertEqual(s.location(at: 9), CGPoint(x: 200, y: 310))
        XCTAssertEqual(s.velocity(at: 0.6), CGPoint(x: 50, y: 40))

        assertScriptError(try GestureScript(parsing: ""), "empty")
        assertScriptError(try GestureScript(parsing: "0:0"), "missing y")
        assertScriptError(try GestureScript(parsing: "0:1,2,3"), "three coordinates")
        assertScriptError(try GestureScript(parsing: "x:1,2"), "time not a number")
        assertScriptError(try GestureScript(parsing: "0:1,2 0.5"), "no colon")
        assertScriptError(try GestureScript(parsing: "0:1,two"), "coordinate not a number")
        assertScriptError(try GestureScript(parsing: "0.5:1,2 0.1:3,4"), "unsorted")
        assertScriptError(try GestureScript(parsing: "nan:1,2"), "NaN")
    }
}
