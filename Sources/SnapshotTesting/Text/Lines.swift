#if os(Linux)
import Foundation
import XCTest

extension Diffing where Value == String {
    /// UTF-8 text compared line by line; a failure is a unified diff of the lines (hunks of
    /// four lines of context, `@@ −1,3 +1,3 @@`, "−" before a reference line, "+" before a new
    /// one, a figure space before a shared one, "¬" after a line that ends in a space).
    public static var lines: Diffing {
        Diffing(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            guard old != new else { return nil }
            let patch = LineDiff.patch(
                old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            return (patch, [XCTAttachment(data: Data(patch.utf8), uniformTypeIdentifier: "public.patch-file")])
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// A string as a text file (`.txt`), compared line by line.
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

/// The line diff of `Diffing.lines`: a longest common subsequence of lines, cut into hunks.
enum LineDiff {
    enum Op: Equatable { case same, removed, added }

    /// The edit script from `a` to `b`: each line of both, in order, with what happened to it.
    static func script(_ a: [String], _ b: [String]) -> [(Op, String)] {
        // Trim the common ends first: most snapshots differ in a few lines.
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] { endA -= 1; endB -= 1 }
        let x = Array(a[start..<endA]), y = Array(b[start..<endB])
        let n = x.count, m = y.count
        // lcs[i][j]: the common subsequence's length of x[i...] and y[j...].
        var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
        }
        var ops: [(Op, String)] = a[0..<start].map { (.same, $0) }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, x[i] == y[j] {
                ops.append((.same, x[i])); i += 1; j += 1
            } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
                ops.append((.removed, x[i])); i += 1
            } else {
                ops.append((.added, y[j])); j += 1
            }
        }
        ops += a[endA...].map { (.same, $0) }
        return ops
    }

    /// The hunks of the diff, joined by newlines.
    static func patch(_ a: [String], _ b: [String], context: Int = 4) -> String {
        let ops = script(a, b)
        // Positions (in a and in b) before each op.
        var posA = [Int](), posB = [Int]()
        var pa = 0, pb = 0
        for (op, _) in ops {
            posA.append(pa); posB.append(pb)
            if op != .added { pa += 1 }
            if op != .removed { pb += 1 }
        }
        let changed = ops.indices.filter { ops[$0].0 != .same }
        guard !changed.isEmpty else { return "" }
        // Runs of changes closer than twice the context share a hunk.
        var ranges: [ClosedRange<Int>] = []
        for k in changed {
            let lo = max(0, k - context), hi = min(ops.count - 1, k + context)
            if let last = ranges.last, lo <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, hi)
            } else {
                ranges.append(lo...hi)
            }
        }
        var out: [String] = []
        for r in ranges {
            let slice = ops[r]
            let lenA = slice.filter { $0.0 != .added }.count, lenB = slice.filter { $0.0 != .removed }.count
            out.append(
                "@@ \(minusSign)\(posA[r.lowerBound] + 1),\(lenA) \(plusSign)\(posB[r.lowerBound] + 1),\(lenB) @@")
            for (op, text) in slice {
                let mark = op == .same ? "\u{2007}" : op == .removed ? minusSign : plusSign
                out.append(mark + text + (text.hasSuffix(" ") ? "¬" : ""))
            }
        }
        return out.joined(separator: "\n")
    }
}
#endif
