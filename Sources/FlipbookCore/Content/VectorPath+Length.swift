import Foundation

/// One drawn piece of a path as a cubic Bézier curve (lines and quadratic curves raised to
/// cubics), with where it sits in its subpath.
struct PathSegment {
    var start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint
    /// Whether it is a straight line (drawn and measured as one).
    var isLine: Bool
    /// Whether it is the line a `close` element draws back to the subpath's start.
    var isClosing: Bool
    /// The index of its subpath (counting `move` elements).
    var subpath: Int

    /// The point at parameter `t` in [0, 1].
    func point(at t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(
            x: a * start.x + b * control1.x + c * control2.x + d * end.x,
            y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// Parameters in (0, 1) where x or y has a turning point (for tight bounds).
    var extremaParameters: [Double] {
        guard !isLine else { return [] }
        var out: [Double] = []
        for (p0, p1, p2, p3) in [(start.x, control1.x, control2.x, end.x), (start.y, control1.y, control2.y, end.y)] {
            // Derivative / 3: a t^2 + b t + c.
            let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { out.append(-c / b) }
            } else {
                let disc = b * b - 4 * a * c
                if disc >= 0 {
                    let s = disc.squareRoot()
                    out.append((-b + s) / (2 * a)); out.append((-b - s) / (2 * a))
                }
            }
        }
        return out.filter { $0 > 0 && $0 < 1 }
    }

    /// The curve between parameters `t0` and `t1` (de Casteljau).
    func slice(_ t0: Double, _ t1: Double) -> PathSegment {
        if isLine {
            var s = self
            s.start = point(at: t0); s.end = point(at: t1)
            s.control1 = s.start; s.control2 = s.end
            return s
        }
        let right = split(at: t0).1
        let t = t0 >= 1 ? 0 : (t1 - t0) / (1 - t0)
        return right.split(at: t).0
    }

    func split(at t: Double) -> (PathSegment, PathSegment) {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t)) }
        let ab = mix(start, control1), bc = mix(control1, control2), cd = mix(control2, end)
        let abc = mix(ab, bc), bcd = mix(bc, cd), m = mix(abc, bcd)
        var l = self, r = self
        l.control1 = ab; l.control2 = abc; l.end = m
        r.start = m; r.control1 = bcd; r.control2 = cd
        return (l, r)
    }

    /// Samples per curve when measuring its length: the chord polygon of 64 pieces of a
    /// quarter circle is within 1e-4 of its true length.
    static let lengthSamples = 64

    /// Cumulative lengths at parameters 0, 1/n, ..., 1 (two entries for a line).
    func lengthTable() -> [Double] {
        if isLine { return [0, hypot(end.x - start.x, end.y - start.y)] }
        var table = [0.0]
        var prev = start
        for i in 1...Self.lengthSamples {
            let p = point(at: Double(i) / Double(Self.lengthSamples))
            table.append(table[table.count - 1] + hypot(p.x - prev.x, p.y - prev.y))
            prev = p
        }
        return table
    }

    /// The parameter at arc length `s` from the start, by the table.
    static func parameter(atLength s: Double, table: [Double]) -> Double {
        let total = table[table.count - 1]
        guard total > 0 else { return 0 }
        if s <= 0 { return 0 }
        if s >= total { return 1 }
        var i = 1
        while table[i] < s { i += 1 }
        let f = (s - table[i - 1]) / (table[i] - table[i - 1])
        return (Double(i - 1) + f) / Double(table.count - 1)
    }
}

extension VectorPath {
    /// Calls `body` with every drawn segment in order, closing lines included.
    func forEachSegment(_ body: (PathSegment) -> Void) {
        var start = CGPoint.zero, current = CGPoint.zero, subpath = -1
        for e in elements {
            switch e {
            case let .move(p): start = p; current = p; subpath += 1
            case let .line(p):
                body(
                    PathSegment(
                        start: current, control1: current, control2: p, end: p, isLine: true, isClosing: false,
                        subpath: subpath))
                current = p
            case let .quadCurve(p, c):
                let c1 = CGPoint(
                    x: current.x + 2.0 / 3.0 * (c.x - current.x), y: current.y + 2.0 / 3.0 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2.0 / 3.0 * (c.x - p.x), y: p.y + 2.0 / 3.0 * (c.y - p.y))
                body(
                    PathSegment(
                        start: current, control1: c1, control2: c2, end: p, isLine: false, isClosing: false,
                        subpath: subpath))
                current = p
            case let .curve(p, c1, c2):
                body(
                    PathSegment(
                        start: current, control1: c1, control2: c2, end: p, isLine: false, isClosing: false,
                        subpath: subpath))
                current = p
            case .close:
                body(
                    PathSegment(
                        start: current, control1: current, control2: start, end: start, isLine: true,
                        isClosing: true, subpath: subpath))
                current = start
            }
        }
    }

    /// The drawn length of the path in points: every segment, closing lines included (curves
    /// measured by `PathSegment.lengthSamples` chords).
    public var length: Double {
        var total = 0.0
        forEachSegment { total += $0.lengthTable().last! }
        return total
    }

    /// The part of the path between the fractions `start` and `end` of its length, as
    /// `CAShapeLayer.strokeStart` / `strokeEnd` select it (SEMANTICS.md §14): the length runs
    /// over all subpaths in order, closing lines included; curves are cut exactly at the
    /// parameter where the length is reached. Fractions are clamped to [0, 1]; nothing is
    /// left when `end <= start`. A subpath kept whole stays closed.
    public func trimmed(from start: Double, to end: Double) -> VectorPath {
        let s0 = start.isFinite ? min(max(start, 0), 1) : 0
        let s1 = end.isFinite ? min(max(end, 0), 1) : 1
        if s0 <= 0 && s1 >= 1 { return self }
        guard s1 > s0 else { return VectorPath() }
        var segments: [(PathSegment, [Double])] = []
        forEachSegment { segments.append(($0, $0.lengthTable())) }
        let total = segments.reduce(0) { $0 + $1.1.last! }
        let a = s0 * total, b = s1 * total
        var out = VectorPath()
        var offset = 0.0
        var lastSubpath = -1, joined = false, wholeSoFar = false
        for (seg, table) in segments {
            let len = table.last!
            defer { offset += len }
            if seg.subpath != lastSubpath { wholeSoFar = true; joined = false; lastSubpath = seg.subpath }
            let from = max(a, offset) - offset, to = min(b, offset + len) - offset
            let covered = from <= 0 && to >= len
            guard to > from || (len == 0 && offset >= a && offset <= b) else {
                wholeSoFar = wholeSoFar && covered; joined = false; continue
            }
            let piece =
                covered
                ? seg
                : seg.slice(
                    PathSegment.parameter(atLength: from, table: table),
                    PathSegment.parameter(atLength: to, table: table))
            if !joined { out.move(to: piece.start) }
            if seg.isClosing && covered && wholeSoFar {
                out.closeSubpath()
            } else if piece.isLine {
                out.addLine(to: piece.end)
            } else {
                out.addCurve(to: piece.end, control1: piece.control1, control2: piece.control2)
            }
            wholeSoFar = wholeSoFar && covered
            joined = to >= len
        }
        return out
    }

    /// The path `t` of the way to `other`, point by point, when both have the same elements
    /// in the same order (as Core Animation animates `path`); nil otherwise, in which case
    /// the animation jumps to `other` at its end (SEMANTICS.md §14). `t` may leave [0, 1].
    public func interpolated(to other: VectorPath, _ t: Double) -> VectorPath? {
        guard elements.count == other.elements.count,
            zip(elements, other.elements).allSatisfy({ $0.sameKind(as: $1) })
        else { return nil }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t)) }
        return VectorPath(
            elements: zip(elements, other.elements).map { a, b in
                switch (a, b) {
                case let (.move(p), .move(q)): return .move(to: mix(p, q))
                case let (.line(p), .line(q)): return .line(to: mix(p, q))
                case let (.quadCurve(p, c), .quadCurve(q, d)): return .quadCurve(to: mix(p, q), control: mix(c, d))
                case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                    return .curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
                default: return .close
                }
            })
    }
}

extension VectorPath {
    /// The same shape drawn the other way round, subpath by subpath in the same order
    /// (`UIBezierPath.reversing()`): an open subpath starts at its old end; a closed one starts
    /// at the same point and goes the other way. Appending a reversed inner shape to an outer
    /// one cuts a hole with the non-zero rule.
    public func reversed() -> VectorPath {
        var out = VectorPath()
        var start: CGPoint?, current = CGPoint.zero
        var pieces: [(from: CGPoint, element: Element)] = []
        func flush(closed: Bool) {
            guard let s = start else { return }
            let end = current
            if closed {
                out.move(to: s)
                if end != s { out.addLine(to: end) }
            } else {
                out.move(to: end)
            }
            for (from, e) in pieces.reversed() {
                switch e {
                case .line: out.addLine(to: from)
                case let .quadCurve(_, c): out.addQuadCurve(to: from, control: c)
                case let .curve(_, c1, c2): out.addCurve(to: from, control1: c2, control2: c1)
                default: break
                }
            }
            if closed { out.closeSubpath() }
            pieces.removeAll()
            start = nil
        }
        for e in elements {
            switch e {
            case let .move(p):
                flush(closed: false)
                start = p; current = p
            case .close:
                flush(closed: true)
                current = out.currentPoint ?? current
            default:
                if start == nil { start = current }
                pieces.append((current, e))
                current = e.points.last!
            }
        }
        flush(closed: false)
        return out
    }
}
