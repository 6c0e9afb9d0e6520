import Foundation
import FlipbookCore
import FlipbookDiff

/// A text dump of a timeline: at each chosen time, every layer of the presentation tree
/// (depth first, in drawing order) with its untransformed frame, anchor point, transform,
/// alpha and background colour, and its image (file name, pixel size, scale, size in points,
/// gravity) and text (characters, font, colour, alignment, lines, line break) when it has
/// them. Independent of anti-aliasing and of Cairo's version: the second tier of goldens. Core Animation has no counterpart; it is what
/// `CALayer.presentation()` would show, printed.
public enum TimelineText {
    /// The dump at `times` (seconds; default: 0, D/4, D/2, 3D/4 and D for a duration D).
    /// Numbers have four decimals; identity transforms, the default anchor point (0.5, 0.5)
    /// and alpha 1 are left out. A layer without a name shows its id (`#12`).
    public static func dump(_ timeline: Timeline, times: [Double]? = nil) -> String {
        let d = timeline.duration
        var out = "duration \(num(d)) s\n"
        out += layerAnimationLines(timeline)
        for t in times ?? [0, d / 4, d / 2, 3 * d / 4, d] {
            out += "t = \(num(t))\n"
            write(timeline.presentation(at: t).root, depth: 1, into: &out)
        }
        return out
    }

    static func write(_ l: LayerState, depth: Int, into out: inout String) {
        let f = l.untransformedFrame
        var line = String(repeating: "  ", count: depth) + (l.name.isEmpty ? l.id.description : l.name)
        line += " frame(\(num(f.minX)), \(num(f.minY)), \(num(f.width)), \(num(f.height)))"
        if l.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
            line += " anchor(\(num(l.anchorPoint.x)), \(num(l.anchorPoint.y)))"
        }
        if !l.transform.isIdentity {
            if l.transform.isAffine {
                let a = l.transform.affine
                line += " transform[\(num(a.a)) \(num(a.b)) \(num(a.c)) \(num(a.d)) \(num(a.tx)) \(num(a.ty))]"
            } else {
                line += " transform3D[" + l.transform.entries.map(num).joined(separator: " ") + "]"
            }
        }
        line += depthDescription(l)
        if l.opacity != 1 { line += " alpha \(num(l.opacity))" }
        if let c = l.backgroundColor { line += " bg \(c)" }
        if let p = l.backgroundPattern { line += " pattern(\(p.image))" }
        if l.isHidden { line += " hidden" }
        // Content (SEMANTICS.md §14), only when set, so content-less dumps are unchanged.
        if let image = l.content.image {
            let size = image.pointSize
            line += " image(\(image) \(num(size.width))x\(num(size.height)) pt \(l.content.gravity.rawValue))"
        }
        if let text = l.content.text { line += " text(\(text))" }
        line += contentText(l)
        out += line + "\n"
        if let m = l.mask {
            var mask = ""
            write(m.layer, depth: depth + 1, into: &mask)
            out += String(repeating: "  ", count: depth + 1) + "mask: " + mask.drop { $0 == " " }
        }
        for s in l.sublayers { write(s, depth: depth + 1, into: &out) }
    }

    /// Four decimals, no negative zero.
    static func num(_ v: Double) -> String {
        let s = String(format: "%.4f", v)
        return s == "-0.0000" ? "0.0000" : s
    }

    /// Checks `text` against the golden file at `url`, writing it as `mode` says, through the
    /// path of every golden kind (`GoldenStrategy.timelineText`). Returns nil when it matches,
    /// else the failure message (naming the first differing line). Every mode that writes
    /// also fails, as for image goldens.
    public static func verify(_ text: String, against url: URL, mode: RecordMode, name: String) -> String? {
        let verifier = GoldenVerifier(
            name: name, diffing: .text, mode: mode, artifacts: nil,
            folder: url.deletingLastPathComponent(), tolerance: .exact)
        let outcome = verifier.run(
            .text(text, at: url, label: "timeline text"), summary: { _ in [] }, hintSentence: { _ in "" })
        if let problem = outcome.problem { return "\(name): cannot write \(url.path): \(problem)" }
        let mismatch = outcome.mismatches.first
        if !outcome.recorded.isEmpty {
            let was = mismatch.map { "; it differed \($0.details)" } ?? ""
            return "\(name): recorded \(url.path) (record mode '\(mode.rawValue)'); check it, then run again\(was)"
        }
        guard let m = mismatch else { return nil }
        switch m.reason {
        case .missing:
            return
                "\(name): the text golden \(url.path) is missing (record mode 'never'; record it locally, where the default mode is 'missing')"
        case .unreadable(_, let message): return "\(name): the text golden \(url.path) cannot be read: \(message)"
        default: return "\(name): the timeline text differs from \(url.path) \(m.details)"
        }
    }

    /// "at line 7:\n  expected: ...\n  actual:   ...".
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let i = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
        let got = i < a.count ? String(a[i]) : "(end of text)", want = i < e.count ? String(e[i]) : "(end of text)"
        return "at line \(i + 1):\n  expected: \(want)\n  actual:   \(got)"
    }
}
