import Foundation

extension UIControl {
    /// Taps apart by at most this much count as one multi-tap, whose later touch downs also
    /// send `.touchDownRepeat` (chosen: 0.35 s).
    static let repeatInterval = 0.35

    /// Presses the deepest enabled control in `chain` (the hit views, deepest first) with each
    /// tap of `taps` (locations in `root`'s coordinates), and gives back the recognizers that
    /// still see the taps: all of the chain's, except the single-tap recognizers of the
    /// control's ancestors, which a control's own tap handling overrides in UIKit. Without an
    /// enabled control every recognizer of the chain sees them.
    static func pressTaps(_ taps: TapScript, from root: UIView, chain: [UIView]) -> [UIGestureRecognizer] {
        let all = chain.flatMap { $0.gestureRecognizers ?? [] }
        guard let index = chain.firstIndex(where: { ($0 as? UIControl)?.isEnabled == true }),
            let control = chain[index] as? UIControl, let stage = RecordingState.current.stage
        else { return all }
        let origin = stage.now
        for (n, tap) in taps.taps.enumerated() {
            let repeated = n > 0 && tap.time - taps.taps[n - 1].time <= repeatInterval
            stage.schedule(at: origin + tap.time, "control touch down") { [weak control] in
                guard let control, control.isEnabled else { return }
                control.isTracking = true
                control.isTouchInside = true
                control.isHighlighted = true
                control.sendActions(for: repeated ? [.touchDown, .touchDownRepeat] : .touchDown)
            }
            stage.schedule(at: origin + tap.time + TapScript.tapDuration, "control touch up") { [weak control, root] in
                guard let control, control.isTracking else { return }
                control.isTracking = false
                control.isTouchInside = false
                control.isHighlighted = false
                let more = control.tapEnded(at: control.convert(tap.location, from: root))
                control.sendActions(for: .touchUpInside)
                if !more.isEmpty { control.sendActions(for: more) }
            }
        }
        let ancestors = chain[(index + 1)...]
        let blocked = ancestors.flatMap { $0.gestureRecognizers ?? [] }.filter { r in
            guard let tap = r as? UITapGestureRecognizer else { return false }
            return tap.numberOfTapsRequired == 1
        }
        return all.filter { r in !blocked.contains { $0 === r } }
    }
}
