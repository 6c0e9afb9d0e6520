import Foundation
import FlipbookDocs
import FlipbookPNG
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// `flipbook render` and `flipbook showcase`.
enum RenderCommand {
    /// The options `render` takes with a value, as declared (`OptionSpec`).
    static let valued = OptionSpec.options(for: .render).filter(\.takesValue).map(\.name)
    /// The switches `render` takes, as declared.
    static let switches = OptionSpec.options(for: .render).filter { !$0.takesValue }.map(\.name)

    /// Settings shared by both commands.
    struct Settings: Sendable {
        var fps = 60.0
        var scale = 2.0
        var out = "out"
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var jobsGiven = false
        var compression = 1
        /// Whether --compression was given (the animated PNG defaults to `DocsOptions.animatedPNGLevel` otherwise).
        var compressionGiven = false
        var quiet = false
        var frames: String?
        /// --shard: only the scenes of this shard (nil: every scene).
        var shard: Shard?
        /// --format: what to write for each scene (default: the frame sequence).
        var formats: [OutputFormat] = [.png]
        /// --sheet-frames: thumbnails on a contact sheet.
        var sheetFrames = ContactSheet.defaultFrameCount
        /// --hold-first / --hold-last: seconds the animated PNG rests on its first / last frame.
        var holdFirst = 0.5, holdLast = 0.5
        /// --loops: plays of the animated PNG, 0 for forever.
        var loops = 0
        /// --quality, --colors, --dither, --palette: the WebP and GIF settings.
        var animated = AnimatedOptions()
        /// --scene-timeout: seconds one scene's first recording may take (0: no limit).
        var sceneTimeout = SceneTimeLimit.defaultSeconds
    }

    static func settings(_ a: Arguments) throws -> Settings {
        var s = Settings()
        if let v = a.values["fps"] { s.fps = try Values.fps(v) }
        if let v = a.values["scale"] { s.scale = try Values.scale(v) }
        if let v = a.values["out"] { s.out = v }
        if let v = a.values["jobs"] { s.jobs = try Values.jobs(v); s.jobsGiven = true }
        if let v = a.values["compression"] {
            s.compression = try OptionSpec.named("compression").whole(v)
            s.compressionGiven = true
        }
        s.quiet = a.flags.contains("quiet")
        s.frames = a.values["frames"]
        if let v = a.values["shard"] {
            guard let shard = Shard(parsing: v) else { throw OptionSpec.named("shard").invalid(v) }
            s.shard = shard
        }
        s.sceneTimeout = try SceneTimeLimit.seconds(a)
        try DocsOptions.parse(a, into: &s)
        return s
    }

    static func run(_ words: [String], console: Console) throws {
        let a = try Arguments(words, for: .render)
        if a.flags.contains("help") { console.print(Help.named(Help.render)); return }
        guard !a.positionals.isEmpty else {
            throw CLIError.usage(
                "render needs at least one scene name; '\(SceneCatalogue.current.program) list' shows them")
        }
        let scenes = try a.positionals.map(scene(named:))
        try render(StageOptions.expand(scenes, try StageOptions.configurations(a)), try settings(a), console: console)
            .finish()
    }

    static func runShowcase(_ words: [String], console: Console) throws {
        let a = try Arguments(words, for: .showcase)
        if a.flags.contains("help") { console.print(Help.named(Help.showcase)); return }
        guard a.positionals.isEmpty else {
            throw CLIError.usage("showcase takes no scene names (it renders them all); got '\(a.positionals[0])'")
        }
        try render(
            StageOptions.expand(SceneCatalogue.current.scenes, try StageOptions.configurations(a)), try settings(a),
            console: console
        ).finish()
    }

    /// The scene a mistyped name most likely meant: the first that starts with it (e.g.
    /// "spring-rotate"), else the closest by edit distance when it is close enough to be a typo.
    static func suggestedScene(for name: String) -> String? {
        Suggestion.best(for: name, in: SceneCatalogue.current.names, prefixes: true)
    }

    static func scene(named name: String) throws -> Scene {
        let catalogue = SceneCatalogue.current
        if let s = catalogue.scene(named: name) { return s }
        let hint = suggestedScene(for: name).map { "; did you mean '\($0)'?" } ?? ""
        throw CLIError.usage(
            "unknown scene '\(name)'\(hint) ('\(catalogue.program) list' shows all \(catalogue.names.count))")
    }

    /// What `render` did: the scenes rendered in full, and the ones that failed.
    struct Outcome {
        /// Each scene rendered in full, in order.
        var scenes: [Scene]
        /// The scenes that could not be recorded, rendered or written.
        var failures: SceneFailures
        /// How many distinct scenes were asked for (in the shard, with `--shard`).
        var total: Int

        /// Throws the run's failure (exit 1) when a scene failed.
        func finish() throws { try failures.finish(of: total) }
    }

    /// Renders `scenes` (those of `--shard`, when given) as `s` says. A scene that fails
    /// (cannot be recorded, rendered or written) is named on the console and the others go
    /// on; usage errors and interrupts stop the run.
    ///
    /// Memory stays flat however many scenes there are: every scene is recorded once to check
    /// it (RenderPlan.swift) and its timeline dropped; scenes are then recorded again, one at a
    /// time, when their turn comes, and nothing of a finished scene is kept. The frame files
    /// are drawn scene by scene, each scene's frames on the worker threads; the docs formats
    /// (animated PNG, WebP, GIF, sheet, plot) are then made on one pool of the same number of
    /// threads for the whole run: per scene, one task for the animated formats, which share
    /// one drawing of its frames, and one for each other format (`DocsTasks`).
    static func render(_ scenes: [Scene], _ s: Settings, console: Console) throws -> Outcome {
        // Validate everything before writing anything (RenderPlan.swift).
        let docs = try DocsOptions.prepare(s)
        let chosen = s.shard.map { shard in scenes.filter { shard.contains($0.name) } } ?? scenes
        var failures = SceneFailures()
        let total = Set(chosen.map(\.name)).count
        let planned = try plan(chosen, s, failures: &failures, console: console)
        if DryRun.isOn { return Outcome(scenes: planned.map(\.scene), failures: failures, total: total) }
        let outURL = try Values.outputFolder(s.out)
        try checkSceneFolders(planned.map(\.scene), in: outURL)
        Interrupts.shared.install()
        if let shard = s.shard, !s.quiet {
            console.error("shard \(shard): \(chosen.count) of \(Set(scenes.map(\.name)).count) scenes")
        }
        let frameTotal = docs.needsFrames ? planned.reduce(0) { $0 + $1.frameCount } : 0
        let bar = ProgressBar(console: console, total: frameTotal, label: "")
        let started = DispatchTime.now().uptimeNanoseconds
        var done = 0, rendered = 0
        for (index, p) in planned.enumerated() where docs.needsFrames {
            let scene = p.scene
            let base = done
            done += p.frameCount
            let job: RenderJob
            do { job = try p.job(s) } catch let e as CLIError where e != .interrupted {
                failures.add(scene.name, e.description, console: console)
                continue
            }
            let dir = try sceneFolder(scene.name, in: outURL)
            if docs.writesFrames {
                do { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
                    failures.add(
                        scene.name, "cannot create folder \(dir.path): \(Values.describe(error))", console: console)
                    continue
                }
            }
            let dirPath = dir.path
            let kept = docs.keepsFrames ? FrameStore() : nil
            let writesFrames = docs.writesFrames
            do {
                _ = try FramePipeline.run(
                    job,
                    sink: { k, png in
                        if writesFrames { try PNGFile.writeBytes(png, to: dirPath + "/" + frameFileName(k)) }
                        kept?.put(k, png)
                    },
                    progress: { n in
                        if !s.quiet { bar.update(base + n) }
                    }, shouldStop: { Interrupts.shared.isSet })
            } catch {
                removeTemporaries(in: dir)
                if Interrupts.shared.isSet { throw CLIError.interrupted }
                failures.add(scene.name, "rendering \(scene.name) failed: \(error)", console: console)
                continue
            }
            if Interrupts.shared.isSet {
                removeTemporaries(in: dir)
                throw CLIError.interrupted
            }
            if s.frames == nil && docs.writesFrames { removeStaleFrames(in: dir, from: job.frames.count) }
            rendered += job.frames.count
            if let kept {
                do {
                    try docs.writeMovies(scene, index: index, kept.inOrder(job.frames), fps: s.fps, out: outURL)
                } catch let e as CLIError where e != .interrupted {
                    failures.add(scene.name, e.description, console: console)
                }
            }
            MemoryRelease.afterScene()
        }
        try DocsTasks.run(planned, docs, settings: s, out: outURL, failures: &failures, console: console)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let good = planned.map(\.scene).filter { !failures.names.contains($0.name) }
        if !s.quiet && docs.needsFrames {
            let rate = seconds > 0 ? Double(rendered) / seconds : 0
            console.error(
                String(
                    format: "rendered %d frames of %d scene%@ in %.2f s (%.0f frames/s) to %@",
                    rendered, good.count, good.count == 1 ? "" : "s", seconds, rate, outURL.path))
        }
        docs.report(to: console, out: outURL)
        return Outcome(scenes: good, failures: failures, total: total)
    }

    /// `frame-0000.png` for frame 0 (four digits, more when needed).
    static func frameFileName(_ k: Int) -> String { FrameFileName.name(k) }

    /// Removes this process's temporary files (`.NAME.PID.TOKEN.tmp`, see `PNGFile`) from
    /// `dir`; another process's are left alone.
    static func removeTemporaries(in dir: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        let mine = ".\(getpid())."
        for n in names where n.hasPrefix(".") && n.hasSuffix(".tmp") && n.contains(mine) {
            unlink(dir.appendingPathComponent(n).path)
        }
    }

    /// Removes frames left by an earlier, longer render of the same scene.
    static func removeStaleFrames(in dir: URL, from count: Int) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        for n in names {
            if let k = FrameFileName.index(of: n), k >= count { unlink(dir.appendingPathComponent(n).path) }
        }
    }
}
