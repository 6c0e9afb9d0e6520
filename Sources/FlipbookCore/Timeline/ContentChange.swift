import Foundation

/// A typed change of one content property (shapes, gradients, shadows: SEMANTICS.md §14),
/// carried by `PropertyChange.content`. Each case is named after its Core Animation key path,
/// which is also its `LayerProperty` raw value.
public enum ContentChange: Hashable, Sendable {
    /// `CAShapeLayer.path`: point by point between paths with the same elements, else the
    /// `from` path until the animation ends.
    case path(from: VectorPath?, to: VectorPath?)
    /// `CAShapeLayer.fillColor`; nil is clear.
    case fillColor(from: RGBA?, to: RGBA?)
    /// `CAShapeLayer.strokeColor`; nil is clear.
    case strokeColor(from: RGBA?, to: RGBA?)
    /// `CAShapeLayer.lineWidth`, points.
    case lineWidth(from: Double, to: Double)
    /// `CAShapeLayer.miterLimit`.
    case miterLimit(from: Double, to: Double)
    /// `CAShapeLayer.lineDashPhase`, points.
    case lineDashPhase(from: Double, to: Double)
    /// `CAShapeLayer.strokeStart`, a fraction of the length.
    case strokeStart(from: Double, to: Double)
    /// `CAShapeLayer.strokeEnd`, a fraction of the length.
    case strokeEnd(from: Double, to: Double)
    /// `CAGradientLayer.colors`: colour by colour when both have as many, else a jump at the end.
    case colors(from: [RGBA], to: [RGBA])
    /// `CAGradientLayer.locations`: entry by entry when both have as many (nil counts as
    /// evenly spaced), else a jump at the end.
    case locations(from: [Double]?, to: [Double]?)
    /// `CAGradientLayer.startPoint`, unit coordinates.
    case startPoint(from: CGPoint, to: CGPoint)
    /// `CAGradientLayer.endPoint`, unit coordinates.
    case endPoint(from: CGPoint, to: CGPoint)
    /// `CALayer.shadowColor`; nil is clear.
    case shadowColor(from: RGBA?, to: RGBA?)
    /// `CALayer.shadowOpacity`.
    case shadowOpacity(from: Double, to: Double)
    /// `CALayer.shadowOffset`, points.
    case shadowOffset(from: CGSize, to: CGSize)
    /// `CALayer.shadowRadius`, points.
    case shadowRadius(from: Double, to: Double)
    /// `CALayer.shadowPath`, as `path`.
    case shadowPath(from: VectorPath?, to: VectorPath?)
    /// `CATextLayer.fontSize`, points.
    case fontSize(from: Double, to: Double)
    /// `CATextLayer.foregroundColor`.
    case foregroundColor(from: RGBA, to: RGBA)
    /// `LayerState.backdrop`, a visual effect view's blur: number by number, nil counting as
    /// no blur (`BackdropFilter.mix`).
    case backdrop(from: BackdropFilter?, to: BackdropFilter?)

    /// The property this change animates.
    public var property: LayerProperty {
        switch self {
        case .path: return .path
        case .fillColor: return .fillColor
        case .strokeColor: return .strokeColor
        case .lineWidth: return .lineWidth
        case .miterLimit: return .miterLimit
        case .lineDashPhase: return .lineDashPhase
        case .strokeStart: return .strokeStart
        case .strokeEnd: return .strokeEnd
        case .colors: return .colors
        case .locations: return .locations
        case .startPoint: return .startPoint
        case .endPoint: return .endPoint
        case .shadowColor: return .shadowColor
        case .shadowOpacity: return .shadowOpacity
        case .shadowOffset: return .shadowOffset
        case .shadowRadius: return .shadowRadius
        case .shadowPath: return .shadowPath
        case .backdrop: return .backdrop
        case .fontSize: return .fontSize
        case .foregroundColor: return .foregroundColor
        }
    }

    /// The same change ending at `later`'s end value; nil when the kinds differ.
    public func merged(with later: ContentChange) -> ContentChange? {
        switch (self, later) {
        case let (.path(a, _), .path(_, b)): return .path(from: a, to: b)
        case let (.fillColor(a, _), .fillColor(_, b)): return .fillColor(from: a, to: b)
        case let (.strokeColor(a, _), .strokeColor(_, b)): return .strokeColor(from: a, to: b)
        case let (.lineWidth(a, _), .lineWidth(_, b)): return .lineWidth(from: a, to: b)
        case let (.miterLimit(a, _), .miterLimit(_, b)): return .miterLimit(from: a, to: b)
        case let (.lineDashPhase(a, _), .lineDashPhase(_, b)): return .lineDashPhase(from: a, to: b)
        case let (.strokeStart(a, _), .strokeStart(_, b)): return .strokeStart(from: a, to: b)
        case let (.strokeEnd(a, _), .strokeEnd(_, b)): return .strokeEnd(from: a, to: b)
        case let (.colors(a, _), .colors(_, b)): return .colors(from: a, to: b)
        case let (.locations(a, _), .locations(_, b)): return .locations(from: a, to: b)
        case let (.startPoint(a, _), .startPoint(_, b)): return .startPoint(from: a, to: b)
        case let (.endPoint(a, _), .endPoint(_, b)): return .endPoint(from: a, to: b)
        case let (.shadowColor(a, _), .shadowColor(_, b)): return .shadowColor(from: a, to: b)
        case let (.shadowOpacity(a, _), .shadowOpacity(_, b)): return .shadowOpacity(from: a, to: b)
        case let (.shadowOffset(a, _), .shadowOffset(_, b)): return .shadowOffset(from: a, to: b)
        case let (.shadowRadius(a, _), .shadowRadius(_, b)): return .shadowRadius(from: a, to: b)
        case let (.shadowPath(a, _), .shadowPath(_, b)): return .shadowPath(from: a, to: b)
        case let (.backdrop(a, _), .backdrop(_, b)): return .backdrop(from: a, to: b)
        case let (.fontSize(a, _), .fontSize(_, b)): return .fontSize(from: a, to: b)
        case let (.foregroundColor(a, _), .foregroundColor(_, b)): return .foregroundColor(from: a, to: b)
        default: return nil
        }
    }

    /// Sets the property on `layer` at `p` (0 is from, 1 is to). Shape and gradient changes
    /// do nothing to a layer without a shape or gradient.
    public func apply(to layer: inout LayerState, progress p: Double) {
        switch self {
        case let .path(a, b): layer.shape?.path = Self.mix(a, b, p)
        case let .fillColor(a, b): layer.shape?.fillColor = Self.mix(a, b, p)
        case let .strokeColor(a, b): layer.shape?.strokeColor = Self.mix(a, b, p)
        case let .lineWidth(a, b): layer.shape?.lineWidth = lerp(a, b, p)
        case let .miterLimit(a, b): layer.shape?.miterLimit = lerp(a, b, p)
        case let .lineDashPhase(a, b): layer.shape?.lineDashPhase = lerp(a, b, p)
        case let .strokeStart(a, b): layer.shape?.strokeStart = lerp(a, b, p)
        case let .strokeEnd(a, b): layer.shape?.strokeEnd = lerp(a, b, p)
        case let .colors(a, b):
            layer.gradient?.colors =
                a.count == b.count ? zip(a, b).map { $0.interpolated(to: $1, p) } : (p >= 1 ? b : a)
        case let .locations(a, b):
            let n = layer.gradient?.colors.count ?? 0
            func even(_ l: [Double]?) -> [Double] { l ?? (n < 2 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }) }
            let (x, y) = (even(a), even(b))
            layer.gradient?.locations = x.count == y.count ? zip(x, y).map { lerp($0, $1, p) } : (p >= 1 ? b : a)
        case let .startPoint(a, b): layer.gradient?.startPoint = CGPoint(x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p))
        case let .endPoint(a, b): layer.gradient?.endPoint = CGPoint(x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p))
        case let .shadowColor(a, b): layer.shadow.color = Self.mix(a, b, p)
        case let .shadowOpacity(a, b): layer.shadow.opacity = lerp(a, b, p)
        case let .shadowOffset(a, b):
            layer.shadow.offset = CGSize(width: lerp(a.width, b.width, p), height: lerp(a.height, b.height, p))
        case let .shadowRadius(a, b): layer.shadow.radius = lerp(a, b, p)
        case let .shadowPath(a, b): layer.shadow.path = Self.mix(a, b, p)
        case let .backdrop(a, b): layer.backdrop = BackdropFilter.mix(a, b, p)
        case let .fontSize(a, b): layer.content.text?.font.pointSize = lerp(a, b, p)
        case let .foregroundColor(a, b): layer.content.text?.color = a.interpolated(to: b, p)
        }
    }

    static func mix(_ a: VectorPath?, _ b: VectorPath?, _ p: Double) -> VectorPath? {
        if let a, let b, let m = a.interpolated(to: b, p) { return m }
        return p >= 1 ? b : a
    }

    static func mix(_ a: RGBA?, _ b: RGBA?, _ p: Double) -> RGBA? {
        if a == nil && b == nil { return nil }
        return (a ?? RGBA.clear.with(colorOf: b)).interpolated(to: b ?? RGBA.clear.with(colorOf: a), p)
    }

    /// The end value as a short text (for diagnostics).
    public var endDescription: String {
        switch self {
        case let .path(_, b), let .shadowPath(_, b):
            return b.map { $0.firstNonFiniteValue ?? "a path of \($0.elements.count) elements" } ?? "nil"
        case let .fillColor(_, b), let .strokeColor(_, b), let .shadowColor(_, b): return b.map { "\($0)" } ?? "nil"
        case let .lineWidth(_, b), let .miterLimit(_, b), let .lineDashPhase(_, b), let .strokeStart(_, b),
            let .strokeEnd(_, b), let .shadowOpacity(_, b), let .shadowRadius(_, b):
            return "\(b)"
        case let .colors(_, b): return "\(b)"
        case let .locations(_, b): return b.map { "\($0)" } ?? "nil"
        case let .startPoint(_, b), let .endPoint(_, b): return "\(b)"
        case let .shadowOffset(_, b): return "\(b)"
        case let .backdrop(_, b): return b.map { "\($0)" } ?? "nil"
        case let .fontSize(_, b): return "\(b)"
        case let .foregroundColor(_, b): return "\(b)"
        }
    }

    /// Whether every number at both ends is finite.
    public var isFinite: Bool {
        switch self {
        case let .path(a, b), let .shadowPath(a, b): return (a?.isFinite ?? true) && (b?.isFinite ?? true)
        case let .fillColor(a, b), let .strokeColor(a, b), let .shadowColor(a, b):
            return (a?.isFinite ?? true) && (b?.isFinite ?? true)
        case let .lineWidth(a, b), let .miterLimit(a, b), let .lineDashPhase(a, b), let .strokeStart(a, b),
            let .strokeEnd(a, b), let .shadowOpacity(a, b), let .shadowRadius(a, b):
            return a.isFinite && b.isFinite
        case let .colors(a, b): return (a + b).allSatisfy(\.isFinite)
        case let .locations(a, b): return ((a ?? []) + (b ?? [])).allSatisfy(\.isFinite)
        case let .startPoint(a, b), let .endPoint(a, b): return a.isFinitePoint && b.isFinitePoint
        case let .shadowOffset(a, b):
            return a.width.isFinite && a.height.isFinite && b.width.isFinite && b.height.isFinite
        case let .backdrop(a, b): return (a?.isFinite ?? true) && (b?.isFinite ?? true)
        case let .fontSize(a, b): return a.isFinite && b.isFinite && a > 0 && b > 0
        case let .foregroundColor(a, b): return a.isFinite && b.isFinite
        }
    }
}
