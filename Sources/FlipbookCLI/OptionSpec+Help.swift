import Foundation

/// The help lines and the README's option table, made from the declarations.
extension OptionSpec {
    /// The column where help texts start, and the width lines are wrapped at.
    static let helpColumn = 20, helpWidth = 92

    /// How the option is written in help: "-o, --out DIR".
    public var synopsis: String {
        (short.map { "-\($0), " } ?? "") + "--\(name)" + (placeholder.isEmpty ? "" : " \(placeholder)")
    }

    /// The limits as help writes them after the text ("greater than 0 and at most 240",
    /// "1 to 64"); nil for switches and text values, whose help says what they take.
    public var limits: String? {
        switch kind {
        case .flag, .text: return nil
        case let .number(range, excludingLower, _):
            let lo = OptionSpec.text(range.lowerBound), hi = OptionSpec.text(range.upperBound)
            return excludingLower ? "greater than \(lo) and at most \(hi)" : "\(lo) to \(hi)"
        case let .whole(range, lowerMeaning):
            let lo = "\(range.lowerBound)" + (lowerMeaning.map { " (\($0))" } ?? "")
            return range.upperBound == Int.max ? "\(lo) or more" : "\(lo) to \(range.upperBound)"
        }
    }

    /// The help text for `command`: text, limits and default.
    public func helpText(for command: Command) -> String {
        let variant = variants[command]
        let text = variant?.help ?? help
        let shown = variant?.defaultText ?? defaultText ?? ""
        return text + (limits.map { ", \($0)" } ?? "") + (shown.isEmpty ? "" : " (default \(shown))")
    }

    /// The help line (wrapped) of this option for `command`.
    public func helpLine(for command: Command) -> String {
        let column = OptionSpec.helpColumn, width = OptionSpec.helpWidth
        let left = "  " + synopsis
        let pad = String(repeating: " ", count: column + 2)
        var lines: [String] = []
        var line =
            left.count + 2 <= column + 2 ? left.padding(toLength: column + 2, withPad: " ", startingAt: 0) : left + "  "
        var fresh = true
        for word in helpText(for: command).split(separator: " ") {
            if !fresh && line.count + 1 + word.count > width {
                lines.append(line)
                line = pad
                fresh = true
            }
            line += (fresh ? "" : " ") + word
            fresh = false
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// The help lines of the options `command` takes, in declaration order; only those of
    /// `group` when one is given.
    public static func helpLines(for command: Command, group: Group? = nil) -> String {
        options(for: command).filter { group == nil || $0.group == group }
            .map { $0.helpLine(for: command) }.joined(separator: "\n")
    }

    /// The README's option table (section "The command line"), Markdown: one row for each
    /// declared option. `flipbook help-table` prints it; a test checks that the README holds it.
    public static var readmeTable: String {
        var rows = ["| option | accepted | default | commands | what it does |", "| --- | --- | --- | --- | --- |"]
        for spec in all {
            let accepted = spec.takesValue ? spec.accepted : "a switch"
            var defaults = spec.defaultText.map { [$0] } ?? []
            for command in spec.commands {
                if let d = spec.variants[command]?.defaultText, !d.isEmpty {
                    defaults.append("\(command.rawValue): \(d)")
                }
            }
            let shown =
                defaults.isEmpty
                ? ""
                : defaults[0]
                    + (defaults.count > 1
                        ? " (" + defaults.dropFirst().joined(separator: "; ") + ")" : "")
            let commands =
                spec.commands.count == Command.allCases.count
                ? "all"
                : spec.commands.map(\.rawValue)
                    .joined(separator: ", ")
            let cells = ["`\(spec.synopsis)`", accepted, shown, commands, spec.help]
            rows.append(
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n")
    }
}
