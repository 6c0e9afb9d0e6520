import Foundation

/// The part of the plane a field acts in (`UIRegion`), in the field's own coordinates: centred
/// on the field's `position`. Regions combine by set operations.
public final class UIRegion: NSObject {
    indirect enum Shape {
        case infinite, circle(Double), rectangle(Double, Double)
        case inverse(Shape), union(Shape, Shape), difference(Shape, Shape), intersection(Shape, Shape)
    }
    let shape: Shape

    init(_ shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// The whole plane (`UIRegion.infinite`), the default region of a field.
    public static var infinite: UIRegion { UIRegion(.infinite) }
    /// A disc of `radius` points about the field's position (`init(radius:)`).
    public convenience init(radius: CGFloat) { self.init(.circle(Double(radius))) }
    /// A rectangle of `size` centred on the field's position (`init(size:)`).
    public convenience init(size: CGSize) { self.init(.rectangle(Double(size.width), Double(size.height))) }

    /// Everything outside this region (`inverse()`).
    public func inverse() -> UIRegion { UIRegion(.inverse(shape)) }
    /// The points in either (`union(with:)`).
    public func union(with region: UIRegion) -> UIRegion { UIRegion(.union(shape, region.shape)) }
    /// The points of this region that are not in `region` (`difference(from:)`).
    public func difference(from region: UIRegion) -> UIRegion { UIRegion(.difference(shape, region.shape)) }
    /// The points in both (`intersection(with:)`).
    public func intersection(with region: UIRegion) -> UIRegion { UIRegion(.intersection(shape, region.shape)) }

    /// Whether `point`, relative to the region's centre, is in it (`contains(_:)`). A disc or a
    /// rectangle holds its edge.
    public func contains(_ point: CGPoint) -> Bool { Self.contains(shape, Double(point.x), Double(point.y)) }

    static func contains(_ s: Shape, _ x: Double, _ y: Double) -> Bool {
        switch s {
        case .infinite: return true
        case .circle(let r): return x * x + y * y <= r * r
        case .rectangle(let w, let h): return abs(x) <= w / 2 && abs(y) <= h / 2
        case .inverse(let a): return !contains(a, x, y)
        case .union(let a, let b): return contains(a, x, y) || contains(b, x, y)
        case .difference(let a, let b): return contains(a, x, y) && !contains(b, x, y)
        case .intersection(let a, let b): return contains(a, x, y) && contains(b, x, y)
        }
    }
}

/// A field of force over the plane (`UIFieldBehavior`, SEMANTICS.md §24 "Fields"): one of
/// UIKit's kinds, made by its class methods, acting on the items added to it that are inside
/// its `region` about `position`. Forces follow Apple's descriptions on a scale of 100 points
/// to the metre, the scale of gravity's 1,000 points/s² and of a push's 100 points/s² on a
/// 100 × 100 point item (**chosen**: UIKit does not publish its units).
open class UIFieldBehavior: UIDynamicBehavior {
    /// The block of a field of the app's own: the field, an item's position, velocity, mass
    /// and charge, and the step's length, giving the force.
    public typealias EvaluationBlock = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    enum Kind {
        case none, linearGravity, radialGravity, velocity, drag, vortex, spring, electric, magnetic
        case noise, turbulence
        case custom(EvaluationBlock)
    }
    var kind = Kind.none

    /// The points to the metre of the physics (**chosen**, as above).
    public static let pointsPerMetre = 100.0

    /// The items the field acts on (`items`).
    public private(set) var items: [UIDynamicItem] = []
    /// The field's origin, in the reference view's coordinates (`position`; default zero).
    open var position = CGPoint.zero { didSet { changed() } }
    /// Where the field acts, about `position` (`region`; default the whole plane).
    open var region = UIRegion.infinite { didSet { changed() } }
    /// The scale of the field's force (`strength`; default 1).
    open var strength: CGFloat = 1 { didSet { changed() } }
    /// How the force decays with distance from `position`: × (r / 1 m)^−falloff beyond
    /// `minimumRadius` (`falloff`; default 0, no decay).
    open var falloff: CGFloat = 0 { didSet { changed() } }
    /// Distances under this count as this, and falloff starts here (`minimumRadius`; default
    /// "very small but not zero": 0.001 points, **chosen**).
    open var minimumRadius: CGFloat = 0.001 { didSet { changed() } }
    /// The direction of a linear gravity or velocity field (`direction`).
    open var direction = CGVector.zero { didSet { changed() } }
    /// How smooth a noise or turbulence field is, 0...1 (`smoothness`).
    open var smoothness: CGFloat = 0 { didSet { changed() } }
    /// How fast a noise or turbulence field changes, in changes per second (`animationSpeed`).
    open var animationSpeed: CGFloat = 0 { didSet { changed() } }

    /// A field that does nothing until it is given a kind by one of the class methods.
    public required override init() { super.init() }

    private static func make(_ kind: Kind, _ set: (UIFieldBehavior) -> Void = { _ in }) -> Self {
        let field = Self.init()
        field.kind = kind
        set(field)
        return field
    }

    /// Slows each item: a force against its velocity, strength × v (`dragField()`).
    open class func dragField() -> Self { make(.drag) }
    /// Turns items about `position`: counter-clockwise for a positive strength, with an
    /// acceleration of strength × distance (`vortexField()`).
    open class func vortexField() -> Self { make(.vortex) }
    /// Pulls items to `position` with an acceleration of strength × 100 points/s², whatever
    /// their mass (`radialGravityField(position:)`).
    open class func radialGravityField(position: CGPoint) -> Self { make(.radialGravity) { $0.position = position } }
    /// Accelerates items along `direction` by strength × |direction| × 100 points/s²
    /// (`linearGravityField(direction:)`).
    open class func linearGravityField(direction: CGVector) -> Self {
        make(.linearGravity) { $0.direction = direction }
    }
    /// Sets items moving along `direction` at strength × |direction| × 100 points/s, over any
    /// other acceleration (`velocityField(direction:)`).
    open class func velocityField(direction: CGVector) -> Self { make(.velocity) { $0.direction = direction } }
    /// Smooth random accelerations of up to strength × 100 points/s²
    /// (`noiseField(smoothness:animationSpeed:)`).
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        make(.noise) {
            $0.smoothness = smoothness
            $0.animationSpeed = speed
        }
    }
    /// Smooth random accelerations that grow with an item's speed: up to strength × speed
    /// (`turbulenceField(smoothness:animationSpeed:)`).
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        make(.turbulence) {
            $0.smoothness = smoothness
            $0.animationSpeed = speed
        }
    }
    /// Hooke's law about `position`: a force of strength × displacement, so an item of mass m
    /// oscillates at √(strength / m) radians per second (`springField()`).
    open class func springField() -> Self { make(.spring) }
    /// Pushes charged items away from `position` (like charges repel): a force of
    /// strength × charge × 100 (`electricField()`).
    open class func electricField() -> Self { make(.electric) }
    /// Bends moving charged items' paths: a force of strength × charge × speed, at right angles
    /// to the velocity, clockwise on screen for a positive product (`magneticField()`).
    open class func magneticField() -> Self { make(.magnetic) }
    /// A field of the app's own: the block gets the field, an item's position, velocity, mass
    /// and charge and the step's length, and returns the force on it, in the units of a push
    /// (`field(evaluationBlock:)`).
    open class func field(evaluationBlock block: @escaping EvaluationBlock) -> Self { make(.custom(block)) }

    /// Adds an item (`addItem(_:)`).
    open func addItem(_ item: UIDynamicItem) {
        if !items.contains(where: { $0 === item }) { items.append(item) }
        changed()
    }
    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: UIDynamicItem) {
        items.removeAll { $0 === item }
        changed()
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// Noise and turbulence change with time, so they keep the animator running.
    override var keepsRunning: Bool {
        switch kind {
        case .noise, .turbulence: return strength != 0 && !items.isEmpty
        default: return false
        }
    }

    override func applyForces(_ animator: UIDynamicAnimator, h: Double) {
        let unit = Self.pointsPerMetre, s = Double(strength)
        let time = animator.elapsedTime()
        for item in items {
            let b = animator.body(item)
            let rx = b.x - position.x, ry = b.y - position.y
            guard region.contains(CGPoint(x: rx, y: ry)) else { continue }
            let d = hypot(rx, ry), r = max(d, Double(minimumRadius))
            // The unit vector from the field's position to the item (along +x at the centre).
            let (ux, uy) = d > 0 ? (rx / d, ry / d) : (1.0, 0.0)
            let decay = falloff == 0 ? 1 : pow(r / unit, -Double(falloff))
            switch kind {
            case .none:
                break
            case .linearGravity:
                b.ax += s * direction.dx * unit
                b.ay += s * direction.dy * unit
            case .radialGravity:
                b.ax -= s * unit * decay * ux
                b.ay -= s * unit * decay * uy
            case .velocity:
                // Over any other acceleration: the item moves at the field's velocity.
                b.vx = s * direction.dx * unit
                b.vy = s * direction.dy * unit
                b.ax = 0; b.ay = 0; b.fx = 0; b.fy = 0
            case .drag:
                b.fx -= s * b.vx
                b.fy -= s * b.vy
            case .vortex:
                // Counter-clockwise on screen (y down) for a positive strength.
                b.ax += s * r * decay * uy
                b.ay -= s * r * decay * ux
            case .spring:
                b.fx -= s * decay * rx
                b.fy -= s * decay * ry
            case .electric:
                b.fx += s * b.charge * unit * decay * ux
                b.fy += s * b.charge * unit * decay * uy
            case .magnetic:
                b.fx -= s * b.charge * decay * b.vy
                b.fy += s * b.charge * decay * b.vx
            case .noise, .turbulence:
                let (nx, ny) = noise(b.x, b.y, time)
                let scale = kindIsTurbulence ? s * hypot(b.vx, b.vy) : s * unit
                b.ax += scale * nx
                b.ay += scale * ny
            case .custom(let block):
                let f = block(
                    self, CGPoint(x: b.x, y: b.y), CGVector(dx: b.vx, dy: b.vy), b.mass, b.charge, h)
                b.fx += f.dx * UIPushBehavior.unit
                b.fy += f.dy * UIPushBehavior.unit
            }
        }
    }

    private var kindIsTurbulence: Bool {
        if case .turbulence = kind { return true }
        return false
    }

    /// Smooth value noise in −1...1 for each axis at (x, y) and time t (**chosen**): random
    /// values on a lattice of cells 20 + 180 × `smoothness` points wide, one lattice every
    /// 1 / `animationSpeed` seconds, blended by smoothstep in space and time; the values come
    /// from a hash of the lattice point, so every run gives the same field.
    func noise(_ x: Double, _ y: Double, _ t: Double) -> (Double, Double) {
        let cell = 20 + 180 * min(max(Double(smoothness), 0), 1)
        let fx = x / cell, fy = y / cell, ft = t * max(Double(animationSpeed), 0)
        return (Self.valueNoise(fx, fy, ft, channel: 0), Self.valueNoise(fx, fy, ft, channel: 1))
    }

    static func valueNoise(_ x: Double, _ y: Double, _ t: Double, channel: UInt64) -> Double {
        let x0 = x.rounded(.down), y0 = y.rounded(.down), t0 = t.rounded(.down)
        func smooth(_ f: Double) -> Double { f * f * (3 - 2 * f) }
        let sx = smooth(x - x0), sy = smooth(y - y0), st = smooth(t - t0)
        func lattice(_ i: Double, _ j: Double, _ k: Double) -> Double {
            var z = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15
            z ^= UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F
            z ^= UInt64(bitPattern: Int64(k)) &* 0x1656_67B1_9E37_79F9
            z ^= channel &* 0x27D4_EB2F_1656_67C5
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Double(z >> 11) / Double(1 << 53) * 2 - 1
        }
        func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
        func plane(_ k: Double) -> Double {
            lerp(
                lerp(lattice(x0, y0, k), lattice(x0 + 1, y0, k), sx),
                lerp(lattice(x0, y0 + 1, k), lattice(x0 + 1, y0 + 1, k), sx), sy)
        }
        return lerp(plane(t0), plane(t0 + 1), st)
    }
}
