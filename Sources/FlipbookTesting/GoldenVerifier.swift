import Foundation
import FlipbookCore
import FlipbookDiff

/// The one verification path every kind of golden runs through: which files to write (the
/// record mode), each actual value made once and compared with its golden on the worker that
/// made it, the failure artefacts and HTML report, the time-shift hint, and re-recording.
struct GoldenVerifier<Format: Sendable> {
    var name: String
    var diffing: GoldenDiffing<Format>
    var mode: RecordMode
    /// Where failure artefacts go; nil: none are written (text goldens).
    var artifacts: URL?
    /// The folder to create before recording.
    var folder: URL
    /// How much images may differ.
    var tolerance: DiffTolerance

    /// What a run found.
    struct Outcome {
        /// Indices whose golden was written: new, all (`.all`), or re-recorded failures.
        var recorded: [Int] = []
        /// Failures in index order, with the report's row when artefacts were written.
        var failures: [(mismatch: FrameMismatch, row: HTMLReport.Row?)] = []
        /// A problem that stopped the run or an artefact that could not be written.
        var problem: String?
        /// The time-shift hint.
        var timeShift: TimeShift?
        /// The HTML report, when written.
        var reportFile: URL?
        /// The failures' mismatches, in index order (in mode `.failed` then re-recorded).
        var mismatches: [FrameMismatch] { failures.map(\.mismatch) }
    }

    /// Runs the check of `set`; `summary` gives the HTML report's sentences.
    func run(_ set: GoldenSet<Format>, summary: ([FrameMismatch]) -> [String], hintSentence: (TimeShift) -> String)
        -> Outcome
    {
        var outcome = Outcome()
        if let artifacts { Artefacts.clear(artifacts) }
        let fm = FileManager.default
        let missing = Set(set.files.filter { !fm.fileExists(atPath: $0.url.path) }.map(\.index))
        let mode = self.mode
        let records: @Sendable (GoldenFile) -> Bool = { mode == .all || (missing.contains($0.index) && mode != .never) }
        if set.files.contains(where: records) {
            do { try fm.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                outcome.problem = "cannot create the golden folder \(folder.path): \(error)"
                return outcome
            }
        }

        // Kept actual values: every failure's when they will be re-recorded, else only the
        // first comparisons', which the time-shift hint tries (memory stays small when a
        // whole long scene differs).
        let results = Results<Format>(keep: mode == .failed ? nil : TimeShift.sampleSize)
        let diffing = self.diffing, artifacts = self.artifacts, tolerance = self.tolerance
        // One closure per made value, on the worker that made it: record, or compare and keep
        // what the report, the hint and re-recording need (the actual value of a failure).
        let body: @Sendable (GoldenFile, Format) throws -> Void = { file, actual in
            if records(file) {
                try diffing.write(actual, file.url)
                results.recorded(file.index)
                return
            }
            func fail(_ m: FrameMismatch, expected: Format?, diff: Bitmap?) {
                var row: HTMLReport.Row?
                if let dir = artifacts, let picture = diffing.picture {
                    do {
                        row = try Artefacts.write(
                            stem: file.stem, heading: file.label, note: m.details,
                            actual: picture(actual), expected: expected.map(picture),
                            diff: diff, into: dir)
                    } catch {
                        results.note("cannot write the failure artefacts in \(dir.path): \(error)")
                    }
                }
                results.failed(m, row, actual: actual, index: file.index, comparison: m.isComparison)
            }
            guard !missing.contains(file.index) else {
                return fail(
                    FrameMismatch(frame: file.index, label: file.label, reason: .missing(path: file.url.path)),
                    expected: nil, diff: nil)
            }
            let expected: Format
            do { expected = try diffing.read(file.url) } catch {
                return fail(
                    FrameMismatch(
                        frame: file.index, label: file.label,
                        reason: .unreadable(path: file.url.path, message: "\(error)")), expected: nil, diff: nil)
            }
            guard let d = diffing.compare(actual, expected, file, tolerance) else { return }
            fail(d.mismatch, expected: expected, diff: d.diffImage)
        }
        do { try set.produce(set.files, body) } catch {
            outcome.problem = "rendering or writing failed: \(error)"
        }

        outcome.recorded = results.recordedIndices.sorted()
        outcome.failures = results.failures.sorted { $0.0.frame < $1.0.frame }
        if outcome.problem == nil { outcome.problem = results.problem }
        let actuals = results.actuals
        let byIndex = Dictionary(set.files.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
        let compared = outcome.mismatches.filter(\.isComparison).map(\.frame)
        if !compared.isEmpty, let hint = set.hint {
            // The differing frames tried are failures, whose actual values were kept: nothing
            // is made twice. The hint reads the goldens before any is re-recorded.
            outcome.timeShift = hint(compared, { actuals[$0] })
        }
        if !outcome.failures.isEmpty, let dir = artifacts {
            let rows = outcome.failures.compactMap(\.row)
            outcome.reportFile = try? HTMLReport(
                title: "\(name): golden failures", summary: summary(outcome.mismatches),
                hint: outcome.timeShift.map(hintSentence), rows: rows
            ).write(into: dir)
        }
        if mode == .failed {
            // After the time-shift search, which reads the old goldens.
            for m in outcome.mismatches {
                guard let file = byIndex[m.frame], let actual = actuals[m.frame] else { continue }
                do { try diffing.write(actual, file.url); outcome.recorded.append(m.frame) } catch {
                    outcome.problem = "re-recording \(file.label) failed: \(error)"
                }
            }
            outcome.recorded.sort()
        }
        return outcome
    }
}

/// Results gathered from worker threads, behind one lock (the kept values are handed over
/// once by the worker that made them and read after every worker finished).
private final class Results<Format: Sendable>: Sendable {
    private struct State {
        var recordedIndices: [Int] = []
        var failures: [(FrameMismatch, HTMLReport.Row?)] = []
        var problem: String?
        var kept: [Int: Format] = [:]
    }
    private let state = Locked(State())
    /// How many actual values to keep (those of the lowest indices), nil: all.
    private let limit: Int?
    init(keep limit: Int?) { self.limit = limit }
    func recorded(_ k: Int) { state.withLock { $0.recordedIndices.append(k) } }
    func failed(_ m: FrameMismatch, _ row: HTMLReport.Row?, actual: Format, index: Int, comparison: Bool) {
        let limit = self.limit
        state.withLock { s in
            s.failures.append((m, row))
            guard let limit else { s.kept[index] = actual; return }
            guard comparison else { return }
            s.kept[index] = actual
            if s.kept.count > limit, let highest = s.kept.keys.max() { s.kept[highest] = nil }
        }
    }
    func note(_ p: String) { state.withLock { if $0.problem == nil { $0.problem = p } } }
    var recordedIndices: [Int] { state.withLock { $0.recordedIndices } }
    var failures: [(FrameMismatch, HTMLReport.Row?)] { state.withLock { $0.failures } }
    var problem: String? { state.withLock { $0.problem } }
    var actuals: [Int: Format] { state.withLock { $0.kept } }
}
