import XCTest
import FlipbookCore
import FlipbookUIKit
@testable import FlipbookShowcase

/// UIKit's own transitions (SEMANTICS.md §9) on the system spring
/// p(t) = 1 - exp(-w t)(1 + w t), w = sqrt(1000/3) = 18.257419 rad/s, for exactly 0.5 s:
/// p(0.05) = 1 - exp(-0.912871)(1.912871) = 0.232230,
/// p(0.1)  = 1 - exp(-1.825742)(2.825742) = 1 - 0.161100 * 2.825742 = 0.544778.
final class SystemTransitionTests: XCTestCase {
    let w = 375.0, h = 667.0
    let p005 = 0.2322305, p01 = 0.5447784

    func record(_ name: String) throws -> Timeline {
        try XCTUnwrap(Showcase.scene(named: name), "no scene \(name)").record(fps: 60)
    }

    func layer(_ t: Timeline, _ name: String, at time: Double) throws -> LayerState {
        try XCTUnwrap(t.presentation(at: time).root.find(named: name), "\(name) not on screen at t = \(time)")
    }

    /// The names of the layers beside `name` (its parent's sublayers), bottom to top.
    func siblings(of name: String, _ t: Timeline, at time: Double) -> [String] {
        func parent(_ l: LayerState) -> LayerState? {
            if l.sublayers.contains(where: { $0.name == name }) { return l }
            for s in l.sublayers { if let p = parent(s) { return p } }
            return nil
        }
        return parent(t.presentation(at: time).root)?.sublayers.map(\.name) ?? []
    }

    func x(_ t: Timeline, _ name: String, at time: Double) throws -> Double {
        try layer(t, name, at: time).untransformedFrame.minX
    }

    func y(_ t: Timeline, _ name: String, at time: Double) throws -> Double {
        try layer(t, name, at: time).untransformedFrame.minY
    }

    /// The angle of a rotation about y (with perspective): R has m11 = cos a, m13 = -sin a.
    func yAngle(_ l: LayerState) -> Double { atan2(-l.transform.m13, l.transform.m11) }

    func testEveryOneLastsHalfASecond() throws {
        for name in [
            "system.push", "system.pop", "system.cover-vertical.present", "system.cover-vertical.dismiss",
            "system.cross-dissolve.present", "system.cross-dissolve.dismiss",
            "system.flip-horizontal.present", "system.flip-horizontal.dismiss",
        ] {
            let t = try record(name)
            XCTAssertEqual(t.duration, 0.5, accuracy: 1e-9, name)
            XCTAssertEqual(t.frameCount(fps: 60), 31, name)
        }
    }

    func testPush() throws {
        let t = try record("system.push")
        // B from x = 375 to 0: 375 (1 - p); A from 0 to -(375 - round(262.5)) = -112: -112 p;
        // the overlay above A moves with it, alpha 0.1 p.
        XCTAssertEqual(siblings(of: "B.root", t, at: 0), ["A.root", "system.dimming", "B.root"])
        XCTAssertEqual(try x(t, "B.root", at: 0), 375, accuracy: 1e-9)
        XCTAssertEqual(try x(t, "A.root", at: 0), 0, accuracy: 1e-9)
        XCTAssertEqual(try layer(t, "system.dimming", at: 0).opacity, 0, accuracy: 1e-9)
        XCTAssertEqual(try x(t, "B.root", at: 0.1), 375 * (1 - p01), accuracy: 1e-4)  // 170.7081
        XCTAssertEqual(try x(t, "A.root", at: 0.1), -112 * p01, accuracy: 1e-4)  // -61.0152
        XCTAssertEqual(try x(t, "system.dimming", at: 0.1), -112 * p01, accuracy: 1e-4)
        XCTAssertEqual(try layer(t, "system.dimming", at: 0.1).untransformedFrame.size, CGSize(width: w, height: h))
        XCTAssertEqual(try layer(t, "system.dimming", at: 0.1).opacity, 0.1 * p01, accuracy: 1e-5)  // 0.05448
        XCTAssertEqual(try layer(t, "system.dimming", at: 0.1).backgroundColor, RGBA.black)
        // At 0.5 s: the end state, overlay gone, A removed.
        XCTAssertEqual(siblings(of: "B.root", t, at: 0.5), ["B.root"])
        XCTAssertEqual(try x(t, "B.root", at: 0.5), 0, accuracy: 1e-9)
    }

    func testPop() throws {
        let t = try record("system.pop")
        // B (on top) from 0 to 375: 375 p; A from -112 to 0: -112 (1 - p); overlay 0.1 (1 - p).
        XCTAssertEqual(siblings(of: "B.root", t, at: 0), ["A.root", "system.dimming", "B.root"])
        XCTAssertEqual(try x(t, "B.root", at: 0), 0, accuracy: 1e-9)
        XCTAssertEqual(try x(t, "A.root", at: 0), -112, accuracy: 1e-9)
        // CALayer.opacity is a Float, as in Core Animation: 0.1 is stored as 0.10000000149.
        XCTAssertEqual(try layer(t, "system.dimming", at: 0).opacity, 0.1, accuracy: 1e-7)
        XCTAssertEqual(try x(t, "B.root", at: 0.1), 375 * p01, accuracy: 1e-4)  // 204.2919
        XCTAssertEqual(try x(t, "A.root", at: 0.1), -112 * (1 - p01), accuracy: 1e-4)  // -50.9848
        XCTAssertEqual(try x(t, "system.dimming", at: 0.1), -112 * (1 - p01), accuracy: 1e-4)
        XCTAssertEqual(try layer(t, "system.dimming", at: 0.1).opacity, 0.1 * (1 - p01), accuracy: 1e-5)  // 0.04552
        XCTAssertEqual(siblings(of: "A.root", t, at: 0.5), ["A.root"])
        XCTAssertEqual(try x(t, "A.root", at: 0.5), 0, accuracy: 1e-9)
    }

    func testCoverVertical() throws {
        let p = try record("system.cover-vertical.present")
        // B rises over A from y = 667: 667 (1 - p).
        XCTAssertEqual(siblings(of: "B.root", p, at: 0), ["A.root", "B.root"])
        XCTAssertEqual(try y(p, "B.root", at: 0), h, accuracy: 1e-9)
        XCTAssertEqual(try y(p, "B.root", at: 0.1), h * (1 - p01), accuracy: 1e-4)  // 303.6328
        XCTAssertEqual(try y(p, "A.root", at: 0.1), 0, accuracy: 1e-9)
        XCTAssertEqual(try x(p, "B.root", at: 0.1), 0, accuracy: 1e-9)
        XCTAssertEqual(siblings(of: "B.root", p, at: 0.5), ["B.root"])
        XCTAssertEqual(try y(p, "B.root", at: 0.5), 0, accuracy: 1e-9)

        let d = try record("system.cover-vertical.dismiss")
        // B falls away: 667 p, over A.
        XCTAssertEqual(siblings(of: "B.root", d, at: 0), ["A.root", "B.root"])
        XCTAssertEqual(try y(d, "B.root", at: 0), 0, accuracy: 1e-9)
        XCTAssertEqual(try y(d, "B.root", at: 0.1), h * p01, accuracy: 1e-4)  // 363.3672
        XCTAssertEqual(try y(d, "A.root", at: 0.1), 0, accuracy: 1e-9)
        XCTAssertEqual(siblings(of: "A.root", d, at: 0.5), ["A.root"])
    }

    func testCrossDissolve() throws {
        let p = try record("system.cross-dissolve.present")
        // B alpha p on top, A alpha 1 - p, both per layer (no group opacity) while it runs.
        XCTAssertEqual(siblings(of: "B.root", p, at: 0.1), ["A.root", "B.root"])
        XCTAssertEqual(try layer(p, "B.root", at: 0).opacity, 0, accuracy: 1e-9)
        XCTAssertEqual(try layer(p, "A.root", at: 0).opacity, 1, accuracy: 1e-9)
        XCTAssertEqual(try layer(p, "B.root", at: 0.1).opacity, p01, accuracy: 1e-5)
        XCTAssertEqual(try layer(p, "A.root", at: 0.1).opacity, 1 - p01, accuracy: 1e-5)
        for name in ["A.root", "B.root"] {
            XCTAssertFalse(try layer(p, name, at: 0).allowsGroupOpacity, name)
            XCTAssertFalse(try layer(p, name, at: 0.1).allowsGroupOpacity, name)
        }
        XCTAssertEqual(siblings(of: "B.root", p, at: 0.5), ["B.root"])
        XCTAssertEqual(try layer(p, "B.root", at: 0.5).opacity, 1)
        XCTAssertTrue(try layer(p, "B.root", at: 0.5).allowsGroupOpacity)

        let d = try record("system.cross-dissolve.dismiss")
        // The presented view (B, the from view) stays on top and fades out.
        XCTAssertEqual(siblings(of: "B.root", d, at: 0.1), ["A.root", "B.root"])
        XCTAssertEqual(try layer(d, "B.root", at: 0).opacity, 1, accuracy: 1e-9)
        XCTAssertEqual(try layer(d, "A.root", at: 0).opacity, 0, accuracy: 1e-9)
        XCTAssertEqual(try layer(d, "B.root", at: 0.1).opacity, 1 - p01, accuracy: 1e-5)
        XCTAssertEqual(try layer(d, "A.root", at: 0.1).opacity, p01, accuracy: 1e-5)
        XCTAssertFalse(try layer(d, "A.root", at: 0.1).allowsGroupOpacity)
        XCTAssertFalse(try layer(d, "B.root", at: 0.1).allowsGroupOpacity)
        XCTAssertEqual(siblings(of: "A.root", d, at: 0.5), ["A.root"])
        XCTAssertEqual(try layer(d, "A.root", at: 0.5).opacity, 1)
        XCTAssertTrue(try layer(d, "A.root", at: 0.5).allowsGroupOpacity)
    }

    func testFlipHorizontalPresent() throws {
        let t = try record("system.flip-horizontal.present")
        // From view A: 0 -> -pi about y (right edge towards the viewer); to view B: pi -> 0.
        XCTAssertEqual(siblings(of: "B.root", t, at: 0), ["A.root", "B.root"])
        let a0 = try layer(t, "A.root", at: 0), b0 = try layer(t, "B.root", at: 0)
        XCTAssertEqual(yAngle(a0), 0, accuracy: 1e-12)
        XCTAssertEqual(b0.transform.m11, -1, accuracy: 1e-12, "B starts turned half round")
        XCTAssertFalse(a0.isDoubleSided); XCTAssertFalse(b0.isDoubleSided)
        let a = try layer(t, "A.root", at: 0.1), b = try layer(t, "B.root", at: 0.1)
        XCTAssertEqual(yAngle(a), -.pi * p01, accuracy: 1e-5)  // -1.711472
        XCTAssertEqual(yAngle(b), .pi * (1 - p01), accuracy: 1e-5)  // 1.430121
        // Perspective -1/1200 applied after the rotation: m14 = m13 * m34 = sin(a) / 1200.
        XCTAssertEqual(a.transform.m14, sin(-.pi * p01) / 1200, accuracy: 1e-8)
        // The geometry at 0.05 s: angle a = -pi * 0.232230 = -0.729574 about the centre x = 187.5.
        // A's right edge: x' = 187.5 cos a = 139.7735, depth z = -187.5 sin a = +124.9785 (towards
        // the viewer), drawn at 187.5 + 139.7735 * 1200 / (1200 - 124.9785) = 343.5231; the left
        // edge goes away: 187.5 - 139.7735 * 1200 / 1324.9785 = 60.9106.
        let a5 = try layer(t, "A.root", at: 0.05)
        func screenX(_ lx: Double) -> Double {
            let q = a5.localToParent.apply(x: lx, y: 333.5)
            return q.x / q.w
        }
        XCTAssertEqual(screenX(375), 343.5231, accuracy: 1e-3)
        XCTAssertEqual(screenX(0), 60.9106, accuracy: 1e-3)
        // End state: B alone, flat, double-sided again.
        XCTAssertEqual(siblings(of: "B.root", t, at: 0.5), ["B.root"])
        let end = try layer(t, "B.root", at: 0.5)
        XCTAssertTrue(end.transform.isIdentity)
        XCTAssertTrue(end.isDoubleSided)
    }

    func testFlipHorizontalDismiss() throws {
        let t = try record("system.flip-horizontal.dismiss")
        // Left-to-right: from view B 0 -> +pi, to view A -pi -> 0; B stays the upper layer.
        XCTAssertEqual(siblings(of: "B.root", t, at: 0.1), ["A.root", "B.root"])
        XCTAssertEqual(yAngle(try layer(t, "B.root", at: 0)), 0, accuracy: 1e-12)
        XCTAssertEqual(yAngle(try layer(t, "B.root", at: 0.1)), .pi * p01, accuracy: 1e-5)
        XCTAssertEqual(yAngle(try layer(t, "A.root", at: 0.1)), -.pi * (1 - p01), accuracy: 1e-5)
        XCTAssertEqual(siblings(of: "A.root", t, at: 0.5), ["A.root"])
        XCTAssertTrue(try layer(t, "A.root", at: 0.5).transform.isIdentity)
    }

    func testPartialCurlIsAClearError() throws {
        let a = ScreenViewController(.a), b = ScreenViewController(.b)
        b.modalTransitionStyle = .partialCurl
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: w, height: h))
        window.rootViewController = a
        XCTAssertThrowsError(try Stage(window: window).record { a.present(b, animated: true) }) { error in
            guard case let .unsupported(what, time)? = error as? StageError else {
                return XCTFail("expected StageError.unsupported, got \(error)")
            }
            XCTAssertTrue(what.contains("partialCurl"), what)
            XCTAssertEqual(time, 0)
            XCTAssertTrue("\(error)".contains("partialCurl"))
        }
    }

    /// A delegate that returns nil hands the transition to the system, which refuses the
    /// partial curl too (and leaves B unpresented).
    func testPartialCurlIsRefusedWhenTheDelegateReturnsNil() throws {
        final class NilDelegate: NSObject, UIViewControllerTransitioningDelegate {}
        let delegate = NilDelegate()
        let a = ScreenViewController(.a), b = ScreenViewController(.b)
        b.modalTransitionStyle = .partialCurl
        b.transitioningDelegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: w, height: h))
        window.rootViewController = a
        XCTAssertThrowsError(try Stage(window: window).record { a.present(b, animated: true) }) { error in
            XCTAssertTrue("\(error)".contains("partialCurl"), "\(error)")
        }
        XCTAssertNil(a.presentedViewController)
        withExtendedLifetime(delegate) {}
    }

    func testNotAnimatedShowsTheEndStateAtOnce() throws {
        let a = ScreenViewController(.a), b = ScreenViewController(.b)
        b.modalTransitionStyle = .flipHorizontal
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: w, height: h))
        window.rootViewController = a
        let t = try Stage(window: window).record { a.present(b, animated: false) }
        XCTAssertEqual(t.duration, 0)
        XCTAssertEqual(t.frameCount(fps: 60), 1)
        XCTAssertTrue(t.animations.isEmpty)
        XCTAssertEqual(siblings(of: "B.root", t, at: 0), ["B.root"])
        XCTAssertEqual(try layer(t, "B.root", at: 0).untransformedFrame, CGRect(x: 0, y: 0, width: w, height: h))
        XCTAssertTrue(a.presentedViewController === b)

        // The same for a push without animation.
        let c = ScreenViewController(.a), d = ScreenViewController(.b)
        let nav = UINavigationController(rootViewController: c)
        nav.isNavigationBarHidden = true  // the screens' views only (the bar is NavigationBarTests')
        let window2 = UIWindow(frame: CGRect(x: 0, y: 0, width: w, height: h))
        window2.rootViewController = nav
        let u = try Stage(window: window2).record { nav.pushViewController(d, animated: false) }
        XCTAssertEqual(u.duration, 0)
        XCTAssertEqual(u.frameCount(fps: 60), 1)
        XCTAssertEqual(siblings(of: "B.root", u, at: 0), ["B.root"])
        XCTAssertEqual(try x(u, "B.root", at: 0), 0)
    }
}
