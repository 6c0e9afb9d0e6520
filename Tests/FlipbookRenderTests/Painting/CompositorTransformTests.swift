import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookCore
@testable import FlipbookRender

final class CompositorTransformTests: XCTestCase {
    let compositor = Compositor()

    /// Perspective with the eye `d` points in front of the plane (`m34 = -1/d`).
    func perspective(_ d: Double) -> Transform3D {
        var p = Transform3D.identity
        p.m34 = -1 / d
        return p
    }

    func testTransformIsAppliedAboutTheAnchorPoint() throws {
        // Spring-rotate's start: anchor (1, 0), position (W, 0), rotation -pi/2. By
        // SEMANTICS.md §1, q' = (100, 0) + R(q - (60, 0)) with R(x, y) = (y, -x) for -pi/2,
        // so the 60x40 bounds land on x 100...140, y 0...60 and its top-left corner q = (0, 0)
        // at (100, 60): the layer turned a quarter counter-clockwise about its top right.
        var layer = makeLayer(
            1, frame: CGRect(x: 40, y: 0, width: 60, height: 40), color: red, anchor: CGPoint(x: 1, y: 0),
            sublayers: [makeLayer(2, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: green)])
        XCTAssertEqual(layer.position, CGPoint(x: 100, y: 0))
        layer.transform = Transform3D.rotation(-Double.pi / 2, 0, 0, 1)
        let b = try compositor.render(makeTree(width: 200, height: 100, [layer]), scale: 1)
        dump(b, "anchor-rotation")
        assertPixel(b, 120, 30, (255, 0, 0))
        assertPixel(b, 139, 1, (255, 0, 0))
        // Pixel centre (105.5, 55.5) comes from q = (4.5, 5.5): the green corner square.
        assertPixel(b, 105, 55, (0, 255, 0))
        assertPixel(b, 135, 55, (255, 0, 0))
        assertPixel(b, 99, 30, (0, 0, 0))
        assertPixel(b, 140, 30, (0, 0, 0))
        assertPixel(b, 120, 60, (0, 0, 0))
        assertPixel(b, 70, 20, (0, 0, 0))  // where the frame was before the rotation
    }

    func testPositiveRotationTurnsClockwise() throws {
        // A 40x10 bar rotated pi/2 about its centre (50, 50) stands upright; a marker at its
        // right end must end up at the bottom (clockwise with y down).
        var bar = makeLayer(
            1, frame: CGRect(x: 30, y: 45, width: 40, height: 10), color: red,
            sublayers: [makeLayer(2, frame: CGRect(x: 30, y: 0, width: 10, height: 10), color: green)])
        bar.transform = Transform3D.rotation(Double.pi / 2, 0, 0, 1)
        let b = try compositor.render(makeTree([bar]), scale: 1)
        assertPixel(b, 50, 65, (0, 255, 0))
        assertPixel(b, 50, 35, (255, 0, 0))
    }

    /// Painted height of pixel column `x`, counting partial coverage.
    func columnHeight(_ b: Bitmap, _ x: Int) -> Double {
        (0..<b.height).reduce(0) { $0 + Double(b.pixel(x: x, y: $1).r) / 255 }
    }

    func testPerspectiveDrawsTheNearEdgeTaller() throws {
        // A 375x667 layer turned pi/4 about the vertical axis through its centre, eye 1200
        // points in front: a point of the plane at x (from the centre) sits at depth
        // z = -x sin(a) and is drawn at c + (q - c) * 1200 / (1200 - z) (SEMANTICS.md §9).
        let (w, h, d, a) = (375.0, 667.0, 1200.0, Double.pi / 4)
        var layer = makeLayer(1, frame: CGRect(x: 0, y: 66.5, width: w, height: h), color: .white)
        layer.transform = Transform3D.rotation(a, 0, 1, 0).concatenating(perspective(d))
        let b = try compositor.render(makeTree(width: 375, height: 800, [layer]), scale: 1)
        dump(b, "perspective")

        // Screen column X (from the centre) shows plane x with X = x cos(a) * d / (d - z).
        func expectedHeight(atColumn column: Int) -> Double {
            let X = Double(column) + 0.5 - w / 2
            let x = X / (cos(a) - X * sin(a) / d)
            return h * d / (d + x * sin(a))
        }
        let nearEdge = w / 2 - (w / 2) * cos(a) * d / (d - (w / 2) * sin(a))  // 38.45
        let farEdge = w / 2 + (w / 2) * cos(a) * d / (d + (w / 2) * sin(a))  // 306.89
        XCTAssertEqual(nearEdge, 38.45, accuracy: 0.01)
        XCTAssertEqual(farEdge, 306.89, accuracy: 0.01)
        assertPixel(b, 37, 400, (0, 0, 0))
        assertPixel(b, 39, 400, (255, 255, 255))
        assertPixel(b, 306, 400, (255, 255, 255), tolerance: 255 - 200)
        assertPixel(b, 307, 400, (0, 0, 0), tolerance: 1)

        let near = columnHeight(b, 40), far = columnHeight(b, 305)
        XCTAssertEqual(near, expectedHeight(atColumn: 40), accuracy: 2)
        XCTAssertEqual(far, expectedHeight(atColumn: 305), accuracy: 2)
        XCTAssertGreaterThan(near, far * 1.2)
        XCTAssertEqual(near / far, expectedHeight(atColumn: 40) / expectedHeight(atColumn: 305), accuracy: 0.01)
        // The edges themselves: 667 * 1200 / (1200 -+ 187.5 sin(pi/4)) = 749.9 and 600.6.
        XCTAssertEqual(expectedHeight(atColumn: 38), 749.9, accuracy: 1.5)
        // Vertically centred on the layer's centre, y = 400.
        let top = (0..<800).first { b.pixel(x: 40, y: $0).r > 127 }!
        let bottom = (0..<800).last { b.pixel(x: 40, y: $0).r > 127 }!
        XCTAssertEqual(Double(top + bottom + 1) / 2, 400, accuracy: 1)
    }

    func testPerspectivePolygonMatchesTheAffinePathWhenFlat() throws {
        // A vanishing perspective term sends the layer down the projected-polygon path; it
        // must draw what the Cairo-matrix path draws, rounded corners included.
        func tree(_ m14: Double) -> LayerTree {
            var card = makeLayer(
                1, frame: CGRect(x: 12, y: 12, width: 70, height: 50), color: .white,
                sublayers: [makeLayer(2, frame: CGRect(x: 10, y: 10, width: 80, height: 20), color: red)])
            card.cornerRadius = 20
            card.borderWidth = 3
            card.borderColor = blue
            card.masksToBounds = true
            card.transform.m14 = m14
            return makeTree([card])
        }
        let affine = try compositor.render(tree(0), scale: 3)
        let projected = try compositor.render(tree(1e-13), scale: 3)
        dump(projected, "projected-card")
        // Both flatten the arcs within 0.1 pixel, so edge pixels may differ by a tenth of
        // their coverage (about 25 levels) each way; nothing else may differ.
        var worst = 0, differing = 0
        for i in 0..<affine.pixels.count {
            let d = abs(Int(affine.pixels[i]) - Int(projected.pixels[i]))
            worst = max(worst, d)
            if d > 8 { differing += 1 }
        }
        XCTAssertLessThanOrEqual(worst, 48)
        XCTAssertLessThan(differing, 300)  // the outlines are about 1800 pixels long
    }

    func testBackFaceIsSkippedWhenNotDoubleSided() throws {
        func render(angle: Double, doubleSided: Bool) throws -> Bitmap {
            var layer = makeLayer(
                1, frame: CGRect(x: 20, y: 20, width: 60, height: 60), color: red,
                sublayers: [makeLayer(2, frame: CGRect(x: 0, y: 0, width: 20, height: 20), color: green)])
            layer.isDoubleSided = doubleSided
            layer.transform = Transform3D.rotation(angle, 0, 1, 0).concatenating(perspective(500))
            return try compositor.render(makeTree([layer]), scale: 1)
        }
        let back = try render(angle: 3 * Double.pi / 4, doubleSided: false)
        XCTAssertEqual(back, Bitmap(width: 100, height: 100)!)
        let shown = try render(angle: 3 * Double.pi / 4, doubleSided: true)
        assertPixel(shown, 50, 50, (255, 0, 0))
        // Seen from behind the green corner square is on the right.
        assertPixel(shown, 62, 28, (0, 255, 0))
        let front = try render(angle: Double.pi / 4, doubleSided: false)
        assertPixel(front, 50, 50, (255, 0, 0))
        XCTAssertEqual(try render(angle: Double.pi, doubleSided: false), Bitmap(width: 100, height: 100)!)
    }

    func testPointBehindTheEyeSkipsTheLayerWithoutCrashing() throws {
        // Eye 100 points away; the near edge of a 375-wide layer turned pi/4 comes 132
        // points towards the viewer, past the eye.
        var layer = makeLayer(
            1, frame: CGRect(x: 0, y: 0, width: 375, height: 667), color: red,
            sublayers: [makeLayer(2, frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: green)])
        layer.transform = Transform3D.rotation(Double.pi / 4, 0, 1, 0).concatenating(perspective(100))
        let sibling = makeLayer(3, frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: blue)
        let b = try compositor.render(makeTree(width: 375, height: 667, [layer, sibling]), scale: 1)
        assertPixel(b, 200, 300, (0, 0, 0))
        assertPixel(b, 20, 20, (0, 0, 255))
    }

    func testDegenerateTransformsDrawNothingAndDoNotFail() throws {
        var zero = makeLayer(
            1, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: red,
            sublayers: [makeLayer(2, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: red)])
        zero.transform = .scale(0, 1, 1)
        var flatW = makeLayer(3, frame: CGRect(x: 50, y: 0, width: 50, height: 50), color: red)
        flatW.transform.m44 = 0
        var notANumber = makeLayer(4, frame: CGRect(x: 0, y: 50, width: 50, height: 50), color: red)
        notANumber.transform.m11 = .nan
        let shown = makeLayer(5, frame: CGRect(x: 50, y: 50, width: 50, height: 50), color: green)
        let b = try compositor.render(makeTree([zero, flatW, notANumber, shown]), scale: 1)
        assertPixel(b, 25, 25, (0, 0, 0))
        assertPixel(b, 75, 25, (0, 0, 0))
        assertPixel(b, 25, 75, (0, 0, 0))
        assertPixel(b, 75, 75, (0, 255, 0))
    }

    func testTransformsComposeDownTheTree() throws {
        // Parent scaled 2x about its centre (50, 50); the child frame (0, 0, 10, 10) of its
        // 40x40 bounds (at 30...70 unscaled) lands at 10...30.
        var parent = makeLayer(
            1, frame: CGRect(x: 30, y: 30, width: 40, height: 40),
            sublayers: [makeLayer(2, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: red)])
        parent.transform = .scale(2, 2, 1)
        let b = try compositor.render(makeTree([parent]), scale: 1)
        assertPixel(b, 10, 10, (255, 0, 0))
        assertPixel(b, 29, 29, (255, 0, 0))
        assertPixel(b, 30, 30, (0, 0, 0))
        assertPixel(b, 9, 9, (0, 0, 0))
    }
}
