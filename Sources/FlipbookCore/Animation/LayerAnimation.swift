import Foundation

/// `CAAnimationCalculationMode`: how keyframe values are joined.
public enum KeyframeCalculationMode: String, Hashable, Sendable {
    /// Straight lines between values at their key times (the default).
    case linear
    /// Each value held until the next key time.
    case discrete
    /// Straight lines, key times chosen so the value moves at constant speed.
    case paced
    /// A Catmull-Rom spline through the values at their key times.
    case cubic
    /// The spline, at key times chosen as for `.paced`.
    case cubicPaced
}

/// The values an animation moves through, all of its key path's kind.
public enum AnimationTrack: Hashable, Sendable {
    /// `CABasicAnimation` (two values, key times 0 and 1) and `CAKeyframeAnimation`.
    /// `curves` holds one timing function per segment (`timingFunctions`; nil is linear).
    case keyframes(values: [AnimatedValue], keyTimes: [Double], curves: [CubicBezier?], mode: KeyframeCalculationMode)
    /// `CASpringAnimation`: from, to and the spring (SEMANTICS.md §4), followed in real
    /// seconds of simple time, then the end value.
    case spring(from: AnimatedValue, to: AnimatedValue, spring: MassSpring)
    /// `CATransition`: the layer's content as it was when added (`before`) gives way to its
    /// live content in `style` (see `LayerTransitionStyle.apply`).
    case transition(LayerTransitionStyle, before: LayerState)
    /// `CAKeyframeAnimation.path`: a point property follows a path (see `PathFollowing`).
    case path(PathFollowing)
    /// A content key path (`path`, `strokeEnd`, `colors`, ...: SEMANTICS.md §14): `changes[i]`
    /// goes from value i to value i + 1; `progress` is a number track from 0 to
    /// `changes.count` (keyframes at 0, 1, 2, ... or a spring from 0 to 1) whose value x shows
    /// change `floor(x)` at progress `x - floor(x)` (the last change past its end for x >= n,
    /// so springs overshoot).
    indirect case content([ContentChange], progress: AnimationTrack)
}

/// One Core Animation animation as added to a layer (`CALayer.add(_:forKey:)`), recorded
/// with everything resolved: key path parsed, values typed, times absolute
/// (SEMANTICS.md §10). A `CAAnimationGroup` is recorded as one of these per child, with
/// the group's timing in `groups`.
public struct LayerAnimation: Hashable, Sendable {
    /// The animated layer.
    public var layer: LayerID
    /// The key it was added under (`forKey:`), if any.
    public var key: String?
    /// The animated key path.
    public var keyPath: LayerKeyPath
    /// The class that made it, for labels ("CABasicAnimation").
    public var kindName: String
    /// The values.
    public var track: AnimationTrack
    /// The animation's own timing; `beginTime` is in the time of its parent (the layer's
    /// local time, or the enclosing group's simple time).
    public var timing: AnimationTiming
    /// The timings of enclosing groups, outermost first (the outermost in layer time).
    public var groups: [AnimationTiming]
    /// The overall timing function (`timingFunction`; nil is linear).
    public var curve: CubicBezier?
    /// Whether the value is added to the model value (`isAdditive`).
    public var isAdditive: Bool
    /// Scene time when it was added: it has no effect before, whatever its fill mode.
    public var addedAt: Double
    /// The clock it runs on: `.scene` (its layer's time) or, for an animation added while
    /// an interactive transition runs the animator's code, that transition's clock, so it
    /// follows the interaction as Core Animation's layers do under
    /// `UIPercentDrivenInteractiveTransition` (SEMANTICS.md §7, §10). Its times are then on
    /// that clock.
    public var clock: ClockID = .scene
    /// Scene time when it was removed (`removeAnimation(forKey:)`, replaced under its key,
    /// or removed on completion); nil while attached.
    public var removedAt: Double?

    /// Creates a record.
    public init(
        layer: LayerID, key: String?, keyPath: LayerKeyPath, kindName: String, track: AnimationTrack,
        timing: AnimationTiming, groups: [AnimationTiming] = [], curve: CubicBezier?, isAdditive: Bool = false,
        addedAt: Double, removedAt: Double? = nil
    ) {
        self.layer = layer; self.key = key; self.keyPath = keyPath; self.kindName = kindName; self.track = track
        self.timing = timing; self.groups = groups; self.curve = curve; self.isAdditive = isAdditive
        self.addedAt = addedAt; self.removedAt = removedAt
    }

    /// Whether the record is attached at scene time `t`.
    public func isAttached(at t: Double) -> Bool {
        t >= addedAt - Timeline.epsilon && (removedAt.map { t < $0 - Timeline.epsilon } ?? true)
    }

    /// The value shown at layer time `local`, or nil when the animation shows nothing then.
    public func value(atLayerTime local: Double) -> AnimatedValue? {
        simpleTime(atLayerTime: local).map { value(atSimpleTime: $0) }
    }

    /// The simple time at layer time `local`, through the enclosing groups; nil when the
    /// animation shows nothing then.
    public func simpleTime(atLayerTime local: Double) -> Double? {
        var t = local
        for g in groups {
            guard let s = g.simpleTime(atParent: t) else { return nil }
            t = g.warped(s)
        }
        return timing.simpleTime(atParent: t)
    }

    /// Applies the animation at `time` (its clock's time: the layer's, or a transition's)
    /// to `layer`: replaces the key path's value, adds to it when additive, for a transition
    /// rebuilds the layer's content, for a path with a rotation mode also turns the layer
    /// (SEMANTICS.md §10). `ghostID` names a transition's picture of the old content.
    public func apply(atTime time: Double, to layer: inout LayerState, ghostID: LayerID) {
        guard let s = simpleTime(atLayerTime: time) else { return }
        var v = value(atSimpleTime: s)
        guard v.isFinite else { return }
        if case let .transition(style, before) = track, case .number(let p) = v {
            return style.apply(progress: p, before: before, to: &layer, ghostID: ghostID)
        }
        if case let .content(changes, _) = track, case .number(let x) = v {
            return LayerAnimation.applyContent(changes, at: x, to: &layer)
        }
        if isAdditive { v = keyPath.read(layer).adding(v) }
        keyPath.write(v, to: &layer)
        // `rotationMode` turns the layer along a path of its position, not of an emitter's
        // `emitterPosition` (SEMANTICS.md §33).
        if case .path(let follow) = track, !keyPath.isEmitter, let angle = follow.rotationAngle(at: pathFraction(s)) {
            layer.transform = Transform3D.rotation(angle, 0, 0, 1).concatenating(layer.transform)
        }
    }

    /// The fraction of the duration at simple time `s`, through the overall curve.
    func pathFraction(_ s: Double) -> Double {
        let f = timing.duration > 0 ? s / timing.duration : 1
        return curve.map { $0.progress(f) } ?? f
    }

    /// The value at simple time `s` in [0, duration].
    public func value(atSimpleTime s: Double) -> AnimatedValue {
        switch track {
        case .transition: return .number(progress(atSimpleTime: s))
        case .path(let follow): return .point(follow.point(at: pathFraction(s)))
        case let .content(_, progress):
            var inner = self
            inner.track = progress
            return inner.value(atSimpleTime: s)
        case let .spring(from, to, spring):
            let p = s >= timing.duration ? 1 : spring.progress(at: s)
            return from.interpolated(to: to, p)
        case let .keyframes(values, keyTimes, curves, mode):
            var f = timing.duration > 0 ? s / timing.duration : 1
            if let c = curve { f = c.progress(f) }
            return LayerAnimation.keyframeValue(values: values, keyTimes: keyTimes, curves: curves, mode: mode, at: f)
        }
    }

    /// Shows a content track's value `x` on `layer`: change `floor(x)` (clamped to the
    /// changes) at progress `x - floor(x)`.
    static func applyContent(_ changes: [ContentChange], at x: Double, to layer: inout LayerState) {
        guard !changes.isEmpty, x.isFinite else { return }
        let i = min(max(Int(x.rounded(.down)), 0), changes.count - 1)
        changes[i].apply(to: &layer, progress: x - Double(i))
    }

    /// The curve's progress at simple time `s` (the fraction of the duration through `curve`).
    public func progress(atSimpleTime s: Double) -> Double {
        let f = timing.duration > 0 ? min(max(s / timing.duration, 0), 1) : 1
        return curve.map { $0.progress(f) } ?? f
    }

    /// The value of a keyframe track at fraction `f` of its simple duration.
    public static func keyframeValue(
        values: [AnimatedValue], keyTimes given: [Double], curves: [CubicBezier?],
        mode: KeyframeCalculationMode, at f: Double
    ) -> AnimatedValue {
        let n = values.count
        if n == 1 { return values[0] }
        if mode == .discrete {
            // n values each hold for a span: key times given (n or n + 1 of them), else n equal spans.
            let times = given.count >= n ? given : (0..<n).map { Double($0) / Double(n) }
            var i = 0
            while i + 1 < n && f >= times[i + 1] - 1e-12 { i += 1 }
            return values[i]
        }
        let times: [Double]
        if mode == .paced || mode == .cubicPaced {
            var cumulative = [0.0]
            for i in 1..<n { cumulative.append(cumulative[i - 1] + values[i - 1].distance(to: values[i])) }
            let total = cumulative[n - 1]
            times = total > 0 ? cumulative.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        } else {
            times = given.count == n ? given : (0..<n).map { Double($0) / Double(n - 1) }
        }
        if f <= times[0] { return values[0] }
        if f >= times[n - 1] { return values[n - 1] }
        var i = 0
        while i + 2 < n && f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var u = span > 0 ? (f - times[i]) / span : 1
        if mode != .paced, mode != .cubicPaced, i < curves.count, let c = curves[i] { u = c.progress(u) }
        if mode == .cubic || mode == .cubicPaced, values[i].kind != .transform {
            return catmullRom(values[max(i - 1, 0)], values[i], values[i + 1], values[min(i + 2, n - 1)], u)
        }
        return values[i].interpolated(to: values[i + 1], u)
    }

    /// The uniform Catmull-Rom spline through p1 (u = 0) and p2 (u = 1).
    static func catmullRom(
        _ p0: AnimatedValue, _ p1: AnimatedValue, _ p2: AnimatedValue, _ p3: AnimatedValue,
        _ u: Double
    ) -> AnimatedValue {
        let a = p0.components, b = p1.components, c = p2.components, d = p3.components
        let u2 = u * u, u3 = u2 * u
        // Term by term with their types spelled out (one expression took the type checker
        // seconds); the same operations in the same order.
        let out = (0..<b.count).map { (k: Int) -> Double in
            let ak: Double = a[k], bk: Double = b[k], ck: Double = c[k], dk: Double = d[k]
            let constant: Double = 2 * bk
            let linear: Double = (ck - ak) * u
            let square: Double = (2 * ak - 5 * bk + 4 * ck - dk) * u2
            let cube: Double = (3 * bk - ak - 3 * ck + dk) * u3
            return 0.5 * (constant + linear + square + cube)
        }
        return .from(p1.kind, components: out)
    }

    /// The spring the animation follows (`CASpringAnimation`, of any key path, content ones
    /// included); nil for the others.
    public var spring: MassSpring? {
        switch track {
        case .spring(_, _, let s), .content(_, progress: .spring(_, _, let s)): return s
        default: return nil
        }
    }

    /// A label for plots and timeline text: "CABasicAnimation transform.rotation.y (easeInEaseOut)".
    public var label: String {
        let c = curve.map { TimingFunction.curve($0).label } ?? "linear"
        if let s = spring { return "\(kindName) \(keyPath.name) (\(TimingFunction.spring(s).label))" }
        return "\(kindName) \(keyPath.name) (\(c))"
    }
}
