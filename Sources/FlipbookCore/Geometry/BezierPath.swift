import Foundation

/// A path of straight and cubic or quadratic Bézier pieces, in points: the value behind
/// Core Graphics' `CGPath` (the part a keyframe animation follows, SEMANTICS.md §10).
public struct BezierPath: Hashable, Sendable {
    /// One element, as `CGPathElement` has them.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath at a point (`move(to:)`).
        case move(CGPoint)
        /// A straight line to a point (`addLine(to:)`).
        case line(CGPoint)
        /// A quadratic Bézier to a point (`addQuadCurve(to:control:)`).
        case quad(to: CGPoint, control: CGPoint)
        /// A cubic Bézier to a point (`addCurve(to:control1:control2:)`).
        case cubic(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the subpath's start (`closeSubpath()`).
        case close
    }

    /// The elements in order.
    public var elements: [Element]

    /// Creates a path.
    public init(elements: [Element] = []) { self.elements = elements }

    /// The point where the path ends now (`currentPoint`); (0, 0) for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .quad(let p, _), .cubic(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// Every element that draws (lines, curves and closes; not moves), as a polyline from
    /// its start point: curves are cut into `pieces` straight pieces of equal parameter.
    public func drawnElements(pieces: Int = 32) -> [[CGPoint]] {
        var out: [[CGPoint]] = []
        var start = CGPoint.zero, current = CGPoint.zero
        func bezier(_ n: Int, _ f: (Double) -> CGPoint) -> [CGPoint] { (0...n).map { f(Double($0) / Double(n)) } }
        for e in elements {
            switch e {
            case .move(let p):
                start = p; current = p
            case .line(let p):
                out.append([current, p]); current = p
            case let .quad(p, c):
                let a = current
                out.append(bezier(pieces) { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * p.x, y: u * u * a.y + 2 * u * t * c.y + t * t * p.y)
                })
                current = p
            case let .cubic(p, c1, c2):
                let a = current
                out.append(bezier(pieces) { t in
                    let u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * p.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * p.y)
                })
                current = p
            case .close:
                out.append([current, start]); current = start
            }
        }
        return out
    }

    /// Appends an arc of a circle as cubic pieces of at most a quarter turn each, from
    /// `start` to `end` radians (angles grow from +x towards +y, clockwise on a y-down
    /// screen), joined to the current point by a line (or starting the path when empty).
    public mutating func appendArc(center c: CGPoint, radius r: Double, start: Double, end: Double) {
        func point(_ a: Double) -> CGPoint { CGPoint(x: Double(c.x) + r * cos(a), y: Double(c.y) + r * sin(a)) }
        if elements.isEmpty { elements.append(.move(point(start))) } else { elements.append(.line(point(start))) }
        let sweep = end - start
        guard sweep.isFinite, r.isFinite, sweep != 0 else { return }
        let n = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4) * r
        for i in 0..<n {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: Double(p0.x) - k * sin(a0), y: Double(p0.y) + k * cos(a0))
            let c2 = CGPoint(x: Double(p1.x) + k * sin(a1), y: Double(p1.y) - k * cos(a1))
            elements.append(.cubic(to: p1, control1: c1, control2: c2))
        }
    }

    /// The path with every point mapped by `t`.
    public func applying(_ t: Transform2D) -> BezierPath {
        BezierPath(elements: elements.map { e in
            switch e {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case let .quad(p, c): return .quad(to: t.apply(p), control: t.apply(c))
            case let .cubic(p, c1, c2): return .cubic(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: return .close
            }
        })
    }
}
