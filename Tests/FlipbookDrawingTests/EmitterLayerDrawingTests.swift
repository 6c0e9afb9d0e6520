import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// `CAEmitterLayer` drawn (SEMANTICS.md §33): particles of a small image on black, at 2x,
/// where the kinematics put them. FLIPBOOK_RENDER_DUMP=<folder> writes the pictures to look at.
final class EmitterLayerDrawingTests: XCTestCase {
    /// A `width` x `height` image of one colour.
    func image(_ width: Int, _ height: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8)) -> CGImage {
        CGImage(content: ContentImage(bitmap: Bitmap(width: width, height: height, fill: rgba)!, name: "fill"))
    }

    /// A 100 x 60 black window holding an emitter over all of it, emitting from (10, 30), drawn at
    /// scene time `t`.
    func render(name: String, at t: Double, _ configure: (CAEmitterLayer, CAEmitterCell) -> Void) throws -> Bitmap {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.backgroundColor = .black
        let emitter = CAEmitterLayer()
        emitter.frame = window.bounds
        emitter.emitterPosition = CGPoint(x: 10, y: 30)
        let cell = CAEmitterCell()
        cell.birthRate = 1
        cell.lifetime = 10
        cell.contents = image(10, 10, (255, 0, 0, 255))
        emitter.emitterCells = [cell]
        configure(emitter, cell)
        window.layer.addSublayer(emitter)
        let timeline = try Stage(window: window).record {}
        let b = try Compositor().render(timeline.presentation(at: t), scale: 2)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        return b
    }

    /// The pixel at point (x, y), as (r, g, b).
    func rgb(_ b: Bitmap, _ x: Double, _ y: Double) -> [Int] {
        let p = b.pixel(x: Int(x * 2), y: Int(y * 2))
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func testOneParticleWhereTheKinematicsPutIt() throws {
        let b = try render(name: "emitter-one", at: 1.5) { _, c in c.velocity = 40 }
        // Born at t = 1 (1 per second) at (10, 30), 40 pt/s along +x: at t = 1.5 its centre is
        // at (30, 30), and the 10 x 10 pixel image (contentsScale 1: 10 x 10 points) covers
        // 25 ... 35 both ways.
        for (x, y) in [(25.5, 25.5), (30, 30), (34.5, 34.5), (25.5, 34.5), (34.5, 25.5)] {
            XCTAssertEqual(rgb(b, x, y), [255, 0, 0], "(\(x), \(y))")
        }
        for (x, y) in [(24.5, 30.0), (35.5, 30), (30, 24.5), (30, 35.5), (10, 30), (50, 30)] {
            XCTAssertEqual(rgb(b, x, y), [0, 0, 0], "(\(x), \(y))")
        }
    }

    func testNothingBeforeTheFirstBirth() throws {
        let b = try render(name: "emitter-none", at: 0.9) { _, c in c.velocity = 40 }
        for x in stride(from: 0.5, to: 100, by: 5) { XCTAssertEqual(rgb(b, x, 30), [0, 0, 0]) }
    }

    func testColourMultipliesTheImage() throws {
        let b = try render(name: "emitter-tint", at: 1.5) { _, c in
            c.contents = image(10, 10, (255, 255, 255, 255))
            c.color = RGBA(red: 1, green: 0.5, blue: 0, alpha: 1)
        }
        // White times (1, 0.5, 0): 255, 127.5 (rounded either way), 0, at (10, 30).
        let p = rgb(b, 10, 30)
        XCTAssertEqual(p[0], 255)
        XCTAssertEqual(Double(p[1]), 127.5, accuracy: 1)
        XCTAssertEqual(p[2], 0)
    }

    func testColourMultipliesTheImageUnderAPerspective() throws {
        let b = try render(name: "emitter-tint-3d", at: 1.5) { e, c in
            c.contents = image(10, 10, (255, 255, 255, 255))
            c.color = RGBA(red: 0, green: 1, blue: 0, alpha: 1)
            // A slight turn about y under a perspective: the content is warped, not drawn affinely.
            var t = CATransform3DIdentity
            t.m34 = -1 / 500
            e.transform = CATransform3DRotate(t, 0.2, 0, 1, 0)
        }
        // White times green at (10, 30): the turn moves the 10 x 10 particle by less than 2 points there.
        XCTAssertEqual(rgb(b, 10, 30), [0, 255, 0])
    }

    func testAlphaFadesTheParticle() throws {
        let b = try render(name: "emitter-alpha", at: 1.5) { _, c in
            c.color = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)
        }
        // Red at alpha 0.5 over black: 127.5.
        XCTAssertEqual(Double(rgb(b, 10, 30)[0]), 127.5, accuracy: 1)
    }

    func testSpinTurnsTheImage() throws {
        let b = try render(name: "emitter-spin", at: 1.5) { _, c in
            c.contents = image(20, 4, (255, 0, 0, 255))
            c.spin = .pi
        }
        // A 20 x 4 bar turned by π x 0.5 = π/2 about its centre (10, 30): 4 wide and 20 tall.
        XCTAssertEqual(rgb(b, 10, 22), [255, 0, 0])
        XCTAssertEqual(rgb(b, 10, 38), [255, 0, 0])
        XCTAssertEqual(rgb(b, 2, 30), [0, 0, 0])
        XCTAssertEqual(rgb(b, 18, 30), [0, 0, 0])
    }

    func testAdditiveAddsOverlappingParticles() throws {
        func overlap(_ mode: CAEmitterLayerRenderMode) throws -> Int {
            let b = try render(name: "emitter-\(mode.rawValue)", at: 1) { e, c in
                // Two still particles (born at 0.5 and 1) on one spot, each red 0.5.
                c.birthRate = 2
                c.color = RGBA(red: 0.5, green: 1, blue: 1, alpha: 1)
                e.renderMode = mode
            }
            return rgb(b, 10, 30)[0]
        }
        // Over: the top one's 127.5; added: 127.5 + 127.5 = 255.
        XCTAssertEqual(Double(try overlap(.unordered)), 127.5, accuracy: 1)
        XCTAssertEqual(Double(try overlap(.additive)), 255, accuracy: 1)
    }

    func testContentsRectDrawsThatPart() throws {
        // A 20 x 10 image, red on the left half and green on the right; contentsRect the right
        // half: a 10 x 10 green particle centred on (10, 30), covering 5 ... 15.
        var pixels: [UInt8] = []
        for _ in 0..<10 { for x in 0..<20 { pixels += x < 10 ? [255, 0, 0, 255] : [0, 255, 0, 255] } }
        let halves = CGImage(
            content: ContentImage(bitmap: Bitmap(width: 20, height: 10, pixels: pixels)!, name: "halves"))
        let b = try render(name: "emitter-contents-rect", at: 1.5) { _, c in
            c.contents = halves
            c.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        }
        for x in [5.5, 10, 14.5] { XCTAssertEqual(rgb(b, x, 30), [0, 255, 0], "x = \(x)") }
        for x in [0.5, 4.5, 15.5, 20] { XCTAssertEqual(rgb(b, x, 30), [0, 0, 0], "x = \(x)") }
    }

    func testFrameDrawnAloneEqualsFrameDrawnAfterOthers() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.backgroundColor = .black
        let emitter = CAEmitterLayer()
        emitter.frame = window.bounds
        emitter.emitterPosition = CGPoint(x: 50, y: 30)
        let cell = CAEmitterCell()
        cell.birthRate = 40
        cell.lifetime = 1.5
        cell.lifetimeRange = 0.5
        cell.velocity = 30
        cell.velocityRange = 20
        cell.emissionRange = .pi
        cell.spin = 2
        cell.spinRange = 2
        cell.contents = image(6, 6, (255, 200, 0, 255))
        cell.alphaSpeed = -0.5
        emitter.emitterCells = [cell]
        window.layer.addSublayer(emitter)
        let timeline = try Stage(window: window).record {}
        let compositor = Compositor()
        let alone = try compositor.render(timeline.presentation(at: 1.25), scale: 2)
        for t in [2.0, 0.5, 1.0] { _ = try compositor.render(timeline.presentation(at: t), scale: 2) }
        XCTAssertEqual(try compositor.render(timeline.presentation(at: 1.25), scale: 2).pixels, alone.pixels)
        // Something was drawn.
        XCTAssertTrue(stride(from: 0, to: alone.pixels.count, by: 4).contains { alone.pixels[$0] > 0 })
        // Eight frames drawn on four threads at once equal the same frames drawn one by one.
        let times = (0..<8).map { 0.3 * Double($0) }
        let oneByOne = try times.map { try Compositor().render(timeline.presentation(at: $0), scale: 2).pixels }
        let together = Locked([[UInt8]](repeating: [], count: times.count))
        DispatchQueue.concurrentPerform(iterations: times.count) { i in
            let pixels = (try? Compositor().render(timeline.presentation(at: times[i]), scale: 2).pixels) ?? []
            together.withLock { $0[i] = pixels }
        }
        XCTAssertEqual(together.withLock { $0 }, oneByOne)
    }
}
