#if os(Linux)
import Foundation
#if canImport(Testing)
import Testing
#endif

/// The record mode and diff tool that snapshot assertions use, set for a block with
/// `withSnapshotTesting(record:diffTool:)` or for a Swift Testing suite with
/// `.snapshots(record:diffTool:)`.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration of the innermost `withSnapshotTesting`, if any.
    @TaskLocal public static var current: Self?

    /// How failures name the two files to compare; nil: the one in force outside.
    public var diffTool: DiffTool?
    /// When references are written; nil: the one in force outside.
    public var record: Record?

    /// Creates a configuration.
    public init(record: Record?, diffTool: DiffTool?) {
        self.record = record; self.diffTool = diffTool
    }

    /// When reference files are written.
    public struct Record: Equatable, Sendable, CustomStringConvertible {
        private let name: String
        private init(name: String) { self.name = name }

        /// Every snapshot is recorded, replacing its reference, and the assertion fails.
        public static let all = Self(name: "all")
        /// A failing snapshot is recorded over its reference (and the assertion fails).
        public static let failed = Self(name: "failed")
        /// Only missing references are recorded (and the assertion fails); the default.
        public static let missing = Self(name: "missing")
        /// Nothing is recorded: a missing reference is a failure.
        public static let never = Self(name: "never")

        /// The mode named "all", "failed", "missing" or "never"; nil for any other string.
        public init?(rawValue: String) {
            switch rawValue {
            case "all": self = .all
            case "failed": self = .failed
            case "missing": self = .missing
            case "never": self = .never
            default: return nil
            }
        }

        public var description: String { name }
    }

    /// The text a failure prints to compare the reference with the failed snapshot.
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        var tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        /// A tool from a function of the two paths.
        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.tool = tool
        }

        /// A command: `"difft"` prints `difft <reference> <failed>`.
        public init(stringLiteral value: String) { self.tool = { "\(value) \($0) \($1)" } }

        /// Kaleidoscope's command line: `ksdiff "<reference>" "<failed>"`.
        public static let ksdiff = Self { "ksdiff \"\($0)\" \"\($1)\"" }

        /// The two files as `file://` addresses, with a hint on choosing a tool.
        public static let `default` = Self { current, failed in
            """
            @\(minusSign)
            "file://\(current)"
            @\(plusSign)
            "file://\(failed)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """
        }

        /// The text for a reference and the failed snapshot.
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            tool(currentFilePath, failedFilePath)
        }
    }
}

extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    /// `true` is `.all`, `false` `.missing` (the older spelling).
    public init(booleanLiteral value: Bool) { self = value ? .all : .missing }
}

extension SnapshotTestingConfiguration.DiffTool: ExpressibleByNilLiteral {
    /// `nil` is `.default` (the older spelling).
    public init(nilLiteral: ()) { self = .default }
}

/// Runs `operation` with a record mode and a diff tool (each nil: the one in force outside).
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration(
            record: record ?? SnapshotTestingConfiguration.current?.record ?? GlobalSettings.record,
            diffTool: diffTool ?? SnapshotTestingConfiguration.current?.diffTool ?? GlobalSettings.diffTool)
    ) { try operation() }
}

/// Runs the asynchronous `operation` with a record mode and a diff tool.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration(
            record: record ?? SnapshotTestingConfiguration.current?.record ?? GlobalSettings.record,
            diffTool: diffTool ?? SnapshotTestingConfiguration.current?.diffTool ?? GlobalSettings.diffTool)
    ) { try await operation() }
}

/// Whether every snapshot is recorded (`.all`); setting it false gives `.missing`. The older
/// spelling of the record mode; `withSnapshotTesting(record:)` is the newer one.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode.")
public var isRecording: Bool {
    get { (SnapshotTestingConfiguration.current?.record ?? GlobalSettings.record) == .all }
    set { GlobalSettings.record = newValue ? .all : .missing }
}

/// The diff tool outside any `withSnapshotTesting` (the older spelling).
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the diff tool.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { GlobalSettings.diffTool }
    set { GlobalSettings.diffTool = newValue }
}

/// The settings outside any `withSnapshotTesting`: the record mode from
/// `SNAPSHOT_TESTING_RECORD` (all, failed, missing, never; else `.missing`) or `isRecording`,
/// the diff tool `.default`; a Swift Testing trait on the running test takes precedence.
enum GlobalSettings {
    /// The environment variable that sets the record mode.
    static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

    private static let state = Locked(
        (
            record: recordFromEnvironment(ProcessInfo.processInfo.environment),
            diffTool: SnapshotTestingConfiguration.DiffTool.default
        ))

    static func recordFromEnvironment(_ env: [String: String]) -> SnapshotTestingConfiguration.Record {
        env[environmentVariable].flatMap(SnapshotTestingConfiguration.Record.init(rawValue:)) ?? .missing
    }

    static var record: SnapshotTestingConfiguration.Record {
        get {
            #if canImport(Testing)
            if let r = traitConfiguration?.record { return r }
            #endif
            return state.withLock { $0.record }
        }
        set { state.withLock { $0.record = newValue } }
    }

    static var diffTool: SnapshotTestingConfiguration.DiffTool {
        get {
            #if canImport(Testing)
            if let d = traitConfiguration?.diffTool { return d }
            #endif
            return state.withLock { $0.diffTool }
        }
        set { state.withLock { $0.diffTool = newValue } }
    }

    #if canImport(Testing)
    /// The innermost `.snapshots(...)` trait of the running Swift Testing test.
    static var traitConfiguration: SnapshotTestingConfiguration? {
        guard let test = Test.current else { return nil }
        for trait in test.traits.reversed() {
            if let t = trait as? _SnapshotsTestTrait { return t.configuration }
        }
        return nil
    }
    #endif
}

/// A value behind a lock.
final class Locked<State>: @unchecked Sendable {
    private var state: State
    private let lock = NSLock()
    init(_ state: State) { self.state = state }
    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

let minusSign = "\u{2212}"
let plusSign = "+"
#endif
