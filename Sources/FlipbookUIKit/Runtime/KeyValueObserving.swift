import Foundation

// Key-value observing (SEMANTICS.md §36.3): Foundation's observer API, which the Linux
// Foundation does not have (it has no Objective-C runtime to rewrite setters). Flipbook's
// own properties notify from their setters; an app's own properties notify through
// `willChangeValue(forKey:)` and `didChangeValue(forKey:)`.

/// What a change notification carries (`NSKeyValueObservingOptions`, Foundation's raw values).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The value after the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// One notification at once, when the observer is added, with the value then.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// One notification before each change as well as after.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (`NSKeyValueChange`): every change Flipbook notifies is `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// The keys of a change dictionary (`NSKeyValueChangeKey`), with Foundation's strings.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The change's `NSKeyValueChange`, as a number.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change (`NSNull` for nil).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change (`NSNull` for nil).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change (never present here).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// True in the notification sent before a change (`.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// The protocol Foundation gives the block form of observing (`observe(_:options:changeHandler:)`).
public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}

/// A change as the block form delivers it (`NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change, when `.new` was asked for (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for.
    public let oldValue: Value?
    /// The indexes of a to-many change (always nil here).
    public let indexes: IndexSet?
    /// Whether this is the notification before the change (`.prior`).
    public let isPrior: Bool
}

/// A block observation (`NSKeyValueObservation`): it observes until `invalidate()` or until
/// it is freed, as Foundation's does.
public final class NSKeyValueObservation: NSObject {
    private weak var object: NSObject?
    private var entry: KeyValueObservers.Entry?

    init(object: NSObject, entry: KeyValueObservers.Entry) {
        self.object = object
        self.entry = entry
    }

    /// Stops the observation (`invalidate()`); later calls do nothing.
    public func invalidate() {
        if let entry, let object { object.keyValueObservers(creating: false)?.remove(entry) }
        entry = nil
    }

    deinit { invalidate() }
}

/// The observations of one object, with the old values of the changes under way.
final class KeyValueObservers {
    final class Entry {
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
        /// The observer of the string form (not retained, as Foundation does not).
        weak var observer: NSObject?
        /// Who the observer was: an observer removing itself in its `deinit` is already nil
        /// through a weak reference, and is found by this.
        let observerID: ObjectIdentifier?
        /// The block form's delivery.
        let handler: (([NSKeyValueChangeKey: Any]) -> Void)?

        init(
            keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?,
            observer: NSObject?, handler: (([NSKeyValueChangeKey: Any]) -> Void)?
        ) {
            self.keyPath = keyPath
            self.options = options
            self.context = context
            self.observer = observer
            self.observerID = observer.map(ObjectIdentifier.init)
            self.handler = handler
        }
    }

    private(set) var entries: [Entry] = []
    /// The changes begun and not yet ended, innermost last: the key and its old value.
    private var pending: [(key: String, old: Any?)] = []

    func add(_ e: Entry) { entries.append(e) }
    func remove(_ e: Entry) { entries.removeAll { $0 === e } }

    /// Removes the string form's observation of `observer` for `keyPath` (the latest added,
    /// with `context` when one is given); false when there is none.
    func remove(observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, matchContext: Bool) -> Bool {
        guard
            let k = entries.lastIndex(where: {
                $0.observerID == ObjectIdentifier(observer) && ($0.observer == nil || $0.observer === observer)
                    && $0.keyPath == keyPath && (!matchContext || $0.context == context)
            })
        else { return false }
        entries.remove(at: k)
        return true
    }

    private func observing(_ key: String) -> [Entry] { entries.filter { $0.keyPath == key } }

    func willChange(_ object: NSObject, _ key: String) {
        let watching = observing(key)
        guard !watching.isEmpty else { return }
        let old = object.keyValueObservedValue(forKey: key)
        pending.append((key, old))
        for e in watching where e.options.contains(.prior) {
            var change: [NSKeyValueChangeKey: Any] = [
                .kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true,
            ]
            if e.options.contains(.old) { change[.oldKey] = old ?? NSNull() }
            Self.deliver(e, object, change)
        }
    }

    func didChange(_ object: NSObject, _ key: String) {
        guard let k = pending.lastIndex(where: { $0.key == key }) else { return }
        let old = pending.remove(at: k).old
        let watching = observing(key)
        guard !watching.isEmpty else { return }
        let new = object.keyValueObservedValue(forKey: key)
        for e in watching {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if e.options.contains(.new) { change[.newKey] = new ?? NSNull() }
            if e.options.contains(.old) { change[.oldKey] = old ?? NSNull() }
            Self.deliver(e, object, change)
        }
    }

    /// The `.initial` notification, at the time the observation is added.
    static func deliverInitial(_ e: Entry, _ object: NSObject) {
        guard e.options.contains(.initial) else { return }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if e.options.contains(.new) { change[.newKey] = object.keyValueObservedValue(forKey: e.keyPath) ?? NSNull() }
        deliver(e, object, change)
    }

    private static func deliver(_ e: Entry, _ object: NSObject, _ change: [NSKeyValueChangeKey: Any]) {
        if let handler = e.handler {
            handler(change)
        } else if let responder = e.observer as? UIResponder {
            responder.observeValue(forKeyPath: e.keyPath, of: object, change: change, context: e.context)
        }
    }

    static func warn(_ message: String) { ProgramName.printToStandardError("warning: \(message)") }

    /// The key of the associated-object table for objects other than views.
    nonisolated(unsafe) static var associationKey: UInt8 = 0
}

extension NSObject {
    /// This object's observations: a view keeps them itself (its setters look at them), any
    /// other object in the associated-object table.
    func keyValueObservers(creating: Bool) -> KeyValueObservers? {
        if let view = self as? UIView {
            if view.keyValueObservers == nil && creating { view.keyValueObservers = KeyValueObservers() }
            return view.keyValueObservers
        }
        return withUnsafePointer(to: &KeyValueObservers.associationKey) { key in
            if let o = objc_getAssociatedObject(self, key) as? KeyValueObservers { return o }
            guard creating else { return nil }
            let o = KeyValueObservers()
            objc_setAssociatedObject(self, key, o, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return o
        }
    }

    /// The value a notification of `key` carries: a view's observed properties; nil for keys
    /// Flipbook does not read (an app's own properties).
    func keyValueObservedValue(forKey key: String) -> Any? {
        (self as? UIView)?.observedValue(forKey: key)
    }

    /// Registers `observer` for changes of `keyPath` (`addObserver(_:forKeyPath:options:context:)`):
    /// its `observeValue(forKeyPath:of:change:context:)` is called after each change (and
    /// before, with `.prior`; at once, with `.initial`). The observer is not retained.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        if !(observer is UIResponder) {
            KeyValueObservers.warn(
                "addObserver(_:forKeyPath: \"\(keyPath)\"): \(type(of: observer)) is not a UIResponder; Flipbook "
                    + "calls observeValue(forKeyPath:of:change:context:) on views, controllers and other responders "
                    + "only (use observe(_:options:changeHandler:) for other objects)")
        }
        let e = KeyValueObservers.Entry(
            keyPath: keyPath, options: options, context: context, observer: observer, handler: nil)
        keyValueObservers(creating: true)!.add(e)
        KeyValueObservers.deliverInitial(e, self)
    }

    /// Removes `observer`'s latest registration for `keyPath` (`removeObserver(_:forKeyPath:)`).
    /// Removing one that is not registered is UIKit's exception, here a warning.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeObservation(observer, keyPath, context: nil, matchContext: false)
    }

    /// Removes `observer`'s registration for `keyPath` with `context`
    /// (`removeObserver(_:forKeyPath:context:)`).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObservation(observer, keyPath, context: context, matchContext: true)
    }

    private func removeObservation(
        _ observer: NSObject, _ keyPath: String, context: UnsafeMutableRawPointer?, matchContext: Bool
    ) {
        let removed =
            keyValueObservers(creating: false)?.remove(
                observer: observer, keyPath: keyPath, context: context, matchContext: matchContext) ?? false
        if !removed {
            KeyValueObservers.warn(
                "Cannot remove an observer \(type(of: observer)) for the key path \"\(keyPath)\" from "
                    + "\(type(of: self)) because it is not registered as an observer.")
        }
    }

    /// Begins a change of `key` that the object notifies itself (`willChangeValue(forKey:)`).
    public func willChangeValue(forKey key: String) { keyValueObservers(creating: false)?.willChange(self, key) }

    /// Ends it (`didChangeValue(forKey:)`): the observers of `key` are notified.
    public func didChangeValue(forKey key: String) { keyValueObservers(creating: false)?.didChange(self, key) }
}

// MARK: - The block form

extension _KeyValueCodingAndObserving {
    /// Observes `keyPath` with a block (`observe(_:options:changeHandler:)`). Flipbook knows the
    /// key paths of UIKit's observed properties (below); for another key path, only an
    /// `.initial` notification is delivered, with a warning.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        keyValueObservation(keyPath, key: nil, options: options, changeHandler)
    }

    func keyValueObservation<Value>(
        _ keyPath: KeyPath<Self, Value>, key: String?, options: NSKeyValueObservingOptions,
        _ changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        // Every conformer is an NSObject (the protocol's only conformance).
        let object = self as! NSObject
        if key == nil {
            KeyValueObservers.warn(
                "observe(_:options:changeHandler:): Flipbook does not know which key \(keyPath) of \(Self.self) is, "
                    + "so it is never notified (only UIKit's observed properties are; SEMANTICS.md §36.3)")
        }
        let e = KeyValueObservers.Entry(
            keyPath: key ?? "", options: options, context: nil, observer: nil,
            handler: { [weak object] change in
                guard let object, let me = object as? Self else { return }
                let prior = change[.notificationIsPriorKey] as? Bool ?? false
                let observed = NSKeyValueObservedChange<Value>(
                    kind: .setting,
                    newValue: !prior && options.contains(.new) ? me[keyPath: keyPath] : nil,
                    oldValue: change[.oldKey] as? Value, indexes: nil, isPrior: prior)
                changeHandler(me, observed)
            })
        if key != nil { object.keyValueObservers(creating: true)!.add(e) }
        KeyValueObservers.deliverInitial(e, object)
        return NSKeyValueObservation(object: object, entry: e)
    }
}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// The block form for a view: its observed properties' key paths are known.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        keyValueObservation(keyPath, key: Self.viewKeys.first { $0.0 == keyPath }?.1, options: options, changeHandler)
    }

    /// A view's observed key paths and their keys (an Objective-C `is` getter's key drops it).
    static var viewKeys: [(AnyKeyPath, String)] {
        [
            (\Self.center, "center"), (\Self.frame, "frame"), (\Self.bounds, "bounds"), (\Self.alpha, "alpha"),
            (\Self.isHidden, "hidden"), (\Self.transform, "transform"), (\Self.backgroundColor, "backgroundColor"),
            (\Self.tintColor, "tintColor"),
        ]
    }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
    /// The block form for a scroll view: a view's keys and the scrolling ones.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let keys =
            Self.viewKeys + [
                (\Self.contentOffset, "contentOffset"), (\Self.contentSize, "contentSize"),
                (\Self.contentInset, "contentInset"),
            ]
        return keyValueObservation(keyPath, key: keys.first { $0.0 == keyPath }?.1, options: options, changeHandler)
    }
}

extension UIView {
    /// The values of the keys a view notifies (SEMANTICS.md §36.3).
    func observedValue(forKey key: String) -> Any? {
        switch key {
        case "center": return center
        case "frame": return frame
        case "bounds": return bounds
        case "alpha": return alpha
        case "hidden": return isHidden
        case "transform": return transform
        case "backgroundColor": return backgroundColor
        case "tintColor": return tintColor
        default: break
        }
        guard let scroll = self as? UIScrollView else { return nil }
        switch key {
        case "contentOffset": return scroll.contentOffset
        case "contentSize": return scroll.contentSize
        case "contentInset": return scroll.contentInset
        default: return nil
        }
    }
}
