import Foundation
import FlipbookAnimated
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// One of a scene's animated files (animated PNG, WebP or GIF) being made from frames handed
/// over one at a time, in order.
enum AnimatedStream {
    case apng(APNGEncoder.DeltaStream)
    case webp(WebPAnimationEncoder.Stream)
    case gif(GIFAnimationEncoder.Stream)

    /// A stream of `count` frames in `format` (apng, webp or gif), with the run's timing
    /// (`apng`) and WebP and GIF settings.
    init(_ format: OutputFormat, count: Int, apng: APNGEncoder, animated: AnimatedWriters?) throws {
        switch (format, animated) {
        case (.apng, _): self = .apng(try APNGEncoder.DeltaStream(apng, count: count))
        case (.webp, let animated?):
            self = .webp(
                try WebPAnimationEncoder.Stream(
                    animated.webp, count: count, timing: try AnimationTiming(apng, frameCount: count)))
        case (.gif, let animated?):
            self = .gif(
                try GIFAnimationEncoder.Stream(
                    animated.gif, count: count, timing: try AnimationTiming(apng, frameCount: count)))
        default: preconditionFailure("no stream for \(format.rawValue)")
        }
    }

    /// Adds the next frame; `redraw(k)` gives frame k again (the animated PNG may ask for the
    /// frames before this one again, see `APNGEncoder.DeltaStream`).
    func add(_ bitmap: Bitmap, redraw: (Int) throws -> Bitmap) throws {
        switch self {
        case .apng(let s): try s.add(bitmap, redraw: redraw)
        case .webp(let s): try s.add(bitmap)
        case .gif(let s): try s.add(bitmap)
        }
    }

    /// The file's bytes, once every frame is in.
    func finish() throws -> [UInt8] {
        switch self {
        case .apng(let s): return try s.finish()
        case .webp(let s): return try s.finish()
        case .gif(let s): return try s.finish()
        }
    }
}

extension DocsRun {
    /// The animated formats that share one drawing of each scene's frames: those of
    /// `taskFormats` but a GIF with a global palette, which asks for every frame twice and is
    /// made by a task of its own.
    var sharedAnimated: [OutputFormat] {
        taskFormats.filter {
            OutputFormat.animated.contains($0) && !($0 == .gif && animated?.gif.palette == .global)
        }
    }

    /// Writes the `formats` (animated PNG, WebP, GIF) of `job`'s scene, number `index` of the
    /// run, from one drawing of its frames on the calling thread: each frame is drawn once
    /// (a frame whose layer tree equals the one before is not drawn again) and handed to each
    /// format's stream in turn, so the frames in memory are the one drawn and what the
    /// encoders compare. The bytes are those of each format written alone. A format that
    /// fails is left out and the others go on; the failures come back in report order.
    /// Rethrows an interrupt.
    func writeAnimated(_ formats: [OutputFormat], of scene: Scene, index: Int, _ job: RenderJob, out: URL) throws
        -> [(format: OutputFormat, error: CLIError)]
    {
        guard let apng, !formats.isEmpty else { return [] }
        let count = job.frames.count
        var failed: [(format: OutputFormat, error: CLIError)] = []
        var open: [(format: OutputFormat, path: String, stream: AnimatedStream)] = []
        func fail(_ format: OutputFormat, _ path: String, _ error: any Error) throws {
            failed.append((format, try Self.failure(error, writing: format, of: scene, to: path)))
        }
        for format in formats {
            let path = Self.path(of: scene, format, out: out)
            do {
                try Self.createFolder(of: path)
                open.append((format, path, try AnimatedStream(format, count: count, apng: apng, animated: animated)))
            } catch { try fail(format, path, error) }
        }
        let frames = SequentialFrames(job)
        for k in 0..<count where !open.isEmpty {
            let bitmap: Bitmap
            do { bitmap = try frames.bitmap(k) } catch {
                for o in open { try fail(o.format, o.path, error) }
                open = []
                break
            }
            var kept: [(format: OutputFormat, path: String, stream: AnimatedStream)] = []
            for o in open {
                do {
                    let again = SequentialFrames(job)
                    try o.stream.add(bitmap, redraw: again.bitmap)
                    kept.append(o)
                } catch { try fail(o.format, o.path, error) }
            }
            open = kept
        }
        for o in open {
            do {
                let bytes = try o.stream.finish()
                try PNGFile.writeBytes(bytes, to: o.path)
                record(o.path, bytes: bytes.count, order: Self.order(index, o.format))
            } catch { try fail(o.format, o.path, error) }
        }
        return failed.sorted { Self.order(index, $0.format) < Self.order(index, $1.format) }
    }
}
