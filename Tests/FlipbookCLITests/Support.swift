import Foundation
import FlipbookCore
import FlipbookPNG
import XCTest
@testable import FlipbookCLI
import FlipbookRender
import FlipbookShowcase

/// What one run of the CLI did.
struct CLIResult {
    var code: Int32
    var out: String
    var err: String
}

/// Runs `flipbook args` in this process with a console that captures both streams.
func runCLI(_ args: [String]) -> CLIResult {
    // The console calls these under its own lock, one at a time.
    var out = "", err = ""
    let console = Console(out: { out += $0 }, err: { err += $0 })
    let code = FlipbookCLI.run(args, scenes: Showcase.scenes, console: console)
    return CLIResult(code: code, out: out, err: err)
}

/// Runs `my-transitions args` on `scenes` in this process with a console that captures both
/// streams; a run of several scenes renders each in a child process started by `launcher`.
func runIsolated(_ args: [String], scenes: [Scene], launcher: SceneIsolation.Launcher) -> CLIResult {
    var out = "", err = ""
    let console = Console(out: { out += $0 }, err: { err += $0 })
    let code = SceneIsolation.$launcher.withValue(launcher) {
        FlipbookCLI.run(args, scenes: scenes, program: "my-transitions", console: console)
    }
    return CLIResult(code: code, out: out, err: err)
}

/// A fresh, empty folder for one test, removed at the end of the test.
func makeScratchFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("flipbook-cli-tests-\(getpid())-\(UInt32.random(in: .min ... .max))", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// Every path under `root`, relative to it, sorted (folders end with "/").
func tree(_ root: URL) -> [String] {
    guard let e = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var paths: [String] = []
    while let p = e.nextObject() as? String {
        var isDir: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(p).path, isDirectory: &isDir)
        paths.append(isDir.boolValue ? p + "/" : p)
    }
    return paths.sorted()
}

/// Every file under `root` (not the folders), by its path relative to it, with its bytes.
func fileContents(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for path in tree(root) where !path.hasSuffix("/") {
        files[path] = try Data(contentsOf: root.appendingPathComponent(path))
    }
    return files
}

/// The temporary files (`.NAME.PID.TOKEN.tmp`) anywhere under `root`.
func temporaries(_ root: URL) -> [String] { tree(root).filter { $0.hasSuffix(".tmp") } }

/// Fails unless every `frame-*.png` under `root` is a whole PNG that decodes.
func assertFramesComplete(_ root: URL, file: StaticString = #filePath, line: UInt = #line) {
    for p in tree(root) where p.hasSuffix(".png") {
        XCTAssertNoThrow(
            try PNGFile.read(root.appendingPathComponent(p).path), "\(p) is not a whole PNG", file: file, line: line)
    }
}

/// The `flipbook` executable SwiftPM built next to this test bundle (the test target depends
/// on it, so `swift test` builds it first).
func flipbookExecutable(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
    var candidates: [URL] = []
    for start in [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])] {
        var dir = start.standardizedFileURL
        for _ in 0..<3 {
            candidates.append(dir.appendingPathComponent("flipbook"))
            dir = dir.deletingLastPathComponent()
        }
    }
    for c in candidates where FileManager.default.isExecutableFile(atPath: c.path) {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: c.path, isDirectory: &isDir), !isDir.boolValue { return c }
    }
    XCTFail(
        "the flipbook executable was not found near \(Bundle.main.bundleURL.path); run `swift build` first",
        file: file, line: line)
    throw CocoaError(.fileNoSuchFile)
}

/// A running `flipbook` process with its standard error collected.
final class FlipbookProcess {
    let process = Process()
    private let errPipe = Pipe()
    private let outPipe = Pipe()
    /// Standard error as it arrives, filled on the pipe's reading thread.
    private let errData = Locked(Data())

    init(_ args: [String], environment: [String: String]? = nil, shellPrefix: String? = nil) throws {
        let exe = try flipbookExecutable()
        if let shellPrefix {
            // `sh -c 'PREFIX; exec "$0" "$@"' flipbook ARGS...`: limits set by the shell apply.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shellPrefix + "; exec \"$0\" \"$@\"", exe.path] + args
        } else {
            process.executableURL = exe
            process.arguments = args
        }
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardError = errPipe
        process.standardOutput = outPipe
        let collected = errData
        errPipe.fileHandleForReading.readabilityHandler = { h in
            let d = h.availableData
            collected.withLock { $0.append(d) }
        }
        outPipe.fileHandleForReading.readabilityHandler = { h in _ = h.availableData }
        try process.run()
    }

    /// Waits for the exit (at most `timeout` seconds, then kills it and fails).
    func wait(timeout: Double = 120) -> (code: Int32, err: String) {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("flipbook did not exit within \(timeout) s")
        }
        process.waitUntilExit()
        errPipe.fileHandleForReading.readabilityHandler = nil
        outPipe.fileHandleForReading.readabilityHandler = nil
        let rest = errPipe.fileHandleForReading.readDataToEndOfFile()
        let text = errData.withLock { data in
            data.append(rest); return String(decoding: data, as: UTF8.self)
        }
        let code = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return (code, text)
    }
}

/// Runs the `flipbook` executable to the end.
func runExecutable(_ args: [String], environment: [String: String]? = nil, shellPrefix: String? = nil) throws
    -> CLIResult
{
    let p = try FlipbookProcess(args, environment: environment, shellPrefix: shellPrefix)
    let (code, err) = p.wait()
    return CLIResult(code: code, out: "", err: err)
}
