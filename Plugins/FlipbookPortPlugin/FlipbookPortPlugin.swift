import Foundation
import PackagePlugin

/// The port build-tool plugin: compiles an app's own Swift files, unchanged, into the target
/// it is applied to. The target's folder holds `flipbook-port.txt`, which lists the app's
/// folders (or single files), one per line, relative to the package's folder (`#` starts a
/// comment). Every `.swift` file under them, in name order, goes through `FlipbookPortTool`
/// (`#selector` into method references, `@objc` and the Interface Builder attributes
/// dropped, `#sourceLocation` pointing back at the original) and the results are the target's
/// sources. See docs/porting.md.
@main
struct FlipbookPortPlugin: BuildToolPlugin {
    static let listName = "flipbook-port.txt"

    // The package's tools version (6.0) offers only the `Path` API (the `URL` one needs 6.1),
    // which 6.1 deprecates: marked deprecated itself, this witness uses it without warnings.
    @available(*, deprecated, message: "uses PackagePlugin's Path API while the package's tools version is 6.0")
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let list = URL(fileURLWithPath: target.directory.string).appendingPathComponent(Self.listName)
        guard let text = try? String(contentsOf: list, encoding: .utf8) else {
            throw PortPluginError(
                "target '\(target.name)' has no \(Self.listName) in \(target.directory.string): write in it "
                    + "the folders of the app's Swift files, one per line, relative to \(context.package.directory.string)"
            )
        }
        let root = URL(fileURLWithPath: context.package.directory.string)
        let tool = try context.tool(named: "FlipbookPortTool")
        let outFolder = URL(fileURLWithPath: context.pluginWorkDirectory.string).appendingPathComponent("Ported")
        var all: [(file: URL, relative: String)] = []
        var seen = Set<String>()
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let entry = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            guard !entry.isEmpty else { continue }
            let url = root.appendingPathComponent(entry)
            let files = try swiftFiles(at: url, entry: entry, line: n + 1, list: list)
            for file in files {
                let relative = String(file.path.dropFirst(root.path.count)).trimmingCharacters(in: ["/"])
                guard seen.insert(relative).inserted else { continue }
                all.append((file, relative))
            }
        }
        // Every command reads the target's other files too (after `--target`): an override
        // declared in an extension moves into its class's body, which may be in another file.
        let targetFiles = all.map(\.file.path)
        return all.map { file, relative in
            // One flat folder: the relative path with '/' as '+' keeps names unique.
            let output = outFolder.appendingPathComponent(relative.replacingOccurrences(of: "/", with: "+"))
            return .buildCommand(
                displayName: "Porting \(relative)",
                executable: tool.path,
                arguments: [file.path, output.path, "--target"] + targetFiles,
                inputFiles: targetFiles.map { Path($0) } + [Path(list.path)],
                outputFiles: [Path(output.path)])
        }
    }

    /// The `.swift` files at `url` (itself, or everything under the folder), sorted by path.
    func swiftFiles(at url: URL, entry: String, line: Int, list: URL) throws -> [URL] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else {
            throw PortPluginError(
                "\(list.path):\(line): '\(entry)' does not exist (\(url.path)); "
                    + "list folders or .swift files relative to the package's folder")
        }
        guard isDir.boolValue else { return [url] }
        var found: [URL] = []
        let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        while let f = walker?.nextObject() as? URL {
            if f.pathExtension == "swift" { found.append(f.standardizedFileURL) }
        }
        return found.sorted { $0.path < $1.path }
    }
}

/// A plugin failure, shown by SwiftPM as the build's error.
struct PortPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "FlipbookPortPlugin: " + message }
}
