import Foundation
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookShowcase

/// `flipbook-bench pngsize`: every showcase frame encoded at the default level (1, the fast
/// path) and at zlib's level 6, on one thread: total bytes, their ratio, and CPU time a frame.
/// `fastOnly` leaves level 6 out (`--fast-only`: the fast path's time alone, in a fraction of
/// the run). Figures only, never asserted.
enum PNGSizeBench {
    static func run(scale: Double, fps: Double, fastOnly: Bool = false) throws {
        var bytes1 = 0, bytes6 = 0, seconds1 = 0.0, seconds6 = 0.0, frames = 0
        for scene in Showcase.scenes {
            let job = RenderJob(timeline: try scene.record(fps: fps), scale: scale, fps: fps, jobs: 1)
            let totals = Locked((0, 0, 0.0, 0.0, 0))
            _ = try FramePipeline.forEachRun(job) { _, bitmap, _ in
                let t0 = FormatsBench.threadCPUSeconds()
                let a = try PNGEncoder(compressionLevel: 1).encode(bitmap).count
                let t1 = FormatsBench.threadCPUSeconds()
                let b = fastOnly ? 0 : try PNGEncoder(compressionLevel: 6).encode(bitmap).count
                let t2 = FormatsBench.threadCPUSeconds()
                totals.withLock {
                    $0.0 += a; $0.1 += b; $0.2 += t1 - t0; $0.3 += t2 - t1; $0.4 += 1
                }
            }
            let local = totals.value
            bytes1 += local.0; bytes6 += local.1; seconds1 += local.2; seconds6 += local.3; frames += local.4
        }
        print(
            "flipbook-bench pngsize: \(frames) distinct frames of \(Showcase.scenes.count) scenes, scale \(scale), \(fps) fps"
        )
        print(
            String(format: "default (level 1)  %10d bytes  %7.3f ms a frame", bytes1, seconds1 / Double(frames) * 1000))
        guard !fastOnly else { return }
        print(
            String(format: "zlib level 6       %10d bytes  %7.3f ms a frame", bytes6, seconds6 / Double(frames) * 1000))
        print(String(format: "default / zlib-6   %.3f x the size", Double(bytes1) / Double(bytes6)))
    }
}
