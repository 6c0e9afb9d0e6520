import Foundation

/// Forwards several sources into one downstream subscriber. Each source is asked for everything
/// (the sources' values are not metered by the downstream's demand; see SEMANTICS.md §35).
final class Fan<Downstream: Subscriber>: Subscription {
    private var downstream: Downstream?
    private var sources: [Subscription] = []
    private let lock = NSRecursiveLock()
    var onCancel: (() -> Void)?

    init(_ downstream: Downstream) { self.downstream = downstream }

    var isLive: Bool { downstream != nil }

    func add(_ s: Subscription) {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            return s.cancel()
        }
        sources.append(s)
        lock.unlock()
        s.request(.unlimited)
    }

    func emit(_ value: Downstream.Input) {
        lock.lock()
        defer { lock.unlock() }
        _ = downstream?.receive(value)
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        let d = downstream
        downstream = nil
        let all = sources
        sources = []
        lock.unlock()
        if case .failure = completion { for s in all { s.cancel() } }
        d?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        lock.lock()
        downstream = nil
        let all = sources
        sources = []
        lock.unlock()
        for s in all { s.cancel() }
        onCancel?()
    }

    private var openSources = 0

    /// Counts sources whose ends the downstream waits for.
    func open(_ count: Int = 1) {
        lock.lock()
        openSources += count
        lock.unlock()
    }

    /// A counted source ended: a failure ends the downstream at once, the last finish finishes
    /// it (`flatMap`, `merge`, `combineLatest`).
    func close(_ completion: Subscribers.Completion<Downstream.Failure>) {
        if case .failure = completion { return finish(completion) }
        lock.lock()
        openSources -= 1
        let last = openSources == 0
        lock.unlock()
        if last { finish(.finished) }
    }

    /// Forwards `source`'s values and its completion (the failure mapped) downstream.
    func forward<P: Publisher>(_ source: P, mapFailure: @escaping (P.Failure) -> Downstream.Failure)
    where P.Output == Downstream.Input {
        source.subscribe(
            feed(value: { [self] in emit($0) }, completion: { [self] in finish($0.mapFailure(mapFailure)) }))
    }

    /// Forwards `source`'s values; a finish finishes downstream, a failure goes to `recover`
    /// while the downstream still listens (what `catch`, `tryCatch` and `retry` do with it).
    func recover<P: Publisher>(from source: P, _ recover: @escaping (P.Failure) -> Void)
    where P.Output == Downstream.Input {
        source.subscribe(
            feed(
                value: { [self] in emit($0) },
                completion: { [self] (c: Subscribers.Completion<P.Failure>) in
                    switch c {
                    case .finished: finish(.finished)
                    case .failure(let e): if isLive { recover(e) }
                    }
                }))
    }

    /// A subscriber that feeds one source into the fan.
    func feed<Input, Failure: Error>(
        value: @escaping (Input) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnySubscriber<Input, Failure> {
        AnySubscriber(
            receiveSubscription: { [weak self] s in self?.add(s) ?? s.cancel() },
            receiveValue: { v in
                value(v)
                return .none
            }, receiveCompletion: completion)
    }
}

extension Publishers {
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan(subscriber)
            subscriber.receive(subscription: fan)
            let handler = handler
            fan.recover(from: upstream) { e in fan.forward(handler(e)) { $0 } }
        }
    }

    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let fan = Fan(subscriber)
            subscriber.receive(subscription: fan)
            let handler = handler
            fan.recover(from: upstream) { e in
                do { fan.forward(try handler(e)) { $0 as Error } } catch { fan.finish(.failure(error)) }
            }
        }
    }

    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher
        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan(subscriber)
            subscriber.receive(subscription: fan)
            let transform = transform
            fan.open()  // the upstream itself, then each inner publisher
            upstream.subscribe(
                fan.feed(
                    value: { v in
                        fan.open()
                        transform(v).subscribe(fan.feed(value: { fan.emit($0) }, completion: { fan.close($0) }))
                    }, completion: { fan.close($0) }))
        }
    }

    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan(subscriber)
            subscriber.receive(subscription: fan)
            let lock = NSRecursiveLock()
            var generation = 0
            var current: Subscription?
            var upstreamDone = false
            var innerDone = true
            upstream.subscribe(
                fan.feed(
                    value: { (inner: P) in
                        lock.lock()
                        generation += 1
                        let mine = generation
                        let old = current
                        current = nil
                        innerDone = false
                        lock.unlock()
                        old?.cancel()
                        inner.subscribe(
                            AnySubscriber<P.Output, Failure>(
                                receiveSubscription: { s in
                                    lock.lock()
                                    let stale = mine != generation
                                    if !stale { current = s }
                                    lock.unlock()
                                    if stale { s.cancel() } else { s.request(.unlimited) }
                                },
                                receiveValue: { v in
                                    lock.lock()
                                    let stale = mine != generation
                                    lock.unlock()
                                    if !stale { fan.emit(v) }
                                    return .none
                                },
                                receiveCompletion: { c in
                                    lock.lock()
                                    let stale = mine != generation
                                    if !stale { innerDone = true }
                                    let finish = !stale && upstreamDone
                                    lock.unlock()
                                    if case .failure = c, !stale {
                                        fan.finish(c)
                                    } else if finish {
                                        fan.finish(.finished)
                                    }
                                }))
                    },
                    completion: { (c: Subscribers.Completion<Failure>) in
                        if case .failure = c { return fan.finish(c) }
                        lock.lock()
                        upstreamDone = true
                        let finish = innerDone
                        lock.unlock()
                        if finish { fan.finish(.finished) }
                    }))
        }
    }

    /// The values of several publishers of one type, in the order they arrive.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan(subscriber)
            subscriber.receive(subscription: fan)
            if publishers.isEmpty { return fan.finish(.finished) }
            fan.open(publishers.count)
            for p in publishers { p.subscribe(fan.feed(value: { fan.emit($0) }, completion: { fan.close($0) })) }
        }
        public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }
    }

    /// The latest value of each of two publishers, each time either sends one (once both have).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan(subscriber)
            subscriber.receive(subscription: fan)
            let lock = NSRecursiveLock()
            var la: A.Output?
            var lb: B.Output?
            fan.open(2)
            let done = { (c: Subscribers.Completion<Failure>) in fan.close(c) }
            a.subscribe(
                fan.feed(
                    value: { v in
                        lock.lock()
                        la = v
                        let pair = lb.map { (v, $0) }
                        lock.unlock()
                        if let pair { fan.emit(pair) }
                    }, completion: done))
            b.subscribe(
                fan.feed(
                    value: { v in
                        lock.lock()
                        lb = v
                        let pair = la.map { ($0, v) }
                        lock.unlock()
                        if let pair { fan.emit(pair) }
                    }, completion: done))
        }
    }

    /// Pairs the n-th values of two publishers.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan(subscriber)
            subscriber.receive(subscription: fan)
            let lock = NSRecursiveLock()
            var qa: [A.Output] = []
            var qb: [B.Output] = []
            var aDone = false
            var bDone = false
            func drain() {
                lock.lock()
                var pairs: [(A.Output, B.Output)] = []
                while !qa.isEmpty, !qb.isEmpty { pairs.append((qa.removeFirst(), qb.removeFirst())) }
                let finished = (aDone && qa.isEmpty) || (bDone && qb.isEmpty)
                lock.unlock()
                for p in pairs { fan.emit(p) }
                if finished { fan.finish(.finished) }
            }
            a.subscribe(
                fan.feed(
                    value: { v in
                        lock.lock()
                        qa.append(v)
                        lock.unlock()
                        drain()
                    },
                    completion: { c in
                        if case .failure = c { return fan.finish(c) }
                        lock.lock()
                        aDone = true
                        lock.unlock()
                        drain()
                    }))
            b.subscribe(
                fan.feed(
                    value: { v in
                        lock.lock()
                        qb.append(v)
                        lock.unlock()
                        drain()
                    },
                    completion: { c in
                        if case .failure = c { return fan.finish(c) }
                        lock.lock()
                        bDone = true
                        lock.unlock()
                        drain()
                    }))
        }
    }
}

extension Publisher {
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
    public func merge<P: Publisher>(with other: P) -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where P.Output == Output, P.Failure == Failure {
        Publishers.MergeMany(eraseToAnyPublisher(), other.eraseToAnyPublisher())
    }
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C)
        -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.MergeMany(eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher())
    }
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure
    {
        Publishers.CombineLatest(self, other).map(transform)
    }
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q)
        -> Publishers.Map<Publishers.CombineLatest<Publishers.CombineLatest<Self, P>, Q>, (Output, P.Output, Q.Output)>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest(Publishers.CombineLatest(self, p), q).map { ($0.0, $0.1, $1) }
    }
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }
    /// Values first, then this publisher's.
    public func prepend(_ elements: Output...) -> Publishers.MergeSequential<Self> {
        Publishers.MergeSequential(prefix: elements, upstream: self)
    }
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.MergeSequential<Self> where S.Element == Output {
        Publishers.MergeSequential(prefix: Array(elements), upstream: self)
    }
    /// This publisher's values, then these once it finishes.
    public func append(_ elements: Output...) -> Publishers.MergeSequential<Self> {
        Publishers.MergeSequential(upstream: self, suffix: elements)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publishers {
    /// Fixed values before or after an upstream's (what `prepend` and `append` make).
    public struct MergeSequential<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let prefix: [Output]
        let upstream: Upstream
        let suffix: [Output]
        init(prefix: [Output] = [], upstream: Upstream, suffix: [Output] = []) {
            self.prefix = prefix
            self.upstream = upstream
            self.suffix = suffix
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan(subscriber)
            subscriber.receive(subscription: fan)
            for v in prefix { fan.emit(v) }
            let suffix = suffix
            upstream.subscribe(
                fan.feed(
                    value: { fan.emit($0) },
                    completion: { c in
                        if case .finished = c { for v in suffix { fan.emit(v) } }
                        fan.finish(c)
                    }))
        }
    }
}

extension Publishers {
    /// Subscribes to the upstream again after a failure, up to a number of times.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let retries: Int?
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan(subscriber)
            subscriber.receive(subscription: fan)
            let upstream = upstream
            var left = retries
            func attempt() {
                fan.recover(from: upstream) { e in
                    guard left.map({ $0 > 0 }) ?? true else { return fan.finish(.failure(e)) }
                    left = left.map { $0 - 1 }
                    attempt()
                }
            }
            attempt()
        }
    }
}

extension Publisher {
    /// Tries again after a failure, `retries` times.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: max(0, retries))
    }
}
