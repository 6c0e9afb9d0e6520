import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `.repeat` and `.autoreverse` of `UIView.animate` (SEMANTICS.md §5) and the calculation
/// modes of `UIView.animateKeyframes` (§3), which run as Core Animation's.
final class RepeatAndKeyframeModeTests: XCTestCase {
    private func card() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        return (window, card)
    }

    /// `keyframes`, added in one second-long `animateKeyframes` block in `mode` with a linear
    /// timing curve, recorded in `window` at 60 fps.
    private func recordKeyframes(
        _ mode: UIView.KeyframeAnimationOptions, in window: UIWindow, _ keyframes: @escaping () -> Void
    ) throws -> Timeline {
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        return try Stage(window: window, fps: 60).record {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [mode, linear], animations: keyframes)
        }
    }

    func testRepeatWithAutoreverseIsBackAtTheStartAfterTwoCycles() throws {
        let (window, card) = card()
        var completed = false
        let tl = try Stage(window: window, fps: 60).record {
            UIView.animate(
                withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                animations: { card.alpha = 0 }, completion: { _ in completed = true })
        }
        let alpha = { (t: Double) in try XCTUnwrap(tl.presentation(at: t).root.find(card.layer.layerID)).opacity }
        // Linear, 0.5 s a pass: 1 -> 0 over [0, 0.5], 0 -> 1 over [0.5, 1], and again.
        XCTAssertEqual(try alpha(0.25), 0.5, accuracy: 1e-9)
        XCTAssertEqual(try alpha(0.5), 0, accuracy: 1e-9)
        XCTAssertEqual(try alpha(0.75), 0.5, accuracy: 1e-9)
        XCTAssertEqual(try alpha(1.0), 1, accuracy: 1e-9, "back at the start after two cycles")
        XCTAssertEqual(try alpha(1.125), 0.75, accuracy: 1e-9, "and it goes on")
        // A repeating animation counts one run (there and back) towards the scene and never
        // completes, as in UIKit (its completion runs only when it is removed).
        XCTAssertEqual(tl.duration, 1, accuracy: 1e-9)
        XCTAssertFalse(completed)
    }

    func testAutoreverseAloneRunsThereAndBackThenShowsTheModelValue() throws {
        let (window, card) = card()
        var completedAt = -1.0
        let tl = try Stage(window: window, fps: 60).record {
            UIView.animate(
                withDuration: 0.5, delay: 0, options: [.autoreverse, .curveLinear],
                animations: { card.alpha = 0 }, completion: { _ in completedAt = Stage.current!.now })
        }
        let alpha = { (t: Double) in try XCTUnwrap(tl.presentation(at: t).root.find(card.layer.layerID)).opacity }
        XCTAssertEqual(try alpha(0.75), 0.5, accuracy: 1e-9)
        // After the run back, the model value (0) shows: UIKit's well-known jump.
        XCTAssertEqual(try alpha(1.0), 0, accuracy: 1e-9)
        XCTAssertEqual(completedAt, 1, accuracy: 1e-9)
    }

    func testCubicKeyframesPassThroughEveryValueWithAContinuousSlope() throws {
        let (window, card) = card()
        let tl = try recordKeyframes(.calculationModeCubic, in: window) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) { card.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) { card.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) { card.center.x = 250 }
        }
        func x(_ t: Double) throws -> Double {
            Double(try XCTUnwrap(tl.presentation(at: t).root.find(card.layer.layerID)).position.x)
        }
        // The values 50 (before the block), 150, 100, 250 at 0, 1/3, 2/3 and 1.
        for (t, v) in [(0.0, 50.0), (1.0 / 3, 150), (2.0 / 3, 100)] {
            XCTAssertEqual(try x(t), v, accuracy: 1e-6, "t = \(t)")
        }
        XCTAssertEqual(try x(1 - 1e-9), 250, accuracy: 1e-5)
        // Not straight lines: at 1/6 the uniform Catmull-Rom spline through 50, 50, 150, 100
        // (the first value repeated at the start) gives, at u = 1/2,
        // 0.5 * (2 * 50 + (-50 + 150) * 0.5 + (2 * 50 - 5 * 50 + 4 * 150 - 100) * 0.25
        //        + (-50 + 3 * 50 - 3 * 150 + 100) * 0.125) = 103.125, not the line's 100.
        XCTAssertEqual(try x(1.0 / 6), 103.125, accuracy: 1e-6)
        // The slope just before and just after each inner key time agree (one-sided
        // second-order finite differences, h = 1e-4 s, error of order h^2 x'''): equal spans
        // make the spline's first derivative continuous in time. Straight lines would jump
        // from 300 to -150 points per second at 1/3.
        let h = 1e-4
        for t in [1.0 / 3, 2.0 / 3] {
            let before = (3 * (try x(t)) - 4 * (try x(t - h)) + (try x(t - 2 * h))) / (2 * h)
            let after = (-3 * (try x(t)) + 4 * (try x(t + h)) - (try x(t + 2 * h))) / (2 * h)
            XCTAssertEqual(before, after, accuracy: 0.01, "slope at t = \(t): \(before) vs \(after)")
        }
    }

    /// A cubic keyframe that starts late holds the value it starts from until its relative
    /// start time, as each keyframe's window is [relativeStartTime, relativeStartTime +
    /// relativeDuration] (UIKit's `addKeyframe(withRelativeStartTime:relativeDuration:
    /// animations:)` documentation) and as the linear mode does: two steps run one after the
    /// other, not at once.
    func testCubicKeyframesHoldUntilTheirStart() throws {
        let (window, card) = card()
        let tl = try recordKeyframes(.calculationModeCubic, in: window) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { card.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center.x = 250 }
        }
        func layer(_ t: Double) throws -> LayerState {
            try XCTUnwrap(tl.presentation(at: t).root.find(card.layer.layerID))
        }
        // alpha has one keyframe, from 0.5: 1 until then.
        for t in [0.0, 0.1, 0.25, 0.4, 0.5] { XCTAssertEqual(try layer(t).opacity, 1, accuracy: 1e-9, "alpha at \(t)") }
        XCTAssertLessThan(try layer(0.75).opacity, 1)
        XCTAssertEqual(try layer(1 - 1e-9).opacity, 0, accuracy: 1e-5)
        // x reaches 150 at 0.25 and holds it until 0.5, then goes to 250.
        XCTAssertEqual(Double(try layer(0.25).position.x), 150, accuracy: 1e-9)
        for t in [0.3, 0.4, 0.5] {
            XCTAssertEqual(Double(try layer(t).position.x), 150, accuracy: 1e-9, "x at \(t)")
        }
        XCTAssertGreaterThan(try layer(0.75).position.x, 150)
        XCTAssertLessThan(try layer(0.75).position.x, 250)
        XCTAssertEqual(Double(try layer(1 - 1e-9).position.x), 250, accuracy: 1e-5)
    }

    func testDiscreteAndPacedModesAreCoreAnimations() throws {
        let (window, card) = card()
        let tl = try recordKeyframes(.calculationModeDiscrete, in: window) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0 }
        }
        let alpha = { (t: Double) in try XCTUnwrap(tl.presentation(at: t).root.find(card.layer.layerID)).opacity }
        // Core Animation's discrete mode: value i holds from key time i: 1 on [0, 0.5),
        // 0.5 on [0.5, 1).
        XCTAssertEqual(try alpha(0.25), 1, accuracy: 1e-9)
        XCTAssertEqual(try alpha(0.75), 0.5, accuracy: 1e-9)
        XCTAssertEqual(try alpha(1), 0, accuracy: 1e-9)
    }
}
