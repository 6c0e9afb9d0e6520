import XCTest
@testable import FlipbookCore

/// Springs at the edges of what app code may pass (SEMANTICS.md §4): every value finite, and
/// the motion the documented maths gives.
final class SpringLimitTests: XCTestCase {
    /// The damping ratio below which the duration spring's frequency is held (e / 1000, where
    /// the documented frequency ln(1000 z / sqrt(1 - z^2)) / (z D) peaks for v = 0).
    let floorRatio = M_E / 1000

    /// The documented closed form for v = 0 and zeta < 1: w = ln(1000 z / sqrt(1 - z^2)) / (z D).
    func closedOmega(_ z: Double, _ d: Double) -> Double { log(1000 * z / (1 - z * z).squareRoot()) / (z * d) }

    func testTheDocumentedCheckValuesStay() {
        // SEMANTICS.md §4: D = 0.5, zeta = 1: 18.4668; zeta = 0.5: 25.4338; D = 1, zeta = 0.7: 9.8396.
        XCTAssertEqual(
            DurationSpring(duration: 0.5, dampingRatio: 1, initialVelocity: 0).omega, 18.4668, accuracy: 1e-4)
        XCTAssertEqual(
            DurationSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0).omega, 25.4338, accuracy: 1e-4)
        XCTAssertEqual(DurationSpring(duration: 1, dampingRatio: 0.7, initialVelocity: 0).omega, 9.8396, accuracy: 1e-4)
    }

    func testDampingZeroOscillatesAtTheFloorsFrequency() {
        // Clamped to 1.19e-7; w = ln(e / sqrt(1 - e^2 / 1e6)) / (e / 1000 * 0.5) = 735.76 rad/s;
        // y(t) = exp(-l t)(cos(wd t) + l / wd sin(wd t)) with l = 1.19e-7 w: all but undamped.
        let s = DurationSpring(duration: 0.5, dampingRatio: 0, initialVelocity: 0)
        let w = closedOmega(floorRatio, 0.5)
        XCTAssertEqual(w, 735.76, accuracy: 0.01)
        XCTAssertEqual(s.dampingRatio, 1.19e-7)
        XCTAssertEqual(s.omega, w, accuracy: 1e-6)
        // Half a period in: y = cos(pi) = -1 (less exp(-l pi / w) - 1 = -3.7e-7), progress 2 (the
        // value is as far past the end as the start is before it); a whole period: back at the
        // start; 50 periods on it has lost 0.002% of its swing.
        let wd = w * (1 - 1.19e-14).squareRoot()
        XCTAssertEqual(s.progress(at: .pi / wd), 1 + exp(-1.19e-7 * .pi), accuracy: 1e-9)
        XCTAssertEqual(s.progress(at: .pi / wd), 2, accuracy: 1e-6)
        XCTAssertEqual(s.progress(at: 2 * .pi / wd), 0, accuracy: 1e-6)
        XCTAssertEqual(s.progress(at: 101 * .pi / wd), 2, accuracy: 1e-4)
        XCTAssertEqual(s.progress(at: 0.5), 1, "it stops at the duration")
    }

    func testATinyRatioRunsAtTheFloorsFrequencyWithItsOwnDecay() {
        // 1e-9 is below the clamp: it runs as 1.19e-7, at the floor's frequency.
        let z = 1.19e-7
        XCTAssertEqual(DurationSpring(duration: 0.5, dampingRatio: 1e-9, initialVelocity: 0).dampingRatio, z)
        let s = DurationSpring(duration: 0.5, dampingRatio: 1e-9, initialVelocity: 0)
        let w = closedOmega(floorRatio, 0.5)
        XCTAssertEqual(s.omega, w, accuracy: 1e-6)
        for t in stride(from: 0.0, through: 0.49, by: 0.01) {
            let l = z * w, wd = w * (1 - z * z).squareRoot()
            let y = exp(-l * t) * (cos(wd * t) + l / wd * sin(wd * t))
            XCTAssertEqual(s.progress(at: t), 1 - y, accuracy: 1e-9, "t = \(t)")
        }
    }

    func testRatiosAboveOneRunCriticallyDamped() {
        // Clamped to 1, as the documented rule says: the same spring as zeta = 1.
        let five = DurationSpring(duration: 0.5, dampingRatio: 5, initialVelocity: 0)
        XCTAssertEqual(five.dampingRatio, 1)
        XCTAssertEqual(five.omega, 18.4668, accuracy: 1e-4)
        // p(t) = 1 - exp(-w t)(1 + w t) at t = 0.1.
        let w = five.omega
        XCTAssertEqual(five.progress(at: 0.1), 1 - exp(-w * 0.1) * (1 + w * 0.1), accuracy: 1e-12)
    }

    func testAHugeInitialVelocitySolvesTheDocumentedEquation() {
        // zeta = 0.5, D = 0.5, v = 1000: w solves |(z w - v) / (w sqrt(1 - z^2))| exp(-z w D) = 0.001,
        // the largest root (the one after which the envelope stays under 0.001 at D), found here
        // by bisection on [1, 2000 / 1.5] where the envelope falls through 0.001 once.
        let z = 0.5, d = 0.5, v = 1000.0
        func envelope(_ w: Double) -> Double { abs((z * w - v) / (w * (1 - z * z).squareRoot())) * exp(-z * w * d) }
        var lo = 1.0, hi = 1333.0
        for _ in 0..<200 { let m = (lo + hi) / 2; if envelope(m) > 0.001 { lo = m } else { hi = m } }
        let s = DurationSpring(duration: d, dampingRatio: z, initialVelocity: v)
        XCTAssertEqual(s.omega, lo, accuracy: 1e-6)
        XCTAssertEqual(s.omega, 41.0, accuracy: 1.0)
        for k in 0...30 {
            let t = Double(k) / 60
            XCTAssertTrue(s.progress(at: t).isFinite)
        }
        // y'(0) = -v: the progress leaves 0 at 1000 distances per second.
        XCTAssertEqual(s.progress(at: 1e-7) / 1e-7, 1000, accuracy: 0.01)
    }

    func testDurationZeroAndValuesThatAreNotNumbers() {
        let zero = DurationSpring(duration: 0, dampingRatio: 0.5, initialVelocity: 0)
        XCTAssertEqual(zero.duration, 0.01)
        XCTAssertEqual(zero.progress(at: 0.01), 1)
        for s in [
            DurationSpring(duration: .nan, dampingRatio: .nan, initialVelocity: .nan),
            DurationSpring(duration: .infinity, dampingRatio: -.infinity, initialVelocity: .infinity),
            DurationSpring(duration: -1, dampingRatio: -3, initialVelocity: -.greatestFiniteMagnitude),
        ] {
            XCTAssertTrue(s.omega.isFinite && s.omega > 0, "\(s)")
            for k in 0...700 { XCTAssertTrue(s.progress(at: Double(k) / 60).isFinite, "\(s) at frame \(k)") }
        }
    }

    func testMassSpringLimits() {
        // Damping 0: undamped, y = cos(10 t) for k = 100, m = 1; the settling duration is capped at 60 s.
        let undamped = MassSpring(mass: 1, stiffness: 100, damping: 0)
        XCTAssertEqual(undamped.progress(at: .pi / 10), 2, accuracy: 1e-9)
        XCTAssertEqual(undamped.duration, 60)
        // Over-damped (damping 100: zeta = 5): r1 = -w^2 / (z w + s), r2 = -z w - s with
        // s = w sqrt(z^2 - 1), y = A e^{r1 t} + (1 - A) e^{r2 t}, A = -r2 / (r1 - r2).
        let over = MassSpring(mass: 1, stiffness: 100, damping: 100, allowsOverdamping: true)
        let w = 10.0, z = 5.0, sq = w * (z * z - 1).squareRoot()
        let r1 = -w * w / (z * w + sq), r2 = -z * w - sq, a = -r2 / (r1 - r2)
        XCTAssertEqual(over.progress(at: 1), 1 - (a * exp(r1) + (1 - a) * exp(r2)), accuracy: 1e-12)
        XCTAssertEqual(over.progress(at: 1), 1 - 0.36788, accuracy: 1e-4)
        // An extreme over-damping still moves (no cancellation to 0) and stays finite.
        let extreme = MassSpring(mass: 1, stiffness: 100, damping: 1e9, allowsOverdamping: true)
        XCTAssertGreaterThan(extreme.progress(at: 10), 0)
        XCTAssertTrue(extreme.settlingDuration.isFinite)
        // Values that are not numbers fall back to Core Animation's defaults (1, 100, 10, 0).
        let nan = MassSpring(mass: .nan, stiffness: .nan, damping: .nan, initialVelocity: .nan, duration: .nan)
        XCTAssertEqual(nan.mass, 1); XCTAssertEqual(nan.stiffness, 100); XCTAssertEqual(nan.damping, 10)
        XCTAssertEqual(nan.initialVelocity, 0)
        XCTAssertEqual(nan.duration, MassSpring().settlingDuration, accuracy: 1e-12)
        for s in [nan, MassSpring(mass: .infinity, stiffness: 0, damping: -.infinity, initialVelocity: 1e300)] {
            for k in 0...600 { XCTAssertTrue(s.progress(at: Double(k) / 60).isFinite, "\(s) at frame \(k)") }
            XCTAssertTrue(s.settlingDuration.isFinite)
        }
    }
}
