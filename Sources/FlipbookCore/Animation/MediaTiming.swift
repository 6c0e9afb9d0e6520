import Foundation

/// A layer's own `CAMediaTiming`: how its parent's time maps to its local time, which its
/// Core Animation animations and its sublayers run on (SEMANTICS.md §10).
///
/// `local = (parent - beginTime) * speed + timeOffset`. Pausing a layer is `speed = 0` with
/// `timeOffset` set to the local time to hold; scrubbing moves `timeOffset`.
public struct LayerMediaTiming: Hashable, Sendable {
    /// `CALayer.beginTime`, in the parent's time (seconds); default 0.
    public var beginTime: Double
    /// `CALayer.speed`; default 1, 0 pauses.
    public var speed: Double
    /// `CALayer.timeOffset`, in local seconds; default 0.
    public var timeOffset: Double

    /// Creates a timing (defaults: the identity map).
    public init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0) {
        self.beginTime = beginTime; self.speed = speed; self.timeOffset = timeOffset
    }

    /// Whether the map is the identity.
    public var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// Local time at parent time `t`.
    public func localTime(parent t: Double) -> Double { (t - beginTime) * speed + timeOffset }

    /// Parent time at local time `local`; nil when the layer is paused (speed 0).
    public func parentTime(local: Double) -> Double? {
        speed == 0 ? nil : (local - timeOffset) / speed + beginTime
    }
}

/// `CAMediaTimingFillMode`: what an animation shows outside its active time.
public enum AnimationFillMode: String, Hashable, Sendable {
    /// Nothing outside the active time (`.removed`, the default).
    case removed
    /// The end value after it (`.forwards`; needs `isRemovedOnCompletion = false`).
    case forwards
    /// The start value before it (`.backwards`, e.g. during a `beginTime` delay).
    case backwards
    /// Both (`.both`).
    case both
}

/// An animation's own `CAMediaTiming` (SEMANTICS.md §10): maps its parent's time (the
/// layer's local time, or its group's simple time) to its simple time in [0, duration].
public struct AnimationTiming: Hashable, Sendable {
    /// Start in the parent's time, in seconds (`beginTime`, made absolute when added).
    public var beginTime: Double
    /// One simple duration, in seconds (`duration`; 0 was already replaced by 0.25).
    public var duration: Double
    /// Rate relative to the parent (`speed`); default 1.
    public var speed: Double = 1
    /// Added to the active local time, wrapped in the active duration (`timeOffset`).
    public var timeOffset: Double = 0
    /// Cycles to play (`repeatCount`; 0 is one, `.infinity` or `repeatsForever` and more forever).
    public var repeatCount: Double = 0
    /// The `repeatCount` from which an animation repeats for ever: `Float.greatestFiniteMagnitude`,
    /// the value Apple documents for it (SEMANTICS.md §10, "Time").
    public static let repeatsForever = Double(Float.greatestFiniteMagnitude)
    /// Seconds to play, instead of a count (`repeatDuration`; 0 is unused).
    public var repeatDuration: Double = 0
    /// Plays each cycle forwards then backwards (`autoreverses`).
    public var autoreverses = false
    /// What shows outside the active time (`fillMode`).
    public var fillMode: AnimationFillMode = .removed
    /// Whether the animation is removed at its end (`isRemovedOnCompletion`; default true).
    public var isRemovedOnCompletion = true
    /// For a group: its `timingFunction`, which warps its children's time (nil: linear).
    public var groupCurve: CubicBezier?

    /// The simple time `s` warped by `groupCurve`.
    public func warped(_ s: Double) -> Double {
        guard let c = groupCurve, duration > 0 else { return s }
        return c.progress(min(max(s / duration, 0), 1)) * duration
    }

    /// Creates a timing.
    public init(beginTime: Double, duration: Double) { self.beginTime = beginTime; self.duration = duration }

    /// One cycle, in local seconds: `duration`, twice that when autoreversing.
    public var cycle: Double { duration * (autoreverses ? 2 : 1) }

    /// The active duration in local seconds: `repeatDuration`, else `repeatCount` cycles,
    /// else one cycle.
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        // Apple: a `repeatCount` of `greatestFiniteMagnitude` (a `Float`'s) repeats for ever.
        if repeatCount >= AnimationTiming.repeatsForever { return .infinity }
        if repeatCount > 0 { return repeatCount * cycle }
        return cycle
    }

    /// The end of the active time in the parent's time (infinite when it never ends).
    public var activeEnd: Double {
        speed > 0 ? beginTime + activeDuration / speed : .infinity
    }

    private var fillsBackwards: Bool { fillMode == .backwards || fillMode == .both }
    private var fillsForwards: Bool { !isRemovedOnCompletion && (fillMode == .forwards || fillMode == .both) }

    /// The simple time in [0, duration] at parent time `t`, or nil when the animation shows
    /// nothing then (outside its active time and not filling).
    public func simpleTime(atParent t: Double) -> Double? {
        guard duration > 0 else { return nil }
        let active = (t - beginTime) * speed
        let total = activeDuration
        if active < -1e-9 {
            guard fillsBackwards else { return nil }
            return simple(at: timeOffset, end: false)
        }
        if active >= total - 1e-9 {
            guard fillsForwards else { return nil }
            return simple(at: total, end: true)
        }
        var a = active + timeOffset
        if total.isFinite && total > 0 { a = a.truncatingRemainder(dividingBy: total); if a < 0 { a += total } }
        return simple(at: a, end: false)
    }

    /// The simple time at parent time `t` as if the animation filled both ways and stayed:
    /// its start before it begins, its end after it ends (for plots).
    public func clampedSimpleTime(atParent t: Double) -> Double {
        guard duration > 0 else { return 0 }
        let active = (t - beginTime) * speed
        if active < 0 { return simple(at: timeOffset, end: false) }
        if active >= activeDuration { return simple(at: activeDuration, end: true) }
        var a = active + timeOffset
        if activeDuration.isFinite && activeDuration > 0 { a = a.truncatingRemainder(dividingBy: activeDuration) }
        return simple(at: a, end: false)
    }

    private func simple(at a: Double, end: Bool) -> Double {
        var u: Double
        if end {
            u = activeDuration.truncatingRemainder(dividingBy: cycle)
            if u < 1e-9 { u = cycle }
        } else {
            u = a.truncatingRemainder(dividingBy: cycle)
        }
        if autoreverses && u > duration { u = cycle - u }
        return min(max(u, 0), duration)
    }
}
