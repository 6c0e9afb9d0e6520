import Foundation
import FlipbookPNG
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// The checks `render` and `showcase` make before anything touches the file system: each
/// scene is recorded, its frame list and frame size checked, and the number of worker threads
/// fitted to the pixel budget. A command line that fails here exits 2 with nothing written.
extension RenderCommand {
    /// The environment variable that sets the pixel budget, in megapixels.
    static let budgetVariable = "FLIPBOOK_MAX_MEGAPIXELS"
    /// The default pixel budget: 256 Mpx of frames in memory at once (1 GiB of RGBA, about
    /// three times that with Cairo's surface and the PNG buffers); 16 workers at scale 8.
    static let defaultBudgetMegapixels = 256
    /// The largest budget the variable accepts, in megapixels (a sanity bound, 64 GiB of RGBA).
    static let maxBudgetMegapixels = 16_384

    /// One scene as checked: what its job will be, without the timeline, which is recorded
    /// again when the scene's turn comes (so a run holds one timeline at a time, not one a
    /// scene).
    struct PlannedScene {
        let scene: Scene
        /// The frames asked for (`--frames`), nil for all.
        let frames: [Int]?
        /// How many frames the job renders.
        let frameCount: Int
        /// The scene's frame count at the run's fps.
        let sceneFrameCount: Int
        /// Worker threads fitted to the pixel budget.
        let workers: Int

        /// Records the scene again and builds its job. A scene whose second recording has
        /// another frame count than its first (code that does not record the same way twice)
        /// is a failure, since its frames were checked against the first.
        func job(_ s: Settings, workers: Int? = nil) throws -> RenderJob {
            let timeline: Timeline
            do { timeline = try scene.record(fps: s.fps) } catch {
                throw CLIError.failure("scene \(scene.name) could not be recorded: \(error)")
            }
            guard timeline.frameCount(fps: s.fps) == sceneFrameCount else {
                throw CLIError.failure(
                    "scene \(scene.name) recorded \(timeline.frameCount(fps: s.fps)) frames the second time and "
                        + "\(sceneFrameCount) the first; a scene must record the same transition every time")
            }
            return RenderJob(
                timeline: timeline, scale: s.scale, fps: s.fps, frames: frames, jobs: workers ?? self.workers,
                encoder: PNGEncoder(compressionLevel: s.compression))
        }
    }

    /// Records every scene (once, in order, duplicates dropped), checks its frames and frame
    /// size, and fits its worker threads; the timelines are not kept. A scene that cannot be
    /// recorded goes into `failures` (named on `console`) and the others go on.
    static func plan(
        _ scenes: [Scene], _ s: Settings, failures: inout SceneFailures, console: Console,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> [PlannedScene] {
        try Values.outputPath(s.out)
        let budget = try pixelBudget(environment)
        var planned: [PlannedScene] = []
        var seen = Set<String>()
        let names = scenes.map(\.name).filter { seen.insert($0).inserted }
        seen = []
        // An app's trap while recording ends a child, not the run (SceneIsolation.swift).
        let probe = SceneIsolation.start(names, jobs: s.jobs, timeLimit: s.sceneTimeout)
        defer { probe?.stop() }
        for scene in scenes where seen.insert(scene.name).inserted {
            if let verdict = try probe?.verdict(for: scene.name), verdict != .survived {
                failures.add(scene.name, verdict, console: console)
                continue
            }
            let timeline: Timeline
            do {
                // In one process, a watchdog stands in for the child's time limit.
                timeline = try SceneTimeLimit.guarding(scene.name, seconds: probe == nil ? s.sceneTimeout : 0) {
                    try scene.record(fps: s.fps)
                }
            } catch {
                failures.add(scene.name, "scene \(scene.name) could not be recorded: \(error)", console: console)
                continue
            }
            let count = timeline.frameCount(fps: s.fps)
            let frames = try s.frames.map { try Values.frames($0, count: count, scene: scene.name) }
            let frameCount = frames?.count ?? count
            let pixels = try checkFrameSize(timeline.size, scale: s.scale, scene: scene.name)
            let workers = try fitWorkers(s, frameCount: frameCount, framePixels: pixels, budget: budget)
            planned.append(
                PlannedScene(
                    scene: scene, frames: frames, frameCount: frameCount, sceneFrameCount: count, workers: workers))
        }
        return planned
    }

    /// The pixel budget from `FLIPBOOK_MAX_MEGAPIXELS` (whole megapixels), in pixels.
    static func pixelBudget(_ environment: [String: String]) throws -> Int {
        guard let text = environment[budgetVariable] else { return defaultBudgetMegapixels << 20 }
        guard let mp = Int(text), (1...maxBudgetMegapixels).contains(mp) else {
            throw CLIError.usage(
                "\(budgetVariable) must be a whole number of megapixels from 1 to \(maxBudgetMegapixels); got '\(text)'"
            )
        }
        return mp << 20
    }

    /// The frame size in pixels, checked against what the compositor can draw (1 to
    /// `Compositor.maximumSide` pixels a side, at most `Compositor.maximumPixelCount` in all).
    static func checkFrameSize(_ size: CGSize, scale: Double, scene: String) throws -> Int {
        let pw = Double(size.width), ph = Double(size.height)
        let w = (pw * scale).rounded(), h = (ph * scale).rounded()
        let maxSide = Double(Compositor.maximumSide), maxCount = Double(Compositor.maximumPixelCount)
        let points = "\(format(pw)) x \(format(ph)) points"
        if w < 1 || h < 1 {
            // Each side must round to at least 1 pixel: points * scale >= 0.5.
            let least = 0.5 / min(pw, ph)
            throw CLIError.usage(
                "--scale \(format(scale)) makes \(Int(w)) x \(Int(h)) pixel frames of \(scene) (\(points)); "
                    + "each side needs at least 1 pixel: use --scale \(format(least, up: true)) or more")
        }
        if w > maxSide || h > maxSide || w * h > maxCount {
            let most = min(maxSide / max(pw, ph), (maxCount / (pw * ph)).squareRoot())
            throw CLIError.usage(
                "--scale \(format(scale)) makes \(Int(w)) x \(Int(h)) pixel frames of \(scene) (\(points)), "
                    + "over the compositor's limit of \(Compositor.maximumSide) px a side and \(Compositor.maximumPixelCount >> 20) Mpx, "
                    + "which cannot be raised: use --scale \(format(most, up: false)) or less")
        }
        return Int(w) * Int(h)
    }

    /// The worker threads for one scene: as many as asked (or the cores) while the frames in
    /// memory at once, `framePixels` times the workers, fit the budget. Without `--jobs` the
    /// count is lowered quietly; an explicit `--jobs` over the budget is a usage error.
    static func fitWorkers(_ s: Settings, frameCount: Int, framePixels: Int, budget: Int) throws -> Int {
        let asked = max(1, min(s.jobs, frameCount))
        let fits = budget / framePixels
        let mp = { (p: Int) in format(Double(p) / Double(1 << 20)) }
        guard fits >= 1 else {
            throw CLIError.usage(
                "one frame at --scale \(format(s.scale)) holds \(mp(framePixels)) Mpx, over the pixel budget of "
                    + "\(mp(budget)) Mpx; lower --scale, or raise the budget with \(budgetVariable)=\(Int((Double(framePixels) / Double(1 << 20)).rounded(.up)))"
            )
        }
        if asked <= fits { return asked }
        guard s.jobsGiven else { return fits }
        throw CLIError.usage(
            "--jobs \(s.jobs) at --scale \(format(s.scale)) keeps \(asked) frames of \(mp(framePixels)) Mpx in memory at once "
                + "(\(mp(asked * framePixels)) Mpx), over the pixel budget of \(mp(budget)) Mpx; use --jobs \(fits) or less, "
                + "a lower --scale, or raise the budget with \(budgetVariable)=\(Int((Double(asked * framePixels) / Double(1 << 20)).rounded(.up)))"
        )
    }

    /// The folder of scene `name` inside `out`. Scene names are single path components, so
    /// output never leaves `--out`; anything else (a slash, "..", a NUL) is refused.
    static func sceneFolder(_ name: String, in out: URL) throws -> URL {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else {
            throw CLIError.failure("scene name '\(name)' cannot be a folder name inside --out")
        }
        return out.appendingPathComponent(name, isDirectory: true)
    }

    /// Refuses to start when a scene's folder exists as something other than a folder,
    /// before any frame is written.
    static func checkSceneFolders(_ scenes: [Scene], in out: URL) throws {
        for scene in scenes {
            let dir = try sceneFolder(scene.name, in: out)
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDir), !isDir.boolValue {
                throw CLIError.failure("cannot write frames of \(scene.name): \(dir.path) exists and is not a folder")
            }
        }
    }

    /// `v` with up to four significant digits, rounded up or down in the last one when asked
    /// (so a suggested scale really passes the check).
    static func format(_ v: Double, up: Bool? = nil) -> String {
        guard v.isFinite, v != 0 else { return "\(v)" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        if abs(v) >= 1000 { return String(format: "%.0f", v) }
        let p = pow(10.0, Double(3 - Int(log10(abs(v)).rounded(.down))))
        let r: Double
        switch up {
        case true?: r = (v * p).rounded(.up) / p
        case false?: r = (v * p).rounded(.down) / p
        case nil: r = (v * p).rounded() / p
        }
        return String(format: "%.4g", r)
    }
}
