/// The `@IBOutlet`s, `@IBAction`s and `@IBInspectable`s of a file's classes, found while the
/// port rewrite scans it, and the Swift the rewrite appends so that a storyboard can connect
/// them by name without the Objective-C runtime (docs/porting.md, "Outlets and actions").
///
/// For each class declared in the file that has any, the rewrite appends an extension with a
/// static function answering "set outlet `name` to this value", "give me the action for
/// selector `s`" and "set inspectable `k`", and a top-level companion class
/// `_FlipbookIB_<Type>` (`FlipbookUIKit.InterfaceBuilderConnections`) that FlipbookUIKit finds
/// by name (`_typeByName("Module._FlipbookIB_Type")`) when it loads a storyboard.
struct InterfaceBuilderMembers {
    struct Outlet: Equatable {
        var name: String
        var isCollection: Bool
    }
    struct Action: Equatable {
        /// The Objective-C selector Interface Builder writes (`close:`, `closeWithSender:`).
        var selector: String
        var name: String
        /// The argument labels (`_` for none), and the first parameter's type if any.
        var labels: [String]
        var senderType: String?
    }
    struct Members {
        var outlets: [Outlet] = []
        var actions: [Action] = []
        var inspectables: [String] = []
        /// `@IBSegueAction`s: the selector, the method's name and its labels (coder, then
        /// optionally sender and segue identifier).
        var segueActions: [Action] = []
        var isEmpty: Bool { outlets.isEmpty && actions.isEmpty && inspectables.isEmpty && segueActions.isEmpty }
    }

    /// Members by type name (`Outer.Inner`), in the order first seen.
    private(set) var byType: [(type: String, members: Members)] = []
    /// The classes declared in the file (`class Name` at any nesting, with the path).
    private(set) var classes: [String] = []

    private mutating func update(_ type: String, _ change: (inout Members) -> Void) {
        if let i = byType.firstIndex(where: { $0.type == type }) {
            change(&byType[i].members)
        } else {
            var m = Members()
            change(&m)
            byType.append((type, m))
        }
    }

    /// Notes a `class Name` declaration at token `j` (the word `class`), inside `enclosing`.
    mutating func noteClass(_ j: Int, _ tokens: [SourceToken], _ bytes: [UInt8], enclosing: String?) {
        if let p = PortRewriter.significant(before: j, tokens),
            ["import", ".", "typealias"].contains(SourceLexer.text(tokens[p], in: bytes))
        {
            return
        }
        guard let n = PortRewriter.significant(after: j, tokens), tokens[n].kind == .word else { return }
        let name = SourceLexer.text(tokens[n], in: bytes)
        if PortRewriter.declarationWords.contains(name) { return }  // class func, class var
        // Generic classes cannot be found by name; leave them out.
        if let after = PortRewriter.significant(after: n, tokens), SourceLexer.text(tokens[after], in: bytes) == "<" {
            return
        }
        classes.append(enclosing.map { $0 + "." + name } ?? name)
    }

    /// Notes the declaration that the attribute at token `j` (`@IBOutlet`, `@IBAction`,
    /// `@IBInspectable`) marks, inside `type`.
    mutating func noteAttribute(_ j: Int, _ tokens: [SourceToken], _ bytes: [UInt8], type: String?) {
        guard let type else { return }
        let attribute = SourceLexer.text(tokens[j], in: bytes)
        var k = j
        // Skip the attribute's own arguments, modifiers and other attributes up to the keyword.
        while let n = PortRewriter.significant(after: k, tokens) {
            k = n
            let text = SourceLexer.text(tokens[k], in: bytes)
            if text == "(" && tokens[k].kind == .punct, let close = PortRewriter.matchingParen(k, tokens, bytes) {
                k = close
                continue
            }
            if tokens[k].kind == .word && (text == "var" || text == "func" || text == "let") { break }
            if tokens[k].kind != .word && tokens[k].kind != .attribute { return }
        }
        let keyword = SourceLexer.text(tokens[k], in: bytes)
        guard let n = PortRewriter.significant(after: k, tokens), tokens[n].kind == .word else { return }
        let name = SourceLexer.text(tokens[n], in: bytes).replacingAll("`", "")
        switch (attribute, keyword) {
        case ("@IBOutlet", "var"):
            let typeText = Self.declaredType(after: n, tokens, bytes)
            let bare = typeText.hasSuffix("!") || typeText.hasSuffix("?") ? String(typeText.dropLast()) : typeText
            update(type) { $0.outlets.append(Outlet(name: name, isCollection: bare.hasPrefix("["))) }
        case ("@IBInspectable", "var"):
            update(type) { $0.inspectables.append(name) }
        case ("@IBAction", "func"):
            guard let open = PortRewriter.significant(after: n, tokens),
                SourceLexer.text(tokens[open], in: bytes) == "(",
                let close = PortRewriter.matchingParen(open, tokens, bytes)
            else { return }
            let params = Self.parameters(open, close, tokens, bytes)
            // Actions take no argument or the sender; the (sender, event) form is left out
            // (a storyboard naming it gets the "no action" error).
            guard params.count <= 1 else { return }
            let labels = params.map(\.label)
            update(type) {
                $0.actions.append(
                    Action(
                        selector: Self.selector(name, labels), name: name, labels: labels,
                        senderType: params.first?.type))
            }
        case ("@IBSegueAction", "func"):
            guard let open = PortRewriter.significant(after: n, tokens),
                SourceLexer.text(tokens[open], in: bytes) == "(",
                let close = PortRewriter.matchingParen(open, tokens, bytes)
            else { return }
            let params = Self.parameters(open, close, tokens, bytes)
            // UIKit's three forms: (coder), (coder, sender), (coder, sender, segueIdentifier).
            guard (1...3).contains(params.count) else { return }
            let labels = params.map(\.label)
            var selector = Self.selector(name, [labels[0]])
            for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
            update(type) {
                $0.segueActions.append(Action(selector: selector, name: name, labels: labels, senderType: nil))
            }
        default:
            return
        }
    }

    /// The type written after `name :` up to `=`, `{`, `;` or the end of the line.
    static func declaredType(after n: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> String {
        guard let colon = PortRewriter.significant(after: n, tokens), SourceLexer.text(tokens[colon], in: bytes) == ":"
        else {
            return ""
        }
        var text = ""
        var k = colon + 1
        var depth = 0
        while k < tokens.count {
            let t = tokens[k]
            let s = SourceLexer.text(t, in: bytes)
            if t.kind == .space && s.contains("\n") && depth == 0 && !text.isEmpty { break }
            if t.kind == .punct {
                if s == "[" || s == "(" || s == "<" { depth += 1 }
                if s == "]" || s == ")" || s == ">" { depth -= 1 }
                if depth == 0 && (s == "=" || s == "{" || s == ";") { break }
            }
            if t.kind != .space && t.kind != .comment { text += s }
            k += 1
        }
        return text
    }

    /// The parameters between `(` at `open` and `)` at `close`: label and type text.
    static func parameters(_ open: Int, _ close: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> [(
        label: String, type: String
    )] {
        var params: [(String, String)] = []
        var words: [String] = []
        var type = ""
        var inType = false
        var depth = 0
        func finish() {
            if !words.isEmpty {
                let label = words.count >= 2 ? words[0] : words[0]
                params.append((label, type))
            }
            words = []
            type = ""
            inType = false
        }
        for k in (open + 1)..<close {
            let t = tokens[k]
            let s = SourceLexer.text(t, in: bytes)
            if t.kind == .space || t.kind == .comment { continue }
            if t.kind == .punct && depth == 0 && s == "," {
                finish()
                continue
            }
            if t.kind == .punct && (s == "(" || s == "[" || s == "<") { depth += 1 }
            if t.kind == .punct && (s == ")" || s == "]" || s == ">") { depth -= 1 }
            if !inType {
                if t.kind == .punct && s == ":" { inType = true } else if t.kind == .word { words.append(s) }
            } else if depth == 0 && t.kind == .punct && s == "=" {
                inType = false  // a default value: the type is complete
                words.append("")  // keep the word count; nothing after matters
            } else if words.last != "" {
                type += s
            }
        }
        finish()
        return params.map { (label: $0.0, type: $0.1) }
    }

    /// Prepositions Swift joins to a method's base name without "With" when it makes the
    /// Objective-C selector of the first argument label (`unwind(for:)` is `unwindFor:`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "like", "of", "on", "onto", "over", "past", "since", "through",
        "to", "toward", "towards", "under", "until", "upon", "via", "with", "within",
    ]

    /// The selector of `name(labels...)` as Swift exposes it to Objective-C and Interface
    /// Builder writes it: `close`, `close:` (`_ sender`), `closeWithSender:` (`sender`),
    /// `unwindFor:` (`for segue`).
    static func selector(_ name: String, _ labels: [String]) -> String {
        guard let first = labels.first else { return name }
        var s = name
        if first != "_" {
            let cap = first.prefix(1).uppercased() + first.dropFirst()
            s += prepositions.contains(first) ? cap : "With" + cap
        }
        return s + ":"
    }

    /// The Swift appended to the rewritten file: one extension and one companion class per
    /// class of the file that has members (possibly declared in the file's extensions of it).
    func generated() -> String {
        var out = ""
        for (type, m) in byType where !m.isEmpty && classes.contains(type) {
            let flat = type.replacingAll(".", "_")
            out += "\n// Interface Builder connections of \(type), generated by the port (docs/porting.md).\n"
            out += "extension \(type) {\n"
            out +=
                "    static func _flipbookIB_\(flat)(_ object: AnyObject, _ request: InterfaceBuilderRequest) -> InterfaceBuilderAnswer {\n"
            out += "        guard let o = object as? \(type) else { return .unknown }\n"
            out += "        switch request {\n"
            for outlet in m.outlets {
                out +=
                    "        case .outlet(\"\(outlet.name)\", let value): return .set(_flipbookAssign(&o.\(escapedName(outlet.name)), value))\n"
            }
            for name in m.inspectables {
                out +=
                    "        case .inspectable(\"\(name)\", let value): return .set(_flipbookAssign(&o.\(escapedName(name)), value))\n"
            }
            for a in m.actions {
                let call = escapedName(a.name)
                if let senderType = a.senderType {
                    let label = a.labels[0] == "_" ? "" : a.labels[0] + ": "
                    out +=
                        "        case .action(\"\(a.selector)\"): return .action { [weak o] sender in _flipbookSend(sender) { (s: \(senderType)) in o?.\(call)(\(label)s) } }\n"
                } else {
                    out += "        case .action(\"\(a.selector)\"): return .action { [weak o] _ in o?.\(call)() }\n"
                }
            }
            for a in m.segueActions {
                let values = ["c.coder", "c.sender", "c.segueIdentifier"]
                let args = zip(a.labels, values).map { $0 == "_" ? $1 : "\($0): \($1)" }.joined(separator: ", ")
                out +=
                    "        case .segueAction(\"\(a.selector)\"): return .action { [weak o] call in if let c = call as? InterfaceBuilderSegueActionCall { c.made = o?.\(escapedName(a.name))(\(args)) } }\n"
            }
            out += "        default: return .unknown\n"
            out += "        }\n"
            out += "    }\n"
            out += "}\n"
            out += "final class _FlipbookIB_\(flat): InterfaceBuilderConnections {\n"
            out +=
                "    static func answer(_ object: AnyObject, _ request: InterfaceBuilderRequest) -> InterfaceBuilderAnswer {\n"
            out += "        \(type)._flipbookIB_\(flat)(object, request)\n"
            out += "    }\n"
            out += "}\n"
        }
        return out
    }

    private func escapedName(_ name: String) -> String {
        let keywords: Set<String> = [
            "default", "class", "func", "var", "let", "in", "is", "as", "self", "Type", "init", "switch", "case",
        ]
        return keywords.contains(name) ? "`\(name)`" : name
    }
}
