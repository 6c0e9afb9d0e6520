import Foundation

/// The animatable properties of a layer, one case each, for grouping and diagnostics.
public enum LayerProperty: String, Hashable, Sendable, CaseIterable {
    case bounds, position, anchorPoint, transform, opacity, backgroundColor
    case cornerRadius, borderWidth, borderColor
    // Content (SEMANTICS.md §14), named by their Core Animation key paths.
    case path, fillColor, strokeColor, lineWidth, miterLimit, lineDashPhase, strokeStart, strokeEnd
    case colors, locations, startPoint, endPoint
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    /// A text layer's size and colour (SEMANTICS.md §25).
    case fontSize, foregroundColor
    /// The backdrop filter of a visual effect view (SEMANTICS.md §17).
    case backdrop
}

/// A typed change of one layer property from one value to another: the from and to values
/// share a type, so a mismatch cannot be built (DESIGN.md, "typed properties").
public enum PropertyChange: Hashable, Sendable {
    /// `CALayer.bounds`.
    case bounds(from: CGRect, to: CGRect)
    /// `CALayer.position` (`UIView.center`).
    case position(from: CGPoint, to: CGPoint)
    /// `CALayer.anchorPoint`.
    case anchorPoint(from: CGPoint, to: CGPoint)
    /// `CALayer.transform`, interpolated by decomposition (see `Transform3D.interpolated`).
    case transform(from: Transform3D, to: Transform3D)
    /// A rotation angle animated about a fixed axis, then a perspective `m34`: what a
    /// `CABasicAnimation(keyPath: "transform.rotation.y")` shows (`CAValueFunction`). Used by the
    /// system flip, whose half turn has no unique matrix path.
    case rotation(axis: Axis, from: Double, to: Double, m34: Double)
    /// `CALayer.opacity` (`UIView.alpha`).
    case opacity(from: Double, to: Double)
    /// `CALayer.backgroundColor`; nil is clear.
    case backgroundColor(from: RGBA?, to: RGBA?)
    /// `CALayer.cornerRadius`.
    case cornerRadius(from: Double, to: Double)
    /// `CALayer.borderWidth`.
    case borderWidth(from: Double, to: Double)
    /// `CALayer.borderColor`.
    case borderColor(from: RGBA, to: RGBA)
    /// A shape, gradient or shadow property (SEMANTICS.md §14).
    case content(ContentChange)

    /// A rotation axis for `.rotation`.
    public enum Axis: String, Hashable, Sendable { case x, y, z }

    /// The property this change animates.
    public var property: LayerProperty {
        switch self {
        case .bounds: return .bounds
        case .position: return .position
        case .anchorPoint: return .anchorPoint
        case .transform, .rotation: return .transform
        case .opacity: return .opacity
        case .backgroundColor: return .backgroundColor
        case .cornerRadius: return .cornerRadius
        case .borderWidth: return .borderWidth
        case .borderColor: return .borderColor
        case let .content(c): return c.property
        }
    }

    /// The same change with `to` replaced by the end value of `later` (used to coalesce two
    /// settings of one property inside one animation block); nil when the kinds differ.
    public func merged(with later: PropertyChange) -> PropertyChange? {
        switch (self, later) {
        case let (.bounds(a, _), .bounds(_, b)): return .bounds(from: a, to: b)
        case let (.position(a, _), .position(_, b)): return .position(from: a, to: b)
        case let (.anchorPoint(a, _), .anchorPoint(_, b)): return .anchorPoint(from: a, to: b)
        case let (.transform(a, _), .transform(_, b)): return .transform(from: a, to: b)
        case let (.opacity(a, _), .opacity(_, b)): return .opacity(from: a, to: b)
        case let (.backgroundColor(a, _), .backgroundColor(_, b)): return .backgroundColor(from: a, to: b)
        case let (.cornerRadius(a, _), .cornerRadius(_, b)): return .cornerRadius(from: a, to: b)
        case let (.borderWidth(a, _), .borderWidth(_, b)): return .borderWidth(from: a, to: b)
        case let (.borderColor(a, _), .borderColor(_, b)): return .borderColor(from: a, to: b)
        case let (.content(a), .content(b)): return a.merged(with: b).map { .content($0) }
        default: return nil
        }
    }

    /// Sets the property on `layer` to the value at `progress` (0 is from, 1 is to; springs
    /// may pass outside [0, 1]).
    public func apply(to layer: inout LayerState, progress p: Double) {
        switch self {
        case let .bounds(a, b):
            layer.bounds = CGRect(
                x: lerp(a.origin.x, b.origin.x, p), y: lerp(a.origin.y, b.origin.y, p),
                width: lerp(a.width, b.width, p), height: lerp(a.height, b.height, p))
        case let .position(a, b):
            layer.position = CGPoint(x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p))
        case let .anchorPoint(a, b):
            layer.anchorPoint = CGPoint(x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p))
        case let .transform(a, b):
            layer.transform = a.interpolated(to: b, p)
        case let .rotation(axis, a, b, m34):
            let angle = lerp(a, b, p)
            let r: Transform3D
            switch axis {
            case .x: r = .rotation(angle, 1, 0, 0)
            case .y: r = .rotation(angle, 0, 1, 0)
            case .z: r = .rotation(angle, 0, 0, 1)
            }
            var persp = Transform3D.identity
            persp.m34 = m34
            layer.transform = r.concatenating(persp)
        case let .opacity(a, b):
            layer.opacity = lerp(a, b, p)
        case let .backgroundColor(a, b):
            layer.backgroundColor = (a ?? .clear.with(colorOf: b)).interpolated(to: b ?? .clear.with(colorOf: a), p)
        case let .cornerRadius(a, b):
            layer.cornerRadius = lerp(a, b, p)
        case let .borderWidth(a, b):
            layer.borderWidth = lerp(a, b, p)
        case let .borderColor(a, b):
            layer.borderColor = a.interpolated(to: b, p)
        case let .content(c):
            c.apply(to: &layer, progress: p)
        }
    }

    /// The value this change ends at, as a short text (for diagnostics).
    public var endDescription: String {
        switch self {
        case .bounds(_, let b): return "\(b)"
        case .position(_, let b), .anchorPoint(_, let b): return "\(b)"
        case .transform(_, let b): return "\(b.entries)"
        case .rotation(_, _, let b, _): return "\(b) rad"
        case .opacity(_, let b), .cornerRadius(_, let b), .borderWidth(_, let b): return "\(b)"
        case .backgroundColor(_, let b): return b.map { "\($0)" } ?? "nil"
        case .borderColor(_, let b): return "\(b)"
        case let .content(c): return c.endDescription
        }
    }

    /// Whether both ends are finite numbers.
    public var isFinite: Bool {
        switch self {
        case let .bounds(a, b): return a.isFiniteRect && b.isFiniteRect
        case let .position(a, b), let .anchorPoint(a, b): return a.isFinitePoint && b.isFinitePoint
        case let .transform(a, b): return a.isFinite && b.isFinite
        case let .rotation(_, a, b, m): return a.isFinite && b.isFinite && m.isFinite
        case let .opacity(a, b), let .cornerRadius(a, b), let .borderWidth(a, b): return a.isFinite && b.isFinite
        case let .backgroundColor(a, b): return (a?.isFinite ?? true) && (b?.isFinite ?? true)
        case let .borderColor(a, b): return a.isFinite && b.isFinite
        case let .content(c): return c.isFinite
        }
    }
}

extension RGBA {
    /// This colour's alpha with the other's RGB: a clear colour fades from its neighbour's hue,
    /// not through black.
    func with(colorOf other: RGBA?) -> RGBA {
        guard let o = other else { return self }
        return RGBA(red: o.red, green: o.green, blue: o.blue, alpha: alpha)
    }
}
