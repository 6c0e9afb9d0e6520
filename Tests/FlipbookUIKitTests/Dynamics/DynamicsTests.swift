import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Counts an animator's pauses and resumptions.
final class AnimatorWatcher: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var pauses: [Double] = []
    var resumes: [Double] = []
    var began: [(String?, CGPoint)] = []
    var ended: [String?] = []
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses.append(Stage.current?.now ?? -1) }
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes.append(Stage.current?.now ?? -1) }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?,
        at p: CGPoint
    ) { began.append((identifier.map { "\($0)" }, p)) }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) { ended.append(identifier.map { "\($0)" }) }
}

final class DynamicsTests: XCTestCase {
    let h = UIDynamicAnimator.step

    private func scene(width: Double = 400, height: Double = 3000) -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let box = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        window.addSubview(box)
        return (window, box)
    }

    private func y(_ timeline: Timeline, _ view: UIView, at t: Double) throws -> Double {
        try XCTUnwrap(timeline.presentation(at: t).root.find(view.layer.layerID)).position.y
    }
    private func x(_ timeline: Timeline, _ view: UIView, at t: Double) throws -> Double {
        try XCTUnwrap(timeline.presentation(at: t).root.find(view.layer.layerID)).position.x
    }

    func testGravityFallsHalfGTSquared() throws {
        let (window, box) = scene()
        var animator: UIDynamicAnimator?
        let gravity = UIGravityBehavior(items: [box])
        let timeline = try Stage(window: window, fps: 60).record {
            animator = UIDynamicAnimator(referenceView: window)
            animator!.addBehavior(gravity)
            // Stop at 1 s: the box would fall for ever.
            Stage.current!.schedule(at: 1.0, "stop") { animator!.removeAllBehaviors() }
        }
        XCTAssertEqual(gravity.magnitude, 1)
        XCTAssertEqual(gravity.angle, .pi / 2, accuracy: 1e-12)
        // Semi-implicit Euler from rest: after n steps y − y0 = g h² n (n + 1) / 2, g = 1,000
        // points/s² (magnitude 1); the continuous fall is g t² / 2 = 125 points at 0.5 s, and
        // the integrator leads it by g h t / 2 (2.08 points).
        let n = 60.0, g = 1000.0
        let fallen = try y(timeline, box, at: 0.5) - 100
        XCTAssertEqual(fallen, g * h * h * n * (n + 1) / 2, accuracy: 1e-9)
        XCTAssertEqual(fallen, 0.5 * g * 0.25, accuracy: g * h * 0.5 / 2 + 1e-9)
        XCTAssertEqual(try x(timeline, box, at: 0.5), 200, accuracy: 1e-12)
    }

    /// A view placed by constraints falls under gravity as one placed by its frame does: the
    /// steps set its centre, and a layout that solves the same frame leaves it there
    /// (SEMANTICS.md §16.3).
    func testAViewPlacedByConstraintsFalls() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 3000))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 150),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        var animator: UIDynamicAnimator?
        let timeline = try Stage(window: window, fps: 60).record {
            animator = UIDynamicAnimator(referenceView: window)
            animator!.addBehavior(UIGravityBehavior(items: [box]))
            Stage.current!.schedule(at: 1.0, "stop") { animator!.removeAllBehaviors() }
        }
        // As testGravityFallsHalfGTSquared: 60 steps of semi-implicit Euler at g = 1,000.
        let n = 60.0, g = 1000.0
        XCTAssertEqual(try y(timeline, box, at: 0.5) - 100, g * h * h * n * (n + 1) / 2, accuracy: 1e-9)
    }

    func testGravityAngleAndMagnitude() throws {
        let (window, box) = scene()
        var animator: UIDynamicAnimator?
        let gravity = UIGravityBehavior(items: [box])
        gravity.setAngle(0, magnitude: 2)
        let timeline = try Stage(window: window, fps: 60).record {
            animator = UIDynamicAnimator(referenceView: window)
            animator!.addBehavior(gravity)
            Stage.current!.schedule(at: 0.3, "stop") { animator!.removeAllBehaviors() }
        }
        // 2,000 points/s² towards +x: 30 steps at 0.25 s.
        let n = 30.0
        XCTAssertEqual(try x(timeline, box, at: 0.25) - 200, 2000 * h * h * n * (n + 1) / 2, accuracy: 1e-9)
        XCTAssertEqual(try y(timeline, box, at: 0.25), 100, accuracy: 1e-9)
    }

    func testAFrameIsTheSameAtAnyFrameRateAndRun() throws {
        func run(_ fps: Double) throws -> (Double, Double) {
            let (window, box) = scene()
            var animator: UIDynamicAnimator?
            let timeline = try Stage(window: window, fps: fps).record {
                animator = UIDynamicAnimator(referenceView: window)
                let collision = UICollisionBehavior(items: [box])
                collision.translatesReferenceBoundsIntoBoundary = true
                let item = UIDynamicItemBehavior(items: [box])
                item.elasticity = 0.6
                item.addLinearVelocity(CGPoint(x: 300, y: 0), for: box)
                animator!.addBehavior(UIGravityBehavior(items: [box]))
                animator!.addBehavior(collision)
                animator!.addBehavior(item)
                Stage.current!.schedule(at: 1.5, "stop") { animator!.removeAllBehaviors() }
            }
            return (try x(timeline, box, at: 1.0), try y(timeline, box, at: 1.0))
        }
        let a = try run(60), b = try run(30), c = try run(60)
        XCTAssertEqual(a.0, b.0)
        XCTAssertEqual(a.1, b.1)
        XCTAssertEqual(a.0, c.0)
        XCTAssertEqual(a.1, c.1)
    }

    func testSnapSettlesWithinItsEnvelopeAndPauses() throws {
        for damping in [0.5, 1.0] {
            let (window, box) = scene(width: 400, height: 800)
            let watcher = AnimatorWatcher()
            var animator: UIDynamicAnimator?
            var xs: [Double] = []
            let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 200, y: 460))
            snap.damping = damping
            snap.action = { xs.append(box.center.y) }
            let timeline = try Stage(window: window, fps: 60).record {
                animator = UIDynamicAnimator(referenceView: window)
                animator!.delegate = watcher
                animator!.addBehavior(snap)
            }
            // A damped spring of ω = 2π × 2 Hz and ζ = 0.1 + 0.9 × damping, from rest 360 points
            // away: |y − target| ≤ 360 e^(−ζωt) / √(1 − ζ²) (for ζ = 1, 360 (1 + ωt) e^(−ωt)),
            // give or take the integrator's lag (ωh ≈ 0.1 of a radian a step).
            let w = 4 * Double.pi, z = 0.1 + 0.9 * damping
            let bound = z < 1 ? 360 * exp(-z * w * 0.5) / sqrt(1 - z * z) : 360 * (1 + w * 0.5) * exp(-w * 0.5)
            XCTAssertLessThan(abs(try y(timeline, box, at: 0.5) - 460), bound * 1.25 + 0.5, "damping \(damping)")
            // Settled and paused, once.
            XCTAssertEqual(box.center.y, 460, accuracy: 0.5)
            XCTAssertEqual(watcher.pauses.count, 1)
            XCTAssertFalse(animator!.isRunning)
            XCTAssertLessThan(timeline.duration, 3)
            if damping == 1 {
                // Critically damped: no overshoot.
                XCTAssertTrue(xs.allSatisfy { $0 <= 460 + 1e-6 })
            } else {
                // Under-damped: it overshoots, by at most e^(−πζ/√(1−ζ²)) of the way.
                let over = (xs.max() ?? 0) - 460
                XCTAssertGreaterThan(over, 0)
                XCTAssertLessThan(over, 360 * exp(-Double.pi * z / sqrt(1 - z * z)) * 1.1)
            }
        }
    }

    func testAttachmentSpringPeriodAndDecay() throws {
        for damping in [0.0, 0.2] {
            let (window, box) = scene(width: 400, height: 800)
            box.center = CGPoint(x: 200, y: 300)
            var animator: UIDynamicAnimator?
            // Anchored 100 points above: the length is 100 when created; set to 80, the box
            // swings along the line about 80 with amplitude 20.
            let spring = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 200, y: 200))
            XCTAssertEqual(spring.length, 100, accuracy: 1e-12)
            spring.length = 80
            spring.frequency = 1
            spring.damping = damping
            var samples: [(Double, Double)] = []
            spring.action = { samples.append((animator!.elapsedTime(), box.center.y - 200 - 80)) }
            _ = try Stage(window: window, fps: 60).record {
                animator = UIDynamicAnimator(referenceView: window)
                animator!.addBehavior(spring)
                Stage.current!.schedule(at: 3, "stop") { animator!.removeAllBehaviors() }
            }
            // Upward zero crossings of the displacement, linearly interpolated between steps.
            var ups: [Double] = []
            for (a, b) in zip(samples, samples.dropFirst()) where a.1 < 0 && b.1 >= 0 {
                ups.append(a.0 + (b.0 - a.0) * (-a.1) / (b.1 - a.1))
            }
            XCTAssertGreaterThanOrEqual(ups.count, 2)
            // Period 1 / f = 1 s undamped; 1 / √(1 − ζ²) longer damped (within 1 %: the
            // integrator's damping and phase errors are of order ωh = 0.05).
            let period = 1 / sqrt(1 - damping * damping)
            XCTAssertEqual(ups[1] - ups[0], period, accuracy: 0.01 * period, "damping \(damping)")
            // Peaks a period apart shrink by e^(−2πζ/√(1−ζ²)).
            let first = samples.filter { $0.0 < period }.map(\.1).max()!
            let second = samples.filter { $0.0 >= period && $0.0 < 2 * period }.map(\.1).max()!
            XCTAssertEqual(second / first, exp(-2 * .pi * damping / sqrt(1 - damping * damping)), accuracy: 0.02)
        }
    }

    func testRodKeepsItsLength() throws {
        let (window, box) = scene(width: 400, height: 800)
        box.center = CGPoint(x: 300, y: 200)
        var animator: UIDynamicAnimator?
        // A pendulum: a rod of 100 points from (200, 200), released horizontally.
        let rod = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 200, y: 200))
        var worst = 0.0
        rod.action = { worst = max(worst, abs(hypot(box.center.x - 200, box.center.y - 200) - 100)) }
        _ = try Stage(window: window, fps: 60).record {
            animator = UIDynamicAnimator(referenceView: window)
            animator!.addBehavior(rod)
            animator!.addBehavior(UIGravityBehavior(items: [box]))
            Stage.current!.schedule(at: 1, "stop") { animator!.removeAllBehaviors() }
        }
        XCTAssertLessThan(worst, 0.5)
    }

    func testLandsOnTheReferenceBoundsAndPauses() throws {
        let (window, box) = scene(width: 400, height: 600)
        let watcher = AnimatorWatcher()
        var animator: UIDynamicAnimator?
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = watcher
        let timeline = try Stage(window: window, fps: 60).record {
            animator = UIDynamicAnimator(referenceView: window)
            animator!.delegate = watcher
            animator!.addBehavior(UIGravityBehavior(items: [box]))
            animator!.addBehavior(collision)
        }
        // Resting on the bottom edge: centre 600 − 50.
        XCTAssertEqual(box.center.y, 550, accuracy: 0.01)
        XCTAssertEqual(box.transform, .identity)
        XCTAssertEqual(watcher.pauses.count, 1)
        XCTAssertEqual(watcher.began.count, 1)
        XCTAssertNil(watcher.began.first?.0)
        XCTAssertEqual(watcher.began.first?.1.y ?? 0, 600, accuracy: 0.01)
        // A fall of 450 points takes √(2 × 450 / 1000) = 0.949 s; then 0.1 s at rest.
        XCTAssertEqual(timeline.duration, 0.949 + 0.1, accuracy: 0.05)
    }

    func testElasticityBouncesToTheSquareOfTheRestitution() throws {
        let (window, box) = scene(width: 400, height: 1100)
        var animator: UIDynamicAnimator?
        let collision = UICollisionBehavior(items: [box])
        collision.addBoundary(
            withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 1050), to: CGPoint(x: 400, y: 1050))
        let item = UIDynamicItemBehavior(items: [box])
        item.elasticity = 0.5
        var ys: [Double] = []
        item.action = { ys.append(box.center.y) }
        let watcher = AnimatorWatcher()
        collision.collisionDelegate = watcher
        _ = try Stage(window: window, fps: 60).record {
            animator = UIDynamicAnimator(referenceView: window)
            animator!.addBehavior(UIGravityBehavior(items: [box]))
            animator!.addBehavior(collision)
            animator!.addBehavior(item)
            Stage.current!.schedule(at: 2.5, "stop") { animator!.removeAllBehaviors() }
        }
        // Dropped 900 points (centre 100 to 1000); rebounds at half the speed, so to a quarter
        // of the height: 225 points above the floor contact.
        let land = ys.firstIndex { $0 >= 1000 - 1e-9 }!
        let apex = ys[land...].min()!
        XCTAssertEqual(1000 - apex, 225, accuracy: 225 * 0.05)
        XCTAssertEqual(watcher.began.first?.0, "floor")
        XCTAssertNotNil(collision.boundary(withIdentifier: "floor" as NSCopying))
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1)
    }

    func testPushes() throws {
        let (window, box) = scene()
        let wide = UIView(frame: CGRect(x: 0, y: 500, width: 200, height: 100))
        window.addSubview(wide)
        var animator: UIDynamicAnimator?
        let push = UIPushBehavior(items: [box, wide], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let steady = UIView(frame: CGRect(x: 0, y: 1000, width: 100, height: 100))
        window.addSubview(steady)
        let continuous = UIPushBehavior(items: [steady], mode: .continuous)
        continuous.magnitude = 1
        let item = UIDynamicItemBehavior(items: [box, wide, steady])
        var velocities: [Double] = []
        let timeline = try Stage(window: window, fps: 60).record {
            animator = UIDynamicAnimator(referenceView: window)
            animator!.addBehavior(push)
            animator!.addBehavior(continuous)
            animator!.addBehavior(item)
            Stage.current!.schedule(at: 0.6, "stop") {
                velocities = [item.linearVelocity(for: box).x, item.linearVelocity(for: wide).x]
                animator!.removeAllBehaviors()
            }
        }
        // Magnitude 1 on 100 × 100 points at density 1: 100 points/s; twice the mass, half.
        XCTAssertEqual(velocities[0], 100, accuracy: 1e-9)
        XCTAssertEqual(velocities[1], 50, accuracy: 1e-9)
        XCTAssertFalse(push.active)
        XCTAssertEqual(try x(timeline, box, at: 0.5) - 200, 100 * 0.5, accuracy: 1e-9)
        // Continuous: 100 points/s², 60 steps: 100 h² n (n + 1) / 2.
        XCTAssertEqual(try x(timeline, steady, at: 0.5) - 50, 100 * h * h * 60 * 61 / 2, accuracy: 1e-9)
    }

    func testResistanceDampsVelocity() throws {
        let (window, box) = scene()
        var animator: UIDynamicAnimator?
        let item = UIDynamicItemBehavior(items: [box])
        item.resistance = 2
        item.addLinearVelocity(CGPoint(x: 0, y: 400), for: box)
        var speeds: [Double] = []
        item.action = { speeds.append(item.linearVelocity(for: box).y) }
        _ = try Stage(window: window, fps: 60).record {
            animator = UIDynamicAnimator(referenceView: window)
            animator!.addBehavior(item)
        }
        // v_n = v0 / (1 + r h)^n (≈ v0 e^(−r t)): at 0.5 s, 60 steps.
        XCTAssertEqual(speeds[59], 400 / pow(1 + 2 * h, 60), accuracy: 1e-9)
        XCTAssertEqual(speeds[59], 400 * exp(-2 * 0.5), accuracy: 400 * 0.01)
        // It pauses once under 1 point/s for 0.1 s.
        XCTAssertFalse(animator!.isRunning)
        XCTAssertLessThan(speeds.last!, 1)
    }

    /// An app's behaviour that combines others, as drawers and card stacks do.
    final class FallingBehavior: UIDynamicBehavior {
        var steps = 0
        init(items: [UIDynamicItem]) {
            super.init()
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            addChildBehavior(UIGravityBehavior(items: items))
            addChildBehavior(collision)
            action = { [unowned self] in self.steps += 1 }
        }
    }

    func testChildBehavioursActAndResumeAfterAPause() throws {
        let (window, box) = scene(width: 400, height: 400)
        let watcher = AnimatorWatcher()
        var animator: UIDynamicAnimator?
        let falling = FallingBehavior(items: [box])
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -5)
        let timeline = try Stage(window: window, fps: 60).record(steps: [
            {
                animator = UIDynamicAnimator(referenceView: window)
                animator!.delegate = watcher
                animator!.addBehavior(falling)
            },
            // Runs once the first is idle: the animator has paused with the box on the floor.
            { animator!.addBehavior(push) },
        ])
        XCTAssertEqual(falling.dynamicAnimator, animator)
        XCTAssertTrue(falling.childBehaviors.allSatisfy { $0.dynamicAnimator === animator })
        XCTAssertEqual(watcher.pauses.count, 2)
        XCTAssertEqual(watcher.resumes.count, 1)
        XCTAssertEqual(watcher.resumes[0], watcher.pauses[0], accuracy: 1e-9)
        XCTAssertGreaterThan(falling.steps, 0)
        XCTAssertEqual(Double(falling.steps) * h, animator!.elapsedTime(), accuracy: 1e-9)
        // Pushed up at 500 points/s from the floor, it rises 500² / 2000 = 125 points at most.
        let top = stride(from: watcher.pauses[0], to: timeline.duration, by: 1.0 / 60).map {
            (try? self.y(timeline, box, at: $0)) ?? 0
        }.min()!
        XCTAssertEqual(350 - top, 125, accuracy: 5)
        XCTAssertEqual(box.center.y, 350, accuracy: 0.01)
    }

    func testNonFiniteBehavioursLeaveTheItemWhereItWas() throws {
        let (window, box) = scene(width: 400, height: 800)
        var animator: UIDynamicAnimator?
        let gravity = UIGravityBehavior(items: [box])
        gravity.magnitude = .nan
        let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: CGFloat.infinity, y: 0))
        let watcher = AnimatorWatcher()
        _ = try Stage(window: window, fps: 60).record {
            animator = UIDynamicAnimator(referenceView: window)
            animator!.delegate = watcher
            animator!.addBehavior(gravity)
            animator!.addBehavior(snap)
        }
        // Every step gives NaN: the item stays at its last finite state, at rest, and the
        // animator pauses instead of carrying NaN into the recording.
        XCTAssertEqual(box.center, CGPoint(x: 200, y: 100))
        XCTAssertEqual(watcher.pauses.count, 1)
    }
}
