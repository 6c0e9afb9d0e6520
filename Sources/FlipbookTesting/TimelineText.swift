import Foundation
import FlipbookCore

/// A text dump of a timeline: each visible layer's frame, anchor point, transform and alpha
/// at chosen times. Independent of anti-aliasing, so it survives a change of Cairo version.
public enum TimelineText {
    /// The dump at `times` (seconds), one block per time, layers depth first.
    public static func dump(_ timeline: Timeline, times: [Double]) -> String {
        var out = "duration \(num(timeline.duration)) s\n"
        for t in times {
            out += "t = \(num(t))\n"
            write(timeline.presentation(at: t).root, depth: 1, into: &out)
        }
        return out
    }

    static func write(_ l: LayerState, depth: Int, into out: inout String) {
        let f = l.untransformedFrame
        var line = String(repeating: "  ", count: depth) + l.name
        line += " frame(\(num(f.minX)), \(num(f.minY)), \(num(f.width)), \(num(f.height)))"
        if l.anchorPoint != CGPoint(x: 0.5, y: 0.5) { line += " anchor(\(num(l.anchorPoint.x)), \(num(l.anchorPoint.y)))" }
        if !l.transform.isIdentity {
            if l.transform.isAffine {
                let a = l.transform.affine
                line += " transform[\(num(a.a)) \(num(a.b)) \(num(a.c)) \(num(a.d)) \(num(a.tx)) \(num(a.ty))]"
            } else {
                line += " transform3D[" + l.transform.entries.map(num).joined(separator: " ") + "]"
            }
        }
        if l.opacity != 1 { line += " alpha \(num(l.opacity))" }
        if l.isHidden { line += " hidden" }
        out += line + "\n"
        for s in l.sublayers { write(s, depth: depth + 1, into: &out) }
    }

    /// Four decimals, no negative zero.
    static func num(_ v: Double) -> String {
        let s = String(format: "%.4f", v)
        return s == "-0.0000" ? "0.0000" : s
    }
}
