#if os(Linux)
import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Asserts that `value`, taken as `snapshotting` says, matches its reference file
/// `__Snapshots__/<TestFile>/<testName>.<name or n>.<ext>` beside the test file, recording it
/// as the record mode says. Fails the running test (XCTest or Swift Testing) with the
/// library's messages.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID,
        file: filePath, testName: testName, line: line, column: column)
    guard let message = failure else { return }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertSnapshot` once for each named strategy (the name names the reference file).
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    // In the order of the names, so the files and failures come in a stable order.
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        guard let v = try? value() else { continue }
        assertSnapshot(
            of: v, as: strategy, named: name, record: record, timeout: timeout, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}

/// `assertSnapshot` once for each strategy (each gets the next number).
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        guard let v = try? value() else { continue }
        assertSnapshot(
            of: v, as: strategy, record: record, timeout: timeout, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}

/// Checks `value` against its reference as `assertSnapshot` does and returns the failure's
/// message instead of failing the test (nil: it matched). `snapshotDirectory` replaces
/// `__Snapshots__/<TestFile>`.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    SnapshotCounter.observeTestCases()
    let record = record ?? SnapshotTestingConfiguration.current?.record ?? GlobalSettings.record
    return withSnapshotTesting(record: record) { () -> String? in
        do {
            let location = SnapshotLocation(
                filePath: "\(filePath)", snapshotDirectory: snapshotDirectory, testName: testName, name: name,
                pathExtension: snapshotting.pathExtension)
            let fm = FileManager.default
            try fm.createDirectory(at: location.directory, withIntermediateDirectories: true)
            if let inPlace = snapshotting.verifyInPlace {
                return inPlace(try value(), location.file, record)
            }
            guard let diffable = try take(snapshotting, of: try value(), timeout: timeout) else {
                return "Couldn't snapshot value"
            }
            return try compare(
                diffable, with: location, diffing: snapshotting.diffing, name: name, record: record)
        } catch let timeout as SnapshotTimeout {
            return timeout.message
        } catch {
            return error.localizedDescription
        }
    }
}

/// Where a snapshot's reference goes.
struct SnapshotLocation {
    /// `__Snapshots__/<TestFile>` beside the test file, or the directory given.
    var directory: URL
    /// `<directory>/<testName>.<identifier>[.<ext>]`.
    var file: URL
    /// The test file's name without its extension.
    var testFileName: String
    /// The test's name as files spell it.
    var testName: String

    init(
        filePath: String, snapshotDirectory: String?, testName rawTestName: String, name: String?,
        pathExtension: String?
    ) {
        let fileURL = URL(fileURLWithPath: filePath, isDirectory: false)
        testFileName = fileURL.deletingPathExtension().lastPathComponent
        directory =
            snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fileURL.deletingLastPathComponent().appendingPathComponent(
                SnapshotFolders.folderName(), isDirectory: true
            )
            .appendingPathComponent(testFileName, isDirectory: true)
        let identifier =
            name.map(sanitizePathComponent)
            ?? String(SnapshotCounter.current.next(for: directory.appendingPathComponent(rawTestName).absoluteString))
        testName = sanitizePathComponent(rawTestName)
        var file = directory.appendingPathComponent("\(testName).\(identifier)")
        if let ext = pathExtension, !ext.isEmpty { file = file.appendingPathExtension(ext) }
        self.file = file
    }
}

/// A test name or a snapshot name as a file name: every run of characters other than letters,
/// digits and "_" becomes one "-", and a "-" at either end is dropped ("testLogin()" gives
/// "testLogin", "dark mode" gives "dark-mode").
func sanitizePathComponent(_ string: String) -> String {
    var out = ""
    var pendingDash = false
    for ch in string {
        if ch.isLetter || ch.isNumber || ch == "_" {
            if pendingDash && !out.isEmpty { out.append("-") }
            pendingDash = false
            out.append(ch)
        } else {
            pendingDash = true
        }
    }
    return out
}

struct SnapshotTimeout: Error {
    var seconds: TimeInterval
    var message: String {
        """
        Exceeded timeout of \(seconds) seconds waiting for snapshot.

        This can happen when an asynchronously rendered view (like a web view) has not loaded. \
        Ensure that every subview of the view hierarchy has loaded to avoid timeouts, or, if a \
        timeout is unavoidable, consider setting the "timeout" parameter of "assertSnapshot" to \
        a higher value.
        """
    }
}

/// Takes the snapshot, running the current run loop while it is not ready, up to `timeout`.
func take<Value, Format>(_ snapshotting: Snapshotting<Value, Format>, of value: Value, timeout: TimeInterval) throws
    -> Format?
{
    var result: Format?
    var done = false
    snapshotting.snapshot(value).run {
        result = $0; done = true
    }
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !done {
        if Date() >= deadline { throw SnapshotTimeout(seconds: timeout) }
        _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
    }
    return result
}

/// Compares a taken snapshot with its reference, recording as `record` says.
func compare<Format>(
    _ diffable: Format, with location: SnapshotLocation, diffing: Diffing<Format>, name: String?,
    record: SnapshotTestingConfiguration.Record
) throws -> String? {
    let fm = FileManager.default
    let url = location.file
    if record == .all {
        try diffing.toData(diffable).write(to: url, options: .atomic)
        return """
            Record mode is on. Automatically recorded snapshot: …

            open "\(url.absoluteString)"

            Turn record mode off and re-run "\(location.testName)" to assert against the newly-recorded snapshot
            """
    }
    guard fm.fileExists(atPath: url.path) else {
        if record == .never {
            return "No reference was found on disk. New snapshot was not recorded because recording is disabled"
        }
        try diffing.toData(diffable).write(to: url, options: .atomic)
        return """
            No reference was found on disk. Automatically recorded snapshot: …

            open "\(url.absoluteString)"

            Re-run "\(location.testName)" to assert against the newly-recorded snapshot.
            """
    }
    let reference = diffing.fromData(try Data(contentsOf: url))
    guard let (failure, _) = diffing.diff(reference, diffable) else { return nil }

    let artifacts = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
        isDirectory: true
    ).appendingPathComponent(location.testFileName, isDirectory: true)
    try fm.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let failed = artifacts.appendingPathComponent(url.lastPathComponent)
    try diffing.toData(diffable).write(to: failed, options: .atomic)
    let tool = SnapshotTestingConfiguration.current?.diffTool ?? GlobalSettings.diffTool
    var message = name.map { "Snapshot \"\($0)\" does not match reference." } ?? "Snapshot does not match reference."
    if record == .failed {
        try diffing.toData(diffable).write(to: url, options: .atomic)
        message += " A new snapshot was automatically recorded."
    }
    return """
        \(message)

        \(tool(currentFilePath: url.path, failedFilePath: failed.path))

        \(failure.trimmingCharacters(in: .whitespacesAndNewlines))
        """
}

/// Fails the running test: an `Issue` under Swift Testing, an `XCTFail` under XCTest.
func recordIssue(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    XCTFail(message, file: filePath, line: line)
}

/// The numbers of unnamed snapshots: 1, 2, ... per test, starting again with each test.
final class SnapshotCounter: @unchecked Sendable {
    private let counts = Locked([String: Int]())

    func next(for key: String) -> Int {
        counts.withLock { c in
            c[key, default: 0] += 1
            return c[key]!
        }
    }
    func reset() { counts.withLock { $0.removeAll() } }

    /// The counter of a Swift Testing test (set by the `.snapshots` trait), else the process's.
    @TaskLocal static var scoped: SnapshotCounter?
    static let shared = SnapshotCounter()
    static var current: SnapshotCounter {
        if let s = scoped { return s }
        #if canImport(Testing)
        if Test.current != nil { return testingCounter(for: Test.current!) }
        #endif
        return shared
    }

    #if canImport(Testing)
    /// One counter per Swift Testing test (its id), when no trait gave one.
    private static let byTest = Locked([String: SnapshotCounter]())
    private static func testingCounter(for test: Test) -> SnapshotCounter {
        let key = "\(test.id)"
        return byTest.withLock { m in
            if let c = m[key] { return c }
            let c = SnapshotCounter()
            m[key] = c
            return c
        }
    }
    #endif

    private static let observing = Locked(false)
    /// Starts resetting the shared counter at the end of each XCTest test case (once).
    static func observeTestCases() {
        let first = observing.withLock { started -> Bool in
            defer { started = true }
            return !started
        }
        guard first else { return }
        XCTestObservationCenter.shared.addTestObserver(CounterReset())
    }
}

private final class CounterReset: NSObject, XCTestObservation {
    func testCaseDidFinish(_ testCase: XCTestCase) { SnapshotCounter.shared.reset() }
}
#endif
