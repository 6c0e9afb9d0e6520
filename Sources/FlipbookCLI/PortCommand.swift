import Foundation
import FlipbookPort

/// `flipbook port FILE...`: prints the port rewrite of each file (what the port plugin
/// compiles in its place), so the change can be seen. See docs/porting.md.
enum PortCommand {
    static func run(_ words: [String], console: Console) throws {
        let a = try Arguments(words, valued: [], switches: ["help"])
        if a.flags.contains("help") { console.print(Help.port); return }
        guard !a.positionals.isEmpty else {
            throw CLIError.usage("port needs at least one Swift file, e.g. 'port Transitions/CardAnimator.swift'")
        }
        // Read everything first: a file that cannot be read is a usage error, before any output.
        var sources: [(String, String)] = []
        for path in a.positionals {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                throw CLIError.usage("port: no file '\(path)'; give the paths of Swift files")
            }
            guard !isDir.boolValue else {
                throw CLIError.usage("port: '\(path)' is a folder; give the paths of Swift files (e.g. '\(path)'/*.swift)")
            }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw CLIError.usage("port: cannot read '\(path)' as UTF-8 text")
            }
            sources.append((path, text))
        }
        var failures: [PortError] = []
        for (path, text) in sources {
            do { console.print(String(try PortRewriter.rewrite(text, path: path).dropLast())) } catch let e as PortError {
                failures.append(e)
            }
        }
        guard failures.isEmpty else {
            for e in failures.dropLast() { console.error(e.description) }
            throw CLIError.failure(failures[failures.count - 1].description)
        }
    }
}
