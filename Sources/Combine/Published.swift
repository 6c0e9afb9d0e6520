import Foundation

/// A property that publishes each new value before it is stored, as Combine's `@Published`:
/// `$property` gives its publisher, which sends the current value to each new subscriber.
@propertyWrapper
public struct Published<Value> {
    final class Box {
        var value: Value
        let conduits = SubjectConduits<Value, Never>()
        var kept: [AnyCancellable] = []
        init(_ value: Value) { self.value = value }

        func set(_ newValue: Value) {
            // willSet: subscribers see the new value while the property still holds the old one.
            conduits.send(newValue)
            value = newValue
        }
    }

    let box: Box

    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    /// The publisher of the property (`$property`); `assign(to: &$property)` sets into it.
    public var projectedValue: Publisher {
        get { Publisher(box) }
        set {}
    }

    /// Property access through the enclosing object, which tells an `ObservableObject`'s
    /// `objectWillChange` before the value changes.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            ObservableObjectRegistry.existingPublisher(for: object)?.send()
            object[keyPath: storageKeyPath].box.set(newValue)
        }
    }

    /// The publisher of a `@Published` property.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: Box
        init(_ box: Box) { self.box = box }
        var subject: PublishedSink { PublishedSink(box: box) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.conduits.attach(subscriber, initial: box.value)
        }
    }

    /// What `assign(to: &$property)` writes through.
    struct PublishedSink {
        let box: Box
        func send(_ value: Value) { box.set(value) }
        func keep(_ c: AnyCancellable) { box.kept.append(c) }
    }
}

/// An object whose changes are announced by `objectWillChange` before they happen.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, made when first asked for; its `@Published` properties send
    /// into it before each change.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectRegistry.publisher(for: self) }
}

/// Sends a void value before an observable object changes.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()
    public init() {}
    public func send() { subject.send(()) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}

/// The default `objectWillChange` publishers, held weakly by their objects.
enum ObservableObjectRegistry {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        if let e = entries[id], e.object === object { return e.publisher }
        entries = entries.filter { $0.value.object != nil }
        let p = ObservableObjectPublisher()
        entries[id] = Entry(object: object, publisher: p)
        return p
    }

    static func existingPublisher(for object: AnyObject) -> ObservableObjectPublisher? {
        lock.lock()
        defer { lock.unlock() }
        guard let e = entries[ObjectIdentifier(object)], e.object === object else { return nil }
        return e.publisher
    }
}
