// The values the solver takes and gives: variables, linear expressions, constraints, ids and
// errors. Plain values, no UIKit types; FlipbookUIKit builds NSLayoutConstraint on them.
import Foundation

/// One unknown of a `LayoutSolver` (a view's minX, a guide's width...). Made by
/// `LayoutSolver.makeVariable(_:)`; only meaningful in the solver that made it.
public struct LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    /// Unique within its solver, in creation order (0, 1, 2...).
    public let id: Int
    /// For messages ("card.minX").
    public let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public var description: String { name }
}

/// `sum(coefficient * variable) + constant`. Terms are kept sorted by variable id, one term per
/// variable, with no zero coefficients, so that equal expressions compare equal.
public struct LinearExpression: Sendable, Equatable, CustomStringConvertible {
    public var terms: [(variable: LayoutVariable, coefficient: Double)]
    public var constant: Double

    public init(_ constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    public init(_ v: LayoutVariable, _ coefficient: Double = 1) {
        self.terms = coefficient == 0 ? [] : [(v, coefficient)]
        self.constant = 0
    }

    /// An expression from terms in any order: terms of one variable are summed, zeros dropped.
    public init(terms: [(variable: LayoutVariable, coefficient: Double)], constant: Double = 0) {
        self.terms = []
        self.constant = constant
        for term in terms { add(term.variable, term.coefficient) }
    }

    /// Adds `coefficient * v`, keeping the terms sorted and free of zeros.
    public mutating func add(_ v: LayoutVariable, _ coefficient: Double) {
        var lo = 0
        var hi = terms.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if terms[mid].variable.id < v.id { lo = mid + 1 } else { hi = mid }
        }
        if lo < terms.count && terms[lo].variable.id == v.id {
            let sum = terms[lo].coefficient + coefficient
            if sum == 0 { terms.remove(at: lo) } else { terms[lo].coefficient = sum }
        } else if coefficient != 0 {
            terms.insert((v, coefficient), at: lo)
        }
    }

    /// The coefficient of `v` (0 when absent).
    public func coefficient(of v: LayoutVariable) -> Double {
        terms.first { $0.variable.id == v.id }?.coefficient ?? 0
    }

    public static func == (a: LinearExpression, b: LinearExpression) -> Bool {
        guard a.constant == b.constant, a.terms.count == b.terms.count else { return false }
        for (x, y) in zip(a.terms, b.terms) where x.variable != y.variable || x.coefficient != y.coefficient {
            return false
        }
        return true
    }

    public var description: String {
        var parts: [String] = []
        for (v, c) in terms {
            let magnitude = abs(c) == 1 ? "" : "\(fmt(abs(c)))*"
            parts.append((parts.isEmpty ? (c < 0 ? "-" : "") : (c < 0 ? "- " : "+ ")) + magnitude + v.name)
        }
        if constant != 0 || parts.isEmpty {
            parts.append(parts.isEmpty ? fmt(constant) : (constant < 0 ? "- " : "+ ") + fmt(abs(constant)))
        }
        return parts.joined(separator: " ")
    }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
}

private func fmt(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
}

// MARK: - Arithmetic

extension LinearExpression {
    public static prefix func - (e: LinearExpression) -> LinearExpression { e * -1 }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var r = a
        for (v, c) in b.terms { r.add(v, c) }
        r.constant += b.constant
        return r
    }

    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var r = a
        for (v, c) in b.terms { r.add(v, -c) }
        r.constant -= b.constant
        return r
    }

    public static func * (e: LinearExpression, k: Double) -> LinearExpression {
        var r = LinearExpression(e.constant * k)
        if k != 0 { r.terms = e.terms.map { ($0.variable, $0.coefficient * k) }.filter { $0.1 != 0 } }
        return r
    }

    public static func * (k: Double, e: LinearExpression) -> LinearExpression { e * k }
    public static func / (e: LinearExpression, k: Double) -> LinearExpression { e * (1 / k) }

    public static func + (a: LinearExpression, b: LayoutVariable) -> LinearExpression { a + LinearExpression(b) }
    public static func - (a: LinearExpression, b: LayoutVariable) -> LinearExpression { a - LinearExpression(b) }
    public static func + (a: LayoutVariable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
    public static func - (a: LayoutVariable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
    public static func + (a: LinearExpression, b: Double) -> LinearExpression { a + LinearExpression(b) }
    public static func - (a: LinearExpression, b: Double) -> LinearExpression { a - LinearExpression(b) }
    public static func + (a: Double, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
    public static func - (a: Double, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
}

extension LayoutVariable {
    public static prefix func - (v: LayoutVariable) -> LinearExpression { LinearExpression(v, -1) }
    public static func + (a: LayoutVariable, b: LayoutVariable) -> LinearExpression {
        LinearExpression(a) + LinearExpression(b)
    }
    public static func - (a: LayoutVariable, b: LayoutVariable) -> LinearExpression {
        LinearExpression(a) - LinearExpression(b)
    }
    public static func + (a: LayoutVariable, b: Double) -> LinearExpression { LinearExpression(a) + b }
    public static func - (a: LayoutVariable, b: Double) -> LinearExpression { LinearExpression(a) - b }
    public static func + (a: Double, b: LayoutVariable) -> LinearExpression { LinearExpression(a) + b }
    public static func - (a: Double, b: LayoutVariable) -> LinearExpression { LinearExpression(a) - b }
    public static func * (v: LayoutVariable, k: Double) -> LinearExpression { LinearExpression(v, k) }
    public static func * (k: Double, v: LayoutVariable) -> LinearExpression { LinearExpression(v, k) }
    public static func / (v: LayoutVariable, k: Double) -> LinearExpression { LinearExpression(v, 1 / k) }
}

// MARK: - Constraints

public enum LayoutRelation: Sendable, Equatable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// `expression  relation  0`, at a priority from 1 to 1000 (1000 = required, as
/// UILayoutPriority's scale; anything under 1000 is optional, and a higher priority strictly
/// dominates every lower one: docs/SEMANTICS.md §16.1).
public struct LayoutConstraint: Sendable, CustomStringConvertible {
    public var expression: LinearExpression
    public var relation: LayoutRelation
    public var priority: Double

    /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    public init(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression, priority: Double = 1000) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }

    public init(_ lhs: LayoutVariable, _ relation: LayoutRelation, _ rhs: Double, priority: Double = 1000) {
        self.init(LinearExpression(lhs), relation, LinearExpression(rhs), priority: priority)
    }

    public init(_ lhs: LayoutVariable, _ relation: LayoutRelation, _ rhs: LayoutVariable, priority: Double = 1000) {
        self.init(LinearExpression(lhs), relation, LinearExpression(rhs), priority: priority)
    }

    public init(_ lhs: LayoutVariable, _ relation: LayoutRelation, _ rhs: LinearExpression, priority: Double = 1000) {
        self.init(LinearExpression(lhs), relation, rhs, priority: priority)
    }

    public init(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LayoutVariable, priority: Double = 1000) {
        self.init(lhs, relation, LinearExpression(rhs), priority: priority)
    }

    public init(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: Double, priority: Double = 1000) {
        self.init(lhs, relation, LinearExpression(rhs), priority: priority)
    }

    public var isRequired: Bool { priority >= 1000 }

    public var description: String {
        "\(expression) \(relation) 0" + (isRequired ? "" : " @\(fmt(priority))")
    }
}

public struct LayoutConstraintID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let raw: Int
    public init(raw: Int) { self.raw = raw }
    public static func < (a: LayoutConstraintID, b: LayoutConstraintID) -> Bool { a.raw < b.raw }
    public var description: String { "#\(raw)" }
}

public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with required constraints already added; it was not
    /// added. `conflicting` lists the ids of the required constraints that together with it
    /// cannot hold (as small a set as the solver can find cheaply), in id order. From
    /// `setConstant`, the list includes the changed constraint itself, which keeps its old
    /// constant.
    case unsatisfiable(conflicting: [LayoutConstraintID])
    /// A NaN or infinite coefficient, constant, priority or value, or arithmetic that overflowed.
    case nonFinite(String)
    case unknownConstraint(LayoutConstraintID)
    case unknownEditVariable(LayoutVariable)
    case duplicateEditVariable(LayoutVariable)
    /// Outside 1...1000 (edit variables: 1..<1000).
    case badPriority(Double)
    /// A variable this solver did not make.
    case unknownVariable(LayoutVariable)
    /// The simplex gave up (more pivots than its cap, or an unbounded objective): never seen
    /// with valid input; the solver is left as it was before the call.
    case solverFailure(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let ids):
            return "unable to simultaneously satisfy constraints (conflicting with "
                + (ids.isEmpty ? "no other constraint" : ids.map(\.description).joined(separator: ", ")) + ")"
        case .nonFinite(let what): return "non-finite value: \(what)"
        case .unknownConstraint(let id): return "no constraint \(id) in this solver"
        case .unknownEditVariable(let v): return "\(v.name) is not an edit variable"
        case .duplicateEditVariable(let v): return "\(v.name) is already an edit variable"
        case .badPriority(let p): return "priority \(p) is outside 1...1000"
        case .unknownVariable(let v): return "variable \(v.name) (id \(v.id)) was not made by this solver"
        case .solverFailure(let why): return "solver failure: \(why)"
        }
    }
}
