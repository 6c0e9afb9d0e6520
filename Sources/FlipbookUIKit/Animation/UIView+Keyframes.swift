import Foundation
import FlipbookCore

/// The keyframe block being recorded: its keyframes' changes with their windows.
final class KeyframeRecorder {
    var keyframes: [(start: Double, length: Double, changes: [(layer: CALayer, change: PropertyChange)])] = []
    /// The keyframes' `AnimationBlock.atEnd` work, run when the whole animation ends.
    var atEnd: [() -> Void] = []
}

extension UIView {
    private static var keyframeStack: [KeyframeRecorder] {
        get { ThreadContext.current.keyframes }
        set { ThreadContext.current.keyframes = newValue }
    }

    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`
    /// (SEMANTICS.md §3, chosen): overall time is remapped by the options' curve bits (ease
    /// in-out when none are given), then each keyframe changes its properties linearly over
    /// its window, holding values between keyframes; with another calculation mode
    /// (`.calculationModeCubic`, ...), each property runs through its keyframes' values as a
    /// `CAKeyframeAnimation` in that mode does.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let recorder = KeyframeRecorder()
        keyframeStack.append(recorder)
        // Changes made directly in the block (outside any keyframe) jump at once, as in UIKit.
        UIView.performWithoutAnimation(animations)
        keyframeStack.removeLast()
        let outer = UIView.curve(bits: options.rawValue)
        let state = RecordingState.current
        let d = duration.isFinite ? max(duration, 0) : 0
        let delay = delay.isFinite ? max(delay, 0) : 0
        guard let stage = state.stage else {
            for action in recorder.atEnd { action() }
            completion?(true)
            return
        }
        let clock = stage.currentClock
        let begin = stage.localNow(clock)
        if !recorder.atEnd.isEmpty {
            let actions = recorder.atEnd
            if d > 0 {
                stage.scheduleCompletion(clock: clock, localEnd: begin + delay + d) {
                    for action in actions { action() }
                }
            } else {
                for action in actions { action() }
            }
        }
        if d > 0 {
            var seen: [(ObjectIdentifier, LayerProperty)] = []
            let ordered = recorder.keyframes.enumerated().sorted {
                ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
            }
            // Another calculation mode than linear: each property's keyframes as one Core
            // Animation keyframe animation (UIView+KeyframeModes.swift).
            var handled: [(ObjectIdentifier, LayerProperty)] = []
            let mode = options.calculationMode
            if mode != .linear {
                var groups: [(layer: CALayer, frames: [(start: Double, length: Double, change: PropertyChange)])] = []
                for (_, kf) in ordered {
                    for (layer, change) in kf.changes {
                        let entry = (start: kf.start, length: kf.length, change: change)
                        if let i = groups.firstIndex(where: {
                            $0.layer === layer && $0.frames[0].change.property == change.property
                        }) {
                            groups[i].frames.append(entry)
                        } else {
                            groups.append((layer, [entry]))
                        }
                    }
                }
                for g in groups
                where addKeyframeAnimation(
                    on: g.layer, keyframes: g.frames, mode: mode, duration: d, delay: delay, curve: outer, stage: stage)
                {
                    handled.append((ObjectIdentifier(g.layer), g.frames[0].change.property))
                }
            }
            for (_, kf) in ordered {
                for (layer, change) in kf.changes {
                    let key = (ObjectIdentifier(layer), change.property)
                    if handled.contains(where: { $0.0 == key.0 && $0.1 == key.1 }) { continue }
                    let first = !seen.contains { $0.0 == key.0 && $0.1 == key.1 }
                    if first { seen.append(key) }
                    stage.animations.append(
                        PropertyAnimation(
                            layer: layer.layerID, change: change, begin: begin, delay: delay, duration: d,
                            timing: .keyframe(outer: outer, start: kf.start, length: kf.length), clock: clock,
                            holdsBeforeStart: first))
                }
            }
        }
        guard let completion else { return }
        stage.scheduleCompletion(clock: clock, localEnd: begin + delay + d) { completion(true) }
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: both in
    /// [0, 1] of the enclosing keyframe animation.
    public class func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration length: Double,
        animations: @escaping () -> Void
    ) {
        let state = RecordingState.current
        let block = AnimationBlock()
        let saved = state.withoutAnimation
        state.withoutAnimation = 0
        state.animationStack.append(block)
        animations()
        state.animationStack.removeLast()
        state.withoutAnimation = saved
        guard let recorder = keyframeStack.last else {
            for action in block.atEnd { action() }
            return
        }
        recorder.atEnd += block.atEnd
        let s = min(max(start.isFinite ? start : 0, 0), 1)
        let l = min(max(length.isFinite ? length : 0, 0), 1 - s)
        recorder.keyframes.append((s, l, block.changes))
    }
}
