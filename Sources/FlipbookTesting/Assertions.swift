import Foundation
import XCTest
import FlipbookCore
#if canImport(Testing)
import Testing
#endif

/// Asserts that every frame of `timeline` matches its goldens (see `Goldens.verify`). Works
/// under XCTest (an `XCTFail`) and Swift Testing (an `Issue`); returns the report.
@discardableResult
public func assertGoldens(_ timeline: Timeline, named name: String, options: GoldenOptions = GoldenOptions(),
                          file: StaticString = #filePath, line: UInt = #line) -> GoldenReport {
    let report = Goldens.verify(timeline, name: name, options: options, filePath: "\(file)")
    if !report.passed { recordFailure(report.message, file: file, line: line) }
    return report
}

/// Asserts that the text dump of `timeline` at `times` matches the golden text file
/// `<name>.timeline.txt` (beside the test file in `__Goldens__` by default): the second tier
/// that survives a change of Cairo version. Records it when missing, as the record mode says.
@discardableResult
public func assertTimelineText(_ timeline: Timeline, named name: String, times: [Double], folder: URL? = nil,
                               record: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    let text = TimelineText.dump(timeline, times: times)
    let dir = folder ?? URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("__Goldens__")
    let url = dir.appendingPathComponent("\(name).timeline.txt")
    let mode = record ?? RecordMode.fromEnvironment()
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if mode == .all || (existing == nil && mode != .never) || (mode == .failed && existing != text) {
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            recordFailure("\(name): cannot write \(url.path): \(error)", file: file, line: line)
            return false
        }
        recordFailure("\(name): recorded \(url.path) (record mode '\(mode.rawValue)'); check it, then run again", file: file, line: line)
        return false
    }
    guard let expected = existing else {
        recordFailure("\(name): the text golden \(url.path) is missing (record mode 'never')", file: file, line: line)
        return false
    }
    guard expected == text else {
        let a = text.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let i = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
        let got = i < a.count ? String(a[i]) : "(end)", want = i < e.count ? String(e[i]) : "(end)"
        recordFailure("\(name): timeline text differs from \(url.path) at line \(i + 1):\n  expected: \(want)\n  actual:   \(got)", file: file, line: line)
        return false
    }
    return true
}

func recordFailure(_ message: String, file: StaticString, line: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
            fileID: "\(file)", filePath: "\(file)", line: Int(line), column: 1))
        return
    }
    #endif
    XCTFail(message, file: file, line: line)
}
