import Foundation
import FlipbookRender

/// How a transition is checked against its goldens.
public struct GoldenOptions: Sendable {
    /// The folder holding `frame-XXXX.png` goldens; nil: `__Goldens__/<name>` beside the test file.
    public var folder: URL?
    /// The record mode; nil: `RecordMode.fromEnvironment()`.
    public var record: RecordMode?
    /// How much frames may differ (exact by default).
    public var tolerance: DiffTolerance
    /// Pixels per point (1 by default: small, fast goldens).
    public var scale: Double
    /// Frames per second (60 by default).
    public var fps: Double
    /// Which frames to check; nil: every frame.
    public var frames: [Int]?
    /// Where failure artefacts go; nil: `$FLIPBOOK_ARTIFACTS` or `.build/golden-failures`.
    public var artifacts: URL?
    /// Worker threads for rendering (default: the number of cores).
    public var jobs: Int

    /// Creates options.
    public init(folder: URL? = nil, record: RecordMode? = nil, tolerance: DiffTolerance = .exact,
                scale: Double = 1, fps: Double = 60, frames: [Int]? = nil, artifacts: URL? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.folder = folder; self.record = record; self.tolerance = tolerance; self.scale = scale
        self.fps = fps; self.frames = frames; self.artifacts = artifacts; self.jobs = jobs
    }

    /// The environment variable that moves failure artefacts.
    public static let artifactsVariable = "FLIPBOOK_ARTIFACTS"

    func artifactsFolder(name: String) -> URL {
        let base = artifacts
            ?? ProcessInfo.processInfo.environment[Self.artifactsVariable].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: ".build/golden-failures")
        return base.appendingPathComponent(name, isDirectory: true)
    }
}
