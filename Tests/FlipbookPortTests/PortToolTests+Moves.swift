import Foundation
import XCTest

/// The tool with `--target`: an override declared in an extension in another file moves into
/// the class's body, and the compiler's errors in the moved member name the extension's file
/// and line (checked with the toolchain's own `swiftc -typecheck` on the tool's outputs).
extension PortToolTests {
    func testMovedOverrideCompilesAndItsErrorsKeepTheirLines() throws {
        let cls = scratch.appendingPathComponent("Profile.swift")
        let ext = scratch.appendingPathComponent("Profile+Lifecycle.swift")
        try "class Base { func viewDidLoad() {} }\nclass Profile: Base {\n    var n = 0\n}\n".write(
            to: cls, atomically: true, encoding: .utf8)
        try
            "extension Profile {\n    // the override\n    override func viewDidLoad() {\n        n = \"one\"\n    }\n}\n"
            .write(to: ext, atomically: true, encoding: .utf8)
        let outCls = scratch.appendingPathComponent("out1.swift"), outExt = scratch.appendingPathComponent("out2.swift")
        for (input, output) in [(cls, outCls), (ext, outExt)] {
            let r = try runTool([input.path, output.path, "--target", cls.path, ext.path])
            XCTAssertEqual(r.code, 0, r.err)
        }
        guard
            let swiftc = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { throw XCTSkip("no swiftc to compile the ported files with") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: swiftc)
        p.arguments = ["-typecheck", outCls.path, outExt.path]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = Pipe()
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        // Without the move Linux refuses the override itself ("cannot be overridden from extension"); with it, the
        // only error is the app's own, at its line (4) and column (13) in the extension's file.
        XCTAssertFalse(text.contains("overridden from extension"), text)
        XCTAssertTrue(
            text.contains("\(ext.path):4:13: error: cannot assign value of type 'String' to type 'Int'"), text)
        XCTAssertEqual(text.components(separatedBy: ": error:").count - 1, 1, text)
    }
}
