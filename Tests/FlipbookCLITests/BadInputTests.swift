import Foundation
import XCTest
@testable import FlipbookCLI
import FlipbookShowcase

/// The bad-input corpus: command lines that must be refused with a clear message (naming the
/// bad value and what is accepted), exit code 2 (1 where noted), and nothing written.
final class BadInputTests: XCTestCase {
    /// One bad command line. `out` is appended as `--out ROOT/out` unless the case names
    /// its own `--out` (`{root}` in an argument is replaced by the scratch folder).
    struct Case {
        var args: [String]
        var code: Int32 = 2
        var says: [String]
        var addOut = true
        init(_ args: [String], code: Int32 = 2, addOut: Bool = true, _ says: String...) {
            self.args = args; self.code = code; self.says = says; self.addOut = addOut
        }
    }

    static let corpus: [Case] = [
        // Commands.
        Case([], addOut: false, "no command given"),
        Case(["rendr"], addOut: false, "unknown command 'rendr'; did you mean 'render'?"),
        Case(["frobnicate"], addOut: false, "unknown command 'frobnicate'", "commands: list, render, showcase"),
        Case(["help", "rander"], addOut: false, "no help for unknown command 'rander'; did you mean 'render'?"),
        Case(["list", "extra"], addOut: false, "list takes no arguments; got 'extra'"),
        Case(["list", "--fps", "0"], addOut: false, "--fps must be a number greater than 0 and at most 240; got '0'"),
        Case(["render"], "render needs at least one scene name", "flipbook list"),
        Case(["showcase", "slide.push"], "showcase takes no scene names", "got 'slide.push'"),
        // Scenes.
        Case(
            ["render", "slide.psh"], "unknown scene 'slide.psh'; did you mean 'slide.push'?",
            "'flipbook list' shows all \(Showcase.names.count)"),
        Case(["render", "slide.push", "fade.presnt"], "unknown scene 'fade.presnt'; did you mean 'fade.present'?"),
        Case(["render", "../../etc/passwd"], "unknown scene '../../etc/passwd'"),
        Case(["render", ""], "unknown scene ''"),
        // --fps.
        Case(["render", "slide.push", "--fps", "0"], "--fps must be a number greater than 0 and at most 240; got '0'"),
        Case(
            ["render", "slide.push", "--fps", "-30"], "--fps must be a number greater than 0 and at most 240; got '-30'"
        ),
        Case(["render", "slide.push", "--fps", "nan"], "--fps must be a number", "got 'nan'"),
        Case(["render", "slide.push", "--fps=inf"], "--fps must be a number", "got 'inf'"),
        Case(["render", "slide.push", "--fps", "-infinity"], "--fps must be a number", "got '-infinity'"),
        Case(["render", "slide.push", "--fps", "240.5"], "at most 240; got '240.5'"),
        Case(["render", "slide.push", "--fps", "sixty"], "--fps must be a number", "got 'sixty'"),
        Case(["render", "slide.push", "--fps="], "--fps must be a number", "got ''"),
        // --scale and the frame size.
        Case(
            ["render", "slide.push", "--scale", "0"], "--scale must be a number greater than 0 and at most 8; got '0'"),
        Case(
            ["render", "slide.push", "--scale", "-2"], "--scale must be a number greater than 0 and at most 8; got '-2'"
        ),
        Case(["render", "slide.push", "--scale", "NaN"], "--scale must be a number", "got 'NaN'"),
        Case(["render", "slide.push", "--scale", "8.01"], "at most 8; got '8.01'"),
        Case(
            ["render", "slide.push", "--scale", "1e-4"],
            "--scale 0.0001 makes 0 x 0 pixel frames of slide.push (375 x 667 points)",
            "each side needs at least 1 pixel: use --scale 0.001334 or more"),
        Case(
            ["render", "slide.push", "--scale", "8", "--jobs", "32"],
            "--jobs 32 at --scale 8 keeps 25 frames of 15.27 Mpx in memory at once",
            "over the pixel budget of 256 Mpx; use --jobs 16 or less", "FLIPBOOK_MAX_MEGAPIXELS="),
        // --jobs, --compression.
        Case(["render", "slide.push", "--jobs", "0"], "--jobs must be a whole number from 1 to 64; got '0'"),
        Case(["showcase", "-j", "65"], "--jobs must be a whole number from 1 to 64; got '65'"),
        Case(["render", "slide.push", "--jobs", "1.5"], "--jobs must be a whole number from 1 to 64; got '1.5'"),
        Case(
            ["render", "slide.push", "--compression", "10"],
            "--compression must be a whole number from 0 to 9; got '10'"),
        // --frames.
        Case(
            ["render", "slide.push", "--frames", "25"],
            "--frames '25' is outside scene slide.push, which has 25 frames (0-24)"),
        Case(["render", "slide.push", "--frames", "0-10,20-30"], "--frames '20-30' is outside scene slide.push"),
        Case(["render", "slide.push", "--frames", "5-2"], "--frames range '5-2' runs backwards; write 2-5"),
        Case(["render", "slide.push", "--frames", "a-b"], "--frames 'a-b' is malformed at 'a-b'", "like 0-10,15"),
        Case(["render", "slide.push", "--frames", "1-2-3"], "--frames '1-2-3' is malformed at '1-2-3'"),
        Case(["render", "slide.push", "--frames", "1,,2"], "--frames '1,,2' has an empty item"),
        Case(["render", "slide.push", "--frames", " "], "--frames is empty"),
        Case(["render", "slide.push", "-f", "-3"], "--frames '-3' is malformed at '-3'"),
        Case(
            ["render", "slide.push", "--frames", "99999999999999999999"],
            "--frames '99999999999999999999' is outside scene slide.push"),
        Case(
            ["render", "slide.push", "journey", "--frames", "30"],
            "--frames '30' is outside scene slide.push, which has 25 frames"),
        Case(
            ["showcase", "--frames", "0"], "unknown option '--frames'",
            "accepted: --appearance, --bold-text, --colors, --compression, --content-size, --contrast, --device"),
        // Options.
        Case(["render", "slide.push", "--fsp", "30"], "unknown option '--fsp'; did you mean --fps?"),
        Case(
            ["render", "slide.push", "--verbose"], "unknown option '--verbose'",
            "accepted: --appearance, --bold-text, --colors, --compression, --content-size, --contrast, --device, "
                + "--dither, --format, --fps, --frames"
        ),
        Case(["render", "slide.push", "---fps", "30"], "unknown option '---fps'; did you mean --fps?"),
        Case(["render", "slide.push", "-x"], "unknown option '-x'"),
        Case(["render", "slide.push", "--fps"], "option --fps needs a value"),
        Case(
            ["render", "slide.push", "--fps", "--scale", "2"], "option --fps needs a value; got the option '--scale'"),
        Case(["render", "slide.push", "--quiet=yes"], "option --quiet takes no value"),
        // The animated formats' effort settings: the value and the range, nothing written.
        Case(
            ["gallery", "slide.push", "--webp-effort", "10"],
            "--webp-effort must be a whole number from 0 to 9 (libwebp's lossless levels: 0 fastest, 9 smallest); "
                + "got '10'"),
        Case(
            ["render", "slide.push", "--format", "webp", "--webp-effort", "fast"], "--webp-effort must be",
            "got 'fast'"),
        Case(
            ["showcase", "--gif-speed", "0"],
            "--gif-speed must be a whole number from 1 to 10 (libimagequant's speed: 1 the best palettes, 10 the "
                + "fastest); got '0'"),
        Case(["render", "slide.push", "--format", "gif", "--gif-speed", "11"], "--gif-speed must be", "got '11'"),
        // Devices and traits.
        Case(
            ["render", "slide.push", "--device", "iPhone99"],
            "--device: unknown device 'iPhone99'; the presets are iPhoneSE"),
        Case(["render", "slide.push", "--appearance", "dim"], "--appearance: 'dim' is neither light nor dark"),
        Case(
            ["render", "slide.push", "--content-size", "huge"],
            "--content-size: unknown text size 'huge'; use one of XS"),
        Case(["render", "slide.push", "--layout-direction", "up"], "--layout-direction: 'up' is neither ltr nor rtl"),
        Case(["render", "slide.push", "--device", "iPhone8,,iPad10"], "--device: 'iPhone8,,iPad10' has an empty item"),
        Case(
            ["list", "--scale", "2"], addOut: false, "unknown option '--scale'", "accepted: --devices, --fps, --help"),
        // --out.
        Case(["render", "slide.push", "--out", ""], addOut: false, "--out is empty; give a folder path"),
        Case(
            ["render", "slide.push", "--out", "{root}/a-file"], addOut: false,
            "--out '{root}/a-file' exists and is not a folder"),
        Case(
            ["render", "slide.push", "--out", "{root}/a-file/sub"], addOut: false,
            "--out '{root}/a-file/sub' cannot be created: Not a directory"),
        Case(
            ["render", "slide.push", "--out", "/proc/flipbook-cannot-be-here"], addOut: false,
            "--out '/proc/flipbook-cannot-be-here' cannot be created"),
        Case(["render", "slide.push", "--out", "/proc"], addOut: false, "--out '/proc' is not a writable folder"),
        Case(["showcase", "--out", "/dev/null"], addOut: false, "--out '/dev/null' exists and is not a folder"),
        Case(["render", "slide.push", "--out", "{root}/with\0nul"], addOut: false, "--out contains a NUL character"),
        // A scene folder that is a file: a failure (exit 1), reported before any frame is written.
        Case(
            ["render", "slide.push", "slide.pop", "--out", "{root}/out-with-file"], code: 1, addOut: false,
            "cannot write frames of slide.pop: {root}/out-with-file/slide.pop exists and is not a folder"),
    ]

    func testCorpusIsLarge() {
        XCTAssertGreaterThanOrEqual(Self.corpus.count, 30)
    }

    func testEveryBadInputIsRefusedWithItsMessageAndWritesNothing() throws {
        for c in Self.corpus {
            let root = try makeScratchFolder(self)
            // The furniture some cases need: a regular file, and an --out holding a file
            // where a scene's folder would go.
            try Data("not a folder".utf8).write(to: root.appendingPathComponent("a-file"))
            let withFile = root.appendingPathComponent("out-with-file", isDirectory: true)
            try FileManager.default.createDirectory(at: withFile, withIntermediateDirectories: true)
            try Data("in the way".utf8).write(to: withFile.appendingPathComponent("slide.pop"))
            let before = tree(root)

            var args = c.args.map { $0.replacingOccurrences(of: "{root}", with: root.path) }
            if c.addOut { args += ["--out", root.appendingPathComponent("out").path] }
            let r = runCLI(args)
            let shown = "flipbook " + c.args.joined(separator: " ")
            XCTAssertEqual(r.code, c.code, "\(shown): \(r.err)")
            XCTAssertTrue(r.err.hasPrefix("flipbook: "), "\(shown): \(r.err)")
            for text in c.says.map({ $0.replacingOccurrences(of: "{root}", with: root.path) }) {
                XCTAssertTrue(r.err.contains(text), "\(shown): expected «\(text)» in «\(r.err)»")
            }
            if c.code == 2 {
                // The hint names the command's own help when the command is known.
                let known = ["list", "render", "showcase", "gallery", "diff"]
                let help =
                    c.args.first.flatMap { known.contains($0) ? "flipbook \($0) --help" : nil } ?? "flipbook --help"
                XCTAssertTrue(r.err.hasSuffix("Run '\(help)' for usage.\n"), "\(shown): \(r.err)")
            }
            XCTAssertEqual(tree(root), before, "\(shown) wrote something")
        }
    }

    /// The same refusals through the real executable: exit code 2 from the process, the
    /// message on standard error, nothing written.
    func testExecutableExitsTwoOnUsageErrors() throws {
        let root = try makeScratchFolder(self)
        let out = root.appendingPathComponent("out").path
        let cases: [([String], [String: String]?, String)] = [
            (["render", "slide.push", "--fps", "0", "--out", out], nil, "--fps must be a number greater than 0"),
            (["render", "slide.push", "--bogus", "--out", out], nil, "unknown option '--bogus'"),
            (
                ["render", "slide.push", "--out", out], ["FLIPBOOK_MAX_MEGAPIXELS": "lots"],
                "FLIPBOOK_MAX_MEGAPIXELS must be a whole number of megapixels from 1 to 16384; got 'lots'"
            ),
            (
                ["render", "slide.push", "--scale", "4", "--out", out], ["FLIPBOOK_MAX_MEGAPIXELS": "1"],
                "one frame at --scale 4 holds 3.817 Mpx, over the pixel budget of 1 Mpx; lower --scale, or raise the budget with FLIPBOOK_MAX_MEGAPIXELS=4"
            ),
        ]
        for (args, env, text) in cases {
            let r = try runExecutable(args, environment: env)
            XCTAssertEqual(r.code, 2, "\(args): \(r.err)")
            XCTAssertTrue(r.err.contains(text), "expected «\(text)» in «\(r.err)»")
            XCTAssertEqual(tree(root), [], "\(args) wrote something")
        }
    }

    /// Without --jobs, the worker count is lowered to fit the budget instead of failing.
    func testWorkersAreFittedToTheBudgetWhenJobsIsNotGiven() throws {
        var s = RenderCommand.Settings()
        s.jobs = 64
        s.scale = 8
        let pixels = 3000 * 5336
        XCTAssertEqual(try RenderCommand.fitWorkers(s, frameCount: 100, framePixels: pixels, budget: 256 << 20), 16)
        XCTAssertEqual(try RenderCommand.fitWorkers(s, frameCount: 3, framePixels: pixels, budget: 256 << 20), 3)
        s.jobsGiven = true
        XCTAssertThrowsError(try RenderCommand.fitWorkers(s, frameCount: 100, framePixels: pixels, budget: 256 << 20))
    }

    /// Frames past what the compositor can draw (16384 px a side, 64 Mpx): the message says
    /// the limit cannot be raised and which --scale fits. (Showcase scenes are 375 x 667
    /// points, so --scale 8 stays inside; larger scenes reach it.)
    func testFrameSizeOverTheCompositorLimitSaysWhichScaleFits() {
        XCTAssertThrowsError(
            try RenderCommand.checkFrameSize(CGSize(width: 2048, height: 4096), scale: 8, scene: "big")
        ) { e in
            XCTAssertEqual((e as? CLIError)?.exitCode, 2)
            XCTAssertEqual(
                "\(e)",
                "--scale 8 makes 16384 x 32768 pixel frames of big (2048 x 4096 points), over the compositor's "
                    + "limit of 16384 px a side and 64 Mpx, which cannot be raised: use --scale 2.828 or less")
        }
        XCTAssertNoThrow(
            try RenderCommand.checkFrameSize(CGSize(width: 2048, height: 4096), scale: 2.828, scene: "big"))
        XCTAssertEqual(
            try RenderCommand.checkFrameSize(CGSize(width: 375, height: 667), scale: 8, scene: "s"), 3000 * 5336)
    }

    /// Output stays inside --out: a scene name is one path component or refused.
    func testSceneFoldersStayInsideOut() throws {
        let out = URL(fileURLWithPath: "/tmp/out", isDirectory: true)
        XCTAssertEqual(try RenderCommand.sceneFolder("slide.push", in: out).path, "/tmp/out/slide.push")
        for bad in ["", ".", "..", "../x", "a/b", "/etc", "x\0y"] {
            XCTAssertThrowsError(try RenderCommand.sceneFolder(bad, in: out), bad) { error in
                XCTAssertEqual((error as? CLIError)?.exitCode, 1)
                XCTAssertTrue("\(error)".contains("cannot be a folder name inside --out"), "\(error)")
            }
        }
    }
}
