import Foundation

/// Animations of property animators (SEMANTICS.md §11) read through their own clocks.
extension Timeline {
    /// The progress `animation` shows at scene time `t`, or nil when it does not affect its
    /// layer then: read through its transition clock as `PropertyAnimation.progress(atLocal:)`
    /// does, or through its property animator's clock.
    public func valueProgress(of animation: PropertyAnimation, at t: Double) -> Double? {
        let local = localTime(animation.clock, at: t)
        if let i = animation.clock.propertyAnimatorIndex {
            return propertyAnimators[i].progress(of: animation, atLocal: local)
        }
        return animation.progress(atLocal: local)
    }
}

extension Timeline {
    /// The change `animation` shows at scene time `t` and its progress, or nil when it does
    /// not affect its layer then. Usually the animation's own change; when a property
    /// animator's continuation gave y components a spring velocity of their own, the change
    /// pinned at the value of each component (with progress 1).
    public func presentedChange(of animation: PropertyAnimation, at t: Double) -> (PropertyChange, Double)? {
        guard let p = valueProgress(of: animation, at: t) else { return nil }
        guard let i = animation.clock.propertyAnimatorIndex, animation.change.hasYComponents,
            let py = propertyAnimators[i].progressY(of: animation, atLocal: localTime(animation.clock, at: t)),
            py != p
        else { return (animation.change, p) }
        return (animation.change.pinned(progressX: p, progressY: py), 1)
    }
}

extension PropertyAnimatorClock {
    /// The progress `animation` shows at base time `local`, held at its last value once the
    /// animator has stopped or finished (for plots); 0 before it was added.
    public func heldProgress(of animation: PropertyAnimation, atLocal local: Double) -> Double {
        guard local >= animation.begin - Timeline.epsilon, let i = segmentIndex(atLocal: local) else { return 0 }
        if case let .ended(time) = segments[i] {
            guard i > 0, animation.begin <= time + Timeline.epsilon else { return 0 }
            return progress(of: animation, segment: i - 1, time) ?? 0
        }
        return progress(of: animation, atLocal: local) ?? 0
    }
}
