@testable import FlipbookCLI
import FlipbookShowcase

/// fuzz target `args`: the whole command line through `FlipbookCLI.check` (a dry run), the
/// value parsers and the argument parser.
enum ArgsInvariants {
    /// Commands the dry run covers; others (ones that read files) are skipped.
    static let dryRunCommands: Set<String> = ["list", "render", "showcase", "help"]

    /// Input: the arguments, one per line (at most 4096 bytes). Exit code 0, 1 or 2; an error
    /// is a message on standard error starting "flipbook: "; a usage error ends with the hint
    /// to the help of the command named first when it is one (other than `help`), else to the
    /// tool's: "Run 'flipbook render --help' for usage." / "Run 'flipbook --help' for usage.".
    static func check(_ input: [UInt8]) throws {
        guard input.count <= 4096 else { return }
        let text = String(decoding: input, as: UTF8.self)
        let args = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let command = args.first, FlipbookCLI.commands.contains(command), !dryRunCommands.contains(command) {
            return
        }

        var err = ""
        let code = FlipbookCLI.check(args, scenes: Showcase.scenes, console: Console(out: { _ in }, err: { err += $0 }))
        try invariant([0, 1, 2].contains(code), "exit code \(code) for \(args)")
        if code != 0 {
            try invariant(err.hasPrefix("flipbook: "), "exit \(code) without a 'flipbook: ' message: \(args): \(err)")
        }
        if code == 2 {
            let own = args.first.flatMap { FlipbookCLI.commands.contains($0) && $0 != "help" ? "\($0) " : nil } ?? ""
            let hint = "Run 'flipbook \(own)--help' for usage."
            try invariant(
                err.hasSuffix(hint + "\n") || err.hasSuffix(hint), "usage error without \"\(hint)\": \(args): \(err)")
        }

        // The value parsers on each word: accepted values are inside their ranges.
        for word in args.prefix(8) {
            if let v = try? Values.fps(word) {
                try invariant(v.isFinite && v > 0 && v <= Values.maxFPS, "fps \(v) from '\(word)'")
            }
            if let v = try? Values.scale(word) {
                try invariant(v.isFinite && v > 0 && v <= Values.maxScale, "scale \(v) from '\(word)'")
            }
            if let v = try? Values.jobs(word) {
                try invariant((1...Values.maxJobs).contains(v), "jobs \(v) from '\(word)'")
            }
            if let b = try? RenderCommand.pixelBudget([RenderCommand.budgetVariable: word]) {
                try invariant(b > 0, "pixel budget \(b) from '\(word)'")
            }
            _ = try? Values.outputPath(word)
        }
        // The parser alone, with the render options: every option value and flag it returns
        // was on the command line.
        if let a = try? Arguments(args, valued: RenderCommand.valued, switches: RenderCommand.switches) {
            try invariant(a.values.keys.allSatisfy(RenderCommand.valued.contains), "unknown option parsed from \(args)")
            try invariant(a.flags.allSatisfy(RenderCommand.switches.contains), "unknown flag parsed from \(args)")
            try invariant(a.positionals.allSatisfy(args.contains), "positional not on the command line: \(args)")
        }
    }
}
