import Foundation
import FlipbookDiff
import FlipbookRender

/// `flipbook diff A B`: compares two PNG files or two folders of frames with
/// `FrameSetDiff`, the engine of `assertGoldens`. Exit 0 when they match, 1 when they do
/// not, 2 for a usage error (a bad option, a missing path, a file against a folder,
/// different frame sets, an unreadable or corrupt image).
enum DiffCommand {

    static func run(_ words: [String], console: Console) throws {
        let a = try Arguments(words, for: .diff)
        if a.flags.contains("help") { console.print(Help.named(Help.diff)); return }
        guard a.positionals.count == 2 else {
            throw CLIError.usage(
                "diff needs two paths, A (expected) and B (actual), two PNG files or two folders; got \(a.positionals.count)"
            )
        }
        let tolerance = try self.tolerance(a)
        let jobs = try a.values["jobs"].map(Values.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
        let pairs: [FrameSetDiff.Pair]
        do { pairs = try FrameSetDiff.pairs(expected: a.positionals[0], actual: a.positionals[1]) } catch let p
            as FrameSetDiff.Problem
        {
            throw CLIError.usage(p.description)
        }
        let out = try a.values["out"].map(Values.outputFolder)
        let report: FrameSetReport
        do { report = try FrameSetDiff.compare(pairs, tolerance: tolerance, artifacts: out, jobs: jobs) } catch let p
            as FrameSetDiff.Problem
        {
            throw CLIError.usage(p.description)
        } catch {
            throw CLIError.failure("cannot write the report under --out: \(error)")
        }
        for line in report.lines { console.print(line) }
        if !report.matches {
            throw CLIError.failure(
                "A and B differ: \(report.mismatches.count) of \(report.count) frame\(report.count == 1 ? "" : "s")")
        }
    }

    /// The tolerance the options give; exact when none is given.
    static func tolerance(_ a: Arguments) throws -> DiffTolerance {
        let threshold = try a.values["threshold"].map(OptionSpec.named("threshold").number)
        let ratio = try a.values["max-diff-ratio"].map(OptionSpec.named("max-diff-ratio").number)
        let pixels = try a.values["max-diff-pixels"].map(OptionSpec.named("max-diff-pixels").whole)
        do {
            return try DiffTolerance(
                threshold: threshold ?? 0, maxDifferentPixels: pixels, maxDifferentRatio: ratio,
                ignoresAntialiasing: a.flags.contains("antialiasing"))
        } catch {
            throw CLIError.usage("\(error)")
        }
    }
}

extension Help {
    static let diff = """
        USAGE
          flipbook diff A B [options]

        Compares two PNG files, or two folders of PNG frames matched by file name, on decoded
        pixels: A is the expected side (goldens, an earlier render), B the actual one. Prints a
        line per frame that is not identical (pixels that differ, the first one, the mean
        absolute difference), the totals, and a hint when B's frames match A's shifted in time.
        The same comparison as the golden assertions of FlipbookTesting.

        OPTIONS
        \(OptionSpec.helpLines(for: .diff))

        EXIT CODES
          0 they match, 1 they differ (different sizes included),
          2 usage error: a bad option, a missing path, a file against a folder, folders with
            different frame sets or no PNG files, an unreadable or corrupt image (with the
            decoder's message)
        """
}
