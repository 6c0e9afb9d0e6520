// The simplex tableau behind LayoutSolver: rows of basic symbols in terms of parametric ones,
// a column index (which rows hold each symbol), one objective row per priority level
// (compared lexicographically), and the primal and dual simplex steps of the Cassowary
// algorithm. Every change to a row goes through `touch`, which journals the row's first
// state in an operation, so that a failed call can put the tableau back exactly.

enum SymbolKind: UInt8 {
    /// A variable of the caller's; unrestricted in sign.
    case external
    /// An inequality's slack (>= 0); also the artificial variable of phase one.
    case slack
    /// A non-required constraint's error (>= 0), in the objective of its priority level.
    case error
    /// A required equality's marker: fixed at 0, never enters the basis by a pivot.
    case dummy
}

/// Why a step of the tableau could not go on.
enum TableauFailure: Error {
    /// No pivot can make this row feasible: the symbols (basic first) of the row that proves
    /// the required constraints inconsistent.
    case infeasible([Int])
    case gaveUp(String)
}

/// Values below this count as zero when testing a row's constant for feasibility.
let feasibilityTolerance = 1e-9

struct Tableau {
    var kinds: [SymbolKind] = []
    /// By symbol: the constraint (raw id) the symbol was made for, or -1.
    var owners: [Int] = []
    /// By symbol: its row when basic (empty otherwise).
    var rows: [SparseRow] = []
    var isBasic: [Bool] = []
    /// By symbol: the basic symbols whose rows hold it, in no particular order (the order
    /// follows the history of pivots). Only ever walked where order cannot matter: each row is
    /// updated on its own, and choices among them go to the least (ratio, symbol) pair, a total
    /// order.
    var columns: [[Int]] = []
    /// Whether an objective row changed in this operation (if not, an optimal tableau is still
    /// optimal and the primal simplex has nothing to do).
    var objectiveChanged = false
    /// By priority level: the sum of that level's error symbols, in parametric terms.
    var objectives: [SparseRow] = []
    /// By level: its priority (1..<1000).
    var priorities: [Double] = []
    /// Level indices, highest priority first: the order of lexicographic comparison.
    var order: [Int] = []
    /// Basic symbols whose rows may have gone negative (dual simplex work list).
    var infeasible: [Int] = []
    /// A constant or coefficient overflowed to infinity or NaN in this operation.
    var overflowed = false
    private var stamp: [Int] = []
    private var epoch = 0

    // The journal of the current operation.
    private var touched: [Int] = []
    private var operation = 0
    private var journal: [(symbol: Int, wasBasic: Bool, row: SparseRow)] = []
    private var savedObjectives: [SparseRow] = []
    private var savedPriorities: [Double] = []
    private var savedOrder: [Int] = []
    private var savedSymbols = 0

    var symbolCount: Int { kinds.count }

    mutating func newSymbol(_ kind: SymbolKind, owner: Int) -> Int {
        kinds.append(kind)
        owners.append(owner)
        rows.append(SparseRow())
        isBasic.append(false)
        columns.append([])
        stamp.append(0)
        touched.append(0)
        return kinds.count - 1
    }

    @inline(__always)
    func isRestricted(_ s: Int) -> Bool {
        let k = kinds[s]
        return k == .slack || k == .error
    }

    // MARK: Journal

    /// Starts an operation that `rollBack` can undo.
    mutating func begin() {
        operation += 1
        journal.removeAll(keepingCapacity: true)
        savedObjectives = objectives
        savedPriorities = priorities
        savedOrder = order
        savedSymbols = kinds.count
        infeasible.removeAll()
        overflowed = false
        objectiveChanged = false
    }

    /// Ends the operation: its changes stay.
    mutating func commit() {
        journal.removeAll(keepingCapacity: true)
        savedObjectives = []
        infeasible.removeAll()
    }

    @inline(__always)
    private mutating func touch(_ s: Int) {
        if touched[s] != operation {
            touched[s] = operation
            journal.append((s, isBasic[s], rows[s]))
        }
    }

    /// Puts back every row, objective and symbol as they were at `begin`.
    mutating func rollBack() {
        for entry in journal where isBasic[entry.symbol] {
            let s = entry.symbol
            for id in rows[s].ids { removeUser(s, of: id) }
            rows[s] = SparseRow()
            isBasic[s] = false
        }
        for entry in journal where entry.wasBasic {
            let s = entry.symbol
            rows[s] = entry.row
            isBasic[s] = true
            for id in entry.row.ids { columns[id].append(s) }
        }
        let n = savedSymbols
        kinds.removeSubrange(n...)
        owners.removeSubrange(n...)
        rows.removeSubrange(n...)
        isBasic.removeSubrange(n...)
        columns.removeSubrange(n...)
        stamp.removeSubrange(n...)
        touched.removeSubrange(n...)
        objectives = savedObjectives
        priorities = savedPriorities
        order = savedOrder
        commit()
    }

    // MARK: Rows

    @inline(__always)
    private mutating func removeUser(_ basic: Int, of symbol: Int) {
        if let i = columns[symbol].lastIndex(of: basic) {
            columns[symbol].swapAt(i, columns[symbol].count - 1)
            columns[symbol].removeLast()
        }
    }

    mutating func insertRow(_ basic: Int, _ row: SparseRow) {
        touch(basic)
        if !row.isFinite { overflowed = true }
        rows[basic] = row
        isBasic[basic] = true
        for id in row.ids { columns[id].append(basic) }
    }

    @discardableResult
    mutating func removeRow(_ basic: Int) -> SparseRow {
        touch(basic)
        let row = rows[basic]
        for id in row.ids { removeUser(basic, of: id) }
        rows[basic] = SparseRow()
        isBasic[basic] = false
        return row
    }

    /// Adds `delta` to the constant of `basic`'s row.
    mutating func shiftConstant(_ basic: Int, _ delta: Double) {
        touch(basic)
        rows[basic].constant += delta
        if !rows[basic].constant.isFinite { overflowed = true }
    }

    /// Replaces `symbol` by `row` in every row and every objective.
    mutating func substitute(_ symbol: Int, by row: SparseRow) {
        let users = columns[symbol]
        columns[symbol] = []
        var added: [Int] = []
        var removed: [Int] = []
        for b in users {
            touch(b)
            var r = rows[b]
            rows[b] = SparseRow()  // unshared while it is edited
            let c = r.remove(symbol)
            added.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
            r.add(row, times: c, added: &added, removed: &removed)
            for id in added { columns[id].append(b) }
            for id in removed { removeUser(b, of: id) }
            if !r.isFinite { overflowed = true }
            if r.constant < -feasibilityTolerance && isRestricted(b) { infeasible.append(b) }
            rows[b] = r
        }
        for level in objectives.indices {
            let c = objectives[level].remove(symbol)
            if c != 0 {
                objectives[level].add(row, times: c)
                objectiveChanged = true
            }
        }
    }

    /// Takes `symbol` out of every row and objective (it is parametric and fixed at 0).
    mutating func drop(_ symbol: Int) {
        for b in columns[symbol] {
            touch(b)
            rows[b].remove(symbol)
        }
        columns[symbol] = []
        for level in objectives.indices { objectives[level].remove(symbol) }
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = removeRow(leaving)
        row.solve(leaving, for: entering)
        substitute(entering, by: row)
        insertRow(entering, row)
    }

    /// A generous bound on the pivots of one optimisation; Bland's rule already rules out
    /// cycling, so reaching it means rounding has gone wrong.
    var pivotCap: Int { 2_000 + 10 * kinds.count }

    // MARK: Primal simplex

    /// Minimises the objectives in `levels` (lexicographically, first level first) from a
    /// feasible tableau. The entering symbol is the lowest-numbered one whose reduced cost is
    /// lexicographically negative (Bland's rule); an external symbol, free in sign, enters
    /// downwards when its cost is positive.
    mutating func optimize(_ levels: [Int]) throws(TableauFailure) {
        var pivots = 0
        while true {
            epoch += 1
            var entering = Int.max
            var direction = 1.0
            for level in levels {
                let objective = objectives[level]
                for k in objective.ids.indices {
                    let s = objective.ids[k]
                    if stamp[s] == epoch { continue }
                    stamp[s] = epoch  // decided at this level, whatever lower levels say
                    if s >= entering { continue }
                    let c = objective.coefficients[k]
                    switch kinds[s] {
                    case .dummy: continue
                    case .external:
                        entering = s
                        direction = c < 0 ? 1 : -1
                    case .slack, .error:
                        if c < 0 {
                            entering = s
                            direction = 1
                        }
                    }
                }
            }
            if entering == Int.max { return }
            // Ratio test: the restricted row that hits zero first; ties to the lowest basic.
            var best = -1
            var bestRatio = Double.infinity
            for b in columns[entering] {
                let kind = kinds[b]
                if kind == .external { continue }
                let a = rows[b].coefficient(entering) * direction
                let ratio: Double
                if kind == .dummy {
                    ratio = 0
                } else {
                    if a >= 0 { continue }
                    ratio = max(0, -rows[b].constant / a)
                }
                if ratio < bestRatio || (ratio == bestRatio && b < best) {
                    best = b
                    bestRatio = ratio
                }
            }
            if best < 0 { throw .gaveUp("the objective is unbounded") }
            pivot(entering: entering, leaving: best)
            pivots += 1
            if pivots > pivotCap { throw .gaveUp("more than \(pivotCap) pivots") }
        }
    }

    // MARK: Dual simplex

    /// The reduced cost of `s` at each level of `order`, divided by `divisor`.
    private func costs(_ s: Int, over divisor: Double) -> [Double] {
        order.map { objectives[$0].coefficient(s) / divisor }
    }

    /// Restores feasibility after constants changed (the costs did not, so the tableau stays
    /// optimal): takes the lowest-numbered infeasible row and brings in the symbol of least
    /// cost ratio (ties to the lowest number), until every restricted row is >= 0.
    mutating func dualOptimize() throws(TableauFailure) {
        var pivots = 0
        while true {
            var leaving = Int.max
            var still: [Int] = []
            for b in infeasible where isBasic[b] && rows[b].constant < -feasibilityTolerance {
                still.append(b)
                leaving = min(leaving, b)
            }
            infeasible = still
            if leaving == Int.max {
                infeasible.removeAll()
                return
            }
            let row = rows[leaving]
            var entering = -1
            var bestRatio: [Double] = []
            for k in row.ids.indices {
                let s = row.ids[k]
                let a = row.coefficients[k]
                switch kinds[s] {
                case .dummy: continue
                case .external: break
                case .slack, .error: if a <= 0 { continue }
                }
                let ratio = costs(s, over: abs(a))
                if entering < 0 || ratio.lexicographicallyPrecedes(bestRatio) {
                    entering = s
                    bestRatio = ratio
                }
            }
            if entering < 0 { throw .infeasible([leaving] + row.ids) }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotCap { throw .gaveUp("more than \(pivotCap) dual pivots") }
        }
    }
}
