import Foundation

extension Subscribers.Completion {
    /// The same completion with its failure transformed.
    func mapFailure<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: return .finished
        case .failure(let e): return .failure(transform(e))
        }
    }
}

/// The link in the middle of an operator chain: the upstream's subscriber and the downstream's
/// subscription. Demand from downstream goes up unchanged; each operator says what a value or a
/// completion from upstream becomes.
final class Relay<UpstreamOutput, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = UpstreamOutput
    typealias Failure = UpstreamFailure

    private(set) var downstream: Downstream?
    private(set) var upstream: Subscription?
    private let onValue: (Relay, UpstreamOutput) -> Subscribers.Demand
    private let onCompletion: (Relay, Subscribers.Completion<UpstreamFailure>) -> Void
    var onRequest: ((Relay, Subscribers.Demand) -> Void)?
    var onCancel: (() -> Void)?
    private let lock = NSRecursiveLock()

    init(
        _ downstream: Downstream,
        value: @escaping (Relay, UpstreamOutput) -> Subscribers.Demand,
        completion: @escaping (Relay, Subscribers.Completion<UpstreamFailure>) -> Void
    ) {
        self.downstream = downstream
        onValue = value
        onCompletion = completion
    }

    func receive(subscription: Subscription) {
        guard upstream == nil, let d = downstream else { return subscription.cancel() }
        upstream = subscription
        d.receive(subscription: self)
    }

    func receive(_ input: UpstreamOutput) -> Subscribers.Demand {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return .none }
        return onValue(self, input)
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return }
        onCompletion(self, completion)
    }

    func request(_ demand: Subscribers.Demand) {
        if let onRequest { onRequest(self, demand) } else { upstream?.request(demand) }
    }

    func cancel() {
        let up = upstream
        upstream = nil
        downstream = nil
        up?.cancel()
        onCancel?()
    }

    /// Hands a value downstream; the downstream's answer is the extra demand.
    func emit(_ value: Downstream.Input) -> Subscribers.Demand {
        downstream?.receive(value) ?? .none
    }

    /// Ends the downstream (once) and lets go of the upstream.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let d = downstream
        downstream = nil
        upstream = nil
        d?.receive(completion: completion)
    }

    /// Cancels the upstream, then ends the downstream.
    func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let up = upstream
        upstream = nil
        up?.cancel()
        finish(completion)
    }
}

/// Subscribes `downstream` to `upstream` through a relay with the operator's two rules.
func relay<Upstream: Publisher, Downstream: Subscriber>(
    _ upstream: Upstream, to downstream: Downstream,
    value: @escaping (Relay<Upstream.Output, Upstream.Failure, Downstream>, Upstream.Output) -> Subscribers.Demand,
    completion:
        @escaping (Relay<Upstream.Output, Upstream.Failure, Downstream>, Subscribers.Completion<Upstream.Failure>)
        -> Void
) {
    upstream.subscribe(Relay(downstream, value: value, completion: completion))
}

/// The same, for operators whose failure passes through unchanged.
func relay<Upstream: Publisher, Downstream: Subscriber>(
    _ upstream: Upstream, to downstream: Downstream,
    value: @escaping (Relay<Upstream.Output, Upstream.Failure, Downstream>, Upstream.Output) -> Subscribers.Demand
) where Downstream.Failure == Upstream.Failure {
    relay(upstream, to: downstream, value: value, completion: { r, c in r.finish(c) })
}
