import Foundation

/// Runs work that recurses once per level of a layer tree on a thread whose stack fits the
/// tree (SEMANTICS.md §14): the caller's stack (8 MiB on the main thread, 4 MiB on a worker)
/// holds a few hundred levels of the compositor's walk in a debug build, and a recorded tree
/// may be `LayerTree.maximumDepth` deep. Shallow trees run on the caller's thread, as always.
public enum DeepStack {
    /// Trees up to this many levels run on the caller's thread.
    public static let shallowDepth = 128
    /// Stack bytes per level of the tree on the deep thread (generous for a debug build;
    /// the pages are committed only as the walk reaches them).
    public static let bytesPerLevel = 64 << 10

    /// Runs `body` on the caller's thread when `depth` is at most `shallowDepth`, else on a
    /// thread of its own with a stack of `depth * bytesPerLevel` bytes (plus 1 MiB), and
    /// waits for it.
    public static func run<T>(depth: Int, _ body: () throws -> T) throws -> T {
        guard depth > shallowDepth else { return try body() }
        return try withoutActuallyEscaping(body) { escaping in
            let job = Job(escaping)
            let done = DispatchSemaphore(value: 0)
            // The thread holds the job weakly and the job lets go of the work once it has run,
            // so nothing keeps the (not really escaping) closure once this call returns.
            let thread = Thread { [weak job] in
                job?.run()
                done.signal()
            }
            thread.stackSize = (1 << 20) + depth * bytesPerLevel
            thread.start()
            done.wait()
            let result = job.result!
            return try result.get()
        }
    }

    /// The work and its result, handed to the deep thread and read back once it is done (the
    /// semaphore orders the two threads' accesses).
    private final class Job<T>: @unchecked Sendable {
        var body: (() throws -> T)?
        var result: Result<T, any Error>?
        init(_ body: @escaping () throws -> T) { self.body = body }
        func run() {
            if let body { result = Result { try body() } }
            body = nil
        }
    }
}
