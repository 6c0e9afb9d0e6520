import Foundation
import FlipbookCore
import FlipbookDiff
import FlipbookRender

/// What a golden check found; `message` is the failure message `assertGoldens` records.
public struct GoldenReport: Sendable {
    /// The check's name (the golden folder's name by default).
    public var name: String
    /// Where the goldens are.
    public var folder: URL
    /// The record mode used.
    public var mode: RecordMode
    /// The tolerance applied.
    public var tolerance: DiffTolerance
    /// The frame rate, for the time-shift hint.
    public var fps: Double
    /// Frames considered (compared, or recorded).
    public var checked: [Int] = []
    /// Frames whose golden was written in this run: new ones, every one (`all`), or
    /// re-recorded failures (`failed`).
    public var recorded: [Int] = []
    /// Frames that did not match, in frame order (in mode `failed` they were then re-recorded).
    public var mismatches: [FrameMismatch] = []
    /// Golden files past the scene's last frame (the scene got shorter); removed in mode `all`.
    public var staleGoldens: [String] = []
    /// A problem that stopped the check before or while rendering (an unknown
    /// `FLIPBOOK_RECORD`, a bad option, a folder that cannot be written, a render error).
    public var problem: String?
    /// The hint that the timing changed, when actual frames match shifted goldens.
    public var timeShift: TimeShift?
    /// The folder of the failure artefacts, when any were written.
    public var artifacts: URL?
    /// The HTML report in `artifacts`, when written.
    public var reportFile: URL?
    /// The shard that left this check out (`GoldenOptions.shard`, `FLIPBOOK_SHARD`): nothing
    /// was drawn, read or written, and the check passes; nil when the check ran.
    public var skippedByShard: Shard?

    /// Creates an empty report.
    public init(name: String, folder: URL, mode: RecordMode, tolerance: DiffTolerance, fps: Double) {
        self.name = name; self.folder = folder; self.mode = mode; self.tolerance = tolerance; self.fps = fps
    }

    /// Whether the check passed: nothing failed, nothing was written, nothing is stale.
    public var passed: Bool { problem == nil && mismatches.isEmpty && recorded.isEmpty && staleGoldens.isEmpty }

    /// The first frame that did not match.
    public var firstMismatch: FrameMismatch? { mismatches.first }

    /// The failure message (empty when passed).
    public var message: String {
        if passed { return "" }
        var lines: [String] = []
        if let p = problem { lines.append("\(name): \(p)") }
        let compared = mismatches.filter(\.isComparison), absent = mismatches.filter { !$0.isComparison }
        if let f = compared.first {
            lines.append(
                "\(name): \(compared.count) of \(checked.count) frames differ from the goldens in \(folder.path) (tolerance: \(tolerance))"
            )
            lines.append("  first divergent \(f.label): \(f.details)")
            if compared.count > 1 { lines.append("  differing frames: \(compactList(compared.map(\.frame)))") }
            if let t = timeShift { lines.append("  hint: " + t.sentence(fps: fps)) }
        }
        if let f = absent.first {
            let fix =
                mode == .never ? " (record mode 'never'; record them locally, where the default mode is 'missing')" : ""
            lines.append(
                "\(name): \(absent.count) of \(checked.count) frames have no usable golden\(fix); first: \(f.label): \(f.details)"
            )
        }
        if let r = reportFile { lines.append("  report: \(r.path) (actual, expected and diff images beside it)") }
        let failing = Set(mismatches.map(\.frame))
        let rerecorded = recorded.filter { failing.contains($0) }, new = recorded.filter { !failing.contains($0) }
        if !rerecorded.isEmpty {
            lines.append(
                "\(name): re-recorded \(rerecorded.count) failing golden frame(s) (record mode 'failed'); check them by eye, then run again"
            )
        }
        if !new.isEmpty {
            let what =
                mode == .all ? "recorded all \(new.count) golden frame(s)" : "recorded \(new.count) new golden frame(s)"
            lines.append(
                "\(name): \(what) in \(folder.path) (record mode '\(mode.rawValue)'); check them by eye, then run again"
            )
        }
        if !staleGoldens.isEmpty {
            let list = staleGoldens.prefix(3).joined(separator: ", ") + (staleGoldens.count > 3 ? ", ..." : "")
            lines.append(
                mode == .all
                    ? "\(name): removed \(staleGoldens.count) golden file(s) past the last frame (\(list))"
                    : "\(name): \(staleGoldens.count) golden file(s) past the scene's last frame (\(list)): the scene got shorter; remove them or re-record with \(RecordMode.environmentVariable)=all"
            )
        }
        return lines.joined(separator: "\n")
    }
}
