import Foundation
import FlipbookCore

/// `CAAnimationDelegate`: told when an animation starts and stops, at those virtual times,
/// before the frame at that time is drawn (SEMANTICS.md §10).
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's begin time was reached.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed early (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAnimation`: the abstract animation with its `CAMediaTiming` (SEMANTICS.md §10).
/// Adding one to a layer copies what it is at that moment; later changes to the object do
/// not change the added animation.
open class CAAnimation: NSObject, CAMediaTiming {
    /// Start in the layer's time, seconds; 0 means when added (`beginTime`).
    open var beginTime: CFTimeInterval = 0
    /// Seconds of one simple duration; 0 means `CATransaction.animationDuration()` (0.25 s).
    open var duration: CFTimeInterval = 0
    /// Rate relative to the layer's time; default 1.
    open var speed: Float = 1
    /// Seconds added to the active local time.
    open var timeOffset: CFTimeInterval = 0
    /// Cycles to play (0 is one; `.infinity` forever).
    open var repeatCount: Float = 0
    /// Seconds to repeat for (0: unused).
    open var repeatDuration: CFTimeInterval = 0
    /// Plays each cycle forwards then backwards.
    open var autoreverses = false
    /// What shows outside the active time; default `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The overall curve; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation leaves the layer at its end; default true.
    open var isRemovedOnCompletion = true
    /// Told of the start and stop; held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?

    /// Creates an animation. Not `required`, as in Core Animation: an app's subclass may write
    /// `override init()` (with its own `required init?(coder:)`), see `CAAnimation+Coding.swift`.
    public override init() { super.init() }

    /// Values apps attach to an animation under their own keys (`setValue(_:forKey:)`, Core
    /// Animation's key-value coding for arbitrary keys), read back with `value(forKey:)`, for
    /// instance in `animationDidStop(_:finished:)` to tell animations apart.
    var taggedValues: [String: Any] = [:]
    /// Stores `value` under `key` (nil removes it): `CAAnimation.setValue(_:forKey:)`.
    open func setValue(_ value: Any?, forKey key: String) { taggedValues[key] = value }
    /// The value stored under `key`, or nil: `CAAnimation.value(forKey:)`.
    open func value(forKey key: String) -> Any? { taggedValues[key] }

    /// `CAAnimation.init?(coder:)` (`NSSecureCoding`): the coder is not read; the
    /// animation has the defaults of `init()` (see `CAAnimation+Coding.swift`).
    public required init?(coder: NSCoder) { super.init() }

    /// `CAAnimation.animation()`: a new animation. Swift cannot call a non-required
    /// initialiser through a class value, so this goes through the required
    /// `init?(coder:)`, which for Flipbook's classes is `init()`; an app's subclass that
    /// writes its own initialisers gets its own `init?(coder:)`.
    open class func animation() -> Self {
        guard let made = self.init(coder: AnimationFactoryCoder()) else {
            fatalError("\(self).init(coder:) returned nil for CAAnimation.animation()")
        }
        return made
    }

    /// The values and timing made concrete for `layer`, one record per animated key path,
    /// or an error message naming what is refused.
    func records(
        for layer: CALayer, key: String?, begin: Double, groups: [AnimationTiming],
        at now: Double
    ) throws(CAAnimationError) -> [LayerAnimation] { [] }

    /// Refuses timing values that are not numbers: NaN anywhere, or an infinite begin time,
    /// duration, speed or offset (`repeatCount` and `repeatDuration` may be infinite).
    func validateTiming() throws(CAAnimationError) {
        let finite: [(String, Double)] = [
            ("beginTime", beginTime), ("duration", duration), ("speed", Double(speed)),
            ("timeOffset", timeOffset),
        ]
        for (name, v) in finite where !v.isFinite {
            throw CAAnimationError(
                description: "\(type(of: self)) \(name) \(v) is not accepted; it must be a finite number of seconds"
                    + (name == "speed" ? " (a rate; 0 pauses)" : ""))
        }
        for (name, v) in [("repeatCount", Double(repeatCount)), ("repeatDuration", repeatDuration)]
        where v.isNaN || v < 0 {
            throw CAAnimationError(
                description:
                    "\(type(of: self)) \(name) \(v) is not accepted; it must be 0 or more (.infinity repeats forever)")
        }
    }

    /// This animation's timing, with `begin` (already absolute) and duration 0 resolved.
    func resolvedTiming(begin: Double) -> AnimationTiming {
        var t = AnimationTiming(beginTime: begin, duration: duration > 0 ? duration : CATransaction.animationDuration())
        t.speed = Double(speed); t.timeOffset = timeOffset; t.repeatCount = Double(repeatCount)
        t.repeatDuration = repeatDuration; t.autoreverses = autoreverses; t.fillMode = fillMode.core
        t.isRemovedOnCompletion = isRemovedOnCompletion
        return t
    }
}

/// Why an animation was refused when added (reported as `StageError.invalidRequest`).
struct CAAnimationError: Error, CustomStringConvertible {
    let description: String
}

/// `CAPropertyAnimation`: an animation of one key path.
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path ("position", "transform.rotation.y", ...).
    open var keyPath: String?
    /// Adds the value to the model value (`isAdditive`).
    open var isAdditive = false
    /// Accepted and ignored: each repeat starts from the same values (`isCumulative`).
    open var isCumulative = false

    /// A value of the animation, for the kind of a custom property that has none yet.
    var customSample: Any? { nil }

    /// An animation of `path` (`init(keyPath:)`).
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The key path parsed for `layer`: an emitter's key path (`emitterPosition`, `velocity`,
    /// ..., SEMANTICS.md §33) only on a `CAEmitterLayer`.
    func parsedKeyPath(for layer: CALayer) throws(CAAnimationError) -> LayerKeyPath {
        // A property of the layer's own (SEMANTICS.md §27.6).
        if let name = keyPath, (try? LayerKeyPath(parsing: name)) == nil,
            let custom = layer.customKeyPath(name, sample: customSample)
        {
            return custom
        }
        let path = try parsedKeyPath()
        guard !path.isEmitter || layer is CAEmitterLayer else {
            throw CAAnimationError(
                description:
                    "\(type(of: self)): \"\(path.name)\" is a CAEmitterLayer key path; layer \(layer.displayName) is not one"
            )
        }
        if path.name.hasPrefix("emitterCells."), (layer as? CAEmitterLayer)?.emitterValue(forKeyPath: path.name) == nil
        {
            throw CAAnimationError(
                description: "\(type(of: self)): \"\(path.name)\" names no emitter cell of layer \(layer.displayName)")
        }
        return path
    }

    func parsedKeyPath() throws(CAAnimationError) -> LayerKeyPath {
        guard let name = keyPath else {
            throw CAAnimationError(
                description:
                    "\(type(of: self)) has no keyPath; set one of: \(LayerKeyPath.names.joined(separator: ", "))")
        }
        do { return try LayerKeyPath(parsing: name) } catch {
            throw CAAnimationError(description: "\(type(of: self)): \(error)")
        }
    }
}

/// `CABasicAnimation`: from, to or by one value (SEMANTICS.md §10).
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (`Any?`: `NSNumber`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect`,
    /// `CATransform3D`, `NSValue`, `CGColor`).
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change, added to the start value.
    open var byValue: Any?
    /// The typed change of an implicit animation of a content property (CATransaction).
    var implicitContent: ContentChange?

    override var customSample: Any? { fromValue ?? toValue ?? byValue }

    override func records(
        for layer: CALayer, key: String?, begin: Double, groups: [AnimationTiming],
        at now: Double
    ) throws(CAAnimationError) -> [LayerAnimation] {
        let path = try parsedKeyPath(for: layer)
        if path.isContent || implicitContent != nil {
            let change: ContentChange
            if let c = implicitContent {
                change = c
            } else {
                change = try CAValue.contentChange(path, fromValue, toValue, byValue, on: layer, self)
            }
            return [
                LayerAnimation(
                    layer: layer.layerID, key: key, keyPath: path, kindName: String(describing: type(of: self)),
                    track: .content(
                        [change],
                        progress: .keyframes(
                            values: [.number(0), .number(1)], keyTimes: [0, 1],
                            curves: [], mode: .linear)),
                    timing: resolvedTiming(begin: begin), groups: groups, curve: timingFunction?.curve,
                    addedAt: now)
            ]
        }
        let from = try CAValue.convert(fromValue, "fromValue", path, self)
        let to = try CAValue.convert(toValue, "toValue", path, self)
        let by = try CAValue.convert(byValue, "byValue", path, self)
        let current = layer.presentationValue(path, at: now)
        let model = layer.modelValue(path)
        let pair: (AnimatedValue, AnimatedValue)
        switch (from, to, by) {
        case let (f?, t?, _): pair = (f, t)
        case let (f?, nil, b?): pair = (f, f.adding(b))
        case let (nil, t?, b?): pair = (t.adding(b.negated), t)
        case let (f?, nil, nil): pair = isAdditive ? (f, .zero(like: f)) : (f, model)
        case let (nil, t?, nil): pair = isAdditive ? (.zero(like: t), t) : (current, t)
        case let (nil, nil, b?): pair = isAdditive ? (.zero(like: b), b) : (current, current.adding(b))
        case (nil, nil, nil): pair = (current, model)
        }
        let timing = resolvedTiming(begin: begin)
        return [
            LayerAnimation(
                layer: layer.layerID, key: key, keyPath: path, kindName: String(describing: type(of: self)),
                track: .keyframes(values: [pair.0, pair.1], keyTimes: [0, 1], curves: [], mode: .linear),
                timing: timing, groups: groups, curve: timingFunction?.curve, isAdditive: isAdditive,
                addedAt: now)
        ]
    }
}

/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// Creates a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight segments (default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Held values.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Catmull-Rom spline.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Spline at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// `CAAnimationRotationMode`: how a layer following a `path` turns.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The raw name.
    public let rawValue: String
    /// Creates a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turns along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turns along the reversed tangent.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// `CAKeyframeAnimation`: values at key times (SEMANTICS.md §10).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, all of the key path's type.
    open var values: [Any]?
    /// Fractions of the duration, one per value, from 0 to 1 (default evenly spaced).
    open var keyTimes: [NSNumber]?
    /// One curve per segment (default linear).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values are joined; default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for a point property to follow, instead of `values` (`path`).
    open var path: CGPath?

    override var customSample: Any? { values?.first }
    /// Turning along the `path`'s tangent (`rotationMode`; nil: no turning).
    open var rotationMode: CAAnimationRotationMode?

    override func records(
        for layer: CALayer, key: String?, begin: Double, groups: [AnimationTiming],
        at now: Double
    ) throws(CAAnimationError) -> [LayerAnimation] {
        let path = try parsedKeyPath(for: layer)
        if let followed = self.path {
            return try pathRecords(followed, path, layer: layer, key: key, begin: begin, groups: groups, at: now)
        }
        guard let raw = values, !raw.isEmpty else {
            throw CAAnimationError(
                description: "CAKeyframeAnimation for \"\(path.name)\" has no values; set values or a path")
        }
        if path.isContent {
            let changes = try CAValue.contentChanges(path, raw, on: layer, self)
            let times = (keyTimes ?? []).map { $0.doubleValue }
            let mode = KeyframeCalculationMode(rawValue: calculationMode.rawValue) ?? .linear
            let steps = (0...changes.count).map { AnimatedValue.number(Double($0)) }
            let track = AnimationTrack.keyframes(
                values: raw.count == 1 ? [.number(0)] : steps, keyTimes: times,
                curves: (timingFunctions ?? []).map { $0.curve }, mode: mode)
            return [
                LayerAnimation(
                    layer: layer.layerID, key: key, keyPath: path, kindName: "CAKeyframeAnimation",
                    track: .content(changes, progress: track), timing: resolvedTiming(begin: begin),
                    groups: groups, curve: timingFunction?.curve, addedAt: now)
            ]
        }
        var typed: [AnimatedValue] = []
        for (i, v) in raw.enumerated() {
            guard let t = try CAValue.convert(v, "values[\(i)]", path, self) else { continue }
            typed.append(t)
        }
        let times = (keyTimes ?? []).map { $0.doubleValue }
        if !times.isEmpty {
            let sorted = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
            guard times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }), sorted else {
                throw CAAnimationError(description: "CAKeyframeAnimation keyTimes \(times) must rise from 0 to 1")
            }
        }
        let mode = KeyframeCalculationMode(rawValue: calculationMode.rawValue) ?? .linear
        let track = AnimationTrack.keyframes(
            values: typed, keyTimes: times,
            curves: (timingFunctions ?? []).map { $0.curve }, mode: mode)
        return [
            LayerAnimation(
                layer: layer.layerID, key: key, keyPath: path, kindName: "CAKeyframeAnimation",
                track: track, timing: resolvedTiming(begin: begin), groups: groups,
                curve: timingFunction?.curve, isAdditive: isAdditive, addedAt: now)
        ]
    }
}

/// `CASpringAnimation`: a basic animation that follows §4's spring for `duration` seconds.
open class CASpringAnimation: CABasicAnimation {
    /// Mass; default 1.
    open var mass: CGFloat = 1
    /// Stiffness; default 100.
    open var stiffness: CGFloat = 100
    /// Damping; default 10.
    open var damping: CGFloat = 10
    /// Initial velocity, in from-to distances per second; default 0.
    open var initialVelocity: CGFloat = 0

    /// iOS 17's `init(perceptualDuration:bounce:)`: mass 1, stiffness (2 pi / d)^2, damping
    /// 4 pi (1 - bounce) / d for a bounce of 0 or more, 4 pi / (d (1 + bounce)) below 0
    /// (SwiftUI's spring parameters); `duration` is then its settling duration.
    public convenience init(perceptualDuration d: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let p = max(d, 1e-3), b = Double(bounce)
        mass = 1
        stiffness = CGFloat(pow(2 * .pi / p, 2))
        damping = CGFloat(b >= 0 ? 4 * .pi * (1 - b) / p : 4 * .pi / (p * (1 + b)))
        duration = settlingDuration
    }

    /// The time the spring takes to settle, in seconds (`settlingDuration`).
    open var settlingDuration: CFTimeInterval { spring(duration: nil).settlingDuration }

    func spring(duration: Double?) -> MassSpring {
        MassSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity), allowsOverdamping: true, duration: duration)
    }

    override func records(
        for layer: CALayer, key: String?, begin: Double, groups: [AnimationTiming],
        at now: Double
    ) throws(CAAnimationError) -> [LayerAnimation] {
        var list = try super.records(for: layer, key: key, begin: begin, groups: groups, at: now)
        guard var r = list.first else { return list }
        switch r.track {
        case let .keyframes(values, _, _, _):
            r.track = .spring(from: values[0], to: values[1], spring: spring(duration: r.timing.duration))
        case let .content(changes, _):
            r.track = .content(
                changes,
                progress: .spring(
                    from: .number(0), to: .number(1),
                    spring: spring(duration: r.timing.duration)))
        default: return list
        }
        r.kindName = "CASpringAnimation"
        r.curve = nil
        list[0] = r
        return list
    }
}

/// `CAAnimationGroup`: children timed relative to the group's begin; the group's duration
/// cuts them, and its `timingFunction` warps their time (SEMANTICS.md §10).
open class CAAnimationGroup: CAAnimation {
    /// The children.
    open var animations: [CAAnimation]?

    override func records(
        for layer: CALayer, key: String?, begin: Double, groups: [AnimationTiming],
        at now: Double
    ) throws(CAAnimationError) -> [LayerAnimation] {
        var own = resolvedTiming(begin: begin)
        own.groupCurve = timingFunction?.curve
        let mine = groups + [own]
        var out: [LayerAnimation] = []
        for child in animations ?? [] {
            try child.validateTiming()
            out += try child.records(for: layer, key: key, begin: child.beginTime, groups: mine, at: now)
        }
        return out
    }
}
