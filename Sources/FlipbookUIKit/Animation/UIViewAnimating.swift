import Foundation

/// The state of an animator (`UIViewAnimatingState`, SEMANTICS.md §11).
public enum UIViewAnimatingState: Int, Sendable, CustomStringConvertible {
    /// Not started, or finished: its animations are not applied.
    case inactive = 0
    /// Started or paused.
    case active = 1
    /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped = 2
    /// ".inactive", ".active", ".stopped".
    public var description: String {
        switch self {
        case .inactive: return ".inactive"
        case .active: return ".active"
        case .stopped: return ".stopped"
        }
    }
}

/// Where the animations ended (`UIViewAnimatingPosition`), passed to completions.
public enum UIViewAnimatingPosition: Int, Sendable, CustomStringConvertible {
    /// At their end values.
    case end = 0
    /// At their start values (reversed, or finished at `.start`).
    case start = 1
    /// Where they were when stopped.
    case current = 2
    /// ".end", ".start", ".current".
    public var description: String {
        switch self {
        case .end: return ".end"
        case .start: return ".start"
        case .current: return ".current"
        }
    }
}

/// An object that runs, pauses, scrubs, reverses and stops animations (`UIViewAnimating`).
public protocol UIViewAnimating: NSObjectProtocol {
    /// The state (`state`).
    var state: UIViewAnimatingState { get }
    /// Whether the animations are moving by themselves (`isRunning`).
    var isRunning: Bool { get }
    /// Whether the animations run back towards their start (`isReversed`).
    var isReversed: Bool { get set }
    /// The fraction of the animator's time, 0...1 (`fractionComplete`); setting it scrubs a
    /// paused animator.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes (`startAnimation()`).
    func startAnimation()
    /// Starts after `delay` seconds (`startAnimation(afterDelay:)`).
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses (`pauseAnimation()`).
    func pauseAnimation()
    /// Stops where the animations are (`stopAnimation(_:)`).
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at a position (`finishAnimation(at:)`).
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes more animations and completions and continues with new timing
/// (`UIViewImplicitlyAnimating`). UIKit makes these optional; here they default to nothing.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations (`addAnimations(_:)`).
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` of the remaining time (`addAnimations(_:delayFactor:)`).
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion, run with the final position (`addCompletion(_:)`).
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing and a duration factor
    /// (`continueAnimation(withTimingParameters:durationFactor:)`).
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// UIKit's optional requirement: does nothing by default.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// UIKit's optional requirement: does nothing by default.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// UIKit's optional requirement: does nothing by default.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// UIKit's optional requirement: does nothing by default.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
