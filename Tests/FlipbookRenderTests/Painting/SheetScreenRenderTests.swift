import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

/// Screen S of the showcase's "scenes of real apps" (a share sheet: top corners rounded 16,
/// shadow opacity 0.2, radius 10, offset (0, -2), a grabber, three icon circles), built from
/// layer values and drawn whole.
final class SheetScreenRenderTests: XCTestCase {
    func sheetScreen() -> LayerTree {
        var sheet = makeLayer(1, frame: CGRect(x: 0, y: 267, width: 375, height: 400), color: .white)
        sheet.cornerRadius = 16
        sheet.maskedCorners = [.minXMinY, .maxXMinY]
        sheet.shadow.opacity = 0.2; sheet.shadow.radius = 10; sheet.shadow.offset = CGSize(width: 0, height: -2)
        var grabber = makeLayer(2, frame: CGRect(x: 169.5, y: 8, width: 36, height: 5), color: RGBA(hex: 0xC7C7CC))
        grabber.cornerRadius = 2.5
        sheet.sublayers.append(grabber)
        for (i, hex) in [UInt32(0x007AFF), 0x34C759, 0xFF9500].enumerated() {
            var icon = makeLayer(10 + i, frame: CGRect(x: 16, y: 70 + 44 * Double(i), width: 44, height: 44))
            var s = ShapeContent(path: VectorPath(ellipseIn: CGRect(x: 0, y: 0, width: 44, height: 44)))
            s.fillColor = RGBA(hex: hex)
            icon.shape = s
            sheet.sublayers.append(icon)
        }
        var tree = makeTree(width: 375, height: 667, [sheet])
        tree.root.backgroundColor = RGBA(hex: 0xF2F2F7)
        return tree
    }

    func testSheetShadowAboveTheTopEdgeAndRoundedTopCorners() throws {
        let b = try Compositor().render(sheetScreen(), scale: 1)
        dumpPNG(try Compositor().render(sheetScreen(), scale: 2), "screen-s@2x")
        // Above the middle of the top edge the shadow's edge is at 267 - 2 = 265; the pixel
        // row 262 (centre 262.5) has alpha 0.2 Phi(-2.5 / 10) = 0.2 x 0.40129 = 0.080259,
        // over #F2F2F7: red 242 (1 - 0.080259) = 222.6, blue 247 x 0.91974 = 227.2.
        let p = b.pixel(x: 187, y: 262)
        XCTAssertEqual(Int(p.r), 223, accuracy: 1)
        XCTAssertEqual(Int(p.b), 227, accuracy: 1)
        // 40 px above (10 + 4 sigma), nothing: the background.
        XCTAssertEqual(Int(b.pixel(x: 187, y: 225).r), 242)
        // The top-left corner pixel is outside the arc: background darkened by the shadow,
        // not white; the bottom corners are square and white.
        XCTAssertLessThan(Int(b.pixel(x: 0, y: 267).r), 242)
        assertPixel(b, 0, 666, (255, 255, 255))
        // The first icon's centre (38, 267 + 92) is system blue.
        assertPixel(b, 38, 359, (0, 0x7A, 0xFF))
    }

    func testSameBytesOnAnyNumberOfThreads() throws {
        // Shadows, masks and shapes keep rendering a pure function: one frame drawn by one
        // thread, then by four at once through one compositor, gives the same bytes.
        let tree = sheetScreen()
        let compositor = Compositor()
        let alone = try compositor.render(tree, scale: 2).pixels
        let results = Locked([[UInt8]?](repeating: nil, count: 4))
        try WorkerPool.run(count: 4, threads: 4) { i in
            let pixels = try compositor.render(tree, scale: 2).pixels
            results.withLock { $0[i] = pixels }
        }
        for r in results.value { XCTAssertTrue(r == alone) }
    }
}
