import Foundation
import XCTest
import UIKit

@testable import SnapshotTesting

/// The text strategies' output, against texts written by hand from the library's documented
/// formats.
final class TextStrategyTests: XCTestCase {
    func text<V>(_ value: V, _ strategy: Snapshotting<V, String>) -> String {
        var out = ""
        strategy.snapshot(value).run { out = $0 }
        return out
    }

    struct User { var id: Int; var name: String; var bio: String }
    struct Box { var dict: [String: Int]; var maybe: Int?; var none: Int? }
    enum Kind { case a, b(Int) }
    final class Father { var child: Child?; init() {} }
    final class Child { let father: Father; init(father: Father) { self.father = father } }

    func testDumpOfAStruct() {
        XCTAssertEqual(
            text(User(id: 1, name: "Blobby", bio: "Blobbed around the world."), .dump),
            "▿ User\n  - bio: \"Blobbed around the world.\"\n  - id: 1\n  - name: \"Blobby\"\n")
    }

    struct Item { var image: UIImage }

    /// An image dumps as UIKit describes it, the address taken out: by name and size for one
    /// made by name (the simulator's dump of a view model reads `<UIImage named(main:
    /// point_free_logo) {280, 280} renderingMode=automatic>`), `anonymous` for the others.
    func testDumpOfImages() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 28, height: 14)).image { _ in }
        XCTAssertEqual(
            text(Item(image: drawn), .dump), "▿ Item\n  - image: <UIImage anonymous {28, 14} renderingMode=automatic>\n"
        )
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dump-images-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try XCTUnwrap(drawn.pngData()).write(to: dir.appendingPathComponent("logo.png"))
        setenv("FLIPBOOK_IMAGE_PATH", dir.path, 1)
        defer { unsetenv("FLIPBOOK_IMAGE_PATH") }
        let named = try XCTUnwrap(UIImage(named: "logo"))
        XCTAssertEqual(
            text(Item(image: named.withRenderingMode(.alwaysTemplate)), .dump),
            "▿ Item\n  - image: <UIImage named(main: logo) {\(Int(named.size.width)), \(Int(named.size.height))} "
                + "renderingMode=alwaysTemplate>\n")
    }

    func testDumpSortsDictionariesAndWritesOptionals() {
        XCTAssertEqual(
            text(Box(dict: ["b": 2, "a": 1], maybe: 3, none: nil), .dump),
            """
            ▿ Box
              ▿ dict: 2 key/value pairs
                ▿ (2 elements)
                  - key: "a"
                  - value: 1
                ▿ (2 elements)
                  - key: "b"
                  - value: 2
              ▿ maybe: Optional<Int>
                - some: 3
              - none: Optional<Int>.none

            """)
    }

    func testDumpOfEnumsArraysAndCycles() {
        XCTAssertEqual(text([Kind.a, Kind.b(2)], .dump), "▿ 2 elements\n  - Kind.a\n  ▿ Kind\n    - b: 2\n")
        let f = Father()
        f.child = Child(father: f)
        XCTAssertEqual(
            text(f, .dump),
            "▿ Father\n  ▿ child: Optional<Child>\n    ▿ some: Child\n      ▿ father (circular reference detected)\n")
        f.child = nil
    }

    func testJSONIsPrettyWithSortedKeys() {
        struct Point: Encodable { var y: Int; var x: Int }
        let s = Snapshotting<Point, String>.json
        XCTAssertEqual(s.pathExtension, "json")
        XCTAssertEqual(text(Point(y: 2, x: 1), s), "{\n  \"x\" : 1,\n  \"y\" : 2\n}")
    }

    func testPlistIsXML() {
        struct Point: Encodable { var x: Int }
        let out = text(Point(x: 1), .plist)
        XCTAssertTrue(out.contains("<key>x</key>"), out)
        XCTAssertTrue(out.contains("<integer>1</integer>"), out)
    }

    func testDescriptionAndLines() {
        XCTAssertEqual(text(42, .description), "42")
        XCTAssertEqual(Snapshotting<String, String>.lines.pathExtension, "txt")
    }

    func testLineDiffHunksKeepFourLinesOfContext() {
        let old = (1...20).map(String.init)
        var new = old
        new[9] = "ten"
        XCTAssertEqual(
            LineDiff.patch(old, new),
            "@@ \u{2212}6,9 +6,9 @@\n" + (6...9).map { "\u{2007}\($0)" }.joined(separator: "\n")
                + "\n\u{2212}10\n+ten\n" + (11...14).map { "\u{2007}\($0)" }.joined(separator: "\n"))
        XCTAssertEqual(LineDiff.patch(["a "], ["b"]), "@@ \u{2212}1,1 +1,1 @@\n\u{2212}a ¬\n+b")
    }

    func testPullbackAndWait() {
        let count = Snapshotting<String, String>.lines.pullback { (n: Int) in String(repeating: "x", count: n) }
        XCTAssertEqual(text(3, count), "xxx")
        let start = Date()
        XCTAssertEqual(text(2, .wait(for: 0.1, on: count)), "xx")
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.1)
    }
}
