import Foundation
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookDiff
import FlipbookDocs

extension GoldenDiffing where Format == Bitmap {
    /// PNG files compared on decoded pixels under the check's tolerance (`ImageDiff`); the
    /// mismatch carries the metrics, and same-size images a diff image.
    public static var image: GoldenDiffing<Bitmap> {
        GoldenDiffing(
            read: { try PNGFile.read($0.path) }, write: { try PNGFile.write($0, to: $1.path) },
            compare: { actual, expected, file, tolerance in
                let diff = ImageDiff.compare(actual, expected, tolerance: tolerance)
                guard !diff.matches else { return nil }
                return GoldenDifference(
                    mismatch: FrameMismatch(
                        frame: file.index, label: file.label, diff: diff,
                        actual: actual, expected: expected),
                    diffImage: diff.diffImage)
            }, picture: { $0 })
    }
}

extension GoldenDiffing where Format == String {
    /// UTF-8 text files compared exactly (the tolerance is for images); a difference names
    /// the first differing line.
    public static var text: GoldenDiffing<String> {
        GoldenDiffing(
            read: { try String(contentsOf: $0, encoding: .utf8) },
            write: { try $0.write(to: $1, atomically: true, encoding: .utf8) },
            compare: { actual, expected, file, _ in
                actual == expected
                    ? nil
                    : GoldenDifference(
                        mismatch: FrameMismatch(
                            frame: file.index, label: file.label,
                            reason: .differs(details: TimelineText.firstDifference(actual, expected))))
            })
    }
}

extension GoldenStrategy where Value == Timeline, Format == Bitmap {
    /// Every frame of the timeline (or `options.frames`) as a PNG golden,
    /// `<folder>/frame-0000.png`, ... (`folder`: `options.folder`, else `__Goldens__/<name>`),
    /// drawn by `RenderJob` at `options.scale` and `options.fps` on `options.jobs` threads
    /// (the path `flipbook render` uses), compared on decoded pixels under
    /// `options.tolerance`. Goldens past the last frame are stale; a timing change gets the
    /// time-shift hint.
    public static var frames: GoldenStrategy {
        GoldenStrategy(diffing: .image) { timeline, context in
            let o = context.options
            let folder = o.folder ?? context.goldens.appendingPathComponent(context.name, isDirectory: true)
            let count = timeline.frameCount(fps: o.fps.isFinite && o.fps > 0 ? o.fps : 60)
            if let bad = o.problem(frameCount: count) { throw GoldenProblem(bad) }
            let frames = o.frames.map { Array(Set($0)).sorted() } ?? Array(0..<count)
            let diffing = GoldenDiffing.image
            func file(_ k: Int) -> GoldenFile {
                GoldenFile(
                    index: k, url: folder.appendingPathComponent(FrameFileName.name(k)), label: "frame \(k)",
                    stem: FrameFileName.stem(k))
            }
            let job = RenderJob(timeline: timeline, scale: o.scale, fps: o.fps, frames: frames, jobs: o.jobs)
            return GoldenSet(
                files: frames.map(file), count: count,
                produce: { files, body in
                    // The frame loop: each frame drawn once, on the pipeline's workers.
                    let byFrame = Dictionary(uniqueKeysWithValues: files.map { ($0.index, $0) })
                    _ = try FramePipeline.forEachBitmap(job) { k, bitmap, _ in
                        if let f = byFrame[k] { try body(f, bitmap) }
                    }
                },
                staleFiles: o.frames != nil
                    ? nil
                    : {
                        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                        return names.filter { (FrameFileName.index(of: $0) ?? -1) >= count }.sorted()
                            .map { folder.appendingPathComponent($0) }
                    },
                hint: { differing, actual in
                    TimeShift.search(
                        differing: differing, count: count, tolerance: o.tolerance, actual: actual,
                        expected: { try? diffing.read(file($0).url) })
                })
        }
    }

    /// One PNG of evenly spaced frames with their times and numbers (`ContactSheet`, the
    /// picture of `flipbook render --format sheet`, titled with the check's name and no
    /// subtitle), `<folder>/<name>.contact-sheet.png`
    /// (`folder`: `options.folder`, else `__Goldens__`), drawn at `options.scale` and
    /// `options.fps` and compared on decoded pixels under `options.tolerance`: one small
    /// golden that shows a whole transition.
    public static func contactSheet(
        frameCount: Int = ContactSheet.defaultFrameCount,
        thumbnailWidth: Double = 150
    ) -> GoldenStrategy {
        GoldenStrategy(diffing: .image) { timeline, context in
            let o = context.options
            if let bad = o.problem(frameCount: timeline.frameCount(fps: o.fps.isFinite && o.fps > 0 ? o.fps : 60)) {
                throw GoldenProblem(bad)
            }
            let sheet = try ContactSheet(
                title: context.name, subtitle: "", frameCount: frameCount, thumbnailWidth: thumbnailWidth)
            let file = GoldenFile(
                index: 0,
                url: (o.folder ?? context.goldens).appendingPathComponent("\(context.name).contact-sheet.png"),
                label: "contact sheet", stem: "\(context.name).contact-sheet")
            return GoldenSet(files: [file], count: 1) { files, body in
                let job = RenderJob(timeline: timeline, scale: o.scale, fps: o.fps, jobs: o.jobs)
                for f in files { try body(f, try sheet.render(job)) }
            }
        }
    }
}

extension GoldenStrategy where Value == Timeline, Format == String {
    /// The text dump of the timeline at `times` (`TimelineText.dump`; default 0, D/4, D/2,
    /// 3D/4, D) as `<folder>/<name>.timeline.txt` (`folder`: `options.folder`, else
    /// `__Goldens__`), compared exactly: the second tier, which survives a change of Cairo's
    /// version.
    public static func timelineText(times: [Double]? = nil) -> GoldenStrategy {
        GoldenStrategy(diffing: .text) { timeline, context in
            .text(
                TimelineText.dump(timeline, times: times),
                at: (context.options.folder ?? context.goldens).appendingPathComponent("\(context.name).timeline.txt"),
                label: "timeline text")
        }
    }
}

extension GoldenSet where Format == String {
    /// One text golden at `url` whose actual value is `text`.
    static func text(_ text: String, at url: URL, label: String) -> GoldenSet {
        let stem = url.deletingPathExtension().lastPathComponent
        return GoldenSet(files: [GoldenFile(index: 0, url: url, label: label, stem: stem)], count: 1) { files, body in
            for f in files { try body(f, text) }
        }
    }
}
