import Foundation
import FlipbookCore

/// Told when an animator stops at rest and starts again (`UIDynamicAnimatorDelegate`).
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to run again after a pause (`dynamicAnimatorWillResume(_:)`).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item came to rest; the animator stopped (`dynamicAnimatorDidPause(_:)`).
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    // Both are optional in UIKit.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// UIKit Dynamics on the virtual clock (`UIDynamicAnimator`, SEMANTICS.md §"UIKit Dynamics").
///
/// The simulation advances in fixed steps of `UIDynamicAnimator.step` (1/120 s) counted from
/// the moment the animator first runs, by semi-implicit Euler (velocity, then position from
/// the new velocity), then constraints and collisions by impulses. At every frame time of the
/// recording stage it runs the steps due up to that time and sets each item's `center` (and
/// its `transform` once it has turned): the moves are model changes at frame times, so every
/// frame is a function of time alone. When every item has been at rest for
/// `UIDynamicAnimator.restDuration` the animator pauses (`isRunning` false,
/// `dynamicAnimatorDidPause`) and schedules nothing; a change to a behaviour resumes it.
open class UIDynamicAnimator: NSObject {
    /// The simulation step, in seconds (**chosen**: 1/120 s, two steps a frame at 60 fps).
    public static let step = 1.0 / 120
    /// A speed under which an item is at rest, in points per second (**chosen**: 1).
    public static let restSpeed = 1.0
    /// An angular speed under which an item is at rest, in radians per second (**chosen**: 0.01).
    public static let restAngularSpeed = 0.01
    /// How long every item must stay at rest before the animator pauses (**chosen**: 0.1 s).
    public static let restDuration = 0.1

    /// The view whose coordinates the items' centres are in (`referenceView`).
    public private(set) weak var referenceView: UIView?
    /// The behaviours, in the order added (`behaviors`).
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told of pauses and resumptions (`delegate`).
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Whether the simulation is running (`isRunning`): false before the first behaviour, and
    /// once every item is at rest.
    public private(set) var isRunning = false

    /// Steps taken since the animator first ran.
    private(set) var steps = 0
    /// The stage time of step 0.
    private var epoch: Double?
    private weak var stage: Stage?
    private var frameScheduled = false
    private var restSteps = 0
    /// The bodies, in the order their items first joined.
    private(set) var bodies: [DynamicBody] = []
    private var bodyIndex: [ObjectIdentifier: Int] = [:]

    /// An animator for items in `view`'s coordinates (`init(referenceView:)`).
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// The layout whose attributes this animator moves (`init(collectionViewLayout:)`).
    public private(set) weak var collectionViewLayout: UICollectionViewLayout?

    /// An animator for a collection view layout's attributes, in the collection's content
    /// coordinates (`init(collectionViewLayout:)`): after every frame in which it moved them it
    /// invalidates the layout, whose `layoutAttributesForElements(in:)` answers from
    /// `items(in:)`; its reference bounds are the content's.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }

    /// The reference bounds: the view's, or the layout's content (`referenceView` or layout).
    var referenceBounds: CGRect? {
        if let referenceView { return referenceView.bounds }
        guard let layout = collectionViewLayout else { return nil }
        return CGRect(origin: .zero, size: layout.collectionViewContentSize)
    }

    /// The attributes of the cell at `indexPath` among the items (`layoutAttributesForCell(at:)`).
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of a supplementary view among the items
    /// (`layoutAttributesForSupplementaryView(ofKind:at:)`).
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    /// The first layout attributes named by a behaviour that match.
    private func attributes(_ match: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        for b in flattened {
            for case let a as UICollectionViewLayoutAttributes in b.dynamicItems where match(a) { return a }
        }
        return nil
    }

    /// The time the simulation has run, in seconds (`elapsedTime()`).
    open func elapsedTime() -> TimeInterval { Double(steps) * Self.step }

    /// Adds a behaviour (and its children) (`addBehavior(_:)`); adding one already added, or
    /// one that belongs to another animator, does nothing.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.dynamicAnimator == nil, !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        behavior.setAnimator(self)
        wake()
    }

    /// Removes a behaviour (`removeBehavior(_:)`).
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        behavior.setAnimator(nil)
        wake()
    }

    /// Removes every behaviour (`removeAllBehaviors()`).
    open func removeAllBehaviors() { for b in behaviors { removeBehavior(b) } }

    /// The items whose frames meet `rect` (`items(in:)`), in the order they joined.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        bodies.filter { $0.frame.intersects(rect) }.map(\.item)
    }

    /// Reads the item's `center`, `bounds` and `transform` again, after the app changed them
    /// (`updateItem(usingCurrentState:)`); its velocity is kept.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let i = bodyIndex[ObjectIdentifier(item)] else { return }
        bodies[i].read()
        wake()
    }

    // MARK: - Running on the stage's clock

    /// Every behaviour, each before its children (depth first), in the order added.
    var flattened: [UIDynamicBehavior] {
        var out: [UIDynamicBehavior] = []
        func walk(_ b: UIDynamicBehavior) {
            out.append(b)
            for c in b.childBehaviors { walk(c) }
        }
        for b in behaviors { walk(b) }
        return out
    }

    /// The body of `item`, created from its current state the first time.
    func body(_ item: UIDynamicItem) -> DynamicBody {
        let id = ObjectIdentifier(item)
        if let i = bodyIndex[id] { return bodies[i] }
        let b = DynamicBody(item: item)
        bodyIndex[id] = bodies.count
        bodies.append(b)
        return b
    }

    /// The body of `item` if it has joined.
    func existingBody(_ item: UIDynamicItem) -> DynamicBody? { bodyIndex[ObjectIdentifier(item)].map { bodies[$0] } }

    /// Something changed: run from the next frame (resuming if paused).
    func wake() {
        restSteps = 0
        guard let current = stage ?? Stage.current else { return }
        stage = current
        if !isRunning {
            if epoch != nil {
                // Resuming: the paused time does not count (`elapsedTime()` is the time the
                // animator ran), so the steps continue from now instead of catching up.
                epoch = current.now - Double(steps) * Self.step
                delegate?.dynamicAnimatorWillResume(self)
            }
            isRunning = true
        }
        if epoch == nil {
            // Step 0 is now; later steps are counted from it, so the same scene runs the same
            // steps whatever the frame rate it is drawn at.
            epoch = current.now
        }
        scheduleFrame()
    }

    private func scheduleFrame() {
        guard let stage, !frameScheduled, isRunning else { return }
        let frame = (stage.now * stage.fps + Timeline.epsilon).rounded(.down) + 1
        frameScheduled = true
        stage.schedule(at: frame / stage.fps, "UIDynamicAnimator frame") { self.frame() }
    }

    private func frame() {
        frameScheduled = false
        guard let stage, let epoch, isRunning else { return }
        // Run the steps due at or before now.
        let due = Int(((stage.now - epoch) / Self.step + 1e-6).rounded(.down))
        let before = steps
        while steps < due && isRunning {
            stepOnce()
        }
        for b in bodies { b.write() }
        // A layout's attributes moved: the collection asks the layout again.
        if steps != before { collectionViewLayout?.invalidateLayout() }
        if isRunning { scheduleFrame() }
    }

    /// One step of `step` seconds.
    func stepOnce() {
        let h = Self.step
        let all = flattened
        // Only items named by a behaviour are simulated: one no behaviour names leaves (and
        // joins again from its view's state); each joins when it is first named.
        var named = Set<ObjectIdentifier>()
        for b in all { for item in b.dynamicItems { named.insert(ObjectIdentifier(item)) } }
        if bodies.contains(where: { !named.contains(ObjectIdentifier($0.item)) }) {
            bodies.removeAll { !named.contains(ObjectIdentifier($0.item)) }
            bodyIndex = Dictionary(uniqueKeysWithValues: bodies.enumerated().map { (ObjectIdentifier($1.item), $0) })
        }
        for b in all { for item in b.dynamicItems { _ = body(item) } }
        guard !bodies.isEmpty else {
            // Nothing to move: the animator pauses at once.
            steps += 1
            pause()
            return
        }
        for body in bodies { body.resetStep() }
        // Item properties: the last item behaviour naming an item wins.
        for b in all { if let ib = b as? UIDynamicItemBehavior { ib.applyProperties(self) } }
        for b in all { b.applyForces(self, h: h) }
        for body in bodies { body.integrate(h) }
        for _ in 0..<Self.iterations { for b in all { b.solve(self, h: h) } }
        for body in bodies { body.finishStep() }
        for b in all { b.endStep() }
        steps += 1
        // The items are where the step left them when the actions run (an action reads
        // `center`, as apps do to remove a card that has left the screen).
        for b in bodies { b.write() }
        for b in all { b.action?() }
        // Rest.
        let moving = bodies.contains { !$0.isAtRest } || all.contains { $0.keepsRunning }
        restSteps = moving ? 0 : restSteps + 1
        if Double(restSteps) * h >= Self.restDuration - 1e-9 { pause() }
    }

    private func pause() {
        isRunning = false
        restSteps = 0
        for b in bodies { b.write() }
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Constraint and collision passes per step (**chosen**: 4).
    static let iterations = 4
}

/// An item's state in the simulation: centre, velocity, angle and angular velocity, with its
/// mass from its size and density (SEMANTICS.md §"UIKit Dynamics").
final class DynamicBody {
    let item: UIDynamicItem
    var x = 0.0, y = 0.0, vx = 0.0, vy = 0.0
    var angle = 0.0, spin = 0.0
    var width = 0.0, height = 0.0
    /// The transform the item had when it joined, without its rotation; the animator sets
    /// `rotation × base` once the item turns.
    var hasTurned = false

    // Properties (UIDynamicItemBehavior; UIKit's defaults).
    var elasticity = 0.0, friction = 0.0, density = 1.0, resistance = 0.0, angularResistance = 0.0
    var allowsRotation = true, isAnchored = false, charge = 0.0

    // Per step.
    var ax = 0.0, ay = 0.0, fx = 0.0, fy = 0.0, torque = 0.0

    init(item: UIDynamicItem) {
        self.item = item
        read()
    }

    func read() {
        x = item.center.x; y = item.center.y
        width = item.bounds.width; height = item.bounds.height
        let t = item.transform
        angle = atan2(t.b, t.a)
    }

    /// Mass: density × area / 10,000, so a 100 × 100 point item of density 1 has mass 1
    /// (the unit of UIPushBehavior's magnitude).
    var mass: Double { max(density, 1e-6) * max(width * height, 1) / 10_000 }
    /// The moment of inertia of a uniform rectangle about its centre.
    var inertia: Double { mass * (width * width + height * height) / 12 }
    var inverseMass: Double { isAnchored ? 0 : 1 / mass }
    var inverseInertia: Double { isAnchored || !allowsRotation ? 0 : 1 / max(inertia, 1e-9) }

    var isAtRest: Bool {
        isAnchored || (hypot(vx, vy) < UIDynamicAnimator.restSpeed && abs(spin) < UIDynamicAnimator.restAngularSpeed)
    }

    /// The frame of the rotated bounds.
    var frame: CGRect {
        let (hw, hh) = halfExtents
        return CGRect(x: x - hw, y: y - hh, width: 2 * hw, height: 2 * hh)
    }

    /// Half the width and height of the rotated rectangle's axis-aligned box.
    var halfExtents: (Double, Double) {
        let c = abs(cos(angle)), s = abs(sin(angle))
        return ((width * c + height * s) / 2, (width * s + height * c) / 2)
    }

    /// The rectangle's corners, as offsets from the centre.
    var cornerOffsets: [(Double, Double)] {
        let c = cos(angle), s = sin(angle), hw = width / 2, hh = height / 2
        return [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map { ($0.0 * c - $0.1 * s, $0.0 * s + $0.1 * c) }
    }

    /// An offset from the centre in the item's own axes, turned into the reference view's.
    func rotated(_ offset: CGPoint) -> (Double, Double) {
        let c = cos(angle), s = sin(angle)
        return (offset.x * c - offset.y * s, offset.x * s + offset.y * c)
    }

    /// The velocity of the point at offset (rx, ry) from the centre.
    func velocity(atOffset rx: Double, _ ry: Double) -> (Double, Double) { (vx - spin * ry, vy + spin * rx) }

    /// Applies an impulse at offset (rx, ry) from the centre.
    func applyImpulse(_ jx: Double, _ jy: Double, atOffset rx: Double, _ ry: Double) {
        vx += jx * inverseMass
        vy += jy * inverseMass
        spin += (rx * jy - ry * jx) * inverseInertia
    }

    func resetStep() { ax = 0; ay = 0; fx = 0; fy = 0; torque = 0 }

    /// Semi-implicit Euler: v += a h, damped by the resistances, then x += v h.
    func integrate(_ h: Double) {
        guard !isAnchored else { vx = 0; vy = 0; spin = 0; return }
        vx += (ax + fx / mass) * h
        vy += (ay + fy / mass) * h
        let damp = 1 / (1 + max(resistance, 0) * h)
        vx *= damp; vy *= damp
        if allowsRotation {
            spin += torque / max(inertia, 1e-9) * h
            spin *= 1 / (1 + max(angularResistance, 0) * h)
        } else {
            spin = 0
        }
        x += vx * h; y += vy * h
        angle += spin * h
        if spin != 0 { hasTurned = true }
    }

    func finishStep() {
        if !vx.isFinite || !vy.isFinite || !x.isFinite || !y.isFinite || !spin.isFinite || !angle.isFinite {
            // A behaviour gave a non-finite value (an infinite magnitude): the item stops where
            // it was last finite rather than carrying NaN into the recording.
            read()
            vx = 0; vy = 0; spin = 0
        }
    }

    /// Sets the item's centre (and rotation once it has turned).
    func write() {
        if item.center.x != x || item.center.y != y { item.center = CGPoint(x: x, y: y) }
        if hasTurned {
            let t = CGAffineTransform(rotationAngle: angle)
            if item.transform != t { item.transform = t }
        }
    }
}
