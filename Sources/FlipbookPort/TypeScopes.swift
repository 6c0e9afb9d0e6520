/// The type declarations the scan is inside (`class Card { extension Card.Face { ...`), kept
/// from the token stream by counting braces: enough to name the enclosing type of a
/// `#selector(name)`.
struct TypeScopes {
    private struct Scope {
        /// The type's name; nil for a protocol (its methods have no concrete type to name).
        var name: String?
        /// Whether the name is complete on its own (`extension A.B`) rather than nested.
        var absolute: Bool
        /// The brace depth inside the scope's `{`.
        var depth: Int
    }

    private var scopes: [Scope] = []
    private var depth = 0
    private var pending: Scope?

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]

    /// The enclosing type's name for a method reference (`Outer.Inner`), or nil when the code
    /// is in no type or in a protocol.
    var enclosingType: String? {
        var path: [String] = []
        for s in scopes {
            guard let name = s.name else { path = []; continue }
            path = s.absolute ? [name] : path + [name]
        }
        guard let last = scopes.last, last.name != nil, !path.isEmpty else { return nil }
        return path.joined(separator: ".")
    }

    /// Updates the scopes with token `j` (called once per token, in order).
    mutating func observe(_ j: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) {
        let t = tokens[j]
        let text = SourceLexer.text(t, in: bytes)
        switch t.kind {
        case .punct where text == "{":
            depth += 1
            if var p = pending { p.depth = depth; scopes.append(p); pending = nil }
        case .punct where text == "}":
            if let last = scopes.last, last.depth == depth { scopes.removeLast() }
            depth -= 1
        case .punct where text == ";":
            pending = nil
        case .word where Self.typeKeywords.contains(text):
            if let p = PortRewriter.significant(before: j, tokens),
                ["import", ".", "typealias"].contains(SourceLexer.text(tokens[p], in: bytes))
            {
                return
            }
            guard let n = PortRewriter.significant(after: j, tokens), tokens[n].kind == .word else { return }
            let first = SourceLexer.text(tokens[n], in: bytes)
            if PortRewriter.declarationWords.contains(first) { return }  // class func, class var
            var name = first
            if text == "extension" {
                var k = n
                while let dot = PortRewriter.significant(after: k, tokens),
                    SourceLexer.text(tokens[dot], in: bytes) == ".",
                    let part = PortRewriter.significant(after: dot, tokens), tokens[part].kind == .word
                {
                    name += "." + SourceLexer.text(tokens[part], in: bytes)
                    k = part
                }
            }
            pending = Scope(name: text == "protocol" ? nil : name, absolute: text == "extension", depth: 0)
        default:
            break
        }
    }
}
