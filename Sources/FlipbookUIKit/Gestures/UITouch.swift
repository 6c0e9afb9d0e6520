import Foundation
import FlipbookCore

/// One finger on the screen (`UITouch`), as a scripted touch delivers it to the view under
/// the finger (SEMANTICS.md §20): its phase, where it is and was, the view and window it
/// began in, its tap count and its time.
open class UITouch: NSObject {
    /// The phase of a touch (`UITouch.Phase`, UIKit's raw values).
    public enum Phase: Int, Sendable {
        /// Touched down.
        case began = 0
        /// Moved.
        case moved = 1
        /// Down, not moving.
        case stationary = 2
        /// Lifted.
        case ended = 3
        /// Taken over (a recognizer recognized) or interrupted.
        case cancelled = 4
        /// `regionEntered`, `regionMoved`, `regionExited`: pointer phases, never delivered here.
        case regionEntered = 5, regionMoved = 6, regionExited = 7
    }
    /// What touched (`UITouch.TouchType`): scripts are fingers, `.direct`.
    public enum TouchType: Int, Sendable {
        /// A finger.
        case direct = 0
        /// `indirect`, `pencil`, `indirectPointer`: never delivered here.
        case indirect = 1, pencil = 2, indirectPointer = 3
    }

    /// The phase (`phase`).
    public internal(set) var phase: Phase = .began
    /// The view the touch began in (`view`): the hit-tested view, kept for the whole touch.
    public internal(set) weak var view: UIView?
    /// The window it is in (`window`).
    public internal(set) weak var window: UIWindow?
    /// Taps in a row at one place (`tapCount`): 1, 2 for the second tap of a double tap, ...
    public internal(set) var tapCount = 1
    /// When it last changed, in seconds of the stage's clock (`timestamp`).
    public internal(set) var timestamp: TimeInterval = 0
    /// `.direct` (`type`).
    public let type: TouchType = .direct
    /// The recognizers that see the touch (`gestureRecognizers`).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// The radius of the contact, in points (`majorRadius`; Flipbook's choice: 20, a fingertip).
    public let majorRadius: CGFloat = 20
    /// The force (`force`): 0, as on a device without pressure sensing.
    public let force: CGFloat = 0
    /// The largest force (`maximumPossibleForce`): 0, as on a device without pressure sensing.
    public let maximumPossibleForce: CGFloat = 0

    /// Where the finger is and was, in the coordinates of `root`, the view the script was
    /// played on.
    var point: CGPoint
    var previousPoint: CGPoint
    weak var root: UIView?
    /// When a recognizer takes the touch over (scene time), if one does.
    var takeoverTime: Double?

    init(point: CGPoint, root: UIView, view: UIView?) {
        self.point = point
        previousPoint = point
        self.root = root
        self.view = view
        window = root as? UIWindow ?? root.window
        super.init()
    }

    /// Where the finger is, in `view`'s coordinates, or the window's for nil (`location(in:)`).
    open func location(in view: UIView?) -> CGPoint { converted(point, to: view) }
    /// Where it was at the previous event (`previousLocation(in:)`).
    open func previousLocation(in view: UIView?) -> CGPoint { converted(previousPoint, to: view) }
    /// `preciseLocation(in:)`: the location (fingers have no more precise one).
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    private func converted(_ p: CGPoint, to target: UIView?) -> CGPoint {
        guard let root else { return p }
        if let target { return target.convert(p, from: root) }
        if let window = root as? UIWindow ?? root.window { return window.convert(p, from: root) }
        return p
    }
}

/// An event (`UIEvent`): the touches of one scripted finger, as touch handlers receive them;
/// the actions of controls and recognizers that take an event still receive nil.
open class UIEvent: NSObject {
    /// The kind of event (`UIEvent.EventType`): touches here.
    public enum EventType: Int, Sendable {
        /// Touches.
        case touches = 0
        /// `motion`, `remoteControl`, `presses`, `scroll`, `hover`, `transform`: never sent here.
        case motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }
    /// `.touches` (`type`).
    open var type: EventType { .touches }
    /// The touches of the event (`allTouches`).
    open internal(set) var allTouches: Set<UITouch>?
    /// When it happened, in seconds of the stage's clock (`timestamp`).
    open internal(set) var timestamp: TimeInterval = 0
    /// The touches in `view` (`touches(for:)`).
    open func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }
    /// The touches in `window` (`touches(for:)`).
    open func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }
    /// The touches a recognizer sees (`touches(for:)`).
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
    }
}

extension UIResponder {
    /// UIKit's responder chain (Apple's "Using responders and the responder chain"): a view
    /// controller's root view passes to its controller, any other view to its superview; a
    /// controller to the presenting controller when it was presented, else to its view's
    /// superview; a window ends the chain (Flipbook has no `UIApplication` object).
    var chainNext: UIResponder? {
        if self is UIWindow { return nil }
        if let view = self as? UIView {
            if let controller = view.owningController, controller.viewIfLoaded === view { return controller }
            return view.superview
        }
        if let controller = self as? UIViewController {
            if let superview = controller.viewIfLoaded?.superview {
                if controller.presentingViewController != nil, superview is UIWindow == false,
                    controller.parent == nil
                {
                    return controller.presentingViewController
                }
                return superview
            }
            return controller.presentingViewController
        }
        return nil
    }

    /// The default touch handlers pass the touch to the next responder, except a control's:
    /// a control handles its touches itself and does not pass them on (observed on devices: a
    /// button's superview never sees the touches on the button).
    func forwardTouches(_ send: (UIResponder) -> Void) {
        if self is UIControl { return }
        if let next { send(next) }
    }
}

/// Delivers a scripted finger to the view under it (SEMANTICS.md §20): `touchesBegan` at touch
/// down, `touchesMoved` at each frame time the finger moves, `touchesEnded` when it lifts, or
/// `touchesCancelled` at the moment a recognizer that sees it recognizes with
/// `cancelsTouchesInView` (and nothing after that for that touch).
enum TouchDelivery {
    /// A touch that was scheduled, with the scene times it is down.
    struct Scheduled {
        var touch: UITouch
        var down: Double
        var up: Double
    }

    /// Schedules the handlers for `input` (locations in `root`'s coordinates) on `hit`, the
    /// deepest view under the first location. Call it before the recognizers' events are
    /// scheduled, so that at equal times `touchesBegan` comes first.
    static func schedule(
        _ input: TouchInput, root: UIView, hit: UIView?, recognizers: [UIGestureRecognizer]
    ) -> [Scheduled] {
        guard let hit, let stage = Stage.current, stage.now + input.endTime <= stage.timeLimit else { return [] }
        let origin = stage.now
        switch input {
        case .fingers(let m):
            // Each finger is a touch of its own, delivered in its own events.
            return m.fingers.flatMap { schedule(.path($0), root: root, hit: hit, recognizers: recognizers) }
        case .path(let script):
            let touch = UITouch(point: script.samples[0].location, root: root, view: hit)
            touch.gestureRecognizers = recognizers
            let frames = FrameClock(origin: origin, fps: stage.fps)
            let start = script.samples[0].time, end = input.endTime
            var times = [start] + frames.times(from: start, to: end)
            if end > start + Timeline.epsilon { times.append(end) }
            for (n, t) in times.enumerated() {
                send(touch, n == 0 ? .began : .moved, at: origin + t, to: hit, location: script.location(at: t))
            }
            send(touch, .ended, at: origin + end, to: hit, location: script.location(at: end))
            return [Scheduled(touch: touch, down: origin + start, up: origin + end)]
        case .taps(let taps):
            var count = 0
            var out: [Scheduled] = []
            for (n, tap) in taps.taps.enumerated() {
                let repeated =
                    n > 0 && tap.time - taps.taps[n - 1].time <= UIControl.repeatInterval
                    && hypot(tap.location.x - taps.taps[n - 1].location.x, tap.location.y - taps.taps[n - 1].location.y)
                        <= UITapGestureRecognizer.allowableMovement
                count = repeated ? count + 1 : 1
                let touch = UITouch(point: tap.location, root: root, view: hit)
                touch.tapCount = count
                touch.gestureRecognizers = recognizers
                let down = origin + tap.time, up = down + TapScript.tapDuration
                send(touch, .began, at: down, to: hit, location: tap.location)
                send(touch, .ended, at: up, to: hit, location: tap.location)
                out.append(Scheduled(touch: touch, down: down, up: up))
            }
            return out
        }
    }

    /// A recognizer takes the touch over at scene time `time` (nil: none does): the touch that
    /// is down then gets `touchesCancelled` at that time and nothing more; a touch before or
    /// after it is left alone.
    static func cancel(_ scheduled: [Scheduled], at time: Double?) {
        guard let time, let stage = Stage.current else { return }
        for s in scheduled where time >= s.down - Timeline.epsilon && time <= s.up + Timeline.epsilon {
            let touch = s.touch
            touch.takeoverTime = max(time, s.down)
            stage.schedule(at: max(time, s.down), "touches cancelled") {
                guard let view = touch.view, touch.phase != .ended, touch.phase != .cancelled else { return }
                deliver(touch, .cancelled, location: touch.point, to: view)
            }
        }
    }

    private static func send(
        _ touch: UITouch, _ phase: UITouch.Phase, at time: Double, to view: UIView, location: CGPoint
    ) {
        guard let stage = Stage.current else { return }
        stage.schedule(at: time, "touches \(phase)") { [weak view] in
            guard let view, touch.phase != .cancelled else { return }
            // From the takeover on, the cancellation replaces the rest; a touch that lifts at
            // that very moment is cancelled, not ended (a tap recognizer recognizes as the
            // finger lifts, and UIKit holds touchesEnded back until it has: delaysTouchesEnded).
            if phase != .began, let c = touch.takeoverTime, time >= c - Timeline.epsilon { return }
            deliver(touch, phase, location: location, to: view)
        }
    }

    private static func deliver(_ touch: UITouch, _ phase: UITouch.Phase, location: CGPoint, to view: UIView) {
        let now = Stage.current?.now ?? 0
        touch.previousPoint = phase == .began ? location : touch.point
        touch.point = location
        touch.phase = phase
        touch.timestamp = now
        let event = UIEvent()
        event.allTouches = [touch]
        event.timestamp = now
        let touches: Set<UITouch> = [touch]
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        default: break
        }
    }
}
