import Foundation

/// `CADisplayLink`: calls its target once a frame, on the recording stage's virtual clock.
/// Added to a run loop (`add(to:forMode:)`, any loop and mode) while a `Stage` records, it
/// fires at every following frame time of the stage (multiples of `1 / fps`), with
/// `timestamp` the frame's time and `targetTimestamp` the next one's, until `invalidate()`;
/// while `isPaused` it does not fire. Outside a recording it never fires. The target is held
/// strongly until `invalidate()`, as Core Animation holds it. A link that is never
/// invalidated keeps the recording going until `Stage.timeLimit`, which names it.
///
/// The selector is a method reference (the port rewrites `#selector(step)` to `Type.step`):
/// an action taking the link, or one taking nothing.
open class CADisplayLink: NSObject {
    /// The time of the frame now firing (`timestamp`); 0 before the first.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame (`targetTimestamp`); 0 before the first.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// Accepted; the link fires at every frame of the stage (`preferredFramesPerSecond`).
    open var preferredFramesPerSecond = 0
    /// When true the link does not fire; set false to resume at the next frame (`isPaused`).
    open var isPaused = false {
        didSet { if !isPaused { scheduleNextFrame() } }
    }

    private var action: ((CADisplayLink) -> Void)?
    private weak var stage: Stage?
    /// Whether a frame is already scheduled (so resuming does not schedule two).
    private var frameScheduled = false

    /// `CADisplayLink(target:selector:)` for an action that takes the link.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> (CADisplayLink) -> Void) {
        super.init()
        action = { link in selector(target)(link) }
    }

    /// `CADisplayLink(target:selector:)` for an action that takes no argument.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> () -> Void) {
        super.init()
        action = { _ in selector(target)() }
    }

    /// The time between frames: `1 / fps` of the recording stage, or 1/60 s outside one
    /// (`duration`).
    open var duration: CFTimeInterval { 1 / ((stage ?? Stage.current)?.fps ?? 60) }

    /// `add(to:forMode:)`: starts firing at the next frame of the recording stage.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil, let current = Stage.current else { return }
        stage = current
        scheduleNextFrame()
    }

    /// `remove(from:forMode:)`: stops firing, as `invalidate()` without releasing the target.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { stage = nil }

    /// `invalidate()`: stops firing and releases the target.
    open func invalidate() {
        stage = nil
        action = nil
    }

    /// Schedules the next frame after now, unless one is scheduled, the link is paused or
    /// it is not on a stage.
    private func scheduleNextFrame() {
        guard let stage, !isPaused, !frameScheduled, action != nil else { return }
        let frame = (stage.now * stage.fps + Timeline.epsilon).rounded(.down) + 1
        frameScheduled = true
        stage.schedule(at: frame / stage.fps, "CADisplayLink frame") { self.fire() }  // the run loop holds the link
    }

    private func fire() {
        frameScheduled = false
        guard let stage, let action, !isPaused else { return }
        timestamp = stage.now
        targetTimestamp = stage.now + 1 / stage.fps
        action(self)
        scheduleNextFrame()
    }
}
