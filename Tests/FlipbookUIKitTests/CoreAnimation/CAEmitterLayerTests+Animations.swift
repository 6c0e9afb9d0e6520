import XCTest
import FlipbookCore
@testable import FlipbookUIKit

// Core Animation animations of an emitter's values and of its cells' (SEMANTICS.md §33): each
// particle takes the values the animations show at its birth.
extension CAEmitterLayerTests {
    func testAnimatedEmitterPositionPlacesEachBirth() throws {
        let r = try record { e, c in
            c.birthRate = 10
            c.lifetime = 100
            e.emitterPosition = CGPoint(x: 50, y: 50)
            let move = CABasicAnimation(keyPath: "emitterPosition")
            move.fromValue = CGPoint(x: 0, y: 100)
            move.toValue = CGPoint(x: 200, y: 100)
            move.duration = 2
            move.timingFunction = CAMediaTimingFunction(name: .linear)
            e.add(move, forKey: "move")
        }
        // Each particle is born where the emitter is at its birth k / 10: x = 100 (k / 10), and
        // stays there (velocity 0) while the emitter moves on.
        let at1 = try particles(r, at: 1).map(\.position.x)
        XCTAssertEqual(at1.count, 10)
        for (k, x) in at1.enumerated() { XCTAssertEqual(x, 10 * Double(k + 1), accuracy: 1e-9) }
        // After the animation (removed at 2) births are at the model's (50, 50) again.
        let at3 = try particles(r, at: 3)
        XCTAssertEqual(at3.count, 30)
        XCTAssertEqual(at3[0].position.x, 10, accuracy: 1e-9)
        XCTAssertEqual(at3[29].position, CGPoint(x: 50, y: 50))
        XCTAssertEqual(at3[21].position, CGPoint(x: 50, y: 50))
    }

    func testAnimatedVelocityIsTakenAtBirth() throws {
        let r = try record { e, c in
            c.birthRate = 1
            c.lifetime = 100
            c.velocity = 10
            let speedUp = CABasicAnimation(keyPath: "velocity")
            speedUp.fromValue = 1
            speedUp.toValue = 5
            speedUp.duration = 4
            speedUp.timingFunction = CAMediaTimingFunction(name: .linear)
            e.add(speedUp, forKey: "v")
        }
        // The layer's multiplier at birth b is 1 + b: the particle born at 2 moves at 10 x 3 pt/s,
        // so at t = 3 it is 30 points right of (100, 100); the one born at 1, 10 x 2 x 2 = 40.
        let p = try particles(r, at: 3)
        XCTAssertEqual(p.map(\.position.x), [140, 130, 100].map { CGFloat($0) })
    }

    func testPresentationShowsTheAnimatedValues() throws {
        var shown: CGPoint?
        var shownRate: Float?
        _ = try record(
            later: [
                (
                    1,
                    { e, _ in
                        shown = e.presentation()?.emitterPosition
                        shownRate = e.presentation()?.birthRate
                    }
                )
            ]
        ) { e, c in
            c.birthRate = 1
            c.lifetime = 10
            e.birthRate = 3
            let move = CABasicAnimation(keyPath: "emitterPosition")
            move.fromValue = CGPoint(x: 0, y: 100)
            move.toValue = CGPoint(x: 200, y: 100)
            move.duration = 2
            move.timingFunction = CAMediaTimingFunction(name: .linear)
            e.add(move, forKey: "move")
        }
        // Halfway through the linear move: (100, 100); the birth rate is the model's.
        XCTAssertEqual(shown?.x ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(shown?.y, 100)
        XCTAssertEqual(shownRate, 3)
    }

    func testKeyframedEmitterPosition() throws {
        let r = try record { e, c in
            c.birthRate = 4
            c.lifetime = 100
            let a = CAKeyframeAnimation(keyPath: "emitterPosition")
            a.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]
            a.duration = 2
            a.calculationMode = .linear
            e.add(a, forKey: "path")
        }
        // Evenly spaced keys at 0, 1 and 2 s: births at 0.25 ... 1.75 lie on the two legs.
        let p = try particles(r, at: 1.75).map(\.position)
        XCTAssertEqual(p.count, 7)
        XCTAssertEqual(p[1].x, 50, accuracy: 1e-9)
        XCTAssertEqual(p[1].y, 0, accuracy: 1e-9)
        XCTAssertEqual(p[5].x, 100, accuracy: 1e-9)
        XCTAssertEqual(p[5].y, 50, accuracy: 1e-9)
    }

    func testEmitterFollowingAPathLeavesTheLayerUnturned() throws {
        let r = try record { e, c in
            c.birthRate = 4
            c.lifetime = 100
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 100))
            let a = CAKeyframeAnimation(keyPath: "emitterPosition")
            a.path = path
            a.duration = 2
            a.calculationMode = .paced
            a.rotationMode = .rotateAuto
            e.add(a, forKey: "follow")
        }
        // 200 points paced over 2 s: the birth at 0.5 s at (50, 0), at 1.5 s at (100, 50). The
        // rotation mode turns a layer along a path of its position, not an emitter's position.
        let tree = r.0.presentation(at: 1.75)
        XCTAssertEqual(tree.root.find(r.1.layerID)?.transform, .identity)
        let p = try particles(r, at: 1.75).map(\.position)
        XCTAssertEqual(p[1].x, 50, accuracy: 1e-9)
        XCTAssertEqual(p[1].y, 0, accuracy: 1e-9)
        XCTAssertEqual(p[5].x, 100, accuracy: 1e-9)
        XCTAssertEqual(p[5].y, 50, accuracy: 1e-9)
    }

    func testEmitterKeyPathsAreRefusedOnOtherLayers() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let plain = CALayer()
        window.layer.addSublayer(plain)
        XCTAssertThrowsError(
            try Stage(window: window).record {
                let a = CABasicAnimation(keyPath: "emitterPosition")
                a.toValue = CGPoint(x: 1, y: 1)
                plain.add(a, forKey: nil)
            }
        ) { error in
            guard case StageError.invalidRequest(let what, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(what.contains("CAEmitterLayer key path"), what)
        }
        XCTAssertThrowsError(try Stage(window: window).record { plain.setValue(2, forKeyPath: "scale") })
        XCTAssertNil(plain.value(forKeyPath: "velocity"))
    }

    func testAnimatedBirthRateIntegrates() throws {
        let r = try record { e, c in
            c.birthRate = 1
            c.lifetime = 100
            c.velocity = 10
            let ramp = CABasicAnimation(keyPath: "birthRate")
            ramp.fromValue = 0
            ramp.toValue = 20
            ramp.duration = 2
            ramp.timingFunction = CAMediaTimingFunction(name: .linear)
            e.add(ramp, forKey: "ramp")
        }
        // The rate is 10 s a second for 2 s: 5 s^2 born by s, 20 at 2; birth k at sqrt(k / 5).
        // After the ramp the model's 1 a second: 22 at t = 4.
        XCTAssertEqual(try particles(r, at: 1).count, 5)
        XCTAssertEqual(try particles(r, at: 4).count, 22)
        let at2 = try particles(r, at: 2)
        XCTAssertEqual(at2.count, 20)
        // Moving at 10 pt/s from x = 100, particle k was born at 2 - (x - 100) / 10: the 5th at
        // 1 s, the 20th at 2 s, within the 1/240 s the rate is sampled at.
        for k in [1, 5, 10, 20] {
            let birth = 2 - (at2[k - 1].position.x - 100) / 10
            XCTAssertEqual(birth, (Double(k) / 5).squareRoot(), accuracy: 1.0 / 240, "particle \(k)")
        }
    }

    func testAnimatedLifetimeIsTakenAtBirth() throws {
        let r = try record { e, c in
            c.birthRate = 10
            c.lifetime = 1
            let grow = CABasicAnimation(keyPath: "lifetime")
            grow.fromValue = 1
            grow.toValue = 3
            grow.duration = 2
            grow.timingFunction = CAMediaTimingFunction(name: .linear)
            e.add(grow, forKey: "grow")
        }
        // Born at b, a particle lives 1 + b: at t = 2.05 those born after 0.525 (0.6 ... 2.0).
        XCTAssertEqual(try particles(r, at: 2.05).count, 15)
    }

    func testAnimatedCellVelocityIsTakenAtBirth() throws {
        let r = try record { e, c in
            c.birthRate = 1
            c.lifetime = 100
            let a = CABasicAnimation(keyPath: "emitterCells.spark.velocity")
            a.fromValue = 0
            a.toValue = 40
            a.duration = 4
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            e.add(a, forKey: "v")
        }
        // The cell's velocity at birth b is 10 b: born at 1, 10 pt/s; at 2, 20 pt/s. At t = 3:
        // 100 + 10 x 2 = 120 and 100 + 20 x 1 = 120; born at 3, still at 100.
        let p = try particles(r, at: 3)
        XCTAssertEqual(p.map(\.position.x), [120, 120, 100].map { CGFloat($0) })
    }

    func testAnimatedCellBirthRateIntegrates() throws {
        let r = try record { e, c in
            c.birthRate = 0
            c.lifetime = 100
            let ramp = CABasicAnimation(keyPath: "emitterCells.spark.birthRate")
            ramp.fromValue = 0
            ramp.toValue = 20
            ramp.duration = 2
            ramp.timingFunction = CAMediaTimingFunction(name: .linear)
            ramp.fillMode = .forwards
            ramp.isRemovedOnCompletion = false
            e.add(ramp, forKey: "ramp")
        }
        // 10 s a second for 2 s: 5 s^2 born by s (5 at 1, 20 at 2); then held at 20 a second:
        // 40 at 3. The model's rate is 0 throughout.
        XCTAssertEqual(try particles(r, at: 1).count, 5)
        XCTAssertEqual(try particles(r, at: 2).count, 20)
        XCTAssertEqual(try particles(r, at: 3).count, 40)
    }

    func testCellKeyPathAnimationsNeedTheCell() {
        XCTAssertThrowsError(
            try record { e, _ in
                let a = CABasicAnimation(keyPath: "emitterCells.nobody.birthRate")
                a.toValue = 1
                e.add(a, forKey: nil)
            }
        ) { error in
            guard case StageError.invalidRequest(let what, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(what.contains("names no emitter cell"), what)
        }
    }
}
