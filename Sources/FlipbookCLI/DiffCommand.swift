import Foundation
import FlipbookDiff
import FlipbookRender


/// `flipbook diff A B`: compares two PNG files or two folders of frames with
/// `FrameSetDiff`, the engine of `assertGoldens`. Exit 0 when they match, 1 when they do
/// not, 2 for a usage error (a bad option, a missing path, a file against a folder,
/// different frame sets, an unreadable or corrupt image).
enum DiffCommand {
    static let valued = ["out", "threshold", "max-diff-pixels", "max-diff-ratio", "jobs"]
    static let switches = ["antialiasing", "help"]

    static func run(_ words: [String], console: Console) throws {
        let a = try Arguments(words, valued: valued, switches: switches)
        if a.flags.contains("help") { console.print(Help.diff); return }
        guard a.positionals.count == 2 else {
            throw CLIError.usage("diff needs two paths, A (expected) and B (actual), two PNG files or two folders; got \(a.positionals.count)")
        }
        let tolerance = try self.tolerance(a)
        let jobs = try a.values["jobs"].map(Values.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
        let pairs: [FrameSetDiff.Pair]
        do { pairs = try FrameSetDiff.pairs(expected: a.positionals[0], actual: a.positionals[1]) } catch let p as FrameSetDiff.Problem {
            throw CLIError.usage(p.description)
        }
        let out = try a.values["out"].map(Values.outputFolder)
        let report: FrameSetReport
        do { report = try FrameSetDiff.compare(pairs, tolerance: tolerance, artifacts: out, jobs: jobs) } catch let p as FrameSetDiff.Problem {
            throw CLIError.usage(p.description)
        } catch {
            throw CLIError.failure("cannot write the report under --out: \(error)")
        }
        for line in report.lines { console.print(line) }
        if !report.matches {
            throw CLIError.failure("A and B differ: \(report.mismatches.count) of \(report.count) frame\(report.count == 1 ? "" : "s")")
        }
    }

    /// The tolerance the options give; exact when none is given.
    static func tolerance(_ a: Arguments) throws -> DiffTolerance {
        func number(_ name: String, _ accepted: String) throws -> Double? {
            guard let s = a.values[name] else { return nil }
            guard let v = Double(s), v.isFinite, v >= 0, v <= 1 else {
                throw CLIError.usage("--\(name) must be \(accepted); got '\(s)'")
            }
            return v
        }
        let threshold = try number("threshold", "a number from 0 to 1 (pixelmatch's YIQ threshold; 0.1 is its default)")
        let ratio = try number("max-diff-ratio", "a number from 0 to 1 (a share of all pixels)")
        var pixels: Int?
        if let s = a.values["max-diff-pixels"] {
            guard let n = Int(s), n >= 0 else {
                throw CLIError.usage("--max-diff-pixels must be a whole number, 0 or more; got '\(s)'")
            }
            pixels = n
        }
        do {
            return try DiffTolerance(threshold: threshold ?? 0, maxDifferentPixels: pixels, maxDifferentRatio: ratio,
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
      -o, --out DIR           write DIR/index.html (expected, actual and diff side by side,
                              with a slider) and per differing frame NAME.expected.png,
                              NAME.actual.png and NAME.diff.png; without it nothing is written
      --threshold T           per-pixel YIQ colour distance from 0 to 1 as pixelmatch has it
                              (default 0: any change of any channel counts)
      --antialiasing          ignore pixels that differ because an edge moved by a sub-pixel
                              amount (pixelmatch's anti-aliasing detection)
      --max-diff-pixels N     frames match with up to N differing pixels (default 0)
      --max-diff-ratio R      frames match with up to this share (0 to 1) of pixels differing;
                              with --max-diff-pixels too, both must hold
      -j, --jobs N            worker threads, 1 to 64 (default: the number of cores)

    EXIT CODES
      0 they match, 1 they differ (different sizes included),
      2 usage error: a bad option, a missing path, a file against a folder, folders with
        different frame sets or no PNG files, an unreadable or corrupt image (with the
        decoder's message)
    """
}
