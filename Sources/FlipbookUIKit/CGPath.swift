import Foundation
import FlipbookCore

/// Core Graphics' immutable path (`CGPath`), backed by `BezierPath`. Here it serves
/// `CAKeyframeAnimation.path` (SEMANTICS.md §10); drawing paths belongs to the content work
/// (§14). Angles of arcs grow from +x towards +y.
public class CGPath: Equatable {
    /// The elements.
    public internal(set) var geometry: BezierPath

    init(geometry: BezierPath) { self.geometry = geometry }

    /// `CGPath(rect:transform:)`: a closed rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(geometry: m.geometry)
    }

    /// `CGPath(ellipseIn:transform:)`: a closed ellipse, starting at its right-most point.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(geometry: m.geometry)
    }

    /// The point where the path ends (`currentPoint`).
    public var currentPoint: CGPoint { geometry.currentPoint }
    /// Whether the path has no elements (`isEmpty`).
    public var isEmpty: Bool { geometry.elements.isEmpty }

    /// Same elements.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.geometry == b.geometry }
}

/// Core Graphics' mutable path (`CGMutablePath`).
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(geometry: BezierPath()) }

    /// Starts a subpath (`move(to:transform:)`).
    public func move(to p: CGPoint, transform t: CGAffineTransform = .identity) {
        geometry.elements.append(.move(t.apply(p)))
    }
    /// A line to `p` (`addLine(to:transform:)`).
    public func addLine(to p: CGPoint, transform t: CGAffineTransform = .identity) {
        geometry.elements.append(.line(t.apply(p)))
    }
    /// Lines through the points (`addLines(between:transform:)`).
    public func addLines(between points: [CGPoint], transform t: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() { geometry.elements.append(i == 0 ? .move(t.apply(p)) : .line(t.apply(p))) }
    }
    /// A quadratic Bézier (`addQuadCurve(to:control:transform:)`).
    public func addQuadCurve(to p: CGPoint, control c: CGPoint, transform t: CGAffineTransform = .identity) {
        geometry.elements.append(.quad(to: t.apply(p), control: t.apply(c)))
    }
    /// A cubic Bézier (`addCurve(to:control1:control2:transform:)`).
    public func addCurve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint,
                         transform t: CGAffineTransform = .identity) {
        geometry.elements.append(.cubic(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2)))
    }
    /// A closed rectangle (`addRect(_:transform:)`).
    public func addRect(_ r: CGRect, transform t: CGAffineTransform = .identity) {
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: t)
        closeSubpath()
    }
    /// A closed ellipse (`addEllipse(in:transform:)`).
    public func addEllipse(in r: CGRect, transform t: CGAffineTransform = .identity) {
        var circle = BezierPath()
        circle.appendArc(center: .zero, radius: 1, start: 0, end: 2 * .pi)
        circle.elements.append(.close)
        let fit = Transform2D(a: Double(r.width) / 2, b: 0, c: 0, d: Double(r.height) / 2,
                              tx: Double(r.midX), ty: Double(r.midY)).concatenating(t)
        geometry.elements += circle.applying(fit).elements
    }
    /// An arc (`addArc(center:radius:startAngle:endAngle:clockwise:transform:)`): Core
    /// Graphics' `clockwise` is in its y-up space, so `clockwise: false` turns the way angles
    /// grow here (clockwise on a y-down screen, as UIKit draws).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform t: CGAffineTransform = .identity) {
        var arc = BezierPath(elements: geometry.elements.isEmpty ? [] : [.move(currentPoint)])
        arc.appendArc(center: center, radius: Double(radius), start: Double(startAngle),
                      end: CGMutablePath.arcEnd(Double(startAngle), Double(endAngle), increasing: !clockwise))
        let drawn = arc.applying(t).elements
        geometry.elements += geometry.elements.isEmpty ? drawn : Array(drawn.dropFirst())
    }
    /// Closes the subpath (`closeSubpath()`).
    public func closeSubpath() { geometry.elements.append(.close) }

    /// The end angle adjusted so the sweep goes the asked way, by less than a full turn.
    static func arcEnd(_ start: Double, _ end: Double, increasing: Bool) -> Double {
        var e = end
        if increasing { while e < start { e += 2 * .pi } } else { while e > start { e -= 2 * .pi } }
        return e
    }
}

/// UIKit's path (`UIBezierPath`): a `CGPath` with UIKit's spelling, where `clockwise: true`
/// turns clockwise on the y-down screen.
open class UIBezierPath: NSObject {
    private let path = CGMutablePath()

    /// An empty path.
    public override init() { super.init() }
    /// A closed rectangle (`init(rect:)`).
    public convenience init(rect: CGRect) { self.init(); path.addRect(rect) }
    /// A closed ellipse inscribed in `rect` (`init(ovalIn:)`).
    public convenience init(ovalIn rect: CGRect) { self.init(); path.addEllipse(in: rect) }
    /// An arc (`init(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The Core Graphics path (`cgPath`).
    open var cgPath: CGPath { path }
    /// The end point (`currentPoint`).
    open var currentPoint: CGPoint { path.currentPoint }

    /// `move(to:)`.
    open func move(to p: CGPoint) { path.move(to: p) }
    /// `addLine(to:)`.
    open func addLine(to p: CGPoint) { path.addLine(to: p) }
    /// `addQuadCurve(to:controlPoint:)`.
    open func addQuadCurve(to p: CGPoint, controlPoint c: CGPoint) { path.addQuadCurve(to: p, control: c) }
    /// `addCurve(to:controlPoint1:controlPoint2:)`.
    open func addCurve(to p: CGPoint, controlPoint1 c1: CGPoint, controlPoint2 c2: CGPoint) {
        path.addCurve(to: p, control1: c1, control2: c2)
    }
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: `clockwise` as seen on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// `close()`.
    open func close() { path.closeSubpath() }
}
