import Foundation
import FlipbookCore
import FlipbookRender

/// The `flipbook` command: parses the command line, runs a command, returns the exit code.
public enum FlipbookCLI {
    /// Runs `flipbook` with `args` (without the program name) and returns the exit code. The
    /// scenes are those of the catalogue in force: none, unless called inside
    /// `run(_:scenes:program:console:)`, which sets them (commands that take no scene, such as
    /// `diff` and `port`, need none).
    public static func run(_ args: [String], console: Console = .standard()) -> Int32 {
        MemoryRelease.beforeRun
        do {
            // Messages printed while recording name this program; children that record a
            // run's scenes are handed its command line (SceneIsolation.swift).
            try ProgramName.$override.withValue(SceneCatalogue.current.program) {
                try SceneIsolation.$arguments.withValue(args) { try dispatch(args, console: console) }
            }
            return 0
        } catch let e as CLIError {
            console.error("\(SceneCatalogue.current.program): \(e.description)")
            if case .usage = e {
                // Point at the command's own help when the command is known.
                let command = args.first.flatMap { commands.contains($0) && $0 != "help" ? $0 : nil }
                console.error(
                    "Run '\(SceneCatalogue.current.program) \(command.map { "\($0) " } ?? "")--help' for usage.")
            }
            return e.exitCode
        } catch {
            console.error("\(SceneCatalogue.current.program): \(error)")
            return 1
        }
    }

    static let commands = ["list", "render", "showcase", "gallery", "diff", "help", "port"]

    static func dispatch(_ args: [String], console: Console) throws {
        guard let command = args.first else {
            console.print(Help.named(Help.tool))
            throw CLIError.usage("no command given")
        }
        let rest = Array(args.dropFirst())
        switch command {
        case "-h", "--help": console.print(Help.named(Help.tool))
        case "--version", "version": console.print(Help.named(Help.versionLine))
        // Not listed: prints the README's option table, made from the declarations.
        case "help-table": console.print(OptionSpec.readmeTable)
        case "help":
            switch rest.first {
            case nil: console.print(Help.named(Help.tool))
            case "list": console.print(Help.named(Help.list))
            case "render": console.print(Help.named(Help.render))
            case "showcase": console.print(Help.named(Help.showcase))
            case "gallery": console.print(Help.named(Help.gallery))
            case "diff": console.print(Help.named(Help.diff))
            case "port": console.print(Help.named(Help.port))
            case let other?:
                throw CLIError.usage("no help for unknown command '\(other)'" + suggestion(other, commands))
            }
        case "list": try ListCommand.run(rest, console: console)
        case "render": try RenderCommand.run(rest, console: console)
        case "showcase": try RenderCommand.runShowcase(rest, console: console)
        case "gallery": try GalleryCommand.run(rest, console: console)
        case "diff": try DiffCommand.run(rest, console: console)
        case "port": try PortCommand.run(rest, console: console)
        // Not listed: a child's part of a run whose scenes record in children.
        case SceneIsolation.command: try SceneIsolation.runChild(rest)
        default:
            throw CLIError.usage("unknown command '\(command)'" + suggestion(command, commands))
        }
    }

    static func suggestion(_ word: String, _ candidates: [String]) -> String {
        guard let best = Suggestion.best(for: word, in: candidates) else {
            return "; commands: " + candidates.joined(separator: ", ")
        }
        return "; did you mean '\(best)'?"
    }
}

extension String {
    func leftPad(_ n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self }
}
