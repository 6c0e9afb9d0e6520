import Foundation

/// A command line split into positionals and `--name value` / `--name=value` options,
/// checked against the options a command accepts.
public struct Arguments: Equatable {
    /// Words that are not options, in order.
    public var positionals: [String] = []
    /// Options with values, by name (without the dashes); the last one given wins.
    public var values: [String: String] = [:]
    /// Options without values that were given.
    public var flags: Set<String> = []

    /// Parses `words` for a command that accepts `valued` options (taking a value) and
    /// `switches` (taking none). `--` ends the options.
    public init(_ words: [String], valued: [String], switches: [String]) throws {
        var i = 0
        var optionsDone = false
        while i < words.count {
            let w = words[i]
            i += 1
            if optionsDone || !w.hasPrefix("-") || w == "-" {
                positionals.append(w)
                continue
            }
            if w == "--" { optionsDone = true; continue }
            var name = String(w.hasPrefix("--") ? w.dropFirst(2) : w.dropFirst())
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if name.isEmpty || name.hasPrefix("-") {
                // "---fps", "--=3": not an option name.
                throw CLIError.usage("unknown option '\(w)'" + Arguments.hint(name.trimmingCharacters(in: ["-"]), valued + switches))
            }
            if !w.hasPrefix("--") {
                // Short forms: -o DIR, -j N, -q, -h.
                let short = ["o": "out", "j": "jobs", "q": "quiet", "h": "help", "f": "frames"]
                guard let long = short[name] else {
                    throw CLIError.usage("unknown option '\(w)'" + Arguments.hint(name, valued + switches))
                }
                name = long
            }
            if valued.contains(name) {
                if let v = inline {
                    values[name] = v
                } else {
                    guard i < words.count else { throw CLIError.usage("option --\(name) needs a value") }
                    let next = words[i]
                    if next.hasPrefix("-"), next != "-", Double(next) == nil {
                        // "--fps --scale 2": the value was forgotten. A value that really starts
                        // with "-" can be given as --name=VALUE.
                        throw CLIError.usage("option --\(name) needs a value; got the option '\(next)' "
                            + "(write --\(name)=VALUE for a value that starts with '-')")
                    }
                    values[name] = words[i]
                    i += 1
                }
            } else if switches.contains(name) {
                if inline != nil { throw CLIError.usage("option --\(name) takes no value") }
                flags.insert(name)
            } else {
                throw CLIError.usage("unknown option '\(w)'" + Arguments.hint(name, valued + switches))
            }
        }
    }

    /// " (did you mean --x?)" for the closest accepted name, or the list of accepted ones.
    static func hint(_ name: String, _ accepted: [String]) -> String {
        if let best = closest(name, in: accepted), editDistance(name, best) <= max(2, name.count / 3) {
            return "; did you mean --\(best)?"
        }
        return accepted.isEmpty ? "; this command takes no options" :
            "; accepted: " + accepted.sorted().map { "--\($0)" }.joined(separator: ", ")
    }
}

/// The entry of `candidates` closest to `word` by edit distance (ties: the first).
func closest(_ word: String, in candidates: [String]) -> String? {
    candidates.min { editDistance(word, $0) < editDistance(word, $1) }
}

/// Levenshtein distance.
func editDistance(_ a: String, _ b: String) -> Int {
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
