import Foundation
import FlipbookCore

/// One activation of a property animator on a stage: its clock and the animations it
/// recorded. A new activation (a finished animator started again) gets a new clock.
final class AnimatorRun {
    weak var stage: Stage?
    let clock: ClockID
    let index: Int
    let base: ClockID
    let name: String
    /// The animator's animations: each layer with the index of its animation in `Stage.animations`.
    var records: [(layer: CALayer, animation: Int)] = []
    /// Bumped by every call that changes the motion, so a scheduled arrival that no longer
    /// holds does nothing.
    var generation = 0
    /// Whether the values are off the animator's curve (after a linear scrub or a
    /// continuation with new timing), so the rest must be retargeted (SEMANTICS.md §11).
    var offCurve = false

    init(stage: Stage, clock: ClockID, base: ClockID, name: String) {
        self.stage = stage; self.clock = clock; self.base = base; self.name = name
        index = clock.propertyAnimatorIndex ?? 0
    }

    var localNow: Double { stage?.localNow(base) ?? 0 }
    var value: PropertyAnimatorClock? { stage?.propertyAnimatorClocks[index] }

    /// Makes the scheduled arrival or delayed start void: bumps the generation and drops the
    /// events from the stage's queue.
    func cancelScheduled() {
        generation += 1
        stage?.cancelEvents(labelPrefix: name + " ")
    }

    func append(_ segment: PropertyAnimatorClock.Segment) {
        guard let stage else { return }
        if let last = value?.segments.last, segment.time < last.time - Timeline.epsilon {
            // Only a base clock that went back (a cancelled percent-driven transition's τ)
            // gets here; a piecewise function of that time cannot hold the change.
            stage.report(
                .unsupported(
                    what: "\(name) was changed after the interactive transition whose clock it follows went back "
                        + "(it runs on that clock because the UIPercentDrivenInteractiveTransition has no interruptible "
                        + "animator); return it from interruptibleAnimator(using:) instead",
                    time: stage.now))
            return
        }
        stage.propertyAnimatorClocks[index].append(segment)
        stage.markDirty()
    }
}

extension UIViewPropertyAnimator {
    /// The fraction now: read from the clock while active, else 0 (or where it stopped).
    var currentFraction: CGFloat {
        guard let run, let clock = run.value else { return state == .inactive ? 0 : stoppedFraction }
        return clock.fraction(atLocal: run.localNow)
    }

    /// The name used in the event log and in errors: "UIViewPropertyAnimator 2".
    var logName: String { run?.name ?? "UIViewPropertyAnimator" }

    /// Reports a call UIKit forbids in the current state (UIKit raises an exception).
    func forbidden(_ call: String, _ why: String) {
        guard let stage = Stage.current else { return }
        stage.report(
            .invalidRequest(
                what: "UIViewPropertyAnimator.\(call) on an animator in state \(state): \(why) (UIKit raises here)",
                time: stage.now))
    }

    func log(_ message: String) { run?.stage?.log("\(logName): \(message)") }

    /// Becomes active: a new clock, the waiting animation blocks recorded on it, running or
    /// paused at the start. Without a stage the blocks just set their values.
    func activate(paused: Bool) {
        state = .active
        isRunning = !paused
        let blocks = pendingAnimations
        pendingAnimations = []
        guard let stage = Stage.current else {
            // No recording on this thread (views used outside a stage): the values are set at
            // once and a running animator completes at once, as `UIView.animate` does there.
            for b in blocks { b.block() }
            if !paused { completeWithoutStage() }
            return
        }
        let name = "UIViewPropertyAnimator \(stage.propertyAnimatorClocks.count)"
        let base = stage.propertyAnimatorBase
        var clock = PropertyAnimatorClock(duration: duration, base: base, name: name)
        clock.timingY = timingParameters?.timingY(forDuration: duration)
        let id = stage.addPropertyAnimatorClock(clock)
        let r = AnimatorRun(stage: stage, clock: id, base: base, name: name)
        run = r
        r.append(
            .run(
                time: r.localNow, tau: reversedFlag ? duration : 0,
                rate: paused ? 0 : (reversedFlag ? -1 : 1)))
        stage.log("\(name): active (\(paused ? "paused" : "running")), duration \(fmt(duration)), \(timing.label)")
        for b in blocks { record(b.block, delayFactor: b.delayFactor, fromScreen: false) }
        if !paused { scheduleArrival() }
    }

    /// Runs an animation block and records its changes on the animator's clock, in the window
    /// from `delayFactor` of the remaining time to the end (SEMANTICS.md §11).
    func record(_ block: () -> Void, delayFactor: Double, fromScreen: Bool) {
        let recording = RecordingState.current
        let changes = AnimationBlock()
        recording.animationStack.append(changes)
        block()
        recording.animationStack.removeLast()
        guard let run, let stage = run.stage, recording.withoutAnimation == 0, recording.animationsEnabled else {
            for action in changes.atEnd { action() }
            return
        }
        if !changes.atEnd.isEmpty {
            let actions = changes.atEnd
            completions.append { _ in for action in actions { action() } }
        }
        let tauNow = Double(currentFraction) * duration
        let df = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        let start = tauNow + df * (duration - tauNow)
        let window = max(duration - start, 0)
        for (layer, change) in changes.changes {
            var c = change
            if fromScreen {
                var before = layer.state(sublayers: false)
                change.apply(to: &before, progress: 0)
                c = change.startingFrom(stage.presentationState(of: layer, model: before))
            }
            stage.animations.append(
                PropertyAnimation(
                    layer: layer.layerID, change: c, begin: run.localNow,
                    delay: start, duration: window,
                    timing: timing(over: window), clock: run.clock))
            run.records.append((layer, stage.animations.count - 1))
        }
    }

    /// The animator's timing for a stretch of `span` seconds: a duration spring is solved for
    /// that span; curves stretch; a physical spring runs in its own seconds.
    func timing(over span: Double) -> TimingFunction {
        if case let .uikitSpring(s) = timing, abs(span - duration) > 1e-9 {
            return .uikitSpring(
                DurationSpring(
                    duration: span, dampingRatio: s.dampingRatio,
                    initialVelocity: s.initialVelocity))
        }
        return timing
    }

    /// Schedules the arrival of the motion now recorded (its natural end); any later call that
    /// changes the motion makes it do nothing. The event holds the animator, as UIKit keeps a
    /// running animator alive.
    func scheduleArrival() {
        guard let run, let stage = run.stage, let last = run.value?.segments.last else { return }
        run.cancelScheduled()
        let g = run.generation
        guard let end = PropertyAnimatorClock.arrival(of: last, duration: duration) else { return }
        let action = { [self] in
            guard self.run === run, run.generation == g else { return }
            self.arrive()
        }
        if run.base == .scene {
            stage.schedule(at: end, "\(run.name) end", action)
        } else {
            stage.scheduleCompletion(clock: run.base, localEnd: end, action)
        }
    }

    /// The motion reached its end (or its start, reversed): completes, or with
    /// `pausesOnCompletion` stays active, paused there.
    func arrive() {
        guard let run else { return }
        let toEnd = !reversedFlag
        if pausesOnCompletion {
            run.append(.run(time: run.localNow, tau: toEnd ? duration : 0, rate: 0))
            run.offCurve = false
            run.cancelScheduled()
            isRunning = false
            log("paused on completion at \(toEnd ? "the end" : "the start")")
            return
        }
        complete(at: toEnd ? .end : .start)
    }

    /// Completes at once at the end, outside any recording.
    func completeWithoutStage() {
        state = .inactive
        isRunning = false
        let list = completions
        completions = []
        for c in list { c(.end) }
    }

    /// Sets the model values for `position`, ends the clock, becomes inactive and runs the
    /// completions in order.
    func complete(at position: UIViewAnimatingPosition) {
        settle(at: position)
        if let run { run.append(.ended(time: run.localNow)); run.cancelScheduled() }
        log("completes at \(position)")
        state = .inactive
        isRunning = false
        run = nil
        stoppedFraction = 0
        let list = completions
        completions = []
        for c in list { c(position) }
    }

    /// Makes the model values those of `position`: the start values (the first animation of
    /// a property wins), the end values (the last wins) or the values on screen now.
    func settle(at position: UIViewAnimatingPosition) {
        guard let run, let stage = run.stage else { return }
        let animations = run.records.map { ($0.layer, stage.animations[$0.animation].change) }
        switch position {
        case .end:
            for (layer, change) in animations {
                var s = layer.state(sublayers: false)
                change.apply(to: &s, progress: 1)
                layer.setModel(change.property, from: s)
            }
        case .start:
            for (layer, change) in animations.reversed() {
                var s = layer.state(sublayers: false)
                change.apply(to: &s, progress: 0)
                layer.setModel(change.property, from: s)
            }
        case .current:
            let shown = animations.map { stage.presentationState(of: $0.0, model: $0.0.state(sublayers: false)) }
            for (i, (layer, change)) in animations.enumerated() { layer.setModel(change.property, from: shown[i]) }
        }
    }
}
