import Foundation
import FlipbookCore
import FlipbookDiff
import FlipbookRender

/// How a transition is checked against its goldens (`assertGoldens`, `Goldens.verify`).
/// swift-snapshot-testing spreads these over `Snapshotting` and `withSnapshotTesting`;
/// here they are one value.
public struct GoldenOptions: Sendable {
    /// The folder holding `frame-0000.png`, `frame-0001.png`, ...; nil (default):
    /// `__Goldens__/<name>` beside the test file. For kinds of one file (`.timelineText`,
    /// `.contactSheet`), the folder holding `<name>.timeline.txt` or
    /// `<name>.contact-sheet.png`; nil: `__Goldens__`.
    public var folder: URL?
    /// The record mode; nil (default): `RecordMode.fromEnvironment()` (`FLIPBOOK_RECORD`,
    /// else `never` under CI, else `missing`).
    public var record: RecordMode?
    /// How much frames may differ; default `.exact` (decoded pixels compared byte for byte).
    public var tolerance: DiffTolerance
    /// Pixels per point (`UIScreen.scale`); default 1: small, fast goldens.
    public var scale: Double
    /// Frames per second, greater than 0 and at most 240; default 60. Frame k shows
    /// t = min(k / fps, duration): use the fps the timeline was recorded at.
    public var fps: Double
    /// Which frame indices to check; nil (default): every frame, and golden files past the
    /// last frame fail the check.
    public var frames: [Int]?
    /// Where failure artefacts go, in a subfolder named after the check; nil (default):
    /// `$FLIPBOOK_ARTIFACTS`, else `.build/golden-failures` under the current directory
    /// (the package root under `swift test`).
    public var artifacts: URL?
    /// Worker threads for rendering; default: the number of cores.
    public var jobs: Int
    /// Only the checks of this shard run (`Shard`: a split of check names by their hash, the
    /// split `flipbook render --shard` makes of scene names); the others pass without drawing
    /// anything. nil (default): `FLIPBOOK_SHARD=K/N` when set, else every check. `Shard.all`
    /// runs every check whatever the environment says.
    public var shard: Shard?

    /// Creates options; every parameter has the default documented on its property.
    public init(
        folder: URL? = nil, record: RecordMode? = nil, tolerance: DiffTolerance = .exact,
        scale: Double = 1, fps: Double = 60, frames: [Int]? = nil, artifacts: URL? = nil,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil
    ) {
        self.folder = folder; self.record = record; self.tolerance = tolerance; self.scale = scale
        self.fps = fps; self.frames = frames; self.artifacts = artifacts; self.jobs = jobs; self.shard = shard
    }

    /// The environment variable that moves failure artefacts: `FLIPBOOK_ARTIFACTS=DIR`.
    public static let artifactsVariable = "FLIPBOOK_ARTIFACTS"

    /// The folder for the failure artefacts of the check named `name`: `<base>/<name>`.
    public func artifactsFolder(name: String, environment env: [String: String] = ProcessInfo.processInfo.environment)
        -> URL
    {
        let base =
            artifacts
            ?? env[Self.artifactsVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? URL(fileURLWithPath: ".build/golden-failures", isDirectory: true)
        return base.appendingPathComponent(name, isDirectory: true).standardizedFileURL
    }

    /// A sentence on a setting out of range, or nil.
    func problem(frameCount count: Int) -> String? {
        guard fps.isFinite, fps > 0, fps <= 240 else { return "fps must be greater than 0 and at most 240; got \(fps)" }
        guard scale.isFinite, scale > 0, scale <= 8 else {
            return "scale must be greater than 0 and at most 8; got \(scale)"
        }
        if let frames = frames {
            guard !frames.isEmpty else { return "frames is empty; pass nil to check every frame" }
            let outside = frames.filter { $0 < 0 || $0 >= count }
            if !outside.isEmpty {
                return
                    "frames \(outside.map(String.init).joined(separator: ", ")) are outside the scene's \(count) frames (0-\(count - 1))"
            }
        }
        return nil
    }
}
