import Foundation

/// How a `UIViewPropertyAnimator`'s animations follow time: a pure, piecewise function of the
/// time on a base clock (the scene's, or an interactive transition's), so any frame can be
/// drawn alone (SEMANTICS.md §11).
///
/// The animator has its own time tau in [0, D] seconds (D its duration; `fractionComplete` is
/// tau / D). An animation on it holds a window of that time: it moves from its from value to
/// its to value while tau goes from `PropertyAnimation.delay` to `delay + duration`, along
/// its `timing` (the animator's curve or spring); `PropertyAnimation.begin` is when it was
/// added, on the base clock. The segments, recorded in order, say what tau (or the values)
/// do from their start on:
///
/// - `run`: tau moves at a rate (1 running, -1 reversed, 0 paused or stopped) and every
///   animation shows its curve at tau;
/// - `scrub`: a linear scrub (`scrubsLinearly`): each animation shows the fraction, without
///   curve, mapped into its window;
/// - `retarget`: a continuation with new timing (or after a linear scrub): each animation
///   goes from the value it showed when the segment started to its end (or its start, when
///   reversed) along a new curve over `span` seconds;
/// - `hold`: everything stays as it was when the segment started (a pause during a
///   continuation);
/// - `ended`: the animator stopped or finished: the model values show again.
public struct PropertyAnimatorClock: Hashable, Sendable {
    /// One piece of the mapping, from base-clock time `time` on.
    public enum Segment: Hashable, Sendable {
        /// tau = clamp(tau0 + rate * (t - time), 0, D).
        case run(time: Double, tau: Double, rate: Double)
        /// A linear scrub to `fraction` (0...1 of D), held until the next segment.
        case scrub(time: Double, fraction: Double)
        /// value progress p = p0 + (target - p0) * curve(t - time), target 1 (`toEnd`) or 0;
        /// y components (of positions, anchor points and bounds) follow `curveY` when given (a
        /// spring whose initial velocity differs between x and y).
        case retarget(time: Double, toEnd: Bool, span: Double, curve: TimingFunction, curveY: TimingFunction? = nil)
        /// The animations no longer apply.
        case ended(time: Double)
        /// Every value and the fraction held as they were at `time` (a pause in the middle of
        /// a continuation, whose values are off the animator's curve).
        case hold(time: Double)

        /// Whether the segment's values do not depend on the segment before it.
        var isSelfContained: Bool {
            switch self {
            case .run, .scrub: return true
            case .retarget, .hold, .ended: return false
            }
        }

        /// The segment's start on the base clock.
        public var time: Double {
            switch self {
            case .run(let t, _, _), .scrub(let t, _), .retarget(let t, _, _, _, _), .ended(let t), .hold(let t):
                return t
            }
        }
    }

    /// The animator's duration D in seconds (`UIViewPropertyAnimator.duration`).
    public var duration: Double
    /// The clock whose time the segments' times are on.
    public var base: ClockID
    /// A name for plots and diagnostics ("UIViewPropertyAnimator 1").
    public var name: String
    /// The animator's timing for y components when its spring's initial velocity differs
    /// between x and y (nil: the animations' own timing for every component).
    public var timingY: TimingFunction?
    /// The segments in time order; before the first the animator is inactive.
    public private(set) var segments: [Segment] = []

    /// A clock for an animator of `duration` seconds whose time follows `base`.
    public init(duration: Double, base: ClockID = .scene, name: String = "") {
        self.duration = duration; self.base = base; self.name = name
    }

    /// Appends a segment. A `run` or `scrub` at the same time as the last segment replaces it
    /// (two calls in one instant: the later wins); a `retarget`, `hold` or `ended` is kept
    /// after it, since it starts from the values the last one shows at that instant.
    public mutating func append(_ s: Segment) {
        if let last = segments.last, abs(last.time - s.time) <= Timeline.epsilon, s.isSelfContained {
            segments[segments.count - 1] = s
            return
        }
        precondition(segments.last.map { $0.time <= s.time + Timeline.epsilon } ?? true, "segments out of order")
        segments.append(s)
    }

    /// The index of the segment in force at base time `local`, or nil before the first.
    func segmentIndex(atLocal local: Double) -> Int? {
        var lo = 0, hi = segments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].time <= local + Timeline.epsilon { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? lo - 1 : nil
    }

    /// The animator's fraction of its time (`fractionComplete`) at base time `local`: tau / D
    /// while running or paused, the scrubbed fraction, and during a retargeted continuation
    /// linear in time from where it started to 1 (or 0 when reversed). 0 before the start.
    public func fraction(atLocal local: Double) -> Double {
        guard let i = segmentIndex(atLocal: local) else { return 0 }
        return fraction(segment: i, local)
    }

    private func fraction(segment i: Int, _ local: Double) -> Double {
        switch segments[i] {
        case let .run(time, tau0, rate):
            guard duration > 0 else { return rate < 0 ? 0 : 1 }
            return min(max(tau0 + rate * max(0, local - time), 0), duration) / duration
        case let .scrub(_, f):
            return f
        case let .retarget(time, toEnd, span, _, _):
            let f0 = i > 0 ? fraction(segment: i - 1, time) : 0
            let target = toEnd ? 1.0 : 0.0
            let s = span > 0 ? min(max((local - time) / span, 0), 1) : 1
            return f0 + (target - f0) * s
        case let .ended(time), let .hold(time):
            return i > 0 ? fraction(segment: i - 1, time) : 0
        }
    }

    /// The value progress of `animation` (0 its from value, 1 its to value; springs overshoot)
    /// at base time `local`, or nil when it does not apply (before it was added, or after the
    /// animator stopped or finished).
    public func progress(of animation: PropertyAnimation, atLocal local: Double) -> Double? {
        guard local >= animation.begin - Timeline.epsilon, let i = segmentIndex(atLocal: local) else { return nil }
        return progress(of: animation, segment: i, local)
    }

    /// The value progress of the y components of `animation` (positions, anchor points, the
    /// y and height of bounds); the same as `progress(of:atLocal:)` unless a continuation gave
    /// y its own spring velocity.
    public func progressY(of animation: PropertyAnimation, atLocal local: Double) -> Double? {
        guard local >= animation.begin - Timeline.epsilon, let i = segmentIndex(atLocal: local) else { return nil }
        return progress(of: animation, segment: i, local, y: true)
    }

    func progress(of a: PropertyAnimation, segment i: Int, _ local: Double, y: Bool = false) -> Double? {
        switch segments[i] {
        case .run:
            return windowProgress(a, tau: fraction(segment: i, local) * duration, y: y)
        case let .scrub(_, f):
            let tau = f * duration
            guard a.duration > 0 else { return tau >= a.delay ? 1 : 0 }
            return min(max((tau - a.delay) / a.duration, 0), 1)
        case let .retarget(time, toEnd, span, curve, curveY):
            // Added during this continuation: it follows the fraction through its window.
            guard a.begin <= time + Timeline.epsilon, i > 0 else {
                return windowProgress(a, tau: fraction(segment: i, local) * duration)
            }
            let p0 = progress(of: a, segment: i - 1, time, y: y) ?? 0
            let target = toEnd ? 1.0 : 0.0
            let c = y ? (curveY ?? curve) : curve
            return p0 + (target - p0) * c.progress(elapsed: local - time, duration: span)
        case .ended:
            return nil
        case let .hold(time):
            guard a.begin <= time + Timeline.epsilon, i > 0 else {
                return windowProgress(a, tau: fraction(segment: i, local) * duration)
            }
            return progress(of: a, segment: i - 1, time, y: y)
        }
    }

    /// The animation's progress when the animator's time is `tau`: its timing over its window
    /// (for y components, `timingY` when set, a duration spring solved again for the window).
    private func windowProgress(_ a: PropertyAnimation, tau: Double, y: Bool = false) -> Double {
        var timing = a.timing
        if y, let ty = timingY {
            timing = ty
            if case let .uikitSpring(s) = ty, abs(s.duration - a.duration) > 1e-9 {
                timing = .uikitSpring(
                    DurationSpring(
                        duration: a.duration, dampingRatio: s.dampingRatio,
                        initialVelocity: s.initialVelocity))
            }
        }
        return timing.progress(elapsed: tau - a.delay, duration: a.duration)
    }

    /// Where the segment starting at `time` arrives by itself, on the base clock: the end of a
    /// run (tau reaching D, or 0 when reversed) or of a continuation; nil when it never does
    /// (paused, scrubbed, ended).
    public static func arrival(of segment: Segment, duration: Double) -> Double? {
        switch segment {
        case let .run(time, tau, rate):
            if rate > 0 { return time + max(duration - tau, 0) / rate }
            if rate < 0 { return time + max(tau, 0) / -rate }
            return nil
        case let .retarget(time, _, span, _, _):
            return time + max(span, 0)
        case .scrub, .ended, .hold:
            return nil
        }
    }
}

/// Which clock an animation of a property animator runs on: property animators' clocks are
/// numbered from -2 down (`ClockID.scene` is -1, transitions count up from 0).
extension ClockID {
    /// The clock of property animator `index` (`Timeline.propertyAnimators[index]`).
    public static func propertyAnimator(_ index: Int) -> ClockID { ClockID(-2 - index) }
    /// The index into `Timeline.propertyAnimators` when this is a property animator's clock.
    public var propertyAnimatorIndex: Int? { raw <= -2 ? -2 - raw : nil }
}
