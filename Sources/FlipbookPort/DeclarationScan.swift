/// The top-level declarations of one file that the port's moves need: the classes it declares
/// (with the token of each body's closing brace), the extensions it declares (with the
/// members of each), and every `override` member's name. Found from the token stream by
/// counting braces, like `TypeScopes`; a token scan, not a Swift parser (docs/porting.md).
struct DeclarationScan {
    /// A `class Name { ... }` at the top level or nested in other types (`Outer.Inner`).
    struct ClassBody {
        var name: String
        /// The index of the token `}` that closes the body.
        var close: Int
    }

    /// A member of an extension: the tokens from its first attribute or modifier to the last
    /// token of its body.
    struct Member {
        var first: Int
        var last: Int
        /// The declaring keyword (`func`, `var`, `init`, `subscript`, ...).
        var keyword: String
        /// The member's name (the word after `func` or `var`; `init` or `subscript` for those).
        var name: String
        /// Whether `override` is among its modifiers.
        var isOverride: Bool
        /// Whether `@objc` is among its attributes.
        var isObjC: Bool
    }

    /// A top-level `extension Name { ... }` without a `where` clause.
    struct Extension {
        var name: String
        var members: [Member]
        /// Whether the body holds a `#if` at its own level (its members are then left alone).
        var hasConditionalCode: Bool
    }

    let bytes: [UInt8]
    let tokens: [SourceToken]
    private(set) var classes: [ClassBody] = []
    private(set) var extensions: [Extension] = []
    /// The names of every member declared with `override`, anywhere in the file.
    private(set) var overriddenNames: [String] = []

    static let memberKeywords: Set<String> = ["func", "var", "let", "init", "subscript", "typealias", "deinit"]
    static let nestedTypeKeywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "extension"]

    init(_ source: String) {
        (bytes, tokens) = SourceLexer.tokens(of: source)
        scan()
    }

    init(bytes: [UInt8], tokens: [SourceToken]) {
        self.bytes = bytes
        self.tokens = tokens
        scan()
    }

    func text(_ k: Int) -> String { SourceLexer.text(tokens[k], in: bytes) }

    private func next(_ k: Int) -> Int? { PortRewriter.significant(after: k, tokens) }

    /// The matching close of the bracket at `open` (`{`/`}` or `(`/`)` or `[`/`]`).
    func matching(_ open: Int) -> Int? {
        let o = bytes[tokens[open].range.lowerBound]
        let c: UInt8 =
            o == UInt8(ascii: "{") ? UInt8(ascii: "}") : o == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
        var depth = 0
        for k in open..<tokens.count where tokens[k].kind == .punct {
            let b = bytes[tokens[k].range.lowerBound]
            if b == o {
                depth += 1
            } else if b == c {
                depth -= 1
                if depth == 0 { return k }
            }
        }
        return nil
    }

    private mutating func scan() {
        // A stack of the type bodies we are in: the name path and the body's closing token.
        var stack: [(name: String?, close: Int)] = []
        var k = 0
        while k < tokens.count {
            while let top = stack.last, k > top.close { stack.removeLast() }
            let t = tokens[k]
            guard t.kind == .word else { k += 1; continue }
            let word = text(k)
            if word == "override" { noteOverride(k) }
            guard Self.nestedTypeKeywords.contains(word), let n = next(k), tokens[n].kind == .word else {
                k += 1
                continue
            }
            if let p = PortRewriter.significant(before: k, tokens), ["import", ".", "typealias"].contains(text(p)) {
                k += 1
                continue
            }
            if PortRewriter.declarationWords.contains(text(n)) { k += 1; continue }  // class func, class var
            // The name (dotted for an extension), then the head up to the body's `{`.
            var name = text(n)
            var h = n
            while word == "extension", let dot = next(h), text(dot) == ".", let part = next(dot),
                tokens[part].kind == .word
            {
                name += "." + text(part)
                h = part
            }
            var hasWhere = false
            var open: Int?
            var m = h
            while let q = next(m) {
                let s = text(q)
                if s == "{" { open = q; break }
                if s == ";" || s == "}" { break }
                if s == "where" { hasWhere = true }
                if s == "(" || s == "[", let close = matching(q) { m = close; continue }
                m = q
            }
            guard let open, let close = matching(open) else { k += 1; continue }
            let path = (stack.compactMap(\.name) + [name]).joined(separator: ".")
            if word == "class" {
                classes.append(ClassBody(name: path, close: close))
            } else if word == "extension", stack.isEmpty, !hasWhere {
                extensions.append(members(of: name, open: open, close: close))
            }
            stack.append((word == "protocol" ? nil : name, close))
            k = open + 1
        }
    }

    private mutating func noteOverride(_ k: Int) {
        var q = k
        while let n = next(q) {
            let s = text(n)
            if s == "func" || s == "var" {
                if let nameToken = next(n), tokens[nameToken].kind == .word { overriddenNames.append(text(nameToken)) }
                return
            }
            guard tokens[n].kind == .word || tokens[n].kind == .attribute else { return }
            q = n
        }
    }

    /// The members directly inside the extension body between `open` and `close`.
    private func members(of name: String, open: Int, close: Int) -> Extension {
        var result = Extension(name: name, members: [], hasConditionalCode: false)
        var k = open + 1
        while k < close {
            let t = tokens[k]
            let s = text(k)
            if t.kind == .pound && s == "#if" { result.hasConditionalCode = true }
            if t.kind == .punct && (s == "{" || s == "(" || s == "["), let end = matching(k) {
                k = end + 1
                continue
            }
            let isKeyword =
                t.kind == .word
                && (Self.memberKeywords.contains(s)
                    || (Self.nestedTypeKeywords.contains(s) && !isModifierClass(k)))
            guard isKeyword else { k += 1; continue }
            let first = start(of: k, after: open)
            let last = end(of: k, before: close)
            let modifiers = (first..<k).filter { tokens[$0].kind == .word || tokens[$0].kind == .attribute }.map(text)
            var memberName = s
            if s == "func" || s == "var" || s == "let", let n = next(k) { memberName = text(n) }
            result.members.append(
                Member(
                    first: first, last: last, keyword: s, name: memberName,
                    isOverride: modifiers.contains("override"), isObjC: modifiers.contains("@objc")))
            k = last + 1
        }
        return result
    }

    /// Whether the `class` at `k` is a modifier (`class func`, `override class var`).
    private func isModifierClass(_ k: Int) -> Bool {
        text(k) == "class" && next(k).map { PortRewriter.declarationWords.contains(text($0)) } == true
    }

    /// The first token of the declaration whose keyword is at `k`: back over its modifiers
    /// and attributes (with their arguments).
    private func start(of k: Int, after open: Int) -> Int {
        var first = k
        var q = k
        while let p = PortRewriter.significant(before: q, tokens), p > open {
            let s = text(p)
            if tokens[p].kind == .attribute || (tokens[p].kind == .word && PortRewriter.declarationWords.contains(s)) {
                first = p
                q = p
            } else if s == ")", let o = openParen(before: p, after: open),
                let a = PortRewriter.significant(before: o, tokens), tokens[a].kind == .attribute
            {
                first = a
                q = a
            } else {
                break
            }
        }
        return first
    }

    /// The `(` matching the `)` at `close`, searching back.
    private func openParen(before close: Int, after limit: Int) -> Int? {
        var depth = 0
        var q = close
        while q > limit {
            if tokens[q].kind == .punct {
                let s = text(q)
                if s == ")" { depth += 1 }
                if s == "(" {
                    depth -= 1
                    if depth == 0 { return q }
                }
            }
            q -= 1
        }
        return nil
    }

    /// The last token of the declaration whose keyword is at `k`: the `}` of its body if it has
    /// one before the next declaration, else its last token before the next declaration.
    private func end(of k: Int, before close: Int) -> Int {
        var q = k
        var last = k
        while let n = next(q), n < close {
            let s = text(n)
            if tokens[n].kind == .punct && s == "{", let e = matching(n) {
                // A body, or a closure initialiser (`= { ... }()`): the declaration goes on
                // only with a call or another operator after it on the same logical line.
                last = e
                q = e
                if let after = next(e), after < close, ["(", ".", "?", "!"].contains(text(after)) { continue }
                return last
            }
            if tokens[n].kind == .punct && (s == "(" || s == "["), let e = matching(n) {
                last = e
                q = e
                continue
            }
            if tokens[n].kind == .word && (Self.memberKeywords.contains(s) || Self.nestedTypeKeywords.contains(s)) {
                return PortRewriter.significant(before: start(of: n, after: k), tokens) ?? last
            }
            if tokens[n].kind == .attribute || (tokens[n].kind == .word && PortRewriter.declarationWords.contains(s)) {
                // Modifiers of the next declaration.
                if let after = next(n), tokens[after].kind == .word || tokens[after].kind == .attribute {
                    return last
                }
            }
            if s == ";" { return last }
            last = n
            q = n
        }
        return last
    }
}
