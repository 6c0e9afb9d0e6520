import Foundation
import XCTest

/// The module graph as `Package.swift` declares it, checked against the sources: the shipped
/// `flipbook` executable reaches no test framework, and every declared dependency is used.
///
/// The graph comes from `swift package describe --type json` (the toolchain's own reading of
/// the manifest), the imports from the sources themselves.
final class PackageStructureTests: XCTestCase {
    private struct Target {
        var name: String
        var type: String
        var path: String
        var sources: [String]
        var dependencies: [String]
    }

    /// The package's root: three folders above this file (Tests/FlipbookCLITests/...).
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func describe() throws -> [String: Target] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch path of its own: `swift test` holds the lock of the package's .build folder.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-describe-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        p.arguments = ["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"]
        p.currentDirectoryURL = root
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, "swift package describe failed")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let list = try XCTUnwrap(json["targets"] as? [[String: Any]])
        var targets: [String: Target] = [:]
        for t in list {
            let name = try XCTUnwrap(t["name"] as? String)
            targets[name] = Target(
                name: name, type: t["type"] as? String ?? "",
                path: t["path"] as? String ?? "",
                sources: t["sources"] as? [String] ?? [],
                dependencies: (t["target_dependencies"] as? [String] ?? [])
                    + (t["product_dependencies"] as? [String] ?? []))
        }
        return targets
    }

    /// The source files of a target: its own, and the app files that the port plugin compiles
    /// into it (the folders listed in its `flipbook-port.txt`, docs/porting.md).
    private func sourceFiles(_ t: Target) throws -> [URL] {
        let folder = root.appendingPathComponent(t.path)
        var files = t.sources.map { folder.appendingPathComponent($0) }
        let list = folder.appendingPathComponent("flipbook-port.txt")
        if let text = try? String(contentsOf: list, encoding: .utf8) {
            for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
                let dir = root.appendingPathComponent(String(line))
                for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
                where name.hasSuffix(".swift") {
                    files.append(dir.appendingPathComponent(name))
                }
            }
        }
        return files
    }

    /// The module names a target's sources import (plain, `@testable` or `@_exported`).
    private func imports(_ t: Target) throws -> Set<String> {
        var names: Set<String> = []
        for file in try sourceFiles(t) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
                    words[..<i].allSatisfy({ $0.hasPrefix("@") })
                else { continue }
                names.insert(words[i + 1])
            }
        }
        return names
    }

    /// Every target the `flipbook` executable is built from, itself included.
    private func closure(of name: String, in targets: [String: Target]) -> [String] {
        var seen: [String] = [], stack = [name]
        while let n = stack.popLast() {
            guard !seen.contains(n) else { continue }
            seen.append(n)
            stack += targets[n]?.dependencies ?? []
        }
        return seen.sorted()
    }

    func testTheShippedExecutableReachesNoTestFramework() throws {
        let targets = try describe()
        let shipped = closure(of: "flipbook", in: targets)
        XCTAssertTrue(shipped.contains("FlipbookCLI"), "\(shipped)")
        XCTAssertFalse(shipped.contains("FlipbookTesting"), "flipbook depends on FlipbookTesting: \(shipped)")
        XCTAssertFalse(shipped.contains("FlipbookTestSupport"), "flipbook depends on test support: \(shipped)")
        for name in shipped {
            guard let t = targets[name], t.type != "system-target" else { continue }
            let used = try imports(t)
            for framework in ["XCTest", "Testing"] {
                XCTAssertFalse(used.contains(framework), "\(name), which flipbook is built from, imports \(framework)")
            }
        }
    }

    func testEveryDeclaredDependencyIsImported() throws {
        let targets = try describe()
        XCTAssertGreaterThan(targets.count, 10)
        for t in targets.values.sorted(by: { $0.name < $1.name }) where t.type != "system-target" {
            let used = try imports(t)
            // Executables are run (the CLI tests run `flipbook`) and plugins are applied, not imported.
            for d in t.dependencies where !["executable", "plugin"].contains(targets[d]?.type) {
                XCTAssertTrue(
                    used.contains(d), "\(t.name) declares a dependency on \(d) but no source of it imports \(d)")
            }
        }
    }
}
