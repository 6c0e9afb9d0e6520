import Foundation
import FlipbookCore

/// The kind of timing a `UITimingCurveProvider` supplies (`UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    /// A built-in `UIView.AnimationCurve`.
    case builtin = 0
    /// A cubic Bézier of two control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Cubic and spring together (UIKit uses the cubic's timing for the spring's progress;
    /// here the spring wins, see `UIViewPropertyAnimator`).
    case composed = 3
}

/// Timing for a property animator (`UITimingCurveProvider`): a cubic curve, a spring, or both.
public protocol UITimingCurveProvider: AnyObject {
    /// What kind of timing this is.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic part, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring part, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic timing curve (`UICubicTimingParameters`, SEMANTICS.md §3 and §11).
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, or `.easeInOut` for control points (`animationCurve`).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point, in unit coordinates (`controlPoint1`).
    public let controlPoint1: CGPoint
    /// The second control point, in unit coordinates (`controlPoint2`).
    public let controlPoint2: CGPoint
    let bezier: CubicBezier
    private let isBuiltin: Bool

    /// `.easeInOut` (`init()`).
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// A built-in curve (`init(animationCurve:)`): §3's control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        bezier = curve.bezier
        controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
        controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
        isBuiltin = true
        super.init()
    }

    /// A curve through two control points in unit coordinates (`init(controlPoint1:controlPoint2:)`);
    /// x is clamped to [0, 1] as Core Animation does.
    public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) {
        animationCurve = .easeInOut
        bezier = CubicBezier(p1.x, p1.y, p2.x, p2.y)
        controlPoint1 = p1
        controlPoint2 = p2
        isBuiltin = false
        super.init()
    }

    /// `.builtin` or `.cubic`.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// nil.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring (`UISpringTimingParameters`, SEMANTICS.md §4 and §11): either UIKit's duration
/// spring (damping ratio; it runs exactly the animator's duration) or a physical spring (mass,
/// stiffness, damping; the animator then lasts the spring's settling duration).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity in whole from-to distances per second (`initialVelocity`; default
    /// zero): `dx` for x components and scalar properties, `dy` for the y components of
    /// positions, anchor points and bounds (SEMANTICS.md §11).
    public let initialVelocity: CGVector
    /// The damping ratio of a duration spring, nil for a physical spring.
    let dampingRatio: Double?
    /// The physical spring, nil for a duration spring.
    let physical: MassSpring?

    /// A critically damped duration spring (`init()`): damping ratio 1.
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    /// A duration spring (`init(dampingRatio:)`), zero velocity.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A duration spring with an initial velocity (`init(dampingRatio:initialVelocity:)`).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = Double(ratio); physical = nil; initialVelocity = velocity
        super.init()
    }

    /// A physical spring (`init(mass:stiffness:damping:initialVelocity:)`): mass 1, stiffness 100
    /// and damping 10 are Core Animation's defaults; the animator's duration becomes the
    /// spring's settling duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil; initialVelocity = velocity
        physical = MassSpring(
            mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: Double(velocity.dx))
        super.init()
    }

    /// iOS 17's perceptual spring (`init(duration:bounce:initialVelocity:)`), as SwiftUI
    /// defines it: response = duration, damping fraction 1 - bounce (1 / (1 + bounce) for a
    /// negative bounce), so stiffness (2 pi / duration)^2 and damping 4 pi fraction / duration
    /// with mass 1; the animator lasts its settling duration (**chosen**).
    public init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = .zero) {
        let b = bounce.isFinite ? min(max(Double(bounce), -1 + 1e-6), 1) : 0
        let fraction = b >= 0 ? 1 - b : 1 / (1 + b)
        let response = duration.isFinite && duration > 0 ? duration : 0.5
        dampingRatio = nil; initialVelocity = velocity
        physical = MassSpring.response(response, dampingFraction: fraction, initialVelocity: Double(velocity.dx))
        super.init()
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// nil.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}

extension UITimingCurveProvider {
    /// The timing this provider gives an animation of `duration` seconds, and how long the
    /// animator then lasts (a physical spring lasts its settling duration, SEMANTICS.md §11).
    func timing(forDuration duration: Double) -> (timing: TimingFunction, duration: Double) {
        if let spring = springTimingParameters {
            if let m = spring.physical { return (.spring(m), m.duration) }
            let s = DurationSpring(
                duration: duration, dampingRatio: spring.dampingRatio ?? 1,
                initialVelocity: Double(spring.initialVelocity.dx))
            return (.uikitSpring(s), duration)
        }
        if let cubic = cubicTimingParameters { return (.curve(cubic.bezier), duration) }
        return (.curve(.easeInOut), duration)
    }

    /// The timing of y components when a spring's velocity differs between x and y (UIKit
    /// uses `dy` for them); nil when they share the x timing.
    func timingY(forDuration duration: Double) -> TimingFunction? {
        guard let spring = springTimingParameters, spring.initialVelocity.dy != spring.initialVelocity.dx else {
            return nil
        }
        let vy = Double(spring.initialVelocity.dy)
        if let m = spring.physical {
            return .spring(
                MassSpring(
                    mass: m.mass, stiffness: m.stiffness, damping: m.damping, initialVelocity: vy,
                    allowsOverdamping: m.allowsOverdamping, duration: m.duration))
        }
        return .uikitSpring(
            DurationSpring(duration: duration, dampingRatio: spring.dampingRatio ?? 1, initialVelocity: vy))
    }
}
