import Foundation
import XCTest

/// docs/DESIGN.md, rule 15: what FlipbookUIKit keeps per thread is one typed `ThreadContext`,
/// so the module has one thread-local, in one file, and no task-locals.
final class ThreadStateStructureTests: XCTestCase {
    private let uikit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/FlipbookUIKit")

    /// The module's files (relative paths) whose code, outside comments, contains `needle`.
    private func files(containing needle: String) throws -> [String] {
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: uikit.path))
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: uikit.appendingPathComponent(path), encoding: .utf8)
            let code = text.split(separator: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }
            if code.contains(where: { $0.contains(needle) }) { found.append(path) }
        }
        return found.sorted()
    }

    func testTheOnlyThreadLocalIsTheThreadContext() throws {
        XCTAssertEqual(try files(containing: "threadDictionary"), ["Stage/ThreadContext.swift"])
    }

    func testNoTaskLocalsInTheUIKitModule() throws {
        XCTAssertEqual(try files(containing: "@TaskLocal"), [])
    }
}
