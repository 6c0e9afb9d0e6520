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
    /// The compositor; one value shared by every worker keeps its offscreen buffers warm.
    public var compositor = Compositor()

    /// Creates a job for all frames (or those given).
    public init(timeline: Timeline, scale: Double, fps: Double, frames: [Int]? = nil, jobs: Int = 1,
                encoder: PNGEncoder = PNGEncoder()) {
        self.timeline = timeline; self.scale = scale; self.fps = fps
        self.frames = frames ?? Array(0..<timeline.frameCount(fps: fps))
        self.jobs = max(1, jobs); self.encoder = encoder
    }

    /// The presentation tree of frame `k`.
    public func tree(ofFrame k: Int) -> LayerTree { timeline.presentation(at: timeline.time(ofFrame: k, fps: fps)) }

    /// Draws frame `k` (the one rendering path shared by the CLI, the goldens and the docs).
    public func bitmap(ofFrame k: Int) throws -> Bitmap { try compositor.render(tree(ofFrame: k), scale: scale) }
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
    /// PNG bytes produced.
    public var bytes = 0
    /// Creates empty stats.
    public init() {}
}

/// Renders a job's frames on `jobs` threads, each frame drawn, encoded and handed to the sink
/// as soon as it is ready, so memory stays flat however many frames there are. Every frame
/// is a pure function of its index: the bytes do not depend on the order or the threads.
public enum FramePipeline {
    /// Runs the job. `sink(k, png)` is called from worker threads (one call per frame, in no
    /// fixed order) and must be thread-safe; `progress(done)` is called under a lock. The
    /// first error stops the remaining work and is rethrown. When `shouldStop` turns true no
    /// new frame is started (frames under way finish), and the run returns what it did.
    public static func run(_ job: RenderJob, sink: @escaping @Sendable (Int, [UInt8]) throws -> Void,
                           progress: @escaping @Sendable (Int) -> Void = { _ in },
                           shouldStop: @escaping @Sendable () -> Bool = { false }) throws -> RenderStats {
        let encoder = job.encoder
        return try forEachBitmap(job, shouldStop: shouldStop, progress: progress) { k, bitmap, stats in
            let t0 = DispatchTime.now().uptimeNanoseconds
            let png = try encoder.encode(bitmap)
            let t1 = DispatchTime.now().uptimeNanoseconds
            try sink(k, png)
            let t2 = DispatchTime.now().uptimeNanoseconds
            stats.encodeSeconds += Double(t1 - t0) / 1e9
            stats.writeSeconds += Double(t2 - t1) / 1e9
            stats.bytes += png.count
        }
    }

    /// Draws each frame of the job on `jobs` threads and hands the bitmap to `body` (from
    /// worker threads, in no fixed order), which may add its own figures to the stats.
    public static func forEachBitmap(_ job: RenderJob, shouldStop: @escaping @Sendable () -> Bool = { false },
                                     progress: @escaping @Sendable (Int) -> Void = { _ in },
                                     body: @escaping @Sendable (Int, Bitmap, inout RenderStats) throws -> Void) throws -> RenderStats {
        let state = PipelineState()
        let frames = job.frames
        let work: @Sendable () -> Void = {
            while !shouldStop(), let i = state.claim(limit: frames.count) {
                let k = frames[i]
                do {
                    let t0 = DispatchTime.now().uptimeNanoseconds
                    let bitmap = try job.bitmap(ofFrame: k)
                    var local = RenderStats()
                    local.frames = 1
                    local.rasterSeconds = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
                    try body(k, bitmap, &local)
                    state.finished(local, progress: progress)
                } catch {
                    state.fail(error)
                }
            }
        }
        let threads = min(job.jobs, max(frames.count, 1))
        if threads <= 1 {
            work()
        } else {
            let group = DispatchGroup()
            for _ in 0..<threads {
                let thread = Thread { work(); group.leave() }
                thread.stackSize = 4 << 20
                group.enter()
                thread.start()
            }
            group.wait()
        }
        if let e = state.error { throw e }
        return state.stats
    }
}

/// Shared counters of one pipeline run, behind a lock.
private final class PipelineState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private(set) var error: Error?
    private(set) var stats = RenderStats()

    func claim(limit: Int) -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard error == nil, next < limit else { return nil }
        next += 1
        return next - 1
    }

    func fail(_ e: Error) {
        lock.lock(); if error == nil { error = e }; lock.unlock()
    }

    func finished(_ s: RenderStats, progress: (Int) -> Void) {
        lock.lock(); defer { lock.unlock() }
        stats.frames += s.frames
        stats.rasterSeconds += s.rasterSeconds
        stats.encodeSeconds += s.encodeSeconds
        stats.writeSeconds += s.writeSeconds
        stats.bytes += s.bytes
        progress(stats.frames)
    }
}
