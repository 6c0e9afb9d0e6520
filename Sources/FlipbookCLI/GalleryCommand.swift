import Foundation
import FlipbookPNG
import FlipbookCore
import FlipbookRender
import FlipbookShowcase

/// `flipbook gallery`: renders every scene (or the named ones) in every docs format and
/// writes DIR/index.html, a static page showing them all.
enum GalleryCommand {
    /// The default output folder.
    static let defaultOut = "out/gallery"
    /// The default scale: pixels per point of frames, animated PNGs, sheets and plots.
    static let defaultScale = 1.0

    static func run(_ words: [String], console: Console) throws {
        let a = try Arguments(words, for: .gallery)
        if a.flags.contains("help") { console.print(Help.gallery); return }
        let scenes =
            a.positionals.isEmpty ? SceneCatalogue.current.scenes : try a.positionals.map(RenderCommand.scene(named:))
        var s = try RenderCommand.settings(a)
        if a.values["out"] == nil { s.out = defaultOut }
        if a.values["scale"] == nil { s.scale = defaultScale }
        s.formats = OutputFormat.all
        // The page shows every scene that rendered; the failed ones are named and make the run
        // exit 1 after the page is written.
        var outcome = try RenderCommand.render(scenes, s, console: console)
        if DryRun.isOn { return try outcome.finish() }
        let out = URL(fileURLWithPath: s.out)
        // Each scene's section is written from a fresh recording, one scene at a time, so the
        // page holds text, not timelines.
        var page = GalleryPage(entries: [], fps: s.fps, scale: s.scale, sheetFrames: s.sheetFrames)
        for scene in outcome.scenes {
            let timeline: Timeline
            do { timeline = try scene.record(fps: s.fps) } catch {
                outcome.failures.add(
                    scene.name, "scene \(scene.name) could not be recorded: \(error)", console: console)
                continue
            }
            page.add(GalleryPage.Entry(scene: scene, timeline: timeline, sizes: fileSizes(scene.name, in: out)))
        }
        let html = page.html
        let index = out.appendingPathComponent("index.html").path
        do { try PNGFile.writeBytes(Array(html.utf8), to: index) } catch {
            throw CLIError.failure("cannot write \(index): \(error)")
        }
        console.print("gallery: \(out.standardizedFileURL.appendingPathComponent("index.html").path)")
        try outcome.finish()
    }

    /// The bytes of each docs file of `scene` under `out`, by format (0 when missing).
    static func fileSizes(_ scene: String, in out: URL) -> [OutputFormat: Int] {
        var sizes: [OutputFormat: Int] = [:]
        for format in OutputFormat.animated + [.sheet, .plot] {
            let path = out.appendingPathComponent(DocsFiles.relativePath(scene, format)).path
            sizes[format] = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        }
        return sizes
    }
}
