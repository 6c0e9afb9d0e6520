import Foundation

/// Python's Pillow, the independent decoder the cross-checks compare with: the first of
/// `python3` on the PATH and Debian's `/usr/bin/python3` that can import it (`render.sh test`
/// installs Debian's `python3-pil` when neither can).
public enum Pillow {
    /// The interpreter command, or nil when no Python here has Pillow.
    public static let interpreter: [String]? = {
        for candidate in [["/usr/bin/env", "python3"], ["/usr/bin/python3"]] {
            if (try? run(candidate, ["-c", "import PIL"]).status) == 0 { return candidate }
        }
        return nil
    }()

    /// Runs the interpreter with `arguments`; its standard output as text.
    public static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let interpreter else { return (127, "") }
        return try run(interpreter, arguments)
    }

    private static func run(_ command: [String], _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
