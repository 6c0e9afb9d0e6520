import Foundation
import FlipbookCore

/// A named, reproducible scene: it builds fresh controllers, runs its steps on a stage and
/// returns the recorded timeline.
public struct Scene: Sendable {
    /// The scene's name, as `flipbook render NAME` takes it (e.g. "slide-fade.present").
    public let name: String
    /// One line on what it shows and where its animator comes from.
    public let summary: String
    /// The timing, in words ("easeInOut", "spring(damping 0.6, velocity 0)", ...).
    public let timing: String
    /// The gesture, for interactive scenes ("pan from the left edge to 0.5 W over 0.5 s").
    public let gesture: String?
    private let recorder: @Sendable (Double) throws -> Timeline

    /// Creates a scene from a recording function of the frame rate.
    public init(
        name: String, summary: String, timing: String, gesture: String? = nil,
        record: @escaping @Sendable (Double) throws -> Timeline
    ) {
        self.name = name; self.summary = summary; self.timing = timing; self.gesture = gesture
        self.recorder = record
    }

    /// Records the scene at `fps` frames per second (gestures deliver at frame times).
    public func record(fps: Double = 60) throws -> Timeline { try recorder(fps) }
}
