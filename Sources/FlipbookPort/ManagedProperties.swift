/// Core Animation's own properties of an app's layer class (docs/porting.md, SEMANTICS.md
/// §27.6): what the port rewrites so that Flipbook can read and write them by key, as Core
/// Animation does with the Objective-C runtime.
///
/// - `@NSManaged var progress: CGFloat` (which Linux refuses) becomes a computed property
///   kept by the layer under its name: `var progress: CGFloat { get {
///   _flipbookManagedValue("progress") } set { _flipbookSetManagedValue(newValue, "progress") } }`,
///   on the same line, so `value(forKey:)`, `setValue(_:forKey:)` and animations of the key
///   see it.
/// - A class whose body declares `init(layer:)` gets a companion `_FlipbookLayerCopy_<Type>`
///   (`FlipbookUIKit._FlipbookLayerCopying`) that makes presentation copies with it.
enum ManagedProperties {
    /// The rewrite of the `@NSManaged` declaration at token `j`: the attribute blanked, the
    /// declaration kept up to the end of its type, the accessors appended; and the index of
    /// the next token. Nil when what follows is not `modifiers var name: Type`.
    static func rewrite(at j: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> (out: [UInt8], next: Int)? {
        var k = j
        var name: String?
        while let n = PortRewriter.significant(after: k, tokens) {
            k = n
            let text = SourceLexer.text(tokens[k], in: bytes)
            guard tokens[k].kind == .word || tokens[k].kind == .attribute else { return nil }
            if text == "let" || text == "func" { return nil }
            if text == "var" {
                guard let w = PortRewriter.significant(after: k, tokens), tokens[w].kind == .word else { return nil }
                name = SourceLexer.text(tokens[w], in: bytes).replacingAll("`", "")
                k = w
                break
            }
        }
        guard let name, let colon = PortRewriter.significant(after: k, tokens),
            SourceLexer.text(tokens[colon], in: bytes) == ":"
        else { return nil }
        // The type: up to a line end, a comment, `;`, `{`, `}` or `=` outside brackets.
        var depth = 0
        var end = colon
        var m = colon + 1
        while m < tokens.count {
            let t = tokens[m]
            let text = SourceLexer.text(t, in: bytes)
            if t.kind == .comment { break }
            if t.kind == .space && text.contains("\n") && depth == 0 { break }
            if t.kind == .punct {
                if depth == 0 && [";", "{", "}", "=", ","].contains(text) { break }
                if ["[", "(", "<"].contains(text) { depth += 1 }
                if ["]", ")", ">"].contains(text) { depth = max(depth - 1, 0) }
            }
            if t.kind != .space { end = m }
            m += 1
        }
        guard end > colon else { return nil }
        let key = name.replacingAll("\\", "\\\\").replacingAll("\"", "\\\"")
        var out = PortRewriter.blanked(bytes[tokens[j].range])
        out += bytes[tokens[j].range.upperBound..<tokens[end].range.upperBound]
        out += Array(
            " { get { _flipbookManagedValue(\"\(key)\") } set { _flipbookSetManagedValue(newValue, \"\(key)\") } }"
                .utf8)
        return (out, end + 1)
    }

    /// The string of `#keyPath(...)` from its tokens: the names joined by dots, without a
    /// first component that names a type (capitalised, followed by more).
    static func keyPathString(_ tokens: [String]) -> String {
        var names = tokens.filter { $0 != "." && $0 != "?" && $0 != "!" }
        if names.count > 1, let c = names[0].first, c.isUppercase { names.removeFirst() }
        return names.joined(separator: ".").replacingAll("`", "")
    }

    /// Whether the word `init` at token `j` declares `init(layer:)` (not `super.init(layer:)`).
    static func declaresLayerInit(at j: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> Bool {
        if let p = PortRewriter.significant(before: j, tokens), SourceLexer.text(tokens[p], in: bytes) == "." {
            return false
        }
        var k = j
        if let q = PortRewriter.significant(after: k, tokens),
            ["?", "!"].contains(SourceLexer.text(tokens[q], in: bytes))
        {
            k = q
        }
        guard let open = PortRewriter.significant(after: k, tokens), SourceLexer.text(tokens[open], in: bytes) == "(",
            let label = PortRewriter.significant(after: open, tokens),
            SourceLexer.text(tokens[label], in: bytes) == "layer",
            let colon = PortRewriter.significant(after: label, tokens),
            SourceLexer.text(tokens[colon], in: bytes) == ":"
        else { return false }
        return true
    }

    /// The companions of `types` (those of `classes`, the file's non-generic classes).
    static func generated(_ types: [String], classes: [String]) -> String {
        var out = ""
        for type in types where classes.contains(type) {
            let flat = type.replacingAll(".", "_")
            out +=
                "\n// Presentation copies of \(type) with its init(layer:), generated by the port (docs/porting.md).\n"
            out += "final class _FlipbookLayerCopy_\(flat): _FlipbookLayerCopying {\n"
            out += "    static func copy(of layer: AnyObject) -> AnyObject? {\n"
            out += "        (layer as? \(type)).flatMap { \(type)(layer: $0) as AnyObject? }\n"
            out += "    }\n"
            out += "}\n"
        }
        return out
    }
}
