import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// What a photo viewer's handlers see of a pinch and a rotation, event by event.
final class TwoFingerHandler: NSObject, UIGestureRecognizerDelegate {
    struct Event {
        var kind: String; var state: UIGestureRecognizer.State; var time: Double
        var value: Double; var velocity: Double; var location: CGPoint; var touches: [CGPoint]
    }
    var events: [Event] = []
    var simultaneous = false
    /// The product of the pinch's scales when each is reset to 1 (as apps apply them).
    var accumulated = 1.0
    var resetScale = false

    private func record(_ kind: String, _ g: UIGestureRecognizer, _ value: Double, _ velocity: Double) {
        let touches = (0..<g.numberOfTouches).map { g.location(ofTouch: $0, in: g.view) }
        events.append(
            Event(
                kind: kind, state: g.state, time: Stage.current?.now ?? -1, value: value, velocity: velocity,
                location: g.location(in: g.view), touches: touches))
    }

    func handlePinch(_ g: UIPinchGestureRecognizer) {
        record("pinch", g, g.scale, g.velocity)
        if resetScale {
            accumulated *= g.scale
            g.scale = 1
        }
    }
    func handleRotation(_ g: UIRotationGestureRecognizer) { record("rotation", g, g.rotation, g.velocity) }
    func handlePan(_ g: UIPanGestureRecognizer) {
        record("pan", g, g.translation(in: g.view).x, g.velocity(in: g.view).x)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
}

/// Counts the touches a view receives.
final class TouchCountingView: UIView {
    var began: [UITouch] = []
    var ended = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
}

final class MultiTouchGestureTests: XCTestCase {
    private func photo() -> (UIWindow, TouchCountingView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let photo = TouchCountingView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        window.transitionContainer.addSubview(photo)
        return (window, photo)
    }

    /// Fingers 100 points apart about (187.5, 300), moving apart to 200 in 0.5 s: the distance
    /// is d(t) = 100 + 200 t.
    private func pinchOut() throws -> MultiTouchScript {
        try .pinch(center: CGPoint(x: 187.5, y: 300), fromDistance: 100, toDistance: 200, duration: 0.5)
    }

    func testPinchScaleAndVelocityFollowTheDistanceRatio() throws {
        let (window, photo) = photo()
        let handler = TwoFingerHandler()
        let pinch = UIPinchGestureRecognizer(target: handler, action: TwoFingerHandler.handlePinch)
        photo.addGestureRecognizer(pinch)
        XCTAssertEqual(pinch.scale, 1)
        _ = try Stage(window: window, fps: 60).record { window.playTouch(try! self.pinchOut()) }
        let e = handler.events
        // Begins at the first frame at which d has changed by 8 points: 200 t >= 8, t >= 0.04,
        // the frame 3/60 = 0.05 (2/60 gives 6.7 points). Then frames 4...29, 0.5 twice.
        XCTAssertEqual(e.map(\.state), [.began] + Array(repeating: .changed, count: 27) + [.ended])
        XCTAssertEqual(e[0].time, 0.05, accuracy: 1e-12)
        XCTAssertEqual(e[0].value, 110.0 / 100, accuracy: 1e-9)
        // At 0.25 s (frame 15, event 12): d = 150, scale 1.5; d' = 200 points/s, so the
        // velocity is 200 / 100 = 2 per second all along.
        let mid = e[12]
        XCTAssertEqual(mid.time, 0.25, accuracy: 1e-12)
        XCTAssertEqual(mid.value, 1.5, accuracy: 1e-9)
        XCTAssertEqual(mid.velocity, 2, accuracy: 1e-9)
        // The centroid stays put; the fingers are 75 points either side of it.
        XCTAssertEqual(mid.location.x, 187.5, accuracy: 1e-9)
        XCTAssertEqual(mid.location.y, 300, accuracy: 1e-9)
        XCTAssertEqual(mid.touches.count, 2)
        XCTAssertEqual(mid.touches[0].x, 112.5, accuracy: 1e-9)
        XCTAssertEqual(mid.touches[1].x, 262.5, accuracy: 1e-9)
        XCTAssertEqual(e[e.count - 1].value, 2, accuracy: 1e-9)
        // Both fingers lift at the end: none is down at .ended.
        XCTAssertEqual(e[e.count - 1].touches.count, 0)
        XCTAssertEqual(pinch.state, .ended)
        // Each finger is a touch of its own to the view under it.
        XCTAssertEqual(Set(photo.began.map(ObjectIdentifier.init)).count, 2)
    }

    func testScaleResetToOneMakesIncrementsWhoseProductIsTheWholeScale() throws {
        let (window, photo) = photo()
        let handler = TwoFingerHandler()
        handler.resetScale = true
        photo.addGestureRecognizer(UIPinchGestureRecognizer(target: handler, action: TwoFingerHandler.handlePinch))
        _ = try Stage(window: window, fps: 60).record { window.playTouch(try! self.pinchOut()) }
        // Every increment is d(now) / d(last reset): their product telescopes to 200 / 100.
        XCTAssertEqual(handler.accumulated, 2, accuracy: 1e-9)
        XCTAssertEqual(handler.events[1].value, (100 + 200 * 4.0 / 60) / 110, accuracy: 1e-9)
    }

    func testRotationFollowsTheAngleBetweenTheFingers() throws {
        let (window, photo) = photo()
        let handler = TwoFingerHandler()
        photo.addGestureRecognizer(
            UIRotationGestureRecognizer(target: handler, action: TwoFingerHandler.handleRotation))
        // A quarter turn in 0.5 s, sampled every 1/64 s: at 64 fps the frames are the samples,
        // where the fingers are exactly on the circle at angle (π/2) (k / 32).
        let script = try MultiTouchScript.rotation(
            center: CGPoint(x: 187.5, y: 300), radius: 100, from: 0, to: .pi / 2, duration: 0.5, steps: 32)
        _ = try Stage(window: window, fps: 64).record { window.playTouch(script) }
        let e = handler.events
        // π/64 a frame: 5° (0.0873 rad) is passed at the second frame, 2/64 s.
        XCTAssertEqual(e[0].state, .began)
        XCTAssertEqual(e[0].time, 2.0 / 64, accuracy: 1e-12)
        XCTAssertEqual(e[0].value, .pi / 32, accuracy: 1e-9)
        let mid = try XCTUnwrap(e.first { abs($0.time - 0.25) < 1e-9 })
        XCTAssertEqual(mid.value, .pi / 4, accuracy: 1e-9)
        // On a chord of angle δ = π/64 crossed in 1/64 s, (d × d′) / |d|² at its end is sin δ / Δt.
        XCTAssertEqual(mid.velocity, 64 * sin(.pi / 64), accuracy: 1e-9)
        XCTAssertEqual(e[e.count - 1].state, .ended)
        XCTAssertEqual(e[e.count - 1].value, .pi / 2, accuracy: 1e-9)
    }

    func testRotationIsUnwrappedAcrossHalfATurn() throws {
        let handler = TwoFingerHandler()
        let rotation = UIRotationGestureRecognizer(target: handler, action: TwoFingerHandler.handleRotation)
        // The line between the fingers turns from 3π/4 through π (where atan2 jumps) to 5π/4.
        let script = try MultiTouchScript.rotation(
            center: CGPoint(x: 100, y: 100), radius: 50, from: 3 * .pi / 4, to: 5 * .pi / 4, duration: 0.5)
        _ = try Stage(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), fps: 64).record {
            rotation.play(script)
        }
        XCTAssertEqual(handler.events.last?.value ?? 0, .pi / 2, accuracy: 1e-9)
        XCTAssertTrue(handler.events.allSatisfy { $0.value > 0 })
    }

    func testOneFingerFailsAPinchAndARotation() throws {
        let handler = TwoFingerHandler()
        let pinch = UIPinchGestureRecognizer(target: handler, action: TwoFingerHandler.handlePinch)
        let rotation = UIRotationGestureRecognizer(target: handler, action: TwoFingerHandler.handleRotation)
        let drag = try GestureScript.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 90), duration: 0.3)
        _ = try Stage(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), fps: 60).record {
            pinch.play(drag)
            rotation.play(try! MultiTouchScript(fingers: [drag]))
        }
        XCTAssertEqual(pinch.state, .failed)
        XCTAssertEqual(rotation.state, .failed)
        XCTAssertTrue(handler.events.isEmpty)
    }

    func testTwoFingersThatNeverSpreadFailThePinchButPanAtTheirCentroid() throws {
        let (window, photo) = photo()
        let handler = TwoFingerHandler()
        let pinch = UIPinchGestureRecognizer(target: handler, action: TwoFingerHandler.handlePinch)
        let pan = UIPanGestureRecognizer(target: handler, action: TwoFingerHandler.handlePan)
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(pan)
        // Two fingers 100 apart, both moving 60 points right in 0.3 s.
        let script = try MultiTouchScript(fingers: [
            .drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.3),
            .drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 260, y: 300), duration: 0.3),
        ])
        _ = try Stage(window: window, fps: 60).record { window.playTouch(script) }
        XCTAssertEqual(pinch.state, .failed)
        let pans = handler.events.filter { $0.kind == "pan" }
        XCTAssertEqual(pans.first?.state, .began)
        XCTAssertEqual(pans.first?.location.x ?? 0, 150, accuracy: 1e-9)
        XCTAssertEqual(pans.last?.value ?? 0, 60, accuracy: 1e-9)
        XCTAssertEqual(pans.last?.velocity ?? 0, 200, accuracy: 1e-9)
    }

    func testArbitrationWithAPan() throws {
        // (simultaneous, pan requires the pinch to fail) -> (pinch events, pan events).
        for (simultaneous, panWaits) in [(false, false), (true, false), (false, true)] {
            let (window, photo) = photo()
            let handler = TwoFingerHandler()
            handler.simultaneous = simultaneous
            let pinch = UIPinchGestureRecognizer(target: handler, action: TwoFingerHandler.handlePinch)
            let pan = UIPanGestureRecognizer(target: handler, action: TwoFingerHandler.handlePan)
            pinch.delegate = handler
            if panWaits { pan.require(toFail: pinch) }
            photo.addGestureRecognizer(pinch)
            photo.addGestureRecognizer(pan)
            _ = try Stage(window: window, fps: 60).record { window.playTouch(try! self.pinchOut()) }
            let pinches = handler.events.filter { $0.kind == "pinch" }.count
            let pans = handler.events.filter { $0.kind == "pan" }.count
            let label = "simultaneous \(simultaneous), pan waits \(panWaits)"
            if simultaneous {
                // Both: the pan from touch down (0, frames 1...29, the lift twice), the pinch from 0.05.
                XCTAssertEqual(pans, 32, label)
                XCTAssertEqual(pinches, 29, label)
            } else if panWaits {
                // The pinch recognizes, so the pan that waits for it to fail fails.
                XCTAssertEqual((pinches, pans).0, 29, label)
                XCTAssertEqual(pans, 0, label)
                XCTAssertEqual(pan.state, .failed, label)
            } else {
                // The pan recognizes first (at touch down): the pinch, later, is excluded.
                XCTAssertEqual(pinches, 0, label)
                XCTAssertEqual(pinch.state, .failed, label)
                XCTAssertEqual(pans, 32, label)
            }
        }
    }

    func testLocationOfATouchBeyondTheFingersIsAClearError() throws {
        final class Asker {
            func handle(_ g: UIPinchGestureRecognizer) { _ = g.location(ofTouch: 2, in: nil) }
        }
        let asker = Asker()
        let pinch = UIPinchGestureRecognizer(target: asker, action: Asker.handle)
        XCTAssertThrowsError(
            try Stage(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)), fps: 60).record {
                pinch.play(try! self.pinchOut())
            }
        ) { error in
            XCTAssertTrue("\(error)".contains("location(ofTouch: 2"), "\(error)")
        }
    }

    func testScriptsAreChecked() throws {
        let early = try GestureScript.drag(from: .zero, to: CGPoint(x: 10, y: 0), duration: 0.1)
        let late = try GestureScript(samples: [
            .init(time: 0.2, location: .zero), .init(time: 0.3, location: CGPoint(x: 5, y: 5)),
        ])
        XCTAssertThrowsError(try MultiTouchScript(fingers: [early, late]))
        XCTAssertThrowsError(try MultiTouchScript(fingers: []))
        XCTAssertThrowsError(try MultiTouchScript(parsing: "0:1,1 0.5:2,2 | 0:x,1"))
        let parsed = try MultiTouchScript(parsing: "0:100,300 0.5:50,300 | 0:200,300 0.5:250,300")
        XCTAssertEqual(parsed.fingers.count, 2)
        XCTAssertEqual(parsed.centroid(at: 0.25), CGPoint(x: 150, y: 300))
        XCTAssertEqual(parsed.centroidPath.samples.map(\.time), [0, 0.5])
    }
}
