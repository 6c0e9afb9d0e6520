import Foundation
import FlipbookPNG
import FlipbookCore

/// What to render: a recorded timeline at a scale and frame rate, some of its frames.
public struct RenderJob: Sendable {
    /// The recorded scene.
    public var timeline: Timeline
    /// Pixels per point.
    public var scale: Double
    /// Frames per second: frame k shows t = min(k / fps, duration).
    public var fps: Double
    /// The frame indices to render, in the order given.
    public var frames: [Int]
    /// Worker threads (at least 1).
    public var jobs: Int
    /// The PNG settings.
    public var encoder: PNGEncoder
    /// The compositor (its offscreen buffers live in one pool shared by every compositor).
    public var compositor = Compositor()

    /// Creates a job for all frames (or those given).
    public init(
        timeline: Timeline, scale: Double, fps: Double, frames: [Int]? = nil, jobs: Int = 1,
        encoder: PNGEncoder = PNGEncoder()
    ) {
        self.timeline = timeline; self.scale = scale; self.fps = fps
        self.frames = frames ?? Array(0..<timeline.frameCount(fps: fps))
        self.jobs = max(1, jobs); self.encoder = encoder
    }

    /// The presentation tree of frame `k`.
    public func tree(ofFrame k: Int) -> LayerTree { timeline.presentation(at: timeline.time(ofFrame: k, fps: fps)) }

    /// Draws frame `k` (the one rendering path shared by the CLI, the goldens and the docs).
    public func bitmap(ofFrame k: Int) throws -> Bitmap { try bitmap(of: tree(ofFrame: k)) }

    /// Draws a presentation tree of this job's timeline at the job's scale.
    public func bitmap(of tree: LayerTree) throws -> Bitmap { try compositor.render(tree, scale: scale) }
}

/// Figures from one run of the pipeline.
public struct RenderStats: Sendable {
    /// Frames rendered.
    public var frames = 0
    /// Seconds spent rasterising, summed over threads.
    public var rasterSeconds = 0.0
    /// Seconds spent encoding PNG, summed over threads.
    public var encodeSeconds = 0.0
    /// Seconds spent in the sink (writing files), summed over threads.
    public var writeSeconds = 0.0
    /// Frames actually rasterised: a frame whose layer tree equals the one before it in the
    /// job's list reuses that frame's bitmap and PNG instead (see `FrameRuns`).
    public var drawnFrames = 0
    /// PNG bytes produced (counting a reused frame's bytes again, as its file is written again).
    public var bytes = 0
    /// Creates empty stats.
    public init() {}

    /// Adds another run's figures to these.
    mutating func add(_ s: RenderStats) {
        frames += s.frames; drawnFrames += s.drawnFrames
        rasterSeconds += s.rasterSeconds; encodeSeconds += s.encodeSeconds; writeSeconds += s.writeSeconds
        bytes += s.bytes
    }
}

/// Renders a job's frames on `jobs` threads, each frame drawn, encoded and handed to the sink
/// as soon as it is ready, so memory stays flat however many frames there are. Every frame
/// is a pure function of its index: the bytes do not depend on the order or the threads.
public enum FramePipeline {
    /// Runs the job. `sink(k, png)` is called from worker threads (one call per frame, in no
    /// fixed order) and must be thread-safe; `progress(done)` is called under a lock. The
    /// first error stops the remaining work and is rethrown. When `shouldStop` turns true no
    /// new frame is started (frames under way finish), and the run returns what it did.
    public static func run(
        _ job: RenderJob, sink: @escaping @Sendable (Int, [UInt8]) throws -> Void,
        progress: @escaping @Sendable (Int) -> Void = { _ in },
        shouldStop: @escaping @Sendable () -> Bool = { false }
    ) throws -> RenderStats {
        let encoder = job.encoder
        return try forEachRun(job, shouldStop: shouldStop, progress: progress) { ks, bitmap, stats in
            let t0 = DispatchTime.now().uptimeNanoseconds
            let png = try encoder.encode(bitmap)
            let t1 = DispatchTime.now().uptimeNanoseconds
            for k in ks { try sink(k, png) }
            let t2 = DispatchTime.now().uptimeNanoseconds
            stats.encodeSeconds += Double(t1 - t0) / 1e9
            stats.writeSeconds += Double(t2 - t1) / 1e9
            stats.bytes += png.count * ks.count
        }
    }

    /// Draws each frame of the job on `jobs` threads and hands the bitmap to `body` (from
    /// worker threads, in no fixed order), which may add its own figures to the stats.
    /// A frame whose layer tree equals the previous frame's is not drawn again: `body` gets
    /// the same bitmap once per frame.
    public static func forEachBitmap(
        _ job: RenderJob, shouldStop: @escaping @Sendable () -> Bool = { false },
        progress: @escaping @Sendable (Int) -> Void = { _ in },
        body: @escaping @Sendable (Int, Bitmap, inout RenderStats) throws -> Void
    ) throws -> RenderStats {
        try forEachRun(job, shouldStop: shouldStop, progress: progress) { ks, bitmap, stats in
            for k in ks { try body(k, bitmap, &stats) }
        }
    }

    /// Draws the first frame of each run of equal layer trees (`FrameRuns`) on `jobs` threads
    /// and hands the bitmap to `body` with the run's frame indices (from worker threads, runs
    /// in no fixed order). Which frames are reused depends only on the trees, never on the
    /// threads, so the output is the same for any `jobs` and order.
    public static func forEachRun(
        _ job: RenderJob, shouldStop: @escaping @Sendable () -> Bool = { false },
        progress: @escaping @Sendable (Int) -> Void = { _ in },
        body: @escaping @Sendable ([Int], Bitmap, inout RenderStats) throws -> Void
    ) throws -> RenderStats {
        let stats = Locked(RenderStats())
        let runs = FrameRuns(job)
        try WorkerPool.run(count: runs.count, threads: job.jobs, shouldStop: shouldStop) { i in
            let (frames, tree) = runs[i]
            let t0 = DispatchTime.now().uptimeNanoseconds
            let bitmap = try job.bitmap(of: tree)
            var local = RenderStats()
            local.frames = frames.count
            local.drawnFrames = 1
            local.rasterSeconds = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
            try body(frames, bitmap, &local)
            // `progress` runs under the lock, so the counts it gets only grow.
            stats.withLock { total in
                total.add(local)
                progress(total.frames)
            }
        }
        return stats.value
    }
}

/// A job's frames cut into runs of consecutive entries (in the job's order) whose layer
/// trees are equal: a spring's settled tail, a held frame. Only the first frame of a run is
/// drawn. Trees are computed once, in order, before any drawing (they are cheap values).
struct FrameRuns: Sendable {
    private var runs: [(frames: [Int], tree: LayerTree)] = []

    init(_ job: RenderJob) {
        for k in job.frames {
            let tree = job.tree(ofFrame: k)
            if let last = runs.last, last.tree == tree {
                runs[runs.count - 1].frames.append(k)
            } else {
                runs.append(([k], tree))
            }
        }
    }

    var count: Int { runs.count }
    subscript(i: Int) -> (frames: [Int], tree: LayerTree) { runs[i] }
}
