import Foundation
import XCTest
import FlipbookCore
#if canImport(Testing)
import Testing
#endif

/// Asserts that every frame of `timeline` (or `options.frames`) matches its golden PNGs, as
/// swift-snapshot-testing's `assertSnapshot` does for one view. Records goldens as the
/// record mode says; on failure writes actual, expected and diff images and an HTML report
/// (see `Goldens.verify`), and fails the test with `GoldenReport.message`. Works under
/// XCTest (an `XCTFail`) and Swift Testing (an `Issue`). Returns the report.
///
/// - Parameters:
///   - name: the golden folder's name; default: the test function's name ("testPopUp()"
///     gives "testPopUp"). Two checks in one test need their own names.
///   - options: folder, record mode, tolerance, scale (1), fps (60), frames, artefacts folder.
@discardableResult
public func assertGoldens(
    _ timeline: Timeline, named name: String? = nil, options: GoldenOptions = GoldenOptions(),
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) -> GoldenReport {
    let report = Goldens.verify(timeline, name: name ?? goldenName(testName), options: options, filePath: "\(filePath)")
    if !report.passed {
        recordFailure(report.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return report
}

/// Asserts that `value` matches its goldens of the kind `strategy` makes (`GoldenStrategy`:
/// `.frames`, `.timelineText(times:)`, `.contactSheet(...)` or your own), as
/// swift-snapshot-testing's `assertSnapshot(of:as:)`. The same record modes, artefacts,
/// report and failures as `assertGoldens`, which is this with `.frames`. Returns the report.
@discardableResult
public func assertGolden<Value, Format: Sendable>(
    of value: Value, as strategy: GoldenStrategy<Value, Format>, named name: String? = nil,
    options: GoldenOptions = GoldenOptions(),
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) -> GoldenReport {
    let report = Goldens.verify(
        value, as: strategy, name: name ?? goldenName(testName), options: options, filePath: "\(filePath)")
    if !report.passed {
        recordFailure(report.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return report
}

/// Asserts that the text dump of `timeline` at `times` (`TimelineText.dump`) matches the
/// golden text file `<name>.timeline.txt`, in `folder` (default: `__Goldens__` beside the
/// test file): the second tier, which survives a change of Cairo version. Under
/// `FLIPBOOK_SHARD=K/N` only the checks of shard K run (the others pass). Writes the file
/// as the record mode says (`record`, else `FLIPBOOK_RECORD`, else `never` under CI, else
/// `missing`); a write always fails the test. Returns whether it passed.
@discardableResult
public func assertTimelineText(
    _ timeline: Timeline, named name: String? = nil, times: [Double]? = nil,
    folder: URL? = nil, record: RecordMode? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
    let name = name ?? goldenName(testName)
    let failure: String?
    let shard = Result { () throws(ShardError) in try Shard.fromEnvironment(ProcessInfo.processInfo.environment) }
    if record == nil, let bad = RecordMode.invalidEnvironmentValue() {
        failure = "\(name): \(bad)"
    } else if case .failure(let error) = shard {
        failure = "\(name): \(error)"
    } else if case .success(let shard?) = shard, !shard.contains(name) {
        failure = nil  // another shard's check (FLIPBOOK_SHARD)
    } else {
        let dir = folder ?? Goldens.goldensFolder(filePath: "\(filePath)")
        failure = TimelineText.verify(
            TimelineText.dump(timeline, times: times),
            against: dir.appendingPathComponent("\(name).timeline.txt"),
            mode: record ?? RecordMode.fromEnvironment(), name: name)
    }
    if let message = failure { recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) }
    return failure == nil
}

/// A folder name from a test function's name: "testPopUp()" -> "testPopUp"; characters
/// other than letters, digits, ".", "-" and "_" become "_".
func goldenName(_ testName: String) -> String {
    var s = testName
    if let paren = s.firstIndex(of: "(") { s = String(s[..<paren]) }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
    let cleaned = String(s.map { allowed.contains($0) ? $0 : "_" })
    return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "golden" : cleaned
}

/// Fails the running test: an `Issue` under Swift Testing, an `XCTFail` under XCTest.
func recordFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
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
