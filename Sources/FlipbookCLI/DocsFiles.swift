import Foundation
import FlipbookDocs
import FlipbookPNG
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// The docs pictures of one scene (animated PNG, contact sheet, timing plot, video), written
/// to OUT/docs/NAME.apng, NAME.sheet.png, NAME.plot.png and NAME.mp4, next to the frame
/// folders OUT/NAME/, which hold nothing but frames.
enum DocsFiles {
    /// The folder name under OUT.
    static let folder = "docs"

    /// OUT/docs/NAME.apng and so on, relative to OUT.
    static func relativePath(_ scene: String, _ format: OutputFormat) -> String {
        switch format {
        case .png: return scene + "/"
        case .apng: return "\(folder)/\(scene).apng"
        case .webp: return "\(folder)/\(scene).webp"
        case .gif: return "\(folder)/\(scene).gif"
        case .sheet: return "\(folder)/\(scene).sheet.png"
        case .plot: return "\(folder)/\(scene).plot.png"
        case .mp4: return "\(folder)/\(scene).mp4"
        }
    }

    /// "spring-rotate.present" and "2.000 s · 121 frames at 60 fps · spring(...)": the title
    /// line of sheets and plots; a scene without timing text ends after the frames.
    static func titles(_ scene: Scene, _ timeline: Timeline, fps: Double) -> (String, String) {
        let frames = timeline.frameCount(fps: fps)
        var parts = [String(format: "%.3f s", timeline.duration), "\(frames) frames at \(TimingNumber.text(fps)) fps"]
        let timing = scene.timing.trimmingCharacters(in: .whitespaces)
        if !timing.isEmpty { parts.append(timing) }
        return (scene.name, parts.joined(separator: " · "))
    }

    /// Writes the contact sheet of `job`'s timeline, compressed at zlib `level`.
    static func writeSheet(_ scene: Scene, _ job: RenderJob, frames: Int, level: Int, to path: String) throws {
        let (title, subtitle) = titles(scene, job.timeline, fps: job.fps)
        let sheet = try ContactSheet(title: title, subtitle: subtitle, frameCount: frames)
        try PNGFile.write(try sheet.render(job), to: path, encoder: PNGEncoder(compressionLevel: level))
    }

    /// Writes the timing plot of `job`'s timeline, compressed at zlib `level`.
    static func writePlot(_ scene: Scene, _ job: RenderJob, level: Int, to path: String) throws {
        let (title, subtitle) = titles(scene, job.timeline, fps: job.fps)
        let note =
            "Progress of each animated property (0 = from value, 1 = to value) against scene time"
            + (scene.gesture.map { "; gesture: \($0)" } ?? "")
        let plot = try TimingPlot(title: title, subtitle: subtitle, note: note)
        try PNGFile.write(
            try plot.render(job.timeline, fps: job.fps, scale: job.scale), to: path,
            encoder: PNGEncoder(compressionLevel: level))
    }

    /// Writes the animated PNG of `count` frames, `frame(k)` drawing or decoding frame k, as
    /// delta frames.
    static func writeAPNG(count: Int, encoder: APNGEncoder, to path: String, frame: (Int) throws -> Bitmap) throws {
        try PNGFile.writeBytes(try encoder.encodeDeltas(count: count, frame: frame), to: path)
    }
}

/// Short numbers for titles: "60", "29.97".
enum TimingNumber {
    static func text(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
    }
}
