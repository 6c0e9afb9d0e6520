import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A decoder that decodes from one kind of input, as Combine's.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder that encodes to one kind of output, as Combine's.
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = Error
        public let upstream: Upstream
        let decoder: Coder
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let decoder = decoder
            upstream.tryMap { try decoder.decode(Output.self, from: $0) }.subscribe(subscriber)
        }
    }

    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = Error
        public let upstream: Upstream
        let encoder: Coder
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let encoder = encoder
            upstream.tryMap { try encoder.encode($0) }.subscribe(subscriber)
        }
    }
}

extension Publisher {
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
    {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
    /// Stops the program on a failure, with the error, as Combine's `assertNoFailure`.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
        -> Publishers.MapError<Self, Never>
    {
        mapError { fatalError("\(prefix)\(prefix.isEmpty ? "" : ": ")\($0)", file: file, line: line) }
    }
}

extension Publisher where Output: Encodable {
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

/// A publisher that starts only when connected, as Combine's.
public protocol ConnectablePublisher: Publisher {
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscriber and disconnects when the last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}

extension Publishers {
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let lock = NSLock()
        private var connection: Cancellable?
        private var subscribers = 0
        public init(_ upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let r = Relay<Output, Failure, S>(
                subscriber, value: { r, v in r.emit(v) }, completion: { r, c in r.finish(c) })
            r.onCancel = { [weak self] in self?.drop() }
            upstream.subscribe(r)
            lock.lock()
            subscribers += 1
            let first = connection == nil
            lock.unlock()
            if first {
                let c = upstream.connect()
                lock.lock()
                connection = c
                lock.unlock()
            }
        }
        private func drop() {
            lock.lock()
            subscribers -= 1
            let c = subscribers == 0 ? connection : nil
            if c != nil { connection = nil }
            lock.unlock()
            c?.cancel()
        }
    }

    /// One upstream subscription shared by every subscriber (made on the first).
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private let lock = NSLock()
        private var connection: AnyCancellable?
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.subscribe(subscriber)
            lock.lock()
            let first = connection == nil
            if first { connection = AnyCancellable {} }
            lock.unlock()
            if first {
                let c = upstream.subscribe(subject)
                lock.lock()
                connection = c
                lock.unlock()
            }
        }
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

extension NotificationCenter {
    /// The notifications of a name (and, if given, of one object), as values.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subject = PassthroughSubject<Notification, Never>()
            let carried = Carried(subject)
            let token = center.addObserver(forName: name, object: object, queue: nil) { carried.value.send($0) }
            let center = center
            subject.handleEvents(receiveCancel: { center.removeObserver(token) }).subscribe(subscriber)
        }
    }
}

extension Timer {
    /// A publisher of the date every interval, once connected (`.autoconnect()`).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        private let subject = PassthroughSubject<Date, Never>()
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.subscribe(subscriber)
        }
        public func connect() -> Cancellable {
            let carried = Carried(subject)
            let timer = Timer(timeInterval: max(interval, 0.0001), repeats: true) { _ in carried.value.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}

extension URLSession {
    /// A data task as a publisher: started on the first demand, its data and response, or its
    /// `URLError`. (A recording makes no request unless the machine has a network.)
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            let future = Future<Output, URLError> { [request, session] fulfil in
                let promise = Carried(fulfil)
                session.dataTask(with: request) { data, response, error in
                    if let error {
                        promise.value(.failure(error as? URLError ?? URLError(.unknown)))
                    } else if let data, let response {
                        promise.value(.success((data, response)))
                    } else {
                        promise.value(.failure(URLError(.badServerResponse)))
                    }
                }.resume()
            }
            future.subscribe(subscriber)
        }
    }
}
