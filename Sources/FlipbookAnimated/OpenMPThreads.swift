import Foundation

/// libimagequant (Debian's build) splits its work with OpenMP, a team as large as the
/// machine's core count. Flipbook already runs one GIF per worker thread, so a team per call
/// only adds threads that spin while they wait (about a seventh of a gallery's CPU time on
/// two cores, measured with perf) and makes the palette's sums depend on how many cores the
/// machine has. `oneThread()` asks OpenMP for a team of one on the calling thread
/// (`omp_set_num_threads(1)`, which sets that thread's own setting), so each palette is
/// computed in one order on any machine.
enum OpenMPThreads {
    /// `void omp_set_num_threads(int)`, looked up in the process (libgomp comes with
    /// libimagequant); nil when OpenMP is not loaded.
    private static let setNumThreads: (@convention(c) (Int32) -> Void)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "omp_set_num_threads") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Void).self)
    }()

    /// Makes OpenMP regions started from this thread run on it alone.
    static func oneThread() { setNumThreads?(1) }
}
