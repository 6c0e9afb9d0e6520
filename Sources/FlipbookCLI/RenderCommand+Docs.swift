import Foundation
import FlipbookAnimated
import FlipbookDocs
import FlipbookPNG
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// The docs formats of `flipbook render` and `showcase` (`--format apng,sheet,plot,mp4`):
/// their options, and the files written after each scene's frames.
enum DocsOptions {
    /// The animated PNG's compression level unless --compression is given: 6, zlib's default
    /// search with the Up filter. Level 9 (the per-row filter choice and zlib's longest
    /// search) is about 15 % smaller and three times the work; docs/formats.md has the
    /// figures.
    static let animatedPNGLevel = 6
    /// The contact sheets' and timing plots' level unless --compression is given: 6, zlib's
    /// default search with the Up filter, as the animated PNG. Level 9 (the per-row filter
    /// choice and zlib's longest search) is under a tenth smaller for about five times the
    /// work on these pictures; docs/formats.md has the figures.
    static let picturesLevel = 6

    /// The zlib level of the animated PNG (`picture` false) or of the sheets and plots: the
    /// one --compression gives, or the default of each.
    static func level(_ s: RenderCommand.Settings, picture: Bool) -> Int {
        s.compressionGiven ? s.compression : picture ? picturesLevel : animatedPNGLevel
    }

    /// Reads --format, --sheet-frames, --hold-first, --hold-last, --loops, and the WebP and
    /// GIF options (`AnimatedOptions`).
    static func parse(_ a: Arguments, into s: inout RenderCommand.Settings) throws {
        if let v = a.values["format"] { s.formats = try OutputFormat.parse(v) }
        s.animated = try AnimatedOptions.parse(a)
        if let v = a.values["sheet-frames"] { s.sheetFrames = try OptionSpec.named("sheet-frames").whole(v) }
        if let v = a.values["hold-first"] { s.holdFirst = try OptionSpec.named("hold-first").number(v) }
        if let v = a.values["hold-last"] { s.holdLast = try OptionSpec.named("hold-last").number(v) }
        if let v = a.values["loops"] { s.loops = try OptionSpec.named("loops").whole(v) }
        if s.frames != nil && s.formats != [.png] {
            let names = s.formats.map(\.rawValue).joined(separator: ",")
            throw CLIError.usage(
                "--frames picks frames of the frame sequence and goes with --format png only; got --format \(names)")
        }
    }

    /// Checks what the formats asked for need before any work starts: ffmpeg for mp4, and
    /// each animated format's own limits (the animated PNG's frame delays, the WebP and GIF
    /// settings) only when that format is written. What every output needs (the ranges of
    /// --fps and --scale, the frame size) is checked for all (`RenderCommand.plan`).
    static func prepare(_ s: RenderCommand.Settings) throws -> DocsRun {
        let ffmpeg = s.formats.contains(.mp4) ? try VideoEncoder.requireFFmpeg() : nil
        var apng: APNGEncoder?
        // WebP and GIF take their timing (frame delays, holds, loops) from the APNG encoder.
        if s.formats.contains(where: OutputFormat.animated.contains) {
            do {
                apng = try APNGEncoder(
                    framesPerSecond: s.fps, loopCount: s.loops, holdFirst: s.holdFirst,
                    holdLast: s.holdLast,
                    png: PNGEncoder(compressionLevel: DocsOptions.level(s, picture: false))
                )
            } catch {
                throw CLIError.usage("\(error)")
            }
        }
        let animated =
            s.formats.contains(.webp) || s.formats.contains(.gif) ? try AnimatedOptions.prepare(s.animated) : nil
        return DocsRun(settings: s, apng: apng, ffmpeg: ffmpeg, animated: animated)
    }
}

/// One run's docs outputs: what to do with each scene's frames, and the files written.
final class DocsRun: Sendable {
    let settings: RenderCommand.Settings
    /// The animated PNG encoder, when an animated format is written (it has their timing).
    let apng: APNGEncoder?
    let ffmpeg: String?
    /// The WebP and GIF writers, when one of them is written.
    let animated: AnimatedWriters?
    /// The docs files written so far, with their sizes in bytes, each under the number of the
    /// task that wrote it (the order `report` lists them in, whatever the threads did).
    private let files = Locked([(order: Int, path: String, bytes: Int)]())
    private var formats: [OutputFormat] { settings.formats }

    init(settings: RenderCommand.Settings, apng: APNGEncoder?, ffmpeg: String?, animated: AnimatedWriters?) {
        self.settings = settings; self.apng = apng; self.ffmpeg = ffmpeg; self.animated = animated
    }

    /// The docs files written, in task order.
    var written: [(path: String, bytes: Int)] {
        files.value.sorted { $0.order < $1.order }.map { ($0.path, $0.bytes) }
    }

    /// Whether the frame files OUT/NAME/frame-XXXX.png are written.
    var writesFrames: Bool { formats.contains(.png) }
    /// Whether each scene's frames are kept in memory, as PNG files, for a video.
    var keepsFrames: Bool { formats.contains(.mp4) }
    /// Whether the frames are rendered scene by scene (the animated formats, sheets and plots
    /// draw what they need on the docs tasks: the animated formats one drawing for all).
    var needsFrames: Bool { writesFrames || keepsFrames }
    /// The formats made by the docs tasks (`tasks`), in this order.
    var taskFormats: [OutputFormat] { [.apng, .webp, .gif, .sheet, .plot].filter(formats.contains) }

    /// Writes OUT/docs/NAME.mp4 from the scene's frames, when asked.
    func writeMovies(_ scene: Scene, index: Int, _ pngs: [[UInt8]], fps: Double, out: URL) throws {
        if let ffmpeg, formats.contains(.mp4) {
            try write(scene, .mp4, order: Self.order(index, .mp4), out: out) {
                try VideoEncoder.write(pngs, fps: fps, to: $0, ffmpeg: ffmpeg)
            }
        }
    }

    /// Where the file of scene number `index` in `format` comes in the report: by scene, then
    /// animated PNG, WebP, GIF, video, sheet, plot.
    static func order(_ index: Int, _ format: OutputFormat) -> Int {
        let rank: [OutputFormat] = [.apng, .webp, .gif, .mp4, .sheet, .plot, .png]
        return index * rank.count + (rank.firstIndex(of: format) ?? 0)
    }

    /// Writes one docs file of `job`'s scene, number `index` of the run (`format` one of
    /// `taskFormats`), drawing the frames it needs on the calling thread.
    func writeFile(_ format: OutputFormat, of scene: Scene, index: Int, _ job: RenderJob, out: URL) throws {
        let order = Self.order(index, format)
        let frames = SequentialFrames(job)
        let count = job.frames.count
        switch format {
        case .apng:
            guard let apng else { return }
            try write(scene, .apng, order: order, out: out) {
                try DocsFiles.writeAPNG(count: count, encoder: apng, to: $0, frame: frames.bitmap)
            }
        case .webp, .gif:
            guard let apng, let animated else { return }
            try write(scene, format, order: order, out: out) {
                try animated.write(
                    format, count: count, timing: try AnimationTiming(apng, frameCount: count), to: $0,
                    frame: frames.bitmap)
            }
        case .sheet:
            try write(scene, .sheet, order: order, out: out) {
                try DocsFiles.writeSheet(
                    scene, job, frames: settings.sheetFrames, level: DocsOptions.level(settings, picture: true), to: $0)
            }
        case .plot:
            try write(scene, .plot, order: order, out: out) {
                try DocsFiles.writePlot(scene, job, level: DocsOptions.level(settings, picture: true), to: $0)
            }
        case .png, .mp4:
            return
        }
    }

    private func write(_ scene: Scene, _ format: OutputFormat, order: Int, out: URL, _ body: (String) throws -> Void)
        throws
    {
        let path = Self.path(of: scene, format, out: out)
        do {
            try Self.createFolder(of: path)
            try body(path)
        } catch {
            throw try Self.failure(error, writing: format, of: scene, to: path)
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        record(path, bytes: bytes, order: order)
    }

    /// Where `scene`'s file in `format` goes under `out`.
    static func path(of scene: Scene, _ format: OutputFormat, out: URL) -> String {
        out.appendingPathComponent(DocsFiles.relativePath(scene.name, format)).path
    }

    /// Makes the folder that the file at `path` goes into.
    static func createFolder(of path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    }

    /// The failure to report when writing `scene`'s `format` to `path` threw `error`: a
    /// `CLIError` as it is, anything else named with the file; an interrupt is rethrown.
    static func failure(_ error: any Error, writing format: OutputFormat, of scene: Scene, to path: String) throws
        -> CLIError
    {
        if let e = error as? CLIError {
            if e == .interrupted { throw e }
            return e
        }
        return CLIError.failure("writing the \(format.rawValue) of \(scene.name) to \(path) failed: \(error)")
    }

    /// Notes a docs file written (`bytes` long), under its place `order` in the report.
    func record(_ path: String, bytes: Int, order: Int) {
        files.withLock { $0.append((order, path, bytes)) }
    }

    /// Names each file written, or sums them up when there are more than eight.
    func report(to console: Console, out: URL) {
        let written = self.written
        guard !settings.quiet, !written.isEmpty else { return }
        if written.count <= 8 {
            for file in written {
                console.error(String(format: "wrote %@ (%.0f kB)", file.path, Double(file.bytes) / 1000))
            }
        } else {
            let total = written.reduce(0) { $0 + $1.bytes }
            console.error(
                String(
                    format: "wrote %d docs files (%.1f MB) to %@", written.count, Double(total) / 1e6,
                    out.appendingPathComponent(DocsFiles.folder).path))
        }
    }
}

/// A job's frames drawn one after another on one thread for an encoder that asks for them in
/// order: a frame whose layer tree equals the one drawn last reuses its bitmap (as
/// `FramePipeline` does), so a held frame is drawn once.
final class SequentialFrames {
    private let job: RenderJob
    private var last: (tree: LayerTree, bitmap: Bitmap)?

    init(_ job: RenderJob) { self.job = job }

    /// The bitmap of the job's `i`-th frame (`job.frames[i]`).
    func bitmap(_ i: Int) throws -> Bitmap {
        let tree = job.tree(ofFrame: job.frames[i])
        if let last, last.tree == tree { return last.bitmap }
        let bitmap = try job.bitmap(of: tree)
        last = (tree, bitmap)
        return bitmap
    }
}

/// The docs formats of a run (animated PNG, WebP, GIF, sheet, plot) made on one pool of
/// `--jobs` threads for the whole run: the scenes are recorded in order on the calling thread
/// (recording runs the scene's UIKit code, one scene at a time), and each scene's files go to
/// the pool as a few tasks (`DocsTask`), each drawing the frames it needs itself. At most a
/// few scenes wait for a thread, so memory stays flat. Each file depends only on its scene and
/// the options: the bytes are the same for any `--jobs`.
enum DocsTasks {
    /// Makes every docs file of `planned`'s scenes but those already in `failures`. A scene
    /// whose file cannot be made is added to `failures` (after the pool has finished, in
    /// scene order) and the others go on; interrupts stop the run.
    static func run(
        _ planned: [RenderCommand.PlannedScene], _ docs: DocsRun, settings s: RenderCommand.Settings, out: URL,
        failures: inout SceneFailures, console: Console
    ) throws {
        let tasks = docs.tasks
        guard !tasks.isEmpty, !planned.isEmpty else { return }
        let threads = max(1, min(s.jobs, planned.count * tasks.count))
        let queue = TaskQueue(threads: threads, backlog: max(threads, tasks.count))
        // What failed on the pool, by scene number then format order (OutputFormat's rank).
        let failed = Locked([(order: Int, scene: String, message: String)]())
        do {
            for (i, p) in planned.enumerated() where !failures.names.contains(p.scene.name) {
                if Interrupts.shared.isSet { break }
                let job: RenderJob
                do { job = try p.job(s, workers: 1) } catch let e as CLIError where e != .interrupted {
                    failures.add(p.scene.name, e.description, console: console)
                    continue
                }
                let scene = p.scene
                for task in tasks {
                    try queue.submit {
                        if Interrupts.shared.isSet { return }
                        let errors = try docs.run(task, of: scene, index: i, job, out: out)
                        failed.withLock {
                            for e in errors { $0.append((DocsRun.order(i, e.format), scene.name, e.error.description)) }
                        }
                    }
                }
            }
        } catch {
            try? queue.finish()
            throw error
        }
        try queue.finish()
        if Interrupts.shared.isSet { throw CLIError.interrupted }
        for f in failed.value.sorted(by: { $0.order < $1.order }) { failures.add(f.scene, f.message, console: console) }
    }
}

/// One task of a scene's docs files on the pool.
enum DocsTask: Equatable {
    /// Animated formats made from one drawing of the frames (`DocsRun.writeAnimated`).
    case animated([OutputFormat])
    /// One file drawing what it needs itself (`DocsRun.writeFile`).
    case single(OutputFormat)
}

extension DocsRun {
    /// Each scene's tasks, in the order they go to the pool: the animated formats that share
    /// one drawing (`sharedAnimated`), then each other docs format alone.
    var tasks: [DocsTask] {
        let shared = sharedAnimated
        return (shared.isEmpty ? [] : [.animated(shared)])
            + taskFormats.filter { !shared.contains($0) }.map { .single($0) }
    }

    /// Runs `task` for `job`'s scene, number `index` of the run: the failures, in report
    /// order; rethrows an interrupt.
    func run(_ task: DocsTask, of scene: Scene, index: Int, _ job: RenderJob, out: URL) throws
        -> [(format: OutputFormat, error: CLIError)]
    {
        switch task {
        case .animated(let formats):
            return try writeAnimated(formats, of: scene, index: index, job, out: out)
        case .single(let format):
            do { try writeFile(format, of: scene, index: index, job, out: out) } catch let e as CLIError
                where e != .interrupted
            {
                return [(format, e)]
            }
            return []
        }
    }
}

/// The PNG files of one scene's frames, handed over by the pipeline's worker threads.
final class FrameStore: Sendable {
    private let files = Locked([Int: [UInt8]]())

    /// Keeps frame `k`'s file.
    func put(_ k: Int, _ png: [UInt8]) { files.withLock { $0[k] = png } }

    /// The files of `frames`, in that order.
    func inOrder(_ frames: [Int]) -> [[UInt8]] {
        let kept = files.value
        return frames.compactMap { kept[$0] }
    }
}
