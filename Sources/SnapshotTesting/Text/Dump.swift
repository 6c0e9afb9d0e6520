#if os(Linux)
import Foundation

extension Snapshotting where Format == String {
    /// `String(describing:)` of the value, as text compared line by line.
    public static var description: Snapshotting {
        SimplySnapshotting.lines.pullback { String(describing: $0) }
    }

    /// The value's structure as text (the library's dump): one line a value, "▿" before a
    /// value with children and "-" before one without, two spaces of indent a level, the
    /// children of structs, classes, dictionaries and sets sorted by their text, memory
    /// addresses left out, a class seen again marked "(circular reference detected)".
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { SnapshotDump.text(of: $0) }
    }
}

/// A value that writes its own line in `.dump`.
public protocol AnySnapshotStringConvertible {
    /// Whether its children are written under its line too (default false).
    static var renderChildren: Bool { get }
    /// Its text in `.dump`.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    public static var renderChildren: Bool { false }
}

extension Character: AnySnapshotStringConvertible { public var snapshotDescription: String { debugDescription } }
extension Data: AnySnapshotStringConvertible { public var snapshotDescription: String { debugDescription } }
extension String: AnySnapshotStringConvertible { public var snapshotDescription: String { debugDescription } }
extension Substring: AnySnapshotStringConvertible { public var snapshotDescription: String { debugDescription } }
extension URL: AnySnapshotStringConvertible { public var snapshotDescription: String { debugDescription } }
extension Date: AnySnapshotStringConvertible {
    /// ISO 8601 in UTC ("2019-01-15T12:00:00Z"... with the offset as "+00:00").
    public var snapshotDescription: String { SnapshotDump.dateText(self) }
}
extension NSObject: AnySnapshotStringConvertible {
    public var snapshotDescription: String { SnapshotDump.withoutAddresses(debugDescription) }
}

enum SnapshotDump {
    static func text(of value: Any) -> String { write(value, name: nil, indent: 0, seen: []) }

    private static func typeName(_ t: Any.Type) -> String {
        // Local types print as "Name #1": the number is left out.
        String(describing: t).replacingOccurrences(of: " #\\d+", with: "", options: .regularExpression)
    }

    private static func write(_ value: Any, name: String?, indent: Int, seen: Set<ObjectIdentifier>) -> String {
        let pad = String(repeating: " ", count: indent)
        let label = name.map { "\($0): " } ?? ""
        let mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        let bullet = children.isEmpty ? "-" : "▿"
        var seen = seen
        let head: String
        // Children in the order of their own dumps as (label, value) pairs: by label, then value.
        func sorted(_ c: [Mirror.Child]) -> [Mirror.Child] {
            c.map { ($0, write((label: $0.label, value: $0.value), name: nil, indent: 0, seen: seen)) }
                .sorted { $0.1 < $1.1 }.map(\.0)
        }
        func plural(_ n: Int, _ one: String, _ many: String) -> String { n == 1 ? "1 \(one)" : "\(n) \(many)" }
        switch mirror.displayStyle {
        case .collection?: head = plural(children.count, "element", "elements")
        case .dictionary?:
            head = plural(children.count, "key/value pair", "key/value pairs")
            children = sorted(children)
        case .set?:
            head = plural(children.count, "member", "members")
            children = sorted(children)
        case .tuple?: head = "(" + plural(children.count, "element", "elements") + ")"
        case .optional?:
            head = children.isEmpty ? "\(typeName(mirror.subjectType)).none" : typeName(mirror.subjectType)
        default:
            if let v = value as? AnySnapshotStringConvertible {
                if !type(of: v).renderChildren { return "\(pad)- \(label)\(v.snapshotDescription)\n" }
                head = v.snapshotDescription
            } else if let v = value as? CustomStringConvertible {
                head = v.description
            } else if mirror.displayStyle == .class, let object = value as AnyObject? {
                let id = ObjectIdentifier(object)
                if seen.contains(id) { return "\(pad)\(bullet) \(name ?? "value") (circular reference detected)\n" }
                seen.insert(id)
                head = typeName(mirror.subjectType)
                children = sorted(children)
            } else if mirror.displayStyle == .struct {
                head = typeName(mirror.subjectType)
                children = sorted(children)
            } else if mirror.displayStyle == .enum {
                head = children.isEmpty ? "\(typeName(mirror.subjectType)).\(value)" : typeName(mirror.subjectType)
            } else {
                head = String(describing: value)
            }
        }
        var out = "\(pad)\(bullet) \(label)\(head)\n"
        for child in children { out += write(child.value, name: child.label, indent: indent + 2, seen: seen) }
        return out
    }

    static func dateText(_ date: Date) -> String {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
        f.calendar = Calendar(identifier: .gregorian)
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(abbreviation: "UTC")
        return f.string(from: date)
    }

    /// The text with its memory addresses ("0x7f...") taken out.
    static func withoutAddresses(_ s: String) -> String {
        s.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }
}
#endif
