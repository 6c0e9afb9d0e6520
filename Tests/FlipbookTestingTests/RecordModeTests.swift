import FlipbookPNG
import XCTest
import FlipbookTestSupport
import FlipbookCore
import FlipbookRender
@testable import FlipbookTesting

/// Each record mode on the sliding square (7 frames of 40 x 30 pixels).
final class RecordModeTests: XCTestCase {
    let temp = TemporaryFolders()
    var folder: URL!
    var artifacts: URL!
    var timeline: Timeline!

    override func setUpWithError() throws {
        folder = temp.make()
        artifacts = temp.make("artifacts")
        timeline = try slidingSquare()
        XCTAssertEqual(timeline.frameCount(fps: 60), 7)
    }

    override func tearDown() { temp.removeAll() }

    func verify(_ mode: RecordMode, _ t: Timeline? = nil, frames: [Int]? = nil) -> GoldenReport {
        Goldens.verify(t ?? timeline, name: "square", options: options(folder, artifacts, record: mode, frames: frames))
    }

    let allFrames = (0..<7).map(Goldens.fileName)

    func testMissingRecordsWhatIsMissingAndFailsThenPasses() {
        let first = verify(.missing)
        XCTAssertFalse(first.passed)
        XCTAssertEqual(first.recorded, Array(0..<7))
        XCTAssertTrue(first.mismatches.isEmpty)
        XCTAssertTrue(
            first.message.contains(
                "square: recorded 7 new golden frame(s) in \(folder.path) (record mode 'missing'); check them by eye, then run again"
            ), first.message)
        XCTAssertEqual(files(folder), allFrames)

        let second = verify(.missing)
        XCTAssertTrue(second.passed, second.message)
        XCTAssertEqual(second.message, "")
        XCTAssertEqual(second.checked, Array(0..<7))
        XCTAssertTrue(second.recorded.isEmpty)

        // One golden removed: only it is recorded again.
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(Goldens.fileName(3)))
        let third = verify(.missing)
        XCTAssertEqual(third.recorded, [3])
        XCTAssertFalse(third.passed)
        XCTAssertTrue(verify(.never).passed)
    }

    func testNeverWritesNothingAndFailsOnMissingGoldens() {
        let r = verify(.never)
        XCTAssertFalse(r.passed)
        XCTAssertTrue(r.recorded.isEmpty)
        XCTAssertEqual(r.mismatches.map(\.frame), Array(0..<7))
        XCTAssertEqual(r.mismatches.first?.reason, .missing(path: folder.appendingPathComponent("frame-0000.png").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "never creates the golden folder")
        XCTAssertTrue(r.message.contains("square: 7 of 7 frames have no usable golden (record mode 'never'"), r.message)
        // The actual frames are kept as artefacts, to be looked at or copied.
        XCTAssertTrue(files(r.artifacts!).contains("frame-0000.actual.png"))
    }

    func testAllRewritesEveryGoldenAndRemovesStaleOnes() throws {
        _ = verify(.missing)
        let stale = folder.appendingPathComponent("frame-0009.png")
        let zero = folder.appendingPathComponent("frame-0000.png")
        try PNGFile.write(Bitmap(width: 40, height: 30, fill: (0, 0, 255, 255))!, to: zero.path)
        try FileManager.default.copyItem(at: zero, to: stale)

        let r = verify(.all)
        XCTAssertFalse(r.passed)
        XCTAssertEqual(r.recorded, Array(0..<7))
        XCTAssertTrue(r.mismatches.isEmpty, "all compares nothing")
        XCTAssertEqual(r.staleGoldens, ["frame-0009.png"])
        XCTAssertTrue(r.message.contains("recorded all 7 golden frame(s)"), r.message)
        XCTAssertTrue(r.message.contains("removed 1 golden file(s) past the last frame (frame-0009.png)"), r.message)
        XCTAssertEqual(files(folder), allFrames)
        XCTAssertTrue(verify(.never).passed, "frame 0 is the square again")
    }

    func testFailedReRecordsOnlyTheFailingFrames() throws {
        _ = verify(.missing)
        let three = folder.appendingPathComponent("frame-0003.png")
        let five = folder.appendingPathComponent("frame-0005.png")
        try PNGFile.write(Bitmap(width: 40, height: 30, fill: (0, 0, 255, 255))!, to: three.path)
        try Data("not a PNG".utf8).write(to: five)
        let untouched = try XCTUnwrap(bytes(folder.appendingPathComponent("frame-0004.png")))

        let r = verify(.failed)
        XCTAssertFalse(r.passed)
        XCTAssertEqual(r.mismatches.map(\.frame), [3, 5])
        XCTAssertEqual(r.mismatches[0].reason, .pixels)
        guard case .unreadable(_, let message) = r.mismatches[1].reason else {
            return XCTFail("\(r.mismatches[1].reason)")
        }
        XCTAssertTrue(message.contains("signature"), message)
        XCTAssertEqual(r.recorded, [3, 5])
        XCTAssertTrue(r.message.contains("re-recorded 2 failing golden frame(s) (record mode 'failed')"), r.message)
        XCTAssertEqual(bytes(folder.appendingPathComponent("frame-0004.png")), untouched)
        XCTAssertTrue(verify(.never).passed)
        XCTAssertTrue(verify(.failed).passed, "failed writes nothing when everything matches")
    }

    func testStaleGoldensFailWhenNotRecordingAll() throws {
        _ = verify(.missing)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("frame-0006.png"),
            to: folder.appendingPathComponent("frame-0007.png"))
        let r = verify(.missing)
        XCTAssertFalse(r.passed)
        XCTAssertEqual(r.staleGoldens, ["frame-0007.png"])
        XCTAssertTrue(
            r.message.contains("1 golden file(s) past the scene's last frame (frame-0007.png): the scene got shorter"),
            r.message)
        XCTAssertTrue(verify(.never, frames: [0, 6]).passed, "a subset of frames does not look for stale files")
    }

    func testChosenFrames() {
        let r = verify(.missing, frames: [6, 0, 6])
        XCTAssertEqual(r.recorded, [0, 6])
        XCTAssertEqual(files(folder), ["frame-0000.png", "frame-0006.png"])
        let bad = verify(.missing, frames: [2, 7, -1])
        XCTAssertEqual(bad.problem, "frames 7, -1 are outside the scene's 7 frames (0-6)")
        XCTAssertFalse(bad.passed)
    }

    func testModeFromEnvironment() {
        XCTAssertEqual(RecordMode.fromEnvironment([:]), .missing)
        XCTAssertEqual(RecordMode.fromEnvironment(["CI": "true"]), .never)
        XCTAssertEqual(RecordMode.fromEnvironment(["CI": "1"]), .never)
        XCTAssertEqual(RecordMode.fromEnvironment(["CI": "false"]), .missing)
        XCTAssertEqual(RecordMode.fromEnvironment(["CI": "0"]), .missing)
        XCTAssertEqual(RecordMode.fromEnvironment(["CI": "true", "FLIPBOOK_RECORD": "ALL"]), .all)
        XCTAssertEqual(RecordMode.fromEnvironment(["FLIPBOOK_RECORD": "failed"]), .failed)
        XCTAssertEqual(RecordMode.fromEnvironment(["FLIPBOOK_RECORD": "sometimes"]), .never)
        XCTAssertNil(RecordMode.invalidEnvironmentValue(["FLIPBOOK_RECORD": "never"]))
        XCTAssertEqual(
            RecordMode.invalidEnvironmentValue(["FLIPBOOK_RECORD": "sometimes"]),
            "FLIPBOOK_RECORD='sometimes' is not a record mode; use one of missing, all, failed, never")
    }

    /// With no mode in code, the environment decides: CI never records; an unknown value
    /// fails without writing.
    func testVerifyTakesTheModeFromTheEnvironment() {
        let opts = GoldenOptions(folder: folder, artifacts: artifacts, jobs: 1)
        let ci = Goldens.verify(timeline, name: "square", options: opts, environment: ["CI": "true"])
        XCTAssertEqual(ci.mode, .never)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
        let bogus = Goldens.verify(timeline, name: "square", options: opts, environment: ["FLIPBOOK_RECORD": "yes"])
        XCTAssertEqual(
            bogus.problem, "FLIPBOOK_RECORD='yes' is not a record mode; use one of missing, all, failed, never")
        XCTAssertTrue(bogus.message.hasPrefix("square: FLIPBOOK_RECORD='yes'"), bogus.message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
        let local = Goldens.verify(timeline, name: "square", options: opts, environment: [:])
        XCTAssertEqual(local.mode, .missing)
        XCTAssertEqual(local.recorded.count, 7)
        let recordAll = Goldens.verify(
            timeline, name: "square", options: opts, environment: ["FLIPBOOK_RECORD": "all", "CI": "1"])
        XCTAssertEqual(recordAll.recorded.count, 7)
    }

    func testBadNamesAndSettingsAreReported() {
        XCTAssertEqual(
            Goldens.verify(timeline, name: "a/b", options: options(folder, artifacts, record: .missing)).problem,
            "'a/b' cannot name a golden folder; use a name without '/'")
        var o = options(folder, artifacts, record: .missing)
        o.fps = 0
        XCTAssertEqual(
            Goldens.verify(timeline, name: "square", options: o).problem,
            "fps must be greater than 0 and at most 240; got 0.0")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
    }
}
