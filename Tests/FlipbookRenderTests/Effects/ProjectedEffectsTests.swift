import Foundation
import XCTest
import FlipbookCore
import FlipbookRender
import FlipbookTestSupport

/// Gradients, shapes and shadows on a layer turned in 3-D are drawn through its projection
/// (SEMANTICS.md §14, "Under a perspective"), like its image.
///
/// The layer: 200 x 200 points centred at (200, 200) in a 400 x 400 white frame at scale 1,
/// `transform` = Ry(50°) then m34 = -1/500 (row vectors, as Core Animation writes them).
/// A point x, y of the plane, from the layer's centre, goes to depth z = -x sin 50° and
/// weight w = 1 + x sin 50° / 500, and is drawn at (200 + x cos 50° / w, 200 + y / w).
/// With sin 50° = 0.766044, cos 50° = 0.642788:
/// - left edge, x = -100: w = 0.846791, X = 200 - 64.2788 / 0.846791 = 124.09,
///   Y = 200 -+ 100 / 0.846791 = 81.91 and 318.09;
/// - right edge, x = 100: w = 1.153209, X = 200 + 64.2788 / 1.153209 = 255.74,
///   Y = 200 -+ 100 / 1.153209 = 113.29 and 286.71.
/// So the projected quadrilateral is TL (124.09, 81.91), TR (255.74, 113.29),
/// BR (255.74, 286.71), BL (124.09, 318.09): the near left edge is the taller.
/// Its top edge at screen x runs at y = 81.91 + (x - 124.09) 0.23835, its bottom edge at
/// y = 318.09 - (x - 124.09) 0.23835. The affine map through TL, TR and BL that was drawn
/// before would have put the fourth corner at (255.74, 349.47).
final class ProjectedEffectsTests: XCTestCase {
    let sin50 = sin(50 * Double.pi / 180), cos50 = cos(50 * Double.pi / 180)

    func turned(_ layer: inout LayerState) {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        layer.transform = Transform3D.rotation(50 * .pi / 180, 0, 1, 0).concatenating(p)
    }

    func render(_ layer: LayerState, name: String) throws -> Bitmap {
        let b = try renderOver([layer], width: 400, height: 400)
        dumpPNG(b, "projected-" + name)
        return b
    }

    /// Pixels just inside each corner of the quadrilateral (3 px in from its vertical edges,
    /// 4 px in from the sloped ones) and just outside it.
    let insideLeft = [(127, 87), (127, 312)], insideRight = [(252, 118), (252, 281)]
    let outside = [(120, 100), (260, 200), (200, 95), (250, 300), (150, 320), (124, 78)]

    func testCornersOfTheHandWorkedQuadrilateral() {
        // The figures in the type's comment, worked again from the maths here.
        func project(_ x: Double, _ y: Double) -> (Double, Double) {
            let w = 1 + x * sin50 / 500
            return (200 + x * cos50 / w, 200 + y / w)
        }
        let tl = project(-100, -100), br = project(100, 100)
        XCTAssertEqual(tl.0, 124.09, accuracy: 0.01)
        XCTAssertEqual(tl.1, 81.91, accuracy: 0.01)
        XCTAssertEqual(br.0, 255.74, accuracy: 0.01)
        XCTAssertEqual(br.1, 286.71, accuracy: 0.01)
    }

    func testGradientFillsTheProjectedQuadrilateral() throws {
        // Red at the left edge to blue at the right (startPoint (0, 0.5), endPoint (1, 0.5)).
        // Near the left corners the plane's x is within 5 points of the edge (a screen pixel
        // there spans 0.846791² / cos 50° = 1.12 points): t < 0.03, red > 245. Near the right
        // corners a pixel spans 1.153209² / cos 50° = 2.07 points, 3.5 px is about 7 points:
        // t > 0.95, blue > 240. The centre of the plane (x = 0) is drawn at screen x = 200:
        // pixel (199, 200) has its centre at X = 199.5, plane x = X' / (cos 50° - X' sin 50° /
        // 500) with X' = -0.5: x = -0.778, t = 0.4961, red 128.5, blue 126.5. (The affine
        // approximation put t = (199.5 - 124.09) / 131.65 = 0.573 there: red 109.)
        var l = makeLayer(1, frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        var g = GradientContent(colors: [red, blue])
        g.startPoint = CGPoint(x: 0, y: 0.5); g.endPoint = CGPoint(x: 1, y: 0.5)
        l.gradient = g
        turned(&l)
        let b = try render(l, name: "gradient")
        for (x, y) in insideLeft {
            let p = b.pixel(x: x, y: y)
            XCTAssert(p.r > 245 && p.b < 10 && p.g == 0, "(\(x), \(y)) is \(p), expected red")
        }
        for (x, y) in insideRight {
            let p = b.pixel(x: x, y: y)
            XCTAssert(p.b > 240 && p.r < 15 && p.g == 0, "(\(x), \(y)) is \(p), expected blue")
        }
        let mid = b.pixel(x: 199, y: 200)
        XCTAssertEqual(Double(mid.r), 128.5, accuracy: 2.5, "\(mid)")
        XCTAssertEqual(Double(mid.b), 126.5, accuracy: 2.5, "\(mid)")
        assertBackdrop(b)
    }

    func testShapeFillsTheProjectedQuadrilateral() throws {
        // A CAShapeLayer filling its bounds in green: green just inside the four corners,
        // white outside; (250, 300) lies below the true bottom edge (y = 288.1 at x = 250.5)
        // but inside the old parallelogram.
        var l = makeLayer(1, frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        var s = ShapeContent(path: VectorPath(rect: CGRect(x: 0, y: 0, width: 200, height: 200)))
        s.fillColor = green
        l.shape = s
        turned(&l)
        let b = try render(l, name: "shape")
        for (x, y) in insideLeft + insideRight {
            let p = b.pixel(x: x, y: y)
            XCTAssert(p.g > 250 && p.r < 5 && p.b < 5, "(\(x), \(y)) is \(p), expected green")
        }
        assertBackdrop(b)
    }

    func testShadowIsCastInTheLayersPlane() throws {
        // Only a shadow (shadowPath = the bounds, no offset, radius 0, opacity 1): black on
        // the projected quadrilateral, white outside. A shadow offset by 40 points to the
        // right in the layer's plane reaches plane x = 140, drawn at
        // 200 + 140 cos 50° / (1 + 140 sin 50° / 500) = 200 + 89.99 / 1.21449 = 274.10:
        // pixel (270, 200) is dark, (280, 200) white; the affine map put it at 124.09 + 240 x 0.65825 = 282.1.
        var l = makeLayer(1, frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        l.shadow.opacity = 1
        l.shadow.radius = 0
        l.shadow.offset = .zero
        l.shadow.path = VectorPath(rect: CGRect(x: 0, y: 0, width: 200, height: 200))
        turned(&l)
        let b = try render(l, name: "shadow")
        for (x, y) in insideLeft + insideRight {
            let p = b.pixel(x: x, y: y)
            XCTAssert(p.r < 5 && p.g < 5 && p.b < 5, "(\(x), \(y)) is \(p), expected black")
        }
        assertBackdrop(b)

        l.shadow.offset = CGSize(width: 40, height: 0)
        let moved = try render(l, name: "shadow-offset")
        XCTAssertLessThan(moved.pixel(x: 270, y: 200).r, 5)
        XCTAssertEqual(moved.pixel(x: 280, y: 200).r, 255)
        XCTAssertEqual(moved.pixel(x: 120, y: 200).r, 255, "nothing left of the left edge")
    }

    func assertBackdrop(_ b: Bitmap, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in outside {
            let p = b.pixel(x: x, y: y)
            XCTAssert(
                p.r == 255 && p.g == 255 && p.b == 255, "(\(x), \(y)) is \(p), expected the white backdrop",
                file: file, line: line)
        }
    }
}
