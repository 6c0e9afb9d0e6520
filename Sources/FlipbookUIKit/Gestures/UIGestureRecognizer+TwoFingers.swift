import Foundation
import FlipbookCore

/// A pinch (`UIPinchGestureRecognizer`, SEMANTICS.md §7, "Several fingers"): the first two
/// fingers of a `MultiTouchScript`. `.began` at the first frame time, after both are down, at
/// which the distance between them differs from the distance at touch down by at least
/// `beginDistance` points, then `.changed` at every frame time and `.ended` when the first of
/// the two lifts; a touch of one finger, or one that never moves enough, fails it.
/// `scale` is the distance now over the distance at touch down (times the value last set),
/// `velocity` its rate of change, per second. `location(in:)` is every finger's centroid.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers' distance must change before a pinch begins, in points
    /// (**chosen**: UIKit does not publish its threshold).
    public static let beginDistance = 8.0

    /// The distance between the fingers over their distance when both touched down
    /// (`scale`; 1 before a pinch). Setting it (apps set 1 after applying it to a view's
    /// transform) makes later values relative to the distance at that moment.
    open var scale: CGFloat {
        get { baseDistance > 0 ? scaleAtSet * distance / baseDistance : scaleAtSet }
        set {
            scaleAtSet = newValue
            baseDistance = distance
        }
    }
    /// The rate of change of `scale`, per second (`velocity`), from the fingers' velocities
    /// at the event: d/dt |p₁ − p₀| over the reference distance.
    open private(set) var velocity: CGFloat = 0

    private var distance = 0.0
    private var baseDistance = 0.0
    private var scaleAtSet = 1.0

    override func plan(_ touch: TouchInput, frames: FrameClock) -> GesturePlan {
        twoFingerPlan(touch, frames: frames) { pair, a, t in
            abs(Self.distance(pair, at: t) - Self.distance(pair, at: a)) >= Self.beginDistance
        }
    }

    override func follow(_ touch: TouchInput, at t: Double, begin: Bool) {
        guard case .fingers(let m) = touch, m.fingers.count >= 2 else { return }
        let pair = Array(m.fingers[0..<2])
        if begin {
            baseDistance = Self.distance(pair, at: pairStart(pair))
            scaleAtSet = 1
        }
        distance = Self.distance(pair, at: t)
        let p = pair[0].location(at: t), q = pair[1].location(at: t)
        let vp = pair[0].velocity(at: t), vq = pair[1].velocity(at: t)
        let dx = q.x - p.x, dy = q.y - p.y
        let rate = distance > 0 ? (dx * (vq.x - vp.x) + dy * (vq.y - vp.y)) / distance : 0
        velocity = baseDistance > 0 ? scaleAtSet * rate / baseDistance : 0
    }

    static func distance(_ pair: [GestureScript], at t: Double) -> Double {
        let p = pair[0].location(at: t), q = pair[1].location(at: t)
        return hypot(q.x - p.x, q.y - p.y)
    }

    /// Plays a single finger on this recognizer alone: a pinch needs two, so it fails when
    /// the finger lifts.
    public override func play(_ script: GestureScript) { GestureArbiter.play(.path(script), on: [self]) }
}

/// A rotation (`UIRotationGestureRecognizer`, SEMANTICS.md §7, "Several fingers"): the first
/// two fingers of a `MultiTouchScript`. `.began` at the first frame time, after both are
/// down, at which the line from the first finger to the second has turned by at least
/// `beginAngle` from its direction at touch down, then `.changed` at every frame time and
/// `.ended` when the first of the two lifts. `rotation` is that turn in radians, clockwise on
/// screen positive (y grows downwards), unwrapped from frame to frame; `velocity` its rate.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before a rotation begins, in radians (**chosen**: 5°;
    /// UIKit does not publish its threshold).
    public static let beginAngle = 5 * Double.pi / 180

    /// The turn since both fingers touched down, in radians (`rotation`; 0 before a
    /// rotation). Setting it makes later values relative to the direction at that moment.
    open var rotation: CGFloat {
        get { rotationAtSet + angle - baseAngle }
        set {
            rotationAtSet = newValue
            baseAngle = angle
        }
    }
    /// The rate of turn, in radians per second (`velocity`): (d × d′) / |d|² for d the line
    /// between the fingers.
    open private(set) var velocity: CGFloat = 0

    private var angle = 0.0
    private var baseAngle = 0.0
    private var rotationAtSet = 0.0

    override func plan(_ touch: TouchInput, frames: FrameClock) -> GesturePlan {
        var last: (raw: Double, unwrapped: Double)?
        return twoFingerPlan(touch, frames: frames) { pair, a, t in
            let start = Self.direction(pair, at: a)
            var previous = last ?? (start, start)
            let raw = Self.direction(pair, at: t)
            previous = (raw, previous.unwrapped + Self.wrap(raw - previous.raw))
            last = previous
            return abs(previous.unwrapped - start) >= Self.beginAngle
        }
    }

    override func follow(_ touch: TouchInput, at t: Double, begin: Bool) {
        guard case .fingers(let m) = touch, m.fingers.count >= 2 else { return }
        let pair = Array(m.fingers[0..<2])
        let raw = Self.direction(pair, at: t)
        if begin {
            // Unwrapped along the frame times from touch down to the beginning, as the plan
            // measured it.
            let a = pairStart(pair)
            var previous = Self.direction(pair, at: a)
            var unwrapped = previous
            let frames = followClock.map { $0.times(from: a, to: t) } ?? []
            for u in frames + [t] {
                let r = Self.direction(pair, at: u)
                unwrapped += Self.wrap(r - previous)
                previous = r
            }
            baseAngle = Self.direction(pair, at: a)
            rotationAtSet = 0
            angle = unwrapped
            rawAngle = raw
        } else {
            angle += Self.wrap(raw - rawAngle)
            rawAngle = raw
        }
        let p = pair[0].location(at: t), q = pair[1].location(at: t)
        let vp = pair[0].velocity(at: t), vq = pair[1].velocity(at: t)
        let dx = q.x - p.x, dy = q.y - p.y
        let d2 = dx * dx + dy * dy
        velocity = d2 > 0 ? (dx * (vq.y - vp.y) - dy * (vq.x - vp.x)) / d2 : 0
    }

    private var rawAngle = 0.0

    /// The direction of the line from the first finger to the second, in (−π, π].
    static func direction(_ pair: [GestureScript], at t: Double) -> Double {
        let p = pair[0].location(at: t), q = pair[1].location(at: t)
        return atan2(q.y - p.y, q.x - p.x)
    }

    /// `x` brought into (−π, π].
    static func wrap(_ x: Double) -> Double {
        var y = x.truncatingRemainder(dividingBy: 2 * .pi)
        if y > .pi { y -= 2 * .pi }
        if y <= -.pi { y += 2 * .pi }
        return y
    }

    /// Plays a single finger on this recognizer alone: a rotation needs two, so it fails
    /// when the finger lifts.
    public override func play(_ script: GestureScript) { GestureArbiter.play(.path(script), on: [self]) }
}

extension UIGestureRecognizer {
    /// Plays several fingers on this recognizer alone (no hit-testing, no other recognizer).
    public func play(_ fingers: MultiTouchScript) { GestureArbiter.play(.fingers(fingers), on: [self]) }

    /// When both of a pair of fingers are down, in seconds from the touch's start.
    func pairStart(_ pair: [GestureScript]) -> Double { max(pair[0].samples[0].time, pair[1].samples[0].time) }

    /// A two-finger recognizer's plan: fails for fewer than two fingers or when `begins`
    /// never holds; else `.began` at the first frame time (or the first lift) after both
    /// fingers are down at which `begins(pair, bothDown, t)` holds, `.changed` at every
    /// later frame time and at the first lift of the two, then `.ended` there. `begins` is
    /// called in increasing `t`. Locations are every finger's centroid.
    func twoFingerPlan(
        _ touch: TouchInput, frames: FrameClock, begins: ([GestureScript], Double, Double) -> Bool
    ) -> GesturePlan {
        followClock = frames
        guard case .fingers(let m) = touch, m.fingers.count >= 2 else {
            return GesturePlan(recognizesAt: nil, failsAt: touch.endTime, events: [])
        }
        let pair = Array(m.fingers[0..<2])
        let a = pairStart(pair)
        let b = min(pair[0].samples[pair[0].samples.count - 1].time, pair[1].samples[pair[1].samples.count - 1].time)
        guard let start = (frames.times(from: a, to: b) + [b]).first(where: { begins(pair, a, $0) }) else {
            return GesturePlan(recognizesAt: nil, failsAt: b, events: [])
        }
        var events: [GesturePlan.Event] = [
            .init(time: start, state: .began, location: m.centroid(at: start), velocity: .zero)
        ]
        for t in frames.times(from: start, to: b) where t > start + Timeline.epsilon {
            events.append(.init(time: t, state: .changed, location: m.centroid(at: t), velocity: .zero))
        }
        if b > start + Timeline.epsilon {
            events.append(.init(time: b, state: .changed, location: m.centroid(at: b), velocity: .zero))
        }
        events.append(.init(time: b, state: .ended, location: m.centroid(at: b), velocity: .zero))
        return GesturePlan(recognizesAt: start, failsAt: b, events: events)
    }
}
