import Foundation

/// A command of `flipbook` that takes options.
public enum Command: String, CaseIterable, Sendable {
    /// `flipbook list`: the scenes with their durations and frame counts.
    case list
    /// `flipbook render NAME...`: the named scenes' frames and docs files.
    case render
    /// `flipbook showcase`: every scene's frames and docs files.
    case showcase
    /// `flipbook gallery`: every scene in every docs format, and an HTML page.
    case gallery
    /// `flipbook diff A B`: two PNG files or frame folders compared.
    case diff
    /// `flipbook port FILE...`: the Linux rewrite of Swift files.
    case port
}

/// One command-line option, declared once (`OptionSpec+Declarations.swift`): its names, its
/// value and what is accepted, its default, its help, and the commands that take it. Parsing
/// (`Arguments`), the checks of values, usage errors, each command's `--help` and the README's
/// option table are all derived from these declarations.
public struct OptionSpec: Sendable {
    /// The value an option takes, and what is accepted.
    public enum Kind: Sendable {
        /// No value: a switch.
        case flag
        /// A finite number in `range`; `excludingLower` for "greater than" the lower bound;
        /// `unit` names what is counted ("seconds").
        case number(ClosedRange<Double>, excludingLower: Bool = false, unit: String? = nil)
        /// A whole number in `range`; `lowerMeaning` says what the lower bound stands for
        /// ("forever"). An upper bound of `Int.max` means "or more".
        case whole(ClosedRange<Int>, lowerMeaning: String? = nil)
        /// Text that the command reads itself (a path, a list, a word); `accepted` describes it.
        case text(accepted: String)
    }

    /// What one command says differently about an option (gallery's own default folder).
    public struct Variant: Sendable {
        /// The help text for this command, when it differs.
        public var help: String?
        /// The default for this command, when it differs.
        public var defaultText: String?
        /// Creates a variant.
        public init(help: String? = nil, default defaultText: String? = nil) {
            self.help = help; self.defaultText = defaultText
        }
    }

    /// Which part of a command's help lists an option.
    public enum Group: Sendable {
        /// The command's own options (OPTIONS).
        case general
        /// The docs formats' options (DOCS FORMATS in `render` and `showcase`).
        case docs
    }

    /// The long name, without dashes ("fps").
    public let name: String
    /// The one-letter short form, if any ("o" for -o).
    public let short: Character?
    /// The value's placeholder in help ("N", "DIR"); empty for a switch.
    public let placeholder: String
    /// The value and what is accepted.
    public let kind: Kind
    /// Added to usage errors and help after what is accepted ("colours in a GIF palette").
    public let note: String?
    /// The default, as help shows it ("60"); nil when there is none to show.
    public let defaultText: String?
    /// The help text, without limits or default (they are added from `kind` and `defaultText`).
    public let help: String
    /// The commands that take the option.
    public let commands: [Command]
    /// The part of the help that lists it.
    public let group: Group
    /// What a command says differently.
    public let variants: [Command: Variant]

    /// Declares an option.
    public init(
        _ name: String, short: Character? = nil, _ placeholder: String = "", _ kind: Kind, note: String? = nil,
        default defaultText: String? = nil, help: String, commands: [Command], group: Group = .general,
        variants: [Command: Variant] = [:]
    ) {
        self.name = name; self.short = short; self.placeholder = placeholder; self.kind = kind; self.note = note
        self.defaultText = defaultText; self.help = help; self.commands = commands; self.group = group
        self.variants = variants
    }

    /// Whether the option takes a value.
    public var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    /// What is accepted, as usage errors say it after "must be" ("a whole number from 1 to 64").
    public var accepted: String {
        let described: String
        switch kind {
        case .flag: described = "given without a value"
        case let .number(range, excludingLower, unit):
            let what = unit.map { "a number of \($0)" } ?? "a number"
            let lo = OptionSpec.text(range.lowerBound), hi = OptionSpec.text(range.upperBound)
            described = excludingLower ? "\(what) greater than \(lo) and at most \(hi)" : "\(what) from \(lo) to \(hi)"
        case let .whole(range, lowerMeaning):
            let lo = "\(range.lowerBound)" + (lowerMeaning.map { " (\($0))" } ?? "")
            described =
                range.upperBound == Int.max
                ? "a whole number, \(lo) or more"
                : "a whole number from \(lo) to \(range.upperBound)"
        case let .text(accepted): return accepted
        }
        return described + (note.map { " (\($0))" } ?? "")
    }

    /// The usage error for a bad `value`: it names the value and what is accepted.
    public func invalid(_ value: String) -> CLIError {
        CLIError.usage("--\(name) must be \(accepted); got '\(value)'")
    }

    /// `value` read as this option's number (`.number`), or a usage error.
    public func number(_ value: String) throws -> Double {
        guard case let .number(range, excludingLower, _) = kind, let v = Double(value), v.isFinite,
            range.contains(v), !(excludingLower && v == range.lowerBound)
        else { throw invalid(value) }
        return v
    }

    /// `value` read as this option's whole number (`.whole`), or a usage error.
    public func whole(_ value: String) throws -> Int {
        guard case let .whole(range, _) = kind, let v = Int(value), range.contains(v) else { throw invalid(value) }
        return v
    }

    /// `v` as help and messages write a limit: 240, 0.5.
    static func text(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }
}
