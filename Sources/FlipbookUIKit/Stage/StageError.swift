import Foundation

/// What can go wrong while recording a scene. Every case names the culprit and the virtual
/// time, so a misbehaving animator is reported, never a hang or a crash.
public enum StageError: Error, Equatable, CustomStringConvertible {
    /// The animator never called `completeTransition(_:)`.
    case neverCompleted(animator: String, duration: Double, waited: Double, time: Double)
    /// `completeTransition(_:)` was called a second time.
    case completedTwice(animator: String, time: Double)
    /// A property was set to NaN or infinity (named as the code set it: `alpha`, `frame`, or the
    /// layer property), by the animator of the transition then running, if any.
    case nonFinite(property: String, layer: String, value: String, animator: String?, time: Double)
    /// A transition was started while another was running.
    case transitionDuringTransition(running: String, requested: String, time: Double)
    /// Virtual time passed the stage's limit (`Stage.timeLimit`): an event (`pending`) was
    /// due at `time`, scheduled by `animator`'s transition or its completion blocks, if any.
    case timeLimit(limit: Double, pending: String, animator: String?, time: Double)
    /// Too many events (an animation loop that never advances time), the last one scheduled
    /// by `animator`'s transition or its completion blocks, if any.
    case tooManyEvents(limit: Int, time: Double, pending: String, animator: String?)
    /// A transition UIKit would refuse or that Flipbook does not draw.
    case unsupported(what: String, time: Double)
    /// A request that makes no sense in the current state (dismiss with nothing presented...).
    case invalidRequest(what: String, time: Double)
    /// A gesture script that cannot be played.
    case gestureScript(String)
    /// The window's layer tree is deeper than Flipbook records: `depth` levels (at least;
    /// counting stops past the limit) against `limit` (`LayerTree.maximumDepth`).
    case tooDeep(depth: Int, limit: Int, time: Double)

    /// A readable description.
    public var description: String {
        func s(_ t: Double) -> String { String(format: "%.4g s", t) }
        switch self {
        case let .neverCompleted(a, d, w, t):
            return
                "\(a) never called completeTransition(_:): waited \(s(w)) of virtual time past its transitionDuration of \(s(d)) (until t = \(s(t)))"
        case let .completedTwice(a, t):
            return "\(a) called completeTransition(_:) twice (the second time at t = \(s(t)))"
        case let .nonFinite(p, l, v, a, t):
            let by = a.map { " by \($0)" } ?? ""
            return "\(p) of layer \(l) was set to \(v) at t = \(s(t))\(by); values must be finite numbers"
        case let .transitionDuringTransition(r, q, t):
            return "\(q) was started at t = \(s(t)) while \(r) was still running; wait for its completion"
        case let .timeLimit(l, p, a, t):
            let by = a.map { " scheduled by \($0)" } ?? ""
            return "virtual time passed the limit of \(s(l)): \(p)\(by) was due at t = \(s(t)); "
                + "an animation that keeps starting another?"
        case let .tooManyEvents(l, t, p, a):
            let by = a.map { " scheduled by \($0)" } ?? ""
            return "more than \(l) events by t = \(s(t)) (last: \(p)\(by)): an animation loop that never advances time?"
        case let .unsupported(w, t): return "\(w) (at t = \(s(t)))"
        case let .invalidRequest(w, t): return "\(w) (at t = \(s(t)))"
        case let .gestureScript(m): return "gesture script: \(m)"
        case let .tooDeep(d, l, t):
            return "the window's layer tree is \(d) layers deep at t = \(s(t)), "
                + "more than the \(l) Flipbook records and draws"
        }
    }
}
