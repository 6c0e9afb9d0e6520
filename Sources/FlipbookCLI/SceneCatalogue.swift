import Foundation
import FlipbookUIKit

/// The scenes a run of the command line knows (`list`, `render`, `showcase`, `gallery`), and the
/// program's name in its messages: the built-in showcase for `flipbook` (its `main.swift` passes
/// them), an app's own scenes for an executable that calls `FlipbookCLI.main(scenes:)`.
struct SceneCatalogue: Sendable {
    /// The scenes, in the order `list` and `gallery` show them.
    let scenes: [Scene]
    /// The program's name, as messages spell it ("flipbook").
    let program: String

    /// The catalogue of the run in progress, as `FlipbookCLI.run(_:scenes:)` set it (no scenes
    /// outside one): a task-local, so the commands need no extra parameter.
    @TaskLocal static var current = SceneCatalogue(scenes: [], program: "flipbook")

    /// The scene with this name, if any.
    func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }

    /// Every scene's name, in order.
    var names: [String] { scenes.map(\.name) }
}
