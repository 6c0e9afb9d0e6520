import Foundation
import XCTest
import FlipbookCore

/// The one worker pool and the one lock type: every index runs exactly once whatever the
/// thread count, errors and stop requests end the claiming, and a `Locked` counter incremented
/// from many threads loses no update.
final class WorkerPoolTests: XCTestCase {
    func testEveryIndexRunsExactlyOnceOnAnyNumberOfThreads() throws {
        for threads in [1, 2, 3, 8] {
            let seen = Locked([Int](repeating: 0, count: 1000))
            try WorkerPool.run(count: 1000, threads: threads) { i in seen.withLock { $0[i] += 1 } }
            XCTAssertEqual(seen.value, [Int](repeating: 1, count: 1000), "threads \(threads)")
        }
    }

    func testNothingToDoReturnsAtOnce() throws {
        let calls = Locked(0)
        try WorkerPool.run(count: 0, threads: 4) { _ in calls.withLock { $0 += 1 } }
        XCTAssertEqual(calls.value, 0)
    }

    struct Boom: Error, Equatable { var index: Int }

    func testTheFirstErrorIsRethrownAndStopsTheClaiming() {
        // One thread: indices run in order, so index 3 throws and 4... are never claimed.
        let ran = Locked([Int]())
        XCTAssertThrowsError(
            try WorkerPool.run(count: 10, threads: 1) { i in
                ran.withLock { $0.append(i) }
                if i == 3 { throw Boom(index: i) }
            }
        ) { XCTAssertEqual($0 as? Boom, Boom(index: 3)) }
        XCTAssertEqual(ran.value, [0, 1, 2, 3])
    }

    func testAStopRequestEndsTheClaiming() throws {
        let ran = Locked(0)
        try WorkerPool.run(count: 100, threads: 1, shouldStop: { ran.value >= 5 }) { _ in ran.withLock { $0 += 1 } }
        XCTAssertEqual(ran.value, 5)
    }

    func testALockedCounterLosesNoUpdate() throws {
        let counter = Locked(0)
        try WorkerPool.run(count: 8, threads: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.value, 80_000)
    }
}
