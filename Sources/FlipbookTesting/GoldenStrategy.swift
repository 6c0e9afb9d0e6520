import Foundation
import FlipbookCore
import FlipbookDiff

/// How one kind of golden is stored and compared, as swift-snapshot-testing's `Diffing`:
/// `Format` is what a golden file holds once read (a `Bitmap` of decoded pixels, a `String`).
public struct GoldenDiffing<Format: Sendable>: Sendable {
    /// Reads a golden file; throws when it cannot be read or decoded.
    public var read: @Sendable (URL) throws -> Format
    /// Writes a golden file (atomically).
    public var write: @Sendable (Format, URL) throws -> Void
    /// nil when `actual` matches `expected` under the check's tolerance (for images), else
    /// what differs. Called from worker threads.
    public var compare:
        @Sendable (_ actual: Format, _ expected: Format, _ golden: GoldenFile, _ tolerance: DiffTolerance) ->
            GoldenDifference?
    /// The picture of a value for the failure artefacts and the HTML report (images: the
    /// value itself); nil (text): the check writes no artefacts.
    public var picture: (@Sendable (Format) -> Bitmap)?

    /// Creates a diffing from its four parts.
    public init(
        read: @escaping @Sendable (URL) throws -> Format, write: @escaping @Sendable (Format, URL) throws -> Void,
        compare: @escaping @Sendable (Format, Format, GoldenFile, DiffTolerance) -> GoldenDifference?,
        picture: (@Sendable (Format) -> Bitmap)? = nil
    ) {
        self.read = read; self.write = write; self.compare = compare; self.picture = picture
    }
}

/// One golden file of a check: where it is and how messages name it.
public struct GoldenFile: Sendable, Equatable {
    /// The position in the check's sequence (the frame number for frame goldens; 0 for a
    /// check with one file).
    public var index: Int
    /// The file.
    public var url: URL
    /// How messages name it: "frame 12", "contact sheet".
    public var label: String
    /// The artefacts' file stem: `frame-0012` gives `frame-0012.actual.png`, ...
    public var stem: String

    /// Creates a golden file.
    public init(index: Int, url: URL, label: String, stem: String) {
        self.index = index; self.url = url; self.label = label; self.stem = stem
    }
}

/// What differs between an actual value and its golden.
public struct GoldenDifference {
    /// The mismatch with its metrics, as reports and `flipbook diff` print it.
    public var mismatch: FrameMismatch
    /// The diff image, for images that have the same size.
    public var diffImage: Bitmap?

    /// Creates a difference.
    public init(mismatch: FrameMismatch, diffImage: Bitmap? = nil) {
        self.mismatch = mismatch; self.diffImage = diffImage
    }
}

/// The goldens one value makes: which files, and how to make the actual value of each, as
/// swift-snapshot-testing's `Snapshotting` turns a value into its format.
public struct GoldenSet<Format: Sendable> {
    /// The golden files, in order.
    public var files: [GoldenFile]
    /// How many entries the whole sequence has (frames of a scene; files past it are stale).
    public var count: Int
    /// Makes the actual value of each of `files` once, handing it to `body` (possibly from
    /// several threads, in any order). The one place a strategy draws.
    public var produce:
        (_ files: [GoldenFile], _ body: @escaping @Sendable (GoldenFile, Format) throws -> Void) throws -> Void
    /// Golden files of the folder past the end of the sequence (`frame-0031.png` when a
    /// scene got shorter); nil for a kind without a sequence of files.
    public var staleFiles: (() -> [URL])?
    /// A hint when the differences look like a timing change (`TimeShift`); gets the
    /// differing indices and the actual value of a differing index (kept from the one run),
    /// and reads the goldens it needs itself (before any is re-recorded).
    public var hint: ((_ differing: [Int], _ actual: (Int) -> Format?) -> TimeShift?)?

    /// Creates a set.
    public init(
        files: [GoldenFile], count: Int,
        produce: @escaping ([GoldenFile], @escaping @Sendable (GoldenFile, Format) throws -> Void) throws -> Void,
        staleFiles: (() -> [URL])? = nil,
        hint: (([Int], (Int) -> Format?) -> TimeShift?)? = nil
    ) {
        self.files = files; self.count = count; self.produce = produce; self.staleFiles = staleFiles; self.hint = hint
    }
}

/// Where a check's goldens go and how it runs: the settings a strategy reads.
public struct GoldenContext {
    /// The check's name.
    public var name: String
    /// The folder of the goldens of the test file (`__Goldens__` beside it), or the folder
    /// the options name.
    public var goldens: URL
    /// The options (record mode, tolerance, scale, fps, frames, jobs, ...).
    public var options: GoldenOptions
}

/// A kind of golden, as swift-snapshot-testing's `Snapshotting`: how a `Value` becomes golden
/// files of a `Format` and how they compare. `Goldens.verify(_:as:...)` and
/// `assertGolden(of:as:...)` run every kind through the same path: record modes, missing and
/// unreadable goldens, artefacts and the HTML report, the time-shift hint, re-recording.
///
/// Kinds: `.frames` (every frame a PNG, `__Goldens__/<name>/frame-0000.png`, ...),
/// `.timelineText(times:)` (`__Goldens__/<name>.timeline.txt`), `.contactSheet(...)` (one
/// PNG of evenly spaced frames, `__Goldens__/<name>.contact-sheet.png`).
public struct GoldenStrategy<Value, Format: Sendable> {
    /// How the files are stored and compared.
    public var diffing: GoldenDiffing<Format>
    /// The goldens of a value in a context; throws for settings the kind cannot use (the
    /// message becomes the report's problem).
    public var goldens: (Value, GoldenContext) throws -> GoldenSet<Format>

    /// Creates a strategy.
    public init(diffing: GoldenDiffing<Format>, goldens: @escaping (Value, GoldenContext) throws -> GoldenSet<Format>) {
        self.diffing = diffing; self.goldens = goldens
    }

    /// The same kind for another value, as swift-snapshot-testing's `pullback`.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) -> Value) -> GoldenStrategy<NewValue, Format> {
        GoldenStrategy<NewValue, Format>(diffing: diffing) { value, context in
            try self.goldens(transform(value), context)
        }
    }
}

/// A setting a kind of golden cannot use: the report's problem.
public struct GoldenProblem: Error, CustomStringConvertible {
    /// The sentence.
    public var description: String
    /// Creates a problem.
    public init(_ description: String) { self.description = description }
}
