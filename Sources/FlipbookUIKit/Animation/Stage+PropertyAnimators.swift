import Foundation
import FlipbookCore

extension Stage {
    /// Adds a property animator's clock and returns its id.
    func addPropertyAnimatorClock(_ c: PropertyAnimatorClock) -> ClockID {
        propertyAnimatorClocks.append(c)
        return .propertyAnimator(propertyAnimatorClocks.count - 1)
    }

    /// The timeline recorded so far (for reading values now; no snapshot is needed).
    private var partialTimeline: Timeline {
        Timeline(
            size: window.bounds.size, snapshots: [], animations: animations, clocks: clocks,
            duration: now, propertyAnimators: propertyAnimatorClocks)
    }

    /// What `layer` shows now: `model` (the layer's own values, sublayers left out) with every
    /// recorded animation of that layer applied at the current time, in creation order, as
    /// `Timeline.presentation(at:)` does (`CALayer.presentation()`).
    func presentationState(of layer: CALayer, model: LayerState) -> LayerState {
        let timeline = partialTimeline
        var state = model
        for animation in animations where animation.layer == layer.layerID {
            guard let (change, p) = timeline.presentedChange(of: animation, at: now) else { continue }
            change.apply(to: &state, progress: p)
        }
        return state
    }

    /// The value progress of `animation` now (nil when it does not apply).
    func valueProgressNow(of animation: PropertyAnimation) -> Double? {
        partialTimeline.valueProgress(of: animation, at: now)
    }
}

extension Stage {
    /// Drops the pending events whose label starts with `prefix` (a property animator's
    /// arrival that a pause, a reversal or a stop made void), so they neither run nor
    /// lengthen the timeline.
    func cancelEvents(labelPrefix prefix: String) {
        guard queueHead < queue.count else { return }
        let pending = queue[queueHead...].filter { !$0.label.hasPrefix(prefix) }
        queue.removeSubrange(queueHead...)
        queue.append(contentsOf: pending)
    }
}

extension Stage {
    /// The clock a property animator started now runs on: the transition's clock while a
    /// `UIPercentDrivenInteractiveTransition` without an interruptible animator drives it (UIKit
    /// freezes and scrubs every animation of the transition then, SEMANTICS.md §7), else the
    /// scene's (a custom interaction controller drives property animators itself, §12).
    var propertyAnimatorBase: ClockID {
        guard currentClock != .scene, let t = activeTransition, t.clock == currentClock,
            t.interactor is UIPercentDrivenInteractiveTransition
        else { return .scene }
        return currentClock
    }
}
