import Foundation
import FlipbookCore

extension UIGestureRecognizer {
    /// A pan begins at the first sample (SEMANTICS.md §7's scripts), then `.changed` at every
    /// frame time and at the last sample, then `.ended`.
    /// Several fingers are followed at their centroid while all are down (MultiTouchScript).
    func continuousPlan(_ touch: TouchInput, frames: FrameClock) -> GesturePlan {
        guard let s = touch.centroidPath else {
            return GesturePlan(recognizesAt: nil, failsAt: touch.endTime, events: [])
        }
        let start = s.samples[0].time, end = s.samples[s.samples.count - 1].time
        var events: [GesturePlan.Event] = [
            .init(time: start, state: .began, location: s.location(at: start), velocity: .zero)
        ]
        for t in frames.times(from: start, to: end) where t > start + Timeline.epsilon {
            events.append(.init(time: t, state: .changed, location: s.location(at: t), velocity: .zero))
        }
        if end > start + Timeline.epsilon {
            events.append(.init(time: end, state: .changed, location: s.location(at: end), velocity: .zero))
        }
        events.append(.init(time: end, state: .ended, location: s.location(at: end), velocity: .zero))
        return GesturePlan(recognizesAt: start, failsAt: end, events: events)
    }
}

/// The frame times of a stage, seen from a touch that starts at scene time `origin`.
struct FrameClock {
    var origin: Double
    var fps: Double

    /// The times t, in seconds from the touch's start, strictly between `from` and `to` at which
    /// `origin + t` is a frame time k / fps.
    func times(from: Double, to: Double) -> [Double] {
        var out: [Double] = []
        var k = Int(((origin + from) * fps).rounded(.down)) + 1
        while Double(k) / fps < origin + to - Timeline.epsilon {
            let t = Double(k) / fps - origin
            if t > from + Timeline.epsilon { out.append(t) }
            k += 1
        }
        return out
    }
}

/// Decides which of the recognizers that see one touch recognize, and schedules their events
/// (SEMANTICS.md §13, "Gestures"): each recognizer plans alone; one that requires another to
/// fail (`require(toFail:)` or its delegate's `shouldRequireFailureOf`) fails if that one
/// recognizes, else recognizes no earlier than that one fails; then, in order of recognition
/// time (ties: the deepest view first, then the order added), a recognizer joins only if each
/// one already recognizing may recognize simultaneously with it (either delegate's
/// `shouldRecognizeSimultaneouslyWith`); `gestureRecognizerShouldBegin` is asked when the
/// touch is played, and a refusal fails it. The others fail.
enum GestureArbiter {
    /// Plays the touch; gives back the scene time at which the first recognizer that
    /// recognizes with `cancelsTouchesInView` takes the touch over from its view, if one does.
    @discardableResult
    static func play(_ input: TouchInput, on candidates: [UIGestureRecognizer]) -> Double? {
        guard let stage = Stage.current else { return nil }
        // One finger given as a multi-touch script is that finger's path.
        let touch: TouchInput
        if case .fingers(let m) = input, m.fingers.count == 1 { touch = .path(m.fingers[0]) } else { touch = input }
        let origin = stage.now
        let end = origin + touch.endTime
        guard end <= stage.timeLimit else {
            stage.report(.timeLimit(limit: stage.timeLimit, pending: "gesture .ended", animator: nil, time: end))
            return nil
        }
        guard stage.fps.isFinite, stage.fps > 0, stage.fps <= Stage.maxFPS else {
            stage.report(
                .invalidRequest(
                    what:
                        "playing a gesture: the stage's fps \(stage.fps) is not a frame rate in (0, \(Int(Stage.maxFPS))]",
                    time: stage.now))
            return nil
        }
        stage.inputUntil = max(stage.inputUntil, end)
        let frames = FrameClock(origin: origin, fps: stage.fps)
        let live = candidates.filter { $0.isEnabled }
        // A new touch finds each recognizer ready again: one that ended, was cancelled or
        // failed in an earlier touch is back in `.possible` when the finger comes down, as
        // UIKit resets them once every finger has lifted (SEMANTICS.md §20).
        stage.schedule(at: origin + touch.startTime, "gesture touch down") {
            for r in live where [.ended, .cancelled, .failed].contains(r.state) { r.state = .possible }
        }
        var plans = live.map { $0.plan(touch, frames: frames) }
        for (i, r) in live.enumerated() where plans[i].recognizesAt != nil {
            if let d = r.delegate, !d.gestureRecognizerShouldBegin(r) { plans[i].recognizesAt = nil }
        }
        // Failure requirements.
        var at: [Double?] = plans.map(\.recognizesAt)
        for (i, r) in live.enumerated() where at[i] != nil {
            for (j, other) in live.enumerated() where j != i && requires(r, toFail: other) {
                if plans[j].recognizesAt != nil { at[i] = nil; break }
                at[i] = max(at[i]!, plans[j].failsAt)
            }
        }
        // Exclusivity.
        let order = live.indices.filter { at[$0] != nil }.sorted { (at[$0]!, $0) < (at[$1]!, $1) }
        var winners: [Int] = []
        for i in order where winners.allSatisfy({ simultaneous(live[i], live[$0]) }) { winners.append(i) }
        let takeover = winners.filter { live[$0].cancelsTouchesInView }.map { origin + at[$0]! }.min()
        for (i, r) in live.enumerated() {
            if winners.contains(i) {
                let shift = at[i]! - plans[i].recognizesAt!
                for e in plans[i].events {
                    stage.schedule(at: origin + e.time + shift, "gesture .\(e.state)") { [r] in
                        r.follow(touch, at: e.time, begin: e.state == .began)
                        r.currentLocation = e.location
                        r.touchLocations = touch.touches(at: e.time, lifting: e.state == .ended)
                        r.deliver(e.state, asked: true)
                    }
                }
            } else {
                let failAt = origin + (at[i] ?? plans[i].failsAt)
                stage.schedule(at: failAt, "gesture .failed") { [r] in
                    r.state = .failed
                    stage.log("gesture \(String(describing: type(of: r))) .failed")
                }
            }
        }
        return takeover
    }

    private static func requires(_ r: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        // A scroll view's pan waits for the system's edge pans (UIScrollView+Pan.swift).
        if r is ScrollPanGestureRecognizer && other is UIScreenEdgePanGestureRecognizer { return true }
        if r.failureRequirements.contains(where: { $0.value === other }) { return true }
        if r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: r) == true
    }

    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// The deepest view under `point` (in `root`'s coordinates) that takes touches, and its
    /// ancestors up to `root`, deepest first: the views whose recognizers see the touch.
    static func hitChain(_ root: UIView, at point: CGPoint) -> [UIView] {
        guard !root.isHidden, root.isUserInteractionEnabled, root.alpha > 0.01 else { return [] }
        let local = point
        guard root.bounds.contains(local) || root.superview == nil else { return [] }
        for sub in root.subviews.reversed() {
            let p = sub.convert(local, from: root)
            let chain = hitChain(sub, at: p)
            if !chain.isEmpty { return chain + [root] }
        }
        return [root]
    }
}

extension UIView {
    /// Touches the screen with several fingers (locations in this view's coordinates): the
    /// view under the first finger's first location and its ancestors' recognizers see every
    /// finger (**chosen**: one hit test for the whole touch), each finger is a `UITouch` of its
    /// own to that view, and `GestureArbiter`'s rules decide which recognize.
    public func playTouch(_ fingers: MultiTouchScript) {
        let chain = GestureArbiter.hitChain(self, at: fingers.fingers[0].samples[0].location)
        let recognizers = chain.flatMap { $0.gestureRecognizers ?? [] }
        let touches = TouchDelivery.schedule(.fingers(fingers), root: self, hit: chain.first, recognizers: recognizers)
        TouchDelivery.cancel(touches, at: GestureArbiter.play(.fingers(fingers), on: recognizers))
    }

    /// Touches the screen with a finger that follows `script` (locations in this view's
    /// coordinates, usually the window's): the view under the first location and its
    /// ancestors' recognizers see it, and `GestureArbiter`'s rules decide which recognize.
    public func playTouch(_ script: GestureScript) {
        let chain = GestureArbiter.hitChain(self, at: script.samples[0].location)
        let recognizers = chain.flatMap { $0.gestureRecognizers ?? [] }
        // Scheduled before the recognizers' events, so that at equal times touchesBegan comes
        // first (Gestures/UITouch.swift).
        let touches = TouchDelivery.schedule(.path(script), root: self, hit: chain.first, recognizers: recognizers)
        TouchDelivery.cancel(touches, at: GestureArbiter.play(.path(script), on: recognizers))
    }

    /// Taps the screen (locations in this view's coordinates): as `playTouch(_:)`; an enabled
    /// control under the first tap is pressed by each tap (UIControl+Taps.swift).
    public func playTaps(_ taps: TapScript) {
        let chain = GestureArbiter.hitChain(self, at: taps.taps[0].location)
        let recognizers = UIControl.pressTaps(taps, from: self, chain: chain)
        UIScrollView.selectTapped(taps, from: self, chain: chain)
        let touches = TouchDelivery.schedule(.taps(taps), root: self, hit: chain.first, recognizers: recognizers)
        TouchDelivery.cancel(touches, at: GestureArbiter.play(.taps(taps), on: recognizers))
    }
}
