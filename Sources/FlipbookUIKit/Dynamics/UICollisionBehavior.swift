import Foundation

/// Told when items touch each other or a boundary (`UICollisionBehaviorDelegate`); every
/// method is optional. A contact begins at the step in which two things first overlap and
/// ends at the first step in which they no longer do.
public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    /// Two items touched (`collisionBehavior(_:beganContactFor:with:at:)`).
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
        at p: CGPoint)
    /// Two items parted (`collisionBehavior(_:endedContactFor:with:)`).
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    /// An item touched a boundary (nil: the reference bounds)
    /// (`collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)`).
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?,
        at p: CGPoint)
    /// An item left a boundary (`collisionBehavior(_:endedContactFor:withBoundaryIdentifier:)`).
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
        at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?,
        at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) {}
}

/// Collisions (`UICollisionBehavior`, SEMANTICS.md §"UIKit Dynamics"): its items with each
/// other and with its boundaries (the reference view's bounds, lines, paths), by impulses
/// with the items' elasticity and friction. An item collides as its rotated bounds
/// rectangle with boundaries, and as the box around that rectangle with other items
/// (**chosen**: without turning them).
open class UICollisionBehavior: UIDynamicBehavior {
    /// What collides (`UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Sendable {
        /// UIKit's raw value.
        public let rawValue: UInt
        /// From UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items with items.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items with boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both.
        public static let everything = Mode(rawValue: UInt.max)
    }

    /// The items (`items`).
    public private(set) var items: [UIDynamicItem]
    /// What collides (`collisionMode`; default `.everything`).
    open var collisionMode: Mode = .everything { didSet { changed() } }
    /// Whether the reference view's bounds are a boundary (`translatesReferenceBoundsIntoBoundary`).
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet {
            if !translatesReferenceBoundsIntoBoundary { boundsInsets = .zero }
            changed()
        }
    }
    /// Told of contacts (`collisionDelegate`).
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    private var boundsInsets = UIEdgeInsets.zero
    private var boundaries: [(id: NSCopying, path: UIBezierPath, segments: [Segment])] = []

    /// Collisions among `items` (`init(items:)`).
    public init(items: [UIDynamicItem] = []) {
        self.items = items
        super.init()
    }

    /// Makes the reference bounds, inset, a boundary
    /// (`setTranslatesReferenceBoundsIntoBoundary(with:)`).
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        boundsInsets = insets
    }
    /// Adds an item (`addItem(_:)`).
    open func addItem(_ item: UIDynamicItem) {
        if !items.contains(where: { $0 === item }) { items.append(item) }
        changed()
    }
    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// Adds a boundary along a path's outline, curves as 16 lines each
    /// (`addBoundary(withIdentifier:for:)`); an identifier in use is replaced.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, bezierPath, Self.segments(of: bezierPath)))
        changed()
    }
    /// Adds a straight boundary (`addBoundary(withIdentifier:from:to:)`).
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }
    /// The path of a boundary (`boundary(withIdentifier:)`).
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.id, identifier) }?.path
    }
    /// Removes a boundary (`removeBoundary(withIdentifier:)`).
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { Self.same($0.id, identifier) }
        changed()
    }
    /// Removes every added boundary (`removeAllBoundaries()`).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        changed()
    }
    /// The added boundaries' identifiers (`boundaryIdentifiers`).
    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.id) }

    static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return String(describing: a) == String(describing: b)
    }

    // MARK: - Simulation

    struct Segment { var ax, ay, bx, by: Double }

    static func segments(of path: UIBezierPath) -> [Segment] {
        var out: [Segment] = []
        var start: (Double, Double)?
        var last: (Double, Double)?
        func line(to p: (Double, Double)) {
            if let l = last, l != p { out.append(Segment(ax: l.0, ay: l.1, bx: p.0, by: p.1)) }
            last = p
        }
        path.cgPath.applyWithBlock { e in
            let el = e.pointee
            switch el.type {
            case .moveToPoint:
                start = (Double(el.points[0].x), Double(el.points[0].y)); last = start
            case .addLineToPoint: line(to: (Double(el.points[0].x), Double(el.points[0].y)))
            case .addQuadCurveToPoint:
                guard let p0 = last else { return }
                let c = el.points[0], p = el.points[1]
                for k in 1...16 {
                    let u = Double(k) / 16, v = 1 - u
                    line(
                        to: (v * v * p0.0 + 2 * u * v * c.x + u * u * p.x, v * v * p0.1 + 2 * u * v * c.y + u * u * p.y)
                    )
                }
            case .addCurveToPoint:
                guard let p0 = last else { return }
                let c1 = el.points[0], c2 = el.points[1], p = el.points[2]
                for k in 1...16 {
                    let u = Double(k) / 16, v = 1 - u
                    let a = v * v * v, b = 3 * u * v * v, c = 3 * u * u * v, d = u * u * u
                    line(
                        to: (
                            a * p0.0 + b * c1.x + c * c2.x + d * p.x, a * p0.1 + b * c1.y + c * c2.y + d * p.y
                        ))
                }
            case .closeSubpath:
                if let s = start { line(to: s) }
            @unknown default: break
            }
        }
        return out
    }

    /// The contacts of this step and the last: keys in order, with what to tell the delegate.
    private var contacts: [String] = []
    private var contactSet: Set<String> = []
    private var previous: [String: Contact] = [:]
    private var previousOrder: [String] = []
    private var current: [String: Contact] = [:]
    private enum Contact {
        case boundary(UIDynamicItem, NSCopying?, CGPoint)
        case items(UIDynamicItem, UIDynamicItem, CGPoint)
    }

    private func touch(_ key: String, _ c: Contact) {
        if !contactSet.contains(key) {
            contactSet.insert(key)
            contacts.append(key)
            current[key] = c
        }
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func solve(_ animator: UIDynamicAnimator, h: Double) {
        let bodies = items.map { animator.body($0) }
        if collisionMode.contains(.boundaries) {
            if translatesReferenceBoundsIntoBoundary, let r = animator.referenceBounds {
                let minX = r.minX + boundsInsets.left, maxX = r.maxX - boundsInsets.right
                let minY = r.minY + boundsInsets.top, maxY = r.maxY - boundsInsets.bottom
                let walls: [(Double, Double, Double, Double)] = [
                    (minX, minY, 1, 0), (maxX, minY, -1, 0), (minX, minY, 0, 1), (minX, maxY, 0, -1),
                ]
                for (i, b) in bodies.enumerated() {
                    for (w, wall) in walls.enumerated() {
                        if let p = Self.halfPlane(b, px: wall.0, py: wall.1, nx: wall.2, ny: wall.3, segment: nil) {
                            touch("bounds:\(i)", .boundary(items[i], nil, p))
                            _ = w
                        }
                    }
                }
            }
            for (k, boundary) in boundaries.enumerated() {
                for (i, b) in bodies.enumerated() {
                    for s in boundary.segments {
                        let dx = s.bx - s.ax, dy = s.by - s.ay
                        let len = hypot(dx, dy)
                        guard len > 1e-9 else { continue }
                        var nx = -dy / len, ny = dx / len
                        if (b.x - s.ax) * nx + (b.y - s.ay) * ny < 0 { nx = -nx; ny = -ny }
                        if let p = Self.halfPlane(b, px: s.ax, py: s.ay, nx: nx, ny: ny, segment: s) {
                            touch("boundary:\(k):\(i)", .boundary(items[i], boundary.id, p))
                        }
                    }
                }
            }
        }
        if collisionMode.contains(.items) {
            for i in bodies.indices {
                for j in bodies.indices where j > i {
                    if let p = Self.collide(bodies[i], bodies[j]) {
                        touch("items:\(i):\(j)", .items(items[i], items[j], p))
                    }
                }
            }
        }
    }

    /// Tells the delegate of contacts that began or ended in the step just taken.
    override func endStep() {
        if let d = collisionDelegate {
            for key in contacts where previous[key] == nil {
                switch current[key]! {
                case .boundary(let item, let id, let p):
                    d.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: id, at: p)
                case .items(let a, let b, let p): d.collisionBehavior(self, beganContactFor: a, with: b, at: p)
                }
            }
            for key in previousOrder where current[key] == nil {
                switch previous[key]! {
                case .boundary(let item, let id, _):
                    d.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: id)
                case .items(let a, let b, _): d.collisionBehavior(self, endedContactFor: a, with: b)
                }
            }
        }
        previous = current
        previousOrder = contacts
        current = [:]
        contacts = []
        contactSet = []
    }

    /// Keeps `b`'s corners on the side of the line through (px, py) that the unit normal
    /// (nx, ny) points to (within the segment's extent, if one is given); gives the contact
    /// point when a corner was past it.
    static func halfPlane(
        _ b: DynamicBody, px: Double, py: Double, nx: Double, ny: Double, segment: Segment?
    ) -> CGPoint? {
        var deepest = 0.0
        var sumX = 0.0, sumY = 0.0, n = 0.0
        var contacts: [(Double, Double, Double)] = []
        for (rx, ry) in b.cornerOffsets {
            let cx = b.x + rx, cy = b.y + ry
            if let s = segment {
                let dx = s.bx - s.ax, dy = s.by - s.ay
                let u = ((cx - s.ax) * dx + (cy - s.ay) * dy) / (dx * dx + dy * dy)
                if u < 0 || u > 1 { continue }
            }
            let depth = -((cx - px) * nx + (cy - py) * ny)
            if depth > 0 { contacts.append((rx, ry, depth)) }
        }
        guard !contacts.isEmpty else { return nil }
        // One contact at the middle of the corners past the line (a flat side lands flat).
        for c in contacts {
            deepest = max(deepest, c.2)
            sumX += c.0; sumY += c.1; n += 1
        }
        let rx = sumX / n, ry = sumY / n
        if !b.isAnchored {
            b.x += nx * deepest
            b.y += ny * deepest
        }
        let (vx, vy) = b.velocity(atOffset: rx, ry)
        let vn = vx * nx + vy * ny
        if vn < 0 {
            let rn = rx * ny - ry * nx
            let k = b.inverseMass + rn * rn * b.inverseInertia
            guard k > 0 else { return CGPoint(x: b.x + rx, y: b.y + ry) }
            let e = -vn < restingSpeed ? 0 : min(max(b.elasticity, 0), 1)
            let j = -(1 + e) * vn / k
            b.applyImpulse(j * nx, j * ny, atOffset: rx, ry)
            friction(b, nil, nx, ny, rx, ry, j, b.friction)
        }
        return CGPoint(x: b.x + rx, y: b.y + ry)
    }

    /// A speed of approach under which a contact does not bounce, in points per second
    /// (**chosen**: 20, a little more than two steps of gravity).
    static let restingSpeed = 20.0

    /// Coulomb friction at a contact: the tangential impulse that stops the sliding, at most
    /// `mu` × the normal impulse `j`.
    static func friction(
        _ a: DynamicBody, _ other: DynamicBody?, _ nx: Double, _ ny: Double, _ rx: Double, _ ry: Double, _ j: Double,
        _ mu: Double
    ) {
        guard mu > 0, j > 0 else { return }
        let tx = -ny, ty = nx
        let (vx, vy) = a.velocity(atOffset: rx, ry)
        var vt = vx * tx + vy * ty
        if let o = other { vt -= o.vx * tx + o.vy * ty }
        let rt = rx * ty - ry * tx
        let k = a.inverseMass + rt * rt * a.inverseInertia + (other?.inverseMass ?? 0)
        guard k > 0 else { return }
        let jt = max(-mu * j, min(mu * j, -vt / k))
        a.applyImpulse(jt * tx, jt * ty, atOffset: rx, ry)
        other?.applyImpulse(-jt * tx, -jt * ty, atOffset: 0, 0)
    }

    /// Two items as the boxes around their rotated rectangles: separated along the axis of
    /// least overlap, in inverse proportion to their masses, with an impulse on their centres.
    static func collide(_ a: DynamicBody, _ b: DynamicBody) -> CGPoint? {
        let (awx, awy) = a.halfExtents, (bwx, bwy) = b.halfExtents
        let dx = b.x - a.x, dy = b.y - a.y
        let ox = awx + bwx - abs(dx), oy = awy + bwy - abs(dy)
        guard ox > 0, oy > 0 else { return nil }
        let ia = a.inverseMass, ib = b.inverseMass
        guard ia + ib > 0 else { return nil }
        let (nx, ny, depth) = ox < oy ? (dx < 0 ? -1.0 : 1.0, 0.0, ox) : (0.0, dy < 0 ? -1.0 : 1.0, oy)
        a.x -= nx * depth * ia / (ia + ib); a.y -= ny * depth * ia / (ia + ib)
        b.x += nx * depth * ib / (ia + ib); b.y += ny * depth * ib / (ia + ib)
        let vn = (b.vx - a.vx) * nx + (b.vy - a.vy) * ny
        if vn < 0 {
            // **Chosen**: the mean of the two elasticities and of the two frictions.
            let e = -vn < restingSpeed ? 0 : min(max((a.elasticity + b.elasticity) / 2, 0), 1)
            let j = -(1 + e) * vn / (ia + ib)
            a.applyImpulse(-j * nx, -j * ny, atOffset: 0, 0)
            b.applyImpulse(j * nx, j * ny, atOffset: 0, 0)
            friction(b, a, nx, ny, 0, 0, j, (a.friction + b.friction) / 2)
        }
        let px = a.x + nx * awx, py = a.y + ny * awy
        return CGPoint(x: px, y: py)
    }
}
