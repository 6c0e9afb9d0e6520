import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Animates but forgets `completeTransition(_:)`.
class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                print("done")  // completeTransition is missing
            })
    }
}

/// Does nothing at all: no animation, no completion.
class EmptyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}

/// Calls `completeTransition(_:)` twice.
class DoubleCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Divides by zero for its alpha (a classic: progress / total with total = 0).
class BadAlphaAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let value: CGFloat
    init(value: CGFloat) { self.value = value }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = value
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Sets a non-finite frame inside the animation block, 0.2 s in (after a first animation).
class BadFrameAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let frame: CGRect
    init(frame: CGRect) { self.frame = frame }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.2,
            animations: {
                toView.alpha = 0.5
            },
            completion: { _ in
                UIView.animate(
                    withDuration: 0.2,
                    animations: {
                        toView.frame = self.frame
                    },
                    completion: { _ in
                        transitionContext.completeTransition(true)
                    })
            })
    }
}

/// Pulses the new screen forever and never completes: there is always a next event.
class PulsingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        pulse(toView)
    }

    func pulse(_ view: UIView) {
        UIView.animate(
            withDuration: 0.5,
            animations: {
                view.alpha = view.alpha < 1 ? 1 : 0.5
            },
            completion: { _ in
                self.pulse(view)
            })
    }
}

/// Runs for a whole second.
class SlowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 1.0,
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(true)
            })
    }
}

final class StageErrorTests: XCTestCase {
    func present(_ animator: UIViewControllerAnimatedTransitioning, _ f: Fixture = Fixture()) throws {
        let delegate = TransitioningDelegate(present: animator)
        f.b.transitioningDelegate = delegate
        _ = try withExtendedLifetime(delegate) { try f.record { f.a.present(f.b, animated: true) } }
    }

    func testNeverCompletedIsReportedTenSecondsPastTheDurationWithoutHanging() throws {
        let start = Date()
        let error = stageError { try present(ForgetfulAnimator()) }
        // Its animation ends at 0.5 s; the stage waits 10 s of virtual time past D = 0.5 s.
        guard case let .neverCompleted(animator, duration, waited, time)? = error else {
            return XCTFail("expected .neverCompleted, got \(String(describing: error))")
        }
        XCTAssertEqual(animator, "ForgetfulAnimator")
        XCTAssertEqual(duration, 0.5)
        XCTAssertEqual(waited, 10)
        XCTAssertEqual(time, 10.5, accuracy: 1e-9)
        let text = error!.description
        XCTAssertTrue(text.contains("ForgetfulAnimator"), text)
        XCTAssertTrue(text.contains("completeTransition"), text)
        XCTAssertTrue(text.contains("10.5 s"), text)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "virtual time: no waiting")
    }

    func testNeverCompletedWithNothingScheduled() {
        let error = stageError { try present(EmptyAnimator()) }
        guard case let .neverCompleted(animator, _, _, time)? = error else {
            return XCTFail("expected .neverCompleted, got \(String(describing: error))")
        }
        XCTAssertEqual(animator, "EmptyAnimator")
        XCTAssertEqual(time, 10.25, accuracy: 1e-9)  // 0.25 + 10
        XCTAssertTrue(error!.description.contains("EmptyAnimator"))
        XCTAssertTrue(error!.description.contains("10.25 s"), error!.description)
    }

    func testNeverCompletedWhileAnimatingForever() {
        // Events keep coming every 0.5 s; the stage still stops at D + 10 s = 10.5 s.
        let start = Date()
        let error = stageError { try present(PulsingAnimator()) }
        guard case let .neverCompleted(animator, _, _, time)? = error else {
            return XCTFail("expected .neverCompleted, got \(String(describing: error))")
        }
        XCTAssertEqual(animator, "PulsingAnimator")
        XCTAssertEqual(time, 10.5, accuracy: 1e-9)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testCompletedTwice() {
        let error = stageError { try present(DoubleCompletionAnimator()) }
        guard case let .completedTwice(animator, time)? = error else {
            return XCTFail("expected .completedTwice, got \(String(describing: error))")
        }
        XCTAssertEqual(animator, "DoubleCompletionAnimator")
        XCTAssertEqual(time, 0.3, accuracy: 1e-12)
        XCTAssertTrue(error!.description.contains("DoubleCompletionAnimator"))
        XCTAssertTrue(error!.description.contains("twice"))
        XCTAssertTrue(error!.description.contains("t = 0.3 s"), error!.description)
    }

    func testNonFiniteAlpha() {
        for value in [CGFloat.nan, .infinity] {
            let error = stageError { try present(BadAlphaAnimator(value: value)) }
            guard case let .nonFinite(property, layer, _, animator, time)? = error else {
                return XCTFail("expected .nonFinite, got \(String(describing: error))")
            }
            XCTAssertEqual(property, "alpha")
            XCTAssertEqual(layer, "B")
            XCTAssertEqual(animator, "BadAlphaAnimator")
            XCTAssertEqual(time, 0)
            let text = error!.description
            XCTAssertTrue(text.contains("alpha"), text)
            XCTAssertTrue(text.contains("BadAlphaAnimator"), text)
            XCTAssertTrue(text.contains("t = 0 s"), text)
        }
    }

    func testNonFiniteFrame() {
        let frames = [
            CGRect(x: CGFloat.nan, y: 0, width: 375, height: 667),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 667),
        ]
        for frame in frames {
            let error = stageError { try present(BadFrameAnimator(frame: frame)) }
            guard case let .nonFinite(property, layer, _, animator, time)? = error else {
                return XCTFail("expected .nonFinite, got \(String(describing: error))")
            }
            XCTAssertEqual(property, "frame")
            XCTAssertEqual(layer, "B")
            XCTAssertEqual(animator, "BadFrameAnimator")
            XCTAssertEqual(time, 0.2, accuracy: 1e-12)
            let text = error!.description
            XCTAssertTrue(text.contains("frame"), text)
            XCTAssertTrue(text.contains("BadFrameAnimator"), text)
            XCTAssertTrue(text.contains("t = 0.2 s"), text)
        }
    }

    func testPresentDuringARunningTransition() {
        let f = Fixture()
        let c = Screen("C", log: f.log)
        let delegate = TransitioningDelegate(present: SlowAnimator())
        f.b.transitioningDelegate = delegate
        let error = withExtendedLifetime(delegate) {
            stageError {
                _ = try f.record {
                    f.a.present(f.b, animated: true)
                    // 0.1 s later, while the 1 s presentation still runs, present another.
                    UIView.animate(
                        withDuration: 0.1, animations: {},
                        completion: { _ in
                            f.a.present(c, animated: true)
                        })
                }
            }
        }
        guard case let .transitionDuringTransition(running, requested, time)? = error else {
            return XCTFail("expected .transitionDuringTransition, got \(String(describing: error))")
        }
        XCTAssertTrue(running.contains("SlowAnimator"), running)
        XCTAssertTrue(requested.contains("present(Screen)"), requested)
        XCTAssertEqual(time, 0.1, accuracy: 1e-12)
        XCTAssertTrue(error!.description.contains("SlowAnimator"), error!.description)
        XCTAssertTrue(error!.description.contains("t = 0.1 s"), error!.description)
    }

    func testDismissWithNothingPresented() {
        let f = Fixture()
        let error = stageError { _ = try f.record { f.a.dismiss(animated: true) } }
        guard case .invalidRequest? = error else { return XCTFail("got \(String(describing: error))") }
    }
}
