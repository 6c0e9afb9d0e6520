import Foundation
import XCTest
@testable import FlipbookCLI
import FlipbookUIKit
import FlipbookPNG

/// One scene of an app that cannot be recorded (a NaN frame, which the stage refuses) between
/// two that can: every command goes on with the others, names the failing scene with its
/// error under the program's name, and exits 1 at the end.
final class FailingSceneTests: XCTestCase {
    static let size = CGSize(width: 20, height: 20)
    static let scenes: [Scene] = [
        Scene("a.first", size: size, summary: "still", timing: "linear") { window in
            window.rootViewController = UIViewController()
            return {}
        },
        Scene("b.broken", size: size, summary: "sets a NaN frame") { window in
            let home = UIViewController()
            window.rootViewController = home
            return { home.view.frame = CGRect(x: Double.nan, y: 0, width: 10, height: 10) }
        },
        Scene("c.last", size: size, summary: "still too") { window in
            window.rootViewController = UIViewController()
            return {}
        },
    ]

    func run(_ args: [String]) -> CLIResult {
        var out = "", err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 })
        let code = FlipbookCLI.run(args, scenes: Self.scenes, program: "my-transitions", console: console)
        return CLIResult(code: code, out: out, err: err)
    }

    /// The broken scene's line on standard error, as the program's own.
    func assertNamesTheBrokenScene(_ r: CLIResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(r.code, 1, r.err, file: file, line: line)
        XCTAssertTrue(
            r.err.contains("my-transitions: scene b.broken could not be recorded: "), r.err, file: file, line: line)
        XCTAssertTrue(r.err.contains("my-transitions: 1 of 3 scenes failed: b.broken"), r.err, file: file, line: line)
        XCTAssertFalse(r.err.contains("flipbook:"), r.err, file: file, line: line)
    }

    func testListShowsEveryOtherScene() {
        let r = run(["list", "--fps", "10"])
        assertNamesTheBrokenScene(r)
        XCTAssertTrue(r.out.contains("a.first") && r.out.contains("c.last"), r.out)
        XCTAssertFalse(r.out.contains("b.broken"), r.out)
    }

    func testRenderWritesTheScenesThatRecord() throws {
        let out = try makeScratchFolder(self)
        let r = run(["render", "a.first", "b.broken", "c.last", "--fps", "10", "--scale", "1", "--out", out.path])
        assertNamesTheBrokenScene(r)
        XCTAssertEqual(tree(out), ["a.first/", "a.first/frame-0000.png", "c.last/", "c.last/frame-0000.png"])
    }

    func testShowcaseWritesTheScenesThatRecord() throws {
        let out = try makeScratchFolder(self)
        let r = run(["showcase", "--fps", "10", "--scale", "1", "--out", out.path, "--quiet"])
        assertNamesTheBrokenScene(r)
        XCTAssertEqual(tree(out), ["a.first/", "a.first/frame-0000.png", "c.last/", "c.last/frame-0000.png"])
    }

    func testGalleryWritesAPageOfTheScenesThatRecord() throws {
        let out = try makeScratchFolder(self)
        let r = run(["gallery", "--fps", "10", "--out", out.path, "--quiet"])
        assertNamesTheBrokenScene(r)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("a.first") && html.contains("c.last"))
        XCTAssertFalse(html.contains("b.broken"))
        XCTAssertTrue(tree(out).contains("docs/c.last.sheet.png"), "\(tree(out))")
        // c.last has no timing text: its page row and its sheet's title have none either.
        XCTAssertEqual(html.components(separatedBy: "<dt>Timing</dt>").count - 1, 1, "only a.first has a timing row")
    }

    func testTitlesWithoutTimingTextEndAfterTheFrames() throws {
        let timeline = try Self.scenes[2].record(fps: 10)
        let (title, subtitle) = DocsFiles.titles(Self.scenes[2], timeline, fps: 10)
        XCTAssertEqual(title, "c.last")
        XCTAssertEqual(subtitle, "0.000 s · 1 frames at 10 fps")
        let timed = DocsFiles.titles(Self.scenes[0], try Self.scenes[0].record(fps: 10), fps: 10).1
        XCTAssertEqual(timed, "0.000 s · 1 frames at 10 fps · linear")
    }
}
