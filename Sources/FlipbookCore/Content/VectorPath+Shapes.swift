import Foundation

/// How a rounded corner is shaped (`CALayerCornerCurve`).
public enum CornerCurve: String, Hashable, Sendable {
    /// A quarter circle, the default (`.circular`).
    case circular
    /// Apple's continuous curve; Flipbook draws it as `.circular` (SEMANTICS.md §14, chosen).
    case continuous
}

/// Which corners of a layer are rounded, by the raw values of Core Animation's `CACornerMask`
/// (min x min y = 1, max x min y = 2, min x max y = 4, max x max y = 8). With y pointing
/// down, min y is the top.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits, as in UIKit and Core Animation.
    public let rawValue: UInt
    /// Creates a mask from `CACornerMask` raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (`layerMinXMinYCorner`).
    public static let minXMinY = CornerMask(rawValue: 1)
    /// The top-right corner (`layerMaxXMinYCorner`).
    public static let maxXMinY = CornerMask(rawValue: 2)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    public static let minXMaxY = CornerMask(rawValue: 4)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    public static let maxXMaxY = CornerMask(rawValue: 8)
    /// All four corners, Core Animation's default.
    public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

extension VectorPath {
    /// The cubic approximation of a quarter circle: control points at k = 4/3 tan(pi/8) =
    /// 0.5522847498 of the radius, as every Core Graphics implementation uses.
    static let quarterArcKappa = 4.0 / 3.0 * tan(Double.pi / 8)

    /// A closed rectangle: its origin, then clockwise on screen (`CGPath(rect:transform:)`,
    /// `addRect`, `UIBezierPath(rect:)`).
    public init(rect r: CGRect) {
        self.init()
        addRect(r)
    }

    /// Adds a closed rectangle subpath (`CGMutablePath.addRect(_:)`).
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// An ellipse in `rect`: four cubic curves from the rightmost point, clockwise on screen
    /// (`CGPath(ellipseIn:transform:)`, `UIBezierPath(ovalIn:)`).
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Adds a closed ellipse subpath (`CGMutablePath.addEllipse(in:)`).
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy))
        appendArcCurves(cx: cx, cy: cy, rx: rx, ry: ry, start: 0, sweep: 2 * .pi)
        closeSubpath()
    }

    /// A rectangle with rounded corners of radii (`cornerWidth`, `cornerHeight`), each
    /// clamped to [0, half the side], on the corners of `corners` only: it starts on the top
    /// edge after the top-left corner and goes clockwise on screen
    /// (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`,
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
    ///
    /// Corners are quarter ellipses (circles when the radii are equal). UIKit draws
    /// `UIBezierPath(roundedRect:cornerRadius:)` with its continuous corner curve; Flipbook
    /// draws circular corners (SEMANTICS.md §14, chosen).
    public init(roundedRect rect: CGRect, cornerWidth: Double, cornerHeight: Double, corners: CornerMask = .all) {
        self.init()
        addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, corners: corners)
    }

    /// Adds a closed rounded-rectangle subpath (`addRoundedRect(in:cornerWidth:cornerHeight:)`).
    /// A negative or NaN radius counts as 0.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerWidth: Double, cornerHeight: Double,
        corners: CornerMask = .all
    ) {
        let r = rect.standardized
        let rx = cornerWidth > 0 ? min(cornerWidth, r.width / 2) : 0
        let ry = cornerHeight > 0 ? min(cornerHeight, r.height / 2) : 0
        func radii(_ c: CornerMask) -> (Double, Double) { corners.contains(c) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radii(.minXMinY), (trx, try_) = radii(.maxXMinY)
        let (brx, bry) = radii(.maxXMaxY), (blx, bly) = radii(.minXMaxY)
        move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        if trx > 0 && try_ > 0 {
            appendArcCurves(cx: r.maxX - trx, cy: r.minY + try_, rx: trx, ry: try_, start: -.pi / 2, sweep: .pi / 2)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        if brx > 0 && bry > 0 {
            appendArcCurves(cx: r.maxX - brx, cy: r.maxY - bry, rx: brx, ry: bry, start: 0, sweep: .pi / 2)
        }
        addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        if blx > 0 && bly > 0 {
            appendArcCurves(cx: r.minX + blx, cy: r.maxY - bly, rx: blx, ry: bly, start: .pi / 2, sweep: .pi / 2)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        if tlx > 0 && tly > 0 {
            appendArcCurves(cx: r.minX + tlx, cy: r.minY + tly, rx: tlx, ry: tly, start: .pi, sweep: .pi / 2)
        }
        closeSubpath()
    }

    /// Adds a circular arc about `center`, from `startAngle` to `endAngle` (radians, 0 along
    /// +x, pi / 2 along +y, i.e. down), with a line from the current point to its start (or a
    /// move when the path is empty).
    ///
    /// `increasingAngle` true sweeps from start to end with the angle growing (clockwise on
    /// screen, y down): UIKit's `clockwise: true`. Core Graphics' `clockwise` flag means the
    /// opposite in this coordinate system (its documentation assumes y up), so `CGMutablePath`
    /// passes `!clockwise`. The sweep is (end - start) brought into [0, 2 pi) in the chosen
    /// direction, or a full circle when the angles differ by 2 pi or more. A negative radius
    /// draws as its absolute value (Core Graphics' behaviour); a NaN radius is refused later,
    /// with the path, as a non-finite point.
    public mutating func addArc(
        center: CGPoint, radius: Double, startAngle: Double, endAngle: Double,
        increasingAngle: Bool
    ) {
        let r = abs(radius)
        let twoPi = 2 * Double.pi
        let raw = increasingAngle ? endAngle - startAngle : startAngle - endAngle
        var sweep: Double
        if raw >= twoPi {
            sweep = twoPi
        } else {
            sweep = raw.truncatingRemainder(dividingBy: twoPi)
            if sweep < 0 { sweep += twoPi }
        }
        if !increasingAngle { sweep = -sweep }
        let start = CGPoint(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
        if elements.isEmpty || elements.last == .close { move(to: start) } else { addLine(to: start) }
        appendArcCurves(cx: center.x, cy: center.y, rx: r, ry: r, start: startAngle, sweep: sweep)
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to the lines
    /// current point -> `tangent1End` and `tangent1End` -> `tangent2End`
    /// (`CGMutablePath.addArc(tangent1End:tangent2End:radius:)`). When the points are in line
    /// or the radius is 0, a line to `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: Double) {
        let p0 = currentPoint ?? .zero
        let v1 = (x: p0.x - p1.x, y: p0.y - p1.y), v2 = (x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        let r = abs(radius)
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2, r > 0 else { addLine(to: p1); return }
        let u1 = (x: v1.x / l1, y: v1.y / l1), u2 = (x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let d = r / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u1.x * d, y: p1.y + u1.y * d)
        let t2 = CGPoint(x: p1.x + u2.x * d, y: p1.y + u2.y * d)
        let bx = u1.x + u2.x, by = u1.y + u2.y
        let bl = (bx * bx + by * by).squareRoot()
        let h = r / sin(angle / 2)
        let c = CGPoint(x: p1.x + bx / bl * h, y: p1.y + by / bl * h)
        addLine(to: t1)
        let a0 = atan2(t1.y - c.y, t1.x - c.x), a1 = atan2(t2.y - c.y, t2.x - c.x)
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        appendArcCurves(cx: c.x, cy: c.y, rx: r, ry: r, start: a0, sweep: sweep)
    }

    /// Appends cubic curves along an elliptical arc from angle `start`, sweeping `sweep`
    /// radians (negative: decreasing angle), in pieces of at most a quarter turn; the current
    /// point must be the arc's start.
    mutating func appendArcCurves(cx: Double, cy: Double, rx: Double, ry: Double, start: Double, sweep: Double) {
        guard sweep != 0, sweep.isFinite else { return }
        let n = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let delta = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(delta / 4)
        var a = start
        for _ in 0..<n {
            let b = a + delta
            let (ca, sa, cb, sb) = (cos(a), sin(a), cos(b), sin(b))
            addCurve(
                to: CGPoint(x: cx + rx * cb, y: cy + ry * sb),
                control1: CGPoint(x: cx + rx * (ca - k * sa), y: cy + ry * (sa + k * ca)),
                control2: CGPoint(x: cx + rx * (cb + k * sb), y: cy + ry * (sb - k * cb)))
            a = b
        }
    }
}
