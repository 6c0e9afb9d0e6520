import Foundation
import FlipbookCore

/// A fixed set of worker threads running submitted closures, with a bounded backlog: `submit`
/// waits while `backlog` closures are already waiting, so a producer that records scenes
/// faster than the workers encode them holds at most that many scenes' work in memory. The
/// first error stops the remaining closures and is rethrown by `submit` or `finish`.
final class TaskQueue: @unchecked Sendable {
    // `@unchecked Sendable`: every stored property is read and written only under `condition`.
    private let condition = NSCondition()
    private var waiting: [@Sendable () throws -> Void] = []
    private var error: (any Error)?
    private var closed = false
    private var live = 0
    private let backlog: Int

    /// Starts `threads` workers (at least 1) with `backlog` (at least 1) closures allowed to wait.
    init(threads: Int, backlog: Int, stackSize: Int = WorkerPool.defaultStackSize) {
        self.backlog = max(1, backlog)
        live = max(1, threads)
        for _ in 0..<live {
            let thread = Thread { [self] in loop() }
            thread.stackSize = stackSize
            thread.start()
        }
    }

    private func loop() {
        while true {
            condition.lock()
            while waiting.isEmpty && !closed { condition.wait() }
            if waiting.isEmpty || error != nil {
                waiting.removeAll()
                live -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            let work = waiting.removeFirst()
            condition.broadcast()
            condition.unlock()
            do { try work() } catch {
                condition.lock()
                if self.error == nil { self.error = error }
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// Queues `work`, waiting while the backlog is full; rethrows an earlier closure's error.
    func submit(_ work: @escaping @Sendable () throws -> Void) throws {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= backlog && error == nil { condition.wait() }
        if let error { throw error }
        waiting.append(work)
        condition.broadcast()
    }

    /// Waits until every queued closure has run and the workers have stopped; rethrows the
    /// first error.
    func finish() throws {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
        while live > 0 { condition.wait() }
        if let error { throw error }
    }
}
