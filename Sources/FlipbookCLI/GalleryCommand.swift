import Foundation
import FlipbookPNG
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// `flipbook gallery`: renders every scene (or the named ones) in every docs format and
/// writes DIR/index.html, a static page showing them all. With several configurations
/// (`--device iPhoneSE,iPhone15Pro,iPad10`, and the other stage options) each scene is
/// rendered in each and its section shows them side by side at one scale.
enum GalleryCommand {
    /// The default output folder.
    static let defaultOut = "out/gallery"
    /// The default scale: pixels per point of frames, animated PNGs, sheets and plots.
    static let defaultScale = 1.0

    static func run(_ words: [String], console: Console) throws {
        let a = try Arguments(words, for: .gallery)
        if a.flags.contains("help") { console.print(Help.named(Help.gallery)); return }
        let scenes =
            a.positionals.isEmpty ? SceneCatalogue.current.scenes : try a.positionals.map(RenderCommand.scene(named:))
        var s = try RenderCommand.settings(a)
        if a.values["out"] == nil { s.out = defaultOut }
        if a.values["scale"] == nil { s.scale = defaultScale }
        s.formats = OutputFormat.all
        let configurations = try StageOptions.configurations(a)
        let expanded = StageOptions.expand(scenes, configurations)
        // The page shows every scene that rendered; the failed ones are named and make the run
        // exit 1 after the page is written.
        var outcome = try RenderCommand.render(expanded, s, console: console)
        if DryRun.isOn { return try outcome.finish() }
        let out = URL(fileURLWithPath: s.out)
        // Each scene's section is written from a fresh recording, one scene at a time, so the
        // page holds text, not timelines.
        var page = GalleryPage(entries: [], fps: s.fps, scale: s.scale, sheetFrames: s.sheetFrames)
        if expanded.count != scenes.count {
            addSideBySide(
                scenes, configurations, rendered: outcome.scenes, to: &page, out: out, outcome: &outcome, fps: s.fps,
                console: console)
        }
        for scene in outcome.scenes where expanded.count == scenes.count {
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

    /// One section per scene holding its configurations that rendered, side by side; the
    /// section's details are the first configuration's.
    static func addSideBySide(
        _ scenes: [Scene], _ configurations: [StageSettings], rendered: [Scene], to page: inout GalleryPage, out: URL,
        outcome: inout RenderCommand.Outcome, fps: Double, console: Console
    ) {
        let done = Set(rendered.map(\.name))
        for scene in scenes {
            let variants = configurations.compactMap { c -> GalleryPage.Variant? in
                let name = "\(scene.name)@\(c.folderName)"
                guard done.contains(name) else { return nil }
                return GalleryPage.Variant(
                    label: GalleryPage.caption(c, among: configurations), file: name, size: c.device.screenSize,
                    sizes: fileSizes(name, in: out))
            }
            guard let first = variants.first, let firstScene = rendered.first(where: { $0.name == first.file }) else {
                continue
            }
            let timeline: Timeline
            do { timeline = try firstScene.record(fps: fps) } catch {
                outcome.failures.add(
                    first.file, "scene \(first.file) could not be recorded: \(error)", console: console)
                continue
            }
            page.add(
                GalleryPage.Entry(scene: scene, timeline: timeline, sizes: first.sizes, variants: variants))
        }
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
