import XCTest
import FlipbookCore
@testable import FlipbookShowcase

/// Presented values of each showcase scene at t = 0, D/2 and D, worked out by hand from
/// SCENES.md and SEMANTICS.md.
final class SceneValueTests: XCTestCase {
    let w = 375.0, h = 667.0

    func record(_ name: String, fps: Double = 60) throws -> Timeline {
        let scene = try XCTUnwrap(Showcase.scene(named: name), "no scene \(name)")
        return try scene.record(fps: fps)
    }

    func layer(_ t: Timeline, _ name: String, at time: Double) throws -> LayerState {
        try XCTUnwrap(t.presentation(at: time).root.find(named: name), "\(name) not on screen at t = \(time)")
    }

    /// The names of the screen roots in the container, bottom to top.
    func containerOrder(_ t: Timeline, at time: Double) -> [String] {
        let root = t.presentation(at: time).root
        guard let container = root.find(named: "container") else { return [] }
        func roots(_ l: LayerState) -> [String] {
            l.sublayers.flatMap { s -> [String] in s.name.hasSuffix(".root") ? [s.name] : roots(s) }
        }
        return roots(container)
    }

    func testSlideFadePresent() throws {
        let t = try record("slide-fade.present")
        XCTAssertEqual(t.duration, 0.3, accuracy: 1e-9)
        XCTAssertEqual(t.frameCount(fps: 60), 19)
        let b0 = try layer(t, "B.root", at: 0), a0 = try layer(t, "A.root", at: 0)
        XCTAssertEqual(b0.opacity, 0, accuracy: 1e-9)
        XCTAssertEqual(b0.transform.m41, w, accuracy: 1e-9)
        XCTAssertEqual(a0.opacity, 1, accuracy: 1e-9)
        let b = try layer(t, "B.root", at: 0.15), a = try layer(t, "A.root", at: 0.15)
        XCTAssertEqual(b.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(b.transform.m41, 187.5, accuracy: 1e-4)
        XCTAssertEqual(a.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(a.transform.m41, -187.5, accuracy: 1e-4)
        XCTAssertEqual(containerOrder(t, at: 0.15), ["A.root", "B.root"])
        // After completion only B remains, untransformed.
        XCTAssertEqual(containerOrder(t, at: 0.3), ["B.root"])
        let bEnd = try layer(t, "B.root", at: 0.3)
        XCTAssertEqual(bEnd.opacity, 1); XCTAssertTrue(bEnd.transform.isIdentity)
    }

    func testSlideFadeDismiss() throws {
        let t = try record("slide-fade.dismiss")
        XCTAssertEqual(t.duration, 0.3, accuracy: 1e-9)
        XCTAssertEqual(containerOrder(t, at: 0), ["B.root", "A.root"])
        let a = try layer(t, "A.root", at: 0.15), b = try layer(t, "B.root", at: 0.15)
        XCTAssertEqual(a.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(b.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(b.transform.m41, 187.5, accuracy: 1e-4)
        XCTAssertEqual(containerOrder(t, at: 0.3), ["A.root"])
    }

    func testSlidePushAndPop() throws {
        let push = try record("slide.push")
        XCTAssertEqual(push.frameCount(fps: 60), 25)
        XCTAssertEqual(try layer(push, "B.root", at: 0).untransformedFrame.minX, w, accuracy: 1e-9)
        XCTAssertEqual(try layer(push, "B.root", at: 0.2).untransformedFrame.minX, w / 2, accuracy: 1e-6)
        XCTAssertEqual(try layer(push, "A.root", at: 0.2).untransformedFrame.minX, 0, accuracy: 1e-9)
        // easeIn-out at x = 0.25 of 0.4 s: y(0.25) of (0.42,0,0.58,1) = 0.1291619, the check
        // value of SEMANTICS.md §3 (bisection on x(s), independent of Flipbook's solver;
        // 0.1291619310 to ten places); B.x = 375 * (1 - 0.1291619310) = 326.564276. The solver
        // finds s to 1e-7 in x, so B.x agrees to 1e-4 points; (0.40,0,0.60,1) is 2.3 points off.
        let y = 0.1291619310
        XCTAssertEqual(try layer(push, "B.root", at: 0.1).untransformedFrame.minX, w * (1 - y), accuracy: 1e-4)
        XCTAssertEqual(containerOrder(push, at: 0.4), ["B.root"])

        let pop = try record("slide.pop")
        XCTAssertEqual(containerOrder(pop, at: 0), ["A.root", "B.root"])
        XCTAssertEqual(try layer(pop, "B.root", at: 0.2).untransformedFrame.minX, w / 2, accuracy: 1e-6)
        XCTAssertEqual(try layer(pop, "A.root", at: 0.2).untransformedFrame.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(containerOrder(pop, at: 0.4), ["A.root"])
    }

    func testSpringRotatePresent() throws {
        let t = try record("spring-rotate.present")
        XCTAssertEqual(t.duration, 2.0, accuracy: 1e-9)
        XCTAssertEqual(t.frameCount(fps: 60), 121)
        let b0 = try layer(t, "B.root", at: 0)
        XCTAssertEqual(b0.anchorPoint, CGPoint(x: 1, y: 0))
        XCTAssertEqual(b0.position.x, w, accuracy: 1e-9)
        XCTAssertEqual(b0.position.y, 0, accuracy: 1e-9)
        XCTAssertEqual(atan2(b0.transform.m12, b0.transform.m11), -.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(b0.opacity, 0, accuracy: 1e-9)
        // At t = 1.0: spring with w = ln(750)/1.2, zeta 0.6: progress 1 - y(1).
        let omega = log(750.0) / 1.2
        let zeta = 0.6, wd = omega * (1 - zeta * zeta).squareRoot()
        let y = exp(-zeta * omega * 1.0) * (cos(wd * 1.0) + (zeta * omega / wd) * sin(wd * 1.0))
        let b = try layer(t, "B.root", at: 1.0)
        XCTAssertEqual(atan2(b.transform.m12, b.transform.m11), -.pi / 2 * y, accuracy: 1e-6)
        XCTAssertEqual(b.opacity, 1 - y, accuracy: 1e-6)
        let bEnd = try layer(t, "B.root", at: 2.0)
        XCTAssertTrue(bEnd.transform.isIdentity)
        XCTAssertEqual(bEnd.opacity, 1)
        XCTAssertEqual(containerOrder(t, at: 2.0), ["B.root"])
    }

    func testSpringRotateDismiss() throws {
        let t = try record("spring-rotate.dismiss")
        XCTAssertEqual(t.duration, 1.0, accuracy: 1e-9)
        XCTAssertEqual(containerOrder(t, at: 0), ["A.root", "B.root"])
        let b0 = try layer(t, "B.root", at: 0)
        XCTAssertEqual(b0.anchorPoint, CGPoint(x: 1, y: 0))
        XCTAssertEqual(b0.untransformedFrame, CGRect(x: 0, y: 0, width: w, height: h))
        let b = try layer(t, "B.root", at: 0.5)
        XCTAssertEqual(atan2(b.transform.m12, b.transform.m11), -.pi / 4, accuracy: 1e-6)
        XCTAssertEqual(b.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(containerOrder(t, at: 1.0), ["A.root"])
    }

    func testDiagonal() throws {
        let p = try record("diagonal.present")
        XCTAssertEqual(p.frameCount(fps: 60), 31)
        XCTAssertEqual(try layer(p, "B.root", at: 0).untransformedFrame.origin, CGPoint(x: w, y: h))
        let mid = try layer(p, "B.root", at: 0.25).untransformedFrame.origin
        XCTAssertEqual(mid.x, w / 2, accuracy: 1e-6); XCTAssertEqual(mid.y, h / 2, accuracy: 1e-6)
        XCTAssertEqual(containerOrder(p, at: 0.5), ["B.root"])

        let d = try record("diagonal.dismiss")
        XCTAssertEqual(containerOrder(d, at: 0), ["A.root", "B.root"])
        let m = try layer(d, "B.root", at: 0.25).untransformedFrame.origin
        XCTAssertEqual(m.x, w / 2, accuracy: 1e-6); XCTAssertEqual(m.y, h / 2, accuracy: 1e-6)
        XCTAssertEqual(containerOrder(d, at: 0.5), ["A.root"])
    }

    func testFade() throws {
        for name in ["fade.present", "fade.dismiss"] {
            let t = try record(name)
            let (to, from) = name == "fade.present" ? ("B.root", "A.root") : ("A.root", "B.root")
            XCTAssertEqual(containerOrder(t, at: 0.15), [from, to], name)
            XCTAssertEqual(try layer(t, to, at: 0).opacity, 0, accuracy: 1e-9)
            XCTAssertEqual(try layer(t, to, at: 0.15).opacity, 0.5, accuracy: 1e-6)
            XCTAssertEqual(try layer(t, from, at: 0.15).opacity, 0.5, accuracy: 1e-6)
            XCTAssertEqual(containerOrder(t, at: 0.3), [to], name)
            XCTAssertEqual(try layer(t, to, at: 0.3).opacity, 1)
        }
    }
}
