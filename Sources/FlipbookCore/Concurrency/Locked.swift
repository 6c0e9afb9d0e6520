import Synchronization

/// A value shared between threads behind a lock: the project's one lock type, a reference
/// around the toolchain's `Synchronization.Mutex` so that closures on several threads can
/// hold it. It is `Sendable` because its only stored property is a `Mutex`, which the
/// compiler checks; no `@unchecked` is needed.
public final class Locked<Value>: Sendable {
    private let mutex: Mutex<Value>

    /// Wraps `value`.
    public init(_ value: sending Value) { mutex = Mutex(value) }

    /// Runs `body` with the value, holding the lock; keep it short (no I/O, no waiting).
    public func withLock<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
        try mutex.withLock { value throws -> sending Result in try body(&value) }
    }
}

extension Locked where Value: Sendable {
    /// A copy of the value, read under the lock.
    public var value: Value { withLock { $0 } }
}
