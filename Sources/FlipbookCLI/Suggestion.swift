import Foundation

/// The one "did you mean" of the command line, for options, commands and scene names: the
/// candidate a mistyped word most likely meant.
enum Suggestion {
    /// The candidate `word` most likely meant: with `prefixes`, the first that starts with it
    /// (a scene name typed in part); else the closest by edit distance when it is close enough
    /// to be a typo (at most 2 edits, or a third of the word). Nil when none is.
    static func best(for word: String, in candidates: [String], prefixes: Bool = false) -> String? {
        if prefixes, !word.isEmpty, let prefixed = candidates.first(where: { $0.hasPrefix(word) }) { return prefixed }
        guard let best = closest(word, in: candidates), editDistance(word, best) <= max(2, word.count / 3) else {
            return nil
        }
        return best
    }

    /// The entry of `candidates` closest to `word` by edit distance (ties: the first).
    static func closest(_ word: String, in candidates: [String]) -> String? {
        candidates.min { editDistance(word, $0) < editDistance(word, $1) }
    }

    /// Levenshtein distance.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var prev = Array(0...y.count)
        var cur = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            cur[0] = i
            for j in 1...y.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[y.count]
    }
}
