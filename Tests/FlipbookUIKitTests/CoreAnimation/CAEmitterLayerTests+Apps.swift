import XCTest
import FlipbookCore
@testable import FlipbookUIKit

// Emitter code in the style public iOS projects write it (a confetti view backed by a
// CAEmitterLayer, Apple's fireworks listing from the `emitterCells` page), compiled against
// FlipbookUIKit with only the import line changed, then checked at known times.

/// An app's emitter subclass with the initialisers such subclasses write.
final class SparkleLayer: CAEmitterLayer {
    var tint = UIColor.white

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? SparkleLayer { tint = other.tint }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// An app's cell subclass with the initialisers Xcode has such subclasses write.
final class SnowflakeCell: CAEmitterCell {
    override init() {
        super.init()
        birthRate = 5
        lifetime = 8
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A view whose layer is an emitter raining confetti from a line above its top edge.
final class ConfettiView: UIView {
    override class var layerClass: AnyClass { CAEmitterLayer.self }

    var emitter: CAEmitterLayer { layer as! CAEmitterLayer }

    func start(image: UIImage) {
        emitter.emitterPosition = CGPoint(x: bounds.midX, y: -10)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: bounds.width, height: 1)
        emitter.beginTime = CACurrentMediaTime()
        let colors: [UIColor] = [.red, .green, .blue]
        emitter.emitterCells = colors.map { color in
            let cell = CAEmitterCell()
            cell.birthRate = 6
            cell.lifetime = 5
            cell.velocity = 150
            cell.velocityRange = 50
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 8
            cell.spin = 3.5
            cell.spinRange = 1
            cell.scale = 0.5
            cell.scaleRange = 0.25
            cell.color = color.cgColor
            cell.contents = image.cgImage
            return cell
        }
    }

    func stop() { emitter.birthRate = 0 }
}

extension CAEmitterLayerTests {
    static func squareImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
    }

    func testConfettiViewRainsAndStops() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let confetti = ConfettiView(frame: window.bounds)
        window.addSubview(confetti)
        let stage = Stage(window: window)
        let timeline = try stage.record(steps: [
            { Stage.current!.schedule(at: 1, "start") { confetti.start(image: Self.squareImage()) } },
            { Stage.current!.schedule(at: 3, "stop") { confetti.stop() } },
        ])
        func alive(_ t: Double) throws -> [LayerState] {
            try XCTUnwrap(timeline.presentation(at: t).root.find(confetti.layer.layerID)).sublayers
        }
        // beginTime = CACurrentMediaTime() at t = 1: nothing before, then 3 cells x 6 a second.
        XCTAssertEqual(try alive(0.9).count, 0)
        XCTAssertEqual(try alive(2).count, 18)
        // Stopped at 3 (the births at 3.0 the last): those born after 3 - 5 all still fall.
        XCTAssertEqual(try alive(3.5).count, 36)
        // They fall: down (longitude π/2 ± π/8 is below the horizontal), from y = -10.
        for p in try alive(2.5) where p.position.y != -10 { XCTAssertGreaterThan(p.position.y, -10) }
        // Every particle is born between x = 0 and 300 (the line), at most (150 + 50) x 5 pt away.
        XCTAssertEqual(try alive(8.5).count, 0)
        // The colours are the cells' (UIColor.red and friends multiply the white image).
        let tints = Set(try alive(2).compactMap(\.content.imageTint))
        XCTAssertEqual(tints, [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor])
    }

    func testApplesFireworksListingCompilesAndEmitsTrails() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1024))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let image = Self.squareImage().cgImage
        let emitterLayer = CAEmitterLayer()
        emitterLayer.emitterPosition = CGPoint(x: 512, y: 512)
        let fireworkCell = CAEmitterCell()
        fireworkCell.color = UIColor.red.cgColor
        fireworkCell.birthRate = 3
        fireworkCell.lifetime = 10
        fireworkCell.velocity = 100
        fireworkCell.scale = 0.05
        fireworkCell.emissionLongitude = -CGFloat.pi * 0.5
        fireworkCell.emissionRange = -CGFloat.pi * 0.25
        fireworkCell.contents = image
        let trailCell = CAEmitterCell()
        trailCell.yAcceleration = 20
        trailCell.birthRate = 10
        trailCell.lifetime = 3
        trailCell.contents = image
        fireworkCell.emitterCells = [trailCell]
        emitterLayer.emitterCells = [fireworkCell]
        let timeline = try Stage(window: window).record { view.layer.addSublayer(emitterLayer) }
        let model = try XCTUnwrap(timeline.model(at: 0).root.find(emitterLayer.layerID)?.emitter)
        let particles = model.particles(at: 2)
        // At t = 2: fireworks born at 1/3, 2/3, ... 2 (6), moving up (-π/2 ± π/4: y falls).
        let rockets = particles.filter { $0.cell == [0] }
        XCTAssertEqual(rockets.count, 6)
        for r in rockets where r.age > 0 { XCTAssertLessThan(r.position.y, 512) }
        // Each has emitted 10 trails a second since its birth at k / 3: ⌊10 (2 - k / 3)⌋ each.
        var expected = 0
        for k in 1...6 {
            let seconds: Double = 2 - Double(k) / 3
            expected += Int((10 * seconds + 1e-9).rounded(.down))
        }
        XCTAssertEqual(particles.filter { $0.cell == [0, 0] }.count, expected)
        // "The scale and color of fireworkCell are inherited by trailCell": 0.05 and red.
        for t in particles where t.cell == [0, 0] {
            XCTAssertEqual(t.scale, 0.05, accuracy: 1e-12)
            XCTAssertEqual(t.color, RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        }
    }

    func testSubcellDirectionIsRelativeToTheParents() throws {
        let r = try record { _, c in
            c.birthRate = 1
            c.lifetime = 10
            c.velocity = 100
            c.emissionLongitude = -.pi / 2  // The parent moves up.
            let sub = CAEmitterCell()
            sub.birthRate = 1
            sub.lifetime = 10
            sub.velocity = 10
            sub.contents = Self.dot
            c.emitterCells = [sub]
        }
        // The parent born at 1 is at (100, 0) at t = 2, where its sub-particle is born moving
        // along the parent's direction plus 0: up. At t = 2.5 the sub-particle is at
        // (100, 0 - 10 x 0.5) and its parent at (100, -50).
        let model = try XCTUnwrap(r.0.model(at: 0).root.find(r.1.layerID)?.emitter)
        let subs = model.particles(at: 2.5).filter { $0.cell == [0, 0] }
        XCTAssertEqual(subs.count, 1)
        XCTAssertEqual(subs[0].position.x, 100, accuracy: 1e-9)
        XCTAssertEqual(subs[0].position.y, -5, accuracy: 1e-9)
    }

    func testColourRangesStayWithinTheirBounds() throws {
        let r = try record { _, c in
            c.birthRate = 100
            c.lifetime = 10
            c.color = RGBA(red: 0.5, green: 0.5, blue: 0.9, alpha: 1)
            c.redRange = 0.25
            c.blueRange = 0.5
        }
        let model = try XCTUnwrap(r.0.model(at: 0).root.find(r.1.layerID)?.emitter)
        let colours = model.particles(at: 1).map(\.color)
        XCTAssertEqual(colours.count, 100)
        // Red 0.5 ± 0.25; blue 0.9 ± 0.5 clamped at 1; green and alpha as set.
        XCTAssertTrue(colours.allSatisfy { $0.red >= 0.25 && $0.red <= 0.75 })
        XCTAssertTrue(colours.allSatisfy { $0.blue >= 0.4 && $0.blue <= 1 })
        XCTAssertTrue(colours.contains { $0.blue == 1 })
        XCTAssertTrue(colours.allSatisfy { $0.green == 0.5 && $0.alpha == 1 })
    }

    func testRenderModesOrderByBirth() throws {
        func births(_ mode: CAEmitterLayerRenderMode) throws -> [Double] {
            let r = try record { e, c in
                c.birthRate = 4
                c.lifetime = 10
                e.renderMode = mode
            }
            let model = try XCTUnwrap(r.0.model(at: 0).root.find(r.1.layerID)?.emitter)
            return model.particles(at: 1).map(\.birth)
        }
        // Born at 0.25, 0.5, 0.75, 1: oldest first (drawn underneath), or oldest last (on top).
        XCTAssertEqual(try births(.oldestFirst), [0.25, 0.5, 0.75, 1])
        XCTAssertEqual(try births(.unordered), [0.25, 0.5, 0.75, 1])
        XCTAssertEqual(try births(.oldestLast), [1, 0.75, 0.5, 0.25])
    }

    func testUnorderedDrawsCellByCellOldestFirstByBirth() throws {
        func cells(_ mode: CAEmitterLayerRenderMode) throws -> [Int] {
            let r = try record { e, c in
                c.birthRate = 2
                c.lifetime = 100
                let other = CAEmitterCell()
                other.birthRate = 2
                other.lifetime = 100
                other.contents = Self.dot
                e.emitterCells = [other, c]
                e.renderMode = mode
            }
            let model = try XCTUnwrap(r.0.model(at: 0).root.find(r.1.layerID)?.emitter)
            return model.particles(at: 1).map { $0.cell[0] }
        }
        // Both cells born at 0.5 and 1: unordered, the first cell's two, then the second's;
        // oldest first, the two born at 0.5 (first cell first), then the two born at 1.
        XCTAssertEqual(try cells(.unordered), [0, 0, 1, 1])
        XCTAssertEqual(try cells(.oldestFirst), [0, 1, 0, 1])
    }

    func testLatitudeShortensTheVelocityInThePlane() throws {
        let r = try record { _, c in
            c.birthRate = 1
            c.lifetime = 100
            c.velocity = 100
            c.emissionLatitude = .pi / 3
        }
        // cos(π/3) = 0.5 of 100 pt/s along x for 1 s; the rest goes along z, not drawn.
        let model = try XCTUnwrap(r.0.model(at: 0).root.find(r.1.layerID)?.emitter)
        let p = try XCTUnwrap(model.particles(at: 2).first)
        XCTAssertEqual(p.position.x, 150, accuracy: 1e-9)
        XCTAssertEqual(p.z, 100 * (3.0).squareRoot() / 2, accuracy: 1e-9)
    }

    func testContentsRectDrawsPartOfTheImage() throws {
        let r = try record { _, c in
            c.birthRate = 1
            c.lifetime = 10
            c.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.25)
        }
        // The right half, top quarter of the 4 x 4 image: a 2 x 1 particle, the whole image
        // inside it moved by (-2, 0) and clipped.
        let p = try XCTUnwrap(try particles(r, at: 1).first)
        XCTAssertEqual(p.bounds.size, CGSize(width: 2, height: 1))
        XCTAssertTrue(p.masksToBounds)
        XCTAssertEqual(p.sublayers.first?.untransformedFrame, CGRect(x: -2, y: 0, width: 4, height: 4))
    }

    func testALayerKeptForAnotherRecordingStartsAfresh() throws {
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.birthRate = 10
        cell.lifetime = 100
        cell.contents = Self.dot
        emitter.emitterCells = [cell]
        func run(_ change: Bool) throws -> Int {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let timeline = try Stage(window: window).record {
                window.layer.addSublayer(emitter)
                if change { Stage.current!.schedule(at: 1, "off") { emitter.birthRate = 0 } }
            }
            return try XCTUnwrap(timeline.model(at: 2).root.find(emitter.layerID)?.emitter).particles(at: 2).count
        }
        // Off at 1: 10 particles. A second recording does not see the first one's history.
        XCTAssertEqual(try run(true), 10)
        emitter.birthRate = 1
        XCTAssertEqual(try run(false), 20)
    }

    func testCellSubclassesCompileAndEmit() throws {
        let r = try record { e, _ in
            let flake = SnowflakeCell()
            flake.contents = Self.dot
            e.emitterCells = [flake]
        }
        // 5 a second living 8 s: 10 at t = 2.
        XCTAssertEqual(try particles(r, at: 2).count, 10)
    }

    func testInitWithLayerCopiesTheEmittersValues() {
        let a = SparkleLayer()
        a.tint = .red
        a.emitterPosition = CGPoint(x: 3, y: 4)
        a.emitterShape = .circle
        a.renderMode = .additive
        a.birthRate = 2
        a.emitterCells = [CAEmitterCell()]
        let b = SparkleLayer(layer: a)
        XCTAssertEqual(b.tint, .red)
        XCTAssertEqual(b.emitterPosition, CGPoint(x: 3, y: 4))
        XCTAssertEqual(b.emitterShape, .circle)
        XCTAssertEqual(b.renderMode, .additive)
        XCTAssertEqual(b.birthRate, 2)
        XCTAssertTrue(b.emitterCells?.first === a.emitterCells?.first)
    }
}
