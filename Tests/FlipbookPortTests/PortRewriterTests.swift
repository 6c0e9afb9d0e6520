import XCTest
@testable import FlipbookPort

/// The port rewrite on each `#selector` form, the dropped attributes, and what it must leave
/// alone (strings, comments, names). Every expected text is written out by hand.
final class PortRewriterTests: XCTestCase {
    /// The rewrite of `body` as the file `Card.swift`, without the two directive lines.
    func port(_ body: String, path: String = "Card.swift") throws -> String {
        let out = try PortRewriter.rewrite(body, path: path)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, #"#sourceLocation(file: "\#(path)", line: 1)"#)
        XCTAssertEqual(lines.suffix(2), ["#sourceLocation()", ""])
        return lines.dropFirst().dropLast(2).joined(separator: "\n")
    }

    /// On Apple's platforms `import Foundation` brings URLSession and its kin; on Linux they are
    /// in FoundationNetworking, so a file that imports Foundation and names one gets that import
    /// at its end, where no line moves.
    func testAFoundationFileThatLoadsURLsGetsFoundationNetworking() throws {
        let body = "import Foundation\nlet session = URLSession.shared\n"
        let out = try PortRewriter.rewrite(body, path: "Api.swift")
        XCTAssertEqual(
            out,
            "#sourceLocation(file: \"Api.swift\", line: 1)\n" + body + "#sourceLocation()\n"
                + "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n")
        // Without a networking name, or without Foundation, the file is left as it is.
        XCTAssertEqual(
            try port("import Foundation\nlet url = URL(string: \"a\")"),
            "import Foundation\nlet url = URL(string: \"a\")")
        XCTAssertEqual(try port("import UIKit\nlet r: URLRequest? = nil"), "import UIKit\nlet r: URLRequest? = nil")
        // A name in a string or a comment does not count.
        XCTAssertEqual(
            try port("import Foundation\n// URLSession\nlet s = \"URLRequest\""),
            "import Foundation\n// URLSession\nlet s = \"URLRequest\"")
    }

    /// An app's file is compiled for iOS by Xcode: in `#if` and `#elseif` conditions `os(iOS)`
    /// reads true and `SWIFT_PACKAGE` false, padded to their length so columns stay; the same
    /// words elsewhere (code, strings, other conditions) are left alone.
    func testConditionsReadAsTheIOSBuildReadsThem() throws {
        XCTAssertEqual(
            try port("#if os(macOS)\nimport AppKit\n#elseif os(iOS)\nimport UIKit\n#endif"),
            "#if os(macOS)\nimport AppKit\n#elseif true   \nimport UIKit\n#endif")
        XCTAssertEqual(
            try port("#if SWIFT_PACKAGE\nlet b = Bundle.module\n#else\nlet b = Bundle(for: T.self)\n#endif"),
            "#if false        \nlet b = Bundle.module\n#else\nlet b = Bundle(for: T.self)\n#endif")
        XCTAssertEqual(
            try port("#if !os( iOS ) || os(tvOS) // os(iOS)\n#endif"),
            "#if !true      || os(tvOS) // os(iOS)\n#endif")
        XCTAssertEqual(
            try port("let os = \"os(iOS)\"\nf(os(iOS))\nlet SWIFT_PACKAGE = 1\n#if canImport(UIKit)\n#endif"),
            "let os = \"os(iOS)\"\nf(os(iOS))\nlet SWIFT_PACKAGE = 1\n#if canImport(UIKit)\n#endif")
    }

    /// On iOS `import XCTest` brings UIKit's types; a test file that imports XCTest and not UIKit
    /// gets `import UIKit` at its end.
    func testAnXCTestFileGetsUIKitAsOnIOS() throws {
        let body = "import XCTest\nlet v = UIView()\n"
        XCTAssertEqual(
            try PortRewriter.rewrite(body, path: "T.swift"),
            "#sourceLocation(file: \"T.swift\", line: 1)\n" + body + "#sourceLocation()\n"
                + "#if canImport(UIKit)\nimport UIKit\n#endif\n")
        XCTAssertEqual(try port("import XCTest\nimport UIKit"), "import XCTest\nimport UIKit")
    }

    func testUnqualifiedSelectorNamesTheEnclosingType() throws {
        XCTAssertEqual(
            try port(
                """
                class Card: UIViewController {
                    let a = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                    let b = UIPanGestureRecognizer(target: self, action: #selector(handlePan))
                }
                """),
            """
            class Card: UIViewController {
                let a = UIPanGestureRecognizer(target: self, action: Card.handlePan(_:)      )
                let b = UIPanGestureRecognizer(target: self, action: Card.handlePan      )
            }
            """)
    }

    func testSelfTypeAndInstanceForms() throws {
        XCTAssertEqual(
            try port(
                """
                final class Card {
                    func wire() {
                        pan.addTarget(self, action: #selector(self.handlePan(_:)))
                        pan.addTarget(self, action: #selector(Card.close))
                        pan.addTarget(interactor, action: #selector(SwipeInteractor.handle(gesture:)))
                        pan.addTarget(interactor, action: #selector(interactor.handle(gesture:)))
                        pan.addTarget(self, action: #selector(update(_:animated:)))
                    }
                }
                """),
            """
            final class Card {
                func wire() {
                    pan.addTarget(self, action: Card.handlePan(_:)           )
                    pan.addTarget(self, action: Card.close           )
                    pan.addTarget(interactor, action: SwipeInteractor.handle(gesture:)           )
                    pan.addTarget(interactor, action: type(of: interactor).handle(gesture:) )
                    pan.addTarget(self, action: Card.update(_:animated:)      )
                }
            }
            """)
    }

    func testCapitalSelfNamesTheEnclosingTypeToo() throws {
        // `Self.handlePan(_:)` does not type-check in a lazy initialiser (nor in a non-final
        // class's stored properties); the enclosing type's name does, as for `self.`.
        XCTAssertEqual(
            try port(
                """
                class Card: UIViewController {
                    lazy var pan = UIPanGestureRecognizer(target: self, action: #selector(Self.handlePan(_:)))
                    func wire() { pan.addTarget(self, action: #selector(Self.close)) }
                }
                """),
            """
            class Card: UIViewController {
                lazy var pan = UIPanGestureRecognizer(target: self, action: Card.handlePan(_:)           )
                func wire() { pan.addTarget(self, action: Card.close           ) }
            }
            """)
    }

    func testNestedTypesExtensionsAndProtocols() throws {
        XCTAssertEqual(
            try port(
                """
                class Outer { class Inner { func f() { _ = #selector(g) } } }
                extension Outer.Inner { func h() { _ = #selector(k) } }
                protocol Wiring { }
                extension Wiring { func w() { _ = #selector(go) } }
                func free() { _ = #selector(go) }
                class Plain { class func make() { _ = #selector(go) } }
                """),
            """
            class Outer { class Inner { func f() { _ = Outer.Inner.g } } }
            extension Outer.Inner { func h() { _ = Outer.Inner.k } }
            protocol Wiring { }
            extension Wiring { func w() { _ = Wiring.go     } }
            func free() { _ = type(of: self).go }
            class Plain { class func make() { _ = Plain.go      } }
            """)
    }

    /// An app delegate's entry-point attribute would be a second `main` beside the
    /// executable's; `@mainActor`-like words that only start with "main" are kept.
    func testTheAppDelegatesEntryPointAttributeIsBlanked() throws {
        XCTAssertEqual(
            try port(
                """
                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {}
                @UIApplicationMain class OldDelegate: UIResponder, UIApplicationDelegate {}
                @mainly struct Kept {}
                """),
            """
                 
            class AppDelegate: UIResponder, UIApplicationDelegate {}
                               class OldDelegate: UIResponder, UIApplicationDelegate {}
            @mainly struct Kept {}
            """)
    }

    func testAttributesAndDynamicAreBlankedKeepingColumns() throws {
        XCTAssertEqual(
            try port(
                """
                @IBDesignable class Card: UIView {
                    @IBOutlet weak var title: UIView!
                    @IBInspectable var radius: CGFloat = 4
                    @objc dynamic var progress: CGFloat = 0
                    dynamic var other = 0
                    @objc(handleThePan:) func handlePan(_ g: UIPanGestureRecognizer) {}
                    @IBAction func close(_ sender: Any) {}
                    @objc private func tap() { let dynamic = 1; _ = x.dynamic; _ = dynamic }
                    @discardableResult func kept() -> Int { 0 }
                }
                @objcMembers class Model {}
                """),
            """
                          class Card: UIView {
                          weak var title: UIView!
                               var radius: CGFloat = 4
                              var progress: CGFloat = 0
                        var other = 0
                                     func handlePan(_ g: UIPanGestureRecognizer) {}
                          func close(_ sender: Any) {}
                      private func tap() { let dynamic = 1; _ = x.dynamic; _ = dynamic }
                @discardableResult func kept() -> Int { 0 }
            }
                         class Model {}
            """)
    }

    /// The main and global queues sent work at once become `FlipbookQueue` (the same width),
    /// which runs the work on the stage's clock; every other `DispatchQueue` is Dispatch's.
    func testQueuesSentWorkAtOnceRunOnTheStagesClock() throws {
        XCTAssertEqual(
            try port(
                """
                import UIKit
                func load() {
                    DispatchQueue.global(qos: .userInitiated).async { DispatchQueue.main.async { done() } }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}
                    DispatchQueue . main . async {}
                    let q = DispatchQueue(label: "a"); q.async {}
                    DispatchQueue.main.sync {}
                    publisher.receive(on: DispatchQueue.main)
                    _ = Foo.DispatchQueue.main.async
                    _ = "DispatchQueue.main.async"
                }
                """),
            """
            import UIKit
            func load() {
                FlipbookQueue.global(qos: .userInitiated).async { FlipbookQueue.main.async { done() } }
                FlipbookQueue.main.asyncAfter(deadline: .now() + 1) {}
                FlipbookQueue . main . async {}
                let q = DispatchQueue(label: "a"); q.async {}
                DispatchQueue.main.sync {}
                publisher.receive(on: DispatchQueue.main)
                _ = Foo.DispatchQueue.main.async
                _ = "DispatchQueue.main.async"
            }
            """)
        // A file importing only Foundation gets UIKit, which has FlipbookQueue, at its end.
        let out = try PortRewriter.rewrite("import Foundation\nDispatchQueue.main.async {}\n", path: "Loader.swift")
        XCTAssertTrue(out.hasSuffix("#sourceLocation()\n#if canImport(UIKit)\nimport UIKit\n#endif\n"), out)
        let stored = try PortRewriter.rewrite("import Foundation\nlet q = DispatchQueue.main\n", path: "A.swift")
        XCTAssertFalse(stored.contains("import UIKit"))
    }

    /// Flipbook's UIKit is not isolated to the main actor, so an app's `@MainActor` class would
    /// make its overrides of UIKit's methods nonisolated (as the methods they override) and
    /// refuse their calls to the class's own members. The attribute goes where it marks a
    /// declaration, with its arguments' neighbours kept, and stays on closures and function
    /// types, where it isolates nothing a UIKit override reaches.
    func testMainActorIsBlankedOnDeclarationsOnly() throws {
        XCTAssertEqual(
            try port(
                """
                @MainActor
                class ListController: UITableViewController {}
                @MainActor final class Loader {}
                @MainActor @objc(Shown) protocol Showing {}
                @available(iOS 15, *) @MainActor struct Model {
                    @MainActor static var shared = Model()
                    @MainActor func load(then done: @escaping @MainActor () -> Void) {
                        Task { @MainActor in done() }
                        let f: @MainActor (Int) -> Void = { _ in }
                    }
                }
                @MainActor extension Loader {}
                @MainActor(unsafe) class Old {}
                """),
            """
                      
            class ListController: UITableViewController {}
                       final class Loader {}
                                    protocol Showing {}
            @available(iOS 15, *)            struct Model {
                           static var shared = Model()
                           func load(then done: @escaping @MainActor () -> Void) {
                    Task { @MainActor in done() }
                    let f: @MainActor (Int) -> Void = { _ in }
                }
            }
                       extension Loader {}
                               class Old {}
            """)
    }

    func testStringsAndCommentsAreLeftAlone() throws {
        let source = #"""
            class Card {
                let a = "#selector(notThis) @objc \(#selector(notThisEither))"
                let b = #"raw #selector(x) \#("@objc") "#
                let c = """
                    multi-line #selector(y) @IBOutlet "quoted"
                    """
                // a comment: #selector(z) @objc
                /* a /* nested */ comment: #selector(w) @objc dynamic var */
                let d = "escaped \" #selector(v)"
                let e = #selector(real)
            }
            """#
        let expected = source.replacingOccurrences(of: "#selector(real)", with: "Card.real      ")
        XCTAssertEqual(try port(source), expected)
    }

    func testNestedParenthesesAndMultiLineSelectorsKeepLineNumbers() throws {
        // The call's own parentheses close after the selector's; a selector split over lines
        // becomes one line followed by the newlines it held (two here), so the call's `)`
        // stays on its line. A replacement longer than the original is not padded.
        XCTAssertEqual(
            try port(
                """
                class Card {
                    func f() {
                        pan.addTarget(self, action: (#selector(handle(_:))))
                        pan.addTarget(self, action: #selector(
                            handle(_:with:)
                        ))
                        g(#selector(k)) // after
                    }
                }
                """),
            """
            class Card {
                func f() {
                    pan.addTarget(self, action: (Card.handle(_:)      ))
                    pan.addTarget(self, action: Card.handle(_:with:)

            )
                    g(Card.k      ) // after
                }
            }
            """)
    }

    func testGetterSetterAndOtherFormsAreRefusedAtTheirLine() {
        let cases: [(String, Int, Int, String)] = [
            (
                "class A {\n  let s = #selector(getter: A.title)\n}", 2, 11,
                "#selector(getter: A.title): #selector(getter: ...) names a property's Objective-C getter"
            ),
            (
                "class A {\n\n\n    x(#selector(setter: A.title))\n}", 4, 7,
                "#selector(setter: A.title): #selector(setter: ...) names a property's Objective-C setter"
            ),
            (
                "let s = #selector(f as (Int) -> Void)", 1, 9,
                "#selector(f as (Int) -> Void): 'as ( Int ) - > Void' after the method name is not supported"
            ),
            ("let s = #selector(super.viewDidLoad)", 1, 9, "a method of super has no method reference"),
            ("let s = #selector", 1, 9, "#selector without a parenthesised method name"),
        ]
        for (source, line, column, message) in cases {
            XCTAssertThrowsError(try PortRewriter.rewrite(source, path: "App/Transitions/A.swift")) { error in
                guard let e = error as? PortError else { return XCTFail("\(error)") }
                XCTAssertEqual(e.path, "App/Transitions/A.swift")
                XCTAssertEqual(e.line, line, source)
                XCTAssertEqual(e.column, column, source)
                XCTAssertTrue(e.message.contains(message), "\(e.message) lacks \(message)")
                XCTAssertTrue(e.message.contains("the port accepts #selector(name)"), e.message)
                XCTAssertTrue(
                    e.description.hasPrefix("App/Transitions/A.swift:\(line):\(column): error: "), e.description)
            }
        }
    }

    func testSourceLocationNamesTheOriginalAndLinesStayInPlace() throws {
        let out = try PortRewriter.rewrite(
            "import UIKit\n@objc class A {}\nlet x = 1", path: #"/app/My "Cards"/A.swift"#)
        // Quotes and backslashes in the path are escaped; a missing final newline is added.
        XCTAssertEqual(
            out,
            """
            #sourceLocation(file: "/app/My \\"Cards\\"/A.swift", line: 1)
            import UIKit
                  class A {}
            let x = 1
            #sourceLocation()

            """)
    }

    func testUnterminatedStringsAndCommentsDoNotHang() throws {
        // The compiler reports these; the rewrite must only finish and leave them as they are.
        XCTAssertEqual(
            try port("let s = \"open #selector(a)\n@objc func f() {}"), "let s = \"open #selector(a)\n      func f() {}"
        )
        XCTAssertEqual(try port("/* open #selector(a) @objc"), "/* open #selector(a) @objc")
        XCTAssertEqual(try port("let s = \"\\(x"), "let s = \"\\(x")
    }
}
