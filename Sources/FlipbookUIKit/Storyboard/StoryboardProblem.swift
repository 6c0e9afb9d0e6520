import Foundation
import FlipbookCore
import FlipbookStoryboard

/// Something a storyboard or nib asks that cannot be done: a file that is missing or does
/// not read, an identifier the storyboard lacks, an outlet or action the class lacks, a
/// segue with no identifier match. UIKit raises an exception for most of these; Flipbook's
/// UIKit calls print the problem, stop the recording with it (`StageError.invalidRequest`)
/// and carry on with a plain object, and the throwing `UIStoryboard.load` and
/// `instantiate(identifier:)` give it as an error.
public struct StoryboardProblem: Error, Equatable, CustomStringConvertible {
    /// The file (`Main.storyboard`), or the name asked for when there is no file.
    public var file: String
    /// The line of the element at fault (0 when none).
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): error: \(message)" }

    init(_ e: StoryboardError) { self.init(file: e.file, line: e.line, message: e.message) }
}

/// Where problems and warnings go: standard error (each text once per process) and the
/// recording stage.
enum StoryboardDiagnostics {
    private final class Printed: @unchecked Sendable {
        let lock = NSLock()
        var seen: Set<String> = []
    }
    private static let printed = Printed()

    /// Prints `text` to standard error unless it was printed before.
    static func printOnce(_ text: String) {
        printed.lock.lock()
        let fresh = printed.seen.insert(text).inserted
        printed.lock.unlock()
        if fresh { ProgramName.printToStandardError(text) }
    }

    /// Whether `text` was printed in this process (the tests' view of standard error).
    static func hasPrinted(_ text: String) -> Bool {
        printed.lock.lock()
        defer { printed.lock.unlock() }
        return printed.seen.contains(text)
    }

    /// Prints a problem and stops the recording with it, if one is running.
    static func report(_ p: StoryboardProblem) {
        printOnce("\(p)")
        if let stage = RecordingState.current.stage { stage.report(.invalidRequest(what: "\(p)", time: stage.now)) }
    }
}
