// LayoutSolver: the Cassowary algorithm (Badros, Borning and Stuckey) as an incremental
// simplex over the constraints added so far. Each constraint becomes one tableau row with a
// marker symbol (its slack, dummy or first error) that later finds it again for removal or a
// constant change; non-required constraints add error symbols to the objective row of their
// priority level, and the levels are minimised lexicographically (docs/SEMANTICS.md §16.1).
import Foundation

/// Cassowary: an incremental dual simplex over the constraints added so far.
///
/// Every call either succeeds or throws and leaves the solver exactly as it was. Results are a
/// pure function of the sequence of calls: the tableau walks rows and terms in symbol order
/// and breaks every tie by the lowest symbol number, never by hash order.
public final class LayoutSolver {
    private struct Record {
        var constraint: LayoutConstraint
        /// The symbol that finds the constraint's row: slack, dummy or positive error.
        var marker: Int
        /// The second error symbol of a non-required constraint, or -1.
        var other: Int
        /// The objective level of a non-required constraint, or -1.
        var level: Int
        /// Row constant change per unit of expression constant change, over the marker's
        /// coefficient in the row as it was built (see `setConstant`).
        var shiftPerUnit: Double
        var isEdit: Bool
    }

    private var tableau = Tableau()
    /// By variable id: its symbol.
    private var symbols: [Int] = []
    private var names: [String] = []
    private var records: [Int: Record] = [:]
    private var nextConstraint = 0
    private var userConstraints = 0
    private var edits: [LayoutVariable: LayoutConstraintID] = [:]
    /// Off in the scratch solvers of `minimize` themselves.
    private var minimizesConflicts = true

    public init() {}

    public func makeVariable(_ name: String) -> LayoutVariable {
        let v = LayoutVariable(id: symbols.count, name: name)
        symbols.append(tableau.newSymbol(.external, owner: -1))
        names.append(name)
        return v
    }

    /// The constraints added and not removed (edit variables not counted).
    public var constraintCount: Int { userConstraints }

    /// The variables made so far.
    public var variableCount: Int { symbols.count }

    /// The constraint as added (with its current constant), or nil.
    public func constraint(_ id: LayoutConstraintID) -> LayoutConstraint? {
        guard let r = records[id.raw], !r.isEdit else { return nil }
        return r.constraint
    }

    // MARK: Adding

    @discardableResult
    public func add(_ c: LayoutConstraint) throws(LayoutError) -> LayoutConstraintID {
        let id = try insert(c, isEdit: false)
        userConstraints += 1
        return id
    }

    private func validate(_ c: LayoutConstraint) throws(LayoutError) {
        guard c.expression.isFinite else { throw .nonFinite("constraint \(c)") }
        guard c.priority.isFinite else { throw .nonFinite("priority \(c.priority)") }
        guard c.priority >= 1 && c.priority <= 1000 else { throw .badPriority(c.priority) }
        for (v, _) in c.expression.terms { try check(v) }
    }

    private func check(_ v: LayoutVariable) throws(LayoutError) {
        guard v.id >= 0 && v.id < symbols.count && names[v.id] == v.name else { throw .unknownVariable(v) }
    }

    /// The objective level of a priority, made on first use. Levels are few (a handful of
    /// distinct priorities), so a linear look-up is enough.
    private func level(for priority: Double) -> Int {
        if let l = tableau.priorities.firstIndex(of: priority) { return l }
        let l = tableau.objectives.count
        tableau.objectives.append(SparseRow())
        tableau.priorities.append(priority)
        // Keep `order` sorted by priority, highest first.
        let at = tableau.order.firstIndex { tableau.priorities[$0] < priority } ?? tableau.order.count
        tableau.order.insert(l, at: at)
        return l
    }

    private func insert(_ c: LayoutConstraint, isEdit: Bool) throws(LayoutError) -> LayoutConstraintID {
        try validate(c)
        let raw = nextConstraint
        tableau.begin()
        do {
            let record = try build(c, raw: raw, isEdit: isEdit)
            tableau.commit()
            records[raw] = record
            nextConstraint += 1
            return LayoutConstraintID(raw: raw)
        } catch {
            tableau.rollBack()
            if case .unsatisfiable(let ids) = error {
                throw .unsatisfiable(conflicting: minimize(ids, against: c))
            }
            throw error
        }
    }

    /// Shrinks a conflict set with a deletion filter: each member in turn is left out if `extra`
    /// still cannot hold with the others. The test runs on a scratch solver holding only those
    /// few constraints, so it costs little (sets of more than 16 are left as found). The result
    /// is irreducible: leaving out any one member lets the rest hold with `extra`.
    private func minimize(_ ids: [LayoutConstraintID], against extra: LayoutConstraint) -> [LayoutConstraintID] {
        guard minimizesConflicts && ids.count > 1 && ids.count <= 16 else { return ids }
        let constraints = ids.map { records[$0.raw]!.constraint }
        guard !Self.satisfiable(constraints + [extra]) else { return ids }
        var kept = Array(ids.indices)
        for k in ids.indices {
            let trial = kept.filter { $0 != k }
            if !Self.satisfiable(trial.map { constraints[$0] } + [extra]) { kept = trial }
        }
        return kept.map { ids[$0] }
    }

    /// Whether `constraints` can all hold (their required ones, that is) in a solver of their own.
    private static func satisfiable(_ constraints: [LayoutConstraint]) -> Bool {
        let s = LayoutSolver()
        s.minimizesConflicts = false
        var variables: [Int: LayoutVariable] = [:]  // looked up only, never walked
        for c in constraints {
            var e = LinearExpression(c.expression.constant)
            for (v, k) in c.expression.terms {
                let mapped = variables[v.id] ?? s.makeVariable(v.name)
                variables[v.id] = mapped
                e.add(mapped, k)
            }
            var copy = c
            copy.expression = e
            do { try s.add(copy) } catch { return false }
        }
        return true
    }

    /// Changes the priority of an optional constraint to another optional priority (1..<1000),
    /// keeping its id: the constraint is taken out and put back at the new priority. As in
    /// UIKit, a constraint cannot change between required and optional once added
    /// (`badPriority`).
    public func setPriority(_ id: LayoutConstraintID, _ priority: Double) throws(LayoutError) {
        guard let r = records[id.raw], !r.isEdit else { throw .unknownConstraint(id) }
        guard priority.isFinite else { throw .nonFinite("priority \(priority)") }
        guard priority >= 1 && priority < 1000 && !r.constraint.isRequired else { throw .badPriority(priority) }
        if priority == r.constraint.priority { return }
        var c = r.constraint
        c.priority = priority
        try erase(id.raw)
        tableau.begin()
        do {
            records[id.raw] = try build(c, raw: id.raw, isEdit: false)
            tableau.commit()
        } catch {
            // Only an overflow can get here (optional constraints never conflict): put the
            // constraint back as it was.
            tableau.rollBack()
            tableau.begin()
            if let old = try? build(r.constraint, raw: id.raw, isEdit: false) {
                records[id.raw] = old
                tableau.commit()
            } else {
                tableau.rollBack()
                userConstraints -= 1
            }
            throw error
        }
    }

    /// Builds the constraint's row, brings it into the tableau and re-optimises.
    private func build(_ c: LayoutConstraint, raw: Int, isEdit: Bool) throws(LayoutError) -> Record {
        var row = SparseRow(constant: c.expression.constant)
        for (v, k) in c.expression.terms {
            let s = symbols[v.id]
            if tableau.isBasic[s] { row.add(tableau.rows[s], times: k) } else { row.add(s, k) }
        }
        var sign = 1.0
        let marker: Int
        var other = -1
        var levelIndex = -1
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            if c.relation == .lessThanOrEqual {
                row.scale(-1)
                sign = -1
            }
            // row >= 0 becomes row - slack = 0 (slack >= 0); an optional one may fall short by
            // its error: row - slack + error = 0.
            marker = tableau.newSymbol(.slack, owner: raw)
            row.add(marker, -1)
            if !c.isRequired {
                levelIndex = level(for: c.priority)
                other = tableau.newSymbol(.error, owner: raw)
                row.add(other, 1)
                tableau.objectives[levelIndex].add(other, 1)
            }
        case .equal:
            if c.isRequired {
                marker = tableau.newSymbol(.dummy, owner: raw)
                row.add(marker, 1)
            } else {
                // row = plus - minus, both >= 0, both counted in the objective.
                levelIndex = level(for: c.priority)
                marker = tableau.newSymbol(.error, owner: raw)
                other = tableau.newSymbol(.error, owner: raw)
                row.add(marker, -1)
                row.add(other, 1)
                tableau.objectives[levelIndex].add(marker, 1)
                tableau.objectives[levelIndex].add(other, 1)
            }
        }
        if row.constant < 0 {
            row.scale(-1)
            sign = -sign
        }
        guard row.isFinite else { throw .nonFinite("constraint \(c) overflowed") }
        let record = Record(
            constraint: c, marker: marker, other: other, level: levelIndex,
            shiftPerUnit: sign / row.coefficient(marker), isEdit: isEdit)

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            tableau.substitute(subject, by: row)
            tableau.insertRow(subject, row)
        } else if row.ids.allSatisfy({ tableau.kinds[$0] == .dummy }) {
            // Only required equalities' markers: the constraint is implied by them (constant
            // 0) or contradicts them.
            guard abs(row.constant) < nearZero else { throw .unsatisfiable(conflicting: conflict(row.ids)) }
            row.solve(for: marker)
            tableau.insertRow(marker, row)
        } else {
            try addWithArtificialVariable(row)
        }
        if tableau.objectiveChanged || levelIndex >= 0 {
            do {
                try tableau.optimize(tableau.order)
            } catch {
                throw translate(error, changed: nil)
            }
        }
        if tableau.overflowed { throw .nonFinite("constraint \(c): arithmetic overflowed") }
        return record
    }

    /// The symbol to make basic for a new row: an external variable (the lowest numbered) that
    /// no restricted row holds (so that giving it a value leaves every restricted row as it
    /// was), else the marker or other error when its coefficient is negative (the row's
    /// constant is >= 0, so that symbol comes out >= 0, and it is new, so in no other row).
    /// Without one, phase one finds a feasible basis.
    private func chooseSubject(_ row: SparseRow, marker: Int, other: Int) -> Int? {
        for s in row.ids where tableau.kinds[s] == .external {
            if !tableau.columns[s].contains(where: { tableau.isRestricted($0) }) { return s }
        }
        if tableau.isRestricted(marker) && row.coefficient(marker) < 0 { return marker }
        if other >= 0 && row.coefficient(other) < 0 { return other }
        return nil
    }

    /// Phase one: an artificial variable equal to the row, minimised to zero; if it cannot
    /// reach zero, the required constraints are inconsistent.
    private func addWithArtificialVariable(_ row: SparseRow) throws(LayoutError) {
        let art = tableau.newSymbol(.slack, owner: -1)
        tableau.insertRow(art, row)
        tableau.objectives.append(row)
        let phaseOne = tableau.objectives.count - 1
        do {
            try tableau.optimize([phaseOne])
        } catch {
            throw translate(error, changed: nil)
        }
        let residual = tableau.objectives.removeLast().constant
        if residual >= nearZero {
            throw .unsatisfiable(conflicting: tableau.isBasic[art] ? conflict(tableau.rows[art].ids) : [])
        }
        if tableau.isBasic[art] {
            var r = tableau.removeRow(art)
            if !r.isEmpty {
                let entering = r.ids.first { tableau.kinds[$0] != .dummy } ?? r.ids[0]
                r.solve(art, for: entering)
                tableau.substitute(entering, by: r)
                tableau.insertRow(entering, r)
            }
        }
        tableau.drop(art)
    }

    /// The required, non-edit constraints owning `symbols`, in id order.
    private func conflict(_ symbols: [Int]) -> [LayoutConstraintID] {
        var ids: [Int] = []
        for s in symbols {
            let owner = tableau.owners[s]
            if owner >= 0, let r = records[owner], r.constraint.isRequired, !r.isEdit { ids.append(owner) }
        }
        return Array(Set(ids)).sorted().map { LayoutConstraintID(raw: $0) }
    }

    private func translate(_ failure: TableauFailure, changed: Int?) -> LayoutError {
        switch failure {
        case .infeasible(let symbols):
            var ids = conflict(symbols)
            if let changed, !ids.contains(LayoutConstraintID(raw: changed)) {
                ids.append(LayoutConstraintID(raw: changed))
                ids.sort()
            }
            return .unsatisfiable(conflicting: ids)
        case .gaveUp(let why): return .solverFailure(why)
        }
    }

    // MARK: Removing

    public func remove(_ id: LayoutConstraintID) throws(LayoutError) {
        guard let r = records[id.raw], !r.isEdit else { throw .unknownConstraint(id) }
        try erase(id.raw)
        userConstraints -= 1
    }

    private func erase(_ raw: Int) throws(LayoutError) {
        let r = records[raw]!
        tableau.begin()
        // Take the constraint's errors out of its level's objective.
        for e in [r.marker, r.other] where e >= 0 && tableau.kinds[e] == .error {
            if tableau.isBasic[e] {
                tableau.objectives[r.level].add(tableau.rows[e], times: -1)
            } else {
                tableau.objectives[r.level].add(e, -1)
            }
        }
        if tableau.isBasic[r.marker] {
            tableau.removeRow(r.marker)
        } else if let leaving = markerLeavingRow(r.marker) {
            // Pivot the marker in through that row, then drop the row: the constraint's
            // equation leaves the tableau with the marker.
            var row = tableau.removeRow(leaving)
            row.solve(leaving, for: r.marker)
            tableau.substitute(r.marker, by: row)
        }
        do {
            try tableau.optimize(tableau.order)
        } catch {
            tableau.rollBack()
            throw translate(error, changed: nil)
        }
        if tableau.overflowed {
            tableau.rollBack()
            throw .nonFinite("removing a constraint: arithmetic overflowed")
        }
        tableau.commit()
        records[raw] = nil
    }

    /// The basic symbol whose row to pivot a parametric marker out through: a restricted row
    /// that stays feasible (least ratio, negative coefficient first, then positive), else an
    /// external one; ties to the lowest basic symbol.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (ratio: Double, basic: Int)?
        var second: (ratio: Double, basic: Int)?
        var third: Int?
        for b in tableau.columns[marker] {
            let a = tableau.rows[b].coefficient(marker)
            if tableau.kinds[b] == .external {
                if third == nil || b < third! { third = b }
                continue
            }
            let c = tableau.rows[b].constant
            if a < 0 {
                let ratio = -c / a
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && b < first!.basic) {
                    first = (ratio, b)
                }
            } else {
                let ratio = c / a
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && b < second!.basic) {
                    second = (ratio, b)
                }
            }
        }
        return first?.basic ?? second?.basic ?? third
    }

    // MARK: Constants

    /// Changes the constant of an added constraint's expression (the constraint reads
    /// `expression relation 0`) without re-adding it: the cheap path UIKit takes for
    /// `constraint.constant = x`. The result is the solution a solver built afresh with the new
    /// constant would have (up to the choice among equally good solutions).
    ///
    /// How: the constant appears in exactly one equation, next to the constraint's marker, so a
    /// change of the constant is a shift of the marker. Every row holding the marker moves its
    /// constant by the marker's coefficient times the shift; the costs do not change, so the
    /// tableau stays optimal and the dual simplex restores feasibility.
    public func setConstant(_ id: LayoutConstraintID, _ constant: Double) throws(LayoutError) {
        guard let r = records[id.raw], !r.isEdit else { throw .unknownConstraint(id) }
        try changeConstant(id.raw, constant)
    }

    private func changeConstant(_ raw: Int, _ constant: Double) throws(LayoutError) {
        guard constant.isFinite else { throw .nonFinite("constant \(constant)") }
        var r = records[raw]!
        let delta = constant - r.constraint.expression.constant
        if delta == 0 { return }
        let shift = delta * r.shiftPerUnit
        guard shift.isFinite else { throw .nonFinite("constant \(constant) overflowed") }
        tableau.begin()
        var broken: [Int]?
        let m = r.marker
        var users = Array(tableau.columns[m])
        if tableau.isBasic[m] { users.append(m) }
        for b in users {
            // m_old = m_new + shift: a row holding a * m moves by a * shift; m's own row by -shift.
            let a = b == m ? -1 : tableau.rows[b].coefficient(m)
            tableau.shiftConstant(b, a * shift)
            let c = tableau.rows[b].constant
            switch tableau.kinds[b] {
            case .slack, .error: if c < -feasibilityTolerance { tableau.infeasible.append(b) }
            case .dummy:
                if abs(c) >= nearZero && (broken == nil || b < broken![0]) { broken = [b] + tableau.rows[b].ids }
            case .external: break
            }
        }
        do throws(TableauFailure) {
            if let broken { throw TableauFailure.infeasible(broken) }
            try tableau.dualOptimize()
        } catch {
            tableau.rollBack()
            let failure = translate(error, changed: r.isEdit ? nil : raw)
            if case .unsatisfiable(let ids) = failure, !r.isEdit {
                var changed = r.constraint
                changed.expression.constant = constant
                let others = minimize(ids.filter { $0.raw != raw }, against: changed)
                throw .unsatisfiable(conflicting: (others + [LayoutConstraintID(raw: raw)]).sorted())
            }
            throw failure
        }
        if tableau.overflowed {
            tableau.rollBack()
            throw .nonFinite("constant \(constant): arithmetic overflowed")
        }
        tableau.commit()
        r.constraint.expression.constant = constant
        records[raw] = r
    }

    // MARK: Edit variables

    /// Makes `v` an edit variable: a constraint `v == suggested value` at `priority` (1..<1000),
    /// starting at v's current value so that adding it moves nothing.
    public func addEditVariable(_ v: LayoutVariable, priority: Double) throws(LayoutError) {
        try check(v)
        guard priority.isFinite else { throw .nonFinite("priority \(priority)") }
        guard priority >= 1 && priority < 1000 else { throw .badPriority(priority) }
        guard edits[v] == nil else { throw .duplicateEditVariable(v) }
        let c = LayoutConstraint(LinearExpression(v), .equal, LinearExpression(value(of: v)), priority: priority)
        edits[v] = try insert(c, isEdit: true)
    }

    public func removeEditVariable(_ v: LayoutVariable) throws(LayoutError) {
        guard let id = edits[v] else { throw .unknownEditVariable(v) }
        try erase(id.raw)
        edits[v] = nil
    }

    /// Suggests a value for an edit variable and re-solves (dual simplex).
    public func suggestValue(_ v: LayoutVariable, _ value: Double) throws(LayoutError) {
        guard let id = edits[v] else { throw .unknownEditVariable(v) }
        guard value.isFinite else { throw .nonFinite("suggested value \(value) for \(v.name)") }
        try changeConstant(id.raw, -value)
    }

    public func hasEditVariable(_ v: LayoutVariable) -> Bool { edits[v] != nil }

    // MARK: Reading

    /// The value of `v` in the current solution (0 for a variable in no constraint).
    public func value(of v: LayoutVariable) -> Double {
        guard v.id >= 0 && v.id < symbols.count else { return 0 }
        let s = symbols[v.id]
        guard tableau.isBasic[s] else { return 0 }
        let c = tableau.rows[s].constant
        return c == 0 ? 0 : c  // no -0
    }

    /// Whether `v` is not fixed by the constraints: some parametric symbol in v's row (or v
    /// itself) costs nothing at every priority level and can move without making a restricted
    /// row negative, so another solution of equal error gives v another value. A variable in
    /// no constraint is ambiguous. (A move that needs two symbols at once is not looked for.)
    public func isAmbiguous(_ v: LayoutVariable) -> Bool {
        guard v.id >= 0 && v.id < symbols.count else { return true }
        let s = symbols[v.id]
        let terms: [Int] = tableau.isBasic[s] ? tableau.rows[s].ids : [s]
        for p in terms where tableau.kinds[p] != .dummy {
            if tableau.order.contains(where: { tableau.objectives[$0].coefficient(p) != 0 }) { continue }
            let directions: [Double] = tableau.kinds[p] == .external ? [1, -1] : [1]
            for d in directions where !isBlocked(p, direction: d) { return true }
        }
        return false
    }

    /// Whether moving parametric `p` by a small step in `direction` breaks a row: a dummy row
    /// holding it, or a restricted row at zero that it would push negative.
    private func isBlocked(_ p: Int, direction: Double) -> Bool {
        for b in tableau.columns[p] {
            let a = tableau.rows[b].coefficient(p) * direction
            switch tableau.kinds[b] {
            case .dummy: return true
            case .slack, .error: if a < 0 && tableau.rows[b].constant <= feasibilityTolerance { return true }
            case .external: continue
            }
        }
        return false
    }
}
