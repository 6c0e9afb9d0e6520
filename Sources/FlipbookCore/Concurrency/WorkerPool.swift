import Foundation

/// The project's one worker pool: runs `work(i)` for every index of `0..<count` on up to
/// `threads` threads, each claiming the next index until none is left, and returns when all
/// are done. Indices are handed out in order but finish in no fixed order, so `work` must
/// not depend on it (results are keyed by index).
///
/// Threads get `stackSize` bytes of stack (Cairo's groups and Pango's shaping are deep).
/// After `shouldStop()` turns true, or after a `work` call throws, no new index is claimed
/// (calls under way finish), and the first error is rethrown.
public enum WorkerPool {
    /// The default stack of a worker: 4 MiB.
    public static let defaultStackSize = 4 << 20

    /// Runs the work; see the type's comment.
    public static func run(
        count: Int, threads: Int, stackSize: Int = defaultStackSize,
        shouldStop: @escaping @Sendable () -> Bool = { false },
        _ work: @escaping @Sendable (Int) throws -> Void
    ) throws {
        struct State { var next = 0; var error: (any Error)? }
        let state = Locked(State())
        let loop: @Sendable () -> Void = {
            while !shouldStop() {
                let claimed: Int? = state.withLock { s in
                    guard s.error == nil, s.next < count else { return nil }
                    s.next += 1
                    return s.next - 1
                }
                guard let i = claimed else { return }
                do { try work(i) } catch {
                    state.withLock { s in if s.error == nil { s.error = error } }
                }
            }
        }
        let n = min(max(threads, 1), max(count, 1))
        if n == 1 {
            loop()
        } else {
            let group = DispatchGroup()
            for _ in 0..<n {
                group.enter()
                let thread = Thread {
                    loop(); group.leave()
                }
                thread.stackSize = stackSize
                thread.start()
            }
            group.wait()
        }
        if let e = state.withLock({ $0.error }) { throw e }
    }
}
