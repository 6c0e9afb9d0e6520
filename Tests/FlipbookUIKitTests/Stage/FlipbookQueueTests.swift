import Dispatch
import FlipbookCore
import XCTest

@testable import FlipbookUIKit

/// Work an app sends to the main and global queues (`DispatchQueue.main.async`, as the port
/// writes it: `FlipbookQueue.main.async`), run on the recording stage's clock: a screen that
/// loads its data in the background and shows it on the main queue is drawn with it, in the same
/// frames on every run (SEMANTICS.md §36.4).
final class FlipbookQueueTests: XCTestCase {
    /// What the work touches: the test's Swift 6 mode asks it to be sendable, as Dispatch's
    /// closures are (an app's Swift 5 files are not asked); it is only touched on one thread.
    private final class Log: @unchecked Sendable {
        var entries: [String] = []
        var times: [Double] = []
        var ran = false
        let label: UILabel
        init(_ label: UILabel) { self.label = label }
    }

    private func stage() -> (Stage, UILabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        window.addSubview(label)
        return (Stage(window: window, fps: 10), label)
    }

    /// The loading pattern: decode on a global queue, then set the screen on the main queue.
    /// Both run after the code that sent them, before the first frame, in the order sent.
    func testBackgroundWorkThenMainQueueWorkRunBeforeTheFirstFrame() throws {
        let (stage, label) = stage()
        let log = Log(label)
        let timeline = try stage.record {
            label.text = "Loading"
            FlipbookQueue.global(qos: .userInitiated).async {
                log.entries.append("global")
                FlipbookQueue.main.async {
                    log.entries.append("main")
                    log.label.text = "Loaded"
                }
            }
            log.entries.append("after sending")
        }
        XCTAssertEqual(log.entries, ["after sending", "global", "main"])
        XCTAssertEqual(label.text, "Loaded")
        XCTAssertEqual(timeline.duration, 0, accuracy: 1e-9, "no virtual time passes")
    }

    /// `asyncAfter(deadline: .now() + t)`: at `t` seconds of virtual time, the recording going on
    /// until then; a work item cancelled before its time does not run; a group is left once its
    /// work has run.
    func testDeadlinesWorkItemsAndGroups() throws {
        let (stage, label) = stage()
        let log = Log(label)
        let group = DispatchGroup()
        let cancelled = DispatchWorkItem { log.times.append(-1) }
        let timeline = try stage.record {
            FlipbookQueue.main.asyncAfter(deadline: .now() + 0.5) {
                log.times.append(CACurrentMediaTime())
                log.label.alpha = 0
            }
            FlipbookQueue.main.asyncAfter(wallDeadline: .now() + 0.3) { log.times.append(CACurrentMediaTime()) }
            FlipbookQueue.global().asyncAfter(deadline: .now() + 0.2, execute: cancelled)
            cancelled.cancel()
            FlipbookQueue.global().async(group: group) { log.times.append(CACurrentMediaTime()) }
            XCTAssertEqual(group.wait(timeout: .now()), .timedOut, "entered until the work runs")
        }
        XCTAssertEqual(log.times, [0, 0.3, 0.5])
        XCTAssertEqual(group.wait(timeout: .now()), .success)
        XCTAssertEqual(timeline.duration, 0.5, accuracy: 1e-9)
        let before = try XCTUnwrap(timeline.presentation(at: 0.4).root.find(label.layer.layerID))
        let after = try XCTUnwrap(timeline.presentation(at: 0.5).root.find(label.layer.layerID))
        XCTAssertEqual([before.opacity, after.opacity], [1, 0])
    }

    /// A deadline that is never reached (`.distantFuture`) schedules nothing, and the recording
    /// does not wait for it.
    func testADistantDeadlineIsNotWaitedFor() throws {
        let (stage, label) = stage()
        let log = Log(label)
        let timeline = try stage.record {
            FlipbookQueue.main.asyncAfter(deadline: .distantFuture) { log.ran = true }
            FlipbookQueue.main.asyncAfter(wallDeadline: .distantFuture) { log.ran = true }
        }
        XCTAssertFalse(log.ran)
        XCTAssertEqual(timeline.duration, 0, accuracy: 1e-9)
    }

    /// A recording stopped by a misbehaviour before the group's work ran leaves the group, so
    /// Dispatch never sees it released while entered (which it traps on).
    func testAGroupWhoseWorkNeverRanIsLeft() throws {
        let (stage, label) = stage()
        let log = Log(label)
        let group = DispatchGroup()
        XCTAssertThrowsError(
            try stage.record {
                FlipbookQueue.global().async(group: group) { log.ran = true }
                stage.report(.completedTwice(animator: "Test", time: 0))
            })
        XCTAssertFalse(log.ran, "the recording stopped first")
        XCTAssertEqual(group.wait(timeout: .now()), .success)
    }

    /// Outside a recording the work goes to Dispatch's queue of the same name.
    func testOutsideARecordingDispatchRunsIt() {
        let done = expectation(description: "ran on a global queue")
        FlipbookQueue.global().async { done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(FlipbookQueue.main.sync { 42 }, 42)
    }
}
