import Foundation

extension Subscribers {
    /// Asks for unlimited values and hands each to a closure; cancelling drops the upstream.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: Subscription?
        private var ended = false

        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public var description: String { "Sink" }

        public func receive(subscription: Subscription) {
            guard self.subscription == nil, !ended else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if !ended { receiveValue(value) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !ended else { return }
            ended = true
            subscription = nil
            receiveCompletion(completion)
        }

        public func cancel() {
            ended = true
            let s = subscription
            subscription = nil
            s?.cancel()
        }
    }

    /// Writes each value to a key path of an object, as `assign(to:on:)` makes it.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never
        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: Subscription?

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public var description: String { "Assign \(Root.self)." }

        public func receive(subscription: Subscription) {
            guard self.subscription == nil, object != nil else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        public func cancel() {
            object = nil
            let s = subscription
            subscription = nil
            s?.cancel()
        }
    }
}

extension Publisher {
    /// Subscribes with closures for values and the completion.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values (a publisher that cannot fail).
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes each value to `object[keyPath:]`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }

    /// Republishes each value through a `@Published` property's publisher; the subscription
    /// lives as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let target = published.subject
        let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }, receiveValue: { target.send($0) })
        target.keep(AnyCancellable(sink))
        subscribe(sink)
    }
}

/// A type-erased subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let subscriptionBody: (Subscription) -> Void
    private let valueBody: (Input) -> Subscribers.Demand
    private let completionBody: (Subscribers.Completion<Failure>) -> Void

    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        combineIdentifier = s.combineIdentifier
        subscriptionBody = s.receive(subscription:)
        valueBody = s.receive(_:)
        completionBody = s.receive(completion:)
    }

    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        subscriptionBody = receiveSubscription ?? { _ in }
        valueBody = receiveValue ?? { _ in .none }
        completionBody = receiveCompletion ?? { _ in }
    }

    public var description: String { "Anonymous AnySubscriber" }
    public func receive(subscription: Subscription) { subscriptionBody(subscription) }
    public func receive(_ value: Input) -> Subscribers.Demand { valueBody(value) }
    public func receive(completion: Subscribers.Completion<Failure>) { completionBody(completion) }
}
