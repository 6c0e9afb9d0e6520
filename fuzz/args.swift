// libFuzzer target: the command line (Arguments, Values and a dry run of every command's
// validation: scene lookup and recording, frame lists, frame sizes, pixel budget). Nothing
// is rendered and the file system is not touched. Built by fuzz/run.sh.
@testable import FlipbookCLI

/// Commands the dry run covers; others (added later, e.g. ones that read files) are skipped.
let dryRunCommands: Set<String> = ["list", "render", "showcase", "help"]

/// Input: the arguments, one per line. Exit code 0, 1 or 2; an error is one message on
/// standard error starting "flipbook: ", and a usage error says how to get help.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArgs(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size <= 4096 else { return 0 }
    let text = size == 0 ? "" : String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let args = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let command = args.first, FlipbookCLI.commands.contains(command), !dryRunCommands.contains(command) { return 0 }

    var out = "", err = ""
    let console = Console(out: { out += $0 }, err: { err += $0 })
    let code = FlipbookCLI.check(args, console: console)
    switch code {
    case 0: break
    case 1:
        precondition(err.hasPrefix("flipbook: "), "exit 1 without a message: \(args)")
    case 2:
        precondition(err.hasPrefix("flipbook: "), "exit 2 without a message: \(args)")
        precondition(err.contains("Run 'flipbook --help' for usage."), "usage error without the help hint: \(args)")
    default:
        fatalError("exit code \(code) for \(args)")
    }

    // The value parsers on each word: accepted values are inside their ranges.
    for word in args.prefix(8) {
        if let v = try? Values.fps(word) { precondition(v.isFinite && v > 0 && v <= Values.maxFPS) }
        if let v = try? Values.scale(word) { precondition(v.isFinite && v > 0 && v <= Values.maxScale) }
        if let v = try? Values.jobs(word) { precondition((1...Values.maxJobs).contains(v)) }
        if let b = try? RenderCommand.pixelBudget([RenderCommand.budgetVariable: word]) { precondition(b > 0) }
        _ = try? Values.outputPath(word)
    }
    // The parser alone, with the render options: every option value and flag it returns was
    // on the command line.
    if let a = try? Arguments(args, valued: RenderCommand.valued, switches: RenderCommand.switches) {
        precondition(a.values.keys.allSatisfy(RenderCommand.valued.contains))
        precondition(a.flags.allSatisfy(RenderCommand.switches.contains))
        precondition(a.positionals.allSatisfy(args.contains))
    }
    return 0
}
