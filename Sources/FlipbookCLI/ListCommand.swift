import Foundation
import FlipbookCore

/// `flipbook list`.
enum ListCommand {
    static func run(_ words: [String], console: Console) throws {
        let a = try Arguments(words, for: .list)
        if a.flags.contains("help") { console.print(Help.named(Help.list)); return }
        guard a.positionals.isEmpty else { throw CLIError.usage("list takes no arguments; got '\(a.positionals[0])'") }
        if a.flags.contains("devices") { StageOptions.printDevices(console); return }
        let fps = try a.values["fps"].map(Values.fps) ?? 60
        let catalogue = SceneCatalogue.current
        let width = catalogue.names.map(\.count).max() ?? 0
        console.print(
            "NAME".padding(toLength: width, withPad: " ", startingAt: 0) + "  DURATION  FRAMES  TIMING / SUMMARY")
        let limit = try SceneTimeLimit.seconds(a)
        var failures = SceneFailures()
        let probe = SceneIsolation.start(
            catalogue.names, jobs: ProcessInfo.processInfo.activeProcessorCount, timeLimit: limit)
        defer { probe?.stop() }
        for scene in catalogue.scenes {
            if Interrupts.shared.isSet { throw CLIError.interrupted }
            if let verdict = try probe?.verdict(for: scene.name), verdict != .survived {
                failures.add(scene.name, verdict, console: console)
                continue
            }
            let timeline: Timeline
            do {
                timeline = try SceneTimeLimit.guarding(scene.name, seconds: probe == nil ? limit : 0) {
                    try scene.record(fps: fps)
                }
            } catch {
                // The others are still listed; the run exits 1 at the end.
                failures.add(scene.name, "scene \(scene.name) could not be recorded: \(error)", console: console)
                continue
            }
            let d = String(format: "%7.3fs", timeline.duration)
            let n = String(timeline.frameCount(fps: fps)).leftPad(6)
            let about = scene.timing.isEmpty ? scene.summary : "\(scene.timing): \(scene.summary)"
            console.print("\(scene.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(d)  \(n)  \(about)")
        }
        try failures.finish(of: catalogue.scenes.count)
    }
}
