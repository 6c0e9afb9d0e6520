import Foundation

/// The model tree at one moment, after every event of that moment ran.
public struct ModelSnapshot: Hashable, Sendable {
    /// Scene time in seconds.
    public var time: Double
    /// The window's layer tree as the model has it then.
    public var root: LayerState
    /// Creates a snapshot.
    public init(time: Double, root: LayerState) { self.time = time; self.root = root }
}

/// Something that happened while recording, kept for diagnostics, plots and text goldens.
public struct TimelineEvent: Hashable, Sendable {
    /// Scene time in seconds.
    public var time: Double
    /// What happened ("completeTransition(true)", "gesture .ended", ...).
    public var message: String
    /// Creates an event.
    public init(time: Double, message: String) { self.time = time; self.message = message }
}

/// A recorded scene: model snapshots, typed animations, transition clocks and an event log.
///
/// `presentation(at:)` is a pure function of t: no state, no clock, safe from any thread,
/// in any order (DESIGN.md, "time is a parameter").
public struct Timeline: Hashable, Sendable {
    /// Tolerance for comparing times (seconds): an event at time e shows in a frame at t
    /// when e <= t + epsilon, so k / fps and sums of durations agree.
    public static let epsilon = 1e-9

    /// Screen size in points.
    public var size: CGSize
    /// Model snapshots in time order; the first is at t = 0.
    public var snapshots: [ModelSnapshot] {
        didSet {
            hasReplicators = snapshots.contains { $0.root.containsReplicator }
            hasEmitters = snapshots.contains { $0.root.containsEmitter }
        }
    }
    /// Whether a snapshot holds a `CAReplicatorLayer` (SEMANTICS.md §29), kept with
    /// `snapshots`: only then does `presentation(at:)` look for copies to expand.
    public private(set) var hasReplicators = false
    /// Whether a snapshot holds a `CAEmitterLayer` (SEMANTICS.md §33), kept with `snapshots`:
    /// only then does `presentation(at:)` look for particles to draw.
    public private(set) var hasEmitters = false
    /// Animations in creation order (later ones win on the same property).
    public var animations: [PropertyAnimation]
    /// The transitions' clocks, indexed by `ClockID.raw`.
    public var clocks: [TransitionClock]
    /// The event log in time order.
    public var events: [TimelineEvent]
    /// The scene's length in seconds: the time of its last event.
    public var duration: Double
    /// The property animators' clocks, indexed by `ClockID.propertyAnimatorIndex`
    /// (SEMANTICS.md §11).
    public var propertyAnimators: [PropertyAnimatorClock]
    /// Core Animation animations added with `CALayer.add(_:forKey:)`, in the order added
    /// (SEMANTICS.md §10); drawn after `animations`, later ones over earlier ones.
    public var layerAnimations: [LayerAnimation] = []

    /// Creates a timeline.
    public init(
        size: CGSize, snapshots: [ModelSnapshot], animations: [PropertyAnimation] = [],
        clocks: [TransitionClock] = [], events: [TimelineEvent] = [], duration: Double,
        propertyAnimators: [PropertyAnimatorClock] = []
    ) {
        self.size = size; self.snapshots = snapshots; self.animations = animations
        self.hasReplicators = snapshots.contains { $0.root.containsReplicator }
        self.hasEmitters = snapshots.contains { $0.root.containsEmitter }
        self.clocks = clocks; self.events = events; self.duration = duration
        self.propertyAnimators = propertyAnimators
    }

    /// Time on `clock` at scene time `t` (a property animator's clock: its base clock's time).
    public func localTime(_ clock: ClockID, at t: Double) -> Double {
        if let i = clock.propertyAnimatorIndex { return localTime(propertyAnimators[i].base, at: t) }
        return clock.raw < 0 ? t : clocks[clock.raw].tau(at: t)
    }

    /// The model snapshot in force at `t` (the last whose time is <= t).
    public func model(at t: Double) -> ModelSnapshot {
        var lo = 0, hi = snapshots.count - 1
        if t + Timeline.epsilon < snapshots[0].time { return snapshots[0] }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if snapshots[mid].time <= t + Timeline.epsilon { lo = mid } else { hi = mid - 1 }
        }
        return snapshots[lo]
    }

    /// What the screen shows at scene time `t`: the model in force then, with every running
    /// animation applied in creation order.
    public func presentation(at t: Double) -> LayerTree {
        let model = model(at: t).root
        var root = animated(model, at: t)
        if hasReplicators, model.containsReplicator {
            // SEMANTICS.md §29: each copy shows the model of `t` animated at its own time.
            var shifted: [Double: LayerState] = [t: root]
            Timeline.expandReplicators(in: &root, at: t) { time in
                if let kept = shifted[time] { return kept }
                let tree = animated(model, at: time)
                shifted[time] = tree
                return tree
            }
        }
        // SEMANTICS.md §33: each emitter's particles at its own local time.
        if hasEmitters, model.containsEmitter { expandEmitters(in: &root, parentTime: t, at: t) }
        return LayerTree(size: size, root: root)
    }

    /// `model` with every animation running at scene time `t` applied in creation order.
    private func animated(_ model: LayerState, at t: Double) -> LayerState {
        var root = model
        var active: [LayerID: [(PropertyChange, Double)]] = [:]
        var any = false
        for anim in animations {
            guard let (change, p) = presentedChange(of: anim, at: t) else { continue }
            active[anim.layer, default: []].append((change, p))
            any = true
        }
        if any { Timeline.apply(active, to: &root) }
        if !layerAnimations.isEmpty { applyLayerAnimations(at: t, to: &root) }
        return root
    }

    private static func apply(_ active: [LayerID: [(PropertyChange, Double)]], to layer: inout LayerState) {
        if let list = active[layer.id] {
            for (change, p) in list { change.apply(to: &layer, progress: p) }
        }
        for i in layer.sublayers.indices { apply(active, to: &layer.sublayers[i]) }
        if layer.mask != nil { apply(active, to: &layer.mask!.layer) }  // SEMANTICS.md §14: masks animate too
    }

    /// The number of frames at `fps`: ceil(duration * fps) + 1, with a 1e-6 allowance
    /// (SCENES.md, "Timing").
    public func frameCount(fps: Double) -> Int { Timeline.frameCount(duration: duration, fps: fps) }

    /// The number of frames of a scene of `duration` seconds at `fps`.
    public static func frameCount(duration: Double, fps: Double) -> Int {
        Int((duration * fps - 1e-6).rounded(.up)) + 1
    }

    /// The scene time of frame `k` at `fps`: min(k / fps, duration).
    public func time(ofFrame k: Int, fps: Double) -> Double { min(Double(k) / fps, duration) }
}
