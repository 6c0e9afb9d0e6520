import XCTest
import FlipbookCore
import FlipbookRender
@testable import FlipbookShowcase

/// The motion scenes (SCENES.md, "Motion") against the maths: the pinch's scale, the
/// integrator's equations of SEMANTICS.md §24 and the emitter's births of §33.
final class MotionSceneTests: XCTestCase {
    func record(_ name: String) throws -> Timeline {
        try XCTUnwrap(Showcase.scene(named: name)).record(fps: 60)
    }

    func layer(_ t: Timeline, _ name: String, at time: Double) throws -> LayerState {
        try XCTUnwrap(t.presentation(at: time).root.find(named: name), "\(name) not on screen at t = \(time)")
    }

    /// The photo-zoom flight at progress p from the detail frame (0) to the cell (1):
    /// (129 p, 208.5 - 98.5 p, 375 - 258 p, 250 - 133 p), as PhotoZoomSceneTests works it out.
    func assertSnapshot(_ l: LayerState, at p: Double, file: StaticString = #filePath, line: UInt = #line) {
        let f = l.untransformedFrame
        XCTAssertEqual(f.minX, 129 * p, accuracy: 1e-6, "x", file: file, line: line)
        XCTAssertEqual(f.minY, 208.5 - 98.5 * p, accuracy: 1e-6, "y", file: file, line: line)
        XCTAssertEqual(f.width, 375 - 258 * p, accuracy: 1e-6, "width", file: file, line: line)
        XCTAssertEqual(f.height, 250 - 133 * p, accuracy: 1e-6, "height", file: file, line: line)
    }

    // MARK: - The pinch

    func testPinchScrubsTheDismissalByItsScaleAndFinishes() throws {
        let t = try record("photo-zoom.pinch-dismiss")
        // The fingers close from d₀ = 250 to 125 points in 0.4 s: d = 250 − 312.5 t. The pinch
        // begins at the first frame where |d − d₀| ≥ 8 (§23): 312.5 t ≥ 8 at t ≥ 0.0256, frame 2.
        // From then the percent is 1 − scale = 1 − d / 250 = 1.25 t: 0.5 at the release (0.4 s),
        // past 0.3, so it finishes the remaining 0.5 of 0.4 s at speed 1: 0.2 s, 0.6 s in all.
        XCTAssertEqual(t.duration, 0.6, accuracy: 1e-9)
        XCTAssertEqual(t.frameCount(fps: 60), 37)
        // Frame 1: no pinch yet (5.2 points), D untouched.
        XCTAssertNil(t.presentation(at: 1.0 / 60).root.find(named: "D.image.snapshot"))
        // Frame 12 (t = 0.2): scale 0.75, percent 0.25; the scrub is linear (§12), D at 0.75.
        assertSnapshot(try layer(t, "D.image.snapshot", at: 0.2), at: 0.25)
        XCTAssertEqual(try layer(t, "D.root", at: 0.2).opacity, 0.75, accuracy: 1e-9)
        // Frame 18 (t = 0.3): percent 0.375.
        assertSnapshot(try layer(t, "D.image.snapshot", at: 0.3), at: 0.375)
        // The release: scale 0.5, percent 0.5.
        assertSnapshot(try layer(t, "D.image.snapshot", at: 0.4), at: 0.5)
        // Half the completion (0.5 s): ease in-out at 0.5 is 0.5, so p = 0.5 + 0.5 × 0.5 = 0.75.
        assertSnapshot(try layer(t, "D.image.snapshot", at: 0.5), at: 0.75)
        XCTAssertEqual(try layer(t, "D.root", at: 0.5).opacity, 0.25, accuracy: 1e-6)
        XCTAssertNil(t.presentation(at: 0.6).root.find(named: "D.root"))
        XCTAssertTrue(t.events.contains { $0.message == "completeTransition(true)" && abs($0.time - 0.6) < 1e-9 })
    }

    // MARK: - The fling

    /// Semi-implicit Euler from rest position x₀ with velocity v₀ under a constant
    /// acceleration a, after n steps of h (§24): x₀ + v₀ h n + a h² n (n + 1) / 2.
    func euler(_ x0: Double, _ v0: Double, _ a: Double, steps n: Int) -> Double {
        let h = 1.0 / 120
        return x0 + v0 * h * Double(n) + a * h * h * Double(n * (n + 1)) / 2
    }

    func testFlungCardFollowsTheEquationsOfMotionThenTheDismissalFinishes() throws {
        let t = try record("card-fling.dismiss")
        // The finger: (187.5, 333.5) -> (307.5, 293.5) in 0.1 s, so the card's centre is home
        // plus the translation and it is turned by translation.x / 600; at 0.05 s (frame 3),
        // half way: (247.5, 313.5), 0.1 rad.
        let mid = try layer(t, "K.card", at: 0.05)
        XCTAssertEqual(mid.position.x, 247.5, accuracy: 1e-9)
        XCTAssertEqual(mid.position.y, 313.5, accuracy: 1e-9)
        XCTAssertEqual(atan2(mid.transform.m12, mid.transform.m11), 0.1, accuracy: 1e-9)
        // The dimming fades with the distance: 0.4 × (1 − |(60, −20)| / 300).
        XCTAssertEqual(try layer(t, "K.dimming", at: 0.05).opacity, 0.4 * (1 - hypot(60, 20) / 300), accuracy: 1e-6)
        // Released at 0.1 s at (1200, −400) points a second (the drag's segment), spinning at
        // 1200 / 600 = 2 rad/s, under gravity 1,000 points/s² down, from (307.5, 293.5) and
        // 0.2 rad. The animator starts at the release, so frame k shows n = 2 (k − 6) steps.
        for k in [8, 12, 16] {
            let n = 2 * (k - 6)
            let card = try layer(t, "K.card", at: Double(k) / 60)
            XCTAssertEqual(card.position.x, euler(307.5, 1200, 0, steps: n), accuracy: 1e-6, "frame \(k)")
            XCTAssertEqual(card.position.y, euler(293.5, -400, 1000, steps: n), accuracy: 1e-6, "frame \(k)")
            XCTAssertEqual(
                atan2(card.transform.m12, card.transform.m11), 0.2 + 2 * Double(n) / 120, accuracy: 1e-6, "frame \(k)")
        }
        // Off the screen: the first step after which the turned card's bounding box,
        // (260 |cos θ| + 340 |sin θ|) / 2 either side of its centre, starts right of 375.
        func left(_ n: Int) -> Double {
            let angle = 0.2 + 2 * Double(n) / 120
            return euler(307.5, 1200, 0, steps: n) - (260 * cos(angle) + 340 * sin(angle)) / 2
        }
        var n = 0
        while left(n) <= 375 { n += 1 }
        XCTAssertEqual(n, 28)
        // Steps run at frame times, two a frame: step 28 runs at frame 6 + 14 = 20 (1/3 s), where
        // the action completes the dismissal.
        let done = try XCTUnwrap(t.events.first { $0.message == "completeTransition(true)" })
        XCTAssertEqual(done.time, 20.0 / 60, accuracy: 1e-9)
        XCTAssertNotNil(t.presentation(at: 19.0 / 60).root.find(named: "K.card"))
        XCTAssertNil(t.presentation(at: 20.0 / 60).root.find(named: "K.root"))
        // The dimming's fade (ease in-out, 0.3 s from the release) sets the length: 0.4 s.
        XCTAssertEqual(t.duration, 0.4, accuracy: 1e-9)
    }

    func testSlowReleaseCancelsAndSnapsTheCardHome() throws {
        let t = try record("card-fling.snap-back")
        // Dragged (37.5, 25) in 0.25 s, 180 points a second, under 1,000: cancelled. The snap
        // starts at 0.25 s from (225, 358.5), at rest, turned 37.5 / 600 = 0.0625 rad.
        let released = try layer(t, "K.card", at: 0.25)
        XCTAssertEqual(released.position.x, 225, accuracy: 1e-9)
        XCTAssertEqual(released.position.y, 358.5, accuracy: 1e-9)
        // A damped spring of 2 Hz (ω = 4π) and damping ratio 0.1 + 0.9 × 0.8 = 0.82 (§24), from
        // rest: x(τ) = x₀ e^(−ζωτ) (cos ω_d τ + ζω / ω_d sin ω_d τ), ω_d = ω √(1 − ζ²). The
        // simulation is semi-implicit Euler with ω h = 0.105, a first-order method: within
        // 4 % of the start (1.5 points across, 1 down) of the continuous spring.
        let w = 4 * Double.pi, z = 0.82, wd = w * (1 - z * z).squareRoot()
        func spring(_ x0: Double, _ tau: Double) -> Double {
            x0 * exp(-z * w * tau) * (cos(wd * tau) + z * w / wd * sin(wd * tau))
        }
        for k in [18, 24, 30, 40] {
            let tau = Double(k) / 60 - 0.25
            let card = try layer(t, "K.card", at: Double(k) / 60)
            XCTAssertEqual(card.position.x - 187.5, spring(37.5, tau), accuracy: 1.5, "frame \(k)")
            XCTAssertEqual(card.position.y - 333.5, spring(25, tau), accuracy: 1, "frame \(k)")
            XCTAssertEqual(
                atan2(card.transform.m12, card.transform.m11), spring(0.0625, tau), accuracy: 0.0025, "frame \(k)")
        }
        // At rest: home, upright, the dismissal cancelled (completed with false), K still shown,
        // the dimming back at 0.4.
        let done = try XCTUnwrap(t.events.first { $0.message == "completeTransition(false)" })
        XCTAssertEqual(done.time, t.duration, accuracy: 1e-9)
        let end = try layer(t, "K.card", at: t.duration)
        XCTAssertEqual(end.position.x, 187.5, accuracy: 0.5)
        XCTAssertEqual(end.position.y, 333.5, accuracy: 0.5)
        XCTAssertEqual(atan2(end.transform.m12, end.transform.m11), 0, accuracy: 0.01)
        XCTAssertEqual(try layer(t, "K.dimming", at: t.duration).opacity, 0.4, accuracy: 1e-6)
        XCTAssertNotNil(t.presentation(at: t.duration).root.find(named: "A.root"))
        XCTAssertFalse(t.events.contains { $0.message == "completeTransition(true)" })
    }

    // MARK: - The burst

    func particles(_ t: Timeline, at time: Double) -> [LayerState] {
        t.presentation(at: time).root.flattened.filter { $0.name == "like.emitter particle" }
    }

    func testLikeBurstEmitsBirthRateTimesTimeAndStopsWithThePop() throws {
        let t = try record("like-burst.present")
        XCTAssertEqual(t.duration, 0.75, accuracy: 1e-9)
        XCTAssertEqual(t.frameCount(fps: 60), 46)
        // 90 a second from the emitter's begin (0 s): ⌊90 t⌋ born by t (§33), none dead before
        // 0.5 s. Odd frames keep clear of births at frame times (90 k / 60 is whole for even k).
        XCTAssertEqual(particles(t, at: 5.0 / 60).count, 7)  // 7.5
        XCTAssertEqual(particles(t, at: 9.0 / 60).count, 13)  // 13.5
        // The pop ends at 0.25 s and sets birthRate 0: particles 1 ... 22 (22 / 90 = 0.244 s).
        XCTAssertEqual(particles(t, at: 15.0 / 60).count, 22)
        XCTAssertEqual(particles(t, at: 29.0 / 60).count, 22)
        // Each lives 0.5 s: at 0.65 s those born after 0.15 s, particles 14 ... 22.
        XCTAssertEqual(particles(t, at: 39.0 / 60).count, 9)
        // At 0.75 s the last is dead and the emitter gone with the transition.
        XCTAssertNil(t.presentation(at: 0.75).root.find(named: "like.emitter"))
        XCTAssertEqual(try layer(t, "B.root", at: 0.75).opacity, 1, accuracy: 1e-9)

        // Where they are: born inside the circle of radius 12 about A's card centre (72, 144),
        // moving 350 ± 100 points a second in any direction, falling 300 points/s²: at age a,
        // |p − (72, 144 + 150 a²)| is within [250 a − 12, 450 a + 12]; the alpha is 1 − 2 a.
        let emitter = try XCTUnwrap(t.model(at: 0.21).root.find(named: "like.emitter")?.emitter)
        let alive = emitter.particles(at: 0.21)
        XCTAssertEqual(alive.count, 18)
        for p in alive {
            let d = hypot(p.position.x - 72, p.position.y - 144 - 150 * p.age * p.age)
            XCTAssertGreaterThanOrEqual(d, 250 * p.age - 12 - 1e-9)
            XCTAssertLessThanOrEqual(d, 450 * p.age + 12 + 1e-9)
            XCTAssertEqual(p.color.alpha, 1 - 2 * p.age, accuracy: 1e-9)
            XCTAssertEqual(p.age, 0.21 - p.birth, accuracy: 1e-9)
        }
    }
}
