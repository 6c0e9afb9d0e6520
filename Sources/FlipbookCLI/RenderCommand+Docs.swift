import Foundation
import FlipbookAnimated
import FlipbookDocs
import FlipbookPNG
import FlipbookCore
import FlipbookRender
import FlipbookShowcase

/// The docs formats of `flipbook render` and `showcase` (`--format apng,sheet,plot,mp4`):
/// their options, and the files written after each scene's frames.
enum DocsOptions {
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
                    holdLast: s.holdLast, png: PNGEncoder(compressionLevel: s.compressionGiven ? s.compression : 9))
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
final class DocsRun {
    let settings: RenderCommand.Settings
    /// The animated PNG encoder, when an animated format is written (it has their timing).
    let apng: APNGEncoder?
    let ffmpeg: String?
    /// The WebP and GIF writers, when one of them is written.
    let animated: AnimatedWriters?
    /// The docs files written so far, with their sizes in bytes.
    private(set) var written: [(path: String, bytes: Int)] = []
    private var formats: [OutputFormat] { settings.formats }

    init(settings: RenderCommand.Settings, apng: APNGEncoder?, ffmpeg: String?, animated: AnimatedWriters?) {
        self.settings = settings; self.apng = apng; self.ffmpeg = ffmpeg; self.animated = animated
    }

    /// Whether the frame files OUT/NAME/frame-XXXX.png are written.
    var writesFrames: Bool { formats.contains(.png) }
    /// Whether each scene's frames are kept in memory, as PNG files, for an animated PNG or a video.
    var keepsFrames: Bool { formats.contains { OutputFormat.animated.contains($0) } || formats.contains(.mp4) }
    /// Whether the frames are rendered at all (sheets and plots draw on their own).
    var needsFrames: Bool { writesFrames || keepsFrames }

    /// Writes OUT/docs/NAME.apng, .webp, .gif and .mp4 from the scene's frames, as asked.
    func writeMovies(_ scene: Scene, _ pngs: [[UInt8]], fps: Double, out: URL, console: Console) throws {
        if let apng, formats.contains(.apng) {
            try write(scene, .apng, out: out, console: console) { try DocsFiles.writeAPNG(pngs, encoder: apng, to: $0) }
        }
        for format in [OutputFormat.webp, .gif] where formats.contains(format) {
            guard let apng, let animated else { continue }
            try write(scene, format, out: out, console: console) {
                try animated.write(format, pngs, timing: try AnimationTiming(apng, frameCount: pngs.count), to: $0)
            }
        }
        if let ffmpeg, formats.contains(.mp4) {
            try write(scene, .mp4, out: out, console: console) {
                try VideoEncoder.write(pngs, fps: fps, to: $0, ffmpeg: ffmpeg)
            }
        }
    }

    /// Writes OUT/docs/NAME.sheet.png and OUT/docs/NAME.plot.png, as asked.
    func writePictures(_ scene: Scene, _ job: RenderJob, out: URL, console: Console) throws {
        if formats.contains(.sheet) {
            try write(scene, .sheet, out: out, console: console) {
                try DocsFiles.writeSheet(scene, job, frames: settings.sheetFrames, to: $0)
            }
        }
        if formats.contains(.plot) {
            try write(scene, .plot, out: out, console: console) { try DocsFiles.writePlot(scene, job, to: $0) }
        }
    }

    private func write(
        _ scene: Scene, _ format: OutputFormat, out: URL, console: Console,
        _ body: (String) throws -> Void
    ) throws {
        let path = out.appendingPathComponent(DocsFiles.relativePath(scene.name, format)).path
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try body(path)
        } catch let e as CLIError {
            throw e
        } catch {
            throw CLIError.failure("writing the \(format.rawValue) of \(scene.name) to \(path) failed: \(error)")
        }
        written.append((path, (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0))
    }

    /// Names each file written, or sums them up when there are more than eight.
    func report(to console: Console, out: URL) {
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
