import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `UIViewPropertyAnimator` on a stage (SEMANTICS.md §11). Every expected value is worked out
/// by hand in the comments. Most tests use the curve through (1/3, 0) and (2/3, 1): its x(s)
/// is s, so progress is smoothstep, y(x) = 3x^2 - 2x^3, easy to evaluate by hand.
final class PropertyAnimatorTests: XCTestCase {
    /// A window with one 10 x 10 view named "v", centred at (0, 0).
    func makeView() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        v.accessibilityIdentifier = "v"
        window.addSubview(v)
        return (window, v)
    }

    /// Runs `body` at virtual time `t` of the stage recording on this thread.
    func at(_ t: Double, _ body: @escaping () -> Void) {
        Stage.current!.schedule(at: t, "test step", body)
    }

    func x(_ tl: Timeline, _ t: Double) throws -> Double { try tl.layer("v", at: t).position.x }

    static let smoothstep = (CGPoint(x: 1.0 / 3, y: 0), CGPoint(x: 2.0 / 3, y: 1))

    /// Paused at 0.3, scrubbed to 0.6, reversed, continued with a new spring: the full life of an interrupted animator.
    func testPauseScrubReverseContinueWithSpring() throws {
        let (window, v) = makeView()
        var positions: [UIViewAnimatingPosition] = []
        var fractions: [Double] = []
        var states: [UIViewAnimatingState] = []
        let animator = UIViewPropertyAnimator(
            duration: 1, controlPoint1: Self.smoothstep.0,
            controlPoint2: Self.smoothstep.1
        ) { v.center.x = 100 }
        animator.addCompletion { positions.append($0) }
        let tl = try Stage(window: window).record {
            animator.startAnimation()
            self.at(0.3) {
                animator.pauseAnimation()
                fractions.append(Double(animator.fractionComplete))
            }
            self.at(0.4) { animator.fractionComplete = 0.6 }
            self.at(0.5) {
                animator.isReversed = true
                // Remaining time: durationFactor 0.5 * duration 1 = 0.5 s.
                animator.continueAnimation(
                    withTimingParameters: UISpringTimingParameters(dampingRatio: 1),
                    durationFactor: 0.5)
                states.append(animator.state)
            }
        }
        XCTAssertEqual(fractions[0], 0.3, accuracy: 1e-9)
        XCTAssertEqual(states, [.active])
        // Running: x = 100 * smoothstep(t). t = 0.2: 3(0.04) - 2(0.008) = 0.104 -> 10.4.
        XCTAssertEqual(try x(tl, 0.2), 10.4, accuracy: 1e-4)
        // Paused at 0.3: smoothstep(0.3) = 0.27 - 0.054 = 0.216 -> 21.6, held until 0.4.
        XCTAssertEqual(try x(tl, 0.3), 21.6, accuracy: 1e-4)
        XCTAssertEqual(try x(tl, 0.35), 21.6, accuracy: 1e-4)
        // Scrubbed to 0.6, linearly (scrubsLinearly defaults to true): 60, not smoothstep's 64.8.
        XCTAssertEqual(try x(tl, 0.45), 60, accuracy: 1e-4)
        // Continued at 0.5 towards the start, retargeted from 60 on a critically damped duration
        // spring of 0.5 s: SEMANTICS.md §4's check value w = 18.4668 for D = 0.5, zeta = 1.
        // At t = 0.6 (s = 0.1): y = exp(-1.84668) (1 + 1.84668) = 0.157760 * 2.84668 = 0.449092,
        // x = 60 + (0 - 60) * (1 - 0.449092) = 26.945.
        let w = 18.4668, s = 0.1
        let y = exp(-w * s) * (1 + w * s)
        XCTAssertEqual(y, 0.449092, accuracy: 1e-5)
        XCTAssertEqual(try x(tl, 0.6), 60 * y, accuracy: 1e-2)
        // The spring ends at 0.5 + 0.5 = 1.0: at the start, the model value 0.
        XCTAssertEqual(try x(tl, 1.0), 0, accuracy: 1e-9)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(v.center.x, 0)
        XCTAssertEqual(tl.duration, 1.0, accuracy: 1e-9)
        XCTAssertTrue(tl.events.contains { $0.time == 1.0 && $0.message.contains("completes at .start") })
    }

    /// Without new timing and without a linear scrub, the original curve simply resumes.
    func testPauseAndResumeKeepsTheCurve() throws {
        let (window, v) = makeView()
        let animator = UIViewPropertyAnimator(
            duration: 1, controlPoint1: Self.smoothstep.0,
            controlPoint2: Self.smoothstep.1
        ) { v.center.x = 100 }
        let tl = try Stage(window: window).record {
            animator.startAnimation()
            self.at(0.25) { animator.pauseAnimation() }
            self.at(0.75) { animator.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        }
        // Paused at 0.25 for 0.5 s: smoothstep(0.25) = 0.1875 - 0.03125 = 0.15625.
        XCTAssertEqual(try x(tl, 0.5), 15.625, accuracy: 1e-4)
        // Resumed: animator time = t - 0.5; at t = 1.0 it is 0.5: smoothstep 0.5 -> 50.
        XCTAssertEqual(try x(tl, 1.0), 50, accuracy: 1e-4)
        XCTAssertEqual(tl.duration, 1.5, accuracy: 1e-9)
    }

    /// `stopAnimation(false)` freezes the values as model values; `finishAnimation(at: .current)`
    /// keeps them and runs the completions with `.current`.
    func testStopWithoutFinishingThenFinishAtCurrent() throws {
        let (window, v) = makeView()
        var positions: [UIViewAnimatingPosition] = []
        var states: [UIViewAnimatingState] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        animator.addCompletion { positions.append($0) }
        let tl = try Stage(window: window).record {
            animator.startAnimation()
            self.at(0.25) {
                animator.stopAnimation(false)
                states.append(animator.state)
                states.append(UIViewAnimatingState(rawValue: animator.isRunning ? 1 : 0)!)
            }
            self.at(0.5) { animator.finishAnimation(at: .current) }
        }
        XCTAssertEqual(states, [.stopped, .inactive])
        // Linear: 100 * 0.25 = 25 at the stop, held (model value) from then on.
        XCTAssertEqual(try x(tl, 0.25), 25, accuracy: 1e-9)
        XCTAssertEqual(try x(tl, 0.4), 25, accuracy: 1e-9)
        XCTAssertEqual(try x(tl, 0.5), 25, accuracy: 1e-9)
        XCTAssertEqual(v.center.x, 25, accuracy: 1e-9)
        XCTAssertEqual(positions, [.current])
        XCTAssertEqual(animator.state, .inactive)
    }

    /// `finishAnimation(at: .end)` after a stop jumps to the end values.
    func testStopThenFinishAtEndAndStart() throws {
        for (position, expected) in [(UIViewAnimatingPosition.end, 100.0), (.start, 0.0)] {
            let (window, v) = makeView()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
            animator.addCompletion { positions.append($0) }
            let tl = try Stage(window: window).record {
                animator.startAnimation()
                self.at(0.25) { animator.stopAnimation(false) }
                self.at(0.5) { animator.finishAnimation(at: position) }
            }
            XCTAssertEqual(try x(tl, 0.4), 25, accuracy: 1e-9)
            XCTAssertEqual(try x(tl, 0.5), expected, accuracy: 1e-9)
            XCTAssertEqual(positions, [position])
        }
    }

    /// `stopAnimation(true)`: inactive at once, the values stay, no completion.
    func testStopWithFinishingRunsNoCompletion() throws {
        let (window, v) = makeView()
        var ran = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        animator.addCompletion { _ in ran = true }
        let tl = try Stage(window: window).record {
            animator.startAnimation()
            self.at(0.6) { animator.stopAnimation(true) }
        }
        XCTAssertFalse(ran)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(try x(tl, 0.6), 60, accuracy: 1e-9)
        XCTAssertEqual(try x(tl, 0.6), 60, accuracy: 1e-9)
        XCTAssertEqual(tl.duration, 0.6, accuracy: 1e-9)
    }

    /// `pausesOnCompletion`: active and paused at the end, no completion; reversed and started
    /// again it runs back and completes at `.start`.
    func testPausesOnCompletion() throws {
        let (window, v) = makeView()
        var positions: [(UIViewAnimatingPosition, Double)] = []
        var atEnd: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.center.x = 100 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append(($0, Stage.current!.now)) }
        let tl = try Stage(window: window).record {
            animator.startAnimation()
            self.at(0.6) {
                atEnd.append("\(animator.state) running \(animator.isRunning) fraction \(animator.fractionComplete)")
                // Still pausing on completion, it would pause again at the start.
                animator.pausesOnCompletion = false
                animator.isReversed = true
                animator.startAnimation()
            }
        }
        XCTAssertEqual(atEnd, [".active running false fraction 1.0"])
        // Held at the end from 0.5 to 0.6.
        XCTAssertEqual(try x(tl, 0.55), 100, accuracy: 1e-9)
        // Back along the linear curve from 0.6: at 0.85 the animator time is 0.5 - 0.25 = 0.25 -> 50.
        XCTAssertEqual(try x(tl, 0.85), 50, accuracy: 1e-9)
        // Arrives at the start at 0.6 + 0.5 = 1.1, completes with .start; model value 0.
        XCTAssertEqual(positions.map(\.0), [.start])
        XCTAssertEqual(positions[0].1, 1.1, accuracy: 1e-9)
        XCTAssertEqual(try x(tl, 1.1), 0, accuracy: 1e-9)
        XCTAssertEqual(v.center.x, 0)
    }

    /// Animations added while running start from the values on screen and run over the
    /// remaining time; a delay factor waits its share of that time.
    func testAddAnimationsWhileRunning() throws {
        let (window, v) = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        let tl = try Stage(window: window).record {
            animator.startAnimation()
            self.at(0.5) {
                animator.addAnimations {
                    v.center.x = 200; v.alpha = 0
                }
                animator.addAnimations({ v.layer.cornerRadius = 40 }, delayFactor: 0.5)
            }
        }
        // x: 50 on screen at 0.5, then 50 -> 200 over the remaining 0.5 s: at 0.75, 50 + 150 * 0.5 = 125.
        XCTAssertEqual(try x(tl, 0.75), 125, accuracy: 1e-9)
        XCTAssertEqual(try x(tl, 0.25), 25, accuracy: 1e-9)
        // alpha: 1 -> 0 over 0.5 s: 0.5 at 0.75.
        XCTAssertEqual(try tl.layer("v", at: 0.75).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try tl.layer("v", at: 0.25).opacity, 1, accuracy: 1e-9)
        // The corner radius waits 0.5 * 0.5 = 0.25 s, then 0 -> 40 over 0.75 ... 1.0: 20 at 0.875.
        XCTAssertEqual(try tl.layer("v", at: 0.7).cornerRadius, 0, accuracy: 1e-9)
        XCTAssertEqual(try tl.layer("v", at: 0.875).cornerRadius, 20, accuracy: 1e-9)
        XCTAssertEqual(try x(tl, 1.0), 200, accuracy: 1e-9)
    }

    /// Animations added before the start join the animator; a delay factor delays them by that
    /// share of the duration.
    func testAddAnimationsBeforeStartWithDelayFactor() throws {
        let (window, v) = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations { v.center.x = 100 }
        animator.addAnimations({ v.alpha = 0 }, delayFactor: 0.5)
        let tl = try Stage(window: window).record { animator.startAnimation() }
        // x over 0...1; alpha waits 0.5 s then runs 0.5 s: at 0.75, x = 75 and alpha = 0.5.
        XCTAssertEqual(try x(tl, 0.75), 75, accuracy: 1e-9)
        XCTAssertEqual(try tl.layer("v", at: 0.75).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try tl.layer("v", at: 0.25).opacity, 1, accuracy: 1e-9)
    }

    /// `runningPropertyAnimator` starts after its delay with the options' curve.
    func testRunningPropertyAnimator() throws {
        let (window, v) = makeView()
        var done: [(UIViewAnimatingPosition, Double)] = []
        let tl = try Stage(window: window).record {
            UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.5, delay: 0.2, options: [.curveLinear],
                animations: { v.center.x = 100 },
                completion: { done.append(($0, Stage.current!.now)) })
        }
        // Holds 0 until 0.2, then linear: at 0.45, (0.45 - 0.2) / 0.5 = 0.5 -> 50; ends at 0.7.
        XCTAssertEqual(try x(tl, 0.1), 0, accuracy: 1e-9)
        XCTAssertEqual(try x(tl, 0.45), 50, accuracy: 1e-9)
        XCTAssertEqual(done.map(\.0), [.end])
        XCTAssertEqual(done[0].1, 0.7, accuracy: 1e-9)
    }

    /// `startAnimation(afterDelay:)`: active at once, holding; a pause during the delay cancels
    /// the delayed start; a later continuation runs the whole duration from then.
    func testStartAfterDelayThenPauseDuringTheDelay() throws {
        let (window, v) = makeView()
        var states: [String] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        let tl = try Stage(window: window).record {
            animator.startAnimation(afterDelay: 0.3)
            states.append("\(animator.state) \(animator.isRunning)")
            self.at(0.1) { animator.pauseAnimation() }
            self.at(0.5) { animator.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        }
        XCTAssertEqual(states, [".active true"])
        // Held at 0 through the cancelled start at 0.3 and until 0.5.
        XCTAssertEqual(try x(tl, 0.4), 0, accuracy: 1e-9)
        // From 0.5, linear over 1 s: 50 at 1.0, done at 1.5.
        XCTAssertEqual(try x(tl, 1.0), 50, accuracy: 1e-9)
        XCTAssertEqual(tl.duration, 1.5, accuracy: 1e-9)
    }

    /// Reversing a running animator turns it round along its curve.
    func testReverseWhileRunning() throws {
        let (window, v) = makeView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        animator.addCompletion { positions.append($0) }
        let tl = try Stage(window: window).record {
            animator.startAnimation()
            self.at(0.4) { animator.isReversed = true }
        }
        // Up to 40 at 0.4, back down: at 0.6 the animator time is 0.2 -> 20; at the start at 0.8.
        XCTAssertEqual(try x(tl, 0.6), 20, accuracy: 1e-9)
        XCTAssertEqual(tl.duration, 0.8, accuracy: 1e-9)
        XCTAssertEqual(positions, [.start])
    }

    /// A spring's initial velocity drives x components with dx and y components with dy.
    func testSpringVelocityPerComponent() throws {
        let (window, v) = makeView()
        // Mass 1, stiffness 100, damping 20: critically damped, w = 10; velocities dx 0, dy 5.
        let spring = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 20,
            initialVelocity: CGVector(dx: 0, dy: 5))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        animator.addAnimations { v.center = CGPoint(x: 100, y: 100) }
        let paused = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            v.alpha = 0
            v.bounds = CGRect(x: 0, y: 0, width: 110, height: 110)
        }
        let tl = try Stage(window: window).record {
            animator.startAnimation()
            paused.pauseAnimation()
            self.at(0.5) {
                paused.continueAnimation(withTimingParameters: spring, durationFactor: 1)
            }
        }
        // y(t) = exp(-w t)(1 + (w - v) t). At t = 0.1: x uses v = 0: e^-1 * 2 = 0.735759, so
        // x = 100 (1 - 0.735759) = 26.4241; y uses v = 5: e^-1 * 1.5 = 0.551819, y = 44.8181.
        let p = try tl.layer("v", at: 0.1).position
        XCTAssertEqual(p.x, 100 * (1 - exp(-1) * 2), accuracy: 1e-6)
        XCTAssertEqual(p.y, 100 * (1 - exp(-1) * 1.5), accuracy: 1e-6)
        XCTAssertEqual(p.x, 26.4241, accuracy: 1e-4)
        XCTAssertEqual(p.y, 44.8181, accuracy: 1e-4)
        // A scalar (alpha) continued with that spring uses dx: at 0.6, 1 - (1 - e^-1 * 2) = 0.735759.
        XCTAssertEqual(try tl.layer("v", at: 0.6).opacity, exp(-1) * 2, accuracy: 1e-6)
        // Continued from 0 with that spring at 0.5: at 0.6 the width (x) is 10 + 100 * 0.264241 =
        // 36.4241 and the height (y) 10 + 100 * 0.448181 = 54.8181.
        let b = try tl.layer("v", at: 0.6).bounds
        XCTAssertEqual(b.width, 36.4241, accuracy: 1e-4)
        XCTAssertEqual(b.height, 54.8181, accuracy: 1e-4)
    }

    /// Physical spring parameters make the animator last the spring's settling duration.
    func testPhysicalSpringSetsTheDuration() {
        // Mass 1, stiffness 100, damping 20: critically damped (20 = 2 sqrt(100)), w = 10.
        let p = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 3, timingParameters: p)
        // Settling: exp(-10 t)(1 + 10 t) = 0.001 -> t = 0.9234 s (10 t = 9.234: e^-9.234 = 9.77e-5, x 10.234 = 0.001).
        XCTAssertEqual(animator.duration, 0.9234, accuracy: 1e-3)
        // iOS 17's duration and bounce: bounce 0 is critically damped with w = 2 pi / duration.
        let b = UISpringTimingParameters(duration: 0.5, bounce: 0)
        let spring = b.physical!
        XCTAssertEqual(spring.omega, 2 * Double.pi / 0.5, accuracy: 1e-9)
        XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-9)
    }

    /// Outside a recording the values are set at once and a started animator completes at once.
    func testWithoutAStageTheAnimatorCompletesAtOnce() {
        let (_, v) = makeView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        XCTAssertEqual(v.center.x, 100)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
    }

    // MARK: - Errors

    func testStartingAStoppedAnimatorIsAnError() {
        let (window, v) = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        let e = stageError {
            _ = try Stage(window: window).record {
                animator.startAnimation()
                self.at(0.2) {
                    animator.stopAnimation(false); animator.startAnimation()
                }
            }
        }
        guard case let .invalidRequest(what, time)? = e else { return XCTFail("\(String(describing: e))") }
        XCTAssertTrue(what.contains("startAnimation()"), what)
        XCTAssertTrue(what.contains(".stopped"), what)
        XCTAssertEqual(time, 0.2, accuracy: 1e-9)
    }

    func testFinishingAnActiveAnimatorIsAnError() {
        let (window, v) = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        let e = stageError {
            _ = try Stage(window: window).record {
                animator.startAnimation()
                self.at(0.2) { animator.finishAnimation(at: .end) }
            }
        }
        guard case let .invalidRequest(what, _)? = e else { return XCTFail("\(String(describing: e))") }
        XCTAssertTrue(what.contains("finishAnimation(at:)"), what)
        XCTAssertTrue(what.contains(".active"), what)
    }

    func testPausingANonInterruptibleAnimatorIsAnError() {
        let (window, v) = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        animator.isInterruptible = false
        let e = stageError {
            _ = try Stage(window: window).record {
                animator.startAnimation()
                self.at(0.2) { animator.pauseAnimation() }
            }
        }
        XCTAssertTrue("\(String(describing: e))".contains("pauseAnimation()"))
        XCTAssertTrue("\(String(describing: e))".contains("isInterruptible = false"))
    }

    func testSettingIsInterruptibleOnAnActiveAnimatorIsAnError() {
        let (window, v) = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        let e = stageError {
            _ = try Stage(window: window).record {
                animator.startAnimation()
                animator.isInterruptible = false
            }
        }
        XCTAssertTrue("\(String(describing: e))".contains("isInterruptible = false on an animator in state .active"))
    }

    func testNaNFractionIsAnError() {
        let (window, v) = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        let e = stageError {
            _ = try Stage(window: window).record { animator.fractionComplete = .nan }
        }
        XCTAssertTrue("\(String(describing: e))".contains("fractionComplete = nan"))
    }

    /// The timing plot's progress follows the animator's clock: the scrub, the hold.
    func testPlotProgressFollowsTheAnimatorClock() throws {
        let (window, v) = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        let tl = try Stage(window: window).record {
            animator.pauseAnimation()
            self.at(0.2) { animator.fractionComplete = 0.5 }
            self.at(0.4) { animator.stopAnimation(true) }
        }
        XCTAssertEqual(tl.animations.count, 1)
        XCTAssertEqual(tl.progress(ofAnimation: 0, at: 0.1), 0, accuracy: 1e-9)
        XCTAssertEqual(tl.progress(ofAnimation: 0, at: 0.3), 0.5, accuracy: 1e-9)
        XCTAssertEqual(tl.progress(ofAnimation: 0, at: 0.9), 0.5, accuracy: 1e-9)
        XCTAssertEqual(tl.propertyAnimators.count, 1)
        XCTAssertEqual(tl.animations[0].clock.description, "property animator 0")
    }
}
