import XCTest
@testable import FlipbookCore

/// Paths as values: construction, measuring, trimming by arc length and morphing
/// (SEMANTICS.md §14, "Shapes"). Expected values are worked out by hand in the comments.
final class VectorPathTests: XCTestCase {
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    func assertPoint(
        _ a: CGPoint?, _ b: CGPoint, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let a else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(a.x, b.x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: accuracy, file: file, line: line)
    }

    func testRectIsItsOriginThenClockwiseOnScreenAndClosed() {
        let r = VectorPath(rect: CGRect(x: 1, y: 2, width: 10, height: 20))
        XCTAssertEqual(
            r.elements, [.move(to: p(1, 2)), .line(to: p(11, 2)), .line(to: p(11, 22)), .line(to: p(1, 22)), .close])
        XCTAssertEqual(r.length, 60)  // 10 + 20 + 10 + 20, the close included
    }

    func testEllipseStartsAtTheRightAndGoesDownFirst() {
        let e = VectorPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(e.elements.count, 6)  // move, four quarter curves, close
        XCTAssertEqual(e.elements[0], .move(to: p(20, 5)))
        // The first quarter ends at the bottom (10, 10): y grows first, clockwise on screen.
        assertPoint(e.elements[1].points.last, p(10, 10))
        assertPoint(e.elements[2].points.last, p(0, 5))
        assertPoint(e.elements[3].points.last, p(10, 0))
        // Control points at k = 0.5522847498 of the radii: (20, 5 + 5k) first.
        assertPoint(e.elements[1].points[0], p(20, 5 + 5 * 0.5522847498), accuracy: 1e-9)
    }

    func testCircleLengthAndHalfOfIt() {
        // A circle of radius 30: 2 pi 30 = 188.4956; the cubic quarter arcs are within 0.03 %.
        let c = VectorPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60))
        XCTAssertEqual(c.length, 188.4956, accuracy: 0.06)
        // The first half by length: the two quarters through the bottom, ending at the left.
        let half = c.trimmed(from: 0, to: 0.5)
        XCTAssertEqual(half.elements.count, 3)
        XCTAssertEqual(half.elements[0], .move(to: p(80, 50)))
        assertPoint(half.currentPoint, p(20, 50), accuracy: 1e-6)
        XCTAssertEqual(half.length, 94.2478, accuracy: 0.03)
    }

    func testTrimmingASquareCutsAtTheRightPlaces() {
        // Perimeter 40: from 10 (the top-right corner) to 30 (the bottom-left corner).
        let sq = VectorPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(
            sq.trimmed(from: 0.25, to: 0.75).elements,
            [.move(to: p(10, 0)), .line(to: p(10, 10)), .line(to: p(0, 10))])
        // From 5 to 15: half the top side and half the right side.
        XCTAssertEqual(
            sq.trimmed(from: 0.125, to: 0.375).elements,
            [.move(to: p(5, 0)), .line(to: p(10, 0)), .line(to: p(10, 5))])
        // The whole path stays as it is (closed); an empty range is empty; fractions clamp.
        XCTAssertEqual(sq.trimmed(from: 0, to: 1), sq)
        XCTAssertEqual(sq.trimmed(from: -3, to: 7), sq)
        XCTAssertTrue(sq.trimmed(from: 0.5, to: 0.5).isEmpty)
        XCTAssertTrue(sq.trimmed(from: 0.7, to: 0.2).isEmpty)
        // The end of the closing side: from 35 to 40 is the left side's upper half.
        XCTAssertEqual(sq.trimmed(from: 0.875, to: 1).elements, [.move(to: p(0, 5)), .line(to: p(0, 0))])
    }

    func testArcDirectionsAndFullCircles() {
        // Increasing angle from 0 to pi/2 about (0, 0), radius 10: a quarter through (7.07, 7.07).
        var a = VectorPath()
        a.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, increasingAngle: true)
        XCTAssertEqual(a.elements.count, 2)
        assertPoint(a.currentPoint, p(0, 10), accuracy: 1e-9)
        XCTAssertEqual(a.pathBounds.minY, 0, accuracy: 1e-9)
        // Decreasing from 0 to pi/2: three quarters, through (0, -10) and (-10, 0).
        var b = VectorPath()
        b.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, increasingAngle: false)
        XCTAssertEqual(b.elements.count, 4)
        XCTAssertEqual(b.pathBounds.minY, -10, accuracy: 1e-9)
        XCTAssertEqual(b.pathBounds.minX, -10, accuracy: 1e-9)
        // 0 to 2 pi is a full circle of four curves; a negative radius draws as its size.
        var c = VectorPath()
        c.addArc(center: .zero, radius: -10, startAngle: 0, endAngle: 2 * .pi, increasingAngle: true)
        XCTAssertEqual(c.elements.count, 5)
        XCTAssertEqual(c.length, 62.8319, accuracy: 0.03)
    }

    func testTangentArcRoundsACorner() {
        // From (0, 0) along +x to the corner (10, 0), then down to (10, 10), radius 5: a line to
        // (5, 0), then a quarter circle about (5, 5) to (10, 5).
        var path = VectorPath()
        path.move(to: .zero)
        path.addArc(tangent1End: p(10, 0), tangent2End: p(10, 10), radius: 5)
        assertPoint(path.elements[1].points.last, p(5, 0), accuracy: 1e-9)
        assertPoint(path.currentPoint, p(10, 5), accuracy: 1e-9)
        XCTAssertEqual(path.pathBounds.maxX, 10, accuracy: 1e-9)
        // Points in line: just a line to the first.
        var straight = VectorPath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: p(10, 0), tangent2End: p(20, 0), radius: 5)
        XCTAssertEqual(straight.elements, [.move(to: .zero), .line(to: p(10, 0))])
    }

    func testRoundedRectWithTopCornersOnly() {
        // A 100 x 50 rectangle, radius 10 on the top corners: starts at (10, 0), the top
        // corners curve, the bottom ones are plain corners.
        let r = VectorPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 10,
            corners: [.minXMinY, .maxXMinY])
        XCTAssertEqual(r.elements.first, .move(to: p(10, 0)))
        XCTAssertEqual(
            r.elements.filter {
                if case .curve = $0 { return true }; return false
            }.count, 2)
        XCTAssertTrue(r.elements.contains(.line(to: p(100, 50))))
        XCTAssertTrue(r.elements.contains(.line(to: p(0, 50))))
        // A radius too large is clamped to half the side: 100 on a 50-tall rectangle gives 25.
        let pill = VectorPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 100, cornerHeight: 100)
        XCTAssertEqual(pill.elements.first, .move(to: p(50, 0)))
    }

    func testBoundsWithAndWithoutControlPoints() {
        // A quadratic bump from (0, 0) to (10, 0) with control (5, 10): the curve peaks at
        // y = 5 (half way to the control point); the control-point box reaches 10.
        var q = VectorPath()
        q.move(to: .zero)
        q.addQuadCurve(to: p(10, 0), control: p(5, 10))
        XCTAssertEqual(q.controlPointBounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(q.pathBounds.height, 5, accuracy: 1e-9)
        XCTAssertEqual(VectorPath().controlPointBounds, .null)
    }

    func testTransformAndFiniteness() {
        let r = VectorPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).applying(Transform2D(scaleX: 2, y: 3))
        XCTAssertEqual(r.controlPointBounds, CGRect(x: 0, y: 0, width: 2, height: 3))
        var bad = VectorPath()
        bad.move(to: .zero)
        bad.addLine(to: p(.nan, 1))
        XCTAssertFalse(bad.isFinite)
        XCTAssertEqual(bad.firstNonFiniteValue, "element 1 point (nan, 1.0)")
    }

    func testMorphingBetweenPathsOfTheSameElements() {
        let small = VectorPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20))
        let large = VectorPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Half way: the circle of radius (10 + 50) / 2 = 30 about (50, 50), start at (80, 50).
        let mid = small.interpolated(to: large, 0.5)
        XCTAssertEqual(mid?.elements.first, .move(to: p(80, 50)))
        XCTAssertEqual(mid?.controlPointBounds.width ?? 0, 60, accuracy: 1e-9)
        // Different elements: no morph (the animation holds its from path, then jumps).
        XCTAssertNil(small.interpolated(to: VectorPath(rect: .zero), 0.5))
        XCTAssertEqual(ContentChange.mix(small, VectorPath(rect: .zero), 0.99), small)
        XCTAssertEqual(ContentChange.mix(small, VectorPath(rect: .zero), 1), VectorPath(rect: .zero))
    }

    func testGradientStops() {
        var g = GradientContent(colors: [.black, .white, .black])
        // Evenly spaced when locations are nil or of the wrong length.
        XCTAssertEqual(g.stops.map(\.location), [0, 0.5, 1])
        g.locations = [0.2, 0.4]
        XCTAssertEqual(g.stops.map(\.location), [0, 0.5, 1])
        // Clamped to [0, 1] and never decreasing.
        g.locations = [-1, 0.8, 0.3]
        XCTAssertEqual(g.stops.map(\.location), [0, 0.8, 0.8])
    }

    func testContentChangesInterpolate() {
        var layer = LayerState(id: LayerID(1))
        layer.shape = ShapeContent()
        layer.gradient = GradientContent(colors: [.black, .white])
        // strokeEnd 0 -> 1 at 0.25; a shadow's opacity 0 -> 0.8 at 0.5 is 0.4.
        PropertyChange.content(.strokeEnd(from: 0, to: 1)).apply(to: &layer, progress: 0.25)
        XCTAssertEqual(layer.shape?.strokeEnd, 0.25)
        PropertyChange.content(.shadowOpacity(from: 0, to: 0.8)).apply(to: &layer, progress: 0.5)
        XCTAssertEqual(layer.shadow.opacity, 0.4, accuracy: 1e-12)
        // Locations nil (evenly spaced: 0, 1) -> [0.5, 1] at 0.5: [0.25, 1].
        PropertyChange.content(.locations(from: nil, to: [0.5, 1])).apply(to: &layer, progress: 0.5)
        XCTAssertEqual(layer.gradient?.locations, [0.25, 1])
        // A fill fading from nil (clear) to red is red at half alpha half way.
        PropertyChange.content(.fillColor(from: nil, to: RGBA(red: 1, green: 0, blue: 0))).apply(
            to: &layer, progress: 0.5)
        XCTAssertEqual(layer.shape?.fillColor, RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(PropertyChange.content(.strokeEnd(from: 0, to: 1)).property, .strokeEnd)
        XCTAssertFalse(PropertyChange.content(.shadowRadius(from: 0, to: .nan)).isFinite)
    }
}

extension VectorPathTests {
    func testReversedPathsAndHoles() {
        // An open polyline (0,0) -> (10,0) -> (10,5) reversed: (10,5) -> (10,0) -> (0,0).
        var open = VectorPath()
        open.move(to: p(0, 0)); open.addLine(to: p(10, 0)); open.addLine(to: p(10, 5))
        XCTAssertEqual(open.reversed().elements, [.move(to: p(10, 5)), .line(to: p(10, 0)), .line(to: p(0, 0))])
        // A closed square keeps its start and goes the other way: (0,0) -> (0,10) -> (10,10)
        // -> (10,0) -> back to (0,0).
        let square = VectorPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(
            square.reversed().elements,
            [
                .move(to: p(0, 0)), .line(to: p(0, 10)), .line(to: p(10, 10)), .line(to: p(10, 0)), .line(to: p(0, 0)),
                .close,
            ])
        // A curve's control points swap.
        var c = VectorPath()
        c.move(to: p(0, 0)); c.addCurve(to: p(9, 0), control1: p(3, 5), control2: p(6, 5))
        XCTAssertEqual(
            c.reversed().elements, [.move(to: p(9, 0)), .curve(to: p(0, 0), control1: p(6, 5), control2: p(3, 5))])
        // Reversing twice keeps the length.
        let circle = VectorPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(circle.reversed().length, circle.length, accuracy: 1e-9)
    }
}
