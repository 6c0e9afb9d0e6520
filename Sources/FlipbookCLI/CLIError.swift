import Foundation

/// A command-line failure with its exit code: 2 for usage errors (a bad flag or value, an
/// unknown scene, an unusable output folder), 1 for failures while working, 124 when a
/// scene's recording ran past `--scene-timeout`.
public enum CLIError: Error, CustomStringConvertible, Equatable {
    /// The command line is wrong; exit code 2.
    case usage(String)
    /// Something failed while working; exit code 1.
    case failure(String)
    /// Interrupted by a signal; exit code 130.
    case interrupted
    /// A scene was still recording when its time ran out (`--scene-timeout`); exit code 124,
    /// as `timeout(1)` exits.
    case timedOut(String)

    /// The process exit code.
    public var exitCode: Int32 {
        switch self {
        case .usage: return 2
        case .failure: return 1
        case .interrupted: return 130
        case .timedOut: return 124
        }
    }

    /// A readable description.
    public var description: String {
        switch self {
        case .usage(let m), .failure(let m), .timedOut(let m): return m
        case .interrupted: return "interrupted; temporary files removed"
        }
    }
}
