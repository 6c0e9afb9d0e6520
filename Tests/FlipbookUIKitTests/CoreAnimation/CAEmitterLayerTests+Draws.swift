import XCTest
import FlipbookCore
@testable import FlipbookUIKit

// Emitters' random draws, shapes, looks and sub-cells (SEMANTICS.md §33).
extension CAEmitterLayerTests {
    func testFramesArePureFunctionsOfTime() throws {
        let setUp: (CAEmitterLayer, CAEmitterCell) -> Void = { e, c in
            c.birthRate = 30
            c.lifetime = 2
            c.lifetimeRange = 1
            c.velocity = 50
            c.velocityRange = 30
            c.emissionRange = .pi
            c.spin = 1
            c.spinRange = 2
            c.scaleRange = 0.5
            c.redRange = 0.5
            e.emitterShape = .rectangle
            e.emitterSize = CGSize(width: 80, height: 40)
            e.seed = 7
        }
        let a = try record(setUp)
        let b = try record(setUp)
        // The same frame drawn alone, after others, and from another recording: equal.
        let alone = try particles(a, at: 1.3)
        for t in [2.0, 0.2, 0.7] { _ = try particles(a, at: t) }
        XCTAssertEqual(try particles(a, at: 1.3), alone)
        XCTAssertEqual(try particles(b, at: 1.3).map(\.position), alone.map(\.position))
        XCTAssertEqual(try particles(b, at: 1.3).map(\.transform), alone.map(\.transform))
        // Another seed draws other values.
        let c = try record { e, cell in
            setUp(e, cell)
            e.seed = 8
        }
        XCTAssertNotEqual(try particles(c, at: 1.3).map(\.position), alone.map(\.position))
    }

    func testRangesStayWithinTheirBounds() throws {
        let r = try record { _, c in
            c.birthRate = 50
            c.lifetime = 10
            c.velocity = 100
            c.velocityRange = 20
            c.emissionRange = .pi / 4
        }
        // Age a: the distance from (100, 100) is (100 ± 20) a, the direction 0 ± π/4.
        let model = try XCTUnwrap(r.0.model(at: 2).root.find(r.1.layerID)?.emitter)
        let alive = model.particles(at: 2)
        XCTAssertEqual(alive.count, 100)
        for p in alive where p.age > 0 {
            let dx = p.position.x - 100, dy = p.position.y - 100
            let d = (dx * dx + dy * dy).squareRoot()
            XCTAssertGreaterThanOrEqual(d, 80 * p.age - 1e-9)
            XCTAssertLessThanOrEqual(d, 120 * p.age + 1e-9)
            XCTAssertLessThanOrEqual(abs(atan2(dy, dx)), .pi / 4 + 1e-9)
        }
        // Drawn uniformly: some go each way.
        XCTAssertTrue(alive.contains { $0.position.y < 99 })
        XCTAssertTrue(alive.contains { $0.position.y > 101 })
    }

    func testShapesPlaceTheBirths() throws {
        func births(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) throws -> [CGPoint] {
            let r = try record { e, c in
                c.birthRate = 40
                c.lifetime = 10
                e.emitterShape = shape
                e.emitterMode = mode
                e.emitterSize = CGSize(width: 60, height: 20)
            }
            return try particles(r, at: 1).map(\.position)
        }
        // A line: y = 100, x within 100 ± 30 (Apple: along x, emitterSize.width long).
        for p in try births(.line, .volume) {
            XCTAssertEqual(p.y, 100)
            XCTAssertLessThanOrEqual(abs(p.x - 100), 30)
        }
        // A rectangle's volume: inside 60 x 20 about (100, 100); its outline: on an edge.
        for p in try births(.rectangle, .volume) {
            XCTAssertLessThanOrEqual(abs(p.x - 100), 30)
            XCTAssertLessThanOrEqual(abs(p.y - 100), 10)
        }
        for p in try births(.rectangle, .outline) {
            let onEdge = abs(abs(p.x - 100) - 30) < 1e-9 || abs(abs(p.y - 100) - 10) < 1e-9
            XCTAssertTrue(onEdge, "\(p)")
        }
        // A circle's outline: at radius emitterSize.width (Apple); its volume: within it.
        for p in try births(.circle, .outline) {
            XCTAssertEqual(hypot(p.x - 100, p.y - 100), 60, accuracy: 1e-9)
        }
        for p in try births(.circle, .volume) { XCTAssertLessThanOrEqual(hypot(p.x - 100, p.y - 100), 60 + 1e-9) }
    }

    func testParticleLayerIsTheImageScaledAndTurned() throws {
        let r = try record { _, c in
            c.birthRate = 1
            c.lifetime = 100
            c.scale = 2
            c.spin = .pi
            c.contentsScale = 2
        }
        // The 4 x 4 pixel image at contentsScale 2 is 2 x 2 points; at age 0.5 it is turned by
        // π/2 and scaled by 2: the matrix [[0, 2], [-2, 0]] of a z rotation after the scale.
        let p = try particles(r, at: 1.5)
        XCTAssertEqual(p.count, 1)
        XCTAssertEqual(p[0].bounds.size, CGSize(width: 2, height: 2))
        XCTAssertEqual(p[0].position, CGPoint(x: 100, y: 100))
        XCTAssertEqual(p[0].transform.m11, 0, accuracy: 1e-12)
        XCTAssertEqual(p[0].transform.m12, 2, accuracy: 1e-12)
        XCTAssertEqual(p[0].transform.m21, -2, accuracy: 1e-12)
    }

    func testScaleSpeedAndColourSpeed() throws {
        let r = try record { _, c in
            c.birthRate = 1
            c.lifetime = 100
            c.scaleSpeed = 0.5
            c.alphaSpeed = -0.25
            c.color = RGBA(red: 1, green: 0.5, blue: 0, alpha: 1)
        }
        // Age 2: scale 1 + 0.5 x 2 = 2, alpha 1 - 0.25 x 2 = 0.5; red, green, blue multiply the image.
        let p = try particles(r, at: 3).first { $0.opacity < 0.9 }
        let particle = try XCTUnwrap(p)
        XCTAssertEqual(particle.transform.m11, 2, accuracy: 1e-12)
        XCTAssertEqual(particle.opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(particle.content.imageTint, RGBA(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    func testSubcellsEmitFromTheirParticles() throws {
        let r = try record { _, c in
            c.birthRate = 1
            c.lifetime = 10
            c.color = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
            let trail = CAEmitterCell()
            trail.birthRate = 10
            trail.lifetime = 10
            trail.contents = Self.dot
            c.emitterCells = [trail]
        }
        // At t = 2: parents born at 1 and 2; the first has emitted at 1.1 ... 2.0 (10), the
        // second none yet. Apple: the sub-cells' particles take their parent's colour.
        let p = try particles(r, at: 2)
        XCTAssertEqual(p.count, 12)
        XCTAssertTrue(p.allSatisfy { $0.position == CGPoint(x: 100, y: 100) })
        XCTAssertTrue(p.allSatisfy { $0.content.imageTint == RGBA(red: 1, green: 0, blue: 0, alpha: 1) })
    }
}
