import Foundation
import XCTest
@testable import FlipbookUIKit

/// The line `UIImage(named:)` and the other failable initialisers print when they return nil
/// (SEMANTICS.md §14, "Bad files"): named after the running program, the last component of
/// its `argv[0]`, so that a user's own executable speaks under its own name.
final class ImageMessageTests: XCTestCase {
    struct Missing: Error, CustomStringConvertible { var description: String { "no file named 'photo'" } }

    func testTheMessageNamesTheRunningProgram() {
        // Under `swift test` the program is the test bundle's runner, not flipbook.
        let argv0 = CommandLine.arguments[0]
        let program = String(argv0.split(separator: "/").last ?? "")
        XCTAssertNotEqual(program, "flipbook")
        XCTAssertEqual(
            UIImage.failureMessage("UIImage(named:)", Missing()),
            "\(program): UIImage(named:) returned nil: no file named 'photo'\n")
    }
}
