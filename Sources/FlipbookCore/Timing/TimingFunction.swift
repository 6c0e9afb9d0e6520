import Foundation

/// How an animation's progress follows time: a cubic curve stretched over the duration, or a
/// spring that runs in real seconds.
public enum TimingFunction: Hashable, Sendable {
    /// A cubic curve over the animation's duration (`CAMediaTimingFunction`).
    case curve(CubicBezier)
    /// UIKit's `usingSpringWithDamping` spring (SEMANTICS.md §4).
    case uikitSpring(DurationSpring)
    /// A mass-stiffness-damping spring (`CASpringAnimation`, SwiftUI springs, the system spring).
    case spring(MassSpring)
    /// `UIView.animateKeyframes`: the overall time remapped by `outer`, then linear within the
    /// keyframe's window [start, start + length] of that remapped time.
    case keyframe(outer: CubicBezier, start: Double, length: Double)

    /// Progress at `elapsed` seconds after the animation's begin (delay already taken off), for
    /// an animation of `duration` seconds. 0 before, 1 from `duration` on; springs may
    /// overshoot in between.
    public func progress(elapsed: Double, duration: Double) -> Double {
        if elapsed <= 0 { return 0 }
        if elapsed >= duration { return 1 }
        switch self {
        case .curve(let c): return c.progress(elapsed / duration)
        case .uikitSpring(let s): return s.progress(at: elapsed)
        case .spring(let s): return s.progress(at: elapsed)
        case .keyframe(let outer, let start, let length):
            let u = outer.progress(elapsed / duration)
            if length <= 0 { return u >= start ? 1 : 0 }
            return min(max((u - start) / length, 0), 1)
        }
    }

    /// A short human description ("easeInOut", "spring(damping 0.6, v 0)", ...).
    public var label: String {
        switch self {
        case .curve(let c):
            switch c {
            case .easeInOut: return "easeInOut"
            case .easeIn: return "easeIn"
            case .easeOut: return "easeOut"
            case .linear: return "linear"
            case .caDefault: return "default"
            default: return "cubic(\(c.x1), \(c.y1), \(c.x2), \(c.y2))"
            }
        case .uikitSpring(let s):
            return "spring(damping \(s.dampingRatio), velocity \(s.initialVelocity))"
        case .spring(let s):
            if s == .system { return "system spring" }
            return "spring(mass \(s.mass), stiffness \(s.stiffness), damping \(s.damping))"
        case .keyframe(let outer, let start, let length):
            return "keyframe(\(TimingFunction.curve(outer).label), \(start)+\(length))"
        }
    }
}
