import Foundation

/// `NotificationCenter.addObserver(_:selector:name:object:)` in the spelling the port gives it
/// (docs/porting.md): `#selector(keyboardWillShow(_:))` becomes the method reference
/// `Card.keyboardWillShow(_:)`, and these overloads take it, for a method with no argument,
/// one taking the `Notification`, or one taking an `NSNotification` (older code's spelling).
///
/// As on iOS 9 and later (Apple's documentation of the method: the center does not retain the
/// observer, and an observer that is deallocated is not called and need not unregister), the
/// observer is held weakly; the method is called synchronously on the thread that posts, in
/// the order the observers were added. `removeObserver(_:)` and
/// `removeObserver(_:name:object:)` with the observer remove its registrations here (these
/// overloads take an object, and are chosen over Foundation's for one), then pass on to
/// Foundation's, so a token from `addObserver(forName:object:queue:using:)` is removed too.
/// SEMANTICS.md §21.
extension NotificationCenter {
    /// `addObserver(_:selector:name:object:)` with `#selector(method(_:))` of a method taking
    /// the notification.
    public func addObserver<T: AnyObject>(
        _ observer: T, selector: @escaping (T) -> (Notification) -> Void, name: Notification.Name?, object: Any?
    ) {
        PortedObservers.shared.add(observer, to: self, name: name, object: object) { o, n in
            guard let t = o as? T else { return }
            selector(t)(n)
        }
    }

    /// `addObserver(_:selector:name:object:)` with `#selector(method)` of a method taking no
    /// argument.
    public func addObserver<T: AnyObject>(
        _ observer: T, selector: @escaping (T) -> () -> Void, name: Notification.Name?, object: Any?
    ) {
        PortedObservers.shared.add(observer, to: self, name: name, object: object) { o, _ in
            guard let t = o as? T else { return }
            selector(t)()
        }
    }

    /// `addObserver(_:selector:name:object:)` with a method taking an `NSNotification`.
    public func addObserver<T: AnyObject>(
        _ observer: T, selector: @escaping (T) -> (NSNotification) -> Void, name: Notification.Name?,
        object: Any?
    ) {
        PortedObservers.shared.add(observer, to: self, name: name, object: object) { o, n in
            guard let t = o as? T else { return }
            selector(t)(NSNotification(name: n.name, object: n.object, userInfo: n.userInfo))
        }
    }

    /// `removeObserver(_:)`: removes every registration of `observer` made through the
    /// overloads above, then Foundation's `removeObserver(_:)` runs.
    public func removeObserver(_ observer: AnyObject) {
        PortedObservers.shared.remove(observer, from: self, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// `removeObserver(_:name:object:)`: removes the registrations of `observer` for `name`
    /// (any name when nil) and `object` (any sender when nil), then Foundation's runs.
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        PortedObservers.shared.remove(observer, from: self, name: name, object: object)
        removeObserver(observer as Any, name: name, object: object)
    }
}

/// The registrations made through the selector-shaped overloads: each is a block observer of
/// Foundation's center, holding the app's observer weakly.
final class PortedObservers: @unchecked Sendable {
    static let shared = PortedObservers()

    private struct Entry {
        weak var observer: AnyObject?
        weak var center: NotificationCenter?
        let name: Notification.Name?
        /// The sender the registration is for, by identity; nil for any sender.
        let object: ObjectIdentifier?
        let token: NSObjectProtocol
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(
        _ observer: AnyObject, to center: NotificationCenter, name: Notification.Name?, object: Any?,
        call: @escaping (AnyObject, Notification) -> Void
    ) {
        // The center calls on the posting thread, as `addObserver(_:selector:name:object:)`
        // does on iOS; the box is not shared across threads by Flipbook itself.
        let box = Delivery(observer: observer, call: call)
        let token = center.addObserver(forName: name, object: object, queue: nil) { n in box.deliver(n) }
        let entry = Entry(
            observer: observer, center: center, name: name, object: Self.identity(object), token: token)
        let dead = lock.withLock {
            let (alive, dead) = (entries.filter { $0.observer != nil }, entries.filter { $0.observer == nil })
            entries = alive + [entry]
            return dead
        }
        for d in dead { d.center?.removeObserver(d.token as Any) }
    }

    func remove(_ observer: AnyObject, from center: NotificationCenter, name: Notification.Name?, object: Any?) {
        let sender = Self.identity(object)
        let removed = lock.withLock {
            let matches = { (e: Entry) -> Bool in
                e.observer === observer && e.center === center && (name == nil || e.name == name)
                    && (sender == nil || e.object == sender)
            }
            let removed = entries.filter(matches)
            entries.removeAll(where: matches)
            return removed
        }
        for e in removed { center.removeObserver(e.token as Any) }
    }

    /// How many registrations are held (for tests).
    var count: Int { lock.withLock { entries.count } }

    /// The observer, held weakly, and the method to call on it.
    private final class Delivery: @unchecked Sendable {
        weak var observer: AnyObject?
        let call: (AnyObject, Notification) -> Void
        init(observer: AnyObject, call: @escaping (AnyObject, Notification) -> Void) {
            self.observer = observer
            self.call = call
        }
        func deliver(_ n: Notification) {
            guard let o = observer else { return }
            call(o, n)
        }
    }

    private static func identity(_ object: Any?) -> ObjectIdentifier? {
        guard let object, type(of: object) is AnyObject.Type else { return nil }
        return ObjectIdentifier(object as AnyObject)
    }
}
