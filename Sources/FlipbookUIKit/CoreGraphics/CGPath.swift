import Foundation
import FlipbookCore

/// The kind of a path element (`CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    /// One point: the start of a subpath.
    case moveToPoint = 0
    /// One point: the end of a line.
    case addLineToPoint = 1
    /// Two points: the control point, then the end.
    case addQuadCurveToPoint = 2
    /// Three points: two control points, then the end.
    case addCurveToPoint = 3
    /// No point.
    case closeSubpath = 4
}

/// One element as `CGPath.apply` and `applyWithBlock` hand it out (`CGPathElement`): its
/// points are valid only during the call.
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// Its points (see `CGPathElementType` for how many).
    public var points: UnsafeMutablePointer<CGPoint>
}

/// `CGPathApplierFunction`: called with the `info` pointer and each element.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// An immutable path (`CGPath`), around the value `VectorPath` (SEMANTICS.md §14, "Shapes").
/// Coordinates are points with y down, as a layer's bounds space.
open class CGPath: Equatable, CustomStringConvertible {
    /// The path's value.
    public internal(set) var value: VectorPath

    /// Wraps a value.
    public init(value: VectorPath) { self.value = value }

    /// A rectangle, clockwise on screen from its origin (`CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(value: VectorPath(rect: rect).applying(transform?.pointee ?? .identity))
    }

    /// An ellipse from its rightmost point, clockwise on screen (`CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(value: VectorPath(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// A rounded rectangle with elliptical corners of the given radii in points, each
    /// clamped to half the side (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(
            value: VectorPath(roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
                .applying(transform?.pointee ?? .identity))
    }

    /// Whether the path has no elements (`isEmpty`).
    public var isEmpty: Bool { value.isEmpty }
    /// The last point, `.zero` when empty (`currentPoint`).
    public var currentPoint: CGPoint { value.currentPoint ?? .zero }
    /// The box of every point, control points included; `.null` when empty (`boundingBox`).
    public var boundingBox: CGRect { value.controlPointBounds }
    /// The box of the path as drawn, control points left out (`boundingBoxOfPath`).
    public var boundingBoxOfPath: CGRect { value.pathBounds }

    /// An immutable copy (`copy()`).
    public func copy() -> CGPath? { CGPath(value: value) }
    /// A copy with every point mapped by `transform` (`copy(using:)`).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(value: value.applying(transform?.pointee ?? .identity))
    }
    /// A mutable copy (`mutableCopy()`).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(value: value) }
    /// A mutable copy with every point mapped by `transform` (`mutableCopy(using:)`).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(value: value.applying(transform?.pointee ?? .identity))
    }

    /// Calls `function` with `info` and each element in order (`apply(info:function:)`).
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Calls `block` with each element in order (`applyWithBlock(_:)`).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for e in value.elements {
            let pts = e.points
            for (i, p) in pts.enumerated() { buffer[i] = p }
            let type: CGPathElementType
            switch e {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quadCurve: type = .addQuadCurveToPoint
            case .curve: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            var element = CGPathElement(type: type, points: buffer)
            block(&element)
        }
    }

    /// Equal elements (`==`, `CGPathEqualToPath`).
    public static func == (a: CGPath, b: CGPath) -> Bool { a.value == b.value }

    /// The elements, for diagnostics.
    public var description: String { "CGPath(\(value.elements))" }
}

/// A path being built (`CGMutablePath`). Each `transform` argument maps the added points.
/// Arc angles are radians with 0 along +x and pi / 2 along +y (down); Core Graphics'
/// `clockwise` assumes y up, so `clockwise: false` turns clockwise on screen (SEMANTICS.md §14).
public final class CGMutablePath: CGPath {
    /// An empty path (`CGMutablePath()`).
    public convenience init() { self.init(value: VectorPath()) }

    private func add(_ build: (inout VectorPath) -> Void, _ transform: CGAffineTransform) {
        if transform.isIdentity { build(&value); return }
        var piece = VectorPath(elements: [])
        if let p = value.currentPoint { piece.move(to: transform.inverted().apply(p)) }
        let hadStart = !piece.isEmpty
        build(&piece)
        let mapped = piece.applying(transform).elements
        value.append(VectorPath(elements: hadStart ? Array(mapped.dropFirst()) : mapped))
    }

    /// `p` mapped by `t`; the identity leaves it untouched, so a NaN in x stays out of y.
    private func mapped(_ t: CGAffineTransform, _ p: CGPoint) -> CGPoint { t.isIdentity ? p : t.apply(p) }

    /// Starts a subpath (`move(to:transform:)`).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        value.move(to: mapped(transform, point))
    }
    /// Adds a line (`addLine(to:transform:)`).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        value.addLine(to: mapped(transform, point))
    }
    /// Adds a polyline: a move to the first point, lines to the rest (`addLines(between:transform:)`).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        value.move(to: mapped(transform, first))
        for p in points.dropFirst() { value.addLine(to: mapped(transform, p)) }
    }
    /// Adds a quadratic curve (`addQuadCurve(to:control:transform:)`).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        value.addQuadCurve(to: mapped(transform, end), control: mapped(transform, control))
    }
    /// Adds a cubic curve (`addCurve(to:control1:control2:transform:)`).
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        value.addCurve(
            to: mapped(transform, end), control1: mapped(transform, control1), control2: mapped(transform, control2))
    }
    /// Adds a circular arc, with a line from the current point to its start
    /// (`addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        add(
            {
                $0.addArc(
                    center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    increasingAngle: !clockwise)
            }, transform)
    }
    /// Adds an arc of `delta` radians from `startAngle` (positive: clockwise on screen)
    /// (`addRelativeArc(center:radius:startAngle:delta:transform:)`).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        add(
            {
                $0.addArc(
                    center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
                    increasingAngle: delta >= 0)
            }, transform)
    }
    /// Adds a line and an arc tangent to two lines (`addArc(tangent1End:tangent2End:radius:transform:)`).
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        add({ $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }, transform)
    }
    /// Adds a closed rectangle (`addRect(_:transform:)`).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        value.append(VectorPath(rect: rect).applying(transform))
    }
    /// Adds closed rectangles (`addRects(_:transform:)`).
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    /// Adds a closed ellipse (`addEllipse(in:transform:)`).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        value.append(VectorPath(ellipseIn: rect).applying(transform))
    }
    /// Adds a closed rounded rectangle (`addRoundedRect(in:cornerWidth:cornerHeight:transform:)`).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        value.append(
            VectorPath(roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight).applying(transform))
    }
    /// Adds every element of `path` (`addPath(_:transform:)`).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        value.append(path.value.applying(transform))
    }
    /// Closes the current subpath (`closeSubpath()`).
    public func closeSubpath() { value.closeSubpath() }
}
