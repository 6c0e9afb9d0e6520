/// What a `#selector(...)` names, and the method reference that replaces it.
///
/// | written | becomes |
/// | --- | --- |
/// | `#selector(handlePan(_:))`, `#selector(self.handlePan(_:))`, `#selector(Self.handlePan(_:))` | `Card.handlePan(_:)` (the enclosing type) |
/// | `#selector(dismissTapped)` (no-argument or bare name) | `Card.dismissTapped` |
/// | `#selector(Interactor.handlePan(_:))` | `Interactor.handlePan(_:)` |
/// | `#selector(interactor.handlePan(_:))` (an instance) | `type(of: interactor).handlePan(_:)` |
///
/// A method reference needs the type that declares the method: `#selector(name)` names a
/// method of the type the code is in, so the rewrite uses that type's name (nested types
/// joined with dots, `extension T` giving `T`). Outside any type, or inside a protocol, it
/// uses `type(of: self)`. `Self.name` would not do: in a non-final class `self` has the class's
/// type, not `Self`, and `Self` is refused in stored-property initialisers.
struct SelectorForm: Equatable {
    /// A `#selector` with no method-reference equivalent; `text(_:)` is the message.
    struct Refusal: Error {
        let reason: String
        func text(_ original: String) -> String { "\(original): \(reason); " + SelectorForm.accepted }
    }

    /// The forms the rewrite takes, for messages.
    static let accepted =
        "the port accepts #selector(name), #selector(name(label:)), #selector(self.name(_:)), "
        + "#selector(Type.name(_:)) and #selector(instance.name(_:))"

    /// The receiver's path as written (empty for `#selector(name)`, `["self"]`, `["Interactor"]`).
    let receiver: [String]
    /// The method's base name.
    let name: String
    /// The argument labels of a compound name (`["_"]` for `(_:)`), nil for a bare name.
    let labels: [String]?

    /// Parses the significant tokens between `#selector(` and its `)`.
    init(_ tokens: [String]) throws {
        var k = 0
        func at(_ n: Int) -> String? { n < tokens.count ? tokens[n] : nil }
        func isName(_ s: String?) -> Bool {
            guard let s, let c = s.unicodeScalars.first else { return false }
            return c == "_" || c == "`" || c.properties.isAlphabetic
        }
        if let first = at(0), first == "getter" || first == "setter", at(1) == ":" {
            throw Refusal(
                reason: "#selector(\(first): ...) names a property's Objective-C \(first), which has no method "
                    + "reference on Linux (wrap the property in a method and name that method)")
        }
        var path: [String] = []
        guard isName(at(k)) else { throw Refusal(reason: "no method name") }
        path.append(tokens[k]); k += 1
        while at(k) == ".", isName(at(k + 1)) { path.append(tokens[k + 1]); k += 2 }
        var labels: [String]?
        if at(k) == "(" {
            var found: [String] = []
            k += 1
            while isName(at(k)), at(k + 1) == ":" { found.append(tokens[k]); k += 2 }
            guard at(k) == ")" else {
                throw Refusal(reason: "the argument labels are not of the form name(first:second:)")
            }
            k += 1
            labels = found
        }
        guard k == tokens.count else {
            throw Refusal(reason: "'\(tokens[k...].joined(separator: " "))' after the method name is not supported")
        }
        if path.first == "super" {
            throw Refusal(reason: "a method of super has no method reference that skips the override")
        }
        receiver = Array(path.dropLast())
        name = path[path.count - 1]
        self.labels = labels
    }

    /// The method reference, with `enclosingType` (nil when unknown) standing for the type
    /// that unqualified and `self.` forms name.
    func methodReference(enclosingType: String?) -> String {
        let method = name + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
        // `Self.` is the enclosing type too: `Self.name` does not type-check in a lazy
        // initialiser or a non-final class's stored property, the type's own name does.
        if receiver.isEmpty || receiver == ["self"] || receiver == ["Self"] {
            return (enclosingType ?? "type(of: self)") + "." + method
        }
        let last = receiver[receiver.count - 1].unicodeScalars.first { $0 != "`" }
        if let last, last.properties.isUppercase {
            return receiver.joined(separator: ".") + "." + method
        }
        return "type(of: " + receiver.joined(separator: ".") + ")." + method
    }
}
