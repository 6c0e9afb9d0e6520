import Foundation

/// Frame-sized pixel buffers for offscreen groups, kept between frames.
///
/// A translucent full-screen view needs a second frame-sized buffer. Allocating it afresh
/// each frame made the C allocator hand the memory back to the kernel and fault it in
/// again (about 2000 page faults and 6 ms a 750x1334 frame); keeping a few buffers avoids
/// that. Shared by copies of one `Compositor` and safe to use from several threads.
final class GroupBufferPool: @unchecked Sendable {
    /// How many idle buffers are kept; more are freed.
    static let maximumIdle = 4

    private let lock = NSLock()
    private var idle: [UnsafeMutableRawBufferPointer] = []

    /// An idle buffer of exactly `byteCount` bytes, or a new one; its contents are
    /// undefined.
    func borrow(byteCount: Int) -> UnsafeMutableRawBufferPointer {
        lock.lock()
        defer { lock.unlock() }
        if let i = idle.lastIndex(where: { $0.count == byteCount }) { return idle.remove(at: i) }
        return .allocate(byteCount: byteCount, alignment: 64)
    }

    /// Returns a buffer from `borrow(byteCount:)`; when the pool is full the oldest idle
    /// buffer is freed (so a change of frame size does not keep old sizes forever).
    func giveBack(_ buffer: UnsafeMutableRawBufferPointer) {
        lock.lock()
        idle.append(buffer)
        let surplus = idle.count > Self.maximumIdle ? idle.removeFirst() : nil
        lock.unlock()
        surplus?.deallocate()
    }

    deinit {
        for buffer in idle { buffer.deallocate() }
    }
}
