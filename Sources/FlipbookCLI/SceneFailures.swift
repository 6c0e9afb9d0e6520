import Foundation

/// The scenes of one run that failed (could not be recorded, rendered or written), each with
/// its error. A failing scene does not stop the others: `list`, `render`, `showcase` and
/// `gallery` go on with every scene that works, name each failure on standard error as it
/// happens, and exit 1 at the end (`finish`).
struct SceneFailures {
    /// Each failed scene's name and what went wrong, in the order they failed.
    private(set) var entries: [(scene: String, message: String)] = []

    /// The names of the failed scenes.
    var names: Set<String> { Set(entries.map(\.scene)) }

    /// The scenes whose recording ran past the time limit (`--scene-timeout`).
    private(set) var timedOut: [String] = []

    /// Records that `scene` failed, `message` saying how, and says so on the console under
    /// the program's name: "my-transitions: scene card.present could not be recorded: ...".
    mutating func add(_ scene: String, _ message: String, console: Console) {
        entries.append((scene, message))
        console.error("\(SceneCatalogue.current.program): \(message)")
    }

    /// Records that `scene` failed in the child that tried it (`verdict`'s message), and
    /// whether it timed out.
    mutating func add(_ scene: String, _ verdict: SceneIsolation.Verdict, console: Console) {
        guard let message = verdict.failure else { return }
        if case .timedOut = verdict { timedOut.append(scene) }
        add(scene, message, console: console)
    }

    /// Throws the run's failure when a scene failed: "2 of 36 scenes failed: a, b" (exit 1,
    /// or 124 when one of them timed out).
    func finish(of total: Int) throws {
        guard !entries.isEmpty else { return }
        var order: [String] = []
        for e in entries where !order.contains(e.scene) { order.append(e.scene) }
        let text = "\(order.count) of \(total) scene\(total == 1 ? "" : "s") failed: \(order.joined(separator: ", "))"
        if !timedOut.isEmpty { throw CLIError.timedOut(text + " (timed out: \(timedOut.joined(separator: ", ")))") }
        throw CLIError.failure(text)
    }
}
