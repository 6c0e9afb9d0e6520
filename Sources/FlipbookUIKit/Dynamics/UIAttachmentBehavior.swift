import Foundation

/// Attaches an item to an anchor point or to another item (`UIAttachmentBehavior`): a rod of
/// `length` when `frequency` is 0, else a spring of natural frequency `frequency` (hertz) and
/// damping ratio `damping` between the attachment points (SEMANTICS.md §"UIKit Dynamics"). The
/// length is the distance between the points when the behaviour is created.
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to (`UIAttachmentBehavior.AttachmentType`).
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items = 0
        /// A fixed point.
        case anchor = 1
    }

    /// The items: one, or two (`items`).
    public let items: [UIDynamicItem]
    /// `.anchor` or `.items` (`attachedBehaviorType`).
    public let attachedBehaviorType: AttachmentType
    /// The fixed point, in the reference view's coordinates (`anchorPoint`).
    open var anchorPoint: CGPoint { didSet { changed() } }
    /// The rest distance between the attachment points (`length`).
    open var length: CGFloat { didSet { changed() } }
    /// The spring's damping ratio (`damping`; default 0).
    open var damping: CGFloat = 0 { didSet { changed() } }
    /// The spring's natural frequency in hertz; 0 for a rod (`frequency`; default 0).
    open var frequency: CGFloat = 0 { didSet { changed() } }
    /// A pin's resistance to the items turning about it, as a torque (`frictionTorque`;
    /// default 0); the other kinds store it.
    open var frictionTorque: CGFloat = 0 { didSet { changed() } }
    /// A sliding attachment's travel along its axis, or a pin's relative turn in radians
    /// (`attachmentRange`; default unlimited); the other kinds store it.
    open var attachmentRange = UIFloatRange(minimum: -.infinity, maximum: .infinity) { didSet { changed() } }

    let offsets: [UIOffset]
    /// What the behaviour holds: a distance (rod or spring), or one of the class methods'
    /// kinds (UIAttachmentBehavior+Kinds.swift).
    var kind = Kind.distance

    /// Attaches the item's centre to `point` (`init(item:attachedToAnchor:)`).
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from the item's centre to `point`
    /// (`init(item:offsetFromCenter:attachedToAnchor:)`).
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        offsets = [offset]
        let p = DynamicBody(item: item)
        let (rx, ry) = p.rotated(CGPoint(x: offset.horizontal, y: offset.vertical))
        length = hypot(p.x + rx - point.x, p.y + ry - point.y)
        super.init()
    }

    /// Attaches two items' centres (`init(item:attachedTo:)`).
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of each item (`init(item:offsetFromCenter:attachedTo:offsetFromCenter:)`).
    public init(
        item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        offsets = [offset1, offset2]
        let a = DynamicBody(item: item1), b = DynamicBody(item: item2)
        let (ax, ay) = a.rotated(CGPoint(x: offset1.horizontal, y: offset1.vertical))
        let (bx, by) = b.rotated(CGPoint(x: offset2.horizontal, y: offset2.vertical))
        length = hypot(a.x + ax - b.x - bx, a.y + ay - b.y - by)
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// The two ends: body (nil for the anchor), offset from its centre, and position.
    func ends(_ animator: UIDynamicAnimator) -> [(DynamicBody?, Double, Double, Double, Double)] {
        var out: [(DynamicBody?, Double, Double, Double, Double)] = []
        for (i, item) in items.enumerated() {
            let b = animator.body(item)
            let (rx, ry) = b.rotated(CGPoint(x: offsets[i].horizontal, y: offsets[i].vertical))
            out.append((b, rx, ry, b.x + rx, b.y + ry))
        }
        if attachedBehaviorType == .anchor { out.append((nil, 0, 0, anchorPoint.x, anchorPoint.y)) }
        return out
    }

    override func applyForces(_ animator: UIDynamicAnimator, h: Double) {
        guard case .distance = kind, frequency > 0 else { return }
        let e = ends(animator)
        let (a, b) = (e[0], e[1])
        let dx = b.3 - a.3, dy = b.4 - a.4
        let d = hypot(dx, dy)
        guard d > 1e-9 else { return }
        let nx = dx / d, ny = dy / d
        // The spring acts on the reduced mass, so its period is 1 / frequency whatever the
        // items' masses.
        let ia = a.0?.inverseMass ?? 0, ib = b.0?.inverseMass ?? 0
        guard ia + ib > 0 else { return }
        let m = 1 / (ia + ib)
        let w = 2 * Double.pi * frequency
        let (vax, vay) = a.0?.velocity(atOffset: a.1, a.2) ?? (0, 0)
        let (vbx, vby) = b.0?.velocity(atOffset: b.1, b.2) ?? (0, 0)
        let closing = (vbx - vax) * nx + (vby - vay) * ny
        // Force on a towards b.
        let f = m * (w * w * (d - length) + 2 * damping * w * closing)
        if let body = a.0 {
            body.fx += f * nx; body.fy += f * ny
            body.torque += a.1 * f * ny - a.2 * f * nx
        }
        if let body = b.0 {
            body.fx -= f * nx; body.fy -= f * ny
            body.torque -= b.1 * f * ny - b.2 * f * nx
        }
    }

    override func solve(_ animator: UIDynamicAnimator, h: Double) {
        guard case .distance = kind else { return solveKind(animator, h: h) }
        guard frequency <= 0 else { return }
        solveRod(animator, slack: false)
    }

    /// A rod: the ends' distance is brought back to `length`, and their relative velocity
    /// along the rod is removed. With `slack` (a rope, `limitAttachment`) it acts only while
    /// the ends are farther apart than `length`, and removes only a separating velocity.
    func solveRod(_ animator: UIDynamicAnimator, slack: Bool) {
        let e = ends(animator)
        let (a, b) = (e[0], e[1])
        let dx = b.3 - a.3, dy = b.4 - a.4
        let d = hypot(dx, dy)
        guard d > 1e-9, !slack || d > length else { return }
        let nx = dx / d, ny = dy / d
        func k(_ end: (DynamicBody?, Double, Double, Double, Double)) -> Double {
            guard let body = end.0 else { return 0 }
            let rn = end.1 * ny - end.2 * nx
            return body.inverseMass + rn * rn * body.inverseInertia
        }
        let ka = k(a), kb = k(b)
        guard ka + kb > 0 else { return }
        let (vax, vay) = a.0?.velocity(atOffset: a.1, a.2) ?? (0, 0)
        let (vbx, vby) = b.0?.velocity(atOffset: b.1, b.2) ?? (0, 0)
        let closing = (vbx - vax) * nx + (vby - vay) * ny
        // Velocity: an impulse that zeroes the relative speed along the rod (a rope's, only
        // while the ends separate).
        if !slack || closing > 0 {
            let j = closing / (ka + kb)
            a.0?.applyImpulse(j * nx, j * ny, atOffset: a.1, a.2)
            b.0?.applyImpulse(-j * nx, -j * ny, atOffset: b.1, b.2)
        }
        // Position: move the ends along the rod in inverse proportion to their masses.
        let err = d - length
        let ma = a.0?.inverseMass ?? 0, mb = b.0?.inverseMass ?? 0
        guard ma + mb > 0 else { return }
        if let body = a.0 { body.x += nx * err * ma / (ma + mb); body.y += ny * err * ma / (ma + mb) }
        if let body = b.0 { body.x -= nx * err * mb / (ma + mb); body.y -= ny * err * mb / (ma + mb) }
    }
}

/// A range of floats (`UIFloatRange`).
public struct UIFloatRange: Hashable, Sendable {
    /// The least value.
    public var minimum: CGFloat
    /// The greatest value.
    public var maximum: CGFloat
    /// A range (`UIFloatRange(minimum:maximum:)`).
    public init(minimum: CGFloat, maximum: CGFloat) { self.minimum = minimum; self.maximum = maximum }
    /// Zero to zero (`UIFloatRange.zero`).
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// −∞ to ∞ (`UIFloatRange.infinite`).
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
}
