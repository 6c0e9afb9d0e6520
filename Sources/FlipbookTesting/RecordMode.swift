import Foundation

/// When golden images are written, as swift-snapshot-testing's record modes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record goldens that do not exist yet and fail the test (the local default).
    case missing
    /// Record every golden and fail the test.
    case all
    /// Re-record only the frames that fail, and fail the test.
    case failed
    /// Never write; a missing golden fails (the default when the `CI` variable is set).
    case never

    /// The environment variable that chooses the mode: `FLIPBOOK_RECORD=missing|all|failed|never`.
    public static let environmentVariable = "FLIPBOOK_RECORD"

    /// The mode from `FLIPBOOK_RECORD`, else `.never` under CI (`CI` set), else `.missing`.
    /// An unknown value is treated as `.never`, and reported by the assertion.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if let v = env[environmentVariable], !v.isEmpty { return RecordMode(rawValue: v.lowercased()) ?? .never }
        if let ci = env["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }
}
