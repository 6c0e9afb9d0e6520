/// What the port changes in a file before its tokens are rewritten, knowing the other files of
/// its target (docs/porting.md):
///
/// - `#Preview { ... }` blocks (with `#Preview("name", traits: ...)`'s arguments and any
///   `@available(...)` before them) are blanked: Xcode's previews need SwiftUI's macros.
/// - A member declared with `override` in an extension of a class that the target declares,
///   or an `@objc` member of such an extension whose name a class of the target overrides,
///   is blanked where it is and copied into the class's body, before its closing brace,
///   between `#sourceLocation` lines naming its own file and line (Swift on Linux refuses
///   to override a declaration of an extension, and an override declared in one).
///
/// Every blanked byte becomes a space and newlines stay, so the file's lines and columns keep
/// their numbers; a moved member keeps its file, line and column in diagnostics.
struct TargetMoves {
    /// A member to move: the file it is in, its tokens, and the class it goes into.
    struct Move {
        var from: Int
        var member: DeclarationScan.Member
        var toFile: Int
        var toClass: DeclarationScan.ClassBody
    }

    /// The files, sorted by path, and the scan of each.
    let files: [PortSource]
    let scans: [DeclarationScan]
    private(set) var moves: [Move] = []

    /// The moves among `target` (the file being ported, `path` with `source`, is put in or
    /// replaces its entry).
    init(source: String, path: String, target: [PortSource]) {
        var all = target.filter { $0.path != path }
        all.append(PortSource(path: path, text: source))
        all.sort { $0.path < $1.path }
        files = all
        scans = all.map { DeclarationScan($0.text) }
        var owners: [String: [(Int, DeclarationScan.ClassBody)]] = [:]
        var overridden: Set<String> = []
        for (f, scan) in scans.enumerated() {
            for c in scan.classes { owners[c.name, default: []].append((f, c)) }
            overridden.formUnion(scan.overriddenNames)
        }
        for (f, scan) in scans.enumerated() {
            for ext in scan.extensions where !ext.hasConditionalCode {
                // A name declared twice (private classes of two files) is left alone.
                guard let found = owners[ext.name], found.count == 1 else { continue }
                for m in ext.members where ["func", "var", "init", "subscript"].contains(m.keyword) {
                    guard m.isOverride || (m.isObjC && overridden.contains(m.name)) else { continue }
                    moves.append(Move(from: f, member: m, toFile: found[0].0, toClass: found[0].1))
                }
            }
        }
    }

    /// A place where the original text changes.
    private enum Edit {
        case blank(Range<Int>)
        case insert(at: Int, move: Move)
        var offset: Int {
            switch self {
            case .blank(let r): return r.lowerBound
            case .insert(let at, _): return at
            }
        }
    }

    /// The text of the file at `path` with its previews and moved members blanked and the
    /// members moved into its classes inserted, and where each line of it comes from
    /// (`LineMap`, so an error of the rewrite names the original file and line).
    func prepared(path: String) -> (text: String, lines: LineMap) {
        guard let f = files.firstIndex(where: { $0.path == path }) else {
            return ("", LineMap(path: path))
        }
        let scan = scans[f]
        let bytes = scan.bytes, tokens = scan.tokens
        var edits: [Edit] = PreviewBlocks.ranges(tokens, bytes).map { .blank($0) }
        for m in moves {
            if m.from == f {
                edits.append(
                    .blank(tokens[m.member.first].range.lowerBound..<tokens[m.member.last].range.upperBound))
            }
            if m.toFile == f { edits.append(.insert(at: tokens[m.toClass.close].range.lowerBound, move: m)) }
        }
        var lines = LineMap(path: path)
        guard !edits.isEmpty else { return (files[f].text, lines) }
        // Stable by offset: the order of the moves (files by path, members in order) stays.
        let sorted = edits.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element)
        var out: [UInt8] = []
        var i = 0
        var line = 1  // the line in `out` being written
        for edit in sorted {
            switch edit {
            case .blank(let r):
                guard r.lowerBound >= i else { continue }  // inside one already blanked
                out += bytes[i..<r.lowerBound]
                out += PortRewriter.blanked(bytes[r])
                i = r.upperBound
            case .insert(let at, let m):
                out += bytes[i..<at]
                i = at
                line = out.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                let source = scans[m.from]
                let first = source.tokens[m.member.first], last = source.tokens[m.member.last]
                let close = tokens[m.toClass.close]
                let fromPath = files[m.from].path
                out += Array(
                    "\n#sourceLocation(file: \"\(PortRewriter.escaped(fromPath))\", line: \(first.line))\n".utf8)
                lines.add(atLine: line + 2, path: fromPath, line: first.line)
                out += [UInt8](repeating: UInt8(ascii: " "), count: first.column - 1)
                let text = source.bytes[first.range.lowerBound..<last.range.upperBound]
                out += text
                let movedLines = text.filter { $0 == UInt8(ascii: "\n") }.count
                out += Array("\n#sourceLocation(file: \"\(PortRewriter.escaped(path))\", line: \(close.line))\n".utf8)
                lines.add(atLine: line + 2 + movedLines + 2, path: path, line: close.line)
                out += [UInt8](repeating: UInt8(ascii: " "), count: close.column - 1)
            }
        }
        out += bytes[i...]
        return (String(decoding: out, as: UTF8.self), lines)
    }
}

/// Where each line of a prepared text comes from: runs of lines, each starting at a line of
/// the prepared text and continuing one original file from a line.
struct LineMap {
    private var runs: [(start: Int, path: String, line: Int)]

    init(path: String) { runs = [(1, path, 1)] }

    mutating func add(atLine start: Int, path: String, line: Int) { runs.append((start, path, line)) }

    /// The original file and line of line `n` of the prepared text.
    func original(_ n: Int) -> (path: String, line: Int) {
        let run = runs.last { $0.start <= n } ?? runs[0]
        return (run.path, run.line + n - run.start)
    }
}
