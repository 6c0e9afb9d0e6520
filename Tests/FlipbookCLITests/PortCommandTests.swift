import Foundation
import XCTest

/// `flipbook port FILE...`: the rewrite printed, refusals at the original line, bad paths.
final class PortCommandTests: XCTestCase {
    func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testPrintsTheRewriteOfEachFile() throws {
        let dir = try makeScratchFolder(self)
        let a = try write(
            """
            import UIKit

            class Card: UIViewController {
                @IBOutlet weak var cardView: UIView!
                lazy var pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                @objc func handlePan(_ g: UIPanGestureRecognizer) {}
            }
            """, "Card.swift", in: dir)
        let b = try write("let s = \"#selector(x)\" // @objc\n", "B.swift", in: dir)
        let r = runCLI(["port", a, b])
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(r.err, "")
        XCTAssertEqual(
            r.out,
            """
            #sourceLocation(file: "\(a)", line: 1)
            import UIKit

            class Card: UIViewController {
                          weak var cardView: UIView!
                lazy var pan = UIPanGestureRecognizer(target: self, action: Card.handlePan(_:)      )
                      func handlePan(_ g: UIPanGestureRecognizer) {}
            }
            #sourceLocation()
            #sourceLocation(file: "\(b)", line: 1)
            let s = "#selector(x)" // @objc
            #sourceLocation()\n
            """)
    }

    func testGetterSelectorIsAFailureAtItsLine() throws {
        let dir = try makeScratchFolder(self)
        let a = try write("class A {\n    let s = #selector(getter: A.title)\n}\n", "A.swift", in: dir)
        let ok = try write("let x = 1\n", "Ok.swift", in: dir)
        let r = runCLI(["port", a, ok])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(
            r.err.hasPrefix(
                "flipbook: \(a):2:13: error: #selector(getter: A.title): #selector(getter: ...) names a property's Objective-C getter"
            ), r.err)
        // The good file is still printed.
        XCTAssertEqual(r.out, "#sourceLocation(file: \"\(ok)\", line: 1)\nlet x = 1\n#sourceLocation()\n")
    }

    func testMissingFileFolderAndNoArgumentsAreUsageErrors() throws {
        let dir = try makeScratchFolder(self)
        let ok = try write("let x = 1\n", "Ok.swift", in: dir)
        let missing = runCLI(["port", ok, dir.appendingPathComponent("Nope.swift").path])
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.out, "", "nothing is printed when a file is missing")
        XCTAssertTrue(
            missing.err.contains("port: no file '\(dir.path)/Nope.swift'; give the paths of Swift files"), missing.err)
        XCTAssertTrue(missing.err.contains("Run 'flipbook port --help' for usage."), missing.err)
        let folder = runCLI(["port", dir.path])
        XCTAssertEqual(folder.code, 2)
        XCTAssertTrue(folder.err.contains("is a folder"), folder.err)
        let device = runCLI(["port", "/dev/zero"])
        XCTAssertEqual(device.code, 2)
        XCTAssertTrue(device.err.contains("port: '/dev/zero' is not a regular file"), device.err)
        let none = runCLI(["port"])
        XCTAssertEqual(none.code, 2)
        XCTAssertTrue(none.err.contains("port needs at least one Swift file"), none.err)
        let flag = runCLI(["port", "--selector", ok])
        XCTAssertEqual(flag.code, 2)
        XCTAssertTrue(flag.err.contains("--selector"), flag.err)
    }
}
