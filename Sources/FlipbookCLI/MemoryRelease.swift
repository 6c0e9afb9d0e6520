import Foundation
import FlipbookRender

/// Hands memory that the C allocator keeps after a scene back to the kernel.
///
/// Frames are large blocks freed from several threads: glibc's allocator keeps the freed
/// space in per-thread arenas, and a run's resident size then grew with the scenes drawn
/// even though no scene's memory was still in use (measured with `malloc_stats`: 57 MB in
/// use and 106 MB held after the 35 showcase scenes at scale 3). `malloc_trim(0)` after each
/// scene returns the free pages of every arena; it costs well under a millisecond.
enum MemoryRelease {
    /// glibc's `int malloc_trim(size_t pad)`, looked up once (Swift's Glibc module does not
    /// declare it); nil with another C library.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()

    /// glibc's `int mallopt(int param, int value)`, looked up once; nil with another C library.
    private static let mallopt: (@convention(c) (Int32, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    }()

    /// glibc's `M_ARENA_MAX`, `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` (malloc.h).
    private static let arenaMaxParameter: Int32 = -8
    private static let mmapThresholdParameter: Int32 = -3
    private static let trimThresholdParameter: Int32 = -1

    /// Blocks under 32 MiB come from the heap, not from a mapping of their own (glibc's
    /// largest dynamic threshold, fixed from the start).
    static let mmapThreshold: Int32 = 32 << 20
    /// The heap's free top is given back to the kernel only past 64 MiB (and after each
    /// scene, by `afterScene`).
    static let trimThreshold: Int32 = 64 << 20

    /// One allocator arena for the whole process, set once before the first frame. glibc
    /// gives each thread that allocates its own arena by default, and each keeps the free
    /// space of frame-sized blocks for itself: with the two workers' arenas and the main
    /// one, `showcase --scale 3` peaked at about 122 MB resident, with one arena at about
    /// 106 MB for the same heap (measured with `/usr/bin/time`, see the README's Speed
    /// section). Frames are large and few, so the workers hardly wait on the one arena.
    ///
    /// The mmap and trim thresholds are fixed too: by default glibc maps blocks over a
    /// threshold that grows with the blocks freed, and gives the heap's free top back
    /// whenever it passes twice that, so the encoders' blocks of a few megabytes (libwebp's
    /// per-frame buffers above all) were mapped, or the heap grown, and faulted in afresh
    /// frame after frame. With the thresholds fixed they are reused (docs/formats.md has
    /// the figures); what a scene leaves free still goes back after it (`afterScene`).
    static let beforeRun: Void = {
        _ = mallopt?(arenaMaxParameter, 1)
        _ = mallopt?(mmapThresholdParameter, mmapThreshold)
        _ = mallopt?(trimThresholdParameter, trimThreshold)
    }()

    /// After each scene: the pool's idle group buffers are freed (the next scene borrows
    /// its own), the render cache's entries are forgotten (they are the finished scene's)
    /// and the allocator's free pages go back to the kernel.
    static func afterScene() {
        Compositor.releaseIdleBuffers()
        RenderCache.shared.removeAll()
        _ = trim?(0)
    }
}
