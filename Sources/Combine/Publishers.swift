import Foundation

/// Namespace of the publishers that operators return, as Combine's.
public enum Publishers {}

/// Hands a fixed list of values to one subscriber as it demands them, then completes.
final class ListSubscription<Downstream: Subscriber>: Subscription {
    private var downstream: Downstream?
    private var values: [Downstream.Input]
    private var index = 0
    private let completion: Subscribers.Completion<Downstream.Failure>
    private var demand = Subscribers.Demand.none
    private var delivering = false

    init(_ downstream: Downstream, values: [Downstream.Input], completion: Subscribers.Completion<Downstream.Failure>) {
        self.downstream = downstream
        self.values = values
        self.completion = completion
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while let d = downstream, index < values.count, demand > 0 {
            let value = values[index]
            index += 1
            demand -= 1
            demand += d.receive(value)
        }
        if let d = downstream, index == values.count {
            downstream = nil
            d.receive(completion: completion)
        }
    }

    func cancel() {
        downstream = nil
        values = []
    }
}

/// Starts a subscriber on a list of values (empty: completes at once, as Combine's Empty does).
func start<S: Subscriber>(_ s: S, values: [S.Input], completion: Subscribers.Completion<S.Failure> = .finished) {
    let subscription = ListSubscription(s, values: values, completion: completion)
    s.receive(subscription: subscription)
    if values.isEmpty { subscription.request(.none) }
}

/// One value, then finished.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        start(subscriber, values: [output])
    }
    /// The same value with another failure type (none is ever sent).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(result: .success(output))
    }
}

extension Just: Equatable where Output: Equatable {}

/// Fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        start(subscriber, values: [], completion: .failure(error))
    }
}

/// Sends nothing; finishes at once unless told to never complete.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        if completeImmediately {
            start(subscriber, values: [])
        } else {
            subscriber.receive(subscription: Subscriptions.empty)
        }
    }
}

extension Result {
    /// The publisher of a result: its value then finished, or its error.
    public var publisher: Publisher { Publisher(result: self) }

    /// Publishes a result once.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>
        public init(_ result: Result<Success, Failure>) { self.result = result }
        init(result: Result<Success, Failure>) { self.result = result }
        public init(_ output: Success) { result = .success(output) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            switch result {
            case .success(let v): start(subscriber, values: [v])
            case .failure(let e): start(subscriber, values: [], completion: .failure(e))
            }
        }
    }
}

extension Publishers {
    /// The elements of a sequence, one per demand, then finished.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            start(subscriber, values: Array(sequence))
        }
    }
}

extension Sequence {
    /// A publisher of the sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Runs a closure once, at creation, and publishes the one result it promises.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private var result: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []
    private let lock = NSRecursiveLock()

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else { return lock.unlock() }
        self.result = result
        let toCall = waiting
        waiting = []
        lock.unlock()
        for call in toCall { call(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = FutureConduit(subscriber)
        subscriber.receive(subscription: conduit)
        lock.lock()
        if let result {
            lock.unlock()
            conduit.settle(result)
        } else {
            waiting.append { [weak conduit] in conduit?.settle($0) }
            lock.unlock()
        }
    }

    private final class FutureConduit<Downstream: Subscriber>: Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private var downstream: Downstream?
        private var demanded = false
        private var result: Result<Output, Failure>?

        init(_ downstream: Downstream) { self.downstream = downstream }

        func settle(_ result: Result<Output, Failure>) {
            self.result = result
            deliver()
        }

        func request(_ demand: Subscribers.Demand) {
            if demand > 0 { demanded = true }
            deliver()
        }

        private func deliver() {
            guard let d = downstream, let result else { return }
            switch result {
            case .success(let v):
                guard demanded else { return }
                downstream = nil
                _ = d.receive(v)
                d.receive(completion: .finished)
            case .failure(let e):
                downstream = nil
                d.receive(completion: .failure(e))
            }
        }

        func cancel() { downstream = nil }
    }
}

/// Makes its publisher only when a subscriber arrives.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            subscribeBody = erased.subscribeBody
        } else {
            subscribeBody = { publisher.subscribe($0) }
        }
    }

    public var description: String { "AnyPublisher" }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeBody(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Hides the publisher's type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
