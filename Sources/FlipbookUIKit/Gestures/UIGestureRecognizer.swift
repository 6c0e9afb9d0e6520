import Foundation
import FlipbookCore

/// A gesture recognizer fed by a `GestureScript` instead of a finger (`UIGestureRecognizer`).
///
/// Target-action without the Objective-C runtime: `#selector` does not exist on Linux, so an
/// action is a method reference, `UIPanGestureRecognizer(target: self, action: Self.handlePan)`
/// for `func handlePan(_ g: UIPanGestureRecognizer)`, or a closure with `init(handler:)`.
/// Porting tutorial code means replacing `#selector(handlePan(_:))` with `Self.handlePan` and
/// dropping `@objc`.
open class UIGestureRecognizer: NSObject {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// The same as `.ended`.
        public static let recognized = State.ended
    }

    /// The current state.
    public internal(set) var state: State = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Whether the recognizer delivers events (default true).
    open var isEnabled = true
    /// The target-action pairs, in the order added; `target` is nil for closures.
    var actions: [(target: ObjectIdentifier?, run: (UIGestureRecognizer) -> Void)] = []
    /// The finger's position now, in the script's coordinates (`location(in:)`).
    var currentLocation = CGPoint.zero

    /// Creates a recognizer with no target.
    public override init() { super.init() }

    /// `init?(coder:)`, as a storyboard or nib makes a recognizer: its settings come from the
    /// coder when it is a `StoryboardCoder` (Storyboard/StoryboardGestures.swift), else it is
    /// as `init()` makes it. Not required, as in UIKit, so apps' subclasses with initialisers
    /// of their own compile as they are.
    public init?(coder: NSCoder) {
        super.init()
        if let c = coder as? StoryboardCoder { StoryboardGestures.apply(c, to: self) }
    }

    /// Creates a recognizer whose action is a method of `target`, held weakly.
    public init<T: AnyObject, R: UIGestureRecognizer>(target: T, action: @escaping (T) -> (R) -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer whose action is a closure.
    public init(handler: @escaping (UIGestureRecognizer) -> Void) {
        super.init()
        actions.append((nil, handler))
    }

    /// Adds a target-action pair (`addTarget(_:action:)`); the target is held weakly.
    public func addTarget<T: AnyObject, R: UIGestureRecognizer>(_ target: T, action: @escaping (T) -> (R) -> Void) {
        actions.append(
            (
                ObjectIdentifier(target),
                { [weak target] g in
                    guard let t = target, let r = g as? R else { return }
                    action(t)(r)
                }
            ))
    }

    func deliver(_ newState: State, asked: Bool = false) {
        guard isEnabled else { return }
        if newState == .changed || newState == .ended, state == .failed { return }
        if newState == .began, !asked, let d = delegate, !d.gestureRecognizerShouldBegin(self) {
            // UIGestureRecognizerDelegate refused: the recognizer fails and delivers nothing.
            state = .failed
            Stage.current?.log("gesture \(String(describing: type(of: self))) .failed (gestureRecognizerShouldBegin)")
            return
        }
        state = newState
        Stage.current?.log("gesture \(String(describing: type(of: self))) .\(newState)")
        for a in actions { a.run(self) }
    }

    /// Plays a script on the stage now recording: `.began` at the first sample's time,
    /// `.changed` at every later frame time, and at the last sample's time `.changed` with
    /// the final position then `.ended` (SEMANTICS.md §7). Times are seconds from now.
    ///
    /// A script that would run past the stage's `timeLimit` is refused at once
    /// (`StageError.timeLimit`): nothing past the limit can be recorded, and its events are
    /// not queued (a script of hours at 60 fps would be millions of them).
    public func play(_ script: GestureScript) {
        guard let stage = Stage.current else { return }
        let origin = stage.now
        let first = origin + script.samples[0].time
        let last = origin + script.samples[script.samples.count - 1].time
        let name = String(describing: type(of: self))
        guard last <= stage.timeLimit else {
            stage.report(
                .timeLimit(limit: stage.timeLimit, pending: "gesture \(name) .ended", animator: nil, time: last))
            return
        }
        guard stage.fps.isFinite, stage.fps > 0, stage.fps <= Stage.maxFPS else {
            stage.report(
                .invalidRequest(
                    what:
                        "\(name).play(_:): the stage's fps \(stage.fps) is not a frame rate in (0, \(Int(Stage.maxFPS))]",
                    time: stage.now))
            return
        }
        stage.inputUntil = max(stage.inputUntil, last)
        stage.schedule(at: first, "gesture .began") { [self] in
            self.moveTo(script, at: stage.now - origin, begin: true)
            self.touchLocations = [script.location(at: stage.now - origin)]
            self.deliver(.began)
        }
        var k = Int((first * stage.fps).rounded(.down)) + 1
        while Double(k) / stage.fps < last - Timeline.epsilon {
            let t = Double(k) / stage.fps
            if t > first + Timeline.epsilon {
                stage.schedule(at: t, "gesture .changed") { [self] in
                    self.moveTo(script, at: t - origin, begin: false)
                    self.touchLocations = [script.location(at: t - origin)]
                    self.deliver(.changed)
                }
            }
            k += 1
        }
        if last > first + Timeline.epsilon {
            stage.schedule(at: last, "gesture .changed") { [self] in
                self.moveTo(script, at: last - origin, begin: false)
                self.touchLocations = [script.location(at: last - origin)]
                self.deliver(.changed)
            }
        }
        stage.schedule(at: last, "gesture .ended") { [self] in
            self.moveTo(script, at: last - origin, begin: false)
            self.touchLocations = []
            self.deliver(.ended)
        }
    }

    func moveTo(_ script: GestureScript, at t: Double, begin: Bool) {}

    /// Follows the touch to `t` seconds from its start, before an event is delivered: one
    /// finger, or several fingers' centroid (`moveTo`); pinch and rotation read every finger.
    func follow(_ touch: TouchInput, at t: Double, begin: Bool) {
        if let s = touch.centroidPath { moveTo(s, at: t, begin: begin) }
    }

    /// The fingers down at the event being delivered, in the script's coordinates.
    var touchLocations: [CGPoint] = []
    /// The frame times of the touch last planned (a rotation unwraps its angle along them).
    var followClock: FrameClock?

    /// The number of fingers down at the event now delivered (`numberOfTouches`): a finger
    /// that lifts at that moment is not counted (so a pan's `.ended` as the finger lifts sees 0).
    open var numberOfTouches: Int { touchLocations.count }

    /// Where finger `touchIndex` (numbered as in the script, among those down) is, in the
    /// script's coordinates (`location(ofTouch:in:)`; the view is ignored as in
    /// `location(in:)`). An index out of `0..<numberOfTouches`, for which UIKit raises, is
    /// reported as an invalid request (the recording stops with it) and gives `.zero`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touchIndex >= 0, touchIndex < touchLocations.count else {
            Stage.current?.report(
                .invalidRequest(
                    what:
                        "\(String(describing: type(of: self))).location(ofTouch: \(touchIndex), in:): index beyond bounds (\(touchLocations.count) touches)",
                    time: Stage.current?.now ?? 0))
            return .zero
        }
        return touchLocations[touchIndex]
    }

    // MARK: - The rest of UIKit's recognizer API (UIGestureRecognizer+Targets.swift, GestureArbiter.swift)

    /// Decides whether the recognizer begins and with which others it may run
    /// (`delegate`, `UIGestureRecognizerDelegate`).
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether recognizing cancels the touches for the view (`cancelsTouchesInView`; default
    /// true). Stored: Flipbook delivers no touches to views.
    open var cancelsTouchesInView = true
    /// Stored (`delaysTouchesBegan`; default false).
    open var delaysTouchesBegan = false
    /// Stored (`delaysTouchesEnded`; default true).
    open var delaysTouchesEnded = true
    /// The recognizers this one waits for to fail (`require(toFail:)`), held weakly.
    var failureRequirements: [WeakRecognizer] = []
    /// The finger's position (`location(in:)`) in the script's coordinates; the view argument
    /// is ignored.
    open func location(in view: UIView?) -> CGPoint { currentLocation }
    /// What this recognizer makes of a touch: when it recognizes (or fails) and the events it
    /// then delivers. The base, and a pan, begin at the first sample as `play(_:)` does (taps
    /// make no path: nothing); the discrete kinds override it.
    func plan(_ touch: TouchInput, frames: FrameClock) -> GesturePlan { continuousPlan(touch, frames: frames) }
}

extension UIView {
    /// Attaches a recognizer (`addGestureRecognizer(_:)`).
    public func addGestureRecognizer(_ g: UIGestureRecognizer) {
        g.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [g]
    }

    /// Detaches a recognizer (`removeGestureRecognizer(_:)`).
    public func removeGestureRecognizer(_ g: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === g }
        if g.view === self { g.view = nil }
    }
}
