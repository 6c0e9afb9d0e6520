import Foundation
import FlipbookCore
import FlipbookUIKit

/// What a golden check over several configurations found: one report per configuration, and
/// one failure message for all of them.
public struct GoldenMatrixReport: Sendable {
    /// Each configuration with its report, in the order given.
    public var reports: [(settings: StageSettings, report: GoldenReport)]

    /// Whether every configuration passed.
    public var passed: Bool { !reports.isEmpty && reports.allSatisfy { $0.report.passed } }

    /// The configurations that did not pass, by folder name.
    public var failing: [String] { reports.filter { !$0.report.passed }.map(\.settings.folderName) }

    /// The failure message: how many configurations failed, then each one's report.
    public var message: String {
        if reports.isEmpty { return "a golden matrix needs at least one configuration" }
        let bad = reports.filter { !$0.report.passed }
        guard !bad.isEmpty else { return "" }
        var lines = [
            "\(bad.count) of \(reports.count) configurations failed: \(bad.map(\.settings.folderName).joined(separator: ", "))"
        ]
        for r in bad { lines.append(r.report.message) }
        return lines.joined(separator: "\n")
    }
}

extension Goldens {
    /// Checks `make()`'s value in each of `configurations` as `strategy` makes its goldens:
    /// `make` runs once per configuration inside `StageSettings.with(_:_:)`, so the windows a
    /// scene creates take that configuration's device and traits. Each configuration's goldens
    /// go to `<folder>/<configuration>` (`folder`: `options.folder`, else `__Goldens__/<name>`;
    /// `<configuration>` is `StageSettings.folderName`, "iPhone15Pro-dark-L-ltr"), its failure
    /// artefacts to `<artefacts>/<name>/<configuration>`. Never throws.
    public static func verify<Value, Format: Sendable>(
        across configurations: [StageSettings], as strategy: GoldenStrategy<Value, Format>, name: String,
        options: GoldenOptions = GoldenOptions(), filePath: String = #filePath,
        environment env: [String: String] = ProcessInfo.processInfo.environment,
        _ make: () throws -> Value
    ) -> GoldenMatrixReport {
        let base = options.folder ?? defaultFolder(name: name, filePath: filePath)
        let artefacts = options.artifactsFolder(name: name, environment: env)
        var reports: [(StageSettings, GoldenReport)] = []
        var seen = Set<String>()
        for settings in configurations {
            let folderName = settings.folderName
            var o = options
            o.folder = base.appendingPathComponent(folderName, isDirectory: true)
            o.artifacts = artefacts
            let label = "\(name) [\(folderName)]"
            if !seen.insert(folderName).inserted {
                var r = GoldenReport(name: label, folder: o.folder!, mode: .never, tolerance: o.tolerance, fps: o.fps)
                r.problem = "configuration \(folderName) is listed twice"
                reports.append((settings, r))
                continue
            }
            let value: Value
            do {
                // A trap in the app's code ends the process; the note says which golden it hit.
                value = try TrapNote.during(TrapNote.note(golden: label, file: filePath)) {
                    try StageSettings.with(settings) { try make() }
                }
            } catch {
                var r = GoldenReport(name: label, folder: o.folder!, mode: .never, tolerance: o.tolerance, fps: o.fps)
                r.problem = "recording failed: \(error)"
                reports.append((settings, r))
                continue
            }
            var r = verify(value, as: strategy, name: folderName, options: o, filePath: filePath, environment: env)
            r.name = label
            reports.append((settings, r))
        }
        return GoldenMatrixReport(reports: reports)
    }
}

/// Asserts a recording's frames in each of `configurations` (device x appearance x text size x
/// direction, `StageSettings.matrix(...)`): `record` runs once per configuration with that
/// configuration current, so `scene.record()` or a `Stage(window:)` of a window it creates
/// draws on that device in those traits. Each configuration has its own golden folder,
/// `__Goldens__/<name>/<configuration>` ("iPhone15Pro-dark-L-ltr"); the test fails once, with
/// one message listing every configuration that failed. Returns the report.
@discardableResult
public func assertGoldens(
    across configurations: [StageSettings], named name: String? = nil, options: GoldenOptions = GoldenOptions(),
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column,
    record: () throws -> Timeline
) -> GoldenMatrixReport {
    assertGolden(
        across: configurations, as: .frames, named: name, options: options, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column, make: record)
}

/// `assertGoldens(across:...)` for any kind of golden (`.frames`, `.timelineText(times:)`,
/// `.contactSheet(...)`, your own): one folder per configuration, one failure for all.
@discardableResult
public func assertGolden<Value, Format: Sendable>(
    across configurations: [StageSettings], as strategy: GoldenStrategy<Value, Format>, named name: String? = nil,
    options: GoldenOptions = GoldenOptions(),
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column,
    make: () throws -> Value
) -> GoldenMatrixReport {
    let report = Goldens.verify(
        across: configurations, as: strategy, name: name ?? goldenName(testName), options: options,
        filePath: "\(filePath)", make)
    if !report.passed {
        recordFailure(report.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return report
}
