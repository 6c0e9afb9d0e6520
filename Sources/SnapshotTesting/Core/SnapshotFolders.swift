#if os(Linux)
import Foundation

/// Where Linux references go, so a test file that runs on both a Mac (with the library) and
/// Linux (with this module) keeps both sets: `__Snapshots__` as the library names it by
/// default, or the folder `SNAPSHOT_TESTING_FOLDER` names (a team sets it to
/// `__Snapshots__Linux__` in its Linux CI, so `__Snapshots__/<TestFile>/...` stays the
/// simulator's and `__Snapshots__Linux__/<TestFile>/...` is Linux's). A value with "/" or
/// "." alone is ignored.
public enum SnapshotFolders {
    /// The environment variable that names the folder.
    public static let environmentVariable = "SNAPSHOT_TESTING_FOLDER"
    /// The library's folder name.
    public static let defaultName = "__Snapshots__"

    /// The folder name in force: `SNAPSHOT_TESTING_FOLDER` when it is a valid name, else `__Snapshots__`.
    public static func folderName(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
        guard let v = env[environmentVariable], !v.isEmpty, !v.contains("/"), v != ".", v != ".." else {
            return defaultName
        }
        return v
    }
}
#endif
