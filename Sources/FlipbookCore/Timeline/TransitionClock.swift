import Foundation

/// Which clock an animation runs on.
public struct ClockID: Hashable, Sendable, CustomStringConvertible {
    /// Index into `Timeline.clocks`, or -1 for the scene's own time.
    public let raw: Int
    /// Creates an id.
    public init(_ raw: Int) { self.raw = raw }
    /// The scene's own time: t itself.
    public static let scene = ClockID(-1)
    public var description: String {
        if let i = propertyAnimatorIndex { return "property animator \(i)" }
        return raw < 0 ? "scene" : "transition \(raw)"
    }
}

/// How a transition's own time tau follows scene time t: a pure, piecewise function
/// (SEMANTICS.md §7), so any frame can be drawn alone.
///
/// Built from segments recorded in order: `run` (tau advances with t at a rate: 1 while the
/// transition plays by itself, 0 while a finger holds it) and `complete` (tau eases from its
/// value to a target over a span with a curve, as `finish()` and `cancel()` do).
public struct TransitionClock: Hashable, Sendable {
    /// One piece of the mapping, starting at scene time `time`.
    public enum Segment: Hashable, Sendable {
        /// tau = tau0 + rate * (t - time).
        case run(time: Double, tau: Double, rate: Double)
        /// tau = from + (to - from) * curve((t - time) / span), then `to`.
        case complete(time: Double, from: Double, to: Double, span: Double, curve: TimingFunction)

        /// The segment's start in scene time.
        public var time: Double {
            switch self {
            case .run(let t, _, _), .complete(let t, _, _, _, _): return t
            }
        }
    }

    /// The transition's duration D in seconds (`transitionDuration(using:)`).
    public var duration: Double
    /// The segments in time order; before the first, tau is 0.
    public private(set) var segments: [Segment] = []

    /// A clock for a transition of `duration` seconds.
    public init(duration: Double) { self.duration = duration }

    /// Appends a segment; segments must come in time order.
    public mutating func append(_ s: Segment) {
        precondition(segments.last.map { $0.time <= s.time + Timeline.epsilon } ?? true, "segments out of order")
        segments.append(s)
    }

    /// tau at scene time `t`.
    public func tau(at t: Double) -> Double {
        // The last segment starting at or before t: a binary search (segments come in time
        // order), so a long interactive gesture (one segment per frame) stays O(log n).
        var lo = 0, hi = segments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].time <= t + Timeline.epsilon { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { return 0 }
        let seg = segments[lo - 1]
        switch seg {
        case let .run(time, tau0, rate):
            return tau0 + rate * max(0, t - time)
        case let .complete(time, from, to, span, curve):
            if span <= 0 { return to }
            let x = (t - time) / span
            if x >= 1 - 1e-12 { return to }
            return from + (to - from) * curve.progress(elapsed: x * span, duration: span)
        }
    }
}
