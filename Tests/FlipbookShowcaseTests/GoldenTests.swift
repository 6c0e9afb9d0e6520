import XCTest
import FlipbookCore
import FlipbookRender
import FlipbookShowcase
import FlipbookTesting

/// Every frame of every showcase scene at scale 1 and 60 fps against `fixtures/golden`,
/// compared exactly on decoded pixels through FlipbookTesting (the same path users get).
/// `FLIPBOOK_RECORD=missing|all|failed|never` chooses recording; CI never records.
final class GoldenTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../fixtures/golden").standardizedFileURL

    func check(_ name: String) throws {
        let scene = try XCTUnwrap(Showcase.scene(named: name))
        let timeline = try scene.record(fps: 60)
        let report = assertGoldens(timeline, named: name,
                                   options: GoldenOptions(folder: Self.fixtures.appendingPathComponent(name)))
        XCTAssertEqual(report.checked.count, timeline.frameCount(fps: 60), name)
    }

    func testSlideFade() throws { try check("slide-fade.present"); try check("slide-fade.dismiss") }
    func testSlide() throws { try check("slide.push"); try check("slide.pop") }
    func testSpringRotate() throws { try check("spring-rotate.present"); try check("spring-rotate.dismiss") }
    func testDiagonal() throws { try check("diagonal.present"); try check("diagonal.dismiss") }
    func testFade() throws { try check("fade.present"); try check("fade.dismiss") }
    func testInteractive() throws {
        try check("spring-rotate.interactive-finish")
        try check("spring-rotate.interactive-cancel")
        try check("slide.interactive-pop")
    }
    func testSystemNavigation() throws { try check("system.push"); try check("system.pop") }
    func testSystemCoverVertical() throws {
        try check("system.cover-vertical.present"); try check("system.cover-vertical.dismiss")
    }
    func testSystemCrossDissolve() throws {
        try check("system.cross-dissolve.present"); try check("system.cross-dissolve.dismiss")
    }
    func testSystemFlipHorizontal() throws {
        try check("system.flip-horizontal.present"); try check("system.flip-horizontal.dismiss")
    }
    func testJourney() throws { try check("journey") }
    func testCardFlip() throws { try check("card-flip.present") }

    /// Every showcase scene has a golden test above.
    func testEverySceneHasGoldens() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
        XCTAssertEqual(folders, Showcase.names.sorted())
    }
}

/// Our frames against the independent implementation's frames in `../shared/reference`
/// (SCENES.md's acceptance rule: per frame, mean absolute difference at most 0.5 of 255 and
/// at most 0.2% of pixels with a channel off by more than 16).
final class ReferenceTests: XCTestCase {
    static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/reference").standardizedFileURL

    func testAgreesWithReferenceFrames() throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: Self.reference.path) else {
            throw XCTSkip("no reference frames at \(Self.reference.path)")
        }
        var compared = 0
        for name in try fm.contentsOfDirectory(atPath: Self.reference.path).sorted() {
            let dir = Self.reference.appendingPathComponent(name)
            guard let scene = Showcase.scene(named: name) else { continue }
            let timeline = try scene.record(fps: 60)
            let job = RenderJob(timeline: timeline, scale: 1, fps: 60)
            for file in try fm.contentsOfDirectory(atPath: dir.path).sorted() where file.hasPrefix("frame-") {
                let k = try XCTUnwrap(Int(file.dropFirst(6).dropLast(4)))
                let expected = try PNGFile.read(dir.appendingPathComponent(file).path)
                let actual = try job.bitmap(ofFrame: k)
                let d = ImageDiff.compare(actual, expected, makeImage: false)
                XCTAssertLessThanOrEqual(d.meanAbsoluteDifference, 0.5, "\(name) \(file): mean abs diff")
                XCTAssertLessThanOrEqual(d.shareOver16, 0.002, "\(name) \(file): share of pixels off by > 16")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 0, "no reference frame matched a showcase scene")
    }
}
