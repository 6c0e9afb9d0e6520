import Foundation
import FlipbookCore

/// Which corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds
/// (`UIRectCorner`).
public struct UIRectCorner: OptionSet, Sendable {
    /// The raw bits, as in UIKit and Core Animation.
    public let rawValue: UInt
    /// Creates a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 2)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 8)
    /// All four.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    var cornerMask: CornerMask {
        var m: CornerMask = []
        if contains(.topLeft) { m.insert(.minXMinY) }
        if contains(.topRight) { m.insert(.maxXMinY) }
        if contains(.bottomLeft) { m.insert(.minXMaxY) }
        if contains(.bottomRight) { m.insert(.maxXMaxY) }
        return m
    }
}

/// A path with drawing attributes (`UIBezierPath`), in points with y down
/// (SEMANTICS.md §14, "Shapes"). Arcs take `clockwise` as UIKit does: true turns clockwise on
/// screen. The drawing attributes (`lineWidth`, ...) are kept for source compatibility;
/// `CAShapeLayer` has its own, and `fill()` / `stroke()` need a graphics context, which
/// Flipbook does not have.
open class UIBezierPath: NSObject {
    /// The path's value.
    public private(set) var value: VectorPath

    /// An empty path (`UIBezierPath()`).
    public override init() { value = VectorPath(); super.init() }
    /// Wraps a value.
    public init(value: VectorPath) { self.value = value; super.init() }
    /// A rectangle (`init(rect:)`).
    public convenience init(rect: CGRect) { self.init(value: VectorPath(rect: rect)) }
    /// An ellipse in `rect`, from its rightmost point, clockwise (`init(ovalIn:)`).
    public convenience init(ovalIn rect: CGRect) { self.init(value: VectorPath(ellipseIn: rect)) }
    /// A rounded rectangle with circular corners of `cornerRadius` points, clamped to half the
    /// smaller side (`init(roundedRect:cornerRadius:)`; UIKit's corners are its continuous
    /// curve, Flipbook's circular, SEMANTICS.md §14).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = min(cornerRadius, min(abs(rect.width), abs(rect.height)) / 2)
        self.init(value: VectorPath(roundedRect: rect, cornerWidth: r, cornerHeight: r))
    }
    /// A rectangle with the chosen corners rounded (`init(roundedRect:byRoundingCorners:cornerRadii:)`):
    /// circular, of radius `cornerRadii.width`, as UIKit draws it (it ignores the height).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = min(cornerRadii.width, min(abs(rect.width), abs(rect.height)) / 2)
        self.init(value: VectorPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, corners: corners.cornerMask))
    }
    /// An open arc (`init(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// A copy of a Core Graphics path (`init(cgPath:)`).
    public convenience init(cgPath: CGPath) { self.init(value: cgPath.value) }

    /// The path as a `CGPath`; setting it replaces the elements (`cgPath`).
    open var cgPath: CGPath {
        get { CGPath(value: value) }
        set { value = newValue.value }
    }

    /// Starts a subpath (`move(to:)`).
    open func move(to point: CGPoint) { value.move(to: point) }
    /// Adds a line (`addLine(to:)`).
    open func addLine(to point: CGPoint) { value.addLine(to: point) }
    /// Adds a quadratic curve (`addQuadCurve(to:controlPoint:)`).
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        value.addQuadCurve(to: end, control: controlPoint)
    }
    /// Adds a cubic curve (`addCurve(to:controlPoint1:controlPoint2:)`).
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        value.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds an arc, with a line from the current point to its start
    /// (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        value.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasingAngle: clockwise)
    }
    /// Closes the subpath (`close()`).
    open func close() { value.closeSubpath() }
    /// Removes every element (`removeAllPoints()`).
    open func removeAllPoints() { value = VectorPath() }
    /// Appends another path's elements (`append(_:)`).
    open func append(_ path: UIBezierPath) { value.append(path.value) }
    /// The same shape drawn the other way round (`reversing()`).
    open func reversing() -> UIBezierPath { UIBezierPath(value: value.reversed()) }
    /// Maps every point by `transform` (`apply(_:)`).
    open func apply(_ transform: CGAffineTransform) { value = value.applying(transform) }

    /// The box of every point, control points included (`bounds`).
    open var bounds: CGRect { value.controlPointBounds }
    /// The last point, `.zero` when empty (`currentPoint`).
    open var currentPoint: CGPoint { value.currentPoint ?? .zero }
    /// Whether there are no elements (`isEmpty`).
    open var isEmpty: Bool { value.isEmpty }

    /// Used by `stroke()`/`fill()` (CoreGraphics/UIKitDrawing.swift); default 1 (`lineWidth`).
    open var lineWidth: CGFloat = 1
    /// Used by `stroke()`/`fill()` (CoreGraphics/UIKitDrawing.swift); default `.butt` (`lineCapStyle`).
    open var lineCapStyle: CGLineCap = .butt
    /// Used by `stroke()`/`fill()` (CoreGraphics/UIKitDrawing.swift); default `.miter` (`lineJoinStyle`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// Used by `stroke()`/`fill()` (CoreGraphics/UIKitDrawing.swift); default 10 (`miterLimit`).
    open var miterLimit: CGFloat = 10
    /// Used by `stroke()`/`fill()` (CoreGraphics/UIKitDrawing.swift); default false (`usesEvenOddFillRule`).
    open var usesEvenOddFillRule = false
    /// The dash lengths `stroke()` uses (`setLineDash(_:count:phase:)`); empty draws solid.
    var dashPattern: [CGFloat] = []
    /// Where the dash starts (`setLineDash(_:count:phase:)`).
    var dashPhase: CGFloat = 0

    open override var description: String { "UIBezierPath(\(value.elements.count) elements)" }
}
