// A row of the simplex tableau: `constant + sum(coefficient * symbol)`, its terms in two
// parallel arrays sorted by symbol id. Sorted arrays (not a dictionary) make every walk over a
// row go in id order, so no hash order can reach a result, and merging two rows is one pass.

/// Coefficients this close to zero are dropped: they are rounding left over from pivots, and a
/// stray 1e-12 in a high-priority objective row would otherwise outrank real costs below it.
let nearZero = 1e-8

struct SparseRow {
    var ids: [Int] = []
    var coefficients: [Double] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { ids.isEmpty }

    /// The position of `symbol`, or where it would go.
    @inline(__always)
    func search(_ symbol: Int) -> (found: Bool, index: Int) {
        var lo = 0
        var hi = ids.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if ids[mid] < symbol { lo = mid &+ 1 } else { hi = mid }
        }
        return (lo < ids.count && ids[lo] == symbol, lo)
    }

    func coefficient(_ symbol: Int) -> Double {
        let (found, i) = search(symbol)
        return found ? coefficients[i] : 0
    }

    /// Adds `c * symbol`.
    mutating func add(_ symbol: Int, _ c: Double) {
        let (found, i) = search(symbol)
        if found {
            let sum = coefficients[i] + c
            if abs(sum) < nearZero {
                ids.remove(at: i)
                coefficients.remove(at: i)
            } else {
                coefficients[i] = sum
            }
        } else if abs(c) >= nearZero {
            ids.insert(symbol, at: i)
            coefficients.insert(c, at: i)
        }
    }

    /// Removes `symbol`'s term, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (found, i) = search(symbol)
        guard found else { return 0 }
        ids.remove(at: i)
        return coefficients.remove(at: i)
    }

    /// `self += k * other`, constant included, in one merge.
    mutating func add(_ other: SparseRow, times k: Double) {
        var added: [Int] = []
        var removed: [Int] = []
        add(other, times: k, added: &added, removed: &removed)
    }

    /// `self += k * other`, reporting the symbols that came in and the ones that cancelled out.
    mutating func add(_ other: SparseRow, times k: Double, added: inout [Int], removed: inout [Int]) {
        constant += k * other.constant
        if other.ids.isEmpty { return }
        var newIDs: [Int] = []
        var newCoefficients: [Double] = []
        newIDs.reserveCapacity(ids.count + other.ids.count)
        newCoefficients.reserveCapacity(ids.count + other.ids.count)
        var i = 0
        var j = 0
        let n = ids.count
        let m = other.ids.count
        while i < n || j < m {
            let a = i < n ? ids[i] : Int.max
            let b = j < m ? other.ids[j] : Int.max
            if a < b {
                newIDs.append(a)
                newCoefficients.append(coefficients[i])
                i += 1
            } else if b < a {
                let c = k * other.coefficients[j]
                if abs(c) >= nearZero {
                    newIDs.append(b)
                    newCoefficients.append(c)
                    added.append(b)
                }
                j += 1
            } else {
                let c = coefficients[i] + k * other.coefficients[j]
                if abs(c) >= nearZero {
                    newIDs.append(a)
                    newCoefficients.append(c)
                } else {
                    removed.append(a)
                }
                i += 1
                j += 1
            }
        }
        ids = newIDs
        coefficients = newCoefficients
    }

    mutating func scale(_ k: Double) {
        constant *= k
        for i in coefficients.indices { coefficients[i] *= k }
    }

    /// The row reads `0 = constant + ... + a * symbol + ...`; rewrites it as the expression
    /// `symbol` equals (`-(constant + ...) / a`), without the symbol's own term.
    mutating func solve(for symbol: Int) {
        let a = remove(symbol)
        scale(-1 / a)
    }

    /// The row reads `lhs = ... + a * rhs + ...`; rewrites it as the expression `rhs` equals.
    mutating func solve(_ lhs: Int, for rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }

    var isFinite: Bool { constant.isFinite && coefficients.allSatisfy { $0.isFinite } }
}
