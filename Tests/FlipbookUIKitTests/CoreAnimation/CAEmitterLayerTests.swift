import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// `CAEmitterLayer` and `CAEmitterCell` (SEMANTICS.md §33): how many particles are alive,
/// where they are and what they look like, worked out from Core Animation's documented rules
/// and the kinematics p = p0 + v t + a t^2 / 2.
final class CAEmitterLayerTests: XCTestCase {
    /// A 4 x 4 white image, so that every particle becomes a layer of the frame tree.
    static let dot = CGImage(
        content: ContentImage(bitmap: Bitmap(width: 4, height: 4, fill: (255, 255, 255, 255))!, name: "dot"))

    /// A 200 x 200 emitter at the window's origin with one cell named "spark" (with the dot
    /// image) emitting from (100, 100); `configure` sets them up inside the recording and
    /// `later` lists steps scheduled at scene times.
    func record(
        later: [(Double, (CAEmitterLayer, CAEmitterCell) -> Void)] = [],
        _ configure: @escaping (CAEmitterLayer, CAEmitterCell) -> Void
    ) throws -> (Timeline, CAEmitterLayer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        emitter.emitterPosition = CGPoint(x: 100, y: 100)
        let cell = CAEmitterCell()
        cell.name = "spark"
        cell.contents = Self.dot
        emitter.emitterCells = [cell]
        let timeline = try Stage(window: window).record {
            window.layer.addSublayer(emitter)
            configure(emitter, cell)
            for (t, step) in later { Stage.current!.schedule(at: t, "test step") { step(emitter, cell) } }
        }
        return (timeline, emitter)
    }

    /// The particles' layers at scene time t (the emitter's own sublayers come after them).
    func particles(_ r: (Timeline, CAEmitterLayer), at t: Double) throws -> [LayerState] {
        try XCTUnwrap(r.0.presentation(at: t).root.find(r.1.layerID)).sublayers.filter { $0.name.hasSuffix("particle") }
    }

    func testDefaultsAreCoreAnimations() {
        let e = CAEmitterLayer()
        // Apple's documentation: the multipliers default to 1, the shape to a point, the mode
        // to volume, the render mode to unordered.
        XCTAssertEqual([e.birthRate, e.lifetime, e.velocity, e.scale, e.spin], [1, 1, 1, 1, 1])
        XCTAssertEqual(e.emitterShape, .point)
        XCTAssertEqual(e.emitterMode, .volume)
        XCTAssertEqual(e.renderMode, .unordered)
        XCTAssertEqual(e.seed, 0)
        XCTAssertNil(e.emitterCells)
        let c = CAEmitterCell()
        // A cell emits nothing by default (birth rate and lifetime 0), at scale 1, in white.
        XCTAssertEqual(c.birthRate, 0)
        XCTAssertEqual(c.lifetime, 0)
        XCTAssertEqual(c.scale, 1)
        XCTAssertTrue(c.isEnabled)
        XCTAssertEqual(c.color, RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(c.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(c.contentsScale, 1)
    }

    func testBirthCountIsRateTimesTime() throws {
        let r = try record { _, c in
            c.birthRate = 10
            c.lifetime = 100
        }
        // Particle k (from 1) is born at k / 10: floor(10 t) alive at t.
        XCTAssertEqual(try particles(r, at: 0).count, 0)
        XCTAssertEqual(try particles(r, at: 0.55).count, 5)
        XCTAssertEqual(try particles(r, at: 1).count, 10)
        XCTAssertEqual(try particles(r, at: 3).count, 30)
    }

    func testLayerBirthRateMultiplies() throws {
        let r = try record { e, c in
            c.birthRate = 10
            c.lifetime = 100
            e.birthRate = 2
        }
        // 10 x 2 = 20 per second.
        XCTAssertEqual(try particles(r, at: 1).count, 20)
    }

    func testPositionFollowsTheKinematics() throws {
        let r = try record { _, c in
            c.birthRate = 1
            c.lifetime = 100
            c.velocity = 100
            c.yAcceleration = 50
        }
        // One particle, born at t = 1 at (100, 100), moving along +x at 100 pt/s with 50 pt/s^2
        // along +y: at t = 1.4 (age 0.4) x = 100 + 100 x 0.4 = 140, y = 100 + 50 x 0.16 / 2 = 104.
        let p = try particles(r, at: 1.4)
        XCTAssertEqual(p.count, 1)
        XCTAssertEqual(p[0].position.x, 140, accuracy: 1e-9)
        XCTAssertEqual(p[0].position.y, 104, accuracy: 1e-9)
    }

    func testLongitudeMinusHalfPiIsUp() throws {
        let r = try record { _, c in
            c.birthRate = 1
            c.lifetime = 100
            c.velocity = 100
            c.emissionLongitude = -.pi / 2
        }
        // Apple's fireworks example: -π/2 is "a quarter turn anti-clockwise ... upwards";
        // with y growing downwards, up is -y. Age 0.5: (100, 100 - 50).
        let p = try particles(r, at: 1.5)
        XCTAssertEqual(p[0].position.x, 100, accuracy: 1e-9)
        XCTAssertEqual(p[0].position.y, 50, accuracy: 1e-9)
    }

    func testLayerVelocityMultiplies() throws {
        let r = try record { e, c in
            c.birthRate = 1
            c.lifetime = 100
            c.velocity = 10
            e.velocity = 3
        }
        // 10 x 3 = 30 pt/s for 0.5 s.
        XCTAssertEqual(try particles(r, at: 1.5)[0].position.x, 115, accuracy: 1e-9)
    }

    func testParticlesDieAtTheirLifetime() throws {
        let r = try record { _, c in
            c.birthRate = 10
            c.lifetime = 0.5
        }
        // At t = 2 the particles born at 1.6 ... 2.0 are younger than 0.5 s; the one born at
        // 1.5 is exactly 0.5 s old and gone.
        XCTAssertEqual(try particles(r, at: 2).count, 5)
    }

    func testLayerLifetimeMultiplies() throws {
        let r = try record { e, c in
            c.birthRate = 10
            c.lifetime = 0.25
            e.lifetime = 2
        }
        // 0.25 x 2 = 0.5 s: as above.
        XCTAssertEqual(try particles(r, at: 2).count, 5)
    }

    func testLifetimeRangeBoundsTheAges() throws {
        let r = try record { _, c in
            c.birthRate = 20
            c.lifetime = 1
            c.lifetimeRange = 0.5
        }
        // Apple: a lifetime of 10 with a range of 3 lives 7 to 13 s. Here 0.5 ... 1.5 s: every
        // particle born in the last 0.5 s is alive (10 of them), none older than 1.5 s.
        let model = try XCTUnwrap(r.0.model(at: 5).root.find(r.1.layerID)?.emitter)
        let alive = model.particles(at: 5)
        XCTAssertTrue(alive.allSatisfy { $0.age < 1.5 })
        XCTAssertEqual(alive.filter { $0.age < 0.5 - 1e-9 }.count, 10)
        XCTAssertGreaterThan(alive.count, 10)
        XCTAssertLessThan(alive.count, 30)
    }

    func testStoppingBirthsLetsParticlesLiveOut() throws {
        let r = try record(later: [(1, { e, _ in e.birthRate = 0 })]) { _, c in
            c.birthRate = 10
            c.lifetime = 1
        }
        // Births stop at t = 1 (the last at 1.0); those alive keep their lives: at 1.5 the
        // ones born at 0.6 ... 1.0 (5), at 2.05 none.
        XCTAssertEqual(try particles(r, at: 1.5).count, 5)
        XCTAssertEqual(try particles(r, at: 2.05).count, 0)
    }

    func testKeyPathSetsANamedCellsBirthRate() throws {
        var read: Any?
        let r = try record(
            later: [
                (
                    1,
                    { e, _ in
                        e.setValue(20, forKeyPath: "emitterCells.spark.birthRate")
                        read = e.value(forKeyPath: "emitterCells.spark.birthRate")
                    }
                )
            ]
        ) { _, c in
            c.birthRate = 10
            c.lifetime = 100
        }
        XCTAssertEqual(read as? Float, 20)
        // 10 in the first second (the last at 1.0), then 20 per second from 1: 10 + 20 at t = 2.
        XCTAssertEqual(try particles(r, at: 2).count, 30)
    }

    func testKeyPathSetsTheLayersValues() throws {
        let r = try record { e, c in
            c.birthRate = 1
            c.lifetime = 100
            e.setValue(CGPoint(x: 10, y: 20), forKeyPath: "emitterPosition")
            e.setValue(4, forKeyPath: "birthRate")
        }
        XCTAssertEqual(r.1.emitterPosition, CGPoint(x: 10, y: 20))
        XCTAssertEqual(r.1.value(forKeyPath: "birthRate") as? Float, 4)
        XCTAssertEqual(try particles(r, at: 1).count, 4)
        XCTAssertEqual(try particles(r, at: 1)[0].position, CGPoint(x: 10, y: 20))
    }

    func testUnknownCellKeyPathIsRefused() {
        XCTAssertThrowsError(
            try record { e, _ in e.setValue(1, forKeyPath: "emitterCells.nobody.birthRate") }
        ) { error in
            guard case StageError.invalidRequest(let what, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(what.contains("emitterCells.nobody.birthRate"), what)
        }
    }

    func testCellTimingGatesBirths() throws {
        let r = try record { _, c in
            c.birthRate = 10
            c.lifetime = 100
            c.beginTime = 0.5
            c.duration = 0.35
        }
        // Births at k / 10 whose cell time b - 0.5 is in 0 ..< 0.35: 0.5, 0.6, 0.7, 0.8.
        XCTAssertEqual(try particles(r, at: 2).count, 4)
    }

    func testLayerTimingIsTheEmittersClock() throws {
        let late = try record { e, c in
            c.birthRate = 10
            c.lifetime = 100
            e.beginTime = 0.5
        }
        // The layer's time is t - 0.5: at t = 1, 5 particles.
        XCTAssertEqual(try particles(late, at: 1).count, 5)
        let paused = try record { e, c in
            c.birthRate = 10
            c.lifetime = 100
            e.speed = 0
            e.timeOffset = 0.3
        }
        // Paused at local time 0.3: 3 particles at any scene time.
        XCTAssertEqual(try particles(paused, at: 0.1).count, 3)
        XCTAssertEqual(try particles(paused, at: 5).count, 3)
    }

    func testDisabledCellAndNoContentsDrawNothing() throws {
        let off = try record { _, c in
            c.birthRate = 10
            c.lifetime = 10
            c.isEnabled = false
        }
        XCTAssertEqual(try particles(off, at: 1).count, 0)
        let bare = try record { _, c in
            c.birthRate = 10
            c.lifetime = 10
            c.contents = nil
        }
        // Particles exist (the history says so) but draw nothing, as in Core Animation.
        XCTAssertEqual(try particles(bare, at: 1).count, 0)
        let model = try XCTUnwrap(bare.0.model(at: 1).root.find(bare.1.layerID)?.emitter)
        XCTAssertEqual(model.particles(at: 1).count, 10)
    }

    func testEmittersLeaveOtherTimelinesAlone() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let timeline = try Stage(window: window).record {}
        XCTAssertFalse(timeline.hasEmitters)
        let r = try record { _, c in c.birthRate = 1 }
        XCTAssertTrue(r.0.hasEmitters)
        // The frame tree keeps no history: particles are layers.
        XCTAssertNil(r.0.presentation(at: 1).root.find(r.1.layerID)?.emitter)
    }
}
