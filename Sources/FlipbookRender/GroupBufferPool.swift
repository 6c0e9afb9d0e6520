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
final class GroupBufferPool: Sendable {
    /// How many idle buffers are kept; more are freed.
    static let maximumIdle = 4
    /// How many bytes of idle buffers are kept (four frames of 1125 x 2001, scale 3 on a
    /// 375 x 667 point screen, fit); the oldest are freed past it.
    static let maximumIdleBytes = 40 << 20

    /// The pool every compositor shares.
    static let shared = GroupBufferPool()

    /// A buffer's memory, handed between threads. `@unchecked Sendable` because raw memory is
    /// not `Sendable` to the compiler; it is safe here because a buffer has one owner at a
    /// time: the pool, which touches it only under its lock, or the one borrower it was given
    /// to until `giveBack`.
    private struct Owned: @unchecked Sendable { let memory: UnsafeMutableRawBufferPointer }

    /// The idle buffers, oldest first; reached only under the lock.
    private let idle = Locked<[Owned]>([])

    /// An idle buffer of exactly `byteCount` bytes, or a new one; its contents are
    /// undefined.
    func borrow(byteCount: Int) -> UnsafeMutableRawBufferPointer {
        let kept = idle.withLock { list -> Owned? in
            guard let i = list.lastIndex(where: { $0.memory.count == byteCount }) else { return nil }
            return list.remove(at: i)
        }
        return kept?.memory ?? .allocate(byteCount: byteCount, alignment: 64)
    }

    /// Returns a buffer from `borrow(byteCount:)`; when the pool is full (by count or by
    /// bytes) the oldest idle buffers are freed (so a change of frame size does not keep old
    /// sizes forever).
    func giveBack(_ buffer: UnsafeMutableRawBufferPointer) {
        let returned = Owned(memory: buffer)
        let surplus = idle.withLock { list -> [Owned] in
            list.append(returned)
            var freed: [Owned] = []
            var bytes = list.reduce(0) { $0 + $1.memory.count }
            while list.count > 1 && (list.count > Self.maximumIdle || bytes > Self.maximumIdleBytes) {
                let oldest = list.removeFirst()
                bytes -= oldest.memory.count
                freed.append(oldest)
            }
            return freed
        }
        for buffer in surplus { buffer.memory.deallocate() }
    }

    /// The idle buffers' bytes (for tests and benchmarks).
    var idleBytes: Int { idle.withLock { $0.reduce(0) { $0 + $1.memory.count } } }

    deinit {
        idle.withLock { list in for buffer in list { buffer.memory.deallocate() } }
    }
}
