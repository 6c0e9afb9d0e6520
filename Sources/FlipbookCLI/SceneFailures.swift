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

    /// Records that `scene` failed, `message` saying how, and says so on the console under
    /// the program's name: "my-transitions: scene card.present could not be recorded: ...".
    mutating func add(_ scene: String, _ message: String, console: Console) {
        entries.append((scene, message))
        console.error("\(SceneCatalogue.current.program): \(message)")
    }

    /// Throws the run's failure (exit 1) when a scene failed: "2 of 36 scenes failed: a, b".
    func finish(of total: Int) throws {
        guard !entries.isEmpty else { return }
        var order: [String] = []
        for e in entries where !order.contains(e.scene) { order.append(e.scene) }
        throw CLIError.failure(
            "\(order.count) of \(total) scene\(total == 1 ? "" : "s") failed: \(order.joined(separator: ", "))")
    }
}
