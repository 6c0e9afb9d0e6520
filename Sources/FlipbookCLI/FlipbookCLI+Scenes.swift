import Foundation
@_exported import struct FlipbookUIKit.Scene

/// The command line for an app's own scenes: an executable target of a few lines gets every
/// `flipbook` command (`list`, `render`, `showcase`, `gallery`, `diff`, `port`) with the same
/// options, checks and exit codes, for its scenes instead of the built-in showcase.
///
/// ```swift
/// import UIKit
/// import FlipbookCLI
///
/// FlipbookCLI.main(scenes: [
///     Scene("card.present") { window in
///         let home = UIViewController(), card = CardViewController()
///         window.rootViewController = home
///         return { home.present(card, animated: true) }
///     },
/// ])
/// ```
extension FlipbookCLI {
    /// Runs the command line of this process (`CommandLine.arguments`) for `scenes` and exits
    /// with its exit code (0 success, 1 failure while working or a scene failed or crashed,
    /// 2 usage error, 124 a scene hung past `--scene-timeout`, 130 interrupted). Messages name the program as it was started. A run of
    /// several scenes records each first in a child process of this executable, so that a
    /// scene whose code traps is reported and the others go on (docs/crashes.md).
    public static func main(scenes: [Scene]) -> Never {
        let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "flipbook"
        // This executable answers the hidden command, so scenes record first in children of
        // it (SceneIsolation.swift).
        let code = SceneIsolation.$launcher.withValue(.sameExecutable) {
            run(Array(CommandLine.arguments.dropFirst()), scenes: scenes, program: program)
        }
        exit(code)
    }

    /// Runs the command line `args` (without the program name) for `scenes` and returns the
    /// exit code; `program` names the program in messages (default "flipbook"). Scene names
    /// must be unique: a repeated name is a failure (exit 1) before any command runs.
    public static func run(
        _ args: [String], scenes: [Scene], program: String = "flipbook",
        console: Console = .standard()
    ) -> Int32 {
        var seen = Set<String>()
        for scene in scenes where !seen.insert(scene.name).inserted {
            console.error("\(program): two scenes are named '\(scene.name)'; each scene needs its own name")
            return 1
        }
        return SceneCatalogue.$current.withValue(SceneCatalogue(scenes: scenes, program: program)) {
            run(args, console: console)
        }
    }
}
