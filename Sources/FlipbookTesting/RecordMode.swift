import Foundation

/// When golden files are written, as swift-snapshot-testing's `SnapshotTestingConfiguration.Record`
/// has it. Every mode that writes also fails the test, so a recording is always looked at.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record goldens that do not exist yet and fail the test; compare the others (the local default).
    case missing
    /// Record every golden, replacing what is there, and fail the test.
    case all
    /// Compare; re-record only the goldens that fail (or are missing), and fail the test.
    case failed
    /// Never write: a missing golden is a failure (the default when the `CI` variable is set).
    case never

    /// The environment variable that chooses the mode: `FLIPBOOK_RECORD=missing|all|failed|never`.
    public static let environmentVariable = "FLIPBOOK_RECORD"

    /// The mode `FLIPBOOK_RECORD` names (any case); else `.never` when `CI` is set to anything
    /// but "", "0" or "false"; else `.missing`. An unknown `FLIPBOOK_RECORD` gives `.never`
    /// (nothing is written) and the assertions fail, naming it (`invalidEnvironmentValue`).
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if let v = env[environmentVariable], !v.isEmpty { return RecordMode(rawValue: v.lowercased()) ?? .never }
        if let ci = env["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }

    /// A sentence on an unknown `FLIPBOOK_RECORD` value, or nil when it is unset or valid.
    public static func invalidEnvironmentValue(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String?
    {
        guard let v = env[environmentVariable], !v.isEmpty, RecordMode(rawValue: v.lowercased()) == nil else {
            return nil
        }
        return "\(environmentVariable)='\(v)' is not a record mode; use one of "
            + allCases.map(\.rawValue).joined(separator: ", ")
    }
}
