import Foundation
import XCTest

/// The module graph as `Package.swift` declares it, checked against the sources and against the
/// module table of docs/DESIGN.md: the shipped `flipbook` executable reaches no test framework;
/// every declared dependency is imported and every import is declared; each module declares
/// exactly what its row of the table allows, and only modules of rows below its own.
///
/// The graph comes from `swift package describe --type json` (the toolchain's own reading of
/// the manifest), the imports from the sources themselves, the rules from the table.
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

    /// The module names a target's sources import (plain, `@testable` or `@_exported`, whole or
    /// one declaration of it, `import struct M.Name`): lines that start with `import` after
    /// attributes only, at the start of the line (an indented one is inside a string).
    private func imports(_ t: Target) throws -> Set<String> {
        var names: Set<String> = []
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        for file in try sourceFiles(t) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
                var words = line.split(separator: " ").map(String.init)
                guard let i = words.firstIndex(of: "import"), words[..<i].allSatisfy({ $0.hasPrefix("@") }) else {
                    continue
                }
                words.removeFirst(i + 1)
                if let kind = words.first, kinds.contains(kind) { words.removeFirst() }
                guard let name = words.first?.split(separator: ".").first else { continue }
                names.insert(String(name))
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

    /// Modules of the toolchain any target may import without declaring them.
    private static let toolchain: Set<String> = [
        "Foundation", "FoundationEssentials", "Glibc", "Musl", "Dispatch", "Synchronization",
    ]

    /// A row of the module table of docs/DESIGN.md: its modules (the names in backquotes of its
    /// first column) and what they may import (the module names of its last column, less what is
    /// in parentheses).
    private struct Row {
        var modules: [String]
        var mayImport: Set<String>
    }

    /// The rows of the table under "## Modules" in docs/DESIGN.md, top to bottom; a name in a
    /// row's last column that is neither a target nor a module outside the package fails.
    private func designTable(targets: [String: Target]) throws -> [Row] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/DESIGN.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(lines.firstIndex(of: "## Modules"), "docs/DESIGN.md has no \"## Modules\"")
        let outside = Self.toolchain.union(["XCTest", "Testing", "PackagePlugin", "FoundationNetworking"])
        var rows: [Row] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count >= 5 else {
                XCTFail("a row of DESIGN.md's module table has fewer than three columns: \(line)")
                continue
            }
            let modules = outsideParentheses(cells[1]).split(separator: "`", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let may = outsideParentheses(cells[cells.count - 2])
            var names: Set<String> = []
            // Module names are capitalised, or start with "_" (Swift Testing's overlays, `_Testing_UIKit`).
            for word in may.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
            where word.first?.isUppercase == true || (word.hasPrefix("_") && word.count > 1) {
                XCTAssertTrue(
                    targets[word] != nil || outside.contains(word),
                    "DESIGN.md's table says \(modules) may import \(word), which is no module")
                names.insert(word)
            }
            rows.append(Row(modules: modules, mayImport: names))
        }
        XCTAssertGreaterThan(rows.count, 10, "DESIGN.md's module table was not found")
        return rows
    }

    /// `text` less every part in parentheses.
    private func outsideParentheses(_ text: Substring) -> String {
        var kept = "", depth = 0
        for c in text {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 } else if depth == 0 { kept.append(c) }
        }
        return kept
    }

    func testEveryModuleImportsWhatTheDesignTableAllowsAndPackageSwiftDeclares() throws {
        let targets = try describe()
        let rows = try designTable(targets: targets)
        let appleNamed: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]
        var rowOf: [String: Int] = [:]
        for (i, row) in rows.enumerated() {
            for m in row.modules {
                XCTAssertNil(rowOf[m], "\(m) has two rows in DESIGN.md's module table")
                rowOf[m] = i
                // The modules of Apple's names are targets on Linux only.
                XCTAssertTrue(
                    targets[m] != nil || (appleNamed.contains(m) && targets["UIKit"] == nil),
                    "DESIGN.md's module table has a row for \(m), which Package.swift does not declare")
            }
        }
        for t in targets.values.sorted(by: { $0.name < $1.name }) where !["system-target", "test"].contains(t.type) {
            guard let i = rowOf[t.name] else {
                XCTFail("\(t.name) has no row in DESIGN.md's module table")
                continue
            }
            let allowed = rows[i].mayImport
            let declared = Set(t.dependencies)
            for d in declared.subtracting(allowed).sorted() {
                XCTFail("Package.swift lets \(t.name) depend on \(d), which DESIGN.md's table does not allow")
            }
            for d in allowed.subtracting(declared).sorted() where targets[d] != nil {
                XCTFail("DESIGN.md's table lets \(t.name) import \(d), which Package.swift does not declare")
            }
            for d in allowed.sorted() {
                if let j = rowOf[d] {
                    XCTAssertGreaterThan(j, i, "\(t.name) may import \(d), whose row is above its own in DESIGN.md")
                }
            }
            for name in try imports(t).sorted() where !Self.toolchain.contains(name) {
                if targets[name] != nil {
                    XCTAssertTrue(
                        declared.contains(name), "\(t.name) imports \(name), which Package.swift does not declare")
                } else {
                    XCTAssertTrue(
                        allowed.contains(name), "\(t.name) imports \(name), which DESIGN.md's table does not allow")
                }
            }
        }
    }

    func testEveryTestTargetImportsOnlyWhatItDeclares() throws {
        let targets = try describe()
        let frameworks = Self.toolchain.union(["XCTest", "Testing"])
        for t in targets.values.sorted(by: { $0.name < $1.name }) where t.type == "test" {
            for name in try imports(t).sorted() where !frameworks.contains(name) {
                XCTAssertTrue(
                    t.dependencies.contains(name), "\(t.name) imports \(name), which Package.swift does not declare")
            }
        }
    }
}
