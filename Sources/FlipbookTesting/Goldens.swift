import Foundation
import FlipbookDiff
import FlipbookPNG
import FlipbookCore
import FlipbookRender

/// Checks every frame of a recorded transition against golden PNGs: decoded pixels compared
/// exactly or with a tolerance, goldens written as the record mode says, and on failure the
/// actual, expected and diff images plus an HTML report written to the artefacts folder.
/// The frames are drawn by `RenderJob`, the path `flipbook render` uses.
public enum Goldens {
    /// The golden file name of frame `k`: `frame-0000.png` (four digits, more when needed).
    public static func fileName(_ k: Int) -> String { String(format: "frame-%04d.png", k) }

    /// The default folder: `__Goldens__/<name>` beside the test file.
    public static func defaultFolder(name: String, filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__", isDirectory: true)
            .appendingPathComponent(name, isDirectory: true)
    }

    /// Checks `timeline` against the goldens named `name` (a folder name: no "/", not "." or
    /// ".."). Never throws: every problem is in the report.
    public static func verify(_ timeline: Timeline, name: String, options: GoldenOptions = GoldenOptions(),
                              filePath: String = #filePath,
                              environment env: [String: String] = ProcessInfo.processInfo.environment) -> GoldenReport {
        let folder = options.folder ?? defaultFolder(name: name, filePath: filePath)
        let mode = options.record ?? RecordMode.fromEnvironment(env)
        var report = GoldenReport(name: name, folder: folder, mode: mode, tolerance: options.tolerance, fps: options.fps)
        let count = timeline.frameCount(fps: options.fps.isFinite && options.fps > 0 ? options.fps : 60)
        if options.record == nil, let bad = RecordMode.invalidEnvironmentValue(env) { report.problem = bad; return report }
        if name.isEmpty || name.contains("/") || name == "." || name == ".." {
            report.problem = "'\(name)' cannot name a golden folder; use a name without '/'"
            return report
        }
        if let bad = options.problem(frameCount: count) { report.problem = bad; return report }
        let frames = options.frames.map { Array(Set($0)).sorted() } ?? Array(0..<count)
        report.checked = frames
        let artefacts = options.artifactsFolder(name: name, environment: env)
        Artefacts.clear(artefacts)

        let fm = FileManager.default
        let missing = Set(frames.filter { !fm.fileExists(atPath: path(folder, $0)) })
        if mode == .all || (mode != .never && !missing.isEmpty) {
            do { try fm.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                report.problem = "cannot create the golden folder \(folder.path): \(error)"
                return report
            }
        }
        let job = RenderJob(timeline: timeline, scale: options.scale, fps: options.fps, frames: frames, jobs: options.jobs)
        let results = Results()
        do {
            _ = try FramePipeline.forEachBitmap(job) { k, actual, _ in
                let golden = path(folder, k)
                if mode == .all || (missing.contains(k) && mode != .never) {
                    try PNGFile.write(actual, to: golden)
                    results.recorded(k)
                    return
                }
                let label = "frame \(k)"
                func fail(_ m: FrameMismatch, expected: Bitmap?, diff: Bitmap?) {
                    do {
                        results.failed(m, try Artefacts.write(stem: String(format: "frame-%04d", k), heading: label, note: m.details,
                                                              actual: actual, expected: expected, diff: diff, into: artefacts))
                    } catch {
                        results.failed(m, nil)
                        results.note("cannot write the failure artefacts in \(artefacts.path): \(error)")
                    }
                }
                guard !missing.contains(k) else {
                    return fail(FrameMismatch(frame: k, label: label, reason: .missing(path: golden)), expected: nil, diff: nil)
                }
                let expected: Bitmap
                do { expected = try PNGFile.read(golden) } catch {
                    return fail(FrameMismatch(frame: k, label: label, reason: .unreadable(path: golden, message: "\(error)")),
                                expected: nil, diff: nil)
                }
                let diff = ImageDiff.compare(actual, expected, tolerance: options.tolerance)
                guard !diff.matches else { return }
                fail(FrameMismatch(frame: k, label: label, diff: diff, actual: actual, expected: expected),
                     expected: expected, diff: diff.diffImage)
            }
        } catch {
            report.problem = "rendering or writing failed: \(error)"
        }
        report.recorded = results.recordedFrames.sorted()
        let failed = results.failures.sorted { $0.0.frame < $1.0.frame }
        report.mismatches = failed.map(\.0)
        if report.problem == nil { report.problem = results.problem }
        let compared = report.mismatches.filter(\.isComparison).map(\.frame)
        if !compared.isEmpty {
            report.timeShift = TimeShift.search(differing: compared, count: count, tolerance: options.tolerance,
                                                actual: { try? job.bitmap(ofFrame: $0) },
                                                expected: { try? PNGFile.read(path(folder, $0)) })
        }
        if !report.mismatches.isEmpty {
            report.artifacts = artefacts
            let rows = failed.compactMap(\.1)
            report.reportFile = try? HTMLReport(title: "\(name): golden failures", summary: summary(report), hint:
                                                    report.timeShift.map { $0.sentence(fps: options.fps) }, rows: rows)
                .write(into: artefacts)
        }
        if mode == .failed {
            // After the time-shift search, which reads the old goldens.
            for m in report.mismatches {
                do { try PNGFile.write(job.bitmap(ofFrame: m.frame), to: path(folder, m.frame)); report.recorded.append(m.frame) } catch {
                    report.problem = "re-recording frame \(m.frame) failed: \(error)"
                }
            }
            report.recorded.sort()
        }
        if options.frames == nil { report.staleGoldens = staleGoldens(in: folder, count: count, remove: mode == .all) }
        return report
    }

    static func path(_ folder: URL, _ k: Int) -> String { folder.appendingPathComponent(fileName(k)).path }

    static func summary(_ r: GoldenReport) -> [String] {
        var s = ["\(r.mismatches.count) of \(r.checked.count) frames differ from the goldens in \(r.folder.path) (tolerance: \(r.tolerance))."]
        if let f = r.firstMismatch { s.append("First divergent frame: \(f.frame) (\(f.details)).") }
        if r.mismatches.count > 1 { s.append("Differing frames: \(compactList(r.mismatches.map(\.frame))).") }
        return s
    }

    /// `frame-NNNN.png` files in `folder` with N >= count, sorted; removed when `remove`.
    static func staleGoldens(in folder: URL, count: Int, remove: Bool) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let stale = names.filter { n in
            n.hasPrefix("frame-") && n.hasSuffix(".png") && (Int(n.dropFirst(6).dropLast(4)).map { $0 >= count } ?? false)
        }.sorted()
        if remove { for n in stale { try? FileManager.default.removeItem(at: folder.appendingPathComponent(n)) } }
        return stale
    }
}

/// Results gathered from worker threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var recordedFrames: [Int] = []
    private(set) var failures: [(FrameMismatch, HTMLReport.Row?)] = []
    private(set) var problem: String?
    func recorded(_ k: Int) { lock.lock(); recordedFrames.append(k); lock.unlock() }
    func failed(_ m: FrameMismatch, _ row: HTMLReport.Row?) { lock.lock(); failures.append((m, row)); lock.unlock() }
    func note(_ p: String) { lock.lock(); if problem == nil { problem = p }; lock.unlock() }
}
