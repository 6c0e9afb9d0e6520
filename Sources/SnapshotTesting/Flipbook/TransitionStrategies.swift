#if os(Linux)
import Foundation
import FlipbookCore
import FlipbookDocs
import FlipbookRender
import FlipbookTesting
import FlipbookUIKit

/// Flipbook's transitions as snapshot strategies, so one test file asserts still screens and
/// the transitions between them: a `Scene` (or a recorded `Timeline`) as every frame
/// (`.frames`), one contact sheet (`.contactSheet`) or its text dump (`.timelineText`). The
/// references sit in the same `__Snapshots__/<TestFile>/` folder, named as every snapshot is.
extension Snapshotting where Value == Timeline, Format == UIImage {
    /// Every frame at `fps` and `scale` as PNGs in a folder
    /// `__Snapshots__/<TestFile>/<testName>.<n or name>/frame-0000.png, ...`, drawn and
    /// compared as FlipbookTesting's `.frames` goldens are (exactly; stale frames fail; the
    /// time-shift hint), recorded as the record mode says.
    public static func frames(fps: Double = 60, scale: Double = 1) -> Snapshotting {
        var s = Snapshotting(pathExtension: nil, diffing: .image) { _ in StillPicture.emptyImage() }
        s.verifyInPlace = { timeline, folder, record in
            let report = Goldens.verify(
                timeline, as: .frames, name: folder.lastPathComponent,
                options: GoldenOptions(folder: folder, record: RecordMode(record), scale: scale, fps: fps),
                filePath: folder.path)
            return report.passed ? nil : report.message
        }
        return s
    }

    /// One PNG of `frameCount` evenly spaced frames (FlipbookDocs' `ContactSheet`, untitled)
    /// drawn at `fps` and `scale`, compared as an image.
    public static func contactSheet(
        fps: Double = 60, scale: Double = 1, frameCount: Int = ContactSheet.defaultFrameCount,
        thumbnailWidth: Double = 150
    ) -> Snapshotting {
        SimplySnapshotting.image(scale: scale).pullback { timeline in
            drawn { try sheetImage(timeline, fps: fps, scale: scale, frameCount: frameCount, width: thumbnailWidth) }
        }
    }
}

/// The contact sheet of a timeline as an image at `scale`.
func sheetImage(_ timeline: Timeline, fps: Double, scale: Double, frameCount: Int, width: Double) throws -> UIImage {
    let sheet = try ContactSheet(title: "", subtitle: "", frameCount: frameCount, thumbnailWidth: width)
    let bitmap = try sheet.render(RenderJob(timeline: timeline, scale: scale, fps: fps))
    return SnapshotImages.image(bitmap, scale: CGFloat(scale))
}

extension Snapshotting where Value == Timeline, Format == String {
    /// The text dump of the timeline at `times` (FlipbookTesting's `TimelineText.dump`;
    /// default 0, D/4, D/2, 3D/4, D) as a `.txt`, compared line by line.
    public static func timelineText(times: [Double]? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { TimelineText.dump($0, times: times) }
    }
}

/// A scene recorded for a strategy; a scene that fails to record fails the assertion with
/// the recording's error.
struct SceneRecordingFailed: Error, CustomStringConvertible {
    var scene: String
    var error: Error
    var description: String { "Recording the scene '\(scene)' failed: \(error)" }
}

extension Snapshotting where Value == Scene, Format == UIImage {
    /// Every frame of the scene recorded at `fps` (`Snapshotting<Timeline, UIImage>.frames`).
    public static func frames(fps: Double = 60, scale: Double = 1) -> Snapshotting {
        let timelines = Snapshotting<Timeline, UIImage>.frames(fps: fps, scale: scale)
        var s = Snapshotting(pathExtension: nil, diffing: .image) { _ in StillPicture.emptyImage() }
        s.verifyInPlace = { scene, folder, record in
            do { return timelines.verifyInPlace?(try scene.record(fps: fps), folder, record) } catch {
                return "\(SceneRecordingFailed(scene: scene.name, error: error))"
            }
        }
        return s
    }

    /// A contact sheet of the scene recorded at `fps`.
    public static func contactSheet(
        fps: Double = 60, scale: Double = 1, frameCount: Int = ContactSheet.defaultFrameCount,
        thumbnailWidth: Double = 150
    ) -> Snapshotting {
        SimplySnapshotting.image(scale: scale).pullback { scene in
            drawn {
                try sheetImage(
                    try scene.record(fps: fps), fps: fps, scale: scale, frameCount: frameCount, width: thumbnailWidth)
            }
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The text dump of the scene recorded at `fps`; a failed recording gives its error as the text.
    public static func timelineText(fps: Double = 60, times: [Double]? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { scene in
            do { return TimelineText.dump(try scene.record(fps: fps), times: times) } catch {
                return "\(SceneRecordingFailed(scene: scene.name, error: error))\n"
            }
        }
    }
}

extension RecordMode {
    /// The golden record mode of a snapshot record mode (the same four modes).
    init(_ record: SnapshotTestingConfiguration.Record) {
        switch record {
        case .all: self = .all
        case .failed: self = .failed
        case .never: self = .never
        default: self = .missing
        }
    }
}
#endif
