import Foundation
import FlipbookUIKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How long one scene's recording may take, in wall-clock seconds, before the run gives up on
/// it (`--scene-timeout`): an app's code that never returns (an endless loop, a wait for
/// something that never comes) would otherwise hang the whole run.
///
/// Where scenes record in children (SceneIsolation.swift), the child recording a scene for
/// longer than the limit is killed, the scene reported as timed out, and the run goes on with
/// the others; where a run stays in one process (one scene, `FLIPBOOK_ISOLATION=0`), a
/// watchdog ends the process with the same message. Either way the run exits
/// `exitCode` (124, as `timeout(1)` does) and leaves no half-written file: recordings that
/// are timed happen before any file is written, and files are written under a temporary name
/// and renamed only when whole.
enum SceneTimeLimit {
    /// The default limit, in seconds: far above what a scene takes (the 42 scenes of the
    /// showcase record in 0.7 s together in a debug build), so only a hang meets it.
    static let defaultSeconds = 120
    /// The largest limit the option takes (a day).
    static let maximumSeconds = 86_400
    /// The exit code of a run in which a scene timed out.
    static let exitCode: Int32 = 124

    /// `--scene-timeout` of `a`, or the default.
    static func seconds(_ a: Arguments) throws -> Int {
        try a.values["scene-timeout"].map { try OptionSpec.named("scene-timeout").whole($0) } ?? defaultSeconds
    }

    /// The failure line of a scene that recorded for longer than `seconds`, with the lines
    /// the scene wrote meanwhile, indented.
    static func message(_ scene: String, seconds: Int, output: String = "") -> String {
        var message =
            "scene \(scene) timed out: still recording after \(seconds) s, the limit (--scene-timeout \(seconds); "
            + "0 for no limit)"
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        for line in lines.suffix(20) { message += "\n    " + SceneIsolation.withoutAddresses(line) }
        return message
    }

    /// Runs `body` (one scene's recording in this process) under a watchdog that, when
    /// `body` has not returned after `seconds`, writes the time-out message under `program`
    /// and ends the process with `exitCode`. Without a limit (0), or when this process is
    /// not the command line's own executable (`FlipbookCLI.run` called from a test, which a
    /// watchdog must not end), `body` just runs.
    static func guarding<T>(_ scene: String, seconds: Int, _ body: () throws -> T) rethrows -> T {
        guard seconds > 0, SceneIsolation.launcher != nil else { return try body() }
        let line = "\(SceneCatalogue.current.program): \(message(scene, seconds: seconds))\n"
        let dog = Watchdog(seconds: Double(seconds), line: line)
        defer { dog.cancel() }
        return try body()
    }

    /// A thread that waits for `seconds` or a cancel, and on time ends the process.
    private final class Watchdog: @unchecked Sendable {
        // `@unchecked Sendable`: `done` is read and written only under `condition`.
        private let condition = NSCondition()
        private var done = false

        init(seconds: Double, line: String) {
            let deadline = Date().addingTimeInterval(seconds)
            let thread = Thread { [self] in
                condition.lock()
                while !done && Date() < deadline { _ = condition.wait(until: deadline) }
                let expired = !done
                condition.unlock()
                guard expired else { return }
                SceneIsolation.writeToStandardError(line)
                _exit(SceneTimeLimit.exitCode)
            }
            thread.start()
        }

        func cancel() {
            condition.lock()
            done = true
            condition.broadcast()
            condition.unlock()
        }
    }
}
