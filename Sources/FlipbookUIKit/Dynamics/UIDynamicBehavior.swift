import Foundation

/// A behaviour of a `UIDynamicAnimator` (`UIDynamicBehavior`): an `action` run after every
/// simulation step, and child behaviours that act with it. Subclasses are the concrete
/// behaviours; an app's own subclass combines them as children.
open class UIDynamicBehavior: NSObject {
    /// Runs after every simulation step (`action`), with the items already moved.
    open var action: (() -> Void)?
    /// The children, in the order added (`childBehaviors`).
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// The animator this behaviour (or its parent) was added to (`dynamicAnimator`).
    public private(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// A behaviour with no items (`init()`).
    public override init() { super.init() }

    /// Adds a child (`addChildBehavior(_:)`).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.setAnimator(dynamicAnimator)
        changed()
    }

    /// Removes a child (`removeChildBehavior(_:)`).
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.setAnimator(nil)
        changed()
    }

    /// Called before the behaviour joins an animator, or leaves one (nil) (`willMove(to:)`).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    func setAnimator(_ animator: UIDynamicAnimator?) {
        dynamicAnimator = animator
        for c in childBehaviors { c.setAnimator(animator) }
    }

    /// A property changed: the animator runs again if it had paused.
    func changed() { dynamicAnimator?.wake() }

    // MARK: - What the simulation asks of a behaviour

    /// The items the behaviour moves (they join the simulation when first named).
    var dynamicItems: [UIDynamicItem] { [] }
    /// Adds this behaviour's forces and accelerations for one step.
    func applyForces(_ animator: UIDynamicAnimator, h: Double) {}
    /// Corrects positions and velocities (constraints, contacts); run several times a step.
    func solve(_ animator: UIDynamicAnimator, h: Double) {}
    /// After the step's passes (a collision tells its delegate of contacts).
    func endStep() {}
    /// Whether the behaviour keeps the animator from pausing even with every item still.
    var keepsRunning: Bool { false }
}

/// The magnitude of a vector and its angle from the x axis, clockwise on screen (y down).
func polar(_ v: CGVector) -> (magnitude: Double, angle: Double) { (hypot(v.dx, v.dy), atan2(v.dy, v.dx)) }

/// Gravity (`UIGravityBehavior`): every item accelerates by `magnitude` × 1,000 points per
/// second² along `angle` (Apple's documentation: a magnitude of 1.0 is 1,000 points/s²),
/// whatever its mass. Default: straight down, magnitude 1.
open class UIGravityBehavior: UIDynamicBehavior {
    /// The acceleration of magnitude 1, in points per second² (UIKit's documented figure).
    public static let pointsPerSecondSquared = 1000.0

    /// The items (`items`).
    public private(set) var items: [UIDynamicItem]
    /// The direction and strength (`gravityDirection`; default (0, 1)).
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { changed() } }
    /// The direction, in radians clockwise from +x (`angle`; default π/2, down).
    open var angle: CGFloat {
        get { polar(gravityDirection).angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// The strength, 1 for 1,000 points/s² (`magnitude`; default 1).
    open var magnitude: CGFloat {
        get { polar(gravityDirection).magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Gravity on `items` (`init(items:)`).
    public init(items: [UIDynamicItem] = []) {
        self.items = items
        super.init()
    }

    /// Sets both (`setAngle(_:magnitude:)`).
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }
    /// Adds an item (`addItem(_:)`).
    open func addItem(_ item: UIDynamicItem) {
        if !items.contains(where: { $0 === item }) { items.append(item) }
        changed()
    }
    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    override var dynamicItems: [UIDynamicItem] { items }
    override func applyForces(_ animator: UIDynamicAnimator, h: Double) {
        for item in items {
            let b = animator.body(item)
            b.ax += gravityDirection.dx * Self.pointsPerSecondSquared
            b.ay += gravityDirection.dy * Self.pointsPerSecondSquared
        }
    }
}

/// A push (`UIPushBehavior`): a force along `pushDirection` on each item. A magnitude of 1 on a
/// 100 × 100 point item of density 1 gives 100 points/s² when continuous (Apple's
/// documentation), and a change of velocity of 100 points/s when instantaneous; an
/// instantaneous push acts at the next step and then sets `active` false.
open class UIPushBehavior: UIDynamicBehavior {
    /// `UIPushBehavior.Mode`.
    public enum Mode: Int, Sendable {
        /// A steady force while active.
        case continuous = 0
        /// One impulse.
        case instantaneous = 1
    }

    /// The mode (`mode`).
    public let mode: Mode
    /// The items (`items`).
    public private(set) var items: [UIDynamicItem]
    /// Whether the push acts (`active`; default true).
    open var active = true { didSet { changed() } }
    /// The direction and strength (`pushDirection`; default zero).
    open var pushDirection = CGVector.zero { didSet { changed() } }
    /// The angle, clockwise from +x (`angle`).
    open var angle: CGFloat {
        get { polar(pushDirection).angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// The strength (`magnitude`).
    open var magnitude: CGFloat {
        get { polar(pushDirection).magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// A push of `mode` on `items` (`init(items:mode:)`).
    public init(items: [UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    /// Sets both (`setAngle(_:magnitude:)`).
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }
    /// Where the force acts, from the item's centre in its own axes
    /// (`setTargetOffsetFromCenter(_:for:)`): off the centre it also turns the item.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = o
        changed()
    }
    /// The offset set for `item` (`targetOffsetFromCenter(for:)`).
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? UIOffset(horizontal: 0, vertical: 0)
    }
    /// Adds an item (`addItem(_:)`).
    open func addItem(_ item: UIDynamicItem) {
        if !items.contains(where: { $0 === item }) { items.append(item) }
        changed()
    }
    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// The force of magnitude 1, in mass units × points/s² (mass 1 is 100 × 100 points at
    /// density 1).
    static let unit = 100.0

    override var dynamicItems: [UIDynamicItem] { items }
    override var keepsRunning: Bool { active && mode == .instantaneous && magnitude > 0 }
    override func applyForces(_ animator: UIDynamicAnimator, h: Double) {
        guard active else { return }
        let fx = pushDirection.dx * Self.unit, fy = pushDirection.dy * Self.unit
        for item in items {
            let b = animator.body(item)
            let o = targetOffsetFromCenter(for: item)
            let (rx, ry) = b.rotated(CGPoint(x: o.horizontal, y: o.vertical))
            switch mode {
            case .continuous:
                b.fx += fx; b.fy += fy
                b.torque += rx * fy - ry * fx
            case .instantaneous:
                b.applyImpulse(fx, fy, atOffset: rx, ry)
            }
        }
        if mode == .instantaneous {
            // UIKit sets active false once the impulse is given; no wake for that change.
            active = false
        }
    }
}

/// Snaps an item to a point with a spring (`UISnapBehavior`): the item's centre is pulled to
/// `snapPoint` and its angle to 0 by a damped spring of natural frequency
/// `UISnapBehavior.frequency` and damping ratio 0.1 + 0.9 × `damping` (**chosen**: UIKit
/// publishes only that `damping` 0...1 is "the amount of oscillation", 0.5 by default; so
/// every damping settles, 1 without overshoot).
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's natural frequency, in hertz (**chosen**: 2 Hz, settling in about half a
    /// second at the default damping).
    public static let frequency = 2.0

    private let item: UIDynamicItem
    /// Where the centre goes (`snapPoint`).
    open var snapPoint: CGPoint { didSet { changed() } }
    /// The amount of oscillation, 0...1 (`damping`; default 0.5).
    open var damping: CGFloat = 0.5 { didSet { changed() } }

    /// Snaps `item` to `point` (`init(item:snapTo:)`).
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    /// The damping ratio for a `damping` value.
    static func dampingRatio(_ damping: Double) -> Double { 0.1 + 0.9 * min(max(damping, 0), 1) }

    override var dynamicItems: [UIDynamicItem] { [item] }
    override func applyForces(_ animator: UIDynamicAnimator, h: Double) {
        let b = animator.body(item)
        let w = 2 * Double.pi * Self.frequency, z = Self.dampingRatio(damping)
        b.ax += w * w * (snapPoint.x - b.x) - 2 * z * w * b.vx
        b.ay += w * w * (snapPoint.y - b.y) - 2 * z * w * b.vy
        if b.allowsRotation { b.torque += b.inertia * (-w * w * b.angle - 2 * z * w * b.spin) }
    }
}

/// The physical properties of items (`UIDynamicItemBehavior`); UIKit's defaults. When several
/// name one item, the last added wins.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items (`items`).
    public private(set) var items: [UIDynamicItem]
    /// Restitution in collisions, 0...1 (`elasticity`; default 0).
    open var elasticity: CGFloat = 0 { didSet { changed() } }
    /// Friction in collisions, 0 for none (`friction`; default 0).
    open var friction: CGFloat = 0 { didSet { changed() } }
    /// Density: mass is density × area / 10,000 (`density`; default 1).
    open var density: CGFloat = 1 { didSet { changed() } }
    /// Linear damping per second: dv/dt = −resistance × v (`resistance`; default 0).
    open var resistance: CGFloat = 0 { didSet { changed() } }
    /// Angular damping per second (`angularResistance`; default 0).
    open var angularResistance: CGFloat = 0 { didSet { changed() } }
    /// Whether the items may turn (`allowsRotation`; default true).
    open var allowsRotation = true { didSet { changed() } }
    /// Whether the items stay where they are, still obstacles to others (`isAnchored`).
    open var isAnchored = false { didSet { changed() } }
    /// Electric charge, for electric and magnetic fields (`charge`; default 0).
    open var charge: CGFloat = 0 { didSet { changed() } }

    /// Properties for `items` (`init(items:)`).
    public init(items: [UIDynamicItem] = []) {
        self.items = items
        super.init()
    }

    /// Adds an item (`addItem(_:)`).
    open func addItem(_ item: UIDynamicItem) {
        if !items.contains(where: { $0 === item }) { items.append(item) }
        changed()
    }
    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// Adds to an item's velocity, in points per second (`addLinearVelocity(_:for:)`); an
    /// item not yet in the animator starts with it.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard let b = body(item) else { return }
        b.vx += velocity.x; b.vy += velocity.y
        changed()
    }
    /// The item's velocity now (`linearVelocity(for:)`).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        guard let b = dynamicAnimator?.existingBody(item) ?? pending[ObjectIdentifier(item)] else { return .zero }
        return CGPoint(x: b.vx, y: b.vy)
    }
    /// Adds to an item's angular velocity, in radians per second (`addAngularVelocity(_:for:)`).
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard let b = body(item) else { return }
        b.spin += velocity
        changed()
    }
    /// The item's angular velocity now (`angularVelocity(for:)`).
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        (dynamicAnimator?.existingBody(item) ?? pending[ObjectIdentifier(item)])?.spin ?? 0
    }

    /// Bodies given a velocity before the behaviour joined an animator.
    private var pending: [ObjectIdentifier: DynamicBody] = [:]

    private func body(_ item: UIDynamicItem) -> DynamicBody? {
        guard items.contains(where: { $0 === item }) else { return nil }
        if let a = dynamicAnimator { return a.body(item) }
        let id = ObjectIdentifier(item)
        if let b = pending[id] { return b }
        let b = DynamicBody(item: item)
        pending[id] = b
        return b
    }

    override var dynamicItems: [UIDynamicItem] { items }

    func applyProperties(_ animator: UIDynamicAnimator) {
        for item in items {
            let b = animator.body(item)
            if let p = pending.removeValue(forKey: ObjectIdentifier(item)) {
                b.vx += p.vx; b.vy += p.vy; b.spin += p.spin
            }
            b.elasticity = elasticity; b.friction = friction; b.density = density
            b.resistance = resistance; b.angularResistance = angularResistance
            b.allowsRotation = allowsRotation; b.isAnchored = isAnchored; b.charge = charge
        }
    }
}
