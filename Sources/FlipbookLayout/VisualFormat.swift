// UIKit's Visual Format Language ("H:|-[a(>=50@750)]-8-[b(==a)]-|") parsed into plain
// constraint descriptions that name views by string. FlipbookUIKit turns them into
// NSLayoutConstraints (`constraints(withVisualFormat:options:metrics:views:)`).
//
// The grammar, as Apple's Auto Layout Guide gives it (appendix "Visual Format Language"):
//   format      ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
//   orientation ::= 'H' | 'V'
//   superview   ::= '|'
//   view        ::= '[' viewName predicateListWithParens? ']'
//   connection  ::= '' | '-' predicateList '-' | '-'
//   predicateList ::= simplePredicate | predicateListWithParens
//   simplePredicate ::= metricName | positiveNumber
//   predicateListWithParens ::= '(' predicate (',' predicate)* ')'
//   predicate   ::= relation? objectOfPredicate ('@' priority)?
//   relation    ::= '==' | '<=' | '>='
//   objectOfPredicate ::= constant | viewName      (a view name only inside a view's brackets)
//   priority, constant ::= metricName | number
// Names are C identifiers; numbers are decimal with an optional sign, fraction and exponent.
// White space between tokens is skipped.
import Foundation

/// The attributes a constraint can relate, as NSLayoutConstraint.Attribute names them.
public enum LayoutAttribute: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    public var description: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }

    /// Whether the attribute is a position or size along x.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return true
        default: return false
        }
    }
}

/// One constraint a visual format describes:
/// `firstItem.firstAttribute relation secondItem.secondAttribute * multiplier + constant @ priority`,
/// or, without a second item, `firstItem.firstAttribute relation constant`.
public struct VisualFormatConstraint: Sendable, Equatable, CustomStringConvertible {
    public enum Item: Sendable, Hashable, CustomStringConvertible {
        case view(String)
        /// The `|` of the format: the views' common superview.
        case superview

        public var description: String {
            switch self {
            case .view(let name): return name
            case .superview: return "|"
            }
        }
    }

    /// Where the constant came from.
    public enum Spacing: Sendable, Equatable {
        /// A number or metric in the format (or 0 for flush views, or a size).
        case explicit
        /// A bare `-` between two views: the standard sibling spacing.
        case standardSibling
        /// A bare `-` next to `|`: the standard spacing to the superview's edge.
        case standardSuperview
    }

    public var firstItem: Item
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondItem: Item?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    /// For a standard spacing: `VisualFormat.standardSiblingSpacing` or
    /// `VisualFormat.standardSuperviewSpacing`, which FlipbookUIKit may replace.
    public var constant: Double
    public var priority: Double
    public var spacing: Spacing

    public init(
        _ firstItem: Item, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ secondItem: Item?,
        _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        spacing: Spacing = .explicit
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.spacing = spacing
    }

    public var description: String {
        var text = "\(firstItem).\(firstAttribute) \(relation) "
        if let secondItem {
            text += "\(secondItem).\(secondAttribute)"
            if multiplier != 1 { text += " * \(multiplier)" }
            if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        } else {
            text += "\(constant)"
        }
        if spacing != .explicit { text += " (standard)" }
        if priority != 1000 { text += " @\(priority)" }
        return text
    }
}

/// A format that does not parse: UIKit's "Unable to parse constraint format" with the reason
/// and the offset (in characters) of the character at fault.
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    public var reason: String
    public var format: String
    public var offset: Int

    public init(reason: String, format: String, offset: Int) {
        self.reason = reason
        self.format = format
        self.offset = offset
    }

    /// As UIKit prints it: the reason, the format, and a caret under the offending character.
    public var description: String {
        "Unable to parse constraint format: \n\(reason) \n\(format) \n" + String(repeating: " ", count: offset) + "^"
    }
}

public enum VisualFormat {
    /// The standard space between two sibling views (a bare `-`): 8 points, Apple's Auto
    /// Layout Guide ("standard spacing ... 8 points" between adjacent views).
    public static let standardSiblingSpacing = 8.0
    /// The standard space between a view and its superview's edge (`|-[view]`): 20 points, the
    /// figure the Auto Layout Guide gives for the distance to the superview's edge.
    public static let standardSuperviewSpacing = 20.0

    /// How the views of a horizontal format run, as NSLayoutConstraint.FormatOptions' direction.
    public enum Direction: Sendable, Equatable {
        /// Leading and trailing attributes (UIKit's default).
        case leadingToTrailing
        case leftToRight
        case rightToLeft
    }

    public struct Options: Sendable, Equatable {
        public var direction: Direction
        /// `alignAll...`: each view's attribute equal to the next one's. Only attributes across
        /// the format's axis (top, bottom, centerY, baselines for H; left, right, leading,
        /// trailing, centerX for V).
        public var alignment: [LayoutAttribute]

        public init(direction: Direction = .leadingToTrailing, alignment: [LayoutAttribute] = []) {
            self.direction = direction
            self.alignment = alignment
        }
    }

    /// Parses `format`. `metrics` gives named numbers; `views`, when given, the names the format
    /// may use (an unknown one is an error, as UIKit's "is not a key in the views dictionary").
    /// The constraints come in the order of the format's text: each connection when the view
    /// after it is read, each view's own predicates after that, the alignment last.
    public static func parse(
        _ format: String, metrics: [String: Double] = [:], views: Set<String>? = nil, options: Options = Options()
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        var parser = Parser(text: Array(format), format: format, metrics: metrics, views: views)
        return try parser.parse(options: options)
    }
}

private struct Parser {
    let text: [Character]
    let format: String
    let metrics: [String: Double]
    let views: Set<String>?
    var at = 0

    init(text: [Character], format: String, metrics: [String: Double], views: Set<String>?) {
        self.text = text
        self.format = format
        self.metrics = metrics
        self.views = views
    }

    /// A predicate as written: relation, a constant or a view, priority.
    struct Predicate {
        var relation: LayoutRelation
        var constant: Double
        var view: String?
        var priority: Double
    }

    /// A connection as written: its predicates, or a standard spacing, or flush.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    func fail(_ reason: String, at offset: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, offset: min(offset ?? at, text.count))
    }

    var peek: Character? { at < text.count ? text[at] : nil }

    /// White space between tokens is skipped (Flipbook's choice: Apple's grammar has none, and
    /// accepting it cannot break a format UIKit accepts).
    mutating func skipSpace() {
        while let c = peek, c.isWhitespace { at += 1 }
    }

    mutating func expect(_ c: Character, _ reason: String) throws(VisualFormatError) {
        skipSpace()
        guard peek == c else { throw fail(reason) }
        at += 1
    }

    mutating func parse(options: VisualFormat.Options) throws(VisualFormatError) -> [VisualFormatConstraint] {
        guard !text.isEmpty else { throw fail("Expected a view") }
        var vertical = false
        if text.count >= 2 && text[1] == ":" {
            guard text[0] == "H" || text[0] == "V" else { throw fail("Expected 'H' or 'V' before ':'", at: 0) }
            vertical = text[0] == "V"
            at = 2
        } else if text[0] == "H" || text[0] == "V" {
            let arrangement = text[0] == "V" ? "vertical" : "horizontal"
            throw fail("Expected ':' after '\(text[0])' to specify \(arrangement) arrangement", at: 1)
        }
        let axis = Axis(vertical: vertical, direction: options.direction)
        for attribute in options.alignment where attribute.isHorizontal != vertical || attribute == .notAnAttribute {
            let edge = vertical ? "vertical" : "horizontal"
            throw fail(
                "Options mask required views to be aligned on a \(edge) edge (\(attribute)), which is not allowed"
                    + " for layout that is also \(edge).", at: 0)
        }
        var result: [VisualFormatConstraint] = []
        var viewNames: [String] = []
        var previous: VisualFormatConstraint.Item?
        var pending: Connection?
        skipSpace()
        if peek == "|" {
            at += 1
            previous = .superview
            pending = try parseConnection()
        }
        while true {
            skipSpace()
            guard peek == "[" else {
                if peek == "|" && previous == .superview { throw fail("Expected a view between two '|'") }
                throw fail(previous == nil ? "Expected a view" : "Expected a view or '|' after the connection")
            }
            at += 1
            skipSpace()
            let nameAt = at
            let name = try parseName(what: "view name")
            if let views, !views.contains(name) {
                throw fail("\(name) is not a key in the views dictionary.", at: nameAt)
            }
            viewNames.append(name)
            let item = VisualFormatConstraint.Item.view(name)
            if let previous, let pending {
                result += axis.connect(previous, to: item, through: pending)
            }
            skipSpace()
            if peek == "(" {
                for p in try parsePredicateList(allowingViews: true) {
                    result.append(
                        VisualFormatConstraint(
                            item, axis.size, p.relation, p.view.map { .view($0) },
                            p.view == nil ? .notAnAttribute : axis.size,
                            constant: p.constant, priority: p.priority))
                }
            }
            try expect("]", "A predicate on a view's thickness must end with ')' and the view must end with ']'")
            previous = item
            skipSpace()
            if peek == nil { break }
            let connection = try parseConnection()
            skipSpace()
            if peek == "|" {
                at += 1
                result += axis.connect(item, to: .superview, through: connection)
                skipSpace()
                guard peek == nil else { throw fail("Expected the end of the format after '|'") }
                break
            }
            if peek == nil {
                throw fail(at > 0 && text[at - 1] == "-" ? "Expected a view or '|'" : "Expected a view")
            }
            pending = connection
        }
        for attribute in options.alignment {
            for k in viewNames.indices.dropFirst() {
                result.append(
                    VisualFormatConstraint(.view(viewNames[k - 1]), attribute, .equal, .view(viewNames[k]), attribute))
            }
        }
        return result
    }

    /// After a view or a leading `|`: `-pred-`, `-(preds)-`, `-` or nothing.
    mutating func parseConnection() throws(VisualFormatError) -> Connection {
        skipSpace()
        guard peek == "-" else { return .flush }
        at += 1
        skipSpace()
        if peek == "[" || peek == "|" || peek == nil { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try parsePredicateList(allowingViews: false)
        } else {
            let value = try parseConstant(positive: true)
            predicates = [Predicate(relation: .equal, constant: value, view: nil, priority: 1000)]
        }
        try expect("-", "Expected '-' after the spacing")
        return .predicates(predicates)
    }

    /// `(predicate, predicate...)`.
    mutating func parsePredicateList(allowingViews: Bool) throws(VisualFormatError) -> [Predicate] {
        try expect("(", "Expected '('")
        var list: [Predicate] = []
        while true {
            skipSpace()
            var relation = LayoutRelation.equal
            if at + 1 < text.count && text[at + 1] == "=" {
                switch text[at] {
                case "=": relation = .equal
                case "<": relation = .lessThanOrEqual
                case ">": relation = .greaterThanOrEqual
                default: throw fail("Unknown relation. Must be ==, >=, or <=")
                }
                at += 2
                skipSpace()
            } else if peek == "<" || peek == ">" || peek == "=" {
                throw fail("Unknown relation. Must be ==, >=, or <=", at: at + 1)
            }
            var predicate = Predicate(relation: relation, constant: 0, view: nil, priority: 1000)
            if let c = peek, c.isLetter || c == "_" {
                let nameAt = at
                let name = try parseName(what: "metric or view name")
                if let value = metrics[name] {
                    predicate.constant = try finite(value, name: name, at: nameAt)
                } else if allowingViews {
                    if let views, !views.contains(name) {
                        throw fail(
                            "\(name) is not a key in the views dictionary or the metrics dictionary.", at: nameAt)
                    }
                    predicate.view = name
                } else {
                    throw fail("\(name) is not a key in the metrics dictionary.", at: nameAt)
                }
            } else {
                predicate.constant = try parseConstant(positive: false)
            }
            skipSpace()
            if peek == "@" {
                at += 1
                skipSpace()
                let priorityAt = at
                let priority = try parseConstant(positive: true)
                guard priority > 0 && priority <= 1000 else {
                    throw fail("Priority \(priority) is outside (0, 1000]", at: priorityAt)
                }
                predicate.priority = priority
            }
            list.append(predicate)
            skipSpace()
            if peek == "," {
                at += 1
                continue
            }
            try expect(
                ")",
                allowingViews
                    ? "A predicate on a view's thickness must end with ')' and the view must end with ']'"
                    : "Expected ',' or ')' after the predicate")
            return list
        }
    }

    /// A C identifier.
    mutating func parseName(what: String) throws(VisualFormatError) -> String {
        guard let first = peek, first.isASCII && (first.isLetter || first == "_") else {
            throw fail("Expected a \(what)")
        }
        var name = ""
        while let c = peek, c.isASCII && (c.isLetter || c.isNumber || c == "_") {
            name.append(c)
            at += 1
        }
        return name
    }

    func finite(_ value: Double, name: String, at offset: Int) throws(VisualFormatError) -> Double {
        guard value.isFinite else { throw fail("Metric \(name) is not a finite number", at: offset) }
        return value
    }

    /// A number or a metric name.
    mutating func parseConstant(positive: Bool) throws(VisualFormatError) -> Double {
        skipSpace()
        let start = at
        if let c = peek, c.isASCII && (c.isLetter || c == "_") {
            let name = try parseName(what: "metric name")
            guard let value = metrics[name] else {
                throw fail("\(name) is not a key in the metrics dictionary.", at: start)
            }
            return try finite(value, name: name, at: start)
        }
        var digits = ""
        if !positive, let c = peek, c == "-" || c == "+" {
            digits.append(c)
            at += 1
        }
        var sawDigit = false
        while let c = peek, c.isASCII && c.isNumber {
            digits.append(c)
            sawDigit = true
            at += 1
        }
        if peek == "." {
            digits.append(".")
            at += 1
            while let c = peek, c.isASCII && c.isNumber {
                digits.append(c)
                sawDigit = true
                at += 1
            }
        }
        guard sawDigit else { throw fail("Expected a number or a metric name", at: start) }
        if let e = peek, e == "e" || e == "E" {
            var exponent = "e"
            var end = at + 1
            if end < text.count && (text[end] == "-" || text[end] == "+") {
                exponent.append(text[end])
                end += 1
            }
            var expDigits = false
            while end < text.count && text[end].isASCII && text[end].isNumber {
                exponent.append(text[end])
                end += 1
                expDigits = true
            }
            if expDigits {
                digits += exponent
                at = end
            }
        }
        guard let value = Double(digits), value.isFinite else {
            throw fail("Number \(digits) is out of range", at: start)
        }
        return value
    }
}

/// How one axis of a format turns connections into constraints.
private struct Axis {
    let vertical: Bool
    let direction: VisualFormat.Direction

    var size: LayoutAttribute { vertical ? .height : .width }

    /// The attribute at the start and at the end of a view along the format's reading order.
    var start: LayoutAttribute {
        if vertical { return .top }
        switch direction {
        case .leadingToTrailing: return .leading
        case .leftToRight: return .left
        case .rightToLeft: return .right
        }
    }

    var end: LayoutAttribute {
        if vertical { return .bottom }
        switch direction {
        case .leadingToTrailing: return .trailing
        case .leftToRight: return .right
        case .rightToLeft: return .left
        }
    }

    /// `before` then `after` in the format's order, `c` apart: `after.start == before.end + c`
    /// (with the relation of each predicate), the later item first, as UIKit writes it. Right
    /// to left runs the other way along x, so there the earlier item comes first:
    /// `before.left == after.right + c`.
    func connect(
        _ before: VisualFormatConstraint.Item, to after: VisualFormatConstraint.Item,
        through connection: Parser.Connection
    ) -> [VisualFormatConstraint] {
        // Against the superview the edge is the superview's own start or end.
        let beforeAttribute = before == .superview ? start : end
        let afterAttribute = after == .superview ? end : start
        func make(
            _ relation: LayoutRelation, _ constant: Double, _ priority: Double,
            _ spacing: VisualFormatConstraint.Spacing
        )
            -> VisualFormatConstraint
        {
            if !vertical && direction == .rightToLeft {
                return VisualFormatConstraint(
                    before, beforeAttribute, relation, after, afterAttribute, constant: constant, priority: priority,
                    spacing: spacing)
            }
            return VisualFormatConstraint(
                after, afterAttribute, relation, before, beforeAttribute, constant: constant, priority: priority,
                spacing: spacing)
        }
        switch connection {
        case .flush: return [make(.equal, 0, 1000, .explicit)]
        case .standard:
            let toSuperview = before == .superview || after == .superview
            return [
                make(
                    .equal, toSuperview ? VisualFormat.standardSuperviewSpacing : VisualFormat.standardSiblingSpacing,
                    1000, toSuperview ? .standardSuperview : .standardSibling)
            ]
        case .predicates(let list):
            return list.map { make($0.relation, $0.constant, $0.priority, .explicit) }
        }
    }
}
