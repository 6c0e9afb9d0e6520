import Foundation
import FlipbookCore

/// A layer's Core Animation state (SEMANTICS.md §10): what `CALayer` keeps beside its
/// model properties.
final class LayerAnimationState {
    /// `sublayerTransform`.
    var sublayerTransform = Transform3D.identity
    /// A snapshot view's: the bounds size its sublayers were copied at (`LayerState.sublayersStretchedFrom`).
    var sublayersStretchedFrom: CGSize?
    /// `beginTime`, `speed`, `timeOffset`.
    var timing = LayerMediaTiming()
    /// Attached animations in the order added, with the indices of their records in the
    /// stage's `layerAnimations`.
    var attached: [Attached] = []
    /// Animations added while no stage records (a view that starts its loader in `init`,
    /// made before the recording): added for real when the recording takes the layer in.
    var pending: [(animation: CAAnimation, key: String?)] = []

    /// One attached animation.
    struct Attached {
        var key: String?
        var animation: CAAnimation
        var records: [Int]
        /// The end of its active time, in the layer's local time (infinite: never).
        var localEnd: Double
        /// Whether an end event is queued (none while the layer is paused).
        var endScheduled = false
        /// Whether it has ended and stays (`isRemovedOnCompletion = false`).
        var ended = false
        /// The clock it runs on (an interactive transition's, or the scene's).
        var clock = ClockID.scene
        /// The stage that recorded it: `records` index that stage's `layerAnimations`. A layer
        /// kept for a later recording (another stage) still lists it, but its records are not
        /// that stage's to touch.
        weak var stage: Stage?
    }
    /// A copy made by `presentation()`: it records nothing.
    var isPresentationCopy = false
    /// `zPosition`.
    var zPosition = 0.0
    /// The layer's own properties by key (`setValue(_:forKey:)`, `@NSManaged`: SEMANTICS.md §27.6).
    var customValues: [String: Any] = [:]
    /// While an action of a custom property runs: the value shown before the change.
    var actionFrom: [String: AnimatedValue] = [:]
    /// Whether a per-frame redraw for an animated custom property is queued.
    var customRedrawScheduled = false
    /// Scene time when the layer was last inserted into a superlayer (layers inserted in the
    /// current turn do not animate implicitly).
    var insertedAt = -Double.infinity

    func describe(into s: inout LayerState, transformLayer: Bool) {
        s.sublayerTransform = sublayerTransform
        s.sublayersStretchedFrom = sublayersStretchedFrom
        s.mediaTiming = timing
        s.flattensSublayers = !transformLayer
        s.zPosition = zPosition
    }
}

extension LayerAnimationState.Attached {
    /// The indices of its records in `stage.layerAnimations`: none when another stage (an
    /// earlier recording) recorded it.
    func records(in stage: Stage) -> [Int] { self.stage === stage ? records : [] }
}

extension CALayer {
    /// Applied to the sublayers about the anchor point when drawn, typically a perspective
    /// (`m34 = -1 / d`); default identity (`sublayerTransform`).
    public var sublayerTransform: CATransform3D {
        get { animationState.sublayerTransform }
        set {
            guard newValue.isFinite else { return reportNonFinite("sublayerTransform", "\(newValue.entries)") }
            animationState.sublayerTransform = newValue
            modelChanged()
        }
    }

    /// The position on the z axis, in points (`zPosition`); default 0. Siblings draw in
    /// increasing zPosition; under a perspective it moves the layer nearer (positive).
    public var zPosition: CGFloat {
        get { CGFloat(animationState.zPosition) }
        set {
            guard newValue.isFinite else { return reportNonFinite("zPosition", "\(newValue)") }
            animationState.zPosition = Double(newValue)
            modelChanged()
        }
    }

    /// Start of the layer's time in its parent's time, seconds (`CAMediaTiming.beginTime`); default 0.
    public var beginTime: CFTimeInterval {
        get { animationState.timing.beginTime }
        set {
            guard newValue.isFinite else { return reportNonFinite("beginTime", "\(newValue)") }
            animationState.timing.beginTime = newValue; timingChanged()
        }
    }
    /// The rate of the layer's time (`CAMediaTiming.speed`); default 1, 0 pauses its animations.
    public var speed: Float {
        get { Float(animationState.timing.speed) }
        set {
            guard newValue.isFinite else { return reportNonFinite("speed", "\(newValue)") }
            animationState.timing.speed = Double(newValue); timingChanged()
        }
    }
    /// Seconds added to the layer's local time (`CAMediaTiming.timeOffset`); default 0.
    public var timeOffset: CFTimeInterval {
        get { animationState.timing.timeOffset }
        set {
            guard newValue.isFinite else { return reportNonFinite("timeOffset", "\(newValue)") }
            animationState.timing.timeOffset = newValue; timingChanged()
        }
    }

    /// A change of the layer's timing moves the scene times at which its animations, and its
    /// sublayers', end: their end events are queued again (a paused layer's are not).
    private func timingChanged() {
        modelChanged()
        scheduleAnimationEnds()
    }

    private func scheduleAnimationEnds() {
        for i in animationState.attached.indices
        where !animationState.attached[i].endScheduled && !animationState.attached[i].ended {
            scheduleEnd(at: i)
        }
        for c in children { c.scheduleAnimationEnds() }
    }

    private func scheduleEnd(at i: Int) {
        let entry = animationState.attached[i]
        if entry.clock != .scene, let stage = Stage.current {
            // On a transition's clock: it ends when the transition finishes or cancels.
            animationState.attached[i].endScheduled = true
            let anim = entry.animation
            stage.scheduleCompletion(clock: entry.clock, localEnd: entry.localEnd) { [weak self] in
                self?.animationEnded(anim)
            }
            return
        }
        guard let stage = Stage.current, entry.localEnd.isFinite,
            let end = sceneTime(local: entry.localEnd)
        else { return }
        animationState.attached[i].endScheduled = true
        let anim = entry.animation
        stage.schedule(at: end, "\(type(of: anim)) end") { [weak self] in self?.animationEnded(anim) }
    }

    /// The layer's local time at scene time `t` (the window's time is the scene's).
    func localTime(scene t: Double) -> Double {
        animationState.timing.localTime(parent: superlayer?.localTime(scene: t) ?? t)
    }

    /// The scene time at which the layer's local time is `local`, with today's timings;
    /// nil when the layer or an ancestor is paused.
    func sceneTime(local: Double) -> Double? {
        guard let p = animationState.timing.parentTime(local: local) else { return nil }
        guard let s = superlayer else { return p }
        return s.sceneTime(local: p)
    }

    /// `convertTime(_:from:)`: `t` in `layer`'s time (the scene's, `CACurrentMediaTime()`,
    /// for nil) converted to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let scene = layer.map { $0.sceneTime(local: t) ?? t } ?? t
        return localTime(scene: scene)
    }

    /// `convertTime(_:to:)`: `t` in this layer's time converted to `layer`'s (the scene's for nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let scene = sceneTime(local: t) ?? t
        return layer.map { $0.localTime(scene: scene) } ?? scene
    }

    // MARK: - Adding and removing

    /// `add(_:forKey:)`: attaches `anim` as it is now (SEMANTICS.md §10). The model value does
    /// not change. A key already in use is replaced (the old animation stops unfinished).
    /// An unknown key path or a value of the wrong type stops the recording with
    /// `StageError.invalidRequest` naming them and what is accepted.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let stage = Stage.current else {
            // Kept until a recording starts with the layer in its window (Stage.swift), as
            // Core Animation starts an animation added off screen when it is committed.
            if let key { animationState.pending.removeAll { $0.key == key } }
            animationState.pending.append((anim, key))
            return
        }
        let now = stage.now
        let clock = stage.currentClock
        var begin = anim.beginTime == 0 ? localTime(scene: now) : anim.beginTime
        if clock != .scene {
            begin = stage.localNow(clock) + (anim.beginTime == 0 ? 0 : anim.beginTime - localTime(scene: now))
        }
        var records: [LayerAnimation]
        do {
            try anim.validateTiming()
            records = try anim.records(for: self, key: key, begin: begin, groups: [], at: now)
            for i in records.indices { records[i].clock = clock }
        } catch {
            stage.report(.invalidRequest(what: "\(error.description) (added to layer \(displayName))", time: now))
            return
        }
        if let key { removeAnimation(forKey: key) }
        let first = stage.layerAnimations.count
        stage.layerAnimations += records
        let indices = Array(first..<stage.layerAnimations.count)
        let timing = anim.resolvedTiming(begin: begin)
        animationState.attached.append(
            LayerAnimationState.Attached(
                key: key, animation: anim, records: indices,
                localEnd: timing.activeEnd, clock: clock, stage: stage))
        let start = clock == .scene ? sceneTime(local: begin) : now + max(begin - stage.localNow(clock), 0)
        if let d = anim.delegate, let start {
            stage.schedule(at: start, "\(type(of: anim)).animationDidStart") { [weak self] in
                // Not if it was removed before it began.
                guard let self, self.animationState.attached.contains(where: { $0.animation === anim }) else { return }
                d.animationDidStart(anim)
            }
        }
        let end =
            !timing.activeEnd.isFinite
            ? nil
            : clock == .scene ? sceneTime(local: timing.activeEnd) : now + timing.activeEnd - stage.localNow(clock)
        CATransaction.noteAnimation(endingAt: end.map { max($0, now) })
        scheduleEnd(at: animationState.attached.count - 1)
        if redrawsForCustom(records) { startCustomRedraws() }
    }

    private func animationEnded(_ anim: CAAnimation) {
        guard let stage = Stage.current,
            let i = animationState.attached.firstIndex(where: { $0.animation === anim })
        else { return }
        animationState.attached[i].endScheduled = false
        // The layer's timing may have changed since the event was queued (paused, scrubbed).
        if animationState.attached[i].clock == .scene,
            localTime(scene: stage.now) < animationState.attached[i].localEnd - 1e-9
        {
            return scheduleEnd(at: i)
        }
        if anim.isRemovedOnCompletion {
            let records = animationState.attached[i].records(in: stage)
            for r in records { stage.layerAnimations[r].removedAt = stage.now }
            animationState.attached.remove(at: i)
            if redrawsForCustom(records.map { stage.layerAnimations[$0] }) { markNeedsDisplay() }
        } else {
            animationState.attached[i].ended = true
        }
        anim.delegate?.animationDidStop(anim, finished: true)
    }

    /// `removeAnimation(forKey:)`: the layer shows its model value again from now on; the
    /// delegate hears `animationDidStop(_:finished: false)`.
    public func removeAnimation(forKey key: String) {
        animationState.pending.removeAll { $0.key == key }
        while let i = animationState.attached.firstIndex(where: { $0.key == key }) { detach(at: i) }
    }

    /// `removeAllAnimations()`.
    public func removeAllAnimations() {
        animationState.pending.removeAll()
        while !animationState.attached.isEmpty { detach(at: 0) }
    }

    private func detach(at i: Int) {
        let entry = animationState.attached.remove(at: i)
        guard let stage = Stage.current else { return }
        for r in entry.records(in: stage) where stage.layerAnimations[r].removedAt == nil {
            stage.layerAnimations[r].removedAt = stage.now
        }
        if redrawsForCustom(entry.records(in: stage).map { stage.layerAnimations[$0] }) { markNeedsDisplay() }
        if let d = entry.animation.delegate {
            let anim = entry.animation
            stage.schedule(at: stage.now, "\(type(of: anim)).animationDidStop") {
                d.animationDidStop(anim, finished: false)
            }
        }
    }

    /// `animation(forKey:)`: the animation attached under `key`, if any.
    public func animation(forKey key: String) -> CAAnimation? {
        animationState.attached.last { $0.key == key }?.animation
    }

    /// `animationKeys()`: the keys of the attached animations in the order added; nil for none.
    public func animationKeys() -> [String]? {
        let keys = animationState.attached.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    // MARK: - Presentation

    /// `presentation()`: a copy of the layer with the values shown now (model values with
    /// the running `UIView` and Core Animation animations applied, custom properties included:
    /// SEMANTICS.md §27.6); nil outside a recording, and for a layer class an app defines
    /// unless it declares `init(layer:)` (the port's companion makes the copy with it).
    public func presentation() -> Self? {
        guard let stage = Stage.current,
            let copy = (type(of: self).makeLayer() as? Self) ?? (presentationCopyForDrawing() as? Self)
        else { return nil }
        let s = presentationState(base: state(sublayers: false), at: stage.now)
        copy.animationState.isPresentationCopy = true
        copy.animationState.customValues = animationState.customValues
        copy.showCustomValues(customValuesShown(at: stage.now).values, like: self)
        // Asked from `action(forKey:)`: the value shown before the change.
        copy.showCustomValues(animationState.actionFrom, like: self)
        copy.name = name
        copy.bounds = s.bounds; copy.position = s.position; copy.anchorPoint = s.anchorPoint
        copy.transform = s.transform; copy.opacity = Float(s.opacity); copy.backgroundColor = s.backgroundColor
        copy.cornerRadius = s.cornerRadius; copy.borderWidth = s.borderWidth; copy.borderColor = s.borderColor
        copy.animationState.sublayerTransform = s.sublayerTransform
        (copy as? CAEmitterLayer)?.showValues(of: self, as: s)  // SEMANTICS.md §33
        return copy
    }

    /// `model()`: the layer itself (this layer is always the model).
    public func model() -> Self { self }

    /// The value of `path` shown now: from the last recorded snapshot of the layer (the
    /// state before this turn's changes, as Core Animation's presentation tree lags the
    /// model), else the model, with the running animations applied.
    func presentationValue(_ path: LayerKeyPath, at now: Double) -> AnimatedValue {
        if path.isCustom { return customPresentationValue(path.name, at: now) ?? modelValue(path) }
        let stage = Stage.current
        let base = stage?.snapshots.last?.root.find(layerID) ?? state(sublayers: false)
        return path.read(presentationState(base: base, at: now))
    }

    func presentationState(base: LayerState, at now: Double) -> LayerState {
        var s = base
        guard let stage = Stage.current else { return s }
        for a in stage.animations where a.layer == layerID {
            if let p = a.progress(atLocal: stage.localNow(a.clock)) { a.change.apply(to: &s, progress: p) }
        }
        let local = localTime(scene: now)
        for a in stage.layerAnimations where a.layer == layerID && a.isAttached(at: now) {
            let time = a.clock == .scene ? local : stage.localNow(a.clock)
            if case .transition = a.track { continue }
            a.apply(atTime: time, to: &s, ghostID: LayerID(-1))
        }
        return s
    }
}

extension CALayer {
    /// Adds the animations this layer and its sublayers were given while no stage recorded
    /// (depth first, in sublayer order, each in the order added), beginning now.
    func addPendingAnimations() {
        var stack: [CALayer] = [self]
        while let l = stack.popLast() {
            let pending = l.animationState.pending
            l.animationState.pending.removeAll()
            for p in pending { l.add(p.animation, forKey: p.key) }
            stack.append(contentsOf: l.children.reversed())
            if let mask = l.mask { stack.append(mask) }
        }
    }
}
