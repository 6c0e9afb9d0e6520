import Foundation
import FlipbookCore

/// Runs animator code on a virtual clock and records what it does as a `Timeline`.
///
/// A stage hosts a `UIWindow` at a size. `record` runs each step (a present, dismiss, push
/// or pop) at the current virtual time, then processes timed events (animation completions,
/// gesture samples) in time order until nothing is left, with no wall-clock waiting. The
/// next step starts when the previous one has settled. UIKit has no such type: it is the
/// part of the run loop and render server that Flipbook replaces.
///
/// Animating after `completeTransition(_:)` is allowed and recorded, as UIKit runs it: an
/// animation started from a completion block once the transition has completed (a bounce of
/// the new screen, a view animated after it left the container) runs on the scene clock,
/// extends the timeline's duration, and the next step waits for it; a view no longer in the
/// window animates unseen. It is not an error. What is reported is an animator that never
/// stops scheduling work: recording ends with `StageError.timeLimit` when an event falls past
/// `timeLimit` (or `.tooManyEvents` when time stops advancing), naming the animator whose
/// transition (or whose completion blocks, however deep the chain) scheduled it.
public final class Stage {
    /// The window whose layer tree is recorded.
    public let window: UIWindow
    /// Frames per second; gesture scripts deliver `.changed` at every frame time.
    public let fps: Double
    /// The largest virtual time a recording may reach, in seconds (default 600): an event
    /// scheduled later than this ends the recording with `StageError.timeLimit`.
    public let timeLimit: Double

    /// Virtual time now, in seconds.
    public private(set) var now: Double = 0
    /// Pending events in time order, from `queueHead` on (the ones before it have run and are
    /// dropped in batches, so taking the next event is O(1) even with a long gesture queued).
    var queue: [ScheduledEvent] = []
    var queueHead = 0
    /// Swift concurrency's jobs sent from this stage's thread, not yet run, with the runtime's
    /// enqueue for each (`StageTasks`).
    var adoptedJobs: [UInt: StageTasks.Original?] = [:]
    /// The dispatch groups entered for work sent to them and not yet run (`FlipbookQueue`).
    var enteredGroups: [DispatchGroup] = []
    var serial = 0
    var snapshots: [ModelSnapshot] = []
    var animations: [PropertyAnimation] = []
    /// Core Animation animations added with `CALayer.add(_:forKey:)`, in the order added.
    var layerAnimations: [LayerAnimation] = []
    var clocks: [TransitionClock] = []
    var events: [TimelineEvent] = []
    var dirty = true
    var lastEventTime = 0.0
    var error: StageError?
    /// The transition now running, if any.
    var activeTransition: TransitionContext?
    /// The clock new animations run on (a transition's while it is interactive).
    var currentClock: ClockID = .scene
    /// Completion blocks waiting for an interactive transition to finish or cancel, by clock.
    var clockCompletions: [Int: [() -> Void]] = [:]
    var processed = 0
    /// The latest scene time a played gesture delivers an event.
    var inputUntil = 0.0
    /// The animator to blame for the event now running (see `ScheduledEvent.origin`).
    var runningOrigin: String?
    /// The property animators' clocks (SEMANTICS.md §11), indexed by `ClockID.propertyAnimatorIndex`.
    var propertyAnimatorClocks: [PropertyAnimatorClock] = []
    /// The number of each unnamed layer this stage has named (Stage+LayerNames.swift).
    var unnamedLayerNumbers: [LayerID: Int] = [:]

    /// The most events one recording may process (default `Stage.eventLimit`).
    public let maxEvents: Int
    /// Pixels per point that `UIScreen.main.scale` reports while this stage records (default:
    /// the window's device's, 2 on the default phone; rendering takes its own scale).
    public var scale: CGFloat
    /// Where the recording stops, in virtual seconds (nil, the default: when nothing is left to
    /// do). Events due later are dropped and the timeline ends there, so what never settles (a
    /// `UIDynamicAnimator` whose items never rest, a card falling for ever) can still be
    /// recorded for a while (SEMANTICS.md §5, "Recording for a fixed time").
    public var endTime: Double? = nil
    /// The style `.automatic` presentations get (default `.fullScreen`, as before iOS 13;
    /// `.pageSheet` asks for the iOS 13+ card sheet, SEMANTICS.md §15).
    public var automaticPresentationStyle: UIModalPresentationStyle = .fullScreen

    /// Creates a stage for `window` at `fps` frames per second, with limits on virtual time
    /// (seconds) and on the number of events.
    public init(window: UIWindow, fps: Double = 60, timeLimit: Double = 600, maxEvents: Int = Stage.eventLimit) {
        self.window = window; self.fps = fps; self.timeLimit = timeLimit; self.maxEvents = maxEvents
        self.scale = window.settings.device.scale
    }

    /// Creates a stage with a new window of `size` points.
    public convenience init(size: CGSize = CGSize(width: 375, height: 667), fps: Double = 60) {
        self.init(window: UIWindow(frame: CGRect(origin: .zero, size: size)), fps: fps)
    }

    /// The stage recording on this thread, if any.
    public static var current: Stage? { RecordingState.current.stage }

    /// Runs one step and records until everything has settled.
    public func record(_ step: @escaping () -> Void) throws -> Timeline {
        try record(steps: [step])
    }

    /// Runs the steps one after another, each once the previous one has settled, and returns
    /// the recorded timeline. Throws the first misbehaviour (`StageError`).
    public func record(steps: [() -> Void]) throws -> Timeline {
        let state = RecordingState.current
        let previous = state.stage
        _ = StageTasks.installed
        state.stage = self
        defer {
            state.stage = previous; state.animationStack.removeAll()
            releaseAdoptedJobs()
            leaveEnteredGroups()
            // Pending events and completions (left when a misbehaviour stops the recording)
            // hold closures that capture this stage, its views and the transition: drop them,
            // or every failed recording would leak its whole scene.
            queue.removeAll(); queueHead = 0
            clockCompletions.removeAll()
            activeTransition = nil
            runningOrigin = nil
        }
        for (i, step) in steps.enumerated() {
            // The window as it is before the step (SEMANTICS.md §5): what a `CATransition` or a
            // presentation value read in the step sees as the screen before this turn's
            // changes, in the first step as in later ones. The snapshot taken after the step
            // at the same time replaces it, so the timeline's snapshots are unchanged.
            takeSnapshot(force: i == 0)
            if i == 0 { window.layer.addPendingAnimations() }
            step()
            // Layers the step put in the window may bring animations added before recording.
            window.layer.addPendingAnimations()
            if i == 0 { takeSnapshot(force: true) }
            try checkError()
            try runUntilIdle()
        }
        if steps.isEmpty { takeSnapshot(force: true) }
        takeSnapshot(force: false)
        try checkError()
        var duration = lastEventTime
        for a in animations where a.clock == .scene { duration = max(duration, a.countedEnd) }
        if let endTime { duration = min(duration, max(endTime, 0)) }
        var timeline = Timeline(
            size: window.bounds.size, snapshots: snapshots, animations: animations,
            clocks: clocks, events: events, duration: duration,
            propertyAnimators: propertyAnimatorClocks)
        timeline.layerAnimations = layerAnimations
        return timeline
    }

    // MARK: - Events

    struct ScheduledEvent {
        var time: Double
        var serial: Int
        var label: String
        /// The type of the animator whose transition scheduled this event, directly or
        /// through a chain of completion blocks started by it; nil for none (a gesture
        /// script, a step's own animations).
        var origin: String?
        var action: () -> Void
    }

    /// Schedules `action` at virtual time `time` (not before now); events at one time run in
    /// the order they were scheduled.
    func schedule(at time: Double, _ label: String, _ action: @escaping () -> Void) {
        let t = max(time, now)
        serial += 1
        let origin = activeTransition.map { $0.animatorName } ?? runningOrigin
        let e = ScheduledEvent(time: t, serial: serial, label: label, origin: origin, action: action)
        var i = queue.endIndex
        while i > queueHead && (queue[i - 1].time > t + Timeline.epsilon) { i -= 1 }
        queue.insert(e, at: i)
    }

    /// Adds a line to the event log.
    func log(_ message: String) { events.append(TimelineEvent(time: now, message: message)) }

    /// Keeps the first misbehaviour; recording stops at the next check.
    func report(_ e: StageError) { if error == nil { error = e } }

    func checkError() throws { if let e = error { throw e } }

    func runUntilIdle() throws {
        while true {
            try checkError()
            if let t = activeTransition, !t.isCompleted {
                let deadline = t.deadline
                if queueHead == queue.count || queue[queueHead].time > deadline + Timeline.epsilon {
                    throw StageError.neverCompleted(
                        animator: t.animatorName, duration: t.duration,
                        waited: Stage.completionGrace, time: deadline)
                }
            }
            guard queueHead < queue.count else { return }
            if let end = endTime, queue[queueHead].time > end + Timeline.epsilon {
                // The end of the recording: what was still to come is dropped.
                if end > now + Timeline.epsilon { takeSnapshot(force: false) }
                now = max(now, end)
                lastEventTime = max(lastEventTime, now)
                queue.removeAll(); queueHead = 0
                return
            }
            let e = queue[queueHead]
            queueHead += 1
            if queueHead >= 4096 && queueHead * 2 >= queue.count {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
            if e.time > timeLimit {
                throw StageError.timeLimit(limit: timeLimit, pending: e.label, animator: e.origin, time: e.time)
            }
            processed += 1
            if processed > maxEvents {
                throw StageError.tooManyEvents(limit: maxEvents, time: now, pending: e.label, animator: e.origin)
            }
            if e.time > now + Timeline.epsilon { takeSnapshot(force: false) }
            now = max(now, e.time)
            lastEventTime = max(lastEventTime, now)
            runningOrigin = e.origin
            e.action()
            runningOrigin = nil
        }
    }

    /// How long past its `transitionDuration` a transition may go without completing, in
    /// virtual seconds.
    public static let completionGrace = 10.0
    /// The highest frame rate a gesture script is played at (frames per second).
    public static let maxFPS = 10_000.0
    /// The default most events one recording may process (a completion that starts another
    /// zero-length animation forever is caught here).
    public static let eventLimit = 1_000_000

    func markDirty() { dirty = true }

    func takeSnapshot(force: Bool) {
        layoutBeforeSnapshot()  // Layout/LayoutCycle.swift: UIKit lays out before drawing
        displayBeforeSnapshot()  // CoreGraphics/CALayer+Display.swift: then displays
        guard dirty || force else { return }
        guard window.layer.treeDepth(upTo: LayerTree.maximumDepth) != nil else {
            // Counted without recursion; nothing this deep is built, so nothing overflows.
            let depth = window.layer.treeDepth(upTo: .max) ?? 0
            report(.tooDeep(depth: depth, limit: LayerTree.maximumDepth, time: now))
            dirty = false
            return
        }
        let snap = ModelSnapshot(time: now, root: window.layer.snapshot())
        if let last = snapshots.last, abs(last.time - now) <= Timeline.epsilon {
            snapshots[snapshots.count - 1] = snap
        } else {
            snapshots.append(snap)
        }
        dirty = false
    }

    // MARK: - Clocks

    /// Time on `clock` now.
    func localNow(_ clock: ClockID) -> Double { clock.raw < 0 ? now : clocks[clock.raw].tau(at: now) }

    func addClock(_ c: TransitionClock) -> ClockID {
        clocks.append(c)
        return ClockID(clocks.count - 1)
    }
}

/// Per-thread recording state: the stage recording on this thread and the animation blocks
/// open on it. Recording is synchronous, so a thread-local is exact, and parallel tests on
/// other threads do not see each other's stages.
final class RecordingState {
    var stage: Stage?
    var animationStack: [AnimationBlock] = []
    var withoutAnimation = 0
    var animationsEnabled = true

    static var current: RecordingState { ThreadContext.current.recording }
}
