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

/// The `@objc var` stored properties of a file's layer classes (a class whose superclass's
/// name ends in `Layer`), for which the port appends a companion `_FlipbookKeyed_<Type>`
/// (`FlipbookUIKit._FlipbookKeyedProperties`) that reads and writes them by name: Core
/// Animation's key-value coding of such a property without the Objective-C runtime
/// (SEMANTICS.md §27.6).
struct KeyedProperties {
    /// Superclass names by class (`Outer.Inner`), from `class Name: Super`.
    private(set) var superclasses: [String: String] = [:]
    /// Property names by type, in the order seen.
    private(set) var byType: [(type: String, names: [String])] = []

    /// Notes the superclass of the `class Name: Super` at token `j` (the word `class`).
    mutating func noteClass(_ j: Int, _ tokens: [SourceToken], _ bytes: [UInt8], enclosing: String?) {
        guard let n = PortRewriter.significant(after: j, tokens), tokens[n].kind == .word,
            let colon = PortRewriter.significant(after: n, tokens), SourceLexer.text(tokens[colon], in: bytes) == ":",
            let s = PortRewriter.significant(after: colon, tokens), tokens[s].kind == .word
        else { return }
        let name = SourceLexer.text(tokens[n], in: bytes)
        superclasses[enclosing.map { $0 + "." + name } ?? name] = SourceLexer.text(tokens[s], in: bytes)
    }

    /// Notes the declaration the `@objc` at token `j` marks, inside `type`, when it is a
    /// stored `var` that code outside the type may reach (not private, not static).
    mutating func noteObjc(_ j: Int, _ tokens: [SourceToken], _ bytes: [UInt8], type: String?) {
        guard let type else { return }
        var k = j
        if let p = PortRewriter.significant(after: k, tokens), SourceLexer.text(tokens[p], in: bytes) == "(",
            let close = PortRewriter.matchingParen(p, tokens, bytes)
        {
            k = close
        }
        var name: String?
        while let n = PortRewriter.significant(after: k, tokens) {
            k = n
            let text = SourceLexer.text(tokens[k], in: bytes)
            guard tokens[k].kind == .word || tokens[k].kind == .attribute else { return }
            if ["private", "fileprivate", "static", "class", "let", "func", "init", "subscript"].contains(text) {
                return
            }
            if text == "var" {
                guard let w = PortRewriter.significant(after: k, tokens), tokens[w].kind == .word else { return }
                name = SourceLexer.text(tokens[w], in: bytes).replacingAll("`", "")
                k = w
                break
            }
        }
        guard let name else { return }
        // Stored: no accessor block, or only observers (`{ didSet ... }`). A `private(set)`
        // is caught above by `private`.
        var m = k + 1
        var depth = 0
        while m < tokens.count {
            let t = tokens[m]
            let text = SourceLexer.text(t, in: bytes)
            if t.kind == .space && text.contains("\n") && depth == 0 { break }
            if t.kind == .punct {
                if ["(", "["].contains(text) { depth += 1 }
                if [")", "]"].contains(text) { depth -= 1 }
                if text == "{" && depth == 0 {
                    guard let w = PortRewriter.significant(after: m, tokens),
                        ["didSet", "willSet"].contains(SourceLexer.text(tokens[w], in: bytes))
                    else { return }
                    break
                }
            }
            m += 1
        }
        if let i = byType.firstIndex(where: { $0.type == type }) {
            if !byType[i].names.contains(name) { byType[i].names.append(name) }
        } else {
            byType.append((type, [name]))
        }
    }

    /// The companions of the layer classes among `classes` (the file's non-generic classes).
    func generated(classes: [String]) -> String {
        var out = ""
        for (type, names) in byType where classes.contains(type) && (superclasses[type]?.hasSuffix("Layer") ?? false) {
            let flat = type.replacingAll(".", "_")
            func escaped(_ n: String) -> String {
                ["default", "class", "func", "var", "let", "in", "is", "as", "self", "Type", "init", "switch", "case"]
                    .contains(n) ? "`\(n)`" : n
            }
            out += "\n// Key-value coding of \(type)'s @objc properties, generated by the port (docs/porting.md).\n"
            out += "final class _FlipbookKeyed_\(flat): _FlipbookKeyedProperties {\n"
            out += "    static func value(of object: AnyObject, forKey key: String) -> Any?? {\n"
            out += "        guard let o = object as? \(type) else { return nil }\n"
            out += "        switch key {\n"
            for n in names { out += "        case \"\(n)\": return .some(o.\(escaped(n)) as Any?)\n" }
            out += "        default: return nil\n"
            out += "        }\n"
            out += "    }\n"
            out += "    static func setValue(_ value: Any?, of object: AnyObject, forKey key: String) -> Bool? {\n"
            out += "        guard let o = object as? \(type) else { return nil }\n"
            out += "        switch key {\n"
            for n in names { out += "        case \"\(n)\": return _flipbookAssign(&o.\(escaped(n)), value)\n" }
            out += "        default: return nil\n"
            out += "        }\n"
            out += "    }\n"
            out += "}\n"
        }
        return out
    }
}
