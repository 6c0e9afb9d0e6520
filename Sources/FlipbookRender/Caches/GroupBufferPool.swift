import Foundation
import FlipbookCore

/// Frame-sized pixel buffers for offscreen groups, kept between frames.
///
/// A translucent full-screen view needs a second frame-sized buffer. Allocating it afresh
/// each frame made the C allocator hand the memory back to the kernel and fault it in
/// again (about 2000 page faults and 6 ms a 750x1334 frame); keeping a few buffers avoids
/// that. Safe to use from several threads.
///
/// Every `Compositor` draws through the one process-wide pool (`shared`), so what a run keeps
/// between frames is bounded by the pool (`maximumIdle` buffers, at most `maximumIdleBytes`),
/// not by how many compositors, jobs or scenes the run has made: a job held after its scene
/// is drawn keeps no buffer alive.
///
/// What frames drawn at once hold is bounded too (`entryBudget`): a frame's first group
/// waits while other frames' groups hold more than the budget would allow, so that two
/// workers do not both stack frame-sized groups (and a shadow's mask inside them) at once.
/// A frame that already holds a group never waits, so the waiting always ends: the frames
/// holding groups finish without waiting for anything. Only when frames are drawn and how
/// much memory they overlap in changes; every frame's pixels stay the same.
final class GroupBufferPool: @unchecked Sendable {
    // `@unchecked Sendable`: `idle` and `inUseBytes` are read and written only under `condition`.
    /// How many idle buffers are kept; more are freed.
    static let maximumIdle = 4
    /// How many bytes of idle buffers are kept (four frames of 1125 x 2001, scale 3 on a
    /// 375 x 667 point screen, fit); the oldest are freed past it.
    static let maximumIdleBytes = 40 << 20
    /// The most bytes of groups in use, this one included, that a frame holding no group may
    /// start one under (16 MiB, Flipbook's choice: a 750 x 1334 frame, scale 2, is 4 MB a
    /// group, so two workers' groups never wait there; at scale 3 a group is 9 MB, so a
    /// worker starts its groups when the other holds none). A borrow that finds nothing else
    /// in use never waits, whatever its size.
    static let entryBudget = 16 << 20

    /// The pool every compositor shares.
    static let shared = GroupBufferPool()

    /// A buffer's memory, handed between threads. `@unchecked Sendable` because raw memory is
    /// not `Sendable` to the compiler; it is safe here because a buffer has one owner at a
    /// time: the pool, which touches it only under its lock, or the one borrower it was given
    /// to until `giveBack`.
    private struct Owned: @unchecked Sendable { let memory: UnsafeMutableRawBufferPointer }

    private let condition = NSCondition()
    /// The idle buffers, oldest first.
    private var idle: [Owned] = []
    /// The bytes of the buffers borrowed and not yet given back.
    private var inUseBytes = 0

    /// An idle buffer of exactly `byteCount` bytes, or a new one; its contents are
    /// undefined. `holding` is how many of this pool's buffers the caller already holds: with
    /// none, the call waits while other borrowers hold so much that this buffer would take
    /// the bytes in use past `entryBudget`.
    func borrow(byteCount: Int, holding: Int = 0) -> UnsafeMutableRawBufferPointer {
        condition.lock()
        if holding == 0 {
            while inUseBytes > 0 && inUseBytes + byteCount > Self.entryBudget { condition.wait() }
        }
        inUseBytes += byteCount
        let kept = idle.lastIndex(where: { $0.memory.count == byteCount }).map { idle.remove(at: $0) }
        condition.unlock()
        return kept?.memory ?? .allocate(byteCount: byteCount, alignment: 64)
    }

    /// Returns a buffer from `borrow(byteCount:holding:)`; when the pool is full (by count or
    /// by bytes) the oldest idle buffers are freed (so a change of frame size does not keep
    /// old sizes forever).
    func giveBack(_ buffer: UnsafeMutableRawBufferPointer) {
        condition.lock()
        inUseBytes -= buffer.count
        idle.append(Owned(memory: buffer))
        var freed: [Owned] = []
        var bytes = idle.reduce(0) { $0 + $1.memory.count }
        while idle.count > 1 && (idle.count > Self.maximumIdle || bytes > Self.maximumIdleBytes) {
            let oldest = idle.removeFirst()
            bytes -= oldest.memory.count
            freed.append(oldest)
        }
        condition.broadcast()
        condition.unlock()
        for buffer in freed { buffer.memory.deallocate() }
    }

    /// Frees every idle buffer (between scenes: the next scene's frames may be another
    /// size, and buffers kept across scenes would add to its peak).
    func releaseIdle() {
        condition.lock()
        let freed = idle
        idle = []
        condition.unlock()
        for buffer in freed { buffer.memory.deallocate() }
    }

    /// The idle buffers' bytes (for tests and benchmarks).
    var idleBytes: Int {
        condition.lock()
        defer { condition.unlock() }
        return idle.reduce(0) { $0 + $1.memory.count }
    }

    deinit {
        for buffer in idle { buffer.memory.deallocate() }
    }
}
