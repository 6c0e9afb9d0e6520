import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Completes, then bounces the new screen (scale 1.1 and back, 0.2 s each) and fades out the
/// old one, which the completion has already taken out of the container.
class BounceAfterCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from)
        else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: 0.3, animations: { toView.alpha = 1 },
            completion: { _ in
                transitionContext.completeTransition(true)
                UIView.animate(
                    withDuration: 0.2,
                    animations: {
                        toView.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
                        fromView.alpha = 0
                    },
                    completion: { _ in
                        UIView.animate(withDuration: 0.2) { toView.transform = .identity }
                    })
            })
    }
}

/// Completes, then pulses the new screen forever from its completion blocks.
class PulseForeverAfterCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.3, animations: { toView.alpha = 1 },
            completion: { _ in
                transitionContext.completeTransition(true)
                self.pulse(toView)
            })
    }

    func pulse(_ view: UIView) {
        UIView.animate(
            withDuration: 0.5, animations: { view.alpha = view.alpha < 1 ? 1 : 0.5 },
            completion: { _ in
                self.pulse(view)
            })
    }
}

/// Completes, then starts zero-length animations from their own completions forever: time
/// never advances.
class ZeroLengthLoopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        transitionContext.completeTransition(true)
        loop(toView)
    }

    func loop(_ view: UIView) {
        UIView.animate(withDuration: 0, animations: { view.alpha = 1 }, completion: { _ in self.loop(view) })
    }
}

final class MisbehavingAnimatorTests: XCTestCase {
    func record(_ animator: UIViewControllerAnimatedTransitioning, _ f: Fixture = Fixture()) throws -> Timeline {
        let delegate = TransitioningDelegate(present: animator)
        f.b.transitioningDelegate = delegate
        return try withExtendedLifetime(delegate) { try f.record { f.a.present(f.b, animated: true) } }
    }

    /// Animating after completion is recorded, as UIKit runs it: the bounce extends the
    /// timeline to 0.7 s, and the old screen, out of the window, fades unseen. No error.
    func testAnimationAfterCompletionIsRecordedHarmlessly() throws {
        let f = Fixture()
        let t = try record(BounceAfterCompletionAnimator(), f)
        XCTAssertEqual(t.duration, 0.7, accuracy: 1e-9)
        XCTAssertEqual(f.containerNames, ["B"])
        XCTAssertTrue(
            t.events.contains { $0.message == "completeTransition(true)" && abs($0.time - 0.3) < 1e-9 },
            "\(t.events)")
        // Mid-bounce, B is scaled up; at the end it is back to identity; A is gone throughout.
        let mid = try t.layer("B", at: 0.5).transform
        XCTAssertEqual(mid.m11, 1.1, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("B", at: 0.7).transform, .identity)
        XCTAssertNil(t.presentation(at: 0.4).root.find(named: "A"))
    }

    /// An animator that keeps animating after completion runs into the stage's time limit
    /// (600 s of virtual time), reported with its type and the time, without waiting.
    func testEndlessAnimationAfterCompletionHitsTheTimeLimit() {
        let start = Date()
        let error = stageError { _ = try record(PulseForeverAfterCompletionAnimator()) }
        guard case let .timeLimit(limit, pending, animator, time)? = error else {
            return XCTFail("expected .timeLimit, got \(String(describing: error))")
        }
        XCTAssertEqual(limit, 600)
        XCTAssertEqual(pending, "animation completion")
        XCTAssertEqual(animator, "PulseForeverAfterCompletionAnimator")
        XCTAssertEqual(time, 600.3, accuracy: 1e-6)  // 0.3 s, then pulses of 0.5 s.
        XCTAssertEqual(
            error?.description,
            "virtual time passed the limit of 600 s: animation completion scheduled by "
                + "PulseForeverAfterCompletionAnimator was due at t = 600.3 s; an animation that keeps starting another?"
        )
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    /// A smaller limit set on the stage applies the same way.
    func testTimeLimitIsTheStages() {
        let f = Fixture()
        let delegate = TransitioningDelegate(present: PulseForeverAfterCompletionAnimator())
        f.b.transitioningDelegate = delegate
        let error = withExtendedLifetime(delegate) {
            stageError {
                _ = try Stage(window: f.window, fps: 60, timeLimit: 2).record { f.a.present(f.b, animated: true) }
            }
        }
        guard case let .timeLimit(limit, _, animator, time)? = error else {
            return XCTFail("expected .timeLimit, got \(String(describing: error))")
        }
        XCTAssertEqual(limit, 2)
        XCTAssertEqual(animator, "PulseForeverAfterCompletionAnimator")
        XCTAssertEqual(time, 2.3, accuracy: 1e-9)
    }

    /// Zero-length animations chained forever never advance time: the event limit stops them
    /// (a stage with a limit of 10,000 events here, to keep the test fast; the default is 1,000,000).
    func testZeroLengthLoopHitsTheEventLimit() {
        let start = Date()
        let f = Fixture()
        let delegate = TransitioningDelegate(present: ZeroLengthLoopAnimator())
        f.b.transitioningDelegate = delegate
        let error = withExtendedLifetime(delegate) {
            stageError {
                _ = try Stage(window: f.window, fps: 60, maxEvents: 10_000).record { f.a.present(f.b, animated: true) }
            }
        }
        guard case let .tooManyEvents(limit, time, _, animator)? = error else {
            return XCTFail("expected .tooManyEvents, got \(String(describing: error))")
        }
        XCTAssertEqual(limit, 10_000)
        XCTAssertEqual(time, 0)
        XCTAssertEqual(animator, "ZeroLengthLoopAnimator")
        XCTAssertTrue(error!.description.contains("scheduled by ZeroLengthLoopAnimator"), error!.description)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    /// Unsorted gesture samples are refused with a message naming the samples.
    func testUnsortedGestureScriptIsRejected() {
        typealias S = GestureScript.Sample
        let cases: [(() throws -> GestureScript, String)] = [
            (
                { try GestureScript(samples: [S(time: 0.2, location: .zero), S(time: 0.1, location: .zero)]) },
                "gesture script: sample times must increase: sample 1 at 0.1 s follows 0.2 s"
            ),
            (
                { try GestureScript(parsing: "0:0,300 0.5:90,300 0.25:120,300") },
                "gesture script: sample times must increase: sample 2 at 0.25 s follows 0.5 s"
            ),
            (
                { try GestureScript(parsing: "0.1:1,1 0.1:2,2") },
                "gesture script: sample times must increase: sample 1 at 0.1 s follows 0.1 s"
            ),
        ]
        for (make, message) in cases {
            XCTAssertThrowsError(try make()) { error in
                XCTAssertEqual((error as? StageError)?.description, message)
            }
        }
    }
}

/// Gesture scripts the fuzzer found trouble with (fixtures/fuzz/gesture/found-*).
final class GestureScriptLimitTests: XCTestCase {
    typealias S = GestureScript.Sample

    /// A script ending after the stage's time limit is refused when played, at once (it used
    /// to queue 60 events a second up front and hang: "0:0,301 6025:187.5,379").
    func testScriptPastTheTimeLimitIsRefusedAtOnce() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let pan = UIPanGestureRecognizer(handler: { _ in })
        window.addGestureRecognizer(pan)
        let script = try GestureScript(parsing: "0:0,301 6025:187.5,379")
        let start = Date()
        let error = stageError { _ = try Stage(window: window, fps: 60).record { pan.play(script) } }
        guard case let .timeLimit(limit, pending, animator, time)? = error else {
            return XCTFail("expected .timeLimit, got \(String(describing: error))")
        }
        XCTAssertEqual(limit, 600)
        XCTAssertEqual(pending, "gesture UIPanGestureRecognizer .ended")
        XCTAssertNil(animator)
        XCTAssertEqual(time, 6025)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    /// A stage built with a frame rate that is no frame rate reports it instead of trapping
    /// when a script is played (it computed Int(NaN)).
    func testPlayingOnAStageWithABadFrameRateIsReported() throws {
        for fps in [Double.nan, 0, -60, .infinity, 1e300] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let pan = UIPanGestureRecognizer(handler: { _ in })
            window.addGestureRecognizer(pan)
            let script = try GestureScript.drag(from: .zero, to: CGPoint(x: 100, y: 0), duration: 0.5)
            let error = stageError { _ = try Stage(window: window, fps: fps).record { pan.play(script) } }
            guard case let .invalidRequest(what, _)? = error else {
                XCTFail("fps \(fps): \(String(describing: error))"); continue
            }
            XCTAssertTrue(
                what.contains(
                    "UIPanGestureRecognizer.play(_:): the stage's fps \(fps) is not a frame rate in (0, 10000]"), what)
        }
    }

    /// A long script inside the limit plays in time linear in its length: 100 s at 240 fps
    /// is 24,000 events.
    func testLongScriptPlaysWithoutSlowingDown() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var delivered = 0
        let pan = UIPanGestureRecognizer(handler: { _ in delivered += 1 })
        window.addGestureRecognizer(pan)
        let script = try GestureScript.drag(from: CGPoint(x: 0, y: 300), to: CGPoint(x: 300, y: 300), duration: 100)
        let start = Date()
        let t = try Stage(window: window, fps: 240).record { pan.play(script) }
        XCTAssertEqual(t.duration, 100, accuracy: 1e-9)
        XCTAssertEqual(delivered, 24_002)  // .began, 23,999 frame times k / 240 < 100 s, the last .changed, .ended
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    /// Values that would overflow interpolation ("0.2:20,.301e308": a velocity of 3e308) and
    /// samples closer than 1 µs are refused with the sample named.
    func testOutOfRangeSamplesAreRejected() {
        let cases: [(() throws -> GestureScript, String)] = [
            (
                { try GestureScript(parsing: "0:0,0\n0.1:10,0\n0.2:20,.301e308\t5:25,5") },
                "gesture script: sample 2 at (20.0, 3.01e+307) is more than 1000000 points from the origin on an axis"
            ),
            (
                { try GestureScript(samples: [S(time: 0, location: CGPoint(x: -1_000_001, y: 0))]) },
                "gesture script: sample 0 at (-1000001.0, 0.0) is more than 1000000 points from the origin on an axis"
            ),
            (
                { try GestureScript(parsing: "0:0,0 1e7:1,1") },
                "gesture script: sample 1 at 10000000.0 s is later than 1000000 s"
            ),
            (
                { try GestureScript(parsing: "0:0,0 5e-324:1e6,0") },
                "gesture script: samples must be at least 1 µs apart: sample 1 at 5e-324 s follows 0.0 s"
            ),
        ]
        for (make, message) in cases {
            XCTAssertThrowsError(try make()) { XCTAssertEqual(($0 as? StageError)?.description, message) }
        }
        // At the bounds, locations and velocities stay finite.
        let edge = try! GestureScript(samples: [
            S(time: 0, location: CGPoint(x: -1e6, y: 1e6)),
            S(time: 1e-6, location: CGPoint(x: 1e6, y: -1e6)),
        ])
        for t in [0, 5e-7, 1e-6, 1] {
            let p = edge.location(at: t), v = edge.velocity(at: t)
            XCTAssertTrue(p.x.isFinite && p.y.isFinite && v.x.isFinite && v.y.isFinite, "\(t): \(p) \(v)")
        }
    }

    /// A recording stopped by an error drops its pending events, which hold the stage, its
    /// views and the transition (fixtures/fuzz/gesture/found-leak-single-sample leaked them).
    func testFailedRecordingReleasesItsScene() throws {
        // A presentation that never completes, with a 20 s gesture still queued when the
        // stage gives up at 10.5 s: the gesture's events capture the stage.
        func failedRecording() throws -> (Stage?, UIWindow?) {
            let f = Fixture()
            let delegate = TransitioningDelegate(present: PulsingAnimator())
            f.b.transitioningDelegate = delegate
            let pan = UIPanGestureRecognizer(handler: { _ in })
            f.window.addGestureRecognizer(pan)
            let script = try GestureScript.drag(from: .zero, to: CGPoint(x: 10, y: 0), duration: 20)
            let stage = Stage(window: f.window, fps: 60)
            let error = withExtendedLifetime(delegate) {
                stageError {
                    _ = try stage.record {
                        pan.play(script); f.a.present(f.b, animated: true)
                    }
                }
            }
            guard case .neverCompleted? = error else { XCTFail("\(String(describing: error))"); return (nil, nil) }
            return (stage, f.window)
        }
        let (stage, window) = try failedRecording()
        weak let weakStage = stage, weakWindow = window
        _ = consume stage
        _ = consume window
        XCTAssertNil(weakStage, "the stage leaked")
        XCTAssertNil(weakWindow, "the window leaked")
    }
}
