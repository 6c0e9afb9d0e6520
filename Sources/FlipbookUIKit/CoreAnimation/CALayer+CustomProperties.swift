import Foundation
import FlipbookCore

/// `CAAction`: what `action(forKey:)` returns for a change of a layer's property; a
/// `CAAnimation` adds itself to the layer under the key, `NSNull` does nothing.
public protocol CAAction {
    /// `run(forKey:object:arguments:)`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer under `event` (Core Animation's default action).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull()` from `action(forKey:)` turns an action off.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// What the port generates for a layer class that declares `init(layer:)`: a companion class
/// `_FlipbookLayerCopy_<Type>` in the class's module, found by name, that makes a
/// presentation copy with the app's own initialiser (SEMANTICS.md §27.6). Swift cannot call a
/// non-required initialiser through a class value.
public protocol _FlipbookLayerCopying: AnyObject {
    /// `Type(layer: layer)`, or nil when `layer` is not of the type.
    static func copy(of layer: AnyObject) -> AnyObject?
}

/// What the port generates for a layer class with `@objc var` stored properties: a companion
/// class `_FlipbookKeyed_<Type>` that reads and writes them by name, as Core Animation's
/// key-value coding does (SEMANTICS.md §27.6).
public protocol _FlipbookKeyedProperties: AnyObject {
    /// The property's value (`.some(nil)` for a nil optional); nil when the type has no such
    /// property (or `object` is not of the type).
    static func value(of object: AnyObject, forKey key: String) -> Any??
    /// Sets the property: true when set, false when the value has another type, nil when the
    /// type has no such property.
    static func setValue(_ value: Any?, of object: AnyObject, forKey key: String) -> Bool?
}

/// Finds the port's key-value companions of a class and its superclasses.
enum KeyedPropertiesLookup {
    static func companions(of cls: AnyClass) -> [_FlipbookKeyedProperties.Type] {
        let cycle = DisplayCycle.state
        if let known = cycle.keyedCompanions[ObjectIdentifier(cls)] { return known }
        let found = lookUp(cls)
        cycle.keyedCompanions[ObjectIdentifier(cls)] = found
        return found
    }

    private static func lookUp(_ cls: AnyClass) -> [_FlipbookKeyedProperties.Type] {
        var out: [_FlipbookKeyedProperties.Type] = []
        var c: AnyClass? = cls
        while let k = c, k != CALayer.self {
            let name = _typeName(k, qualified: true)
            if let dot = name.firstIndex(of: "."), !name.hasPrefix("FlipbookUIKit.") {
                let module = name[..<dot]
                let rest = name[name.index(after: dot)...].replacingOccurrences(of: ".", with: "_")
                if let t = _typeByName("\(module)._FlipbookKeyed_\(rest)") as? _FlipbookKeyedProperties.Type {
                    out.append(t)
                }
            }
            c = _getSuperclass(k)
        }
        return out
    }
}

/// Finds the port's copy companions by class.
enum LayerCopierLookup {
    /// `Module._FlipbookLayerCopy_Type` of exactly this class (a superclass's would make an
    /// instance of the superclass), if the port generated one.
    static func copier(of cls: AnyClass) -> _FlipbookLayerCopying.Type? {
        let name = _typeName(cls, qualified: true)
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let module = name[..<dot]
        let rest = name[name.index(after: dot)...].replacingOccurrences(of: ".", with: "_")
        return _typeByName("\(module)._FlipbookLayerCopy_\(rest)") as? _FlipbookLayerCopying.Type
    }
}

// MARK: - Key-value storage

extension CALayer {
    /// `value(forKey:)`'s default (SEMANTICS.md §27.6).
    func keyedValue(forKey key: String) -> Any? {
        if let path = try? LayerKeyPath(parsing: key), !path.isContent { return value(forKeyPath: key) }
        return ownValue(forKey: key)
    }

    /// The layer's own property `key`: an `@objc var` through the port's companion, else the
    /// value kept under the key, else the class's default.
    func ownValue(forKey key: String) -> Any? {
        for c in KeyedPropertiesLookup.companions(of: type(of: self)) {
            if let v = c.value(of: self, forKey: key) { return v }
        }
        return animationState.customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Stores `value` as the layer's own property `key` (an `@objc var`, or kept by key),
    /// with no display or action.
    func storeOwnValue(_ value: Any?, forKey key: String) {
        for c in KeyedPropertiesLookup.companions(of: type(of: self)) {
            if c.setValue(value, of: self, forKey: key) != nil { return }
        }
        animationState.customValues[key] = value
    }

    /// `setValue(_:forKey:)`'s default.
    func setKeyedValue(_ value: Any?, forKey key: String) {
        if (try? LayerKeyPath(parsing: key)) != nil { return setValue(value, forKeyPath: key) }
        setCustomValue(value, forKey: key)
    }

    func setCustomValue(_ value: Any?, forKey key: String) {
        let stage = Stage.current
        // What is shown before the change; a property never set shows zero of the new
        // value's kind (an unset number reads 0, as on iOS).
        let before =
            stage.flatMap { customPresentationValue(key, at: $0.now) }
            ?? value.flatMap(CAValue.typed).map { AnimatedValue.zero(of: $0.kind) }
        storeOwnValue(value, forKey: key)
        guard !animationState.isPresentationCopy else { return }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        guard let stage, !CATransaction.disableActions(), animationState.insertedAt < stage.now - Timeline.epsilon
        else { return }
        var root: CALayer = self
        while let p = root.superlayer { root = p }
        guard root === stage.window.layer else { return }
        // What `action(forKey:)` reads from `presentation()`, and where an animation without
        // values starts: the value shown before the change.
        animationState.actionFrom[key] = before
        defer { animationState.actionFrom[key] = nil }
        action(forKey: key)?.run(forKey: key, object: self, arguments: nil)
    }

    /// The port's getter for `@NSManaged var p: T` (docs/porting.md): the value under the
    /// key, converted to `T`; numbers of any type convert.
    public func _flipbookManagedValue<T: BinaryFloatingPoint>(_ key: String) -> T {
        let v = value(forKey: key)
        if let t = v as? T { return t }
        if let v, case .number(let d)? = CAValue.typed(v) { return T(d) }
        return 0
    }

    /// The port's getter for an integer `@NSManaged` property.
    public func _flipbookManagedValue<T: BinaryInteger>(_ key: String) -> T {
        let v = value(forKey: key)
        if let t = v as? T { return t }
        if let v, case .number(let d)? = CAValue.typed(v), d.isFinite, abs(d) < 9e18 { return T(d.rounded()) }
        return 0
    }

    /// The port's getter for an optional `@NSManaged` property: nil when absent.
    public func _flipbookManagedValue<T: ExpressibleByNilLiteral>(_ key: String) -> T {
        if let t = value(forKey: key) as? T { return t }
        if let v = value(forKey: key), let converted = CAValue.swiftValue(of: v, as: T.self) as? T { return converted }
        return nil
    }

    /// The port's getter for a `Bool` `@NSManaged` property: false when absent.
    public func _flipbookManagedValue(_ key: String) -> Bool {
        let v = value(forKey: key)
        if let b = v as? Bool { return b }
        if let n = v as? NSNumber { return n.boolValue }
        return false
    }

    /// The port's getter for the other `@NSManaged` properties: geometry and colours are
    /// zero or clear when absent; any other type must have a value (`defaultValue(forKey:)`),
    /// as on iOS, where reading an unset object property gives nil.
    public func _flipbookManagedValue<T>(_ key: String) -> T {
        let v = value(forKey: key)
        if let t = v as? T { return t }
        if let v, let converted = CAValue.swiftValue(of: v, as: T.self) as? T { return converted }
        if let zero = CAValue.zeroValue(T.self) as? T { return zero }
        fatalError(
            "\(type(of: self)).\(key) (@NSManaged \(T.self)) was read before it was set; "
                + "give it a value or a defaultValue(forKey:)")
    }

    /// The port's setter for `@NSManaged var p: T`: `setValue(newValue, forKey: "p")`.
    public func _flipbookSetManagedValue(_ value: Any?, _ key: String) { setValue(value, forKey: key) }
}

// MARK: - Presentation values and redrawing

extension CALayer {
    /// The model value of a key path: a custom property's stored value (0 of its kind when
    /// it has none), else the layer's state.
    func modelValue(_ path: LayerKeyPath) -> AnimatedValue {
        guard path.isCustom else { return path.read(state(sublayers: false)) }
        if let v = ownValue(forKey: path.name), let typed = CAValue.typed(v), typed.kind == path.kind {
            return typed
        }
        return .zero(of: path.kind)
    }

    /// The key path an animation names on this layer: one of the table's, else the layer's
    /// own property when it has one (a value under the key, a default) or its class redraws
    /// for it (`needsDisplay(forKey:)`), with the kind of its value or of `sample`.
    func customKeyPath(_ name: String, sample: Any?) -> LayerKeyPath? {
        let stored = ownValue(forKey: name)
        guard stored != nil || type(of: self).needsDisplay(forKey: name) else { return nil }
        let kind = (stored ?? sample).flatMap(CAValue.typed)?.kind ?? .number
        return .custom(name, kind: kind)
    }

    /// The value of a custom property shown at scene time `now`: its model value (or, while an
    /// action runs, the value shown before the change) with the attached animations of the key
    /// applied in the order added; nil when no stage records.
    func customPresentationValue(_ key: String, at now: Double) -> AnimatedValue? {
        guard let stage = Stage.current else { return nil }
        if let from = animationState.actionFrom[key] { return from }
        var records: [LayerAnimation] = []
        for a in stage.layerAnimations
        where a.layer == layerID && a.keyPath.isCustom && a.keyPath.name == key && a.isAttached(at: now) {
            records.append(a)
        }
        let stored = ownValue(forKey: key)
        guard let kind = records.first?.keyPath.kind ?? stored.flatMap(CAValue.typed)?.kind else { return nil }
        var value = modelValue(.custom(key, kind: kind))
        let local = localTime(scene: now)
        for a in records {
            let time = a.clock == .scene ? local : stage.localNow(a.clock)
            guard let v = a.value(atLayerTime: time), v.kind == kind, v.isFinite else { continue }
            value = a.isAdditive ? value.adding(v) : v
        }
        return value
    }

    /// The custom properties animated at `now` with their values then, and whether one of
    /// them redraws the layer (`needsDisplay(forKey:)`) and shows another value than the model's.
    func customValuesShown(at now: Double) -> (values: [String: AnimatedValue], redraws: Bool) {
        guard let stage = Stage.current else { return ([:], false) }
        var keys: [String] = []
        for a in stage.layerAnimations
        where a.layer == layerID && a.keyPath.isCustom && a.isAttached(at: now) && !keys.contains(a.keyPath.name) {
            keys.append(a.keyPath.name)
        }
        var values: [String: AnimatedValue] = [:]
        var redraws = false
        for key in keys {
            guard let v = customPresentationValue(key, at: now) else { continue }
            values[key] = v
            if type(of: self).needsDisplay(forKey: key), v != modelValue(.custom(key, kind: v.kind)) { redraws = true }
        }
        return (values, redraws)
    }

    /// Sets the custom values on this layer (a presentation copy), each as the Swift type of
    /// the value it replaces (`CGFloat` for a number with none).
    func showCustomValues(_ values: [String: AnimatedValue], like model: CALayer) {
        for (key, v) in values {
            storeOwnValue(CAValue.swiftValue(v, like: model.ownValue(forKey: key)), forKey: key)
        }
    }

    /// A presentation copy for drawing: made by the app's `init(layer:)` through the port's
    /// companion, or nil when the class has none.
    func presentationCopyForDrawing() -> CALayer? {
        guard let copier = LayerCopierLookup.copier(of: type(of: self)),
            let copy = copier.copy(of: self) as? CALayer
        else { return nil }
        copy.animationState.isPresentationCopy = true
        return copy
    }

    /// Whether an attached animation of a custom property that redraws the layer has yet to
    /// finish: the layer is displayed at every frame until none has.
    func customRedrawsContinue(on stage: Stage) -> Bool {
        let now = stage.now
        for entry in animationState.attached where !entry.ended {
            let redraws = entry.records(in: stage).contains { r in
                let k = stage.layerAnimations[r].keyPath
                return k.isCustom && type(of: self).needsDisplay(forKey: k.name)
            }
            guard redraws else { continue }
            if entry.clock != .scene { return true }  // ends with its transition
            if entry.localEnd.isFinite, let end = sceneTime(local: entry.localEnd) {
                if end > now + Timeline.epsilon { return true }
            } else if stage.sceneGoesOn(past: now, otherThan: CALayer.customRedrawLabel) {
                // Forever, or paused: redrawn while the rest of the scene still runs.
                return true
            }
        }
        return false
    }

    static let customRedrawLabel = "CALayer custom property redraw"

    /// Displays the layer now and at every following frame of the stage while an animation of
    /// a property that redraws it runs (SEMANTICS.md §27.6), as Core Animation redraws the
    /// presentation layer each frame.
    func startCustomRedraws() {
        markNeedsDisplay()
        scheduleCustomRedraw()
    }

    private func scheduleCustomRedraw() {
        guard let stage = Stage.current, !animationState.customRedrawScheduled else { return }
        animationState.customRedrawScheduled = true
        let frame = (stage.now * stage.fps + Timeline.epsilon).rounded(.down) + 1
        stage.schedule(at: frame / stage.fps, CALayer.customRedrawLabel) { [weak self] in
            guard let self, let stage = Stage.current else { return }
            self.animationState.customRedrawScheduled = false
            self.markNeedsDisplay()
            if self.customRedrawsContinue(on: stage) { self.scheduleCustomRedraw() }
        }
    }

    /// Whether `records` (just attached or just removed) include a custom property for which
    /// the class redraws.
    func redrawsForCustom(_ records: [LayerAnimation]) -> Bool {
        records.contains { $0.keyPath.isCustom && type(of: self).needsDisplay(forKey: $0.keyPath.name) }
    }
}

extension Stage {
    /// Whether the scene goes on after `now` for something else than the events labelled
    /// `label`: another event is queued, or a `UIView` animation on the scene's clock ends later.
    func sceneGoesOn(past now: Double, otherThan label: String) -> Bool {
        if queue[queueHead...].contains(where: { $0.label != label }) { return true }
        return animations.contains { $0.clock == .scene && $0.countedEnd > now + Timeline.epsilon }
    }
}

extension CAValue {
    /// `v` as a Swift value of the type of `old` (what a custom property held): a number as
    /// `CGFloat`, `Double`, `Float`, `Int` or `NSNumber` (`CGFloat` when `old` is none of
    /// them), a colour as `UIColor` when `old` is one, else the value's own type.
    static func swiftValue(_ v: AnimatedValue, like old: Any?) -> Any {
        switch v {
        case .number(let d):
            switch old {
            case is Double: return d
            case is Float: return Float(d)
            case is Int: return d.isFinite && abs(d) < 9e18 ? Int(d.rounded()) : 0
            case is CGFloat: return CGFloat(d)
            case is NSNumber: return NSNumber(value: d)
            default: return CGFloat(d)
            }
        case .color(let c): return old is UIColor ? UIColor(cgColor: c) : c
        default: return any(v)
        }
    }

    /// `value` converted to `type` (a number to another number type, a colour to `UIColor` or
    /// `CGColor`), optional or not; nil when it does not convert.
    static func swiftValue<T>(of value: Any, as type: T.Type) -> Any? {
        guard let v = typed(value) else { return nil }
        let candidates: [Any]
        switch v {
        case .number(let d): candidates = [CGFloat(d), d, Float(d), d.isFinite && abs(d) < 9e18 ? Int(d.rounded()) : 0]
        case .color(let c): candidates = [UIColor(cgColor: c), c]
        default: candidates = [any(v)]
        }
        return candidates.first { $0 is T }
    }

    /// The zero of a geometry or colour type (clear for a colour); nil for other types.
    static func zeroValue<T>(_ type: T.Type) -> Any? {
        let zeros: [Any] = [CGPoint.zero, CGSize.zero, CGRect.zero, CATransform3DIdentity, RGBA.clear, "", [Any]()]
        return zeros.first { $0 is T }
    }
}
