import FlipbookDiff
import FlipbookPNG
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
    func testSystemSheet() throws {
        try check("system.sheet.present"); try check("system.sheet.dismiss")
        try check("system.sheet.swipe-dismiss"); try check("system.sheet.medium")
    }
    func testPhotoZoom() throws {
        try check("photo-zoom.present")
        try check("photo-zoom.dismiss")
        try check("photo-zoom.interactive-dismiss")
    }

    /// Every showcase scene has a golden test above.
    func testEverySceneHasGoldens() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
        XCTAssertEqual(folders, Showcase.names.sorted())
    }
}
