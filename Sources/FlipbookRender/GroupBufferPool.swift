import Foundation
import FlipbookCore

/// Frame-sized pixel buffers for offscreen groups, kept between frames.
///
/// A translucent full-screen view needs a second frame-sized buffer. Allocating it afresh
/// each frame made the C allocator hand the memory back to the kernel and fault it in
/// again (about 2000 page faults and 6 ms a 750x1334 frame); keeping a few buffers avoids
/// that. Shared by copies of one `Compositor` and safe to use from several threads.
final class GroupBufferPool: Sendable {
    /// How many idle buffers are kept; more are freed.
    static let maximumIdle = 4

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

    /// Returns a buffer from `borrow(byteCount:)`; when the pool is full the oldest idle
    /// buffer is freed (so a change of frame size does not keep old sizes forever).
    func giveBack(_ buffer: UnsafeMutableRawBufferPointer) {
        let returned = Owned(memory: buffer)
        let surplus = idle.withLock { list -> Owned? in
            list.append(returned)
            return list.count > Self.maximumIdle ? list.removeFirst() : nil
        }
        surplus?.memory.deallocate()
    }

    deinit {
        idle.withLock { list in for buffer in list { buffer.memory.deallocate() } }
    }
}
