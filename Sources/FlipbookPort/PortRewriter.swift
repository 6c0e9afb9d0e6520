/// The port rewrite: turns an app's Swift file written for iOS into one that compiles on Linux
/// against Flipbook, changing only what Linux refuses whatever a library provides.
///
/// - `#selector(...)` becomes a method reference, the spelling Flipbook's target-action takes
///   (`UIGestureRecognizer(target:action:)`, `addTarget(_:action:)`): see `SelectorForm`.
/// - `#keyPath(a.b)` becomes the string `"a.b"` (a leading type name is left out, as the
///   compiler does: `#keyPath(RingLayer.progress)` is `"progress"`).
/// - `@NSManaged` properties become properties kept by key (`ManagedProperties`), and the
///   `@objc var`s of layer classes get a companion that reads and writes them by name
///   (`KeyedProperties`).
/// - The attributes of `droppedAttributes` (`@objc`, `@objc(name)`, `@IBOutlet`, ...) and the
///   `dynamic` modifier are blanked out.
/// - A `#sourceLocation(file:line:)` line goes first, and every other line keeps its number,
///   so the compiler's errors and warnings point at the original file and line.
///
/// Strings (plain, raw, multi-line, with interpolations) and comments are left untouched, and
/// parentheses nest. It is a token scan, not a Swift parser: see docs/porting.md.
public enum PortRewriter {
    /// The attributes removed (without their `@`): Linux refuses `@objc`, `@objc(name)`,
    /// `@objcMembers` and `@IBOutlet` on UIKit types, the Interface Builder markers mean
    /// nothing without a storyboard, and an app delegate's `@main` or `@UIApplicationMain`
    /// would be a second entry point beside the executable's (`AppLaunch` runs the delegate).
    public static let droppedAttributes: [String] = [
        "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable", "main", "UIApplicationMain", "NSApplicationMain",
    ]

    /// The words after which a `dynamic` is a declaration modifier (and is dropped).
    static let declarationWords: Set<String> = [
        "var", "let", "func", "subscript", "init", "public", "private", "fileprivate", "internal", "open", "final",
        "override", "static", "class", "weak", "unowned", "lazy", "required", "convenience", "nonisolated", "mutating",
    ]

    /// Rewrites `source`, the text of the file at `path` (the path goes into
    /// `#sourceLocation` as given, and into errors).
    ///
    /// - Throws: `PortError` at the first `#selector` that has no method-reference
    ///   equivalent (`#selector(getter: p)`, `#selector(setter: p)`, `#selector(f as T)`,
    ///   `#selector(super.f)`), with the original line and column.
    public static func rewrite(_ source: String, path: String) throws -> String {
        try rewrite(source, path: path, connections: false)
    }

    /// The rewrite, followed (when `connections`) by the Interface Builder connections of
    /// the file's classes: what the plugin compiles and `flipbook port` prints
    /// (`InterfaceBuilderMembers`, docs/porting.md).
    public static func port(_ source: String, path: String) throws -> String {
        try rewrite(source, path: path, connections: true)
    }

    /// `port(_:path:)` for one file of a target whose other files are `target` (the file
    /// itself may be among them): members declared with `override` in an extension of a class
    /// the target declares move into the class's body (`TargetMoves`, docs/porting.md).
    public static func port(_ source: String, path: String, target: [PortSource]) throws -> String {
        try rewrite(source, path: path, connections: true, target: target)
    }

    static func rewrite(_ source: String, path: String, connections: Bool, target: [PortSource] = []) throws
        -> String
    {
        let (prepared, lines) = TargetMoves(source: source, path: path, target: target).prepared(path: path)
        do {
            return try rewritePrepared(prepared, path: path, connections: connections)
        } catch let e as PortError {
            let (file, line) = lines.original(e.line)
            throw PortError(path: file, line: line, column: e.column, message: e.message)
        }
    }

    static func rewritePrepared(_ source: String, path: String, connections: Bool) throws -> String {
        let (bytes, tokens) = SourceLexer.tokens(of: source)
        var members = InterfaceBuilderMembers()
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        out += Array("#sourceLocation(file: \"\(escaped(path))\", line: 1)\n".utf8)
        var scopes = TypeScopes()
        var networking = ImplicitImports()
        var layerInits: [String] = []
        var keyed = KeyedProperties()
        var j = 0
        while j < tokens.count {
            let t = tokens[j]
            let text = SourceLexer.text(t, in: bytes)
            scopes.observe(j, tokens, bytes)
            if t.kind == .word { networking.observe(j, tokens, bytes) }
            switch t.kind {
            case .attribute where text == "@NSManaged":
                if let (rewritten, next) = ManagedProperties.rewrite(at: j, tokens, bytes) {
                    out += rewritten
                    // The tokens skipped still pass through the scopes.
                    for k in (j + 1)..<next { scopes.observe(k, tokens, bytes) }
                    j = next
                    continue
                }
                out += bytes[t.range]
            case .word where text == "init" && scopes.enclosingType != nil:
                if ManagedProperties.declaresLayerInit(at: j, tokens, bytes), let type = scopes.enclosingType,
                    !layerInits.contains(type)
                {
                    layerInits.append(type)
                }
                out += bytes[t.range]
            case .attribute where droppedAttributes.contains(String(text.dropFirst())):
                if text == "@objc" { keyed.noteObjc(j, tokens, bytes, type: scopes.enclosingType) }
                if text == "@IBOutlet" || text == "@IBAction" || text == "@IBInspectable" || text == "@IBSegueAction" {
                    members.noteAttribute(j, tokens, bytes, type: scopes.enclosingType)
                }
                var end = j
                if j + 1 < tokens.count, SourceLexer.text(tokens[j + 1], in: bytes) == "(" {
                    end = matchingParen(j + 1, tokens, bytes) ?? j
                }
                out += blanked(bytes[t.range.lowerBound..<tokens[end].range.upperBound])
                j = end + 1
                continue
            case .attribute where text == "@MainActor" && isDeclarationAttribute(j, tokens, bytes):
                // Flipbook's UIKit is not isolated to the main actor (a scene runs on one
                // thread), so an app's `@MainActor class` would make its overrides of UIKit's
                // methods nonisolated and refuse every call between the two.
                var end = j
                if let open = significant(after: j, tokens), SourceLexer.text(tokens[open], in: bytes) == "(",
                    let close = matchingParen(open, tokens, bytes)
                {
                    end = close  // `@MainActor(unsafe)`, the older spelling
                }
                out += blanked(bytes[t.range.lowerBound..<tokens[end].range.upperBound])
                for k in (j + 1)..<(end + 1) { scopes.observe(k, tokens, bytes) }
                j = end + 1
                continue
            case .word where text == "DispatchQueue" && sendsWorkAtOnce(j, tokens, bytes):
                // `DispatchQueue.main.async`, `DispatchQueue.global(qos:).asyncAfter`: work for the
                // stage's clock (FlipbookQueue, the same width).
                out += Array("FlipbookQueue".utf8)
                networking.noteQueueRewrite()
            case .word where text == "dynamic" && isModifier(j, tokens, bytes):
                out += blanked(bytes[t.range])
            case .word where text == "class":
                members.noteClass(j, tokens, bytes, enclosing: scopes.enclosingType)
                keyed.noteClass(j, tokens, bytes, enclosing: scopes.enclosingType)
                out += bytes[t.range]
            case .pound where text == "#if" || text == "#elseif":
                // The condition is read as the iOS build reads it (`CompilationConditions`).
                out += bytes[t.range]
                var k = j + 1
                let newline = UInt8(ascii: "\n")
                while k < tokens.count, !(tokens[k].kind == .space && bytes[tokens[k].range].contains(newline)) {
                    if let (condition, end) = CompilationConditions.replacement(at: k, tokens, bytes) {
                        let original = bytes[tokens[k].range.lowerBound..<tokens[end].range.upperBound]
                        out += padded(condition, toReplace: original)
                        for m in k...end { scopes.observe(m, tokens, bytes) }
                        k = end + 1
                        continue
                    }
                    scopes.observe(k, tokens, bytes)
                    out += bytes[tokens[k].range]
                    k += 1
                }
                j = k
                continue
            case .pound where text == "#keyPath":
                // `#keyPath(progress)` needs the Objective-C runtime; its value is the string.
                if let open = significant(after: j, tokens), SourceLexer.text(tokens[open], in: bytes) == "(",
                    let close = matchingParen(open, tokens, bytes)
                {
                    let inner = tokens[(open + 1)..<close].filter { $0.kind != .space && $0.kind != .comment }
                        .map { SourceLexer.text($0, in: bytes) }
                    let original = bytes[t.range.lowerBound..<tokens[close].range.upperBound]
                    out += padded("\"\(ManagedProperties.keyPathString(inner))\"", toReplace: original)
                    j = close + 1
                    continue
                }
                out += bytes[t.range]
            case .pound where text == "#selector":
                guard let open = significant(after: j, tokens), SourceLexer.text(tokens[open], in: bytes) == "(",
                    let close = matchingParen(open, tokens, bytes)
                else {
                    throw PortError(
                        path: path, line: t.line, column: t.column,
                        message: "#selector without a parenthesised method name; " + SelectorForm.accepted)
                }
                let inner = tokens[(open + 1)..<close].filter { $0.kind != .space && $0.kind != .comment }
                    .map { SourceLexer.text($0, in: bytes) }
                let original = bytes[t.range.lowerBound..<tokens[close].range.upperBound]
                do {
                    let form = try SelectorForm(inner)
                    out += padded(form.methodReference(enclosingType: scopes.enclosingType), toReplace: original)
                } catch let message as SelectorForm.Refusal {
                    throw PortError(
                        path: path, line: t.line, column: t.column,
                        message: message.text(String(decoding: original, as: UTF8.self)))
                }
                j = close + 1
                continue
            default:
                out += bytes[t.range]
            }
            j += 1
        }
        if out.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
        out += Array("#sourceLocation()\n".utf8)
        if connections {
            out += Array(members.generated().utf8)
            out += Array(ManagedProperties.generated(layerInits, classes: members.classes).utf8)
            out += Array(keyed.generated(classes: members.classes).utf8)
        }
        if networking.needsFoundationNetworking { out += Array(ImplicitImports.importLines.utf8) }
        if networking.needsUIKitForXCTest || networking.needsUIKitForQueues {
            out += Array(ImplicitImports.uiKitLines.utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The imports a file's Apple platform gives it implicitly. Whether a file that imports
    /// Foundation uses its URL loading types, which Apple's
    /// Foundation has and the toolchain keeps in FoundationNetworking on Linux. Such a file gets
    /// `import FoundationNetworking` at its end (an import may come anywhere at file scope, so no
    /// line moves); files that name none of these types are left as they are.
    struct ImplicitImports {
        static let names: Set<String> = [
            "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
            "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionDelegate", "URLSessionDataDelegate",
            "URLSessionTaskDelegate", "URLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "URLCredential",
            "URLProtectionSpace", "URLAuthenticationChallenge", "HTTPCookie", "HTTPCookieStorage", "URLProtocol",
            "CachedURLResponse", "NSMutableURLRequest", "NSURLRequest",
        ]
        static let importLines = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
        /// On iOS `import XCTest` brings UIKit's types too (XCTest's Objective-C headers import
        /// UIKit); Linux's XCTest does not, so a test file that imports XCTest and not UIKit gets
        /// it at its end.
        static let uiKitLines = "#if canImport(UIKit)\nimport UIKit\n#endif\n"
        private var importsFoundation = false
        private var namesOne = false
        private var importsXCTest = false
        private var importsUIKit = false

        var needsFoundationNetworking: Bool { importsFoundation && namesOne }
        var needsUIKitForXCTest: Bool { importsXCTest && !importsUIKit }
        /// A file that sends work to a queue through `FlipbookQueue` without importing UIKit
        /// (a model or loader file importing only Foundation) gets UIKit, which has it.
        var needsUIKitForQueues: Bool { rewroteQueue && !importsUIKit && !importsXCTest }
        private var rewroteQueue = false

        mutating func noteQueueRewrite() { rewroteQueue = true }

        mutating func observe(_ j: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) {
            let text = SourceLexer.text(tokens[j], in: bytes)
            if text == "import", let next = PortRewriter.significant(after: j, tokens) {
                switch SourceLexer.text(tokens[next], in: bytes) {
                case "Foundation": importsFoundation = true
                case "XCTest": importsXCTest = true
                case "UIKit": importsUIKit = true
                default: break
                }
            } else if !namesOne, ImplicitImports.names.contains(String(text)) {
                namesOne = true
            }
        }
    }

    /// The compilation conditions an app's file was written against: it was compiled for iOS,
    /// by Xcode. In an `#if` or `#elseif` condition, `os(iOS)` is `true` (Linux's compiler
    /// would read it as false and take a macOS or an empty branch, as SwiftGen's generated
    /// `#if os(macOS) ... #elseif os(iOS)` imports do) and `SWIFT_PACKAGE`, which SwiftPM
    /// defines for the port's target but an Xcode app target does not, is `false` (so
    /// `Bundle(for:)` is used where the app uses it, not a `Bundle.module` the target lacks).
    /// The other conditions (`canImport(UIKit)`, `os(macOS)`, `DEBUG`) read as they do.
    enum CompilationConditions {
        /// The replacement of the condition that starts at the word `j`, with the index of its
        /// last token; nil when it is not one of those.
        static func replacement(at j: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> (String, Int)? {
            guard tokens[j].kind == .word else { return nil }
            switch SourceLexer.text(tokens[j], in: bytes) {
            case "SWIFT_PACKAGE": return ("false", j)
            case "os":
                guard let open = PortRewriter.significant(after: j, tokens),
                    SourceLexer.text(tokens[open], in: bytes) == "(",
                    let name = PortRewriter.significant(after: open, tokens),
                    SourceLexer.text(tokens[name], in: bytes) == "iOS",
                    let close = PortRewriter.significant(after: name, tokens),
                    SourceLexer.text(tokens[close], in: bytes) == ")"
                else { return nil }
                return ("true", close)
            default: return nil
            }
        }
    }

    /// The path as the contents of a string literal.
    static func escaped(_ path: String) -> String {
        path.replacingAll("\\", "\\\\").replacingAll("\"", "\\\"")
    }

    /// The index of the next token that is neither space nor comment.
    static func significant(after j: Int, _ tokens: [SourceToken]) -> Int? {
        var k = j + 1
        while k < tokens.count, tokens[k].kind == .space || tokens[k].kind == .comment { k += 1 }
        return k < tokens.count ? k : nil
    }

    /// The index of the previous token that is neither space nor comment.
    static func significant(before j: Int, _ tokens: [SourceToken]) -> Int? {
        var k = j - 1
        while k >= 0, tokens[k].kind == .space || tokens[k].kind == .comment { k -= 1 }
        return k >= 0 ? k : nil
    }

    /// The `)` that closes the `(` at `open`, counting nested parentheses (strings and comments
    /// are single tokens, so parentheses inside them do not count).
    static func matchingParen(_ open: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> Int? {
        var depth = 0
        for k in open..<tokens.count where tokens[k].kind == .punct {
            switch bytes[tokens[k].range.lowerBound] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return k }
            default: break
            }
        }
        return nil
    }

    /// Whether the `dynamic` at `j` modifies a declaration (`@objc dynamic var`, `dynamic
    /// func`), rather than being a name (`x.dynamic`, `let dynamic = 1`).
    static func isModifier(_ j: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> Bool {
        if let p = significant(before: j, tokens) {
            let prev = SourceLexer.text(tokens[p], in: bytes)
            if prev == "." || prev == "let" || prev == "var" || prev == "func" { return false }
        }
        guard let n = significant(after: j, tokens) else { return false }
        return tokens[n].kind == .attribute
            || (tokens[n].kind == .word && declarationWords.contains(SourceLexer.text(tokens[n], in: bytes)))
    }

    /// The words that can follow a declaration's attributes: modifiers and introducers.
    static let declarationIntroducers: Set<String> = declarationWords.union([
        "struct", "enum", "protocol", "extension", "actor", "deinit", "typealias", "indirect", "package",
    ])

    /// Whether the attribute at `j` marks a declaration (`@MainActor class`, `@MainActor
    /// func`, `@MainActor @objc var`), rather than a closure (`{ @MainActor in`) or a function
    /// type (`@MainActor () -> Void`).
    static func isDeclarationAttribute(_ j: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> Bool {
        guard var n = significant(after: j, tokens) else { return false }
        if SourceLexer.text(tokens[n], in: bytes) == "(" {
            // The attribute's arguments (`@available(iOS 15, *)`).
            guard let close = matchingParen(n, tokens, bytes), let after = significant(after: close, tokens) else {
                return false
            }
            n = after
        }
        if tokens[n].kind == .attribute { return isDeclarationAttribute(n, tokens, bytes) }
        return tokens[n].kind == .word && declarationIntroducers.contains(SourceLexer.text(tokens[n], in: bytes))
    }

    /// Whether the `DispatchQueue` at `j` names the main or a global queue that is sent work at
    /// once: `DispatchQueue.main.async`, `.main.asyncAfter`, `DispatchQueue.global(...).async`
    /// and `.asyncAfter` (not `Foo.DispatchQueue`, a stored queue, or `sync`).
    static func sendsWorkAtOnce(_ j: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> Bool {
        func text(_ k: Int?) -> String? { k.map { SourceLexer.text(tokens[$0], in: bytes) } }
        if let p = significant(before: j, tokens), text(p) == "." { return false }
        guard let dot = significant(after: j, tokens), text(dot) == ".", let queue = significant(after: dot, tokens)
        else { return false }
        var end = queue
        switch text(queue) {
        case "main": break
        case "global":
            if let open = significant(after: queue, tokens), text(open) == "(" {
                guard let close = matchingParen(open, tokens, bytes) else { return false }
                end = close
            } else {
                return false
            }
        default: return false
        }
        guard let dot2 = significant(after: end, tokens), text(dot2) == ".", let call = significant(after: dot2, tokens)
        else { return false }
        return text(call) == "async" || text(call) == "asyncAfter"
    }

    /// `text` with every character but newlines turned into spaces: columns and lines stay.
    static func blanked(_ text: ArraySlice<UInt8>) -> [UInt8] {
        text.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ") }
    }

    /// `replacement` followed by the original's newlines (so later lines keep their numbers) or,
    /// on one line, by spaces up to the original's length (so later columns stay too).
    static func padded(_ replacement: String, toReplace original: ArraySlice<UInt8>) -> [UInt8] {
        var r = Array(replacement.utf8)
        let newlines = original.filter { $0 == UInt8(ascii: "\n") }.count
        if newlines > 0 {
            r += [UInt8](repeating: UInt8(ascii: "\n"), count: newlines)
        } else if r.count < original.count {
            r += [UInt8](repeating: UInt8(ascii: " "), count: original.count - r.count)
        }
        return r
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
