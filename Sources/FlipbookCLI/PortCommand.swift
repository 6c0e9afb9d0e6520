import Foundation
import FlipbookPort

/// `flipbook port FILE...`: prints the port rewrite of each file (what the port plugin
/// compiles in its place), so the change can be seen. See docs/porting.md.
enum PortCommand {
    /// The largest file `port` reads, in bytes (64 MiB; a release build rewrites 3.2 MB in 0.15 s).
    static let maxFileBytes = 64 << 20

    static func run(_ words: [String], console: Console) throws {
        let a = try Arguments(words, for: .port)
        if a.flags.contains("help") { console.print(Help.named(Help.port)); return }
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
                throw CLIError.usage(
                    "port: '\(path)' is a folder; give the paths of Swift files (e.g. '\(path)'/*.swift)")
            }
            // A device or a pipe (/dev/zero, /dev/stdin) would never end: regular files only,
            // and no larger than any source file is.
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else {
                throw CLIError.usage("port: '\(path)' is not a regular file; give the paths of Swift files")
            }
            if let size = attributes?[.size] as? Int, size > maxFileBytes {
                throw CLIError.usage(
                    "port: '\(path)' has \(size) bytes, more than the \(maxFileBytes >> 20) MiB a Swift file may have here"
                )
            }
            if DryRun.isOn { continue }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else {
                throw CLIError.usage("port: cannot read '\(path)' as UTF-8 text")
            }
            sources.append((path, text))
        }
        var failures: [PortError] = []
        // The files given are one target: an override in an extension of a class declared in
        // one of them moves into the class's body (docs/porting.md).
        let target = sources.map { PortSource(path: $0.0, text: $0.1) }
        for (path, text) in sources {
            do { console.print(String(try PortRewriter.port(text, path: path, target: target).dropLast())) } catch let e
                as PortError
            {
                failures.append(e)
            }
        }
        guard failures.isEmpty else {
            for e in failures.dropLast() { console.error(e.description) }
            throw CLIError.failure(failures[failures.count - 1].description)
        }
    }
}
