import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Completes, then bounces the new screen (scale 1.1 and back, 0.2 s each) and fades out the
/// old one, which the completion has already taken out of the container.
class BounceAfterCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(true)
            UIView.animate(withDuration: 0.2, animations: {
                toView.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
                fromView.alpha = 0
            }, completion: { _ in
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
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(true)
            self.pulse(toView)
        })
    }

    func pulse(_ view: UIView) {
        UIView.animate(withDuration: 0.5, animations: { view.alpha = view.alpha < 1 ? 1 : 0.5 }, completion: { _ in
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
        XCTAssertTrue(t.events.contains { $0.message == "completeTransition(true)" && abs($0.time - 0.3) < 1e-9 },
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
        XCTAssertEqual(error?.description, "virtual time passed the limit of 600 s: animation completion scheduled by "
            + "PulseForeverAfterCompletionAnimator was due at t = 600.3 s; an animation that keeps starting another?")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    /// A smaller limit set on the stage applies the same way.
    func testTimeLimitIsTheStages() {
        let f = Fixture()
        let delegate = TransitioningDelegate(present: PulseForeverAfterCompletionAnimator())
        f.b.transitioningDelegate = delegate
        let error = withExtendedLifetime(delegate) {
            stageError { _ = try Stage(window: f.window, fps: 60, timeLimit: 2).record { f.a.present(f.b, animated: true) } }
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
            stageError { _ = try Stage(window: f.window, fps: 60, maxEvents: 10_000).record { f.a.present(f.b, animated: true) } }
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
            ({ try GestureScript(samples: [S(time: 0.2, location: .zero), S(time: 0.1, location: .zero)]) },
             "gesture script: sample times must increase: sample 1 at 0.1 s follows 0.2 s"),
            ({ try GestureScript(parsing: "0:0,300 0.5:90,300 0.25:120,300") },
             "gesture script: sample times must increase: sample 2 at 0.25 s follows 0.5 s"),
            ({ try GestureScript(parsing: "0.1:1,1 0.1:2,2") },
             "gesture script: sample times must increase: sample 1 at 0.1 s follows 0.1 s"),
        ]
        for (make, message) in cases {
            XCTAssertThrowsError(try make()) { error in
                XCTAssertEqual((error as? StageError)?.description, message)
            }
        }
    }
}
