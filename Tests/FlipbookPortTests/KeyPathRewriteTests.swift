import XCTest
@testable import FlipbookPort

/// `#keyPath(...)`, which Swift accepts only with the Objective-C runtime, becomes the string it
/// stands for (Swift's rule: the property path, without the type it starts from), padded so
/// that columns stay, in strings and comments left alone.
final class KeyPathRewriteTests: XCTestCase {
    func port(_ body: String) throws -> String {
        let out = try PortRewriter.rewrite(body, path: "Loader.swift")
        return out.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast(2)
            .joined(separator: "\n")
    }

    func testAKeyPathBecomesItsString() throws {
        // Each replacement is padded with spaces to the original's length: `#keyPath(CALayer.opacity)`
        // is 25 characters and `"opacity"` 9, so 16 spaces follow.
        func pad(_ n: Int) -> String { String(repeating: " ", count: n) }
        XCTAssertEqual(
            try port(
                """
                let a = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
                let b = #keyPath(Person.friends.name)
                let c = #keyPath( title )
                let d = "#keyPath(CALayer.opacity)" // #keyPath(CALayer.position)
                """),
            """
            let a = CABasicAnimation(keyPath: "opacity"\(pad(25 - 9)))
            let b = "friends.name"\(pad(29 - 14))
            let c = "title"\(pad(17 - 7))
            let d = "#keyPath(CALayer.opacity)" // #keyPath(CALayer.position)
            """)
    }
}
