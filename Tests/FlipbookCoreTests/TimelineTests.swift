import XCTest
@testable import FlipbookCore

final class TransitionClockTests: XCTestCase {
    func testRunSegments() {
        var c = TransitionClock(duration: 1)
        c.append(.run(time: 1, tau: 0, rate: 1))
        // Before the first segment tau is 0; then tau = 0 + 1 * (t - 1).
        XCTAssertEqual(c.tau(at: 0.5), 0)
        XCTAssertEqual(c.tau(at: 1.25), 0.25, accuracy: 1e-12)
        // A finger holds it at 0.3 from t = 2 on (rate 0).
        c.append(.run(time: 2, tau: 0.3, rate: 0))
        XCTAssertEqual(c.tau(at: 1.9), 0.9, accuracy: 1e-12)
        XCTAssertEqual(c.tau(at: 2), 0.3, accuracy: 1e-12)
        XCTAssertEqual(c.tau(at: 3.5), 0.3, accuracy: 1e-12)
        // A segment that starts within epsilon of t is already in force.
        XCTAssertEqual(c.tau(at: 2 - 1e-10), 0.3, accuracy: 1e-12)
    }

    func testCompleteSegment() {
        // finish() at t = 4 from tau 0.3 to D = 1 over 0.5 s with ease in-out:
        // tau = 0.3 + 0.7 * easeInOut((t - 4) / 0.5); at 4.25 that is 0.3 + 0.7 * 0.5 = 0.65.
        var c = TransitionClock(duration: 1)
        c.append(.run(time: 0, tau: 0, rate: 0))
        c.append(.run(time: 2, tau: 0.3, rate: 0))
        c.append(.complete(time: 4, from: 0.3, to: 1, span: 0.5, curve: .curve(.easeInOut)))
        XCTAssertEqual(c.tau(at: 4), 0.3, accuracy: 1e-12)
        XCTAssertEqual(c.tau(at: 4.25), 0.65, accuracy: 1e-6)
        // At 4.125: x = 0.25, where easeIn-out is 0.1291619 (SEMANTICS.md §3's check value, by
        // bisection independently of the code): 0.3 + 0.7 * 0.1291619 = 0.3904133.
        XCTAssertEqual(c.tau(at: 4.125), 0.3904133, accuracy: 1e-6)
        XCTAssertEqual(c.tau(at: 4.5), 1)
        XCTAssertEqual(c.tau(at: 100), 1)
        // cancel(): back to 0.
        var k = TransitionClock(duration: 2)
        k.append(.run(time: 0, tau: 0.3, rate: 0))
        k.append(.complete(time: 0.3, from: 0.3, to: 0, span: 0.3, curve: .curve(.linear)))
        XCTAssertEqual(k.tau(at: 0.4), 0.2, accuracy: 1e-12)
        XCTAssertEqual(k.tau(at: 0.6), 0)
        // A zero span jumps.
        var z = TransitionClock(duration: 1)
        z.append(.complete(time: 1, from: 0.5, to: 1, span: 0, curve: .curve(.linear)))
        XCTAssertEqual(z.tau(at: 1), 1)
    }
}

final class TimelineTests: XCTestCase {
    let id = LayerID(7)

    func tree(opacity: Double) -> LayerState {
        LayerState(
            id: LayerID(1), name: "root", bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
            sublayers: [
                LayerState(id: id, name: "v", bounds: CGRect(x: 0, y: 0, width: 10, height: 10), opacity: opacity)
            ])
    }

    func opacity(_ t: Timeline, at time: Double) -> Double { t.presentation(at: time).root.find(id)!.opacity }

    func testUsesTheSnapshotInForce() {
        let t = Timeline(
            size: CGSize(width: 10, height: 10),
            snapshots: [
                ModelSnapshot(time: 0, root: tree(opacity: 1)),
                ModelSnapshot(time: 0.5, root: tree(opacity: 0.4)),
                ModelSnapshot(time: 1, root: tree(opacity: 0.2)),
            ],
            duration: 1)
        XCTAssertEqual(opacity(t, at: 0), 1)
        XCTAssertEqual(opacity(t, at: 0.4999), 1)
        // An event at 0.5 shows in a frame at t when 0.5 <= t + epsilon (epsilon = 1e-9).
        XCTAssertEqual(opacity(t, at: 0.5 - 1e-10), 0.4)
        XCTAssertEqual(opacity(t, at: 0.5 - 1e-8), 1)
        XCTAssertEqual(opacity(t, at: 0.75), 0.4)
        XCTAssertEqual(opacity(t, at: 1), 0.2)
        XCTAssertEqual(opacity(t, at: 5), 0.2)
        XCTAssertEqual(opacity(t, at: -1), 1)
        // Frame 30 of 60 fps is 30/60, which is 0.5 exactly here; 29/60 is before.
        XCTAssertEqual(opacity(t, at: t.time(ofFrame: 30, fps: 60)), 0.4)
        XCTAssertEqual(opacity(t, at: t.time(ofFrame: 29, fps: 60)), 1)
    }

    func testAnimationOverridesTheModelUntilItEnds() {
        // The model already holds the end value 0 (as UIKit's model layer does); a linear
        // animation 1 -> 0 from 0.2 s for 0.4 s shows 1 - (t - 0.2)/0.4 in between.
        let anim = PropertyAnimation(
            layer: id, change: .opacity(from: 1, to: 0), begin: 0.2, duration: 0.4,
            timing: .curve(.linear))
        let t = Timeline(
            size: CGSize(width: 10, height: 10), snapshots: [ModelSnapshot(time: 0, root: tree(opacity: 0))],
            animations: [anim], duration: 0.6)
        XCTAssertEqual(opacity(t, at: 0.1), 0, "before the animation is created the model shows")
        XCTAssertEqual(opacity(t, at: 0.2), 1, accuracy: 1e-12)
        XCTAssertEqual(opacity(t, at: 0.3), 0.75, accuracy: 1e-12)
        XCTAssertEqual(opacity(t, at: 0.5), 0.25, accuracy: 1e-12)
        // At its end (to within epsilon) the model value shows.
        XCTAssertEqual(opacity(t, at: 0.6 - 1e-10), 0)
        XCTAssertEqual(opacity(t, at: 0.6), 0)
    }

    func testDelayHoldsTheFromValue() {
        let anim = PropertyAnimation(
            layer: id, change: .opacity(from: 1, to: 0), begin: 0, delay: 0.5, duration: 1,
            timing: .curve(.linear))
        let t = Timeline(
            size: CGSize(width: 10, height: 10), snapshots: [ModelSnapshot(time: 0, root: tree(opacity: 0))],
            animations: [anim], duration: 1.5)
        XCTAssertEqual(opacity(t, at: 0.25), 1)
        XCTAssertEqual(opacity(t, at: 1.0), 0.5, accuracy: 1e-12)
        XCTAssertEqual(opacity(t, at: 1.5), 0)
    }

    func testLaterAnimationsWinOnTheSameProperty() {
        let a = PropertyAnimation(
            layer: id, change: .opacity(from: 1, to: 0), begin: 0, duration: 1, timing: .curve(.linear))
        let b = PropertyAnimation(
            layer: id, change: .opacity(from: 0.2, to: 0.4), begin: 0.5, duration: 1, timing: .curve(.linear))
        let t = Timeline(
            size: CGSize(width: 10, height: 10), snapshots: [ModelSnapshot(time: 0, root: tree(opacity: 0.4))],
            animations: [a, b], duration: 1.5)
        XCTAssertEqual(opacity(t, at: 0.25), 0.75, accuracy: 1e-12)
        XCTAssertEqual(opacity(t, at: 0.75), 0.25, accuracy: 1e-12)  // b: 0.2 + 0.2 * 0.25
        XCTAssertEqual(opacity(t, at: 1.25), 0.35, accuracy: 1e-12)  // a has ended; b at 0.75
    }

    func testKeyframesHoldBetweenWindows() {
        // A keyframe block of 1 s, linear overall time: [0, 0.25] 1 -> 0.6, [0.5, 0.75] 0.6 -> 0.2.
        let k1 = PropertyAnimation(
            layer: id, change: .opacity(from: 1, to: 0.6), begin: 0, duration: 1,
            timing: .keyframe(outer: .linear, start: 0, length: 0.25), holdsBeforeStart: true)
        let k2 = PropertyAnimation(
            layer: id, change: .opacity(from: 0.6, to: 0.2), begin: 0, duration: 1,
            timing: .keyframe(outer: .linear, start: 0.5, length: 0.25), holdsBeforeStart: false)
        let t = Timeline(
            size: CGSize(width: 10, height: 10), snapshots: [ModelSnapshot(time: 0, root: tree(opacity: 0.2))],
            animations: [k1, k2], duration: 1)
        XCTAssertEqual(opacity(t, at: 0), 1, accuracy: 1e-12)
        XCTAssertEqual(opacity(t, at: 0.125), 0.8, accuracy: 1e-12)
        // Between the windows the first keyframe's end holds (the second is not yet in force).
        XCTAssertEqual(opacity(t, at: 0.375), 0.6, accuracy: 1e-12)
        XCTAssertEqual(opacity(t, at: 0.625), 0.4, accuracy: 1e-12)
        // After the last window, before the block ends: the last value holds.
        XCTAssertEqual(opacity(t, at: 0.9), 0.2, accuracy: 1e-12)
        XCTAssertEqual(opacity(t, at: 1), 0.2)
    }

    func testAnimationOnATransitionClock() {
        // An animation on clock 0 is read at tau, not t: here tau is held at 0.3 from t = 0.
        var c = TransitionClock(duration: 1)
        c.append(.run(time: 0, tau: 0.3, rate: 0))
        let anim = PropertyAnimation(
            layer: id, change: .opacity(from: 0, to: 1), begin: 0, duration: 1,
            timing: .curve(.linear), clock: ClockID(0))
        let t = Timeline(
            size: CGSize(width: 10, height: 10), snapshots: [ModelSnapshot(time: 0, root: tree(opacity: 1))],
            animations: [anim], clocks: [c], duration: 2)
        XCTAssertEqual(opacity(t, at: 0), 0.3, accuracy: 1e-12)
        XCTAssertEqual(opacity(t, at: 1.7), 0.3, accuracy: 1e-12)
        XCTAssertEqual(t.localTime(ClockID(0), at: 1.7), 0.3)
        XCTAssertEqual(t.localTime(.scene, at: 1.7), 1.7)
    }

    func testFrameCount() {
        // N = ceil(D * fps - 1e-6) + 1: 0.3 * 60 = 17.999999999999996 or 18 -> 18 + 1 = 19;
        // 2.0 * 60 = 120 -> 121; 0.56 * 60 = 33.6 -> 35; 0 -> 1.
        XCTAssertEqual(Timeline.frameCount(duration: 0.3, fps: 60), 19)
        XCTAssertEqual(Timeline.frameCount(duration: 2.0, fps: 60), 121)
        XCTAssertEqual(Timeline.frameCount(duration: 0.56, fps: 60), 35)
        XCTAssertEqual(Timeline.frameCount(duration: 0.5, fps: 60), 31)
        XCTAssertEqual(Timeline.frameCount(duration: 0, fps: 60), 1)
        let t = Timeline(size: .zero, snapshots: [ModelSnapshot(time: 0, root: tree(opacity: 1))], duration: 0.56)
        XCTAssertEqual(t.time(ofFrame: 34, fps: 60), 0.56, "the last frame is clamped to the duration")
        XCTAssertEqual(t.time(ofFrame: 33, fps: 60), 33.0 / 60)
    }
}
