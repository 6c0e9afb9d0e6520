import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

/// `CAGradientLayer` as drawn (SEMANTICS.md §14, "Gradients"), on a 100 x 100 layer at
/// scale 1: pixel (x, y) is sampled at its centre (x + 0.5, y + 0.5).
final class GradientRenderTests: XCTestCase {
    let redColour = RGBA(red: 1, green: 0, blue: 0), blueColour = RGBA(red: 0, green: 0, blue: 1)

    func render(_ g: GradientContent, name: String) throws -> Bitmap {
        var l = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        l.gradient = g
        let b = try renderOver([l], background: nil)
        dumpPNG(b, "gradient-" + name)
        return b
    }

    func assertRB(
        _ b: Bitmap, _ x: Int, _ y: Int, _ r: Int, _ bl: Int, tolerance: Int = 1,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let p = b.pixel(x: x, y: y)
        XCTAssert(
            abs(Int(p.r) - r) <= tolerance && abs(Int(p.b) - bl) <= tolerance && p.g == 0,
            "pixel (\(x), \(y)) is \(p), expected red \(r) blue \(bl) ± \(tolerance)", file: file, line: line)
    }

    func testAxialDefaultRunsTopToBottom() throws {
        // Default start (0.5, 0), end (0.5, 1): t = (y + 0.5) / 100, red = 255 (1 - t), blue = 255 t.
        // y = 0: t = 0.005, red 253.7, blue 1.3; y = 49: t = 0.495, red 128.8, blue 126.2;
        // y = 99: t = 0.995, red 1.3, blue 253.7. Constant along a row.
        let b = try render(GradientContent(colors: [redColour, blueColour]), name: "axial")
        assertRB(b, 50, 0, 254, 1)
        assertRB(b, 3, 49, 129, 126)
        assertRB(b, 97, 49, 129, 126)
        assertRB(b, 50, 99, 1, 254)
    }

    func testAxialWithLocationsAndPoints() throws {
        // Left to right, locations [0.25, 0.75]: pure red up to x = 25, pure blue from 75, and
        // at x = 49 (t = 0.495, (0.495 - 0.25) / 0.5 = 0.49): red 130.05, blue 124.95.
        var g = GradientContent(colors: [redColour, blueColour], locations: [0.25, 0.75])
        g.startPoint = CGPoint(x: 0, y: 0.5); g.endPoint = CGPoint(x: 1, y: 0.5)
        let b = try render(g, name: "axial-locations")
        assertRB(b, 10, 50, 255, 0)
        assertRB(b, 90, 10, 0, 255)
        assertRB(b, 49, 80, 130, 125)
    }

    func testRadialGrowsFromTheStartPoint() throws {
        // Start (0.5, 0.5), end (1, 1): an ellipse of radii 50 x 50 about (50, 50). The pixel
        // (75, 50) has its centre 25.505 from (50, 50): t = 0.5101, red 124.9, blue 130.1;
        // the corner (0, 0) is past the ellipse: blue.
        var g = GradientContent(colors: [redColour, blueColour])
        g.kind = .radial; g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 1)
        let b = try render(g, name: "radial")
        assertRB(b, 75, 50, 125, 130)
        assertRB(b, 50, 75, 125, 130)
        assertRB(b, 0, 0, 0, 255)
        // The centre pixel: 0.707 from the centre, t = 0.0141: red 251.4.
        assertRB(b, 50, 50, 251, 4)
    }

    func testConicTurnsClockwiseFromTheEndPoint() throws {
        // Centre (50, 50), location 0 pointing right (end (1, 0.5)), going clockwise on
        // screen: the pixel (50, 80) (centre (50.5, 80.5)) is at atan2(30.5, 0.5) = 89.06°,
        // t = 0.2474: red 191.9, blue 63.1; (20, 49) (centre (20.5, 49.5)) at 180.97°,
        // t = 0.5027: red 126.8, blue 128.2; (50, 20) at 270.94°, t = 0.7526: red 63.1.
        var g = GradientContent(colors: [redColour, blueColour])
        g.kind = .conic; g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 0.5)
        let b = try render(g, name: "conic")
        assertRB(b, 50, 80, 192, 63, tolerance: 2)
        assertRB(b, 20, 49, 127, 128, tolerance: 2)
        assertRB(b, 50, 20, 63, 192, tolerance: 2)
    }

    func testCornerRadiusRoundsTheGradient() throws {
        // cornerRadius 20 without masksToBounds: the corner pixel (0, 0) is outside the arc
        // (its centre is 27.6 from the corner centre (20, 20)), the edge's middle is not.
        var l = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        l.gradient = GradientContent(colors: [redColour])
        l.cornerRadius = 20
        let b = try renderOver([l], background: nil)
        assertRB(b, 0, 0, 0, 0, tolerance: 0)
        assertRB(b, 50, 0, 255, 0, tolerance: 0)
    }

    func testOneColourFillsAndNoColourDrawsNothing() throws {
        let one = try render(GradientContent(colors: [redColour]), name: "one")
        assertRB(one, 10, 10, 255, 0, tolerance: 0)
        assertRB(one, 90, 90, 255, 0, tolerance: 0)
        let none = try render(GradientContent(colors: []), name: "none")
        XCTAssertEqual(red(none, 50, 50), 0)
    }
}
