import Foundation
import FlipbookRender

/// What a golden check found.
public struct GoldenReport: Sendable {
    /// One frame that did not match.
    public struct FrameFailure: Sendable {
        /// The frame index.
        public var frame: Int
        /// The first differing pixel, if the sizes matched.
        public var pixel: (x: Int, y: Int)?
        /// Pixels that count as different.
        public var differentPixels: Int
        /// A sentence on the failure (size mismatch, unreadable golden...).
        public var note: String
    }

    /// The transition's name.
    public var name: String
    /// Frames compared.
    public var checked: [Int] = []
    /// Frames written as goldens in this run.
    public var recorded: [Int] = []
    /// Frames that did not match (or whose golden was missing and not recorded).
    public var failures: [FrameFailure] = []
    /// Goldens on disk past the scene's last frame (the scene got shorter).
    public var extraGoldens: [String] = []
    /// The record mode used.
    public var mode: RecordMode
    /// The tolerance applied.
    public var tolerance: DiffTolerance
    /// A hint that the timing changed: actual frame k matches expected frame k + shift.
    public var timeShift: (frame: Int, shift: Int)?
    /// The HTML report, when artefacts were written.
    public var reportFile: URL?
    /// Where the goldens are.
    public var folder: URL

    /// Whether the check passed: nothing failed and nothing was recorded.
    public var passed: Bool { failures.isEmpty && recorded.isEmpty && extraGoldens.isEmpty }

    /// The failure message (empty when passed).
    public var message: String {
        if passed { return "" }
        var lines: [String] = []
        if !failures.isEmpty {
            let f = failures[0]
            var first = "\(name): \(failures.count) of \(checked.count) frames differ from the goldens in \(folder.path) (tolerance: \(tolerance)); first divergent frame \(f.frame)"
            if let p = f.pixel { first += " at pixel (\(p.x), \(p.y)), \(f.differentPixels) pixels differ" }
            if !f.note.isEmpty { first += ": \(f.note)" }
            lines.append(first)
            if let t = timeShift {
                lines.append("hint: actual frame \(t.frame) matches expected frame \(t.frame + t.shift): the timing changed, not the geometry")
            }
            if let r = reportFile { lines.append("report: \(r.path) (actual, expected and diff images beside it)") }
        }
        if !recorded.isEmpty {
            lines.append("\(name): recorded \(recorded.count) golden frame(s) in \(folder.path) (record mode '\(mode.rawValue)'); check them by eye, then run again with FLIPBOOK_RECORD=never")
        }
        if !extraGoldens.isEmpty {
            lines.append("\(name): \(extraGoldens.count) golden file(s) beyond the scene's last frame, e.g. \(extraGoldens[0]); the scene got shorter: remove them or re-record")
        }
        return lines.joined(separator: "\n")
    }
}
