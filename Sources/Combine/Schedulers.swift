import Foundation

/// A time interval a scheduler's stride can be made from, as Combine's.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// Where and when a closure runs: a dispatch queue, a run loop, an operation queue, or now.
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    var now: SchedulerTimeType { get }
    var minimumTolerance: SchedulerTimeType.Stride { get }
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// Runs everything at once, on the calling thread.
public struct ImmediateScheduler: Scheduler, Sendable {
    public struct SchedulerTimeType: Strideable {
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable
        {
            public var magnitude: Int
            public init(_ value: Int) { magnitude = value }
            public init(integerLiteral value: Int) { magnitude = value }
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let v = Int(exactly: source) else { return nil }
                magnitude = v
            }
            public static func seconds(_ s: Int) -> Stride { Stride(s) }
            public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
            public static func microseconds(_ us: Int) -> Stride { Stride(us) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            public static func + (a: Stride, b: Stride) -> Stride { Stride(a.magnitude + b.magnitude) }
            public static func - (a: Stride, b: Stride) -> Stride { Stride(a.magnitude - b.magnitude) }
            public static func * (a: Stride, b: Stride) -> Stride { Stride(a.magnitude * b.magnitude) }
            public static func += (a: inout Stride, b: Stride) { a = a + b }
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            public static func *= (a: inout Stride, b: Stride) { a = a * b }
        }
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
    public var now: SchedulerTimeType { SchedulerTimeType() }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) { action() }
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}

/// A stride in seconds, shared by the run loop's and the operation queue's time types.
public struct SecondsStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
    Hashable, Codable
{
    /// The interval in seconds.
    public var magnitude: TimeInterval
    public var timeInterval: TimeInterval { magnitude }
    public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
    public init(floatLiteral value: Double) { magnitude = value }
    public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let v = TimeInterval(exactly: source) else { return nil }
        magnitude = v
    }
    public static func seconds(_ s: Int) -> SecondsStride { SecondsStride(TimeInterval(s)) }
    public static func seconds(_ s: Double) -> SecondsStride { SecondsStride(s) }
    public static func milliseconds(_ ms: Int) -> SecondsStride { SecondsStride(TimeInterval(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> SecondsStride { SecondsStride(TimeInterval(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> SecondsStride { SecondsStride(TimeInterval(ns) / 1e9) }
    public static func < (a: SecondsStride, b: SecondsStride) -> Bool { a.magnitude < b.magnitude }
    public static func + (a: SecondsStride, b: SecondsStride) -> SecondsStride {
        SecondsStride(a.magnitude + b.magnitude)
    }
    public static func - (a: SecondsStride, b: SecondsStride) -> SecondsStride {
        SecondsStride(a.magnitude - b.magnitude)
    }
    public static func * (a: SecondsStride, b: SecondsStride) -> SecondsStride {
        SecondsStride(a.magnitude * b.magnitude)
    }
    public static func += (a: inout SecondsStride, b: SecondsStride) { a = a + b }
    public static func -= (a: inout SecondsStride, b: SecondsStride) { a = a - b }
    public static func *= (a: inout SecondsStride, b: SecondsStride) { a = a * b }
}

/// A point in time as a date, for the run loop and the operation queue.
public struct DateSchedulerTime: Strideable, Hashable, Codable {
    public var date: Date
    public init(_ date: Date) { self.date = date }
    public func distance(to other: DateSchedulerTime) -> SecondsStride {
        SecondsStride(other.date.timeIntervalSince(date))
    }
    public func advanced(by n: SecondsStride) -> DateSchedulerTime { DateSchedulerTime(date + n.magnitude) }
}

extension DispatchQueue: Scheduler {
    /// A dispatch time, as Combine's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Hashable {
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }
        public static func == (a: SchedulerTimeType, b: SchedulerTimeType) -> Bool { a.dispatchTime == b.dispatchTime }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// A stride in nanoseconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable
        {
            public var magnitude: Int
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms * 1_000_000
                case .microseconds(let us): magnitude = us * 1000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = 0
                }
            }
            public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            public init(floatLiteral value: Double) { magnitude = Int(value * 1e9) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let v = Int(exactly: source) else { return nil }
                magnitude = v * 1_000_000_000
            }
            private init(nanoseconds: Int) { magnitude = nanoseconds }
            public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: s * 1_000_000_000) }
            public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int(s * 1e9)) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: ms * 1_000_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: us * 1000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            public static func + (a: Stride, b: Stride) -> Stride { Stride(nanoseconds: a.magnitude + b.magnitude) }
            public static func - (a: Stride, b: Stride) -> Stride { Stride(nanoseconds: a.magnitude - b.magnitude) }
            public static func * (a: Stride, b: Stride) -> Stride { Stride(nanoseconds: a.magnitude * b.magnitude) }
            public static func += (a: inout Stride, b: Stride) { a = a + b }
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            public static func *= (a: inout Stride, b: Stride) { a = a * b }
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            .nanoseconds(Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
        }
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(dispatchTime + .nanoseconds(n.magnitude))
        }
    }

    /// Options of a dispatch schedule (the quality of service and flags are accepted and kept).
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let run = Carried(action)
        async(group: options?.group) { run.value() }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let run = Carried(action)
        asyncAfter(deadline: date.dispatchTime) { run.value() }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let run = Carried(action)
        timer.setEventHandler { run.value() }
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(max(1, interval.magnitude)))
        timer.resume()
        let carried = Carried(timer)
        return AnyCancellable { carried.value.cancel() }
    }
}

extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = DateSchedulerTime
    /// Options of a run-loop schedule (none).
    public struct SchedulerOptions {}

    public var now: DateSchedulerTime { DateSchedulerTime(Date()) }
    public var minimumTolerance: SecondsStride { SecondsStride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let run = Carried(action)
        perform { run.value() }
    }

    public func schedule(
        after date: DateSchedulerTime, tolerance: SecondsStride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let run = Carried(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in run.value() }
        add(timer, forMode: .default)
    }

    public func schedule(
        after date: DateSchedulerTime, interval: SecondsStride, tolerance: SecondsStride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let run = Carried(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in run.value() }
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}

extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = DateSchedulerTime
    /// Options of an operation-queue schedule (none).
    public struct SchedulerOptions {}

    public var now: DateSchedulerTime { DateSchedulerTime(Date()) }
    public var minimumTolerance: SecondsStride { SecondsStride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let run = Carried(action)
        addOperation { run.value() }
    }

    public func schedule(
        after date: DateSchedulerTime, tolerance: SecondsStride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let run = Carried((self, action))
        let global = DispatchQueue.global()
        global.schedule(after: global.now.advanced(by: .seconds(max(0, date.date.timeIntervalSinceNow)))) {
            run.value.0.addOperation { run.value.1() }
        }
    }

    /// Repeats on a global dispatch queue's timer, each firing an operation on this queue.
    public func schedule(
        after date: DateSchedulerTime, interval: SecondsStride, tolerance: SecondsStride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let run = Carried((self, action))
        let global = DispatchQueue.global()
        return global.schedule(
            after: global.now.advanced(by: .seconds(max(0, date.date.timeIntervalSinceNow))),
            interval: .seconds(interval.magnitude)
        ) { run.value.0.addOperation { run.value.1() } }
    }
}
