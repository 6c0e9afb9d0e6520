import Foundation
import FlipbookCore

extension TimelineText {
    /// One line per Core Animation animation (SEMANTICS.md §10), before the times: layer,
    /// key path, class, curve and times, e.g.
    /// "animation FlipContainerView transform.rotation.y: CABasicAnimation easeInEaseOut,
    /// 0.6000 s from 0.0000 (added 0.0000, removed 0.6000)". Nothing when there are none.
    static func layerAnimationLines(_ timeline: Timeline) -> String {
        var out = ""
        for (label, a) in zip(timeline.layerAnimationLabels, timeline.layerAnimations) {
            let curve: String
            if let s = a.spring {
                curve = TimingFunction.spring(s).label
            } else {
                curve = a.curve.map { TimingFunction.curve($0).label } ?? "linear"
            }
            var line =
                "animation \(label): \(a.kindName) \(curve), \(num(a.timing.duration)) s from \(num(a.timing.beginTime))"
            if a.timing.repeatCount > 0 { line += " x \(num(a.timing.repeatCount))" }
            if a.timing.autoreverses { line += " autoreverses" }
            if a.timing.fillMode != .removed { line += " fill \(a.timing.fillMode.rawValue)" }
            if a.isAdditive { line += " additive" }
            line += " (added \(num(a.addedAt))" + (a.removedAt.map { ", removed \(num($0)))" } ?? ")")
            out += line + "\n"
        }
        return out
    }

    /// " transformLayer", " sublayerTransform3D[...]" and " speed/timeOffset/beginTime" when
    /// they differ from the defaults; empty otherwise (older dumps are unchanged).
    static func depthDescription(_ l: LayerState) -> String {
        var s = ""
        if !l.flattensSublayers { s += " transformLayer" }
        if !l.sublayerTransform.isIdentity {
            s += " sublayerTransform3D[" + l.sublayerTransform.entries.map(num).joined(separator: " ") + "]"
        }
        let m = l.mediaTiming
        if !m.isIdentity { s += " time(begin \(num(m.beginTime)), speed \(num(m.speed)), offset \(num(m.timeOffset)))" }
        return s
    }
}
