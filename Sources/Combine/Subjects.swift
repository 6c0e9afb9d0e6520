import Foundation

/// A publisher that code can send values into.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends the void value.
    public func send() { send(()) }
}

/// The subscribers of a subject, each with its own demand; shared by both subjects.
final class SubjectConduits<Output, Failure: Error> {
    final class Conduit: Subscription {
        private(set) var downstream: AnySubscriber<Output, Failure>?
        private var demand = Subscribers.Demand.none
        var pending: Output?
        var keepsLatest = false
        weak var owner: SubjectConduits?

        init(_ downstream: AnySubscriber<Output, Failure>, owner: SubjectConduits) {
            self.downstream = downstream
            self.owner = owner
        }

        func request(_ more: Subscribers.Demand) {
            demand += more
            if let value = pending, demand > 0 {
                pending = nil
                offer(value)
            }
        }

        func offer(_ value: Output) {
            guard let d = downstream else { return }
            guard demand > 0 else {
                // A current-value subject's subscriber gets the latest value when it next asks.
                if keepsLatest { pending = value }
                return
            }
            demand -= 1
            demand += d.receive(value)
        }

        func finish(_ completion: Subscribers.Completion<Failure>) {
            let d = downstream
            downstream = nil
            d?.receive(completion: completion)
        }

        func cancel() {
            downstream = nil
            owner?.remove(self)
        }
    }

    private let lock = NSRecursiveLock()
    private var conduits: [Conduit] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private var upstream: [Subscription] = []

    func attach<S: Subscriber>(_ s: S, initial: Output?) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            s.receive(subscription: Subscriptions.empty)
            s.receive(completion: completion)
            return
        }
        let conduit = Conduit(AnySubscriber(s), owner: self)
        conduit.pending = initial
        conduit.keepsLatest = initial != nil
        conduits.append(conduit)
        lock.unlock()
        s.receive(subscription: conduit)
    }

    func remove(_ conduit: Conduit) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }

    func send(_ value: Output) {
        lock.lock()
        let now = completion == nil ? conduits : []
        lock.unlock()
        for c in now { c.offer(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { return lock.unlock() }
        self.completion = completion
        let now = conduits
        conduits = []
        lock.unlock()
        for c in now { c.finish(completion) }
    }

    func keep(_ subscription: Subscription) {
        lock.lock()
        upstream.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }
}

/// Broadcasts each value sent to the subscribers there are at that moment.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let conduits = SubjectConduits<Output, Failure>()

    public init() {}

    public func send(_ input: Output) { conduits.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
    public func send(subscription: Subscription) { conduits.keep(subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(subscriber, initial: nil)
    }
}

/// Holds a current value, gives it to each new subscriber, and broadcasts every change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let conduits = SubjectConduits<Output, Failure>()
    private let lock = NSRecursiveLock()
    private var current: Output

    public init(_ value: Output) { current = value }

    /// The current value; setting it sends it.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        lock.lock()
        let ended = conduits.completion != nil
        if !ended { current = input }
        lock.unlock()
        conduits.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
    public func send(subscription: Subscription) { conduits.keep(subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(subscriber, initial: value)
    }
}
