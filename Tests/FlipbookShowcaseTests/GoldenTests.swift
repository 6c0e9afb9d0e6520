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
        let report = assertGoldens(
            timeline, named: name,
            options: GoldenOptions(folder: Self.fixtures.appendingPathComponent(name)))
        XCTAssertEqual(report.checked.count, timeline.frameCount(fps: 60), name)
    }

    /// Every scene of the catalogue, in catalogue order: a new scene cannot be left
    /// uncompared (its missing goldens fail the test under CI, or are recorded with
    /// `FLIPBOOK_RECORD=missing` to be checked by eye).
    func testEverySceneMatchesItsGoldens() throws {
        XCTAssertGreaterThanOrEqual(Showcase.names.count, 22)
        for name in Showcase.names { try check(name) }
    }

    /// Every golden folder belongs to a scene of the catalogue, and every scene has one.
    func testEverySceneHasGoldens() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
        XCTAssertEqual(folders, Showcase.names.sorted())
    }
}
