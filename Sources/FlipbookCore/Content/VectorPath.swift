import Foundation

/// A path of straight lines and Bézier curves, in points: the value behind `CGPath`,
/// `CGMutablePath` and `UIBezierPath` (SEMANTICS.md §14, "Shapes").
///
/// Arcs, rectangles, ellipses and rounded rectangles are stored as the lines and cubic curves
/// they are made of, as Core Graphics stores them (`CGPath.apply` reports an arc as
/// `addCurveToPoint` elements). A path is a plain value: equal paths draw equal pixels.
public struct VectorPath: Hashable, Sendable {
    /// One element of a path (`CGPathElement`).
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point (`moveToPoint`).
        case move(to: CGPoint)
        /// A straight line from the current point (`addLineToPoint`).
        case line(to: CGPoint)
        /// A quadratic Bézier curve (`addQuadCurveToPoint`).
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve (`addCurveToPoint`).
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath with a line back to its start (`closeSubpath`).
        case close

        /// The points of the element, end point last.
        public var points: [CGPoint] {
            switch self {
            case let .move(p), let .line(p): return [p]
            case let .quadCurve(p, c): return [c, p]
            case let .curve(p, c1, c2): return [c1, c2, p]
            case .close: return []
            }
        }

        /// Whether two elements are of the same kind (so a path can morph into the other).
        func sameKind(as other: Element) -> Bool {
            switch (self, other) {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.close, .close):
                return true
            default: return false
            }
        }
    }

    /// The elements in order.
    public private(set) var elements: [Element]

    /// The most elements a path drawn by Flipbook may have (one million): a longer path is
    /// refused when set on a layer (`StageError.invalidRequest`) rather than stalling a frame.
    public static let maximumElementCount = 1_000_000

    /// An empty path (`CGMutablePath()`).
    public init() { elements = [] }

    /// A path of the given elements, as they are.
    public init(elements: [Element]) { self.elements = elements }

    /// Whether the path has no elements (`CGPath.isEmpty`).
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element, or nil for an empty path (`CGPath.currentPoint`,
    /// which is `.zero` there). After `close`, the start of the closed subpath.
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for e in elements {
            switch e {
            case let .move(p): start = p; current = p
            case .close: current = start
            default: current = e.points.last
            }
        }
        return current
    }

    /// Whether every coordinate is a finite number.
    public var isFinite: Bool {
        elements.allSatisfy { $0.points.allSatisfy(\.isFinitePoint) }
    }

    /// The first coordinate that is not a finite number, described for an error message.
    public var firstNonFiniteValue: String? {
        for (i, e) in elements.enumerated() {
            for p in e.points where !p.isFinitePoint { return "element \(i) point (\(p.x), \(p.y))" }
        }
        return nil
    }

    // MARK: - Building

    /// Starts a subpath (`CGMutablePath.move(to:)`).
    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }

    /// Adds a line; from (0, 0) when the path is empty, as Core Graphics does after warning.
    public mutating func addLine(to p: CGPoint) { startIfNeeded(); elements.append(.line(to: p)) }

    /// Adds a quadratic curve (`addQuadCurve(to:control:)`).
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        startIfNeeded(); elements.append(.quadCurve(to: p, control: control))
    }

    /// Adds a cubic curve (`addCurve(to:control1:control2:)`).
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded(); elements.append(.curve(to: p, control1: control1, control2: control2))
    }

    /// Closes the current subpath (`closeSubpath()`); nothing when there is none.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    /// Appends every element of `other` (`addPath(_:)`, `UIBezierPath.append(_:)`).
    public mutating func append(_ other: VectorPath) { elements += other.elements }

    private mutating func startIfNeeded() {
        if elements.isEmpty { elements.append(.move(to: .zero)) }
        if elements.last == .close, let p = currentPoint { elements.append(.move(to: p)) }
    }

    // MARK: - Transforming and measuring

    /// The path with every point mapped by `t` (`CGPath.copy(using:)`, `UIBezierPath.apply(_:)`).
    public func applying(_ t: Transform2D) -> VectorPath {
        if t.isIdentity { return self }  // 0 * NaN is NaN: keep a bad coordinate where it is
        return VectorPath(
            elements: elements.map { e in
                switch e {
                case let .move(p): return .move(to: t.apply(p))
                case let .line(p): return .line(to: t.apply(p))
                case let .quadCurve(p, c): return .quadCurve(to: t.apply(p), control: t.apply(c))
                case let .curve(p, c1, c2): return .curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
                case .close: return .close
                }
            })
    }

    /// The smallest rectangle holding every point, control points included
    /// (`CGPath.boundingBox`, `UIBezierPath.bounds`); `.null` for an empty path.
    public var controlPointBounds: CGRect {
        let pts = elements.flatMap(\.points)
        guard let first = pts.first else { return .null }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in pts { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding the path as drawn (curves at their extremes, control
    /// points not) (`CGPath.boundingBoxOfPath`); `.null` for an empty path.
    public var pathBounds: CGRect {
        var pts: [CGPoint] = []
        forEachSegment { seg in
            pts.append(seg.start); pts.append(seg.end)
            for t in seg.extremaParameters { pts.append(seg.point(at: t)) }
        }
        for e in elements { if case let .move(p) = e { pts.append(p) } }
        guard let first = pts.first else { return .null }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in pts { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
