import Foundation
import FlipbookAnimated
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookShowcase
import FlipbookUIKit

/// `flipbook-bench formats`: for each scene, the frames rendered once (as `flipbook render`
/// keeps them, PNG files in memory), then each animated format encoded from them, timed, with
/// its size; `apngopt` on an animated PNG of the same whole frames when it is installed
/// (`--no-apngopt` leaves it out; it takes up to a minute and a half a scene). Figures only,
/// never asserted.
enum FormatsBench {
    struct Row { var bytes = 0; var seconds = 0.0 }

    static func run(scale: Double, fps: Double, jobs: Int, scenes: [Scene], apngopt: Bool) throws {
        let apngoptPath = apngopt ? findApngopt() : nil
        if apngopt && apngoptPath == nil {
            print("apngopt is not installed (apt-get install apngopt): its column is skipped")
        }
        if !apngopt { print("apngopt left out (--no-apngopt)") }
        print("flipbook-bench formats: \(scenes.count) scenes, scale \(scale), \(fps) fps, \(jobs) jobs")
        print(
            "scene".padding(toLength: 34, withPad: " ", startingAt: 0)
                + "frames  drawn     png kB   apng kB (cpu s)  webp kB (cpu s)  gif kB (cpu s)"
                + (apngoptPath == nil ? "" : "   apngopt kB (cpu s)"))
        var totals: [String: Row] = [:]
        let folder = NSTemporaryDirectory() + "flipbook-bench-formats-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for scene in scenes {
            let timeline = try scene.record(fps: fps)
            let job = RenderJob(timeline: timeline, scale: scale, fps: fps, jobs: jobs)
            let store = Locked([Int: [UInt8]]())
            let stats = try FramePipeline.run(job, sink: { k, png in store.withLock { $0[k] = png } })
            let files = store.value
            let pngs = job.frames.map { files[$0]! }
            let apng = try APNGEncoder(
                framesPerSecond: fps, holdFirst: 0.5, holdLast: 0.5, png: PNGEncoder(compressionLevel: 9))
            let timing = try AnimationTiming(apng, frameCount: pngs.count)
            let decoder = PNGDecoder()
            // CPU seconds of this thread: fair to compare with apngopt's CPU seconds while
            // others share the machine.
            func timed(_ body: () throws -> [UInt8]) rethrows -> Row {
                let t0 = threadCPUSeconds()
                let bytes = try body()
                return Row(bytes: bytes.count, seconds: threadCPUSeconds() - t0)
            }
            var row: [String: Row] = ["png": Row(bytes: stats.bytes, seconds: stats.encodeSeconds)]
            row["apng"] = try timed { try apng.encodeDeltas(count: pngs.count) { try decoder.decode(pngs[$0]) } }
            row["webp"] = try timed {
                try WebPAnimationEncoder().encode(count: pngs.count, timing: timing) { try decoder.decode(pngs[$0]) }
            }
            row["gif"] = try timed {
                try GIFAnimationEncoder().encode(count: pngs.count, timing: timing) { try decoder.decode(pngs[$0]) }
            }
            if let apngoptPath {
                let input = folder + "/in.png", output = folder + "/out.png"
                try PNGFile.writeBytes(
                    try apng.assemble(pngs: pngs),
                    to: input)
                let t0 = childCPUSeconds()
                let process = Process()
                process.executableURL = URL(fileURLWithPath: apngoptPath)
                // apngopt reads an argument starting with '/' as an option: relative names.
                process.currentDirectoryURL = URL(fileURLWithPath: folder)
                process.arguments = ["in.png", "out.png"]
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                let seconds = childCPUSeconds() - t0
                let size = (try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? Int ?? 0
                row["apngopt"] = Row(bytes: size, seconds: seconds)
                try? FileManager.default.removeItem(atPath: output)
            }
            func cell(_ key: String) -> String {
                guard let r = row[key] else { return "" }
                return String(format: "%8.1f (%6.3f)", Double(r.bytes) / 1000, r.seconds)
            }
            print(
                scene.name.padding(toLength: 32, withPad: " ", startingAt: 0)
                    + String(format: "%7d %6d %10.1f", stats.frames, stats.drawnFrames, Double(stats.bytes) / 1000)
                    + " " + ["apng", "webp", "gif", "apngopt"].map(cell).joined(separator: " "))
            for (key, r) in row {
                totals[key, default: Row()].bytes += r.bytes; totals[key, default: Row()].seconds += r.seconds
            }
        }
        print("totals (kB, encode CPU seconds; png: the frames' encoding, thread time):")
        for key in ["png", "apng", "webp", "gif", "apngopt"] {
            guard let t = totals[key] else { continue }
            var line =
                key.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: "%10.1f kB %9.3f s", Double(t.bytes) / 1000, t.seconds)
            if let o = totals["apngopt"], o.bytes > 0, key != "apngopt", key != "png" {
                line += String(
                    format: "   size x%.3f of apngopt, %.1f x faster", Double(t.bytes) / Double(o.bytes),
                    o.seconds / max(t.seconds, 1e-9))
            }
            print(line)
        }
    }

    /// CPU seconds (user + system) of the calling thread.
    static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// CPU seconds (user + system) of the children that have ended.
    static func childCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
            usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    static func findApngopt() -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/apngopt"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
