import Foundation

/// A point property following a path (`CAKeyframeAnimation.path`, SEMANTICS.md §10).
///
/// Each drawn element of the path (line, curve or close) is one segment. With key times
/// (one per vertex: elements + 1 of them, rising from 0 to 1; evenly spaced when absent or
/// of another count) and `.linear` or `.cubic`, each segment runs in its window at constant
/// speed along its own length, through its timing function; `.paced` and `.cubicPaced` run the
/// whole path at constant speed; `.discrete` jumps from vertex to vertex.
public struct PathFollowing: Hashable, Sendable {
    /// `rotationMode`: the layer turns with the tangent (`.auto`), or with it reversed.
    public enum Rotation: String, Hashable, Sendable {
        /// `.rotateAuto`.
        case auto
        /// `.rotateAutoReverse`.
        case autoReverse
    }

    /// The drawn elements as polylines, each from its start point.
    public var segments: [[CGPoint]]
    /// Key times, one per vertex.
    public var keyTimes: [Double]
    /// One curve per segment (nil: linear).
    public var curves: [CubicBezier?]
    /// How time maps to the segments.
    public var mode: KeyframeCalculationMode
    /// Turning along the tangent, if any.
    public var rotation: Rotation?

    /// Creates a follower of `path`.
    public init(
        path: VectorPath, keyTimes: [Double], curves: [CubicBezier?], mode: KeyframeCalculationMode,
        rotation: Rotation?
    ) {
        segments = path.drawnElements().filter { $0.count >= 2 }
        let n = segments.count
        self.keyTimes = keyTimes.count == n + 1 ? keyTimes : (0...max(n, 1)).map { Double($0) / Double(max(n, 1)) }
        self.curves = curves; self.mode = mode; self.rotation = rotation
    }

    private static func length(_ pts: [CGPoint]) -> Double {
        zip(pts, pts.dropFirst()).reduce(0) { $0 + hypot(Double($1.1.x - $1.0.x), Double($1.1.y - $1.0.y)) }
    }

    /// The segment and the distance along it at fraction `f` of the duration.
    private func place(_ f: Double) -> (segment: Int, distance: Double)? {
        guard !segments.isEmpty else { return nil }
        let lengths = segments.map(Self.length)
        let n = segments.count
        switch mode {
        case .paced, .cubicPaced:
            var d = min(max(f, 0), 1) * lengths.reduce(0, +)
            for i in 0..<n {
                if d <= lengths[i] || i == n - 1 { return (i, min(d, lengths[i])) }
                d -= lengths[i]
            }
            return (n - 1, lengths[n - 1])
        case .discrete:
            var i = 0
            while i < n && f >= keyTimes[i + 1] - 1e-12 { i += 1 }
            return i == n ? (n - 1, lengths[n - 1]) : (i, 0)
        case .linear, .cubic:
            if f <= keyTimes[0] { return (0, 0) }
            if f >= keyTimes[n] { return (n - 1, lengths[n - 1]) }
            var i = 0
            while i + 1 < n && f >= keyTimes[i + 1] { i += 1 }
            let span = keyTimes[i + 1] - keyTimes[i]
            var u = span > 0 ? (f - keyTimes[i]) / span : 1
            if i < curves.count, let c = curves[i] { u = c.progress(u) }
            return (i, u * lengths[i])
        }
    }

    /// The polyline piece at a distance along segment `i`, and how far into it.
    private func piece(_ i: Int, _ distance: Double) -> (a: CGPoint, b: CGPoint, t: Double) {
        let pts = segments[i]
        var d = distance
        for k in 0..<(pts.count - 1) {
            let l = hypot(Double(pts[k + 1].x - pts[k].x), Double(pts[k + 1].y - pts[k].y))
            if d <= l || k == pts.count - 2 { return (pts[k], pts[k + 1], l > 0 ? min(d / l, 1) : 0) }
            d -= l
        }
        return (pts[0], pts[1], 0)
    }

    /// The point at fraction `f` of the duration (after the overall curve).
    public func point(at f: Double) -> CGPoint {
        guard let (i, d) = place(f) else { return .zero }
        let (a, b, t) = piece(i, d)
        return CGPoint(x: Double(a.x) + Double(b.x - a.x) * t, y: Double(a.y) + Double(b.y - a.y) * t)
    }

    /// The angle of the tangent at fraction `f`, in radians (plus pi for `.autoReverse`);
    /// nil without a rotation mode.
    public func rotationAngle(at f: Double) -> Double? {
        guard let rotation, let (i, d) = place(f) else { return nil }
        let (a, b, _) = piece(i, d)
        let angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
        return rotation == .auto ? angle : angle + .pi
    }

    /// Progress for plots: the share of the path's length covered at fraction `f`.
    public func progress(at f: Double) -> Double {
        guard let (i, d) = place(f) else { return 0 }
        let lengths = segments.map(Self.length)
        let total = lengths.reduce(0, +)
        return total > 0 ? (lengths[..<i].reduce(0, +) + d) / total : 1
    }
}
