import Foundation
import FlipbookCore

/// The state machine of SEMANTICS.md §11: start, pause, scrub, reverse, continue, stop, finish.
extension UIViewPropertyAnimator {
    /// Starts an inactive animator, or resumes a paused one with its own timing
    /// (`startAnimation()`). A stopped animator cannot start (an error).
    public func startAnimation() {
        switch state {
        case .stopped:
            forbidden("startAnimation()", "a stopped animator must be finished with finishAnimation(at:) first")
        case .inactive:
            activate(paused: false)
        case .active:
            if !isRunning { resume(with: nil, durationFactor: 0, call: "startAnimation()") }
        }
    }

    /// Starts after `delay` seconds of virtual time (`startAnimation(afterDelay:)`): the
    /// animator is active at once, its animations hold their start values during the delay.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            forbidden(
                "startAnimation(afterDelay:)", "a stopped animator must be finished with finishAnimation(at:) first")
            return
        }
        let d = delay.isFinite ? max(delay, 0) : 0
        if state == .inactive { activate(paused: true) }
        guard let run, let stage = run.stage, d > 0 else {
            startAnimation()
            return
        }
        isRunning = true
        run.cancelScheduled()
        let g = run.generation
        log("starts after \(fmt(d)) s")
        stage.schedule(at: stage.now + d, "\(run.name) delayed start") { [self] in
            guard self.run === run, run.generation == g else { return }
            self.resume(with: nil, durationFactor: 0, call: "startAnimation(afterDelay:)")
        }
    }

    /// Pauses (`pauseAnimation()`): an inactive animator becomes active, paused at its start.
    public func pauseAnimation() {
        guard isInterruptible else {
            forbidden("pauseAnimation()", "a non-interruptible animator (isInterruptible = false) runs to completion")
            return
        }
        switch state {
        case .stopped:
            forbidden("pauseAnimation()", "a stopped animator can only be finished with finishAnimation(at:)")
        case .inactive:
            activate(paused: true)
        case .active:
            guard let run, isRunning else { return }
            hold(run)
            log("pauseAnimation() at fraction \(fmt(Double(currentFraction)))")
        }
    }

    /// Freezes the motion where it is now.
    private func hold(_ run: AnimatorRun) {
        if run.offCurve {
            run.append(.hold(time: run.localNow))
        } else {
            run.append(.run(time: run.localNow, tau: Double(currentFraction) * duration, rate: 0))
        }
        run.cancelScheduled()
        isRunning = false
    }

    /// Resumes with new timing, or the animator's own, over `durationFactor * duration`
    /// seconds (the time left when 0) (`continueAnimation(withTimingParameters:durationFactor:)`).
    /// New timing, or values off the curve after a linear scrub, retarget the rest from the
    /// values on screen (SEMANTICS.md §11).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        let call = "continueAnimation(withTimingParameters:durationFactor:)"
        switch state {
        case .stopped:
            forbidden(call, "a stopped animator can only be finished with finishAnimation(at:)")
            return
        case .inactive:
            activate(paused: true)
        case .active:
            if let run, isRunning { hold(run) }
        }
        resume(with: parameters, durationFactor: Double(durationFactor), call: call)
    }

    func resume(with parameters: UITimingCurveProvider?, durationFactor: Double, call: String) {
        guard let run else { completeWithoutStage(); return }
        let f = Double(currentFraction), rev = reversedFlag
        let natural = rev ? f * duration : (1 - f) * duration
        let span = durationFactor.isFinite && durationFactor > 0 ? durationFactor * duration : natural
        let now = run.localNow
        if parameters == nil && !run.offCurve {
            let rate = span > 0 && natural > 0 ? natural / span : 1
            run.append(.run(time: now, tau: f * duration, rate: rev ? -rate : rate))
        } else {
            let curve = parameters.map { $0.timing(forDuration: span).timing } ?? timing(over: span)
            run.append(
                .retarget(
                    time: now, toEnd: !rev, span: span, curve: curve,
                    curveY: parameters?.timingY(forDuration: span)))
            run.offCurve = true
        }
        isRunning = true
        log("\(call) from fraction \(fmt(f))\(rev ? ", reversed" : ""), \(fmt(span)) s")
        scheduleArrival()
    }

    /// Turns the motion round (`isReversed`): a running animator heads back at once, along its
    /// curve, or retargeted when its values are off the curve.
    func setReversed(_ reversed: Bool) {
        guard reversed != reversedFlag else { return }
        reversedFlag = reversed
        guard state == .active, isRunning, let run else { return }
        let f = Double(currentFraction)
        let now = run.localNow
        if run.offCurve {
            let span = reversed ? f * duration : (1 - f) * duration
            run.append(.retarget(time: now, toEnd: !reversed, span: span, curve: timing(over: span)))
        } else {
            run.append(.run(time: now, tau: f * duration, rate: reversed ? -1 : 1))
        }
        log("isReversed = \(reversed) at fraction \(fmt(f))")
        scheduleArrival()
    }

    /// Scrubs a paused animator to `fraction` (`fractionComplete`'s setter).
    func scrub(to fraction: CGFloat) {
        guard fraction.isFinite else {
            Stage.current?.report(
                .invalidRequest(
                    what:
                        "UIViewPropertyAnimator.fractionComplete = \(fraction): the fraction must be a finite number in 0...1",
                    time: Stage.current?.now ?? 0))
            return
        }
        let f = min(max(Double(fraction), 0), 1)
        switch state {
        case .stopped:
            log("fractionComplete ignored: the animator is stopped")
            return
        case .inactive:
            activate(paused: true)
        case .active:
            if isRunning {
                // UIKit ignores scrubbing a running animator.
                log("fractionComplete = \(fmt(f)) ignored: the animator is running")
                return
            }
        }
        guard let run else { return }
        if scrubsLinearly {
            run.append(.scrub(time: run.localNow, fraction: f))
            run.offCurve = true
        } else {
            run.append(.run(time: run.localNow, tau: f * duration, rate: 0))
            run.offCurve = false
        }
        run.cancelScheduled()
    }

    /// Adds a block: recorded at once when active (from the values on screen, over the
    /// remaining time), else kept for the start.
    func add(_ block: @escaping () -> Void, delayFactor: Double) {
        switch state {
        case .inactive:
            pendingAnimations.append((block, delayFactor))
        case .active:
            record(block, delayFactor: delayFactor, fromScreen: true)
            log("addAnimations while active, delay factor \(fmt(delayFactor))")
        case .stopped:
            forbidden("addAnimations(_:)", "a stopped animator takes no more animations")
        }
    }

    /// Stops the animations where they are (`stopAnimation(_:)`): the values on screen become
    /// the model values. `true`: inactive, no completions; `false`: `.stopped`, waiting for
    /// `finishAnimation(at:)`. Stopping an inactive animator does nothing.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible || state == .inactive else {
            forbidden("stopAnimation(_:)", "a non-interruptible animator (isInterruptible = false) runs to completion")
            return
        }
        switch state {
        case .stopped:
            forbidden("stopAnimation(_:)", "the animator is already stopped; call finishAnimation(at:)")
            return
        case .inactive:
            return
        case .active:
            break
        }
        stoppedFraction = currentFraction
        settle(at: .current)
        if let run { run.append(.ended(time: run.localNow)); run.cancelScheduled() }
        log("stopAnimation(\(withoutFinishing)) at fraction \(fmt(Double(stoppedFraction)))")
        isRunning = false
        if withoutFinishing {
            state = .inactive
            run = nil
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator (`finishAnimation(at:)`): the model values become the start
    /// values, the end values, or stay where they stopped; then the completions run with the
    /// position. Any other state is an error.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            forbidden("finishAnimation(at:)", "only a stopped animator can finish; call stopAnimation(false) first")
            return
        }
        if finalPosition != .current { settle(at: finalPosition) }
        log("finishAnimation(at: \(finalPosition))")
        state = .inactive
        run = nil
        let list = completions
        completions = []
        for c in list { c(finalPosition) }
    }
}
