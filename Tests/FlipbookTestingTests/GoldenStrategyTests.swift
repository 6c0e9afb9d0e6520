import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookCore
import FlipbookPNG
import FlipbookDiff
import FlipbookDocs
@testable import FlipbookTesting

/// Kinds of golden (`GoldenStrategy`) through the one verification path: a contact sheet, the
/// timeline text, and a kind of the test's own that counts how often each value is made.
final class GoldenStrategyTests: FailureCapturingTestCase {
    let temp = TemporaryFolders()
    override func tearDown() { temp.removeAll() }

    func testContactSheetIsRecordedThenComparedOnDecodedPixels() throws {
        let dir = temp.make(), artifacts = temp.make("artifacts")
        let sheet = GoldenStrategy<Timeline, Bitmap>.contactSheet(frameCount: 3, thumbnailWidth: 40)
        let golden = dir.appendingPathComponent("sheet.contact-sheet.png")

        let first = Goldens.verify(
            try slidingSquare(), as: sheet, name: "sheet", options: options(dir, artifacts, record: .missing))
        XCTAssertEqual(first.recorded, [0])
        XCTAssertFalse(first.passed, "a recording fails")
        XCTAssertEqual(first.folder.standardizedFileURL, dir.standardizedFileURL)
        // The golden is a `ContactSheet` (the picture of `flipbook render --format sheet`) of
        // three thumbnails of the 40 x 30 point scene, titled with the check's name.
        let job = RenderJob(timeline: try slidingSquare(), scale: 1, fps: 60, jobs: 1)
        XCTAssertEqual(
            try PNGFile.read(golden.path),
            try ContactSheet(title: "sheet", subtitle: "", frameCount: 3, thumbnailWidth: 40).render(job))

        // Stored with other bytes (another compression level), the same pixels still match.
        let before = try Data(contentsOf: golden)
        try PNGFile.write(try PNGFile.read(golden.path), to: golden.path, encoder: PNGEncoder(compressionLevel: 9))
        XCTAssertNotEqual(try Data(contentsOf: golden), before)
        let again = Goldens.verify(
            try slidingSquare(), as: sheet, name: "sheet", options: options(dir, artifacts, record: .never))
        XCTAssertTrue(again.passed, again.message)

        // A blue square differs: one mismatch on pixels, artefacts and the report.
        let blue = Goldens.verify(
            try slidingSquare(color: .blue), as: sheet, name: "sheet",
            options: options(dir, artifacts, record: .never))
        XCTAssertEqual(blue.mismatches.map(\.reason), [.pixels])
        XCTAssertEqual(blue.mismatches.first?.label, "contact sheet")
        let report = try XCTUnwrap(blue.reportFile)
        let names = try FileManager.default.contentsOfDirectory(atPath: report.deletingLastPathComponent().path)
        XCTAssertEqual(
            Set(names),
            [
                "index.html", "sheet.contact-sheet.actual.png", "sheet.contact-sheet.expected.png",
                "sheet.contact-sheet.diff.png",
            ])
    }

    func testTimelineTextRunsThroughTheSamePathWithoutArtefacts() throws {
        let dir = temp.make(), artifacts = temp.make("artifacts")
        let text = GoldenStrategy<Timeline, String>.timelineText()
        let first = Goldens.verify(
            try slidingSquare(), as: text, name: "square", options: options(dir, artifacts, record: .missing))
        XCTAssertEqual(first.recorded, [0])
        XCTAssertEqual(
            try String(contentsOf: dir.appendingPathComponent("square.timeline.txt"), encoding: .utf8),
            TimelineText.dump(try slidingSquare()))
        let moved = Goldens.verify(
            try slidingSquare(x: 6), as: text, name: "square", options: options(dir, artifacts, record: .never))
        XCTAssertEqual(moved.mismatches.count, 1)
        // Line 5 is the square's line at t = 0 (TimelineTextTests): x 5 in the golden, 6 now.
        XCTAssertTrue(
            moved.mismatches[0].details.hasPrefix("at line 5:\n  expected:     square frame(5.0000"),
            moved.mismatches[0].details)
        XCTAssertNil(moved.reportFile)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("square").path),
            "text writes no artefacts")
    }

    /// A kind of the test's own over a list of 8 x 1 images, frame k lit at pixel k. Checked
    /// one frame late in mode `failed`: each value is made once (the hint and the
    /// re-recording use the kept ones), the hint finds the shift, the goldens are replaced.
    func testEachValueIsMadeOnceAndReusedForTheHintAndReRecording() throws {
        let dir = temp.make(), artifacts = temp.make("artifacts")
        let made = Counts()
        let strategy = dots(counting: made)
        let onTime = (0..<6).map { frame($0) }, late = [frame(0)] + (0..<5).map { frame($0) }
        _ = Goldens.verify(onTime, as: strategy, name: "dots", options: options(dir, artifacts, record: .all))
        made.reset()

        let r = Goldens.verify(late, as: strategy, name: "dots", options: options(dir, artifacts, record: .failed))
        XCTAssertEqual(made.all, [0: 1, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1], "every value made exactly once")
        XCTAssertEqual(r.mismatches.map(\.frame), [1, 2, 3, 4, 5])
        // By construction actual frame k (k >= 1) shows golden frame k - 1: one frame late,
        // explaining all 5 differing frames.
        XCTAssertEqual(r.timeShift, TimeShift(frame: 1, shift: -1, explained: 5, checked: 5))
        XCTAssertEqual(r.recorded, [1, 2, 3, 4, 5])
        XCTAssertEqual(try PNGFile.read(dir.appendingPathComponent("frame-0003.png").path), frame(2))
        XCTAssertTrue(
            Goldens.verify(late, as: strategy, name: "dots", options: options(dir, artifacts, record: .never)).passed)
    }

    /// Without re-recording only the first differing values are kept, and the hint, which
    /// tries the first 10, still finds the shift when 15 frames differ.
    func testTheHintWorksWithTheBoundedKeptValues() throws {
        let dir = temp.make(), artifacts = temp.make("artifacts")
        let made = Counts()
        let strategy = dots(counting: made, width: 16)
        let onTime = (0..<16).map { frame($0, width: 16) },
            late = [frame(0, width: 16)] + (0..<15).map { frame($0, width: 16) }
        _ = Goldens.verify(onTime, as: strategy, name: "dots", options: options(dir, artifacts, record: .all))
        made.reset()
        let r = Goldens.verify(late, as: strategy, name: "dots", options: options(dir, artifacts, record: .never))
        XCTAssertEqual(r.mismatches.count, 15)
        XCTAssertEqual(Set(made.all.values), [1])
        // Frames 1...10 are tried; each shows golden frame k - 1.
        XCTAssertEqual(r.timeShift, TimeShift(frame: 1, shift: -1, explained: 10, checked: 10))
    }

    /// An image `width` x 1, white with pixel `lit` red.
    private func frame(_ lit: Int, width: Int = 8) -> Bitmap {
        var b = Bitmap(width: width, height: 1, fill: (255, 255, 255, 255))!
        b.pixels[lit * 4] = 255; b.pixels[lit * 4 + 1] = 0; b.pixels[lit * 4 + 2] = 0
        return b
    }

    /// A kind of golden over a list of images, `frame-0000.png`, ... in `options.folder`,
    /// counting in `made` how often each is made; its hint is `TimeShift.search`.
    private func dots(counting made: Counts, width: Int = 8) -> GoldenStrategy<[Bitmap], Bitmap> {
        GoldenStrategy<[Bitmap], Bitmap>(diffing: .image) { frames, context in
            let folder = context.options.folder!
            func file(_ k: Int) -> GoldenFile {
                GoldenFile(
                    index: k, url: folder.appendingPathComponent(FrameFileName.name(k)), label: "frame \(k)",
                    stem: FrameFileName.stem(k))
            }
            return GoldenSet(
                files: frames.indices.map(file), count: frames.count,
                produce: { files, body in
                    for f in files { made.add(f.index); try body(f, frames[f.index]) }
                },
                hint: { differing, actual in
                    TimeShift.search(
                        differing: differing, count: frames.count, tolerance: .exact, actual: actual,
                        expected: { try? PNGFile.read(file($0).url.path) })
                })
        }
    }

    /// `assertGolden(of:as:)` fails the test with the report's message, as `assertGoldens`.
    func testAssertGoldenFailsTheTestWithTheReport() throws {
        let dir = temp.make()
        let opts = GoldenOptions(folder: dir, record: .never, artifacts: temp.make("artifacts"), jobs: 1)
        let t = try slidingSquare()
        var report: GoldenReport?
        let failures = self.failures {
            report = assertGolden(
                of: t, as: .contactSheet(frameCount: 2, thumbnailWidth: 20), named: "x", options: opts)
        }
        let golden = dir.appendingPathComponent("x.contact-sheet.png").path
        XCTAssertEqual(report?.mismatches.map(\.reason), [.missing(path: golden)])
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.contains(
                "x: 1 of 1 frames have no usable golden (record mode 'never'; record them locally, where the default mode is 'missing'); first: contact sheet: no expected image at \(golden)"
            ) ?? false,
            "\(failures)")
    }
}

/// How often each index was made, from any thread.
private final class Counts: Sendable {
    private let counts = Locked([Int: Int]())
    func add(_ k: Int) { counts.withLock { $0[k, default: 0] += 1 } }
    func reset() { counts.withLock { $0 = [:] } }
    var all: [Int: Int] { counts.value }
}
