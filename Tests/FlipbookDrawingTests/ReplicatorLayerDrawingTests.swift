import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// `CAReplicatorLayer` drawn (SEMANTICS.md §29): a 10 x 10 red square replicated three times
/// with a 20-point translation, on black, at 2x. FLIPBOOK_RENDER_DUMP=<folder> writes the
/// pictures to look at.
final class ReplicatorLayerDrawingTests: XCTestCase {
    func render(name: String, _ configure: (CAReplicatorLayer) -> Void) throws -> Bitmap {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.backgroundColor = .black
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        replicator.addSublayer(square)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        configure(replicator)
        window.layer.addSublayer(replicator)
        let timeline = try Stage(window: window).record {}
        let b = try Compositor().render(timeline.presentation(at: 0), scale: 2)
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

    func testThreeSquaresTwentyPointsApart() throws {
        let b = try render(name: "replicator-three") { _ in }
        // Squares at x = 0, 20, 40 (copy i moved by 20 i): red inside, black between and after.
        for x in [0.5, 5, 9.5, 20.5, 25, 29.5, 40.5, 45, 49.5] {
            XCTAssertEqual(rgb(b, x, 5), [255, 0, 0], "x = \(x)")
        }
        for x in [10.5, 15, 19.5, 30.5, 39.5, 50.5, 65, 95] { XCTAssertEqual(rgb(b, x, 5), [0, 0, 0], "x = \(x)") }
        // Below the squares (y >= 10): nothing.
        for x in [5.0, 25, 45] { XCTAssertEqual(rgb(b, x, 10.5), [0, 0, 0]) }
    }

    func testAlphaOffsetFadesEachCopy() throws {
        let b = try render(name: "replicator-alpha") { $0.instanceAlphaOffset = -0.5 }
        // Alpha 1, 0.5, 0 over black: red 255, 255 x 0.5 (127 or 128 after rounding), 0.
        XCTAssertEqual(rgb(b, 5, 5), [255, 0, 0])
        let half = rgb(b, 25, 5)
        XCTAssertEqual(Double(half[0]), 127.5, accuracy: 1)
        XCTAssertEqual(half[1...], [0, 0])
        XCTAssertEqual(rgb(b, 45, 5), [0, 0, 0])
    }

    func testInstanceColorMultipliesTheColour() throws {
        // A white square times instanceColor (0, 1, 1) with red offset +0.5: copies of red
        // 0, 0.5, 1 (clamped), green and blue 1.
        let b = try render(name: "replicator-color") {
            $0.sublayers?[0].backgroundColor = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
            $0.instanceColor = RGBA(red: 0, green: 1, blue: 1, alpha: 1)
            $0.instanceRedOffset = 0.5
        }
        XCTAssertEqual(rgb(b, 5, 5), [0, 255, 255])
        let mid = rgb(b, 25, 5)
        XCTAssertEqual(Double(mid[0]), 127.5, accuracy: 1)
        XCTAssertEqual(mid[1...], [255, 255])
        XCTAssertEqual(rgb(b, 45, 5), [255, 255, 255])
    }

    func testRotationTurnsAboutTheCentre() throws {
        // Four copies turned by pi/2 each about the centre (50, 20) of the 100 x 40 bounds: the
        // square's centre (5, 5) is at (-45, -15) from it; turned by pi/2 (x, y) -> (-y, x) it
        // lands at (65, -25), by pi at (95, 35), by 3 pi/2 at (35, 65). In the window: copies
        // 0 and 2 at (5, 5) and (95, 35); copy 1 at (65, -25) and copy 3 at (35, 65) fall outside.
        let b = try render(name: "replicator-rotation") {
            $0.instanceCount = 4
            $0.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        XCTAssertEqual(rgb(b, 5, 5), [255, 0, 0])
        XCTAssertEqual(rgb(b, 95, 35), [255, 0, 0])
        XCTAssertEqual(rgb(b, 25, 5), [0, 0, 0])
        XCTAssertEqual(rgb(b, 50, 20), [0, 0, 0])
        XCTAssertEqual(rgb(b, 95, 5), [0, 0, 0])
    }

    func testZeroCopiesDrawNothing() throws {
        let b = try render(name: "replicator-zero") { $0.instanceCount = 0 }
        for x in [5.0, 25, 45] { XCTAssertEqual(rgb(b, x, 5), [0, 0, 0]) }
    }
}
