import XCTest
@testable import FlipbookCore

/// SEMANTICS.md §10, the matrix rule: 3-D transforms interpolate by decomposition.
final class MatrixInterpolationTests: XCTestCase {
    private func perspective(_ m34: Double) -> Transform3D { var p = Transform3D.identity; p.m34 = m34; return p }

    private func assertEntries(
        _ t: Transform3D, _ expected: [Double], accuracy: Double = 1e-9,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (i, (a, b)) in zip(t.entries, expected).enumerated() {
            XCTAssertEqual(a, b, accuracy: accuracy, "entry \(i) of \(t.entries)", file: file, line: line)
        }
    }

    func testQuarterTurnAboutYWithPerspectiveIsAnEighthTurnAtHalfway() {
        // from = P, to = Ry(90°) * P with P.m34 = -1/500. Halfway is Ry(45°) * P, worked by hand
        // with c = s = cos 45° = 0.7071067811865476 and p = -0.002 (row-vector Ry: m11 = c,
        // m13 = -s, m31 = s, m33 = c; times P adds the column m14 = m13 p, m34 = m33 p):
        // m11 = c, m13 = -s, m14 = -s * p = 0.0014142135623730952,
        // m31 = s, m33 = c, m34 = c * p = -0.0014142135623730952, m22 = m44 = 1.
        let p = perspective(-1.0 / 500)
        let to = Transform3D.rotation(.pi / 2, 0, 1, 0).concatenating(p)
        let c = 0.7071067811865476
        assertEntries(
            p.interpolated(to: to, 0.5),
            [
                c, 0, -c, 0.0014142135623730952,
                0, 1, 0, 0,
                c, 0, c, -0.0014142135623730952,
                0, 0, 0, 1,
            ], accuracy: 1e-12)
        // An entry-wise lerp would give m11 = 0.5 (a squash), not 0.7071.
    }

    func testCardTurnedToEightyDegreesIsDrawn156PointsWideHalfway() {
        // A matrix animation's midpoint: a 200 pt card about its centre, 0 -> 80° about y, m34 = -1/500,
        // linear, at 0.5 s: 40°. Edge x = ±100 goes to (±100 cos 40°, z = ∓100 sin 40°), and
        // w = 1 - z/500 ... = 1 ± 100 sin 40°/500 = 1 ± 0.128558.
        // right: 76.6044 / 1.128558 = 67.878; left: -76.6044 / 0.871442 = -87.905; width 155.78.
        let p = perspective(-1.0 / 500)
        let to = Transform3D.rotation(80 * .pi / 180, 0, 1, 0).concatenating(p)
        let m = p.interpolated(to: to, 0.5)
        func x(_ px: Double) -> Double { let h = m.apply(x: px, y: 0); return h.x / h.w }
        XCTAssertEqual(x(100), 67.878, accuracy: 0.001)
        XCTAssertEqual(x(-100), -87.905, accuracy: 0.001)
        XCTAssertEqual(x(100) - x(-100), 155.78, accuracy: 0.01)
    }

    func testAffinePairsKeepTheTwoDimensionalPath() {
        // Rotation 0 -> 90° about z: halfway is exactly the 2-D decomposition's 45°.
        let a = Transform3D.identity, b = Transform3D(Transform2D(rotationAngle: .pi / 2))
        let m = a.interpolated(to: b, 0.5)
        XCTAssertTrue(m.isAffine)
        XCTAssertEqual(m.m11, 0.7071067811865476, accuracy: 1e-15)
        XCTAssertEqual(m.m12, 0.7071067811865476, accuracy: 1e-15)
    }

    func testDecompositionRecomposesScaleSkewRotationTranslationPerspective() {
        // Built from known parts in the order scale * skew * rotation * translation * perspective.
        var skew = Transform3D.identity; skew.m21 = 0.25
        let m = Transform3D.scale(2, 3, 1).concatenating(skew).concatenating(.rotation(0.7, 1, 2, 3))
            .concatenating(.translation(5, -7, 0)).concatenating(perspective(-0.004))
        // (tz stays 0 so that m44 = 1 + tz * m34 stays 1: the decomposition divides by m44.)
        guard let d = DecomposedTransform3D(m) else { return XCTFail("not decomposable") }
        XCTAssertEqual(d.scale.x, 2, accuracy: 1e-9)
        XCTAssertEqual(d.scale.y, 3, accuracy: 1e-9)
        // row 2 = 3 * (0.25, 1, 0): dot with row 1 dir (1,0,0) is 0.75, over scale y 3
        XCTAssertEqual(d.skew.x, 0.25 * 3 / 3, accuracy: 1e-9)
        XCTAssertEqual(d.translation.x, 5, accuracy: 1e-9)
        XCTAssertEqual(d.perspective.z, -0.004, accuracy: 1e-12)
        assertEntries(d.matrix, m.entries, accuracy: 1e-9)
        // The quaternion of a turn of 0.7 rad about (1, 2, 3)/|.|: w = cos 0.35 = 0.939372712847379.
        XCTAssertEqual(d.quaternion.w, 0.939372712847379, accuracy: 1e-9)
    }

    func testSingularMatrixJumpsAtTheMidpoint() {
        let flat = Transform3D.scale(1, 1, 0)
        var to = Transform3D.identity; to.m34 = -0.002
        XCTAssertEqual(flat.interpolated(to: to, 0.49), flat)
        XCTAssertEqual(flat.interpolated(to: to, 0.5), to)
    }

    func testRotationYSubPathReplacesTheAngleAndKeepsThePerspective() throws {
        // transform.rotation.y = pi/2 on a model of P: Ry(90°) * P, edge-on.
        let keyPath = try LayerKeyPath(parsing: "transform.rotation.y")
        var layer = LayerState(id: LayerID(1), transform: perspective(-0.002))
        keyPath.write(.number(.pi / 2), to: &layer)
        // Ry(90°) * P: m11 = cos 90° = 0, m13 = -1, m31 = 1, m33 = 0, m14 = -1 * -0.002, m34 = 0.
        assertEntries(layer.transform, [0, 0, -1, 0.002, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1], accuracy: 1e-12)
        XCTAssertEqual(keyPath.read(layer), .number(.pi / 2))
    }

    func testUnknownKeyPathIsNamedWithTheAcceptedOnes() {
        XCTAssertThrowsError(try LayerKeyPath(parsing: "transform.rotaton.y")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("\"transform.rotaton.y\""), text)
            XCTAssertTrue(text.contains("transform.rotation.y"), text)
        }
    }
}
