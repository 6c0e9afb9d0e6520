import Foundation
import XCTest

@testable import SnapshotTesting

/// Record modes, their messages and the folder layout, each in a folder of its own.
final class RecordModeTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapshot-record-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func verify(_ text: String, named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil)
        -> String?
    {
        verifySnapshot(
            of: text, as: .lines, named: name, record: record, snapshotDirectory: folder.path, testName: "testThing()")
    }

    func testMissingReferenceIsRecordedAndFailsThenPasses() throws {
        let first = try XCTUnwrap(verify("hello", named: "a", record: .missing))
        let file = folder.appendingPathComponent("testThing.a.txt")
        XCTAssertTrue(first.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …"), first)
        XCTAssertTrue(first.contains("open \"\(file.absoluteString)\""), first)
        XCTAssertTrue(first.hasSuffix("Re-run \"testThing\" to assert against the newly-recorded snapshot."), first)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "hello")
        XCTAssertNil(verify("hello", named: "a", record: .missing))
    }

    func testNeverDoesNotRecord() {
        let message = verify("hello", named: "a", record: .never)
        XCTAssertEqual(
            message, "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("testThing.a.txt").path))
    }

    func testAllRecordsOverAMatchAndFails() throws {
        XCTAssertNotNil(verify("one", named: "a", record: .missing))
        let message = try XCTUnwrap(verify("two", named: "a", record: .all))
        XCTAssertTrue(message.hasPrefix("Record mode is on. Automatically recorded snapshot: …"), message)
        XCTAssertTrue(
            message.hasSuffix(
                "Turn record mode off and re-run \"testThing\" to assert against the newly-recorded snapshot"), message)
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent("testThing.a.txt"), encoding: .utf8), "two")
    }

    func testFailedRecordsOnlyAFailure() throws {
        XCTAssertNotNil(verify("one\ntwo\nthree", named: "a", record: .missing))
        XCTAssertNil(verify("one\ntwo\nthree", named: "a", record: .failed))
        let message = try XCTUnwrap(verify("one\n2\nthree", named: "a", record: .failed))
        XCTAssertTrue(
            message.hasPrefix("Snapshot \"a\" does not match reference. A new snapshot was automatically recorded."),
            message)
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent("testThing.a.txt"), encoding: .utf8), "one\n2\nthree")
    }

    func testMismatchMessageHasTheDiffToolAndTheLineDiff() throws {
        XCTAssertNotNil(verify("one\ntwo\nthree", record: .missing))
        SnapshotCounter.shared.reset()
        let message = try XCTUnwrap(verify("one\n2\nthree", record: .never))
        let reference = folder.appendingPathComponent("testThing.1.txt").path
        XCTAssertTrue(
            message.hasPrefix("Snapshot does not match reference.\n\n@\u{2212}\n\"file://\(reference)\"\n@+\n"), message
        )
        XCTAssertTrue(
            message.hasSuffix(
                "@@ \u{2212}1,3 +1,3 @@\n\u{2007}one\n\u{2212}two\n+2\n\u{2007}three"), message)
        // The failed snapshot went to the artefacts folder under the test file's name.
        XCTAssertTrue(message.contains("\"file://"), message)
    }

    func testWithSnapshotTestingSetsTheModeAndTheDiffTool() throws {
        let message = withSnapshotTesting(record: .never) { verify("x", named: "n") }
        XCTAssertEqual(
            message, "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        XCTAssertNotNil(verify("x", named: "m", record: .missing))
        let failure = try XCTUnwrap(
            withSnapshotTesting(diffTool: "difft") { verify("y", named: "m") })
        XCTAssertTrue(failure.contains("\ndifft \(folder.appendingPathComponent("testThing.m.txt").path) "), failure)
        let ks = try XCTUnwrap(withSnapshotTesting(diffTool: .ksdiff) { verify("y", named: "m") })
        XCTAssertTrue(ks.contains("\nksdiff \"\(folder.appendingPathComponent("testThing.m.txt").path)\" \""), ks)
    }

    func testEnvironmentVariableChoosesTheMode() {
        XCTAssertEqual(GlobalSettings.recordFromEnvironment(["SNAPSHOT_TESTING_RECORD": "never"]), .never)
        XCTAssertEqual(GlobalSettings.recordFromEnvironment(["SNAPSHOT_TESTING_RECORD": "all"]), .all)
        XCTAssertEqual(GlobalSettings.recordFromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"]), .failed)
        XCTAssertEqual(GlobalSettings.recordFromEnvironment(["SNAPSHOT_TESTING_RECORD": "bogus"]), .missing)
        XCTAssertEqual(GlobalSettings.recordFromEnvironment([:]), .missing)
        XCTAssertNil(SnapshotTestingConfiguration.Record(rawValue: "ALL"))
        let yes: SnapshotTestingConfiguration.Record = true
        XCTAssertEqual(yes, .all)
    }

    func testUnnamedSnapshotsAreNumberedPerTest() {
        SnapshotCounter.shared.reset()
        XCTAssertNotNil(verify("a", record: .missing))
        XCTAssertNotNil(verify("b", record: .missing))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted()
        XCTAssertEqual(names, ["testThing.1.txt", "testThing.2.txt"])
    }

    func testNamesBecomeFileNames() {
        XCTAssertEqual(sanitizePathComponent("testLogin()"), "testLogin")
        XCTAssertEqual(sanitizePathComponent("dark mode"), "dark-mode")
        XCTAssertEqual(sanitizePathComponent("iPhone SE (portrait)"), "iPhone-SE-portrait")
        XCTAssertEqual(sanitizePathComponent("test_a_b(x:y:)"), "test_a_b-x-y")
    }

    func testDefaultFolderIsBesideTheTestFile() {
        let location = SnapshotLocation(
            filePath: "/app/Tests/AppTests/LoginTests.swift", snapshotDirectory: nil, testName: "testLogin()",
            name: "dark mode", pathExtension: "png")
        XCTAssertEqual(location.file.path, "/app/Tests/AppTests/__Snapshots__/LoginTests/testLogin.dark-mode.png")
    }

    func testLinuxFolderIsChosenByEnvironment() {
        XCTAssertEqual(SnapshotFolders.folderName([:]), "__Snapshots__")
        XCTAssertEqual(
            SnapshotFolders.folderName(["SNAPSHOT_TESTING_FOLDER": "__Snapshots__Linux__"]), "__Snapshots__Linux__")
        XCTAssertEqual(SnapshotFolders.folderName(["SNAPSHOT_TESTING_FOLDER": "../x"]), "__Snapshots__")
    }

    func testTimeoutMessage() {
        let never = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { _ in Async { _ in } }
        let message = verifySnapshot(
            of: "x", as: never, named: "t", snapshotDirectory: folder.path, timeout: 0.05, testName: "testThing()")
        XCTAssertEqual(
            message?.hasPrefix("Exceeded timeout of 0.05 seconds waiting for snapshot."), true, message ?? "")
    }
}
