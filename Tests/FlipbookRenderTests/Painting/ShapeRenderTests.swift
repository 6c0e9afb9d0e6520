import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

/// `CAShapeLayer` as drawn (SEMANTICS.md §14, "Shapes"): white on the black backdrop at
/// scale 1, so a pixel's red channel is its coverage.
final class ShapeRenderTests: XCTestCase {
    func line(_ a: CGPoint, _ b: CGPoint, width: Double, cap: ShapeContent.LineCap = .butt) -> ShapeContent {
        var path = VectorPath()
        path.move(to: a); path.addLine(to: b)
        var s = ShapeContent(path: path)
        s.fillColor = nil; s.strokeColor = .white; s.lineWidth = width; s.lineCap = cap
        return s
    }

    func render(_ shape: ShapeContent, name: String) throws -> Bitmap {
        let b = try renderOver(
            [shapeLayer(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100), shape)], background: nil)
        dumpPNG(b, name)
        return b
    }

    func testStrokeEndHalfDrawsHalfTheCircumference() throws {
        // A circle of radius 30 about (50, 50), stroke 4 wide, strokeEnd 0.5: from 3 o'clock
        // clockwise (down) to 9 o'clock. The butt ends are cut along y = 50, so all the paint
        // is below it: half the ring, pi (32² - 28²) / 2 = 120 pi = 376.99 px², and none above.
        var s = ShapeContent(path: VectorPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)))
        s.fillColor = nil; s.strokeColor = .white; s.lineWidth = 4; s.strokeEnd = 0.5
        let b = try render(s, name: "stroke-end-half")
        XCTAssertEqual(paintedArea(b, x: 0..<100, y: 50..<100), 376.99, accuracy: 2)
        XCTAssertEqual(paintedArea(b, x: 0..<100, y: 0..<50), 0, accuracy: 0.5)
        XCTAssertEqual(red(b, 50, 80), 255)  // the bottom of the ring, (50, 78...82)
        XCTAssertEqual(red(b, 50, 20), 0)  // the top is not drawn
        // strokeStart 0.5, strokeEnd 1 draws the other half.
        s.strokeStart = 0.5; s.strokeEnd = 1
        let top = try render(s, name: "stroke-start-half")
        XCTAssertEqual(paintedArea(top, x: 0..<100, y: 0..<50), 376.99, accuracy: 2)
        XCTAssertEqual(red(top, 50, 80), 0)
    }

    func testDashesAndPhase() throws {
        // A line at y = 50 from x = 10 to 90, 10 wide, dashes [10, 10]: painted x in
        // [10, 20), [30, 40), [50, 60), [70, 80).
        var s = line(CGPoint(x: 10, y: 50), CGPoint(x: 90, y: 50), width: 10)
        s.lineDashPattern = [10, 10]
        let b = try render(s, name: "dashes")
        for x in [10, 15, 19, 30, 55, 79] { XCTAssertEqual(red(b, x, 50), 255, "x \(x)") }
        for x in [20, 25, 29, 40, 65, 80, 85] { XCTAssertEqual(red(b, x, 50), 0, "x \(x)") }
        // Phase 5 starts half way into the first dash: on [10, 15), off [15, 25), on [25, 35).
        s.lineDashPhase = 5
        let shifted = try render(s, name: "dashes-phase")
        XCTAssertEqual(red(shifted, 12, 50), 255)
        XCTAssertEqual(red(shifted, 20, 50), 0)
        XCTAssertEqual(red(shifted, 30, 50), 255)
        // A pattern with a negative length is drawn solid (documented).
        s.lineDashPattern = [10, -1]
        XCTAssertEqual(red(try render(s, name: "dashes-bad"), 25, 50), 255)
    }

    func testCaps() throws {
        // A line from (20, 50) to (80, 50), 20 wide. Past its start at x = 12 (8 before it):
        // butt: nothing; round: the disc of radius 10 about (20, 50) covers (12, 50) but not
        // the pixel (11, 41) (its nearest corner (12, 42) is 11.3 away); square: the square
        // end (10...20, 40...60) covers both.
        let a = CGPoint(x: 20, y: 50), b = CGPoint(x: 80, y: 50)
        let butt = try render(line(a, b, width: 20, cap: .butt), name: "cap-butt")
        let round = try render(line(a, b, width: 20, cap: .round), name: "cap-round")
        let square = try render(line(a, b, width: 20, cap: .square), name: "cap-square")
        XCTAssertEqual(red(butt, 12, 50), 0)
        XCTAssertEqual(red(round, 12, 50), 255)
        XCTAssertEqual(red(round, 11, 41), 0)
        XCTAssertEqual(red(square, 12, 50), 255)
        XCTAssertEqual(red(square, 11, 41), 255)
    }

    func testJoinsAndMiterLimit() throws {
        // A right angle (20, 80) -> (20, 20) -> (80, 20), 20 wide. Outside the corner:
        // miter: the square corner reaches (10, 10), so (11, 11) is painted;
        // bevel: the cut from (10, 20) to (20, 10) (x + y = 30) leaves (14, 14) out;
        // round: the disc of radius 10 about (20, 20) holds (14, 14) (distance 8.5), not (11, 11).
        func corner(_ join: ShapeContent.LineJoin, miterLimit: Double = 10) throws -> Bitmap {
            var path = VectorPath()
            path.move(to: CGPoint(x: 20, y: 80)); path.addLine(to: CGPoint(x: 20, y: 20));
            path.addLine(to: CGPoint(x: 80, y: 20))
            var s = ShapeContent(path: path)
            s.fillColor = nil; s.strokeColor = .white; s.lineWidth = 20; s.lineJoin = join; s.miterLimit = miterLimit
            return try render(s, name: "join-\(join)-\(miterLimit)")
        }
        let miter = try corner(.miter), bevel = try corner(.bevel), round = try corner(.round)
        XCTAssertEqual(red(miter, 11, 11), 255)
        XCTAssertEqual(red(miter, 14, 14), 255)
        XCTAssertEqual(red(bevel, 11, 11), 0)
        XCTAssertEqual(red(bevel, 14, 14), 0)
        XCTAssertEqual(red(round, 11, 11), 0)
        XCTAssertEqual(red(round, 14, 14), 255)
        // A right angle's miter is sqrt 2 = 1.414 line widths long: a limit of 1.4 bevels it.
        XCTAssertEqual(red(try corner(.miter, miterLimit: 1.4), 11, 11), 0)
        XCTAssertEqual(red(try corner(.miter, miterLimit: 1.5), 11, 11), 255)
    }

    func testFillRules() throws {
        // Two squares, (10...90) and (30...70), both clockwise: non-zero fills the inner one
        // (winding 2), even-odd leaves it empty (two crossings).
        var path = VectorPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80))
        path.append(VectorPath(rect: CGRect(x: 30, y: 30, width: 40, height: 40)))
        var s = ShapeContent(path: path)
        s.fillColor = .white
        let nonZero = try render(s, name: "fill-nonzero")
        s.fillRule = .evenOdd
        let evenOdd = try render(s, name: "fill-evenodd")
        XCTAssertEqual(red(nonZero, 50, 50), 255)
        XCTAssertEqual(red(evenOdd, 50, 50), 0)
        XCTAssertEqual(red(nonZero, 20, 50), 255)
        XCTAssertEqual(red(evenOdd, 20, 50), 255)
        XCTAssertEqual(red(evenOdd, 5, 50), 0)
        // The inner square reversed (as `UIBezierPath.reversing()` makes cutouts): winding 0
        // inside it, so non-zero leaves the hole too.
        var cutout = VectorPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80))
        cutout.append(VectorPath(rect: CGRect(x: 30, y: 30, width: 40, height: 40)).reversed())
        var c = ShapeContent(path: cutout)
        c.fillColor = .white
        let hole = try render(c, name: "fill-cutout")
        XCTAssertEqual(red(hole, 50, 50), 0)
        XCTAssertEqual(red(hole, 20, 50), 255)
    }

    func testDefaultFillIsOpaqueBlackOverTheBackground() throws {
        // A white layer with a default shape (black fill, no stroke) of a 40 x 40 square.
        var l = shapeLayer(
            1, frame: CGRect(x: 10, y: 10, width: 80, height: 80),
            ShapeContent(path: VectorPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40))))
        l.backgroundColor = .white
        let b = try renderOver([l], background: nil)
        XCTAssertEqual(red(b, 15, 15), 255)  // background
        XCTAssertEqual(red(b, 50, 50), 0)  // the path's square, in the layer's space: (30...70)
        XCTAssertEqual(red(b, 31, 31), 0)
        XCTAssertEqual(red(b, 29, 29), 255)
    }

    func testMasksToBoundsClipsTheShape() throws {
        // A circle of radius 40 about (50, 50) in a 50 x 50 layer at the origin that masks to
        // bounds: only its top-left quarter shows.
        var s = ShapeContent(path: VectorPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80)))
        s.fillColor = .white
        var l = shapeLayer(1, frame: CGRect(x: 0, y: 0, width: 50, height: 50), s)
        l.masksToBounds = true
        let b = try renderOver([l], background: nil)
        XCTAssertEqual(red(b, 45, 45), 255)
        XCTAssertEqual(red(b, 55, 55), 0)
    }

    func testHostilePathsDrawNothingOrClampAndNeverCrash() throws {
        // A NaN point: the path is not drawn (the recording already stopped with an error).
        var bad = VectorPath()
        bad.move(to: .zero); bad.addLine(to: CGPoint(x: Double.nan, y: 5)); bad.addLine(to: CGPoint(x: 100, y: 100))
        var s = ShapeContent(path: bad)
        s.fillColor = .white; s.strokeColor = .white
        XCTAssertEqual(paintedArea(try render(s, name: "nan"), x: 0..<100, y: 0..<100), 0)
        // Coordinates of 1e300: clamped to ±1e6 points; a triangle with one such corner still
        // covers the frame's part it covers, and the call returns.
        var huge = VectorPath()
        huge.move(to: CGPoint(x: 0, y: 0)); huge.addLine(to: CGPoint(x: 1e300, y: 0));
        huge.addLine(to: CGPoint(x: 0, y: 1e300))
        huge.closeSubpath()
        s = ShapeContent(path: huge)
        s.fillColor = .white
        let b = try render(s, name: "huge")
        XCTAssertEqual(red(b, 50, 50), 255)
        // A negative line width strokes nothing.
        s = line(CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50), width: -4)
        XCTAssertEqual(paintedArea(try render(s, name: "negative-width"), x: 0..<100, y: 0..<100), 0)
    }
}
