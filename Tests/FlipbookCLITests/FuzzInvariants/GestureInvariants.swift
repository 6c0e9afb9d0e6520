import Foundation
import FlipbookCore
import FlipbookUIKit
import FlipbookShowcase
import FlipbookRender

/// fuzz target `gesture`: the gesture-script parser and the playing of a script through a
/// real interactive transition (the showcase's spring-rotate presentation, driven by an
/// edge pan).
enum GestureInvariants {
    /// Input: script text ("t:x,y t:x,y ...", at most 4096 bytes). Parsing either throws
    /// `StageError.gestureScript` with a message, or gives samples with finite values and
    /// strictly increasing times, whose interpolated locations and velocities are finite.
    /// Played on a stage, the recording ends with a timeline of finite duration or a
    /// `StageError`, and its first, middle and last frames can be drawn.
    static func check(_ input: [UInt8]) throws {
        guard input.count <= 4096 else { return }
        if input.contains(UInt8(ascii: "|")) { return try checkFingers(input) }
        let script: GestureScript
        do {
            script = try GestureScript(parsing: String(decoding: input, as: UTF8.self))
        } catch let error as StageError {
            guard case .gestureScript(let message) = error, !message.isEmpty else {
                throw FuzzViolation(description: "unexpected parse error: \(error)")
            }
            return
        } catch {
            throw FuzzViolation(description: "parsing threw a non-StageError: \(error)")
        }
        let s = script.samples
        try invariant(!s.isEmpty, "a parsed script without samples")
        for (i, sample) in s.enumerated() {
            try invariant(
                sample.time.isFinite && sample.time >= 0 && sample.location.x.isFinite && sample.location.y.isFinite,
                "sample \(i) not finite: \(sample)")
            if i > 0 { try invariant(sample.time > s[i - 1].time, "sample \(i) not after the one before") }
        }
        var probes = [-1.0, 0, s[0].time, s[s.count - 1].time + 1]
        for (a, b) in zip(s, s.dropFirst()) { probes += [a.time, (a.time + b.time) / 2, b.time] }
        for t in probes.prefix(64) {
            let p = script.location(at: t), v = script.velocity(at: t)
            try invariant(p.x.isFinite && p.y.isFinite, "location(at: \(t)) = \(p)")
            try invariant(v.x.isFinite && v.y.isFinite, "velocity(at: \(t)) = \(v)")
        }

        // Play it: the spring-rotate presentation driven by this pan.
        let a = ScreenViewController(.a), b = ScreenViewController(.b)
        let delegate = SpringRotateTransitioningDelegate()
        let interaction = SpringRotateInteraction(presenter: a, presented: b)
        delegate.interaction = interaction
        b.transitioningDelegate = delegate
        let window = UIWindow(frame: CGRect(origin: .zero, size: Showcase.size))
        window.rootViewController = a
        let pan = interaction.attach(to: a.view)
        let timeline: Timeline
        do {
            timeline = try withExtendedLifetime((delegate, interaction)) {
                try Stage(window: window, fps: 60).record { pan.play(script) }
            }
        } catch is StageError {
            return
        } catch {
            throw FuzzViolation(description: "recording threw a non-StageError: \(error)")
        }
        try invariant(timeline.duration.isFinite && timeline.duration >= 0, "duration \(timeline.duration)")
        let job = RenderJob(timeline: timeline, scale: 0.25, fps: 60)
        let last = timeline.frameCount(fps: 60) - 1
        for k in Set([0, last / 2, last]).sorted() {
            do { _ = try job.bitmap(ofFrame: k) } catch {
                throw FuzzViolation(description: "frame \(k) could not be drawn: \(error)")
            }
        }
    }

    /// Input with a `|`: several fingers ("finger | finger ...", `MultiTouchScript(parsing:)`).
    /// Parsing throws `StageError.gestureScript` with a message, or gives fingers that are all
    /// down together at some moment. Played on a view with a pinch, a rotation and a pan that
    /// recognize together, every value their handlers read is finite, the touch count is at
    /// most the fingers', and the recording ends with a finite duration or a `StageError`.
    static func checkFingers(_ input: [UInt8]) throws {
        let script: MultiTouchScript
        do {
            script = try MultiTouchScript(parsing: String(decoding: input, as: UTF8.self))
        } catch let error as StageError {
            guard case .gestureScript(let message) = error, !message.isEmpty else {
                throw FuzzViolation(description: "unexpected parse error: \(error)")
            }
            return
        } catch {
            throw FuzzViolation(description: "parsing threw a non-StageError: \(error)")
        }
        try invariant(!script.fingers.isEmpty && script.fingers.count <= MultiTouchScript.maxFingers, "finger count")
        try invariant(script.commonStart <= script.commonEnd, "fingers never down together")
        let window = UIWindow(frame: CGRect(origin: .zero, size: Showcase.size))
        let watcher = FingerWatcher(fingers: script.fingers.count)
        let pinch = UIPinchGestureRecognizer(target: watcher, action: FingerWatcher.pinched)
        let rotation = UIRotationGestureRecognizer(target: watcher, action: FingerWatcher.rotated)
        let pan = UIPanGestureRecognizer(target: watcher, action: FingerWatcher.panned)
        for g in [pinch, rotation, pan] as [UIGestureRecognizer] {
            g.delegate = watcher
            window.addGestureRecognizer(g)
        }
        let timeline: Timeline
        do {
            timeline = try Stage(window: window, fps: 60).record { window.playTouch(script) }
        } catch is StageError {
            return
        } catch {
            throw FuzzViolation(description: "recording threw a non-StageError: \(error)")
        }
        if let problem = watcher.problem { throw FuzzViolation(description: problem) }
        try invariant(timeline.duration.isFinite && timeline.duration >= 0, "duration \(timeline.duration)")
    }

    /// Reads what apps read in their handlers and notes the first value that is not finite.
    final class FingerWatcher: NSObject, UIGestureRecognizerDelegate {
        let fingers: Int
        var problem: String?
        init(fingers: Int) { self.fingers = fingers }

        func check(_ g: UIGestureRecognizer, _ values: [Double]) {
            guard problem == nil else { return }
            let p = g.location(in: nil)
            if !(values + [p.x, p.y]).allSatisfy(\.isFinite) {
                problem = "\(type(of: g)) \(g.state): \(values), location \(p)"
            } else if g.numberOfTouches > fingers {
                problem = "\(type(of: g)) sees \(g.numberOfTouches) touches of \(fingers) fingers"
            }
        }
        func pinched(_ g: UIPinchGestureRecognizer) { check(g, [g.scale, g.velocity]) }
        func rotated(_ g: UIRotationGestureRecognizer) { check(g, [g.rotation, g.velocity]) }
        func panned(_ g: UIPanGestureRecognizer) {
            let t = g.translation(in: nil), v = g.velocity(in: nil)
            check(g, [t.x, t.y, v.x, v.y])
        }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }
}
