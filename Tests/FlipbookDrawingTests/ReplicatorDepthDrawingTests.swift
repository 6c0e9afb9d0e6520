import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// `CAReplicatorLayer.preservesDepth` and an emitter inside a replicator (SEMANTICS.md §29,
/// §33), drawn at scale 1 and checked against the perspective's arithmetic and the emitter's
/// birth rule. FLIPBOOK_RENDER_DUMP=<folder> writes the pictures to look at.
final class ReplicatorDepthDrawingTests: XCTestCase {
    /// A 200 x 200 replicator at (0, 0) of a 200 x 200 black window, its sublayers seen with
    /// the eye 500 points away (`sublayerTransform.m34 = -1/500`), holding a white 100 x 100
    /// square at its centre. Two copies: the second 200 points farther away (z -200) and
    /// cyan (red offset -1).
    func render(name: String, preservesDepth: Bool) throws -> Bitmap {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .black
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        replicator.sublayerTransform = perspective
        let square = CALayer()
        square.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        square.backgroundColor = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.addSublayer(square)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 0, -200)
        replicator.instanceRedOffset = -1
        replicator.preservesDepth = preservesDepth
        window.layer.addSublayer(replicator)
        let timeline = try Stage(window: window).record {}
        let b = try Compositor(cache: nil).render(timeline.presentation(at: 0), scale: 1)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        return b
    }

    /// A cell of lifetime 10 s whose image is a white square `side` pixels across.
    func whiteCell(birthRate: Float, side: CGFloat) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.birthRate = birthRate
        cell.lifetime = 10
        cell.contents =
            UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { ctx in
                UIColor.white.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
            }.cgImage
        return cell
    }

    func rgb(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let p = b.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func testFlattenedCopiesDrawInOrderAndKeptDepthDrawsTheNearOneOnTop() throws {
        // The far copy is 200 points behind the plane: through the perspective about the
        // replicator's centre (100, 100) it is scaled by 500 / (500 + 200) = 0.714, a cyan
        // square 71.4 points wide from 64.3 to 135.7, inside the white copy's 50 ... 150.
        let flat = try render(name: "replicator-flattened", preservesDepth: false)
        // Flattened (the default), copies are drawn in order: the far cyan copy over the white.
        XCTAssertEqual(rgb(flat, 100, 100), [0, 255, 255])
        XCTAssertEqual(rgb(flat, 66, 100), [0, 255, 255])
        XCTAssertEqual(rgb(flat, 62, 100), [255, 255, 255])
        XCTAssertEqual(rgb(flat, 52, 100), [255, 255, 255])
        XCTAssertEqual(rgb(flat, 48, 100), [0, 0, 0])
        // Keeping depth, the copies are sorted back to front: the near white copy covers the
        // far cyan one wholly.
        let deep = try render(name: "replicator-depth", preservesDepth: true)
        for (x, y) in [(100, 100), (66, 100), (120, 130), (52, 100)] {
            XCTAssertEqual(rgb(deep, x, y), [255, 255, 255], "(\(x), \(y))")
        }
        XCTAssertEqual(rgb(deep, 48, 100), [0, 0, 0])
    }

    func testTheReplicatorsOwnBackgroundStaysUnderCopiesThatKeepDepth() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .black
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.backgroundColor = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
        replicator.preservesDepth = true
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.backgroundColor = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        replicator.addSublayer(square)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        window.layer.addSublayer(replicator)
        let timeline = try Stage(window: window).record {}
        let b = try Compositor(cache: nil).render(timeline.presentation(at: 0), scale: 1)
        // Blue everywhere the squares are not; red at x = 0 ... 20 and 40 ... 60.
        XCTAssertEqual(rgb(b, 10, 10), [255, 0, 0])
        XCTAssertEqual(rgb(b, 50, 10), [255, 0, 0])
        XCTAssertEqual(rgb(b, 30, 10), [0, 0, 255])
        XCTAssertEqual(rgb(b, 80, 80), [0, 0, 255])
    }

    func testAnEmitterInAReplicatorEmitsOnEachCopysTime() throws {
        // An emitter of 10 a second, lifetime 10 s, in a replicator of 3 copies with an
        // instance delay of 0.5 s: at 2.05 s copy i is at 2.05 − 0.5 i, so it has made
        // ⌊10 (2.05 − 0.5 i)⌋ = 20, 15, 10 particles (§33: ⌊rate × t⌋ by t).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let replicator = CAReplicatorLayer()
        replicator.frame = window.bounds
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.5
        let emitter = CAEmitterLayer()
        emitter.frame = replicator.bounds
        emitter.name = "sparks"
        emitter.emitterCells = [whiteCell(birthRate: 10, side: 2)]
        replicator.addSublayer(emitter)
        window.layer.addSublayer(replicator)
        let timeline = try Stage(window: window).record {
            UIView.animate(withDuration: 3) { window.alpha = 0.99 }
        }
        let copies = try XCTUnwrap(timeline.presentation(at: 2.05).root.find(replicator.layerID)).sublayers
        XCTAssertEqual(copies.count, 3)
        let counts = copies.map { copy in copy.flattened.filter { $0.name == "sparks particle" }.count }
        XCTAssertEqual(counts, [20, 15, 10])
    }

    /// A white particle in a replicator of two copies whose colour is opaque white with a red
    /// offset of -1 and a blue offset of -0.5: copy 0 draws it white, copy 1 (moved 50 points
    /// right) draws it (0, 1, 0.5), as a layer's background in the same copy is multiplied
    /// (SEMANTICS.md §29: copy i's colour is instanceColor plus i times the offsets). The
    /// particle's own colour (0.5, 1, 1) multiplies both.
    func testAReplicatorCopysColourTintsItsParticles() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .black
        let replicator = CAReplicatorLayer()
        replicator.frame = window.bounds
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        replicator.instanceRedOffset = -1
        replicator.instanceBlueOffset = -0.5
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        emitter.emitterPosition = CGPoint(x: 25, y: 50)
        let cell = whiteCell(birthRate: 1, side: 10)
        cell.color = UIColor(red: 0.5, green: 1, blue: 1, alpha: 1).cgColor
        emitter.emitterCells = [cell]
        replicator.addSublayer(emitter)
        window.layer.addSublayer(replicator)
        let timeline = try Stage(window: window).record {
            UIView.animate(withDuration: 2) { window.alpha = 0.99 }
        }
        let b = try Compositor(cache: nil).render(timeline.presentation(at: 1.5), scale: 1)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent("replicator-tint.png").path)
        }
        // The particle born at 1 s (§33: particle k at k / rate) rests at the emitter's
        // position: (25, 50) in copy 0 and
        // (75, 50) in copy 1, 10 points across. The window's alpha 0.99 darkens by at most 1.
        let left = rgb(b, 25, 50), right = rgb(b, 75, 50)
        XCTAssertEqual(Double(left[0]), 127.5, accuracy: 2)
        XCTAssertEqual(Double(left[1]), 255, accuracy: 3)
        XCTAssertEqual(Double(left[2]), 255, accuracy: 3)
        XCTAssertEqual(Double(right[0]), 0, accuracy: 2)
        XCTAssertEqual(Double(right[1]), 255, accuracy: 3)
        XCTAssertEqual(Double(right[2]), 127.5, accuracy: 3)
    }
}
