import Foundation
import FlipbookCore

extension TimelineText {
    /// The shape, gradient, shadow and masked corners of a layer (SEMANTICS.md §14), each
    /// only when it differs from Core Animation's default, so layers without them print as
    /// before: ` shape(...)`, ` gradient(...)`, ` shadow(...)`, ` corners(...)`.
    static func contentText(_ l: LayerState) -> String {
        var out = ""
        if let s = l.shape {
            var parts: [String] = []
            if let p = s.path { parts.append("path \(p.elements.count) elements bounds \(rect(p.controlPointBounds))") }
            parts.append("fill " + (s.fillColor.map { "\($0)" } ?? "nil"))
            if let c = s.strokeColor { parts.append("stroke \(c) width \(num(s.lineWidth))") }
            if s.strokeStart != 0 || s.strokeEnd != 1 {
                parts.append("strokes \(num(s.strokeStart))...\(num(s.strokeEnd))")
            }
            if !s.lineDashPattern.isEmpty {
                parts.append(
                    "dash [" + s.lineDashPattern.map(num).joined(separator: " ") + "] phase \(num(s.lineDashPhase))")
            }
            if s.fillRule != .nonZero { parts.append(s.fillRule.rawValue) }
            if s.lineCap != .butt { parts.append("cap \(s.lineCap.rawValue)") }
            if s.lineJoin != .miter { parts.append("join \(s.lineJoin.rawValue)") }
            out += " shape(" + parts.joined(separator: ", ") + ")"
        }
        if let g = l.gradient {
            let stops = g.stops.map { "\($0.color) \(num($0.location))" }.joined(separator: ", ")
            out += " gradient(\(g.kind.rawValue) \(point(g.startPoint)) -> \(point(g.endPoint)): \(stops))"
        }
        if l.shadow.isVisible {
            let sh = l.shadow
            out +=
                " shadow(\(sh.color ?? .black) opacity \(num(sh.opacity)) radius \(num(sh.radius))"
                + " offset (\(num(sh.offset.width)), \(num(sh.offset.height)))"
                + (sh.path.map { " path \($0.elements.count) elements bounds \(rect($0.controlPointBounds))" } ?? "")
                + ")"
        }
        if l.maskedCorners != .all || l.cornerCurve != .circular {
            out += " corners(\(l.maskedCorners.rawValue) \(l.cornerCurve.rawValue))"
        }
        return out
    }

    private static func point(_ p: CGPoint) -> String { "(\(num(p.x)), \(num(p.y)))" }

    private static func rect(_ r: CGRect) -> String {
        r.isNull ? "null" : "(\(num(r.minX)), \(num(r.minY)), \(num(r.width)), \(num(r.height)))"
    }
}
