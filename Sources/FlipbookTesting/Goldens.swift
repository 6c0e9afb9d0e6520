import Foundation
import FlipbookDiff
import FlipbookPNG
import FlipbookCore
import FlipbookRender

/// Checks values against golden files, through one path for every kind (`GoldenStrategy`):
/// frames of a recorded transition (`.frames`, the default), its text dump
/// (`.timelineText`), a contact sheet (`.contactSheet`), or a kind of your own. Images are
/// compared on decoded pixels, exactly or with a tolerance; goldens are written as the
/// record mode says; on failure the actual, expected and diff images plus an HTML report go
/// to the artefacts folder. Frames are drawn by `RenderJob`, the path `flipbook render` uses,
/// each once.
public enum Goldens {
    /// The folder of a test file's goldens, beside it: `__Goldens__`.
    public static let folderName = "__Goldens__"

    /// The golden file name of frame `k`: `frame-0000.png` (four digits, more when needed).
    public static func fileName(_ k: Int) -> String { FrameFileName.name(k) }

    /// The goldens folder of the test file at `filePath`: `__Goldens__` beside it.
    public static func goldensFolder(filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(folderName, isDirectory: true)
    }

    /// The default folder of frame goldens: `__Goldens__/<name>` beside the test file.
    public static func defaultFolder(name: String, filePath: String) -> URL {
        goldensFolder(filePath: filePath).appendingPathComponent(name, isDirectory: true)
    }

    /// Checks every frame of `timeline` against the goldens named `name` (a folder name: no
    /// "/", not "." or ".."): `verify(_:as:...)` with `.frames`. Never throws: every problem
    /// is in the report.
    public static func verify(
        _ timeline: Timeline, name: String, options: GoldenOptions = GoldenOptions(),
        filePath: String = #filePath,
        environment env: [String: String] = ProcessInfo.processInfo.environment
    ) -> GoldenReport {
        verify(timeline, as: .frames, name: name, options: options, filePath: filePath, environment: env)
    }

    /// Checks `value` as `strategy` makes and compares its goldens, named `name` (no "/",
    /// not "." or ".."), in `options.folder` or beside the test file at `filePath`. Never
    /// throws: every problem is in the report.
    public static func verify<Value, Format: Sendable>(
        _ value: Value, as strategy: GoldenStrategy<Value, Format>, name: String,
        options: GoldenOptions = GoldenOptions(), filePath: String = #filePath,
        environment env: [String: String] = ProcessInfo.processInfo.environment
    ) -> GoldenReport {
        let mode = options.record ?? RecordMode.fromEnvironment(env)
        var report = GoldenReport(
            name: name, folder: options.folder ?? defaultFolder(name: name, filePath: filePath),
            mode: mode, tolerance: options.tolerance, fps: options.fps)
        if options.record == nil, let bad = RecordMode.invalidEnvironmentValue(env) {
            report.problem = bad; return report
        }
        if name.isEmpty || name.contains("/") || name == "." || name == ".." {
            report.problem = "'\(name)' cannot name a golden folder; use a name without '/'"
            return report
        }
        let shard: Shard
        do { shard = try options.shard ?? Shard.fromEnvironment(env) ?? .all } catch {
            report.problem = "\(error)"
            return report
        }
        if !shard.contains(name) {
            report.skippedByShard = shard
            return report
        }
        let set: GoldenSet<Format>
        do {
            set = try strategy.goldens(
                value, GoldenContext(name: name, goldens: goldensFolder(filePath: filePath), options: options))
        } catch {
            report.problem = "\(error)"
            return report
        }
        let folder = set.files.first?.url.deletingLastPathComponent() ?? report.folder
        report.folder = folder
        report.checked = set.files.map(\.index)
        let artefacts = options.artifactsFolder(name: name, environment: env)
        let verifier = GoldenVerifier(
            name: name, diffing: strategy.diffing, mode: mode,
            artifacts: strategy.diffing.picture == nil ? nil : artefacts,
            folder: folder, tolerance: options.tolerance)
        let outcome = verifier.run(
            set,
            summary: { mismatches in
                var r = report
                r.mismatches = mismatches
                return summary(r)
            }, hintSentence: { $0.sentence(fps: options.fps) })
        report.recorded = outcome.recorded
        report.mismatches = outcome.mismatches
        report.problem = outcome.problem
        report.timeShift = outcome.timeShift
        report.reportFile = outcome.reportFile
        if !report.mismatches.isEmpty, verifier.artifacts != nil { report.artifacts = artefacts }
        if let stale = set.staleFiles?() {
            report.staleGoldens = stale.map(\.lastPathComponent)
            if mode == .all { for url in stale { try? FileManager.default.removeItem(at: url) } }
        }
        return report
    }

    static func summary(_ r: GoldenReport) -> [String] {
        var s = [
            "\(r.mismatches.count) of \(r.checked.count) frames differ from the goldens in \(r.folder.path) (tolerance: \(r.tolerance))."
        ]
        if let f = r.firstMismatch { s.append("First divergent frame: \(f.frame) (\(f.details)).") }
        if r.mismatches.count > 1 { s.append("Differing frames: \(compactList(r.mismatches.map(\.frame))).") }
        return s
    }
}
