import Foundation
import XCTest
import FlipbookTestSupport

/// `FlipbookPortTool INPUT OUTPUT`, the plugin's tool, as SwiftPM runs it: its output file,
/// its diagnostics (which SwiftPM shows as the build's errors) and its exit codes.
final class PortToolTests: XCTestCase {
    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flipbook-port-tool-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: scratch) }

    /// The tool SwiftPM built beside this test bundle: on Linux the package's plugin test
    /// target uses the plugin, so `swift build --build-tests` builds its tool (a test target
    /// cannot depend on it directly: its top-level code would be linked into the bundle twice).
    func tool() throws -> URL {
        var dir = Bundle.main.bundleURL.standardizedFileURL
        for _ in 0..<3 {
            let c = dir.appendingPathComponent("FlipbookPortTool")
            if FileManager.default.isExecutableFile(atPath: c.path) { return c }
            dir = dir.deletingLastPathComponent()
        }
        dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let c = dir.appendingPathComponent("FlipbookPortTool")
            if FileManager.default.isExecutableFile(atPath: c.path) { return c }
            dir = dir.deletingLastPathComponent()
        }
        throw missingTool("FlipbookPortTool not found beside the test bundle")
    }

    func runTool(_ args: [String]) throws -> (code: Int32, err: String) {
        let p = Process()
        p.executableURL = try tool()
        p.arguments = args
        let err = Pipe()
        p.standardError = err
        try p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testWritesTheRewrite() throws {
        let input = scratch.appendingPathComponent("Card.swift"), output = scratch.appendingPathComponent("out.swift")
        try "class Card {\n    @objc func f() { _ = #selector(f) }\n}\n".write(
            to: input, atomically: true, encoding: .utf8)
        let r = try runTool([input.path, output.path])
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(
            try String(contentsOf: output, encoding: .utf8),
            """
            #sourceLocation(file: "\(input.path)", line: 1)
            class Card {
                      func f() { _ = Card.f       }
            }
            #sourceLocation()

            """)
    }

    func testRefusedSelectorIsADiagnosticAtTheOriginalLine() throws {
        let input = scratch.appendingPathComponent("Observer.swift"),
            output = scratch.appendingPathComponent("out.swift")
        try "import UIKit\n\nclass Observer {\n    let key = #selector(getter: UIView.alpha)\n}\n".write(
            to: input, atomically: true, encoding: .utf8)
        let r = try runTool([input.path, output.path])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.err.hasPrefix("\(input.path):4:15: error: #selector(getter: UIView.alpha): "), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing is written for a refused file")
    }

    func testMissingInputAndWrongArguments() throws {
        let missing = try runTool([
            scratch.appendingPathComponent("Nope.swift").path, scratch.appendingPathComponent("o.swift").path,
        ])
        XCTAssertEqual(missing.code, 1)
        XCTAssertTrue(
            missing.err.hasPrefix("\(scratch.appendingPathComponent("Nope.swift").path): error: cannot read the file"),
            missing.err)
        let usage = try runTool(["only-one"])
        XCTAssertEqual(usage.code, 2)
        XCTAssertEqual(usage.err, "usage: FlipbookPortTool INPUT.swift OUTPUT.swift (got 1 arguments)\n")
        let unwritable = scratch.appendingPathComponent("In.swift")
        try "let x = 1\n".write(to: unwritable, atomically: true, encoding: .utf8)
        let r = try runTool([unwritable.path, scratch.appendingPathComponent("no/such/folder/out.swift").path])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.err.contains("error: cannot write the ported file"), r.err)
    }
}
