import Foundation
import FlipbookCore

extension UIView.KeyframeAnimationOptions {
    /// The calculation mode the option bits pick (bits 10...12), as Core Animation names it.
    var calculationMode: KeyframeCalculationMode {
        switch (rawValue >> 10) & 0x7 {
        case 1: return .discrete
        case 2: return .paced
        case 3: return .cubic
        case 4: return .cubicPaced
        default: return .linear
        }
    }
}

extension UIView {
    /// The keyframes of one property of one layer, in start order, for a calculation mode
    /// other than linear (SEMANTICS.md §3): they become one `CAKeyframeAnimation` of that key
    /// path, through the values in order (the value before the block at key time 0, then each
    /// keyframe's value at the end of its window), with the block's mode, duration, delay and
    /// curve, so the modes are Core Animation's own. Returns false, adding nothing, when the
    /// property has no key path (it then runs linearly).
    static func addKeyframeAnimation(
        on layer: CALayer, keyframes: [(start: Double, length: Double, change: PropertyChange)],
        mode: KeyframeCalculationMode, duration: Double, delay: Double, curve: CubicBezier, stage: Stage
    ) -> Bool {
        guard let first = keyframes.first, let path = try? LayerKeyPath(parsing: first.change.property.rawValue)
        else { return false }
        let model = layer.state(sublayers: false)
        func value(_ change: PropertyChange, _ p: Double) -> AnimatedValue {
            var s = model
            change.apply(to: &s, progress: p)
            return path.read(s)
        }
        var values = [value(first.change, 0)]
        var times = [0.0]
        for k in keyframes {
            let start = min(max(k.start, 0), 1)
            if mode == .cubic, start > times[times.count - 1] + 1e-9 {
                // A keyframe that starts after the last key time holds the last value until
                // its start: the value is repeated at both ends of the gap, so the spline's
                // neighbours there are equal and the segment between is flat.
                let last = values[values.count - 1], lastTime = times[times.count - 1]
                if values.count > 1 {
                    values.append(last)
                    times.append(lastTime)
                }
                values += [last, last]
                times += [start, start]
            }
            values.append(value(k.change, 1))
            times.append(min(max(k.start + k.length, times[times.count - 1]), 1))
        }
        let anim = CAKeyframeAnimation(keyPath: path.name)
        anim.values = values.map { CAValue.any($0) }
        anim.keyTimes = times.map { NSNumber(value: $0) }
        anim.calculationMode = CAAnimationCalculationMode(rawValue: mode.rawValue)
        anim.duration = duration
        // The curve bits' four curves, by name so that the curve is the exact one.
        let name: CAMediaTimingFunctionName =
            curve == .linear ? .linear : curve == .easeIn ? .easeIn : curve == .easeOut ? .easeOut : .easeInEaseOut
        anim.timingFunction = CAMediaTimingFunction(name: name)
        if delay > 0 {
            anim.beginTime = layer.localTime(scene: stage.now) + delay
            anim.fillMode = .backwards
        }
        layer.add(anim, forKey: nil)
        return true
    }
}
