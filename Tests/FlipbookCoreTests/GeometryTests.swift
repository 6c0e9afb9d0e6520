import XCTest
@testable import FlipbookCore

func assertPoint(
    _ p: CGPoint, _ x: Double, _ y: Double, accuracy: Double = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(p.x, x, accuracy: accuracy, "x of \(p)", file: file, line: line)
    XCTAssertEqual(p.y, y, accuracy: accuracy, "y of \(p)", file: file, line: line)
}

func assertTransform(
    _ t: Transform2D, _ u: Transform2D, accuracy: Double = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
) {
    for (a, b) in zip([t.a, t.b, t.c, t.d, t.tx, t.ty], [u.a, u.b, u.c, u.d, u.tx, u.ty]) {
        XCTAssertEqual(a, b, accuracy: accuracy, "\(t) != \(u)", file: file, line: line)
    }
}

final class Transform2DTests: XCTestCase {
    func testPositiveAngleTurnsClockwiseOnScreen() {
        // (x, y) -> (x cos a - y sin a, x sin a + y cos a): with a = pi/2, right (1, 0) goes to
        // (0, 1), which is down on a y-down screen: a clockwise quarter turn.
        let r = Transform2D(rotationAngle: .pi / 2)
        assertPoint(r.apply(CGPoint(x: 1, y: 0)), 0, 1, accuracy: 1e-15)
        assertPoint(r.apply(CGPoint(x: 0, y: 1)), -1, 0, accuracy: 1e-15)
        // -pi/2 sends right to up: counter-clockwise.
        assertPoint(Transform2D(rotationAngle: -.pi / 2).apply(CGPoint(x: 1, y: 0)), 0, -1, accuracy: 1e-15)
        XCTAssertEqual(r.b, 1, accuracy: 1e-15); XCTAssertEqual(r.c, -1, accuracy: 1e-15)
    }

    func testTranslatedByAppliesBeforeTheTransform() {
        // CGAffineTransform(rotationAngle: pi/2).translatedBy(x: 10, y: 0): the translation acts
        // first, (0,0) -> (10,0), then the rotation, (10,0) -> (0,10).
        let t = Transform2D(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
        assertPoint(t.apply(.zero), 0, 10, accuracy: 1e-12)
        // concatenating(_:) puts its argument after: rotate (0,0) stays, translate -> (10, 0).
        let u = Transform2D(rotationAngle: .pi / 2).concatenating(Transform2D(translationX: 10, y: 0))
        assertPoint(u.apply(.zero), 10, 0, accuracy: 1e-12)
    }

    func testScaledByAndRotatedByApplyBefore() {
        // translation (10, 0) then scaledBy 2: (1, 1) -> scale (2, 2) -> translate (12, 2).
        assertPoint(Transform2D(translationX: 10, y: 0).scaledBy(x: 2, y: 2).apply(CGPoint(x: 1, y: 1)), 12, 2)
        // translation (10, 0).rotated(by: pi/2): (1, 0) -> rotate (0, 1) -> translate (10, 1).
        assertPoint(
            Transform2D(translationX: 10, y: 0).rotated(by: .pi / 2).apply(CGPoint(x: 1, y: 0)), 10, 1, accuracy: 1e-12)
    }

    func testConcatenationEntries() {
        // Scale (2, 3) then translation (5, 7): x' = 2x + 5, y' = 3y + 7.
        let t = Transform2D(scaleX: 2, y: 3).concatenating(Transform2D(translationX: 5, y: 7))
        XCTAssertEqual(t, Transform2D(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
        // The other order scales the translation: x' = 2(x + 5), y' = 3(y + 7).
        let u = Transform2D(translationX: 5, y: 7).concatenating(Transform2D(scaleX: 2, y: 3))
        XCTAssertEqual(u, Transform2D(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 21))
    }

    func testInverted() {
        XCTAssertEqual(Transform2D(translationX: 5, y: 7).inverted(), Transform2D(translationX: -5, y: -7))
        XCTAssertEqual(Transform2D(scaleX: 2, y: 4).inverted(), Transform2D(scaleX: 0.5, y: 0.25))
        let t = Transform2D(translationX: 5, y: 7).rotated(by: 0.3).scaledBy(x: 2, y: 3)
        assertTransform(t.concatenating(t.inverted()), .identity, accuracy: 1e-12)
        assertTransform(t.inverted().concatenating(t), .identity, accuracy: 1e-12)
        // A singular transform comes back unchanged, as Core Graphics does.
        let singular = Transform2D(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }
}

final class Transform3DTests: XCTestCase {
    func testRotationAboutZEqualsTheAffineRotation() {
        for a in [-Double.pi / 2, -0.3, 0, 0.7, 2.5] {
            let m = Transform3D.rotation(a, 0, 0, 1)
            let e = Transform3D(Transform2D(rotationAngle: a))
            for (x, y) in zip(m.entries, e.entries) { XCTAssertEqual(x, y, accuracy: 1e-15, "angle \(a)") }
            XCTAssertTrue(m.isAffine)
        }
    }

    func testRotationAboutYTurnsThePositiveXAxisAwayForPositiveAngles() {
        // Core Animation's CATransform3DMakeRotation(a, 0, 1, 0): m11 = cos a, m13 = -sin a,
        // m31 = sin a, m33 = cos a. A point (1, 0, 0) goes to (cos a, 0, -sin a).
        let a = 0.4
        let m = Transform3D.rotation(a, 0, 1, 0)
        XCTAssertEqual(m.m11, cos(a), accuracy: 1e-15); XCTAssertEqual(m.m13, -sin(a), accuracy: 1e-15)
        XCTAssertEqual(m.m31, sin(a), accuracy: 1e-15); XCTAssertEqual(m.m33, cos(a), accuracy: 1e-15)
        let p = m.apply(x: 1, y: 0)
        XCTAssertEqual(p.x, cos(a), accuracy: 1e-15); XCTAssertEqual(p.z, -sin(a), accuracy: 1e-15)
        XCTAssertFalse(m.isAffine)
    }

    func testConcatenationOrder() {
        // translation then scale: the origin goes to (1,2,3) then (2,4,6).
        let t = Transform3D.translation(1, 2, 3).concatenating(.scale(2, 2, 2))
        XCTAssertEqual(t.m41, 2); XCTAssertEqual(t.m42, 4); XCTAssertEqual(t.m43, 6)
        let u = Transform3D.scale(2, 2, 2).concatenating(.translation(1, 2, 3))
        XCTAssertEqual(u.m41, 1); XCTAssertEqual(u.m42, 2); XCTAssertEqual(u.m43, 3)
    }

    func testPerspective() {
        // m34 = -1/d: a point lifted z towards the viewer is drawn at q * d / (d - z).
        var p = Transform3D.identity; p.m34 = -1.0 / 1200
        let m = Transform3D.translation(0, 0, 200).concatenating(p)
        let h = m.apply(x: 100, y: 50)
        XCTAssertEqual(h.x / h.w, 100 * 1200 / 1000, accuracy: 1e-12)
        XCTAssertEqual(h.y / h.w, 50 * 1200 / 1000, accuracy: 1e-12)
    }

    func testAffineRoundTrip() {
        let a = Transform2D(translationX: 3, y: 4).rotated(by: 0.5).scaledBy(x: 2, y: 1)
        XCTAssertEqual(Transform3D(a).affine, a)
        XCTAssertTrue(Transform3D(a).isAffine)
        XCTAssertTrue(Transform3D.identity.isIdentity)
        XCTAssertFalse(Transform3D.rotation(1e-3, 0, 0, 1).isIdentity)
        XCTAssertEqual(Transform3D.rotation(1, 0, 0, 0), .identity)
    }
}

final class LayerGeometryTests: XCTestCase {
    func layer(
        bounds: CGRect, position: CGPoint, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5),
        transform: Transform3D = .identity
    ) -> LayerState {
        LayerState(id: LayerID(1), bounds: bounds, position: position, anchorPoint: anchor, transform: transform)
    }

    func parentPoint(_ l: LayerState, _ x: Double, _ y: Double) -> CGPoint {
        let h = l.localToParent.apply(x: x, y: y)
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    func testUntransformedFrame() {
        // origin = position - anchorPoint * size: (200, 300) - (50, 25) = (150, 275).
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 300))
        XCTAssertEqual(l.untransformedFrame, CGRect(x: 150, y: 275, width: 100, height: 50))
        // Anchor (1, 0): (200 - 100, 300 - 0).
        var m = l; m.anchorPoint = CGPoint(x: 1, y: 0)
        XCTAssertEqual(m.untransformedFrame, CGRect(x: 100, y: 300, width: 100, height: 50))
    }

    func testAnchorTopRightWithPositionFromAFramePutsTheLayerOnIt() {
        // Setting frame F with anchor (1, 0) gives position = F.origin + (1, 0) * F.size.
        let f = CGRect(x: 0, y: 0, width: 375, height: 667)
        let l = layer(
            bounds: CGRect(origin: .zero, size: f.size),
            position: CGPoint(x: f.minX + 1 * f.width, y: f.minY + 0 * f.height), anchor: CGPoint(x: 1, y: 0))
        XCTAssertEqual(l.position, CGPoint(x: 375, y: 0))
        XCTAssertEqual(l.untransformedFrame, f)
        assertPoint(parentPoint(l, 0, 0), 0, 0)
        assertPoint(parentPoint(l, 375, 667), 375, 667)
    }

    func testLocalToParentIdentity() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 300))
        assertPoint(parentPoint(l, 0, 0), 150, 275)
        assertPoint(parentPoint(l, 100, 50), 250, 325)
        // A bounds origin shifts the content: the point (10, 20) of bounds (10, 20, 100, 50)
        // is the top-left corner.
        var s = l; s.bounds.origin = CGPoint(x: 10, y: 20)
        assertPoint(parentPoint(s, 10, 20), 150, 275)
    }

    func testTransformIsAppliedAboutTheAnchorPoint() {
        // q' = position + T (q - anchor * size). Anchor (1, 0), size 100 x 50, position (200, 300),
        // T = rotation pi/2: q = (0, 0): q - (100, 0) = (-100, 0) -> (0, -100) -> (200, 200).
        let l = layer(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 300),
            anchor: CGPoint(x: 1, y: 0), transform: .rotation(.pi / 2, 0, 0, 1))
        assertPoint(parentPoint(l, 0, 0), 200, 200, accuracy: 1e-12)
        // The anchor itself, (100, 0), stays at the position.
        assertPoint(parentPoint(l, 100, 0), 200, 300, accuracy: 1e-12)
        // (100, 50): (0, 50) -> (-50, 0) -> (150, 300).
        assertPoint(parentPoint(l, 100, 50), 150, 300, accuracy: 1e-12)
    }

    func testFindAndFlattened() {
        var root = LayerState(id: LayerID(1), name: "root")
        var child = LayerState(id: LayerID(2), name: "child")
        child.sublayers = [LayerState(id: LayerID(3), name: "grandchild")]
        root.sublayers = [child, LayerState(id: LayerID(4), name: "second")]
        XCTAssertEqual(root.flattened.map(\.name), ["root", "child", "grandchild", "second"])
        XCTAssertEqual(root.find(LayerID(3))?.name, "grandchild")
        XCTAssertEqual(root.find(named: "second")?.id, LayerID(4))
        XCTAssertNil(root.find(named: "missing"))
    }
}

final class TransformInterpolationTests: XCTestCase {
    func angle(_ t: Transform3D) -> Double { atan2(t.m12, t.m11) }
    func scale(_ t: Transform3D) -> Double { (t.m11 * t.m11 + t.m12 * t.m12).squareRoot() }

    func testRotationInterpolatesTheAngleLinearly() {
        // -pi/2 -> identity: at 0.5 the angle is -pi/4 and the scale stays 1 (an entry-wise
        // blend would give a = b = 0.5, scale 0.707). At 0.25: -3pi/8.
        let from = Transform3D.rotation(-.pi / 2, 0, 0, 1)
        let half = from.interpolated(to: .identity, 0.5)
        XCTAssertEqual(angle(half), -.pi / 4, accuracy: 1e-12)
        XCTAssertEqual(scale(half), 1, accuracy: 1e-12)
        XCTAssertEqual(half.m21, sin(Double.pi / 4), accuracy: 1e-12)
        XCTAssertEqual(angle(from.interpolated(to: .identity, 0.25)), -3 * .pi / 8, accuracy: 1e-12)
        // Overshoot (a spring at 1.1) keeps turning: +pi/20.
        XCTAssertEqual(angle(from.interpolated(to: .identity, 1.1)), .pi / 20, accuracy: 1e-12)
        XCTAssertEqual(from.interpolated(to: .identity, 0), from)
        XCTAssertEqual(from.interpolated(to: .identity, 1), .identity)
    }

    func testRotationAboutZPastAQuarterTurnInterpolatesAsARotation() {
        // CATransform3DMakeRotation(2.5, 0, 0, 1) -> identity at 0.5 is a rotation by 1.25 with
        // scale 1 (m33 must be exactly 1 for the transform to count as affine).
        let from = Transform3D.rotation(2.5, 0, 0, 1)
        XCTAssertTrue(from.isAffine)
        let mid = from.interpolated(to: .identity, 0.5)
        XCTAssertEqual(angle(mid), 1.25, accuracy: 1e-12)
        XCTAssertEqual(scale(mid), 1, accuracy: 1e-12)
    }

    func testShortestWayRound() {
        // 170 deg -> -170 deg is 20 deg through 180, not 340 deg back through 0.
        let a = 170.0 * .pi / 180, b = -170.0 * .pi / 180
        let mid = Transform3D.rotation(a, 0, 0, 1).interpolated(to: .rotation(b, 0, 0, 1), 0.5)
        XCTAssertEqual(mid.m11, -1, accuracy: 1e-12)
        XCTAssertEqual(mid.m12, 0, accuracy: 1e-12)
        let quarter = Transform3D.rotation(a, 0, 0, 1).interpolated(to: .rotation(b, 0, 0, 1), 0.25)
        XCTAssertEqual(cos(angle(quarter)), cos(175.0 * .pi / 180), accuracy: 1e-12)
        XCTAssertEqual(sin(angle(quarter)), sin(175.0 * .pi / 180), accuracy: 1e-12)
    }

    func testTranslationAndScaleAreLinear() {
        let from = Transform3D(Transform2D(translationX: 100, y: 0))
        let mid = from.interpolated(to: Transform3D(Transform2D(scaleX: 3, y: 2)), 0.5)
        XCTAssertEqual(mid.m41, 50, accuracy: 1e-12); XCTAssertEqual(mid.m42, 0, accuracy: 1e-12)
        XCTAssertEqual(mid.m11, 2, accuracy: 1e-12); XCTAssertEqual(mid.m22, 1.5, accuracy: 1e-12)
        XCTAssertEqual(mid.m12, 0, accuracy: 1e-12); XCTAssertEqual(mid.m21, 0, accuracy: 1e-12)
    }

    func testNonAffineFallsBackToEntryWise() {
        var p = Transform3D.identity; p.m34 = -0.002
        let mid = Transform3D.identity.interpolated(to: p, 0.5)
        XCTAssertEqual(mid.m34, -0.001, accuracy: 1e-15)
    }

    func testRotationChangeAboutY() {
        // PropertyChange.rotation: the angle is a plain lerp, then the perspective is applied:
        // from 0 to -pi at progress 0.25 gives -pi/4 about y with m34 = -1/1200.
        var l = LayerState(id: LayerID(1))
        PropertyChange.rotation(axis: .y, from: 0, to: -.pi, m34: -1.0 / 1200).apply(to: &l, progress: 0.25)
        let a = -Double.pi / 4
        XCTAssertEqual(l.transform.m11, cos(a), accuracy: 1e-12)
        XCTAssertEqual(l.transform.m13, -sin(a), accuracy: 1e-12)
        // Row 1 of R times the perspective: m14 = m13 * m34 = sin(a) / 1200.
        XCTAssertEqual(l.transform.m14, sin(a) / 1200, accuracy: 1e-15)
    }
}
