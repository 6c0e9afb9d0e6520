import Foundation
import FlipbookAnimated
import FlipbookDocs
import FlipbookPNG
import FlipbookShowcase
import FlipbookUIKit
import FlipbookTestSupport
import XCTest
@testable import FlipbookCLI

/// The options declared once (`OptionSpec`): the README's table, each command's help, the
/// limits' homes, the checks made for what a command writes, and the one "did you mean".
final class OptionDeclarationTests: XCTestCase {
    /// The README of this checkout.
    private var readme: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        }
    }

    func testTheReadmeHoldsTheOptionTableAsGenerated() throws {
        let text = try readme
        let begin = "<!-- option table: begin -->\n", end = "\n<!-- option table: end -->"
        let start = try XCTUnwrap(text.range(of: begin), "README has no option table")
        let stop = try XCTUnwrap(text.range(of: end, range: start.upperBound..<text.endIndex))
        XCTAssertEqual(
            String(text[start.upperBound..<stop.lowerBound]), OptionSpec.readmeTable,
            "the README's option table is not the generated one: paste `flipbook help-table` into it")
        // One row for each declared option, and the hidden command prints the same text.
        let rows = OptionSpec.readmeTable.split(separator: "\n").dropFirst(2)
        XCTAssertEqual(rows.count, OptionSpec.all.count)
        for spec in OptionSpec.all {
            XCTAssertTrue(rows.contains { $0.hasPrefix("| `\(spec.synopsis)` |") }, spec.name)
        }
        let printed = runCLI(["help-table"])
        XCTAssertEqual(printed.code, 0)
        XCTAssertEqual(printed.out, OptionSpec.readmeTable + "\n")
    }

    /// The long names of the option lines (two spaces, then a dash) of a help text.
    private func listedOptions(_ help: String) -> [String] {
        help.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            guard line.hasPrefix("  -"), !line.hasPrefix("   ") else { return nil }
            let words = line.split(separator: " ")
            return words.first { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) }
        }
    }

    func testEveryCommandsHelpListsExactlyItsDeclaredOptions() {
        for command in Command.allCases {
            let declared = OptionSpec.options(for: command).map(\.name)
            let help = runCLI([command.rawValue, "--help"])
            XCTAssertEqual(help.code, 0, command.rawValue)
            XCTAssertEqual(listedOptions(help.out).sorted(), declared.sorted(), "flipbook \(command.rawValue) --help")
            XCTAssertEqual(runCLI(["help", command.rawValue]).out, help.out, "help \(command.rawValue)")
            // And the parser accepts exactly those: an undeclared option is refused with the list.
            let unknown = runCLI([command.rawValue, "--no-such-option"])
            XCTAssertEqual(unknown.code, 2)
            XCTAssertTrue(
                unknown.err.contains("accepted: " + declared.sorted().map { "--\($0)" }.joined(separator: ", ")),
                unknown.err)
        }
        XCTAssertEqual(listedOptions(runCLI(["render", "--help"]).out).filter { $0 == "frames" }, ["frames"])
        XCTAssertFalse(listedOptions(runCLI(["showcase", "--help"]).out).contains("frames"))
    }

    func testLimitsAreReadFromTheCodeThatEnforcesThem() {
        func range(_ name: String) -> ClosedRange<Int>? {
            if case let .whole(r, _) = OptionSpec.named(name).kind { return r }
            return nil
        }
        XCTAssertEqual(range("loops")?.upperBound, APNGEncoder.maximumLoopCount)
        XCTAssertEqual(range("compression"), PNGEncoder.compressionLevelRange)
        XCTAssertEqual(range("sheet-frames"), ContactSheet.frameCountRange)
        XCTAssertEqual(range("quality"), WebPAnimationEncoder.qualityRange)
        XCTAssertEqual(range("colors"), GIFAnimationEncoder.colorRange)
        XCTAssertEqual(range("webp-effort"), WebPAnimationEncoder.effortRange)
        XCTAssertEqual(range("gif-speed"), GIFAnimationEncoder.speedRange)
        XCTAssertEqual(range("jobs"), 1...Values.maxJobs)
        // Each usage error names the bad value and what is accepted, as declared.
        for spec in OptionSpec.all where spec.takesValue {
            XCTAssertEqual(spec.invalid("x").description, "--\(spec.name) must be \(spec.accepted); got 'x'")
            XCTAssertThrowsError(try spec.number("x"))
            XCTAssertThrowsError(try spec.whole("x"))
        }
        XCTAssertEqual(try OptionSpec.named("fps").number("240"), 240)
        XCTAssertThrowsError(try OptionSpec.named("fps").number("0"))
        XCTAssertEqual(try OptionSpec.named("hold-last").number("0"), 0)
        XCTAssertThrowsError(try OptionSpec.named("hold-last").number("60.5"))
    }

    func testLoopsAtTheEncodersLimitAndOnePastIt() throws {
        let limit = APNGEncoder.maximumLoopCount
        XCTAssertEqual(limit, 65_535, "the GIF and WebP loop fields have 16 bits")
        XCTAssertEqual(try APNGEncoder(framesPerSecond: 60, loopCount: limit).loopCount, limit)
        XCTAssertThrowsError(try APNGEncoder(framesPerSecond: 60, loopCount: limit + 1)) {
            XCTAssertEqual($0 as? APNGError, .invalidLoopCount(limit + 1))
        }
        let dir = try makeScratchFolder(self).path
        let at = runCLI([
            "render", "fade.present", "--loops", "\(limit)", "--format", "apng,webp,gif", "--scale", "0.25",
            "--fps", "10", "--out", dir, "-q",
        ])
        XCTAssertEqual(at.code, 0, at.err)
        let apng = try APNGDecoder().decode(
            Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/docs/fade.present.apng"))))
        XCTAssertEqual(apng.loopCount, limit)
        let past = runCLI(["render", "fade.present", "--loops", "\(limit + 1)", "--out", dir])
        XCTAssertEqual(past.code, 2)
        XCTAssertTrue(
            past.err.contains("--loops must be a whole number from 0 (forever) to 65535; got '65536'"), past.err)
    }

    func testATinyFrameRateIsJudgedByWhatTheCommandWrites() throws {
        // PNG frames only: 1e-300 is in (0, 240], and a scene of any duration at that rate has
        // ceil(D * fps) + 1 = 1 frame, so the PNG path renders it; no animated PNG is involved.
        let dir = try makeScratchFolder(self)
        let png = runCLI(["render", "slide.push", "--fps", "1e-300", "--out", dir.path, "-q"])
        XCTAssertEqual(png.code, 0, png.err)
        XCTAssertEqual(tree(dir), ["slide.push/", "slide.push/frame-0000.png"])
        XCTAssertFalse(png.err.lowercased().contains("delay"), png.err)
        XCTAssertFalse(png.err.contains("animated"), png.err)
        // Sheets and plots draw on their own, without frame delays.
        XCTAssertEqual(
            FlipbookCLI.check(
                ["render", "slide.push", "--fps", "1e-300", "--format", "sheet,plot"], scenes: Showcase.scenes,
                console: Console(out: { _ in }, err: { _ in })), 0)
        // An animated format has its own limit: a frame delay of at most 65,535 s.
        for format in ["apng", "webp", "gif", "all"] {
            let animated = runCLI(["render", "slide.push", "--fps", "1e-300", "--format", format, "--out", dir.path])
            XCTAssertEqual(animated.code, 2, format)
            XCTAssertTrue(
                animated.err.contains("frame delay must be finite, 0 or more and at most 65535 s"), animated.err)
        }
        // What every output needs still applies to PNG frames alone.
        let zero = runCLI(["render", "slide.push", "--fps", "0", "--out", dir.path])
        XCTAssertEqual(zero.code, 2)
        XCTAssertTrue(zero.err.contains("--fps must be a number greater than 0 and at most 240; got '0'"), zero.err)
    }

    func testOneDidYouMeanForOptionsCommandsAndScenes() {
        let renderOptions = OptionSpec.options(for: .render).map(\.name)
        XCTAssertEqual(Suggestion.best(for: "fsp", in: renderOptions), "fps")
        XCTAssertEqual(Suggestion.best(for: "hold-frist", in: renderOptions), "hold-first")
        XCTAssertEqual(Suggestion.best(for: "rendr", in: FlipbookCLI.commands), "render")
        XCTAssertEqual(Suggestion.best(for: "slide.psh", in: Showcase.names), "slide.push")
        XCTAssertNil(Suggestion.best(for: "zzzzzzzz", in: FlipbookCLI.commands))
        // Scene names may also be typed in part; options and commands may not.
        let partial = String(Showcase.names[0].prefix(6))
        XCTAssertEqual(Suggestion.best(for: partial, in: Showcase.names, prefixes: true), Showcase.names[0])
        XCTAssertNil(Suggestion.best(for: "max-diff", in: ["max-diff-pixels", "max-diff-ratio"]))
        // The three messages that use it.
        XCTAssertTrue(runCLI(["render", "slide.push", "--hold-frist", "1"]).err.contains("did you mean --hold-first?"))
        XCTAssertTrue(runCLI(["shwocase"]).err.contains("unknown command 'shwocase'; did you mean 'showcase'?"))
        XCTAssertTrue(runCLI(["render", "slide.psh"]).err.contains("did you mean 'slide.push'?"))
    }
}
