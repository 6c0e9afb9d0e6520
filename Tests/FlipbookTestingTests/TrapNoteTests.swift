import Foundation
import XCTest
import FlipbookCore
import FlipbookUIKit
@testable import FlipbookTesting

/// An app's trap while a golden matrix records: the process ends (nothing in the process can
/// stop a trap), and the line before it names the golden and configuration being recorded.
/// The crashing recording runs in a child: this test binary again, running `testChild`.
final class TrapNoteTests: XCTestCase {
    static let childVariable = "FLIPBOOK_TEST_TRAP_CHILD"

    /// The child's part: a matrix of one configuration whose recording traps.
    func testChild() throws {
        guard let folder = ProcessInfo.processInfo.environment[Self.childVariable] else { return }
        let options = GoldenOptions(folder: URL(fileURLWithPath: folder), record: .all, scale: 0.25, jobs: 1)
        assertGoldens(across: [StageSettings(device: .iPhoneSE)], named: "card", options: options) {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let views: [Any] = [UIView()]
            window.addSubview(views[0] as! UIButton)
            return try Stage(window: window).record {}
        }
        XCTFail("the recording above traps")
    }

    func testATrapWhileRecordingNamesTheGolden() throws {
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trap-note-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["FlipbookTestingTests.TrapNoteTests/testChild"]
        process.environment = ProcessInfo.processInfo.environment.merging([
            Self.childVariable: folder.path, "SWIFT_BACKTRACE": "enable=no",
        ]) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, text)
        // A failed cast calls abort(): SIGABRT, after the runtime's line.
        XCTAssertEqual(process.terminationStatus, SIGABRT, text)
        XCTAssertTrue(text.contains("Could not cast value of type"), text)
        let note =
            "FlipbookTesting: the app's code trapped while recording golden 'card [iPhoneSE-light-L-ltr]' ("
            + #filePath + "); a trap ends the test process"
        XCTAssertTrue(text.contains(note), text)
        // The note comes after the runtime's own line.
        let cast = try XCTUnwrap(text.range(of: "Could not cast value of type"))
        let named = try XCTUnwrap(text.range(of: note))
        XCTAssertLessThan(cast.lowerBound, named.lowerBound)
    }

    /// Outside a recording the handler says nothing: a note is set only while one runs.
    func testTheNoteIsClearedAfterTheRecording() {
        let value = TrapNote.during("note\n") { 7 }
        XCTAssertEqual(value, 7)
        XCTAssertFalse(TrapNote.isNoteSet)
    }
}
