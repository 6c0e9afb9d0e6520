/// A token of Swift source, as far as the port rewrite needs to know: enough to tell code from
/// strings and comments, to match parentheses and braces, and to find `#selector`, attributes
/// and declaration modifiers. It is not a Swift parser: numbers and operators are plain
/// punctuation, and regular-expression literals are not recognised.
struct SourceToken: Equatable {
    /// What a token is.
    enum Kind: Equatable {
        /// An identifier or keyword (`class`, `handlePan`, `` `default` ``).
        case word
        /// `#` and a word (`#selector`, `#if`).
        case pound
        /// `@` and a word (`@objc`, `@IBOutlet`).
        case attribute
        /// A whole string literal, interpolations included (`"a\(b)"`, `#"raw"#`, `"""..."""`).
        case string
        /// A `//` or (possibly nested) `/* */` comment.
        case comment
        /// Spaces, tabs and newlines.
        case space
        /// Any other single character (`(`, `.`, `:`, `{`, a digit, an operator).
        case punct
    }

    /// The kind.
    let kind: Kind
    /// The token's UTF-8 bytes, as offsets into the source.
    let range: Range<Int>
    /// The 1-based line of the token's first byte.
    let line: Int
    /// The 1-based column (in UTF-8 bytes) of the token's first byte.
    let column: Int
}

/// Splits Swift source into `SourceToken`s. Unterminated strings and comments end at the end
/// of the file (the compiler reports them; the rewrite leaves them untouched).
struct SourceLexer {
    let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var lineStart = 0

    init(_ source: String) { bytes = Array(source.utf8) }

    /// Every token of the source, in order; their ranges cover it without gaps.
    static func tokens(of source: String) -> (bytes: [UInt8], tokens: [SourceToken]) {
        var lexer = SourceLexer(source)
        var out: [SourceToken] = []
        while let t = lexer.next() { out.append(t) }
        return (lexer.bytes, out)
    }

    /// The text of `token`.
    static func text(_ token: SourceToken, in bytes: [UInt8]) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    private func peek(_ k: Int = 0) -> UInt8? { i + k < bytes.count ? bytes[i + k] : nil }

    /// Moves past one byte, counting lines.
    private mutating func advance() {
        if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
        i += 1
    }

    mutating func next() -> SourceToken? {
        guard i < bytes.count else { return nil }
        let start = i, startLine = line, column = i - lineStart + 1
        let kind = scanOne()
        return SourceToken(kind: kind, range: start..<i, line: startLine, column: column)
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "_") || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
            || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
            || b >= 0x80  // identifiers may hold any non-ASCII letter
    }

    private static func isWordStart(_ b: UInt8) -> Bool {
        isWordByte(b) && !(b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }

    private mutating func scanOne() -> SourceToken.Kind {
        let b = bytes[i]
        switch b {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            while let c = peek(),
                c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r")
            {
                advance()
            }
            return .space
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while let c = peek(), c != UInt8(ascii: "\n") { advance() }
            return .comment
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            skipBlockComment()
            return .comment
        case UInt8(ascii: "\""):
            scanString(hashes: 0)
            return .string
        case UInt8(ascii: "#"):
            var n = 0
            while peek(n) == UInt8(ascii: "#") { n += 1 }
            if peek(n) == UInt8(ascii: "\"") {
                for _ in 0..<n { advance() }
                scanString(hashes: n)
                return .string
            }
            advance()
            if let c = peek(), Self.isWordStart(c) { scanWord(); return .pound }
            return .punct
        case UInt8(ascii: "@"):
            advance()
            if let c = peek(), Self.isWordStart(c) { scanWord(); return .attribute }
            return .punct
        case UInt8(ascii: "`"):
            advance()
            while let c = peek(), c != UInt8(ascii: "`"), c != UInt8(ascii: "\n") { advance() }
            if peek() == UInt8(ascii: "`") { advance() }
            return .word
        default:
            if Self.isWordStart(b) { scanWord(); return .word }
            advance()
            return .punct
        }
    }

    private mutating func scanWord() {
        while let c = peek(), Self.isWordByte(c) { advance() }
    }

    private mutating func skipBlockComment() {
        advance(); advance()
        var depth = 1
        while depth > 0, i < bytes.count {
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1; advance(); advance()
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1; advance(); advance()
            } else {
                advance()
            }
        }
    }

    /// Scans a string literal whose opening quote is at `i`, with `hashes` `#` before it
    /// (already consumed), up to and including its closing delimiter.
    private mutating func scanString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        for _ in 0..<quotes { advance() }
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\\") && hashesFollow(1, hashes) {
                for _ in 0...hashes { advance() }
                // An escape: an interpolation, or the escaped character.
                if peek() == UInt8(ascii: "(") { advance(); scanInterpolation() } else if i < bytes.count { advance() }
                continue
            }
            if c == UInt8(ascii: "\"") && (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") })
                && hashesFollow(quotes, hashes)
            {
                for _ in 0..<(quotes + hashes) { advance() }
                return
            }
            if c == UInt8(ascii: "\n") && !multiline { return }  // unterminated: the compiler reports it
            advance()
        }
    }

    private func hashesFollow(_ offset: Int, _ hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
    }

    /// Scans the code of `\( ... )` after its `(`, through the matching `)`.
    private mutating func scanInterpolation() {
        var depth = 1
        while i < bytes.count {
            let start = i
            _ = scanOne()
            let text = bytes[start..<i]
            if text.count == 1 && text.first == UInt8(ascii: "(") { depth += 1 }
            if text.count == 1 && text.first == UInt8(ascii: ")") { depth -= 1; if depth == 0 { return } }
        }
    }
}
