import Foundation

/// UIKit's `usingSpringWithDamping:initialSpringVelocity:` spring (SEMANTICS.md §4).
///
/// The spring runs in real seconds, is not stretched to the duration, and snaps to the end
/// value at `duration`. The angular frequency is found so that the remaining displacement at
/// `duration` is 0.001. Every input gives a finite spring: values that are not numbers, and
/// ratios and velocities at their limits, are taken as SEMANTICS.md §4 says.
public struct DurationSpring: Hashable, Sendable {
    /// The duration in seconds, clamped to [0.01, 10] (not a number: 0.01).
    public let duration: Double
    /// The damping ratio, clamped to [1.19e-7, 1] (not a number: 1): a ratio of 0 runs as
    /// 1.19e-7, which loses 0.004% of its swing in half a second.
    public let dampingRatio: Double
    /// Initial velocity in whole from-to distances per second, clamped to
    /// ±`maximumVelocity` (not a number or infinite: 0).
    public let initialVelocity: Double
    /// The undamped angular frequency, rad/s: always finite and positive.
    public let omega: Double

    /// Below this damping ratio (e / 1000) the frequency is the one this ratio gives: the
    /// documented frequency is largest here (for v = 0), and below it the rule's equation
    /// would give slower springs and, under 0.001, none (**chosen**, SEMANTICS.md §4).
    public static let frequencyFloorRatio = M_E / 1000
    /// The largest initial velocity taken, in distances per second (1e6, **chosen**).
    public static let maximumVelocity = 1e6

    /// Creates the spring UIKit would run for these arguments.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
        let d = duration.isNaN ? 0.01 : min(max(duration, 0.01), 10)
        let z = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 1.19e-7), 1)
        let v = initialVelocity.isFinite ? min(max(initialVelocity, -Self.maximumVelocity), Self.maximumVelocity) : 0
        self.duration = d; self.dampingRatio = z; self.initialVelocity = v
        self.omega = DurationSpring.solveOmega(duration: d, zeta: max(z, Self.frequencyFloorRatio), velocity: v)
    }

    /// What the rule's equation leaves at w: the bound on the displacement at D minus 0.001
    /// (for zeta = 1, the displacement itself).
    static func residual(_ w: Double, duration d: Double, zeta z: Double, velocity v: Double) -> Double {
        if z < 1 {
            let wd = (1 - z * z).squareRoot() * w
            return 0.001 - abs((z * w - v) / wd) * exp(-z * w * d)
        }
        return ((w - v) * d + 1) * exp(-w * d) - 0.001
    }

    /// The frequency: the rule's Newton steps from 5 / D when they land on a root; otherwise
    /// the largest root, bracketed on a geometric grid and bisected (a huge velocity can send
    /// the Newton steps astray); 5 / D if there is none.
    static func solveOmega(duration d: Double, zeta z: Double, velocity v: Double) -> Double {
        func f(_ w: Double) -> Double { residual(w, duration: d, zeta: z, velocity: v) }
        var w = 5 / d
        for _ in 0..<12 {
            let h = max(1e-6, abs(w) * 1e-7)
            let slope = (f(w + h) - f(w - h)) / (2 * h)
            guard slope != 0, slope.isFinite else { break }
            let next = w - f(w) / slope
            if !next.isFinite { break }
            if abs(next - w) < 1e-9 { w = next; break }
            w = next
        }
        if w.isFinite, w > 0, abs(f(w)) < 1e-7 { return w }
        return largestRoot(f, duration: d, zeta: z, velocity: v) ?? 5 / d
    }

    /// The largest w at which `f` (negative for large w) crosses 0, or nil.
    static func largestRoot(
        _ f: (Double) -> Double, duration d: Double, zeta z: Double, velocity v: Double
    ) -> Double? {
        // f > 0 means the bound is under 0.001 for z < 1 (and the displacement above it for
        // z = 1): normalise so that "still too large" is positive.
        func g(_ w: Double) -> Double { z < 1 ? -f(w) : f(w) }
        let lo = 1e-3 / d, hi = max(1e4, 10 * abs(v) / z) / d
        let n = 400
        let ratio = pow(hi / lo, 1 / Double(n))
        var upper = hi
        for i in stride(from: n - 1, through: 0, by: -1) {
            let w = lo * pow(ratio, Double(i))
            if g(w) > 0 {
                var a = w, b = upper
                for _ in 0..<100 {
                    let m = (a * b).squareRoot()
                    if g(m) > 0 { a = m } else { b = m }
                }
                return a
            }
            upper = w
        }
        return nil
    }

    /// The remaining displacement y(t), y(0) = 1, y'(0) = -v.
    public func displacement(at t: Double) -> Double {
        let z = dampingRatio, w = omega, v = initialVelocity
        if z < 1 {
            let lambda = z * w
            let wd = w * (1 - z * z).squareRoot()
            return exp(-lambda * t) * (cos(wd * t) + ((lambda - v) / wd) * sin(wd * t))
        }
        return exp(-w * t) * (1 + (w - v) * t)
    }

    /// Progress `1 - y(t)` at `t` seconds after the start; 0 before, exactly 1 from `duration` on.
    public func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        return 1 - displacement(at: t)
    }
}

/// A mass-stiffness-damping spring, as `CASpringAnimation` and SwiftUI's springs.
///
/// Under-damped, critically damped and (when `allowsOverdamping`) over-damped solutions in
/// closed form; damping ratios above 1 are treated as critically damped otherwise
/// (SEMANTICS.md §4).
public struct MassSpring: Hashable, Sendable {
    /// Mass, default 1 (`CASpringAnimation.mass`).
    public let mass: Double
    /// Stiffness, default 100 (`CASpringAnimation.stiffness`).
    public let stiffness: Double
    /// Damping, default 10 (`CASpringAnimation.damping`).
    public let damping: Double
    /// Initial velocity in whole from-to distances per second (`CASpringAnimation.initialVelocity`).
    public let initialVelocity: Double
    /// Whether a damping ratio above 1 is solved as over-damped.
    public let allowsOverdamping: Bool
    /// How long the animation runs; defaults to `settlingDuration`.
    public private(set) var duration: Double

    /// Creates a spring; `duration` nil means `settlingDuration`. Every input gives a finite
    /// spring (SEMANTICS.md §4): mass in [1e-6, 1e6], stiffness in [1e-6, 1e9], damping in
    /// [0, 1e9], velocity within ±1e6, each value that is not a number taken as Core
    /// Animation's default (1, 100, 10, 0); a duration that is not a number or negative
    /// means the settling duration.
    public init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0, allowsOverdamping: Bool = false, duration: Double? = nil
    ) {
        func clean(_ x: Double, _ lo: Double, _ hi: Double, _ fallback: Double) -> Double {
            x.isNaN ? fallback : min(max(x, lo), hi)
        }
        self.mass = clean(mass, 1e-6, 1e6, 1); self.stiffness = clean(stiffness, 1e-6, 1e9, 100)
        self.damping = clean(damping, 0, 1e9, 10)
        self.initialVelocity = clean(initialVelocity, -1e6, 1e6, 0); self.allowsOverdamping = allowsOverdamping
        self.duration = 0
        if let d = duration, d.isFinite, d >= 0 { self.duration = d } else { self.duration = settlingDuration }
    }

    /// SwiftUI's `spring(response:dampingFraction:)`: k = (2 pi / response)^2,
    /// c = 4 pi dampingFraction / response, mass 1.
    public static func response(_ response: Double, dampingFraction: Double, initialVelocity: Double = 0) -> MassSpring
    {
        let r = max(response, 1e-3)
        return MassSpring(
            mass: 1, stiffness: pow(2 * .pi / r, 2), damping: 4 * .pi * dampingFraction / r,
            initialVelocity: initialVelocity)
    }

    /// UIKit's system spring (private curve 7): mass 3, stiffness 1000, damping 500, run as
    /// critically damped with w = sqrt(1000/3) for exactly 0.5 s.
    public static let system = MassSpring(mass: 3, stiffness: 1000, damping: 500, duration: 0.5)

    /// Undamped angular frequency sqrt(k/m).
    public var omega: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio c / (2 sqrt(k m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The over-damped solution's rates r1 > r2 (both negative): r2 = -zeta w - s with
    /// s = w sqrt(zeta^2 - 1), and r1 = w^2 / r2 (their product is w^2), which keeps r1 exact
    /// where -zeta w + s would cancel to 0 for a large ratio.
    var overdampedRoots: (Double, Double) {
        let w = omega, z = dampingRatio
        let r2 = -z * w - w * (z * z - 1).squareRoot()
        return (w * w / r2, r2)
    }

    /// The remaining displacement y(t), y(0) = 1, y'(0) = -v.
    public func displacement(at t: Double) -> Double {
        let w = omega, z = dampingRatio, v = initialVelocity
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let l = z * w
            return exp(-l * t) * (cos(wd * t) + ((l - v) / wd) * sin(wd * t))
        }
        if z > 1 && allowsOverdamping {
            let (r1, r2) = overdampedRoots
            // y = A e^{r1 t} + B e^{r2 t}, A + B = 1, r1 A + r2 B = -v
            let a = (-v - r2) / (r1 - r2)
            return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
        }
        return exp(-w * t) * (1 + (w - v) * t)
    }

    /// Progress `1 - y(t)`; 0 before the start, exactly 1 from `duration` on.
    public func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        return 1 - displacement(at: t)
    }

    /// The estimated time to rest, as `CASpringAnimation.settlingDuration` (epsilon 0.001): when
    /// the bound on |y(t)| given by the sum of the magnitudes of the solution's terms falls to
    /// 0.001 (under-damped: exp(-zeta w t) * (1 + |(zeta w - v) / wd|)). This reproduces Apple's
    /// documented values (mass 1, stiffness 100: damping 5 about 2.85 s, damping 15 just over
    /// 1 s). Capped at 60 s (an undamped spring never settles).
    public var settlingDuration: Double {
        let eps = 0.001, limit = 60.0
        let w = omega, z = dampingRatio, v = initialVelocity
        if z < 1 {
            let l = z * w
            guard l > 0 else { return limit }
            let wd = w * (1 - z * z).squareRoot()
            return min(max(log((1 + abs((l - v) / wd)) / eps) / l, 0), limit)
        }
        // Critically damped y = e^{-wt}(1 + (w - v) t): bound e^{-wt}(1 + |w - v| t), largest at
        // t0 = (|w - v| - w) / (w |w - v|) when positive and decreasing after it. Over-damped:
        // |A| e^{r1 t} + |B| e^{r2 t}, decreasing from 0. Bisect for bound = eps after t0.
        let bound: (Double) -> Double
        var t0 = 0.0
        if z > 1 && allowsOverdamping {
            let (r1, r2) = overdampedRoots
            let a = (-v - r2) / (r1 - r2)
            bound = { t in abs(a) * exp(r1 * t) + abs(1 - a) * exp(r2 * t) }
        } else {
            let k = abs(w - v)
            if k > w { t0 = (k - w) / (w * k) }
            bound = { t in exp(-w * t) * (1 + k * t) }
        }
        guard bound(limit) < eps else { return limit }
        var lo = t0, hi = limit
        for _ in 0..<200 where hi - lo > 1e-12 {
            let mid = (lo + hi) / 2
            if bound(mid) >= eps { lo = mid } else { hi = mid }
        }
        return hi
    }
}
