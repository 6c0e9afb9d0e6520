#if os(Linux)
import Foundation
import XCTest

extension SnapshotTestingConfiguration.Record {
    /// `true`: `.all`; `false`: `.missing`; nil: none.
    init?(recording: Bool?) {
        guard let recording else { return nil }
        self = recording ? .all : .missing
    }
}

/// `assertSnapshot` with the older Boolean record flag.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: .init(recording: recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// `assertSnapshots` (named strategies) with the older Boolean record flag.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: .init(recording: recording), timeout: timeout, fileID: fileID,
        file: filePath, testName: testName, line: line, column: column)
}

/// `assertSnapshots` (a list of strategies) with the older Boolean record flag.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: .init(recording: recording), timeout: timeout, fileID: fileID,
        file: filePath, testName: testName, line: line, column: column)
}

/// `verifySnapshot` with the older Boolean record flag.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool? = nil, snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: .init(recording: recording),
        snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath, testName: testName,
        line: line, column: column)
}

/// The oldest spelling, `assertSnapshot(matching:as:)`, which many suites still use.
@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool = false, timeout: TimeInterval = 5,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: recording ? .all : nil, timeout: timeout,
        file: file, testName: testName, line: line)
}

/// `assertSnapshots(matching:as:)` with named strategies.
@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool = false, timeout: TimeInterval = 5, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recording ? .all : nil, timeout: timeout, file: file,
        testName: testName, line: line)
}

/// `assertSnapshots(matching:as:)` with a list of strategies.
@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool = false, timeout: TimeInterval = 5, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recording ? .all : nil, timeout: timeout, file: file,
        testName: testName, line: line)
}

/// `verifySnapshot(matching:as:)`.
@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool = false, snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: recording ? .all : nil,
        snapshotDirectory: snapshotDirectory, timeout: timeout, file: file, testName: testName, line: line)
}

/// The older name of `XCTestCase` for snapshot suites.
@available(*, deprecated, renamed: "XCTestCase")
public typealias SnapshotTestCase = XCTestCase

/// The oldest spelling of the record switch.
@available(*, deprecated, renamed: "isRecording")
public var record: Bool {
    get { (SnapshotTestingConfiguration.current?.record ?? GlobalSettings.record) == .all }
    set { GlobalSettings.record = newValue ? .all : .missing }
}
#endif
