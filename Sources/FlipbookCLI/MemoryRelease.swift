import Foundation

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

    static func afterScene() { _ = trim?(0) }
}
