import Foundation

/// A dry run of the command line: everything `FlipbookCLI.run` checks (options, values,
/// scene names, frame ranges, frame sizes, the pixel budget, the `--out` path's text), with
/// scenes recorded but nothing rendered and the file system left alone. The fuzzers drive
/// the parser through it, and it is the same code path as a real run up to the first write.
enum DryRun {
    /// Whether the current `run` stops before the file system.
    @TaskLocal static var isOn = false
}

extension FlipbookCLI {
    /// Runs `flipbook args` for `scenes` as a dry run (see `DryRun`) and returns the exit code
    /// it would have (0, or 1 or 2 for the error that a real run would report before writing).
    public static func check(_ args: [String], scenes: [Scene], console: Console) -> Int32 {
        DryRun.$isOn.withValue(true) { run(args, scenes: scenes, console: console) }
    }
}
