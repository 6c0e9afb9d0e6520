import Foundation
import FlipbookCore

/// A point of a symbol drawing, in grid units (a symbol is 24 units high, y down).
struct SymbolPoint: Hashable, Sendable {
    var x: Double
    var y: Double
    init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    static func + (a: SymbolPoint, b: SymbolPoint) -> SymbolPoint { SymbolPoint(a.x + b.x, a.y + b.y) }
    static func - (a: SymbolPoint, b: SymbolPoint) -> SymbolPoint { SymbolPoint(a.x - b.x, a.y - b.y) }
    static func * (a: SymbolPoint, k: Double) -> SymbolPoint { SymbolPoint(a.x * k, a.y * k) }
    var length: Double { (x * x + y * y).squareRoot() }
    var unit: SymbolPoint { let l = length; return l > 0 ? self * (1 / l) : SymbolPoint(0, 0) }
    /// Turned a quarter turn (the "left" normal of a direction).
    var normal: SymbolPoint { SymbolPoint(-y, x) }
    var angle: Double { atan2(y, x) }
    static func polar(_ c: SymbolPoint, _ r: Double, _ a: Double) -> SymbolPoint {
        SymbolPoint(c.x + r * cos(a), c.y + r * sin(a))
    }
}

/// Builds a symbol as closed outlines filled with the non-zero rule: every stroke is turned
/// into its outline here (round caps, round outer joins), so one filled path draws a whole
/// symbol, strokes and fills alike. Solid parts wind one way (negative shoelace area in
/// these y-down coordinates, which is how a stroke's outline comes out) and holes the
/// other, so a hole cut into a solid part leaves a winding number of 0 there.
struct SymbolPen {
    /// Half the stroke width, in grid units.
    let halfWidth: Double
    /// The outlines so far.
    private(set) var loops: [[SymbolPoint]] = []

    init(halfWidth: Double) { self.halfWidth = halfWidth }

    /// Segments of a flattened full circle (Flipbook's choice: the chord error at a 30-point
    /// radius is under 0.07 points).
    static let circleSegments = 48

    /// Points on an arc from angle `a0` turning by `sweep` radians (positive: clockwise on
    /// screen), both ends included.
    static func arc(_ c: SymbolPoint, _ r: Double, from a0: Double, sweep: Double) -> [SymbolPoint] {
        let n = max(2, Int((abs(sweep) / (2 * .pi) * Double(circleSegments)).rounded(.up)))
        return (0...n).map { SymbolPoint.polar(c, r, a0 + sweep * Double($0) / Double(n)) }
    }

    /// Twice the signed area (negative for the winding solid parts use).
    static func shoelace(_ loop: [SymbolPoint]) -> Double {
        var s = 0.0
        for i in loop.indices {
            let a = loop[i], b = loop[(i + 1) % loop.count]
            s += a.x * b.y - b.x * a.y
        }
        return s
    }

    private mutating func add(_ loop: [SymbolPoint], solid: Bool) {
        guard loop.count >= 3 else { return }
        let negative = Self.shoelace(loop) < 0
        loops.append(negative == solid ? loop : loop.reversed())
    }

    // MARK: - Fills

    /// A filled polygon.
    mutating func fill(_ polygon: [SymbolPoint]) { add(polygon, solid: true) }
    /// A polygon cut out of what is under it.
    mutating func cut(_ polygon: [SymbolPoint]) { add(polygon, solid: false) }
    /// A filled disc.
    mutating func disc(_ c: SymbolPoint, _ r: Double) { fill(Self.circle(c, r)) }
    /// A disc cut out.
    mutating func cutDisc(_ c: SymbolPoint, _ r: Double) { cut(Self.circle(c, r)) }
    /// A filled polygon grown by `radius` on every side, its corners rounded: the outer
    /// outline of its round stroke (one outline, so that a cut inside it leaves a hole).
    mutating func roundedFill(_ polygon: [SymbolPoint], radius: Double) {
        let outline = Self.strokeOutline(polygon, closed: true, halfWidth: radius)
        if let outer = outline.max(by: { abs(Self.shoelace($0)) < abs(Self.shoelace($1)) }) { fill(outer) }
    }
    /// A filled rounded rectangle.
    mutating func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, r: Double) {
        fill(Self.roundedRectangle(x, y, w, h, r))
    }

    static func circle(_ c: SymbolPoint, _ r: Double) -> [SymbolPoint] {
        Array(arc(c, r, from: 0, sweep: 2 * .pi).dropLast())
    }

    static func roundedRectangle(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r0: Double) -> [SymbolPoint] {
        let r = max(0, min(r0, w / 2, h / 2))
        if r == 0 {
            return [SymbolPoint(x, y), SymbolPoint(x + w, y), SymbolPoint(x + w, y + h), SymbolPoint(x, y + h)]
        }
        return arc(SymbolPoint(x + w - r, y + r), r, from: -.pi / 2, sweep: .pi / 2)
            + arc(SymbolPoint(x + w - r, y + h - r), r, from: 0, sweep: .pi / 2)
            + arc(SymbolPoint(x + r, y + h - r), r, from: .pi / 2, sweep: .pi / 2)
            + arc(SymbolPoint(x + r, y + r), r, from: .pi, sweep: .pi / 2)
    }

    // MARK: - Strokes

    /// A stroked open polyline, `widthFactor` times the pen's width.
    mutating func line(_ points: [SymbolPoint], widthFactor: Double = 1) {
        for loop in Self.strokeOutline(points, closed: false, halfWidth: halfWidth * widthFactor) {
            add(loop, solid: true)
        }
    }
    /// A stroked closed polyline: an outer outline and an inner one, wound the other way.
    mutating func ring(_ points: [SymbolPoint], widthFactor: Double = 1) {
        let outline = Self.strokeOutline(points, closed: true, halfWidth: halfWidth * widthFactor)
        guard outline.count == 2 else { return }
        // The outline with the larger area is the outer one.
        let (a, b) = (outline[0], outline[1])
        let outerFirst = abs(Self.shoelace(a)) >= abs(Self.shoelace(b))
        add(outerFirst ? a : b, solid: true)
        add(outerFirst ? b : a, solid: false)
    }
    /// A stroked circle.
    mutating func circleStroke(_ c: SymbolPoint, _ r: Double, widthFactor: Double = 1) {
        let w = halfWidth * widthFactor
        fill(Self.circle(c, r + w))
        if r - w > 0 { cut(Self.circle(c, r - w)) }
    }
    /// A stroked rounded rectangle.
    mutating func roundedRectStroke(_ x: Double, _ y: Double, _ w: Double, _ h: Double, r: Double) {
        let d = halfWidth
        fill(Self.roundedRectangle(x - d, y - d, w + 2 * d, h + 2 * d, r + d))
        cut(Self.roundedRectangle(x + d, y + d, w - 2 * d, h - 2 * d, max(0, r - d)))
    }
    /// A stroked polyline cut out of what is under it.
    mutating func cutLine(_ points: [SymbolPoint], widthFactor: Double = 1) {
        for loop in Self.strokeOutline(points, closed: false, halfWidth: halfWidth * widthFactor) {
            add(loop, solid: false)
        }
    }
    /// Two crossing bars of half-length `arm` through `c`, turned by `angle`, cut out as one
    /// outline (two separate cuts would fill again where they overlap).
    mutating func cutCross(_ c: SymbolPoint, arm: Double, angle: Double) {
        let w = halfWidth
        var loop: [SymbolPoint] = []
        for k in 0..<4 {
            let a = angle + Double(k) * .pi / 2
            let d = SymbolPoint(cos(a), sin(a))
            let n = d.normal
            let tip = c + d * arm
            // Inner corner before this arm, on the bisector with the previous arm.
            let bisector = SymbolPoint(cos(a - .pi / 4), sin(a - .pi / 4))
            loop.append(c + bisector * (w * 2.0.squareRoot()))
            loop += Self.arc(tip, w, from: (n * -1).angle, sweep: .pi)
        }
        cut(loop)
    }

    /// The outline of a polyline stroked with round caps and round outer joins: one loop for
    /// an open polyline, two (one for each side) for a closed one.
    static func strokeOutline(_ raw: [SymbolPoint], closed: Bool, halfWidth w: Double) -> [[SymbolPoint]] {
        var pts: [SymbolPoint] = []
        for p in raw where pts.last.map({ ($0 - p).length > 1e-9 }) ?? true { pts.append(p) }
        if closed, pts.count > 1, (pts[0] - pts[pts.count - 1]).length < 1e-9 { pts.removeLast() }
        guard pts.count >= 2, w > 0 else { return [] }
        if closed {
            guard pts.count >= 3 else { return [] }
            return [side(pts, closed: true, w), side(pts.reversed(), closed: true, w)]
        }
        let back = Array(pts.reversed())
        return [side(pts, closed: false, w) + side(back, closed: false, w)]
    }

    /// The left side of a polyline (offset by `w` along each segment's normal), with round
    /// joins where the side is the outer one and the offset lines' crossing where it is the
    /// inner one; an open polyline's side ends with the round cap at its last point.
    private static func side(_ p: [SymbolPoint], closed: Bool, _ w: Double) -> [SymbolPoint] {
        let n = p.count
        let segments = closed ? n : n - 1
        func dir(_ i: Int) -> SymbolPoint { (p[(i + 1) % n] - p[i]).unit }
        var out: [SymbolPoint] = []
        if !closed { out.append(p[0] + dir(0).normal * w) }
        let joins = closed ? Array(0..<n) : Array(1..<(n - 1))
        for j in joins {
            let prev = dir((j - 1 + segments) % segments), next = dir(j % segments)
            let a = p[j] + prev.normal * w, b = p[j] + next.normal * w
            let cross = prev.x * next.y - prev.y * next.x
            let dot = prev.x * next.x + prev.y * next.y
            if abs(cross) < 1e-9 && dot > 0 {
                out.append(a)
            } else if cross > 0 {
                // Turning towards this side: the inner corner, where the offset lines cross.
                let t = ((b - a).x * next.y - (b - a).y * next.x) / cross
                let corner = a + prev * t
                out.append((corner - p[j]).length < 4 * w ? corner : a)
            } else {
                out += arc(p[j], w, from: prev.normal.angle, sweep: atan2(cross, dot))
            }
        }
        if !closed {
            let last = dir(n - 2)
            out += arc(p[n - 1], w, from: last.normal.angle, sweep: -.pi)
        }
        return out
    }

    /// The outlines as one path, mapped from grid units by `transform`.
    func path(_ transform: (SymbolPoint) -> CGPoint) -> VectorPath {
        var path = VectorPath()
        for loop in loops {
            path.move(to: transform(loop[0]))
            for p in loop.dropFirst() { path.addLine(to: transform(p)) }
            path.closeSubpath()
        }
        return path
    }
}
