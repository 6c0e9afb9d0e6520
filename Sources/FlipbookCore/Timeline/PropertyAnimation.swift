import Foundation

/// One recorded animation of one layer property, as `UIView.animate` creates it.
///
/// Times are on the animation's clock (`clock`): the scene's own time, or a transition's time
/// when the transition is interactive (SEMANTICS.md §7).
public struct PropertyAnimation: Hashable, Sendable {
    /// The animated layer.
    public var layer: LayerID
    /// The property with its typed from and to values.
    public var change: PropertyChange
    /// When the animation was created, in seconds on its clock; from then on it holds `from`
    /// until `begin + delay`.
    public var begin: Double
    /// Delay in seconds before the motion starts.
    public var delay: Double
    /// Duration in seconds (a spring's own duration for springs).
    public var duration: Double
    /// The curve or spring.
    public var timing: TimingFunction
    /// The clock this animation runs on.
    public var clock: ClockID
    /// For keyframe animations: whether this is the earliest keyframe of its property in its
    /// block, so it holds its from value before its window starts.
    public var holdsBeforeStart: Bool

    /// Creates an animation.
    public init(
        layer: LayerID, change: PropertyChange, begin: Double, delay: Double = 0, duration: Double,
        timing: TimingFunction, clock: ClockID = .scene, holdsBeforeStart: Bool = true
    ) {
        self.layer = layer; self.change = change; self.begin = begin; self.delay = delay
        self.duration = duration; self.timing = timing; self.clock = clock
        self.holdsBeforeStart = holdsBeforeStart
    }

    /// The clock time at which the animation ends and the model value shows.
    public var end: Double { begin + delay + duration }

    /// The progress at clock time `local`, or nil when the animation does not affect the layer
    /// then (not yet created, already ended, or a keyframe before its window).
    public func progress(atLocal local: Double) -> Double? {
        guard local >= begin - Timeline.epsilon, local < end - Timeline.epsilon else { return nil }
        let elapsed = local - begin - delay
        if case let .keyframe(outer, start, _) = timing, !holdsBeforeStart {
            if outer.progress(max(elapsed, 0) / duration) < start { return nil }
        }
        return timing.progress(elapsed: elapsed, duration: duration)
    }
}
