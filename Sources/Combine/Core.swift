// `import Combine` on Linux: Apple's reactive-streams framework, written here from its public
// documentation so that apps' view models (subjects, `@Published`, `sink`, `eraseToAnyPublisher`)
// compile and run beside their UIKit screens. It exists only where Apple's does not
// (Package.swift declares it on Linux only). SEMANTICS.md §35 says what it does and leaves out.
import Foundation

/// A unique identity of a subscriber or subscription, as Combine's.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private static let counter = Counter()
    private let value: UInt64

    /// A fresh identifier.
    public init() { value = CombineIdentifier.counter.next() }

    /// The identifier of an object: equal for the same object.
    public init(_ obj: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) | (1 << 63) }

    public var description: String { "0x" + String(value, radix: 16) }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var last: UInt64 = 0
        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            last += 1
            return last
        }
    }
}

/// A value with a Combine identity.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// Something that can be cancelled: a subscription, a sink.
public protocol Cancellable {
    func cancel()
}

/// A type-erased cancellable that cancels when it is released, as Combine's.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelBody: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelBody = cancel }

    public init<C: Cancellable>(_ canceller: C) { cancelBody = canceller.cancel }

    deinit { cancel() }

    public func cancel() {
        let body = cancelBody
        cancelBody = nil
        body?()
    }

    /// Keeps the cancellable alive as long as the set.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the cancellable alive as long as the collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// Keeps the cancellable alive as long as the set.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }

    /// Keeps the cancellable alive as long as the collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

/// A subscriber's link to a publisher: demand flows up, cancellation ends it.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// Receives a subscription, then values as demanded, then at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// Emits values of `Output` over time to subscribers, then finishes or fails.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches a subscriber (the entry point; `receive(subscriber:)` is the publisher's side).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Attaches a subject as a subscriber; cancelling the result ends the link.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

/// Namespace of the subscribers and the demand and completion types.
public enum Subscribers {
    /// How many more values a subscriber wants: a count, or unlimited.
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The count, or nil for unlimited.
        public let max: Int?

        private init(_ max: Int?) { self.max = max }

        public static let unlimited = Demand(nil)
        public static let none = Demand(0)

        /// A finite demand; a negative count is a programming error, as in Combine.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand must not be negative")
            return Demand(value)
        }

        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max, let r = rhs.max else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : Demand(sum)
        }
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(Swift.max(0, rhs)) }
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max else { return .unlimited }
            guard let r = rhs.max else { return .none }
            return Demand(Swift.max(0, l - r))
        }
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(Swift.max(0, rhs)) }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): return false
            case (_, nil): return true
            case let (l?, r?): return l < r
            }
        }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
    }

    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// The subscription of a publisher that has nothing to send, or has already ended.
public enum Subscriptions {
    /// A subscription that ignores requests and cancellation.
    public static var empty: Subscription { EmptySubscription() }

    private final class EmptySubscription: Subscription {
        func request(_ demand: Subscribers.Demand) {}
        func cancel() {}
    }
}

/// A value carried into a closure that the system may call on another thread (a notification,
/// a timer, a data task); the values it carries guard themselves with locks.
struct Carried<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
