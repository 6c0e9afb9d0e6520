#if os(Linux) && canImport(Testing)
import Testing

/// The trait `.snapshots(record:diffTool:)`: a Swift Testing suite's or test's record mode and
/// diff tool.
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait {
    public let isRecursive = true
    let configuration: SnapshotTestingConfiguration
}

extension Trait where Self == _SnapshotsTestTrait {
    /// The configuration in force outside.
    public static var snapshots: Self { snapshots() }

    /// A record mode and a diff tool for the suite or test (each nil: the one outside).
    public static func snapshots(
        record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }

    /// A whole configuration for the suite or test.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        _SnapshotsTestTrait(configuration: configuration)
    }
}

extension _SnapshotsTestTrait: TestScoping {
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: () async throws -> Void
    ) async throws {
        try await withSnapshotTesting(record: configuration.record, diffTool: configuration.diffTool) {
            try await SnapshotCounter.$scoped.withValue(SnapshotCounter()) { try await function() }
        }
    }
}
#endif
