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
}
