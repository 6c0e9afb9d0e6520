import Dispatch
import FlipbookCore
import XCTest

@testable import FlipbookUIKit

/// A `Task` started by code on a recording stage's thread runs on the stage's clock: at the
/// stage's next event, after the code that started it, before the first frame, in the same
/// order on every run (SEMANTICS.md §36.5). Outside a recording tasks run as ever.
final class StageTasksTests: XCTestCase {
    /// What the tasks touch: the test's Swift 6 mode asks it to be sendable (an app's Swift 5
    /// files are not asked); it is touched on one thread at a time.
    private final class Log: @unchecked Sendable {
        var entries: [String] = []
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    private func stage(_ log: Log) -> Stage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(log.label)
        return Stage(window: window, fps: 10)
    }

    func testATaskStartedWhileRecordingRunsBeforeTheFirstFrame() throws {
        let log = Log()
        let timeline = try stage(log).record {
            log.label.text = "Loading"
            Task {
                log.entries.append("task")
                await Task.yield()
                log.entries.append("after a yield")
                let value = await Self.decoded()
                log.entries.append("decoded \(value)")
                log.label.text = "Loaded"
            }
            Task.detached { log.entries.append("detached") }
            log.entries.append("started")
        }
        XCTAssertEqual(log.entries, ["started", "task", "detached", "after a yield", "decoded 42"])
        XCTAssertEqual(log.label.text, "Loaded")
        XCTAssertEqual(timeline.duration, 0, accuracy: 1e-9, "no virtual time passes")
    }

    /// Five recordings in a row give the same order: nothing depends on a thread's timing.
    func testTheOrderIsTheSameOnEveryRun() throws {
        var runs: [[String]] = []
        for _ in 0..<5 {
            let log = Log()
            _ = try stage(log).record {
                for i in 0..<4 {
                    Task {
                        log.entries.append("a\(i)")
                        await Task.yield()
                        log.entries.append("b\(i)")
                    }
                }
            }
            runs.append(log.entries)
        }
        XCTAssertEqual(runs[0], ["a0", "a1", "a2", "a3", "b0", "b1", "b2", "b3"])
        XCTAssertTrue(runs.allSatisfy { $0 == runs[0] })
    }

    /// A task still waiting when the recording stops is handed to the global executor and
    /// finishes there, instead of waiting forever.
    func testATaskLeftAtTheEndFinishesOnTheGlobalExecutor() throws {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stage = Stage(window: window, fps: 10)
        stage.endTime = 0
        let done = expectation(description: "the task finished")
        _ = try stage.record {
            UIView.animate(withDuration: 1) { window.alpha = 0.5 }
            Task {
                await Task.yield()
                done.fulfill()
            }
            log.entries.append("started")
        }
        wait(for: [done], timeout: 10)
    }

    func testOutsideARecordingATaskRunsAsEver() {
        let done = expectation(description: "ran on the global executor")
        Task { done.fulfill() }
        wait(for: [done], timeout: 10)
    }

    private static func decoded() async -> Int { 42 }
}
