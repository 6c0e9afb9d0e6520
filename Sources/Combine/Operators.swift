import Foundation

extension Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            relay(upstream, to: subscriber) { r, v in r.emit(transform(v)) }
        }
    }

    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let transform = transform
            relay(
                upstream, to: subscriber,
                value: { r, v in
                    do { return r.emit(try transform(v)) } catch {
                        r.end(.failure(error))
                        return .none
                    }
                }, completion: { r, c in r.finish(c.mapFailure { $0 as Error }) })
        }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            relay(upstream, to: subscriber) { r, v in transform(v).map { r.emit($0) } ?? .max(1) }
        }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            relay(upstream, to: subscriber) { r, v in isIncluded(v) ? r.emit(v) : .max(1) }
        }
    }

    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            var last: Output?
            relay(upstream, to: subscriber) { r, v in
                if let l = last, predicate(l, v) { return .max(1) }
                last = v
                return r.emit(v)
            }
        }
    }

    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            relay(upstream, to: subscriber) { r, v in
                guard predicate(v) else { return .max(1) }
                _ = r.emit(v)
                r.end(.finished)
                return .none
            }
        }
    }

    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            relay(
                upstream, to: subscriber, value: { r, v in r.emit(v) },
                completion: { r, c in r.finish(c.mapFailure(transform)) })
        }
    }

    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            relay(upstream, to: subscriber, value: { r, v in r.emit(v) }, completion: { r, _ in r.finish(.finished) })
        }
    }

    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let output = output
            relay(
                upstream, to: subscriber, value: { r, v in r.emit(v) },
                completion: { r, c in
                    if case .failure = c { _ = r.emit(output) }
                    r.finish(.finished)
                })
        }
    }

    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let output: Output
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = output
            var any = false
            relay(
                upstream, to: subscriber,
                value: { r, v in
                    any = true
                    return r.emit(v)
                },
                completion: { r, c in
                    if case .finished = c, !any { _ = r.emit(output) }
                    r.finish(c)
                })
        }
    }

    /// Keeps a running value; each upstream value is combined into it and sent.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        public init(
            upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var result = initialResult
            let next = nextPartialResult
            relay(upstream, to: subscriber) { r, v in
                result = next(result, v)
                return r.emit(result)
            }
        }
    }

    /// Drops the first values, or sends only the first ones.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let range: CountableRange<Int>
        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let range = range
            var index = 0
            relay(upstream, to: subscriber) { r, v in
                defer { index += 1 }
                if index < range.lowerBound { return .max(1) }
                let demand = r.emit(v)
                if index + 1 >= range.upperBound {
                    r.end(.finished)
                    return .none
                }
                return demand
            }
        }
    }

    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var all: [Upstream.Output] = []
            let r = Relay<Upstream.Output, Failure, S>(
                subscriber,
                value: { _, v in
                    all.append(v)
                    return .none
                },
                completion: { r, c in
                    if case .finished = c { _ = r.emit(all) }
                    r.finish(c)
                })
            r.onRequest = { r, _ in r.upstream?.request(.unlimited) }
            upstream.subscribe(r)
        }
    }

    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public var receiveSubscription: ((Subscription) -> Void)?
        public var receiveOutput: ((Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?
        public init(
            upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (output, completion, request) = (receiveOutput, receiveCompletion, receiveRequest)
            let r = Relay<Output, Failure, S>(
                subscriber,
                value: { r, v in
                    output?(v)
                    return r.emit(v)
                },
                completion: { r, c in
                    completion?(c)
                    r.finish(c)
                })
            r.onRequest = { r, d in
                request?(d)
                r.upstream?.request(d)
            }
            r.onCancel = receiveCancel
            let subscription = receiveSubscription
            upstream.subscribe(
                AnySubscriber<Output, Failure>(
                    receiveSubscription: {
                        subscription?($0)
                        r.receive(subscription: $0)
                    }, receiveValue: r.receive(_:), receiveCompletion: r.receive(completion:)))
        }
    }

    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let prefix: String
        public let upstream: Upstream
        public init(upstream: Upstream, prefix: String) {
            self.upstream = upstream
            self.prefix = prefix
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let p = prefix.isEmpty ? "" : prefix + ": "
            Swift.print("\(p)receive subscription")
            relay(
                upstream, to: subscriber,
                value: { r, v in
                    Swift.print("\(p)receive value: (\(v))")
                    return r.emit(v)
                },
                completion: { r, c in
                    switch c {
                    case .finished: Swift.print("\(p)receive finished")
                    case .failure(let e): Swift.print("\(p)receive error: (\(e))")
                    }
                    r.finish(c)
                })
        }
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
    }
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
    public func first() -> Publishers.FirstWhere<Self> { first { _ in true } }
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        Publishers.Map(upstream: self) { $0 ?? output }
    }
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T>
    {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
    public func dropFirst(_ count: Int = 1) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: max(0, count)..<Int.max)
    }
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: 0..<max(0, maxLength))
    }
    public func output(at index: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: index..<(index + 1))
    }
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
    public func ignoreOutput() -> Publishers.Filter<Self> { filter { _ in false } }
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
    public func print(_ prefix: String = "") -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix)
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
