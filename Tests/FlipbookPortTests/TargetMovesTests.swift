import XCTest
@testable import FlipbookPort

/// The port's changes that know the whole target: `#Preview` blocks removed, and members
/// overridden in an extension of the target's own class moved into the class's body with
/// `#sourceLocation` lines. Every expected text is written out by hand.
final class TargetMovesTests: XCTestCase {
    /// `n` spaces: what a blanked line of `n` characters becomes.
    func sp(_ n: Int) -> String { String(repeating: " ", count: n) }

    /// The port of `source` at `path`, without its first and last directive lines and the
    /// generated connections.
    func port(_ source: String, path: String = "A.swift", target: [PortSource] = []) throws -> String {
        let out = try PortRewriter.rewrite(source, path: path, connections: false, target: target)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, #"#sourceLocation(file: "\#(path)", line: 1)"#)
        XCTAssertEqual(lines.suffix(2), ["#sourceLocation()", ""])
        return lines.dropFirst().dropLast(2).joined(separator: "\n")
    }

    func testPreviewBlockIsBlankedWithItsLines() throws {
        XCTAssertEqual(
            try port(
                """
                class VC {}
                #Preview {
                    let vc = VC() // "}" in a comment
                    return vc
                }
                let after = 1
                """),
            """
            class VC {}
            \(sp(10))
            \(sp(37))
            \(sp(13))
            \(sp(1))
            let after = 1
            """)
    }

    func testPreviewWithNameTraitsAndAvailabilityIsBlanked() throws {
        let out = try port(
            """
            @available(iOS 17, *)
            #Preview("Dark", traits: .portrait) { VC() }
            #Preview("Plain") { VC() }
            @available(iOS 17.0, *) @MainActor
            func keep() {}
            """)
        XCTAssertEqual(
            out.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) },
            [
                String(repeating: " ", count: 21),
                String(repeating: " ", count: 44),
                String(repeating: " ", count: 26),
                // The attributes of a declaration that is no preview stay (`@MainActor` is blanked
                // on every declaration, columns kept).
                "@available(iOS 17.0, *)" + String(repeating: " ", count: 11),
                "func keep() {}",
            ])
    }

    func testOverrideInAnExtensionOfTheSameFileMovesIntoTheClass() throws {
        XCTAssertEqual(
            try port(
                """
                class Settings: UIViewController {
                    let x = 1
                }

                extension Settings {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                    }
                    func helper() {}
                }
                """, path: "S.swift"),
            """
            class Settings: UIViewController {
                let x = 1

            #sourceLocation(file: "S.swift", line: 6)
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            #sourceLocation(file: "S.swift", line: 3)
            }

            extension Settings {
            \(sp(33))
            \(sp(27))
            \(sp(5))
                func helper() {}
            }
            """)
    }

    func testOverrideInAnotherFileMovesWithItsFileAndLine() throws {
        let ext = PortSource(
            path: "Settings+Layout.swift",
            text: """
                import UIKit

                extension Settings: UITableViewDelegate {
                    @objc override var prefersStatusBarHidden: Bool { true }
                    override class var requiresConstraintBasedLayout: Bool {
                        true
                    }
                    static let rowHeight: CGFloat = 44
                    func other() { _ = #selector(close) }
                }
                """)
        let cls = "final class Settings: UIViewController {\n    func close() {}\n}\n"
        let target = [ext, PortSource(path: "Settings.swift", text: cls)]
        XCTAssertEqual(
            try port(cls, path: "Settings.swift", target: target),
            """
            final class Settings: UIViewController {
                func close() {}

            #sourceLocation(file: "Settings+Layout.swift", line: 4)
                      override var prefersStatusBarHidden: Bool { true }
            #sourceLocation(file: "Settings.swift", line: 3)

            #sourceLocation(file: "Settings+Layout.swift", line: 5)
                override class var requiresConstraintBasedLayout: Bool {
                    true
                }
            #sourceLocation(file: "Settings.swift", line: 3)
            }
            """)
        XCTAssertEqual(
            try port(ext.text, path: ext.path, target: target),
            """
            import UIKit

            extension Settings: UITableViewDelegate {
            \(sp(60))
            \(sp(60))
            \(sp(12))
            \(sp(5))
                static let rowHeight: CGFloat = 44
                func other() { _ = Settings.close   }
            }
            """)
    }

    func testObjCMemberASubclassOverridesMoves() throws {
        let base = PortSource(
            path: "Base.swift",
            text: "class Base {}\nextension Base {\n    @objc func tapped() {}\n    @objc func kept() {}\n}\n")
        let sub = PortSource(path: "Sub.swift", text: "class Sub: Base {\n    override func tapped() {}\n}\n")
        let out = try port(base.text, path: base.path, target: [base, sub])
        XCTAssertEqual(
            out,
            """
            class Base {
            #sourceLocation(file: "Base.swift", line: 3)
                      func tapped() {}
            #sourceLocation(file: "Base.swift", line: 1)
                        }
            extension Base {
            \(sp(26))
                      func kept() {}
            }
            """)
    }

    func testLeftAloneExtensionsOfOtherClassesWhereClausesAndConditionalCode() throws {
        let source = """
            extension UIButton {
                override func awakeFromNib() {}
            }
            class Box<T> {}
            extension Box where T == Int {
                override var description: String { "" }
            }
            class Screen {}
            extension Screen {
                #if DEBUG
                override func f() {}
                #endif
            }
            """
        XCTAssertEqual(try port(source), source)
    }

    func testRefusedSelectorInAMovedMemberNamesItsOwnFileAndLine() {
        let ext = PortSource(
            path: "E.swift",
            text: "extension C {\n\n    override func f() {\n        _ = #selector(getter: x)\n    }\n}\n")
        let cls = PortSource(path: "C.swift", text: "class C: B {\n}\nlet later = #selector(setter: y)\n")
        XCTAssertThrowsError(try port(cls.text, path: cls.path, target: [ext, cls])) { error in
            let e = error as? PortError
            XCTAssertEqual(e?.path, "E.swift")
            XCTAssertEqual(e?.line, 4)
            XCTAssertEqual(e?.column, 13)
        }
        // An error after the inserted member names the class's own file and line.
        let alone = PortSource(path: "C.swift", text: cls.text)
        XCTAssertThrowsError(try port(alone.text, path: alone.path, target: [alone])) { error in
            XCTAssertEqual((error as? PortError)?.line, 3)
        }
        XCTAssertThrowsError(
            try port(
                cls.text, path: cls.path,
                target: [PortSource(path: "E.swift", text: "extension C {\n    override func f() {}\n}\n"), cls])
        ) { error in
            XCTAssertEqual((error as? PortError)?.path, "C.swift")
            XCTAssertEqual((error as? PortError)?.line, 3)
        }
    }

    func testBrokenSourcesNeitherHangNorCrash() throws {
        let broken = [
            "extension A { override func f() {", "class A { extension A { override", "#Preview {", "#Preview(",
            "@available(iOS 17, *) #Preview", "extension A { override var x: Int { get } }\nclass A {",
            "class A {}\nextension A { override func f() { \"}\" } /* } */ override init() {} }",
        ]
        for text in broken {
            let target = [PortSource(path: "A.swift", text: text), PortSource(path: "B.swift", text: "class A {}")]
            _ = try PortRewriter.port(text, path: "A.swift", target: target)
            _ = try PortRewriter.port("class A {}", path: "B.swift", target: target)
        }
    }
}
