import XCTest
@testable import FlipbookCore

/// Cubic Bézier timing curves (SEMANTICS.md §3) and springs (§4), against values worked out
/// by hand or taken from the spec's check values.
final class CubicBezierTests: XCTestCase {
    func testCheckValuesAtHalfTime() {
        // SEMANTICS.md §3 check values: solve x(s) = 0.5 for the curve, read y(s).
        // easeIn (0.42,0,1,1): s = 0.6361, y = 0.3153568; easeOut is its point reflection,
        // 1 - 0.3153568 = 0.6846432; easeInOut is symmetric about (0.5, 0.5), so 0.5.
        XCTAssertEqual(CubicBezier.easeIn.progress(0.5), 0.3153568, accuracy: 1e-6)
        XCTAssertEqual(CubicBezier.easeOut.progress(0.5), 0.6846432, accuracy: 1e-6)
        XCTAssertEqual(CubicBezier.easeInOut.progress(0.5), 0.5, accuracy: 1e-6)
    }

    func testCheckValuesAwayFromTheMiddle() {
        // SEMANTICS.md §3's table: y at x, by bisection on x(s) = x independently of the code.
        // easeInOut is symmetric, so only values away from x = 0.5 pin its control points
        // ((0.40,0,0.60,1) gives 0.1353072 at 0.25); the last column pins Core Animation's
        // default curve (0.25,0.1,0.25,1).
        let table: [(x: Double, easeInOut: Double, easeIn: Double, easeOut: Double, caDefault: Double)] = [
            (0.1, 0.0197225, 0.0170266, 0.1605722, 0.0947963),
            (0.25, 0.1291619, 0.0934647, 0.3781381, 0.4085106),
            (0.5, 0.5, 0.3153568, 0.6846432, 0.8024034),
            (0.75, 0.8708381, 0.6218619, 0.9065353, 0.9604590),
            (0.9, 0.9802775, 0.8394278, 0.9829734, 0.9943165),
        ]
        for r in table {
            XCTAssertEqual(CubicBezier.easeInOut.progress(r.x), r.easeInOut, accuracy: 1e-6, "easeInOut at \(r.x)")
            XCTAssertEqual(CubicBezier.easeIn.progress(r.x), r.easeIn, accuracy: 1e-6, "easeIn at \(r.x)")
            XCTAssertEqual(CubicBezier.easeOut.progress(r.x), r.easeOut, accuracy: 1e-6, "easeOut at \(r.x)")
            XCTAssertEqual(CubicBezier.caDefault.progress(r.x), r.caDefault, accuracy: 1e-6, "default at \(r.x)")
        }
    }

    func testEaseInAndEaseOutAreReflections() {
        // easeOut (0,0,0.58,1) is easeIn (0.42,0,1,1) rotated by a half turn about (0.5, 0.5),
        // so easeOut(x) = 1 - easeIn(1 - x) for every x.
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(
                CubicBezier.easeOut.progress(x), 1 - CubicBezier.easeIn.progress(1 - x), accuracy: 1e-6, "x = \(x)")
            XCTAssertEqual(
                CubicBezier.easeInOut.progress(x), 1 - CubicBezier.easeInOut.progress(1 - x), accuracy: 1e-6, "x = \(x)"
            )
        }
    }

    func testLinearIsTheIdentity() {
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            XCTAssertEqual(CubicBezier.linear.progress(x), x, accuracy: 1e-12)
        }
    }

    func testEndpointsAndClampingOutsideTheUnitInterval() {
        for c in [CubicBezier.easeIn, .easeOut, .easeInOut, .linear, .caDefault] {
            XCTAssertEqual(c.progress(0), 0)
            XCTAssertEqual(c.progress(1), 1)
            XCTAssertEqual(c.progress(-0.5), 0)
            XCTAssertEqual(c.progress(1.5), 1)
        }
    }

    func testMonotonic() {
        // All five curves have y1, y2 in [0, 1], so y(x) never decreases.
        for c in [CubicBezier.easeIn, .easeOut, .easeInOut, .linear, .caDefault] {
            var last = 0.0
            for i in 0...2000 {
                let y = c.progress(Double(i) / 2000)
                XCTAssertGreaterThanOrEqual(y, last - 1e-9, "\(c) at \(Double(i) / 2000)")
                last = y
            }
        }
    }

    func testSolvesXToTheStatedTolerance() {
        // The parameter s returned for x must satisfy x(s) = x to 1e-7 (SEMANTICS.md §3).
        let c = CubicBezier.caDefault
        for x in stride(from: 0.01, to: 1.0, by: 0.037) {
            let s = c.solve(x)
            let bx = 3 * c.x1 * s * (1 - s) * (1 - s) + 3 * c.x2 * s * s * (1 - s) + s * s * s
            XCTAssertEqual(bx, x, accuracy: 1e-7)
        }
    }

    func testControlPointXIsClamped() {
        let c = CubicBezier(-1, 0, 2, 1)
        XCTAssertEqual(c.x1, 0); XCTAssertEqual(c.x2, 1)
    }
}

final class DurationSpringTests: XCTestCase {
    func testOmegaCheckValues() {
        // SEMANTICS.md §4 check values (v = 0).
        XCTAssertEqual(
            DurationSpring(duration: 0.5, dampingRatio: 1, initialVelocity: 0).omega, 18.4668, accuracy: 1e-4)
        XCTAssertEqual(
            DurationSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0).omega, 25.4338, accuracy: 1e-4)
        XCTAssertEqual(
            DurationSpring(duration: 1.0, dampingRatio: 0.7, initialVelocity: 0).omega, 9.8396, accuracy: 1e-4)
    }

    func testOmegaClosedFormForUnderdampedWithoutVelocity() {
        // With v = 0 and zeta < 1 the equation is zeta/sqrt(1-zeta^2) * exp(-zeta w D) = 0.001,
        // so w = ln(1000 zeta / sqrt(1 - zeta^2)) / (zeta D). For D = 2, zeta = 0.6:
        // 0.6/0.8 = 0.75, w = ln(750) / 1.2 = 5.516728 (SCENES.md's spring-rotate value).
        let s = DurationSpring(duration: 2, dampingRatio: 0.6, initialVelocity: 0)
        XCTAssertEqual(s.omega, log(750) / 1.2, accuracy: 1e-6)
        XCTAssertEqual(s.omega, 5.5167, accuracy: 1e-4)
    }

    func testRunsInRealSecondsAndSnapsToOneAtTheDuration() {
        let s = DurationSpring(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        // Critically damped: y(t) = exp(-w t)(1 + w t); at D the residual is 0.001 by
        // construction, so just before D the progress is 1 - 0.001 (to within the slope).
        XCTAssertEqual(s.progress(at: 0.5 - 1e-9), 0.999, accuracy: 1e-6)
        XCTAssertEqual(s.progress(at: 0.5), 1)
        XCTAssertEqual(s.progress(at: 3), 1)
        XCTAssertEqual(s.progress(at: 0), 0)
        XCTAssertEqual(s.progress(at: -1), 0)
        // An interior value from the closed form: w = 18.4668, t = 0.1: wt = 1.84668,
        // 1 - exp(-1.84668) * 2.84668 = 1 - 0.157745 * 2.84668 = 0.550908.
        XCTAssertEqual(s.progress(at: 0.1), 0.550908, accuracy: 1e-4)
    }

    func testOvershootsForDampingRatioPointSix() {
        // zeta = 0.6, v = 0: the first peak is at t = pi / wd with overshoot
        // exp(-zeta pi / sqrt(1 - zeta^2)) = exp(-0.6 pi / 0.8) = exp(-2.356194) = 0.094780.
        // For D = 2, w = 5.516728, wd = 0.8 w = 4.413382, peak at 0.711833 s (< D).
        let s = DurationSpring(duration: 2, dampingRatio: 0.6, initialVelocity: 0)
        let peak = Double.pi / (0.8 * s.omega)
        XCTAssertEqual(peak, 0.711833, accuracy: 1e-5)
        XCTAssertEqual(s.progress(at: peak), 1.094780, accuracy: 1e-5)
        XCTAssertGreaterThan(s.progress(at: peak), 1)
    }

    func testInitialVelocityIsTheSlopeAtZero() {
        // y'(0) = -v, so the progress starts with slope v (whole distances per second).
        let s = DurationSpring(duration: 1, dampingRatio: 0.7, initialVelocity: 3)
        let h = 1e-6
        XCTAssertEqual(s.progress(at: h) / h, 3, accuracy: 1e-3)
        XCTAssertEqual(s.displacement(at: 0), 1, accuracy: 1e-12)
    }

    func testArgumentsAreClamped() {
        let s = DurationSpring(duration: 20, dampingRatio: 1.5, initialVelocity: 0)
        XCTAssertEqual(s.duration, 10)
        XCTAssertEqual(s.dampingRatio, 1)
        XCTAssertEqual(DurationSpring(duration: 0, dampingRatio: 0, initialVelocity: 0).duration, 0.01)
        XCTAssertEqual(DurationSpring(duration: 1, dampingRatio: 0, initialVelocity: 0).dampingRatio, 1.19e-7)
    }
}

final class MassSpringTests: XCTestCase {
    func testSettlingDurationMatchesAppleDocumentation() {
        // CASpringAnimation's documentation: mass 1, stiffness 100, damping 5 settles in about
        // 2.85 s. Here w = 10, zeta = 0.25, lambda = 2.5, wd = 9.682458; the bound
        // |y| <= exp(-lambda t) (1 + lambda/wd) falls to 0.001 at
        // t = ln(1000 * 1.258199) / 2.5 = 2.854975 s.
        let s = MassSpring(mass: 1, stiffness: 100, damping: 5)
        XCTAssertEqual(s.settlingDuration, 2.855, accuracy: 0.01)
        XCTAssertEqual(s.duration, s.settlingDuration)
        // The same page: damping 15 settles in "just over 1 second": zeta = 0.75,
        // lambda = 7.5, wd = 6.614378, t = ln(1000 * (1 + 1.133893)) / 7.5 = 1.022094 s.
        XCTAssertEqual(MassSpring(mass: 1, stiffness: 100, damping: 15).settlingDuration, 1.022, accuracy: 0.01)
        // Critically damped (damping 20, w = 10): e^{-10t}(1 + 10t) = 0.001 at 10t = 9.233413,
        // t = 0.923341 s.
        XCTAssertEqual(MassSpring(mass: 1, stiffness: 100, damping: 20).settlingDuration, 0.923341, accuracy: 1e-5)
    }

    func testSettlingDurationIsWhereTheMotionStaysSmall() {
        // Whatever the bound, from settlingDuration on |y| stays below 0.001.
        let s = MassSpring(mass: 1, stiffness: 100, damping: 5)
        let settle = s.settlingDuration
        var t = settle
        while t < settle + 2 {
            XCTAssertLessThan(abs(s.displacement(at: t)), 0.001, "t = \(t)")
            t += 0.001
        }
    }

    func testSystemSpring() {
        // w = sqrt(1000/3) = 18.257419; p(t) = 1 - exp(-w t)(1 + w t):
        // p(0.1) = 1 - exp(-1.825742) * 2.825742 = 1 - 0.161100 * 2.825742 = 0.544778,
        // p(0.2) = 1 - exp(-3.651484) * 4.651484 = 1 - 0.025955 * 4.651484 = 0.879282.
        let s = MassSpring.system
        XCTAssertEqual(s.omega, (1000.0 / 3).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(s.progress(at: 0.1), 0.5448, accuracy: 1e-4)
        XCTAssertEqual(s.progress(at: 0.2), 0.8793, accuracy: 1e-4)
        XCTAssertEqual(s.duration, 0.5)
        // Exactly 1 from 0.5 s on (p(0.5) itself would be 0.998901).
        XCTAssertLessThan(s.progress(at: 0.5 - 1e-6), 0.9990)
        XCTAssertEqual(s.progress(at: 0.5), 1)
        XCTAssertEqual(s.progress(at: 0.75), 1)
    }

    func testDampingRatioAboveOneIsCriticalUnlessOverdampingIsAsked() {
        // mass 1, stiffness 100, damping 40: zeta = 2. Treated as critical: y = e^{-10t}(1 + 10t);
        // at t = 0.2: e^{-2} * 3 = 0.406006.
        let critical = MassSpring(mass: 1, stiffness: 100, damping: 40, duration: 5)
        XCTAssertEqual(critical.dampingRatio, 2, accuracy: 1e-12)
        XCTAssertEqual(critical.displacement(at: 0.2), exp(-2) * 3, accuracy: 1e-12)
        // Over-damped: roots r = -20 +- 10 sqrt(3) = -2.679492, -37.320508; A = -r2/(r1 - r2)
        // = 37.320508 / 34.641016 = 1.077350, B = -0.077350.
        // y(0.2) = 1.077350 e^{-0.535898} - 0.077350 e^{-7.464102} = 0.630405 - 0.000044 = 0.630360.
        let over = MassSpring(mass: 1, stiffness: 100, damping: 40, allowsOverdamping: true, duration: 5)
        XCTAssertEqual(over.displacement(at: 0.2), 0.630360, accuracy: 1e-5)
    }

    func testResponseDampingFractionSpring() {
        // k = (2 pi / response)^2, c = 4 pi f / response, mass 1. response 0.5, f 0.8:
        // k = (4 pi)^2 = 157.913670, c = 6.4 pi = 20.106193; hence w = 4 pi, zeta = 0.8.
        let s = MassSpring.response(0.5, dampingFraction: 0.8)
        XCTAssertEqual(s.mass, 1)
        XCTAssertEqual(s.stiffness, 157.913670, accuracy: 1e-5)
        XCTAssertEqual(s.damping, 20.106193, accuracy: 1e-5)
        XCTAssertEqual(s.dampingRatio, 0.8, accuracy: 1e-12)
        XCTAssertEqual(s.omega, 4 * .pi, accuracy: 1e-12)
    }
}

final class TimingFunctionTests: XCTestCase {
    func testCurveIsStretchedSpringIsNot() {
        // A curve over 2 s at 1 s is at x = 0.5; a spring is read at 1 s of its own time.
        XCTAssertEqual(TimingFunction.curve(.easeIn).progress(elapsed: 1, duration: 2), 0.3153568, accuracy: 1e-6)
        let spring = DurationSpring(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        XCTAssertEqual(
            TimingFunction.uikitSpring(spring).progress(elapsed: 0.1, duration: 0.5),
            spring.progress(at: 0.1), accuracy: 1e-12)
        XCTAssertEqual(TimingFunction.curve(.linear).progress(elapsed: 2, duration: 2), 1)
        XCTAssertEqual(TimingFunction.curve(.linear).progress(elapsed: -1, duration: 2), 0)
    }

    func testKeyframeWindow() {
        // Linear outer time; keyframe window [0.25, 0.75]: at u = 0.5 it is half way.
        let k = TimingFunction.keyframe(outer: .linear, start: 0.25, length: 0.5)
        XCTAssertEqual(k.progress(elapsed: 0.5, duration: 1), 0.5, accuracy: 1e-12)
        XCTAssertEqual(k.progress(elapsed: 0.1, duration: 1), 0)
        XCTAssertEqual(k.progress(elapsed: 0.9, duration: 1), 1)
        // Outer easeInOut remaps first: at 0.5 s of 1 s the outer time is still 0.5.
        let e = TimingFunction.keyframe(outer: .easeInOut, start: 0.25, length: 0.5)
        XCTAssertEqual(e.progress(elapsed: 0.5, duration: 1), 0.5, accuracy: 1e-6)
        // and at 0.25 s the outer time is easeInOut(0.25) < 0.25, so still before the window.
        XCTAssertEqual(e.progress(elapsed: 0.25, duration: 1), 0)
    }
}
