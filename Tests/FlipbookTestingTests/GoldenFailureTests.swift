import FlipbookDiff
import FlipbookPNG
import XCTest
import FlipbookTestSupport
import FlipbookCore
import FlipbookRender
import FlipbookUIKit
@testable import FlipbookTesting

/// What a failing check reports and leaves behind: artefacts, the HTML report, the first
/// divergent frame and pixel, the tolerance, size mismatches and the time-shift hint.
final class GoldenFailureTests: XCTestCase {
    let temp = TemporaryFolders()
    var folder: URL!
    var artifacts: URL!

    override func setUp() {
        folder = temp.make()
        artifacts = temp.make("artifacts")
    }

    override func tearDown() { temp.removeAll() }

    func record(_ t: Timeline) {
        let r = Goldens.verify(t, name: "square", options: options(folder, artifacts, record: .all))
        XCTAssertEqual(r.recorded.count, t.frameCount(fps: 60))
    }

    func check(_ t: Timeline, tolerance: DiffTolerance = .exact, scale: Double = 1) -> GoldenReport {
        Goldens.verify(
            t, name: "square", options: options(folder, artifacts, record: .never, tolerance: tolerance, scale: scale))
    }

    func testFailureWritesArtefactsAndAReportNamingTheFirstDivergentFrame() throws {
        record(try slidingSquare())
        let r = check(try slidingSquare(color: .blue))
        XCTAssertFalse(r.passed)
        // Frame 0 has the square at x = 5..15, y = 10..20: the first differing pixel is (5, 10).
        XCTAssertEqual(r.mismatches.map(\.frame), Array(0..<7))
        let first = try XCTUnwrap(r.firstMismatch)
        XCTAssertEqual(first.reason, .pixels)
        XCTAssertEqual(first.firstPixel?.x, 5)
        XCTAssertEqual(first.firstPixel?.y, 10)
        XCTAssertEqual(first.differentPixels, 100)
        XCTAssertEqual(first.totalPixels, 1200)

        let dir = artifacts.appendingPathComponent("square")
        XCTAssertEqual(r.artifacts?.path, dir.path)
        XCTAssertEqual(r.reportFile?.path, dir.appendingPathComponent("index.html").path)
        let names = files(dir)
        for k in 0..<7 {
            for kind in ["actual", "expected", "diff"] {
                XCTAssertTrue(names.contains(String(format: "frame-%04d.\(kind).png", k)), "\(k) \(kind)")
            }
        }
        let diff = try PNGFile.read(dir.appendingPathComponent("frame-0000.diff.png").path)
        XCTAssertTrue(diff.pixel(x: 5, y: 10) == (255, 0, 0, 255))
        let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(
            html.contains("First divergent frame: 0 (100 of 1200 pixels differ (8.33%), first at (5, 10)"), html)
        XCTAssertTrue(html.contains("src=\"frame-0000.expected.png\""))
        XCTAssertTrue(html.contains("src=\"frame-0006.diff.png\""))
        XCTAssertTrue(html.contains("type=\"range\""), "the wipe slider")

        let lines = r.message.components(separatedBy: "\n")
        XCTAssertEqual(
            lines[0],
            "square: 7 of 7 frames differ from the goldens in \(folder.path) (tolerance: exact: every channel of every pixel)"
        )
        XCTAssertEqual(
            lines[1],
            "  first divergent frame 0: 100 of 1200 pixels differ (8.33%), first at (5, 10), mean abs diff 14.167 of 255"
        )
        XCTAssertEqual(lines[2], "  differing frames: 0-6")
        XCTAssertEqual(lines.last, "  report: \(dir.path)/index.html (actual, expected and diff images beside it)")

        // A passing run clears the artefacts of the failing one.
        record(try slidingSquare(color: .blue))
        XCTAssertTrue(check(try slidingSquare(color: .blue)).passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path))
    }

    /// A square moved by 0.3 pt fails exact and passes when anti-aliasing is ignored; the
    /// message names the tolerance applied.
    func testSubPixelShiftPassesAntialiasingAwareGoldens() throws {
        record(try slidingSquare(x: 5))
        let moved = try slidingSquare(x: 5.3)
        let exact = check(moved)
        XCTAssertFalse(exact.passed)
        XCTAssertTrue(exact.message.contains("(tolerance: exact: every channel of every pixel)"), exact.message)
        let aa = try DiffTolerance(ignoresAntialiasing: true)
        XCTAssertTrue(check(moved, tolerance: aa).passed, check(moved, tolerance: aa).message)

        let recoloured = check(
            try slidingSquare(x: 5, color: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)), tolerance: aa)
        XCTAssertFalse(recoloured.passed)
        XCTAssertTrue(
            recoloured.message.contains("(tolerance: any channel change counts, anti-aliased pixels ignored)"),
            recoloured.message)
    }

    func testDifferentSizesFailClearly() throws {
        record(try slidingSquare())
        let r = check(try slidingSquare(), scale: 2)
        XCTAssertEqual(r.mismatches.count, 7)
        XCTAssertEqual(r.firstMismatch?.reason, .sizes(actual: "80x60", expected: "40x30"))
        XCTAssertTrue(
            r.message.contains("first divergent frame 0: sizes differ: actual 80x60, expected 40x30"), r.message)
        let names = files(artifacts.appendingPathComponent("square"))
        XCTAssertTrue(names.contains("frame-0000.actual.png"))
        XCTAssertTrue(names.contains("frame-0000.expected.png"))
        XCTAssertFalse(names.contains("frame-0000.diff.png"), "no diff image between different sizes")
        XCTAssertNil(r.timeShift)
    }

    /// The same animation one frame later: actual frame k is expected frame k - 1.
    func testTimeShiftHint() throws {
        record(try slidingSquare())
        let late = try slidingSquare(delay: 1.0 / 60)
        XCTAssertEqual(late.frameCount(fps: 60), 8)
        let r = check(late)
        XCTAssertEqual(r.mismatches.filter(\.isComparison).map(\.frame), Array(1...6))
        XCTAssertEqual(r.mismatches.last?.reason, .missing(path: folder.appendingPathComponent("frame-0007.png").path))
        XCTAssertEqual(r.timeShift, TimeShift(frame: 1, shift: -1, explained: 6, checked: 6))
        XCTAssertTrue(
            r.message.contains(
                "  hint: actual frame 1 matches expected frame 0: the animation runs 1 frame (16.7 ms at 60 fps) late; the same shift explains 6 of 6 differing frames tried. The timing changed, not the geometry."
            ), r.message)
        let html = try String(contentsOf: XCTUnwrap(r.reportFile), encoding: .utf8)
        XCTAssertTrue(html.contains("Hint: actual frame 1 matches expected frame 0"))

        // And one frame early.
        let early = check(try slidingSquare(x: 5 + 20.0 / 6))
        XCTAssertEqual(early.timeShift?.shift, 1)
    }

    func testNoHintWhenTheGeometryChanged() throws {
        record(try slidingSquare())
        XCTAssertNil(check(try slidingSquare(color: .green)).timeShift)
    }

    func testArtefactFolderDefaults() {
        let o = GoldenOptions()
        XCTAssertEqual(
            o.artifactsFolder(name: "x", environment: [:]).path,
            URL(fileURLWithPath: ".build/golden-failures/x").standardizedFileURL.path)
        XCTAssertEqual(o.artifactsFolder(name: "x", environment: ["FLIPBOOK_ARTIFACTS": "/tmp/art"]).path, "/tmp/art/x")
        let chosen = GoldenOptions(artifacts: URL(fileURLWithPath: "/tmp/chosen"))
        XCTAssertEqual(
            chosen.artifactsFolder(name: "x", environment: ["FLIPBOOK_ARTIFACTS": "/tmp/art"]).path, "/tmp/chosen/x")
        XCTAssertEqual(
            Goldens.defaultFolder(name: "pop", filePath: "/p/Tests/T/PopTests.swift").path, "/p/Tests/T/__Goldens__/pop"
        )
    }

    func testArtefactFolderFromTheEnvironment() throws {
        record(try slidingSquare())
        let env = temp.make("env-artifacts")
        let r = Goldens.verify(
            try slidingSquare(color: .blue), name: "square",
            options: GoldenOptions(folder: folder, record: .never, jobs: 1),
            environment: ["FLIPBOOK_ARTIFACTS": env.path])
        XCTAssertEqual(r.reportFile?.path, env.appendingPathComponent("square/index.html").path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: r.reportFile!.path))
    }
}
