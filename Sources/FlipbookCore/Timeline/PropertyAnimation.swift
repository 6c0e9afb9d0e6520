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
    /// How many times the motion runs (`UIView.AnimationOptions.repeat`: infinity; default 1).
    public var repeatCount: Double = 1
    /// Whether each run goes forwards then backwards (`.autoreverse`; default false): a run
    /// then lasts two durations.
    public var autoreverses = false

    /// Creates an animation.
    public init(
        layer: LayerID, change: PropertyChange, begin: Double, delay: Double = 0, duration: Double,
        timing: TimingFunction, clock: ClockID = .scene, holdsBeforeStart: Bool = true
    ) {
        self.layer = layer; self.change = change; self.begin = begin; self.delay = delay
        self.duration = duration; self.timing = timing; self.clock = clock
        self.holdsBeforeStart = holdsBeforeStart
    }

    /// The length of one run: the duration, twice it when the run reverses.
    public var runLength: Double { autoreverses ? 2 * duration : duration }
    /// The clock time at which the animation ends and the model value shows (infinity for an
    /// animation that repeats forever).
    public var end: Double {
        repeatCount == 1 && !autoreverses ? begin + delay + duration : begin + delay + runLength * repeatCount
    }
    /// The end as far as the scene's duration goes: `end`, but one run for an animation that
    /// repeats forever (SEMANTICS.md §5: it repeats until the scene ends and does not make the
    /// scene longer).
    public var countedEnd: Double { end.isFinite ? end : begin + delay + runLength }

    /// The time into the current pass of the motion: time past the delay folded into one
    /// duration, running backwards in the second half of a reversing run.
    func passElapsed(_ elapsed: Double) -> Double {
        guard repeatCount != 1 || autoreverses, elapsed > 0, duration > 0 else { return elapsed }
        let pass = (elapsed / duration).rounded(.down)
        let within = elapsed - pass * duration
        return autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1 ? duration - within : within
    }

    /// The progress at clock time `local`, or nil when the animation does not affect the layer
    /// then (not yet created, already ended, or a keyframe before its window).
    public func progress(atLocal local: Double) -> Double? {
        guard local >= begin - Timeline.epsilon, local < end - Timeline.epsilon else { return nil }
        let elapsed = passElapsed(local - begin - delay)
        if case let .keyframe(outer, start, _) = timing, !holdsBeforeStart {
            if outer.progress(max(elapsed, 0) / duration) < start { return nil }
        }
        return timing.progress(elapsed: elapsed, duration: duration)
    }
}
