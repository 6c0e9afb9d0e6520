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

    /// Parses `words` for `command`, which accepts the options declared for it (`OptionSpec`).
    public init(_ words: [String], for command: Command) throws {
        let accepted = OptionSpec.options(for: command)
        try self.init(
            words, valued: accepted.filter(\.takesValue).map(\.name),
            switches: accepted.filter { !$0.takesValue }.map(\.name))
    }

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
                throw CLIError.usage(
                    "unknown option '\(w)'" + Arguments.hint(name.trimmingCharacters(in: ["-"]), valued + switches))
            }
            if !w.hasPrefix("--") {
                // Short forms, as declared: -o DIR, -j N, -q, -h, -f L.
                guard let long = OptionSpec.shortForms[name] else {
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
                        throw CLIError.usage(
                            "option --\(name) needs a value; got the option '\(next)' "
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
        if let best = Suggestion.best(for: name, in: accepted) { return "; did you mean --\(best)?" }
        return accepted.isEmpty
            ? "; this command takes no options"
            : "; accepted: " + accepted.sorted().map { "--\($0)" }.joined(separator: ", ")
    }
}
