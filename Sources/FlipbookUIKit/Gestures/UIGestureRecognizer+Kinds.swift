import Foundation
import FlipbookCore

/// A tap (`UITapGestureRecognizer`): recognized when the finger lifts after the
/// `numberOfTapsRequired`-th tap, each tap starting at most `UITapGestureRecognizer.maxInterval`
/// after the previous one lifted, all within `allowableMovement` of the first (**chosen**
/// thresholds; UIKit does not document them). Discrete: the action runs once, in `.ended`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (`numberOfTapsRequired`; default 1).
    open var numberOfTapsRequired = 1
    /// Fingers needed (`numberOfTouchesRequired`; default 1). Stored: scripts have one finger.
    open var numberOfTouchesRequired = 1
    /// The longest pause between one tap's lift and the next touch down, in seconds (0.35).
    public static let maxInterval = 0.35
    /// How far a tap may stray from the first, in points (10).
    public static let allowableMovement = 10.0

    override func plan(_ touch: TouchInput, frames: FrameClock) -> GesturePlan {
        let taps: [TapScript.Tap]
        switch touch {
        case .taps(let t): taps = t.taps
        case .fingers:
            // Several fingers: not a one-finger tap (numberOfTouchesRequired is stored only).
            return GesturePlan(recognizesAt: nil, failsAt: touch.endTime, events: [])
        case .path(let s):
            // One touch: a tap if it moved no more than allowableMovement.
            let a = s.samples[0].location
            let far = s.samples.contains { hypot($0.location.x - a.x, $0.location.y - a.y) > Self.allowableMovement }
            let up = touch.endTime
            if far { return GesturePlan(recognizesAt: nil, failsAt: up, events: []) }
            taps = [TapScript.Tap(time: up - TapScript.tapDuration, location: a)]
        }
        let need = max(numberOfTapsRequired, 1)
        let first = taps[0].location
        for i in 0..<need {
            guard i < taps.count else {
                // Too few taps: fails once the pause after the last one is over.
                return GesturePlan(
                    recognizesAt: nil, failsAt: taps[taps.count - 1].time + TapScript.tapDuration + Self.maxInterval,
                    events: [])
            }
            let tap = taps[i]
            if i > 0 {
                let lift = taps[i - 1].time + TapScript.tapDuration
                if tap.time - lift > Self.maxInterval {
                    return GesturePlan(recognizesAt: nil, failsAt: lift + Self.maxInterval, events: [])
                }
            }
            if hypot(tap.location.x - first.x, tap.location.y - first.y) > Self.allowableMovement {
                return GesturePlan(recognizesAt: nil, failsAt: tap.time, events: [])
            }
        }
        let at = taps[need - 1].time + TapScript.tapDuration
        return GesturePlan(
            recognizesAt: at, failsAt: at,
            events: [.init(time: at, state: .ended, location: taps[need - 1].location, velocity: .zero)])
    }

    /// Plays taps on this recognizer alone (no hit-testing, no other recognizer).
    public func play(_ taps: TapScript) { GestureArbiter.play(.taps(taps), on: [self]) }
}

/// Directions of a swipe (`UISwipeGestureRecognizer.Direction`).
extension UISwipeGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`: an option set of the four directions.
    public struct Direction: OptionSet, Sendable {
        /// UIKit's raw value.
        public let rawValue: UInt
        /// From UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards +x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards -x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards -y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards +y.
        public static let down = Direction(rawValue: 1 << 3)
    }
}

/// A swipe (`UISwipeGestureRecognizer`): recognized at the first frame time at which the
/// finger has moved at least `minimumDistance` along one of `direction`'s directions, no more
/// across it than along it (within 45 degrees), within `maximumDuration` of touching down
/// (**chosen** thresholds). Discrete: the action runs once, in `.ended`, before the lift.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions accepted (`direction`; default `.right`).
    open var direction: Direction = .right
    /// Fingers needed (`numberOfTouchesRequired`; default 1). Stored.
    open var numberOfTouchesRequired = 1
    /// The distance that makes a swipe, in points (50).
    public static let minimumDistance = 50.0
    /// The time within which it must be covered, in seconds (0.5).
    public static let maximumDuration = 0.5

    override func plan(_ touch: TouchInput, frames: FrameClock) -> GesturePlan {
        guard case .path(let s) = touch else {
            return GesturePlan(recognizesAt: nil, failsAt: touch.endTime, events: [])
        }
        let start = s.samples[0].time, end = touch.endTime
        let a = s.samples[0].location
        for t in frames.times(from: start, to: end) {
            if t - start > Self.maximumDuration + Timeline.epsilon { break }
            let p = s.location(at: t)
            let dx = p.x - a.x, dy = p.y - a.y
            let hits: [(Direction, Double, Double)] = [
                (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
            ]
            if hits.contains(where: { direction.contains($0.0) && $0.1 >= Self.minimumDistance && abs($0.2) <= $0.1 }) {
                return GesturePlan(
                    recognizesAt: t, failsAt: t,
                    events: [.init(time: t, state: .ended, location: p, velocity: s.velocity(at: t))])
            }
        }
        return GesturePlan(recognizesAt: nil, failsAt: min(end, start + Self.maximumDuration), events: [])
    }

    /// Plays a finger's path on this recognizer alone: it recognizes as a swipe or fails.
    public override func play(_ script: GestureScript) { GestureArbiter.play(.path(script), on: [self]) }
}

/// A long press (`UILongPressGestureRecognizer`): `.began` once the finger has stayed within
/// `allowableMovement` of where it touched down for `minimumPressDuration`, then `.changed`
/// at every frame time as it moves and `.ended` when it lifts (fails if it moves too far or
/// lifts first). Continuous.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must stay, in seconds (`minimumPressDuration`; default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far it may move before `.began`, in points (`allowableMovement`; default 10).
    open var allowableMovement: CGFloat = 10
    /// Taps before the press (`numberOfTapsRequired`; default 0). Stored.
    open var numberOfTapsRequired = 0
    /// Fingers needed (`numberOfTouchesRequired`; default 1). Stored.
    open var numberOfTouchesRequired = 1

    override func plan(_ touch: TouchInput, frames: FrameClock) -> GesturePlan {
        guard case .path(let s) = touch else {
            return GesturePlan(recognizesAt: nil, failsAt: touch.endTime, events: [])
        }
        let start = s.samples[0].time, end = touch.endTime
        let a = s.samples[0].location
        let begin = start + max(minimumPressDuration, 0)
        guard end >= begin - Timeline.epsilon else { return GesturePlan(recognizesAt: nil, failsAt: end, events: []) }
        for t in frames.times(from: start, to: begin) + [begin] {
            let p = s.location(at: t)
            if hypot(p.x - a.x, p.y - a.y) > allowableMovement {
                return GesturePlan(recognizesAt: nil, failsAt: t, events: [])
            }
        }
        var events: [GesturePlan.Event] = [
            .init(time: begin, state: .began, location: s.location(at: begin), velocity: .zero)
        ]
        for t in frames.times(from: begin, to: end) where t > begin + Timeline.epsilon {
            events.append(.init(time: t, state: .changed, location: s.location(at: t), velocity: s.velocity(at: t)))
        }
        events.append(.init(time: end, state: .ended, location: s.location(at: end), velocity: .zero))
        return GesturePlan(recognizesAt: begin, failsAt: end, events: events)
    }

    /// Plays a finger's path on this recognizer alone.
    public override func play(_ script: GestureScript) { GestureArbiter.play(.path(script), on: [self]) }
}
