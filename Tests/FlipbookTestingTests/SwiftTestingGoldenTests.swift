import Foundation
import Testing
import FlipbookCore
import FlipbookRender
@testable import FlipbookTesting

/// `assertGoldens` and `assertTimelineText` under Swift Testing: a failure is an `Issue` at
/// the call site, carrying the report's message.
@Suite struct SwiftTestingGoldenTests {
    /// A fresh temporary folder, removed after `body`.
    func withFolder(_ body: (URL) throws -> Void) rethrows {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flipbook-swift-testing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try body(dir)
    }

    @Test func matchingGoldensRecordNoIssue() throws {
        try withFolder { dir in
            let t = try slidingSquare()
            let goldens = dir.appendingPathComponent("square")
            withKnownIssue {
                assertGoldens(
                    t, named: "square",
                    options: GoldenOptions(folder: goldens, record: .missing, artifacts: dir, jobs: 1))
            } matching: {
                $0.comments.contains { $0.rawValue.contains("recorded 7 new golden frame(s)") }
            }
            let report = assertGoldens(
                t, named: "square", options: GoldenOptions(folder: goldens, record: .never, artifacts: dir, jobs: 1))
            #expect(report.passed)
            #expect(report.checked == Array(0..<7))
        }
    }

    @Test func aDifferingFrameIsAnIssueAtTheCallSite() throws {
        try withFolder { dir in
            let goldens = dir.appendingPathComponent("square")
            _ = Goldens.verify(
                try slidingSquare(), name: "square", options: GoldenOptions(folder: goldens, record: .all, jobs: 1))
            let blue = try slidingSquare(color: .blue)
            var report: GoldenReport?
            withKnownIssue {
                report = assertGoldens(
                    blue, named: "square",
                    options: GoldenOptions(folder: goldens, record: .never, artifacts: dir, jobs: 1))
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("first divergent frame 0: 100 of 1200 pixels differ") }
                    && issue.sourceLocation?.fileName == "SwiftTestingGoldenTests.swift"
            }
            #expect(report?.reportFile?.lastPathComponent == "index.html")
        }
    }

    /// Every record mode fails the first run on an empty folder; those that wrote pass the next.
    @Test(arguments: RecordMode.allCases) func everyModeFailsAFirstRun(mode: RecordMode) throws {
        try withFolder { dir in
            let t = try slidingSquare()
            let opts = GoldenOptions(folder: dir.appendingPathComponent("g"), record: mode, artifacts: dir, jobs: 1)
            withKnownIssue { assertGoldens(t, named: "g", options: opts) }
            let again = Goldens.verify(
                t, name: "g", options: GoldenOptions(folder: opts.folder, record: .never, artifacts: dir, jobs: 1))
            #expect(again.passed == (mode != .never))
        }
    }

    @Test func timelineTextIssue() throws {
        let t = try slidingSquare()
        withFolder { dir in
            withKnownIssue {
                assertTimelineText(t, named: "square", folder: dir, record: .never)
            } matching: {
                $0.comments.contains { $0.rawValue.contains("the text golden") }
            }
        }
    }
}
