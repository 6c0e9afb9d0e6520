// libFuzzer target: the gesture-script parser (GestureScript(parsing:)) and the playing of
// a script through a real interactive transition (the showcase's spring-rotate
// presentation, driven by an edge pan). Built by fuzz/run.sh.
import Foundation
import FlipbookCore
import FlipbookUIKit
import FlipbookShowcase
import FlipbookRender

/// Input: script text ("t:x,y t:x,y ..."). Parsing either throws `StageError.gestureScript`
/// or gives samples with finite values and strictly increasing times, whose interpolated
/// locations and velocities are finite. Played on a stage, the recording ends with a
/// timeline or a `StageError`, never a crash or a hang, and its last frame can be drawn.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGesture(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size <= 4096 else { return 0 }
    let text = size == 0 ? "" : String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let script: GestureScript
    do {
        script = try GestureScript(parsing: text)
    } catch let error as StageError {
        guard case .gestureScript(let message) = error, !message.isEmpty else { fatalError("unexpected error: \(error)") }
        return 0
    } catch {
        fatalError("not a StageError: \(error)")
    }
    let s = script.samples
    precondition(!s.isEmpty)
    for (i, sample) in s.enumerated() {
        precondition(sample.time.isFinite && sample.time >= 0 && sample.location.x.isFinite && sample.location.y.isFinite)
        if i > 0 { precondition(sample.time > s[i - 1].time) }
    }
    var probes = [-1.0, 0, s[0].time, s[s.count - 1].time + 1]
    for (a, b) in zip(s, s.dropFirst()) { probes += [a.time, (a.time + b.time) / 2, b.time] }
    for t in probes.prefix(64) {
        let p = script.location(at: t), v = script.velocity(at: t)
        precondition(p.x.isFinite && p.y.isFinite, "location(at: \(t)) = \(p) for \(s)")
        precondition(v.x.isFinite && v.y.isFinite, "velocity(at: \(t)) = \(v) for \(s)")
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
        return 0
    } catch {
        fatalError("recording threw a non-StageError: \(error)")
    }
    precondition(timeline.duration.isFinite && timeline.duration >= 0)
    let job = RenderJob(timeline: timeline, scale: 0.25, fps: 60)
    let last = timeline.frameCount(fps: 60) - 1
    for k in Set([0, last / 2, last]) {
        do { _ = try job.bitmap(ofFrame: k) } catch { fatalError("frame \(k) could not be drawn: \(error)") }
    }
    return 0
}
