import Foundation

/// The name that messages printed while a program runs start with ("my-transitions: warning:
/// ..."): the running executable's own name, so that an app's executable calling
/// `FlipbookCLI.main(scenes:)`, or its test bundle, prints under its own name rather than
/// under "flipbook".
public enum ProgramName {
    /// The name a command line gave itself (`FlipbookCLI.run(_:scenes:program:)` sets it for
    /// the run); nil outside such a run.
    @TaskLocal public static var override: String?

    /// The last path component of the executable as started (argv[0]), or the process name
    /// when there is none.
    public static let executable: String = {
        let first = ProcessInfo.processInfo.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
        guard let first, !first.isEmpty, first != "/" else { return ProcessInfo.processInfo.processName }
        return first
    }()

    /// The name in force: the command line's own, else the executable's.
    public static var current: String { override ?? executable }

    /// Writes "NAME: text" and a newline to standard error.
    public static func printToStandardError(_ text: String) {
        FileHandle.standardError.write(Data("\(current): \(text)\n".utf8))
    }
}
