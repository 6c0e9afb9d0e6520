import Foundation
import XCTest
@testable import FlipbookCLI
import FlipbookUIKit

/// A scene whose app code never returns (an endless loop) between scenes that record: the
/// child recording it is killed when `--scene-timeout` runs out, the scene is named with the
/// limit, the others are written as a run without it writes them, and the run exits 124. A
/// run that stays in one process (one scene) ends with the same message and exit code and
/// writes nothing.
///
/// The children are this test binary again, running `testChild` with the hidden command's
/// arguments in an environment variable, as in `CrashingSceneTests`.
final class HangingSceneTests: XCTestCase {
    static let size = CGSize(width: 20, height: 20)

    static let scenes: [Scene] = [
        Scene("a.first", size: size, summary: "moves") { window in
            let home = UIViewController()
            window.rootViewController = home
            return { UIView.animate(withDuration: 0.2) { home.view.alpha = 0.5 } }
        },
        Scene("b.spins", size: size, summary: "an endless loop in its transition") { window in
            window.rootViewController = UIViewController()
            return {
                // A line on standard error before the loop, which the report shows under it.
                _ = UIImage(systemName: "flipbook-tests.hanging-scene.no-such-symbol")
                while Date() > .distantPast {}
            }
        },
        Scene("c.last", size: size, summary: "moves too") { window in
            let home = UIViewController()
            window.rootViewController = home
            return { UIView.animate(withDuration: 0.1) { home.view.backgroundColor = .red } }
        },
    ]

    static let safe = ["a.first", "c.last"]

    /// The environment variables holding a child's arguments (JSON) and, for a run of its
    /// own in one process, its command line.
    static let childVariable = "FLIPBOOK_TEST_HANGING_CHILD"
    static let runVariable = "FLIPBOOK_TEST_HANGING_RUN"

    static let launcher = SceneIsolation.Launcher(executable: CommandLine.arguments[0]) { args in
        let json = String(decoding: try! JSONEncoder().encode(args), as: UTF8.self)
        return (["FlipbookCLITests.HangingSceneTests/testChild"], [childVariable: json])
    }

    /// A child's part: the hidden command (children of a run), or a whole run of its own
    /// with the launcher set, as `FlipbookCLI.main(scenes:)` sets it.
    func testChild() throws {
        let env = ProcessInfo.processInfo.environment
        if let json = env[Self.childVariable] {
            let args = try JSONDecoder().decode([String].self, from: Data(json.utf8))
            exit(FlipbookCLI.run(args, scenes: Self.scenes, program: "my-transitions"))
        }
        if let json = env[Self.runVariable] {
            let args = try JSONDecoder().decode([String].self, from: Data(json.utf8))
            let code = SceneIsolation.$launcher.withValue(Self.launcher) {
                FlipbookCLI.run(args, scenes: Self.scenes, program: "my-transitions")
            }
            exit(code)
        }
    }

    func run(_ args: [String], scenes: [Scene] = HangingSceneTests.scenes) -> CLIResult {
        runIsolated(args, scenes: scenes, launcher: Self.launcher)
    }

    /// The hang named with its limit and the scene's line before it; exit 124.
    func assertNamesTheHang(_ r: CLIResult, seconds: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(r.code, 124, r.err, file: file, line: line)
        let hang =
            "my-transitions: scene b.spins timed out: still recording after \(seconds) s, the limit "
            + "(--scene-timeout \(seconds); 0 for no limit)\n"
            + "    my-transitions: UIImage(systemName: \"flipbook-tests.hanging-scene.no-such-symbol\"): "
            + "Flipbook has no drawing of this symbol; it draws a stand-in (a box with a question mark)\n"
        XCTAssertTrue(r.err.contains(hang), r.err, file: file, line: line)
        XCTAssertTrue(
            r.err.contains("my-transitions: 1 of 3 scenes failed: b.spins (timed out: b.spins)\n"), r.err,
            file: file, line: line)
    }

    func testRenderStopsTheHungSceneAndWritesTheOthers() throws {
        let root = try makeScratchFolder(self)
        let all = root.appendingPathComponent("all"), safe = root.appendingPathComponent("safe")
        let common = ["--fps", "10", "--scale", "1", "-q"]
        let started = Date()
        let r = run(["render"] + Self.scenes.map(\.name) + common + ["--scene-timeout", "2", "-o", all.path])
        let took = Date().timeIntervalSince(started)
        assertNamesTheHang(r, seconds: 2)
        // The limit, not the loop, ended it: at least 2 s, and far less than a hang.
        XCTAssertGreaterThanOrEqual(took, 2)
        XCTAssertLessThan(took, 60)
        let good = run(["render"] + Self.safe + common + ["-o", safe.path])
        XCTAssertEqual(good.code, 0, good.err)
        let written = try fileContents(all), expected = try fileContents(safe)
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(written.keys.sorted(), expected.keys.sorted())
        for (path, data) in expected { XCTAssertEqual(written[path], data, path) }
        XCTAssertEqual(temporaries(all), [])
    }

    func testListStopsTheHungSceneAndListsTheOthers() {
        let r = run(["list", "--fps", "10", "--scene-timeout", "1"])
        assertNamesTheHang(r, seconds: 1)
        let lines = r.out.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) }
        XCTAssertEqual(lines, ["NAME"] + Self.safe, r.out)
    }

    /// A run of one scene stays in one process: a watchdog ends it with the same message and
    /// exit code, and no file is written.
    func testOneSceneInOneProcessIsStoppedByTheWatchdog() throws {
        let root = try makeScratchFolder(self)
        let out = root.appendingPathComponent("one")
        let args = ["render", "b.spins", "--fps", "10", "--scale", "1", "--scene-timeout", "1", "-o", out.path]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["FlipbookCLITests.HangingSceneTests/testChild"]
        let json = String(decoding: try JSONEncoder().encode(args), as: UTF8.self)
        process.environment = ProcessInfo.processInfo.environment.merging([Self.runVariable: json]) { $1 }
        let errPipe = Pipe()
        process.standardError = errPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let err = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationReason, .exit, err)
        XCTAssertEqual(process.terminationStatus, 124, err)
        XCTAssertTrue(
            err.contains(
                "my-transitions: scene b.spins timed out: still recording after 1 s, the limit "
                    + "(--scene-timeout 1; 0 for no limit)\n"), err)
        XCTAssertEqual(tree(out).filter { !$0.hasSuffix("/") }, [])
    }

    /// The option's values: 0 (no limit) to a day, whole seconds; anything else a usage
    /// error naming the value and what is accepted.
    func testTheOptionIsChecked() {
        for bad in ["-1", "1.5", "86401", "soon"] {
            let r = run(["list", "--scene-timeout", bad])
            XCTAssertEqual(r.code, 2, r.err)
            XCTAssertTrue(r.err.contains("--scene-timeout"), r.err)
            XCTAssertTrue(r.err.contains(bad), r.err)
        }
        XCTAssertEqual(
            SceneTimeLimit.message("x", seconds: 5),
            "scene x timed out: still recording after 5 s, the limit (--scene-timeout 5; 0 for no limit)")
        XCTAssertEqual(CLIError.timedOut("t").exitCode, 124)
    }
}
