import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `UIFieldBehavior` and `UIRegion` (SEMANTICS.md §24, "Fields"): each kind against its force
/// law on the scale of 100 points to the metre, integrated by the animator's semi-implicit Euler
/// steps of h = 1/120 s, so that from rest under a constant acceleration a the item has moved
/// a h² n (n + 1) / 2 after n steps.
final class FieldBehaviorTests: XCTestCase {
    let h = UIDynamicAnimator.step

    /// A 100 × 100 point box (mass 1 at density 1) centred at `center` in a large window,
    /// the behaviours added at t = 0, recorded for `seconds`.
    private func run(
        center: CGPoint = CGPoint(x: 300, y: 300), seconds: Double = 0.5,
        _ behaviours: (UIView) -> [UIDynamicBehavior]
    ) throws -> (Timeline, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let box = UIView(frame: CGRect(x: center.x - 50, y: center.y - 50, width: 100, height: 100))
        window.addSubview(box)
        let stage = Stage(window: window, fps: 60)
        stage.endTime = seconds
        let added = behaviours(box)
        var animator: UIDynamicAnimator?
        let timeline = try stage.record {
            animator = UIDynamicAnimator(referenceView: window)
            for b in added { animator!.addBehavior(b) }
        }
        return (timeline, box)
    }

    private func center(_ timeline: Timeline, _ view: UIView, at t: Double) throws -> CGPoint {
        try XCTUnwrap(timeline.presentation(at: t).root.find(view.layer.layerID)).position
    }

    /// The distance from rest under a constant acceleration `a` after `n` steps.
    private func fall(_ a: Double, steps n: Double) -> Double { a * h * h * n * (n + 1) / 2 }

    func testRegionsAreDiscsRectanglesAndTheirCombinations() {
        let disc = UIRegion(radius: 10), box = UIRegion(size: CGSize(width: 20, height: 10))
        XCTAssertTrue(disc.contains(CGPoint(x: 6, y: 8)), "on the edge: 6² + 8² = 10²")
        XCTAssertFalse(disc.contains(CGPoint(x: 7.1, y: 7.1)), "7.1² × 2 = 100.82 > 100")
        XCTAssertTrue(box.contains(CGPoint(x: -10, y: 5)))
        XCTAssertFalse(box.contains(CGPoint(x: 0, y: 5.1)))
        XCTAssertTrue(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
        XCTAssertFalse(disc.inverse().contains(.zero))
        let p = CGPoint(x: 9.5, y: 4)  // in the rectangle, out of the disc (9.5² + 4² = 106.25)
        XCTAssertTrue(box.union(with: disc).contains(p))
        XCTAssertTrue(box.difference(from: disc).contains(p))
        XCTAssertFalse(box.intersection(with: disc).contains(p))
        XCTAssertFalse(box.difference(from: disc).contains(.zero))
        XCTAssertTrue(box.intersection(with: disc).contains(.zero))
    }

    func testLinearGravityIsStrengthTimesDirectionTimesAHundredPointsPerSecondSquared() throws {
        // Strength 2 along (0, 1): 200 points/s², whatever the mass: 60 steps give
        // 200 × 60 × 61 / 2 / 14,400 = 25.42 points at 0.5 s.
        let (timeline, box) = try run { box in
            let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
            field.strength = 2
            field.addItem(box)
            let heavy = UIDynamicItemBehavior(items: [box])
            heavy.density = 7
            return [heavy, field]
        }
        let c = try center(timeline, box, at: 0.5)
        XCTAssertEqual(c.y - 300, fall(200, steps: 60), accuracy: 1e-9)
        XCTAssertEqual(c.y - 300, 25.4167, accuracy: 1e-4)
        XCTAssertEqual(c.x, 300, accuracy: 1e-12)
    }

    func testRadialGravityPullsToThePositionInsideItsRegionOnly() throws {
        // Falloff 0: 100 points/s² towards the position, 200 points to the left; 60 steps move
        // the item 100 × 1,830 / 14,400 = 12.71 points, still short of the position.
        let (pulled, a) = try run { box in
            let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 100, y: 300))
            field.addItem(box)
            return [field]
        }
        XCTAssertEqual(try center(pulled, a, at: 0.5).x, 300 - fall(100, steps: 60), accuracy: 1e-9)
        XCTAssertEqual(try center(pulled, a, at: 0.5).y, 300, accuracy: 1e-12)
        // A region of radius 150 about the position does not reach an item 200 points away:
        // nothing moves it.
        let (outside, b) = try run { box in
            let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 100, y: 300))
            field.region = UIRegion(radius: 150)
            field.addItem(box)
            return [field]
        }
        XCTAssertEqual(try center(outside, b, at: 0.5), CGPoint(x: 300, y: 300))
    }

    func testFalloffDividesByTheDistanceInMetresToItsPowerFromTheMinimumRadius() throws {
        // Falloff 2 at 200 points (2 m): 100 / 2² = 25 points/s²; over the first frame's two
        // steps the distance changes by under 0.01 point, so the item has moved 25 h² × 3.
        let (near, a) = try run(seconds: 1.0 / 60) { box in
            let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 100, y: 300))
            field.falloff = 2
            field.addItem(box)
            return [field]
        }
        XCTAssertEqual(300 - (try center(near, a, at: 1.0 / 60).x), fall(25, steps: 2), accuracy: 1e-6)
        // With a minimum radius of 300 points the 200 counts as 300: 100 / 3² points/s².
        let (far, b) = try run(seconds: 1.0 / 60) { box in
            let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 100, y: 300))
            field.falloff = 2
            field.minimumRadius = 300
            field.addItem(box)
            return [field]
        }
        XCTAssertEqual(300 - (try center(far, b, at: 1.0 / 60).x), fall(100.0 / 9, steps: 2), accuracy: 1e-9)
    }

    func testASpringFieldOscillatesAtTheRootOfStrengthOverMass() throws {
        // Strength 4π² on mass 1: ω = 2π, a period of 1 s. Released 50 points right of the
        // position, the item is near the position a quarter period later and near −50 half a
        // period later (the integrator's amplitude and phase are off by O(ω h) = 5 %: 2.6 points).
        let (light, a) = try run(seconds: 1) { box in
            let field = UIFieldBehavior.springField()
            field.position = CGPoint(x: 250, y: 300)
            field.strength = 4 * .pi * .pi
            field.addItem(box)
            return [field]
        }
        XCTAssertEqual(try center(light, a, at: 0.25).x, 250, accuracy: 2.6)
        XCTAssertEqual(try center(light, a, at: 0.5).x, 200, accuracy: 2.6)
        XCTAssertEqual(try center(light, a, at: 1).x, 300, accuracy: 2.6)
        // Four times the mass (density 4): half the frequency, so at 0.5 s a quarter period.
        let (heavy, b) = try run(seconds: 1) { box in
            let field = UIFieldBehavior.springField()
            field.position = CGPoint(x: 250, y: 300)
            field.strength = 4 * .pi * .pi
            field.addItem(box)
            let item = UIDynamicItemBehavior(items: [box])
            item.density = 4
            return [item, field]
        }
        XCTAssertEqual(try center(heavy, b, at: 0.5).x, 250, accuracy: 2.6)
        XCTAssertEqual(try center(heavy, b, at: 1).x, 200, accuracy: 2.6)
    }

    func testDragSlowsAnItemByStrengthTimesItsVelocity() throws {
        // Drag 2 on mass 1: v_k = 100 (1 − 2h)^k points/s after k steps (semi-implicit Euler),
        // so 60 steps cover h Σ v_k = 100 (1 − 2h) (1 − (1 − 2h)^60) / 2 points.
        let (timeline, box) = try run { box in
            let field = UIFieldBehavior.dragField()
            field.strength = 2
            field.addItem(box)
            let item = UIDynamicItemBehavior(items: [box])
            item.addLinearVelocity(CGPoint(x: 100, y: 0), for: box)
            return [item, field]
        }
        let q = 1 - 2 * h
        XCTAssertEqual(try center(timeline, box, at: 0.5).x - 300, 100 * q * (1 - pow(q, 60)) / 2, accuracy: 1e-9)
    }

    func testAVelocityFieldSetsTheVelocityOverGravity() throws {
        // Strength 0.5 along (1, 0): 50 points/s; gravity added before the field is overridden,
        // so 60 steps move the item 60 × 50 / 120 = 25 points right and none down.
        let (timeline, box) = try run { box in
            let field = UIFieldBehavior.velocityField(direction: CGVector(dx: 1, dy: 0))
            field.strength = 0.5
            field.addItem(box)
            return [UIGravityBehavior(items: [box]), field]
        }
        let c = try center(timeline, box, at: 0.5)
        XCTAssertEqual(c.x, 325, accuracy: 1e-9)
        XCTAssertEqual(c.y, 300, accuracy: 1e-9)
    }

    func testAVortexTurnsCounterClockwiseAndElectricAndMagneticFieldsActOnCharge() throws {
        // An item 100 points right of a vortex's centre starts upwards (counter-clockwise on
        // screen) at strength × distance = 100 points/s²: 12 steps in 0.1 s give 0.54 points
        // (the direction turns by under 0.01 rad meanwhile).
        let (vortex, a) = try run(seconds: 0.1) { box in
            let field = UIFieldBehavior.vortexField()
            field.position = CGPoint(x: 200, y: 300)
            field.addItem(box)
            return [field]
        }
        XCTAssertEqual(300 - (try center(vortex, a, at: 0.1).y), fall(100, steps: 12), accuracy: 1e-3)
        // A positive charge in a positive electric field is pushed away from the position:
        // charge 2, strength 1, mass 1, falloff 0: 200 points/s² to the right.
        let (electric, b) = try run { box in
            let field = UIFieldBehavior.electricField()
            field.position = CGPoint(x: 200, y: 300)
            field.addItem(box)
            let item = UIDynamicItemBehavior(items: [box])
            item.charge = 2
            return [item, field]
        }
        XCTAssertEqual(try center(electric, b, at: 0.5).x - 300, fall(200, steps: 60), accuracy: 1e-6)
        // Without charge neither field moves it.
        let (neutral, c) = try run { box in
            let field = UIFieldBehavior.electricField()
            field.position = CGPoint(x: 200, y: 300)
            field.addItem(box)
            return [field]
        }
        XCTAssertEqual(try center(neutral, c, at: 0.5), CGPoint(x: 300, y: 300))
        // A charge moving right in a magnetic field of positive strength bends clockwise (down).
        let (magnetic, d) = try run { box in
            let field = UIFieldBehavior.magneticField()
            field.strength = 4
            field.addItem(box)
            let item = UIDynamicItemBehavior(items: [box])
            item.charge = 1
            item.addLinearVelocity(CGPoint(x: 100, y: 0), for: box)
            return [item, field]
        }
        let m = try center(magnetic, d, at: 0.5)
        XCTAssertGreaterThan(m.y, 310)
        // The force is at right angles to the velocity: the speed stays 100 points/s (to the
        // integrator's first order), so the path stays on a circle of radius v m / (q B) = 25.
        XCTAssertEqual(hypot(m.x - 300, m.y - 325), 25, accuracy: 2)
    }

    func testAFieldOfTheAppsOwnGetsTheItemsStateAndGivesAForce() throws {
        var seen: (mass: CGFloat, charge: CGFloat, step: TimeInterval)?
        let (timeline, box) = try run { box in
            let field = UIFieldBehavior.field { _, _, _, mass, charge, step in
                seen = (mass, charge, step)
                return CGVector(dx: 1, dy: 0)
            }
            field.addItem(box)
            let item = UIDynamicItemBehavior(items: [box])
            item.charge = 3
            item.density = 2
            return [item, field]
        }
        XCTAssertEqual(seen?.mass, 2)
        XCTAssertEqual(seen?.charge, 3)
        XCTAssertEqual(seen?.step, h)
        // A force of 1 (a push's unit) on mass 2: 50 points/s².
        XCTAssertEqual(try center(timeline, box, at: 0.5).x - 300, fall(50, steps: 60), accuracy: 1e-9)
    }

    func testNoiseIsSmoothBoundedAndTheSameOnEveryRun() throws {
        func noisy() throws -> [CGPoint] {
            let (timeline, box) = try run(seconds: 1) { box in
                let field = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 2)
                field.addItem(box)
                return [field]
            }
            return try stride(from: 0.0, through: 1, by: 0.1).map { try center(timeline, box, at: $0) }
        }
        let first = try noisy(), second = try noisy()
        XCTAssertEqual(first, second)
        // It moves the item, by less than a constant 100 points/s² would in 1 s (50.4 points).
        let moved = hypot(first.last!.x - 300, first.last!.y - 300)
        XCTAssertGreaterThan(moved, 0.1)
        XCTAssertLessThan(moved, fall(100, steps: 120) * 1.4142)
        // The noise is in −1...1 and continuous: nearby points have nearby values.
        for i in 0..<200 {
            let x = Double(i) * 0.37, y = Double(i) * 0.11
            let v = UIFieldBehavior.valueNoise(x, y, 0.3, channel: 0)
            XCTAssertLessThanOrEqual(abs(v), 1)
            XCTAssertEqual(v, UIFieldBehavior.valueNoise(x + 1e-6, y, 0.3, channel: 0), accuracy: 1e-4)
        }
    }
}
