import Foundation
import FlipbookCore
import FlipbookRender

/// Checks every frame of a recorded transition against golden PNGs: decoded pixels compared
/// exactly or with a tolerance, goldens written as the record mode says, and on failure the
/// actual, expected and diff images plus an HTML report written to the artefacts folder.
public enum Goldens {
    /// The golden file name of frame `k`: `frame-0000.png`.
    public static func fileName(_ k: Int) -> String { String(format: "frame-%04d.png", k) }

    /// The default folder: `__Goldens__/<name>` beside the test file.
    public static func defaultFolder(name: String, filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__", isDirectory: true)
            .appendingPathComponent(name, isDirectory: true)
    }

    /// Checks `timeline` against the goldens named `name`; never throws: problems are in the report.
    public static func verify(_ timeline: Timeline, name: String, options: GoldenOptions = GoldenOptions(),
                              filePath: String = #filePath) -> GoldenReport {
        let folder = options.folder ?? defaultFolder(name: name, filePath: filePath)
        let mode = options.record ?? RecordMode.fromEnvironment()
        var report = GoldenReport(name: name, mode: mode, tolerance: options.tolerance, folder: folder)
        let count = timeline.frameCount(fps: options.fps)
        let frames = (options.frames ?? Array(0..<count)).filter { $0 >= 0 && $0 < count }
        report.checked = frames
        let job = RenderJob(timeline: timeline, scale: options.scale, fps: options.fps, frames: frames, jobs: options.jobs)
        let artefacts = options.artifactsFolder(name: name)
        let results = Results()
        if mode != .never {
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                report.failures.append(.init(frame: frames.first ?? 0, pixel: nil, differentPixels: 0,
                                             note: "cannot create the golden folder: \(error)"))
                return report
            }
        }
        do {
            _ = try FramePipeline.forEachBitmap(job) { k, actual, _ in
                let path = folder.appendingPathComponent(fileName(k)).path
                let exists = FileManager.default.fileExists(atPath: path)
                if mode == .all || (!exists && mode != .never) {
                    try PNGFile.write(actual, to: path)
                    results.recorded(k)
                    return
                }
                guard exists else {
                    results.failed(.init(frame: k, pixel: nil, differentPixels: 0, note: "the golden \(path) is missing (record mode 'never'; run with FLIPBOOK_RECORD=missing to record it)"))
                    return
                }
                let expected: Bitmap
                do { expected = try PNGFile.read(path) } catch {
                    if mode == .failed { try PNGFile.write(actual, to: path); results.recorded(k); return }
                    results.failed(.init(frame: k, pixel: nil, differentPixels: 0, note: "the golden \(path) cannot be read: \(error)"))
                    return
                }
                let diff = ImageDiff.compare(actual, expected, tolerance: options.tolerance)
                guard !diff.matches else { return }
                let note = diff.size == nil
                    ? "sizes differ: actual \(actual.width)x\(actual.height), expected \(expected.width)x\(expected.height)" : ""
                results.failed(.init(frame: k, pixel: diff.firstDifference, differentPixels: diff.differentPixels, note: note))
                try writeArtefacts(k: k, actual: actual, expected: expected, diff: diff.diffImage, into: artefacts)
                if mode == .failed { try PNGFile.write(actual, to: path); results.recorded(k) }
            }
        } catch {
            report.failures.append(.init(frame: -1, pixel: nil, differentPixels: 0, note: "rendering or writing failed: \(error)"))
        }
        report.recorded = results.recordedFrames.sorted()
        report.failures += results.failures.sorted { $0.frame < $1.frame }
        if mode == .failed {
            // Re-recorded failures are reported as recordings, not failures.
            let re = Set(report.recorded)
            report.failures.removeAll { re.contains($0.frame) }
        }
        if options.frames == nil, mode != .all {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            report.extraGoldens = names.filter { n in
                n.hasPrefix("frame-") && n.hasSuffix(".png") && (Int(n.dropFirst(6).dropLast(4)).map { $0 >= count } ?? false)
            }.sorted()
        }
        if let first = report.failures.first, first.frame >= 0 {
            report.timeShift = timeShift(of: first.frame, job: job, folder: folder, count: count, tolerance: options.tolerance)
            report.reportFile = try? HTMLReport.write(report, into: artefacts)
        }
        return report
    }

    /// Looks for a golden within three frames that the actual frame `k` matches.
    static func timeShift(of k: Int, job: RenderJob, folder: URL, count: Int, tolerance: DiffTolerance) -> (frame: Int, shift: Int)? {
        guard let actual = try? job.bitmap(ofFrame: k) else { return nil }
        for j in [1, -1, 2, -2, 3, -3] where k + j >= 0 && k + j < count {
            let path = folder.appendingPathComponent(fileName(k + j)).path
            guard let expected = try? PNGFile.read(path) else { continue }
            if ImageDiff.compare(actual, expected, tolerance: tolerance, makeImage: false).matches { return (k, j) }
        }
        return nil
    }

    static func writeArtefacts(k: Int, actual: Bitmap, expected: Bitmap, diff: Bitmap?, into dir: URL) throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let stem = String(format: "frame-%04d", k)
        try PNGFile.write(actual, to: dir.appendingPathComponent("\(stem).actual.png").path)
        try PNGFile.write(expected, to: dir.appendingPathComponent("\(stem).expected.png").path)
        if let d = diff { try PNGFile.write(d, to: dir.appendingPathComponent("\(stem).diff.png").path) }
    }
}

/// Results gathered from worker threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var recordedFrames: [Int] = []
    private(set) var failures: [GoldenReport.FrameFailure] = []
    func recorded(_ k: Int) { lock.lock(); recordedFrames.append(k); lock.unlock() }
    func failed(_ f: GoldenReport.FrameFailure) { lock.lock(); failures.append(f); lock.unlock() }
}
