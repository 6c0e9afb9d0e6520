import Foundation
import XCTest
@testable import FlipbookCLI
import FlipbookUIKit

/// Scenes whose app code traps (`fatalError`, a failed `as!`) between scenes that record: the
/// trap ends the child process that tried the scene, not the run. Every command writes the
/// other scenes byte for byte as a run without the crashing ones does, names each crash with
/// the runtime's message and the signal under the program's name, and exits 1 at the end.
///
/// The children are this test binary again, running `testChild` with the hidden command's
/// arguments in an environment variable (a test binary cannot take them on its command line).
final class CrashingSceneTests: XCTestCase {
    static let size = CGSize(width: 20, height: 20)

    /// The signal a Swift trap raises: `ud2` on x86-64, `brk` on arm64 (a failed cast
    /// calls `abort()` instead: SIGABRT).
    #if arch(x86_64)
    static let trapSignal = "SIGILL"
    #else
    static let trapSignal = "SIGTRAP"
    #endif

    /// What a controller made in code only does when a storyboard asks it for a copy: the
    /// body Xcode's template gives `init?(coder:)`.
    static func decoded() -> UIViewController { fatalError("init(coder:) has not been implemented") }

    static let scenes: [Scene] = [
        Scene("a.first", size: size, summary: "moves", timing: "linear") { window in
            let home = UIViewController()
            window.rootViewController = home
            return { UIView.animate(withDuration: 0.2) { home.view.alpha = 0.5 } }
        },
        Scene("b.coder", size: size, summary: "traps in its transition") { window in
            window.rootViewController = UIViewController()
            // A line on standard error before the trap, which the report shows under it.
            _ = UIImage(systemName: "flipbook-tests.crashing-scene.no-such-symbol")
            return { _ = CrashingSceneTests.decoded() }
        },
        Scene("c.middle", size: size, summary: "still") { window in
            window.rootViewController = UIViewController()
            return {}
        },
        Scene("d.cast", size: size, summary: "a failed cast while setting up") { window in
            let views: [Any] = [UIView()]
            _ = views[0] as! UIButton
            window.rootViewController = UIViewController()
            return {}
        },
        Scene("e.last", size: size, summary: "moves too") { window in
            let home = UIViewController()
            window.rootViewController = home
            return { UIView.animate(withDuration: 0.1) { home.view.backgroundColor = .red } }
        },
    ]

    /// A scene that records for a minute (in the children of `testStopKillsTheChildren`
    /// only).
    static let hanging = Scene("h.hangs", size: size) { window in
        window.rootViewController = UIViewController()
        sleep(60)
        return {}
    }

    /// The scenes that do not trap.
    static let safe = ["a.first", "c.middle", "e.last"]

    /// The environment variable holding a child's arguments (JSON).
    static let childVariable = "FLIPBOOK_TEST_ISOLATED_CHILD"

    /// Children run this test binary's `testChild`.
    static let launcher = SceneIsolation.Launcher(executable: CommandLine.arguments[0]) { args in
        let json = String(decoding: try! JSONEncoder().encode(args), as: UTF8.self)
        return (["FlipbookCLITests.CrashingSceneTests/testChild"], [childVariable: json])
    }

    /// A child's part: runs the hidden command for these scenes and exits with its code.
    func testChild() throws {
        guard let json = ProcessInfo.processInfo.environment[Self.childVariable] else { return }
        let args = try JSONDecoder().decode([String].self, from: Data(json.utf8))
        exit(FlipbookCLI.run(args, scenes: Self.scenes + [Self.hanging], program: "my-transitions"))
    }

    func run(_ args: [String], scenes: [Scene] = CrashingSceneTests.scenes) -> CLIResult {
        runIsolated(args, scenes: scenes, launcher: Self.launcher)
    }

    /// Both crashes named, with the runtime's message and the signal; exit 1.
    func assertNamesTheCrashes(_ r: CLIResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(r.code, 1, r.err, file: file, line: line)
        let coder =
            "my-transitions: scene b.coder crashed: Fatal error: init(coder:) has not been implemented "
            + "(\(Self.trapSignal))\n"
            + "    my-transitions: UIImage(systemName: \"flipbook-tests.crashing-scene.no-such-symbol\"): "
            + "Flipbook has no drawing of this symbol; it draws a stand-in (a box with a question mark)\n"
        let cast =
            "my-transitions: scene d.cast crashed: Could not cast value of type 'FlipbookUIKit.UIView' to "
            + "'FlipbookUIKit.UIButton'. (SIGABRT)\n"
        XCTAssertTrue(r.err.contains(coder), r.err, file: file, line: line)
        XCTAssertTrue(r.err.contains(cast), r.err, file: file, line: line)
        XCTAssertTrue(
            r.err.contains("my-transitions: 2 of 5 scenes failed: b.coder, d.cast"), r.err, file: file, line: line)
        // The scenes write nothing else; the runtime's stack trace (addresses) is left out.
        XCTAssertEqual(r.err.components(separatedBy: "\n ").count, 2, r.err, file: file, line: line)
    }

    func testRenderWritesTheOtherScenesAsARunWithoutTheCrashes() throws {
        let root = try makeScratchFolder(self)
        let all = root.appendingPathComponent("all"), safe = root.appendingPathComponent("safe")
        let common = ["--fps", "10", "--scale", "1", "-q"]
        for jobs in ["1", "2"] {
            let r = run(["render"] + Self.scenes.map(\.name) + common + ["-j", jobs, "-o", all.path])
            assertNamesTheCrashes(r)
        }
        let r = run(["render"] + Self.safe + common + ["-o", safe.path])
        XCTAssertEqual(r.code, 0, r.err)
        let written = try fileContents(all), expected = try fileContents(safe)
        XCTAssertEqual(written.keys.sorted(), expected.keys.sorted())
        XCTAssertEqual(expected.count, 3 + 1 + 2, "\(expected.keys.sorted())")
        for (path, data) in expected { XCTAssertEqual(written[path], data, path) }
    }

    func testListNamesTheCrashesAndListsTheOthers() {
        let r = run(["list", "--fps", "10"])
        assertNamesTheCrashes(r)
        let lines = r.out.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) }
        XCTAssertEqual(lines, ["NAME"] + Self.safe, r.out)
        let safeOnly = run(["list", "--fps", "10"], scenes: Self.scenes.filter { Self.safe.contains($0.name) })
        XCTAssertEqual(safeOnly.code, 0, safeOnly.err)
        XCTAssertEqual(r.out, safeOnly.out)
    }

    func testShowcaseAndGalleryWriteTheOthers() throws {
        let root = try makeScratchFolder(self)
        let showcase = run([
            "showcase", "--fps", "10", "--scale", "1", "-q", "-o", root.appendingPathComponent("s").path,
        ])
        assertNamesTheCrashes(showcase)
        XCTAssertEqual(tree(root.appendingPathComponent("s")).filter { $0.hasSuffix("/") }, Self.safe.map { $0 + "/" })
        let out = root.appendingPathComponent("g")
        let gallery = run(["gallery", "--fps", "10", "-q", "-o", out.path])
        assertNamesTheCrashes(gallery)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        for name in Self.safe { XCTAssertTrue(html.contains(name), name) }
        XCTAssertFalse(html.contains("b.coder") || html.contains("d.cast"))
        XCTAssertTrue(temporaries(out).isEmpty, "\(temporaries(out))")
    }

    /// The message of a child that died: the runtime's line without its file and line or
    /// the addresses of a failed cast, the signal, and the scene's other lines indented.
    func testCrashMessages() {
        let ill = Int32(SIGILL), seg = Int32(SIGSEGV)
        XCTAssertEqual(
            SceneIsolation.crashMessage(
                "list.push",
                output: "App/ListViewController.swift:40: Fatal error: init(coder:) has not been implemented\n",
                status: ill),
            "scene list.push crashed: Fatal error: init(coder:) has not been implemented (SIGILL)")
        XCTAssertEqual(
            SceneIsolation.crashMessage(
                "a", output: "loading\nCould not cast value of type 'A' (0x55d1c0) to 'B' (0x7f00aa).\n", status: ill),
            "scene a crashed: Could not cast value of type 'A' to 'B'. (SIGILL)\n    loading")
        XCTAssertEqual(SceneIsolation.crashMessage("b", output: "", status: seg), "scene b crashed (SIGSEGV)")
        let trace = """
            F.swift:3: Fatal error: boom
            Current stack trace:
            0    libswiftCore.so                    0x00007f888fd5f130 swift_reportError + 33
            1    App                                0x000055a09e71da17 <unavailable> + 2468375
            """
        XCTAssertEqual(
            SceneIsolation.crashMessage("t", output: trace, status: ill), "scene t crashed: Fatal error: boom (SIGILL)")
        // exit(3) from the app's code: an exit status, not a signal.
        XCTAssertEqual(
            SceneIsolation.crashMessage("c", output: "bye\n", status: 3 << 8),
            "scene c ended the process: bye (exit status 3)")
    }

    /// One scene, a dry run, FLIPBOOK_ISOLATION=0 and a process whose entry point is not the
    /// command line's (`FlipbookCLI.run` called from a test, no launcher) stay in one process.
    func testOneSceneStaysInThisProcess() {
        SceneIsolation.$arguments.withValue(["render", "a.first", "c.middle"]) {
            XCTAssertNil(SceneIsolation.start(["a.first", "c.middle"], jobs: 2))
            SceneIsolation.$launcher.withValue(Self.launcher) {
                XCTAssertNil(SceneIsolation.start(["a.first"], jobs: 2))
                DryRun.$isOn.withValue(true) { XCTAssertNil(SceneIsolation.start(["a.first", "c.middle"], jobs: 2)) }
                let probe = SceneIsolation.start(["a.first", "c.middle"], jobs: 2)
                XCTAssertNotNil(probe)
                let verdict = try? probe?.verdict(for: "c.middle")
                XCTAssertEqual(verdict, .survived)
                probe?.stop()
            }
        }
        XCTAssertTrue(SceneIsolation.isOff(["FLIPBOOK_ISOLATION": "0"]))
        XCTAssertFalse(SceneIsolation.isOff([:]))
    }

    /// The `flipbook` executable answers the hidden command (the default children are
    /// /proc/self/exe): each scene's recording between its markers, exit 0.
    func testTheExecutableRecordsScenesForTheHiddenCommand() throws {
        let names = ["slide.push", "fade.present"]
        let r = try runExecutable(["__record-isolated", "2"] + names + ["list", "--fps", "10"])
        XCTAssertEqual(r.code, 0, r.err)
        let markers = r.err.split(separator: "\n").filter { $0.hasPrefix("\u{1E}") }
        XCTAssertEqual(markers, ["\u{1E}start 0", "\u{1E}end 0", "\u{1E}start 1", "\u{1E}end 1"], r.err)
    }

    /// A whole `flipbook render` of several scenes, whose first recordings run in children,
    /// writes the same bytes and the same messages as the same run in one process.
    func testTheExecutableWritesTheSameWithAndWithoutChildren() throws {
        let root = try makeScratchFolder(self)
        var outputs: [[String: Data]] = []
        var messages: [String] = []
        for isolation in ["1", "0"] {
            let out = root.appendingPathComponent("i\(isolation)")
            let r = try runExecutable(
                ["render", "slide.push", "fade.present", "--scale", "0.5", "--fps", "20", "-o", out.path],
                environment: ["FLIPBOOK_ISOLATION": isolation])
            XCTAssertEqual(r.code, 0, r.err)
            outputs.append(try fileContents(out))
            messages.append(
                r.err.replacingOccurrences(
                    of: #"in [0-9.]+ s \([0-9]+ frames/s\)"#, with: "", options: .regularExpression
                )
                .replacingOccurrences(of: out.path, with: "OUT"))
        }
        XCTAssertFalse(outputs[0].isEmpty)
        XCTAssertEqual(outputs[0], outputs[1])
        XCTAssertEqual(messages[0], messages[1])
    }

    /// The children of process `pid` (of any of its threads), from /proc.
    static func children(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task -> [pid_t] in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            return text.split(separator: " ").compactMap { pid_t($0) }
        }
    }

    /// SIGINT and SIGTERM sent to a real `flipbook showcase` while its children record: it
    /// exits 130 as an interrupted run does, and its children are gone.
    func testAnInterruptWhileChildrenRecordKillsThem() throws {
        for signal in [SIGINT, SIGTERM] {
            let root = try makeScratchFolder(self)
            let p = try FlipbookProcess(["showcase", "--scale", "4", "--jobs", "2", "--out", root.path])
            let pid = p.process.processIdentifier
            var seen: [pid_t] = []
            let deadline = Date().addingTimeInterval(60)
            while p.process.isRunning, Date() < deadline, seen.isEmpty {
                seen = Self.children(of: pid)
                usleep(2_000)
            }
            XCTAssertFalse(seen.isEmpty, "no child seen")
            kill(pid, signal)
            let (code, err) = p.wait(timeout: 60)
            XCTAssertEqual(code, 130, "signal \(signal): \(err)")
            XCTAssertTrue(err.contains("flipbook: interrupted; temporary files removed"), err)
            XCTAssertFalse(err.contains("crashed"), err)
            usleep(200_000)
            for child in seen { XCTAssertEqual(kill(child, 0), -1, "child \(child) still runs") }
            XCTAssertEqual(temporaries(root), [])
        }
    }

    /// Stopping the run (an interrupt, an error) kills the children rather than waiting
    /// for them: a child stuck in a scene that records for a minute is gone at once.
    func testStopKillsTheChildren() {
        SceneIsolation.$arguments.withValue(["render", "h.hangs", "a.first"]) {
            SceneIsolation.$launcher.withValue(Self.launcher) {
                guard let probe = SceneIsolation.start(["h.hangs", "a.first"], jobs: 1) else {
                    return XCTFail("no children")
                }
                usleep(500_000)
                let started = Date()
                probe.stop()
                XCTAssertLessThan(Date().timeIntervalSince(started), 20, "stop waited for the child")
            }
        }
    }
}
