import Foundation

/// The kinds of value a Core Animation key path takes.
public enum AnimatedValueKind: String, Hashable, Sendable {
    /// A number (`NSNumber`, `CGFloat`, `Double`, `Float`, `Int`).
    case number
    /// A `CGPoint` (or `NSValue(cgPoint:)`).
    case point
    /// A `CGSize` (or `NSValue(cgSize:)`).
    case size
    /// A `CGRect` (or `NSValue(cgRect:)`).
    case rect
    /// A `CATransform3D` (or `NSValue(caTransform3D:)`).
    case transform
    /// A `CGColor`.
    case color
}

/// One typed value of an animated key path (SEMANTICS.md §10), with the arithmetic Core
/// Animation does on it: interpolation, addition (`byValue`, `isAdditive`) and distance
/// (`.paced` keyframes).
public enum AnimatedValue: Hashable, Sendable, CustomStringConvertible {
    /// A number.
    case number(Double)
    /// A point, in points.
    case point(CGPoint)
    /// A size, in points.
    case size(CGSize)
    /// A rectangle, in points.
    case rect(CGRect)
    /// A 3-D transform, interpolated by decomposition.
    case transform(Transform3D)
    /// A colour (nil colours are stored as clear).
    case color(RGBA)

    /// The value's kind.
    public var kind: AnimatedValueKind {
        switch self {
        case .number: return .number
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .transform: return .transform
        case .color: return .color
        }
    }

    /// The numbers of the value (for cubic keyframes, distances and finiteness).
    public var components: [Double] {
        switch self {
        case .number(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.width), Double(r.height)]
        case .transform(let t): return t.entries
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        }
    }

    /// A value of `kind` from its components (the inverse of `components`).
    public static func from(_ kind: AnimatedValueKind, components c: [Double]) -> AnimatedValue {
        switch kind {
        case .number: return .number(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform: return .transform(Transform3D(entries: c))
        case .color: return .color(RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        }
    }

    /// Whether every number is finite.
    public var isFinite: Bool { components.allSatisfy { $0.isFinite } }

    /// The value at `p` from `self` (0) to `other` (1); springs pass p outside [0, 1].
    /// Transforms interpolate by decomposition (`Transform3D.interpolated`), a clear colour
    /// fades from its neighbour's hue.
    public func interpolated(to other: AnimatedValue, _ p: Double) -> AnimatedValue {
        switch (self, other) {
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, p))
        case let (.color(a), .color(b)):
            return .color(
                a.with(colorOf: a.alpha == 0 ? b : nil).interpolated(to: b.with(colorOf: b.alpha == 0 ? a : nil), p))
        default:
            let a = components, b = other.components
            guard a.count == b.count else { return p < 0.5 ? self : other }
            return .from(kind, components: (0..<a.count).map { a[$0] + (b[$0] - a[$0]) * p })
        }
    }

    /// `self + other`: componentwise, transforms concatenated (`other` after `self`).
    public func adding(_ other: AnimatedValue) -> AnimatedValue {
        switch (self, other) {
        case let (.transform(a), .transform(b)): return .transform(a.concatenating(b))
        default:
            let a = components, b = other.components
            guard a.count == b.count else { return self }
            return .from(kind, components: (0..<a.count).map { a[$0] + b[$0] })
        }
    }

    /// `-self`: componentwise, the inverse for a transform (identity when singular).
    public var negated: AnimatedValue {
        if case .transform(let t) = self { return .transform(t.inverted ?? .identity) }
        return .from(kind, components: components.map { -$0 })
    }

    /// The neutral value of `other`'s kind: zeros, or the identity transform.
    public static func zero(like other: AnimatedValue) -> AnimatedValue {
        if other.kind == .transform { return .transform(.identity) }
        return .from(other.kind, components: other.components.map { _ in 0 })
    }

    /// The neutral value of `kind`: zeros, or the identity transform.
    public static func zero(of kind: AnimatedValueKind) -> AnimatedValue {
        let count = [AnimatedValueKind.number: 1, .point: 2, .size: 2, .rect: 4, .transform: 16, .color: 4][kind] ?? 1
        if kind == .transform { return .transform(.identity) }
        return .from(kind, components: [Double](repeating: 0, count: count))
    }

    /// The Euclidean distance between the components (for `.paced` keyframes).
    public func distance(to other: AnimatedValue) -> Double {
        let a = components, b = other.components
        guard a.count == b.count else { return 0 }
        var sum = 0.0
        for i in 0..<a.count {
            let d: Double = a[i] - b[i]
            sum += d * d
        }
        return sum.squareRoot()
    }

    public var description: String {
        switch self {
        case .number(let v): return "\(v)"
        case .point(let p): return "(\(p.x), \(p.y))"
        case .size(let s): return "\(s.width) x \(s.height)"
        case .rect(let r): return "\(r)"
        case .transform(let t): return "\(t.entries)"
        case .color(let c): return "\(c)"
        }
    }
}
