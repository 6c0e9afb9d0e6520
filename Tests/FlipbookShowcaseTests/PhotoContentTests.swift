import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookShowcase
import FlipbookTesting

/// Screens G and D with their content (SCENES.md "Scenes of real apps"): the six photos from
/// the module's resources, the labels, at the frames of the screen table.
final class PhotoContentTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../fixtures/images").standardizedFileURL
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/FlipbookShowcase/Resources/Photos").standardizedFileURL

    /// The module's copies are the fixtures, byte for byte (one picture, two places).
    func testResourcePhotosAreTheFixtures() throws {
        for i in 1...6 {
            let name = "landscape-\(i).png"
            XCTAssertEqual(
                try Data(contentsOf: Self.resources.appendingPathComponent(name)),
                try Data(contentsOf: Self.fixtures.appendingPathComponent(name)), name)
        }
    }

    /// The photos are found through the resource bundle next to the test bundle, 600 x 400.
    func testPhotosLoadFromTheResourceBundle() throws {
        XCTAssertNotNil(ShowcasePhotos.folder)
        for i in 0..<6 {
            let image = try XCTUnwrap(ShowcasePhotos.image(i), "photo \(i)")
            XCTAssertEqual(image.size, CGSize(width: 600, height: 400))
        }
    }

    func testGridAndDetailContent() throws {
        let timeline = try XCTUnwrap(Showcase.scene(named: "photo-zoom.present")).record(fps: 60)
        let start = timeline.presentation(at: 0).root
        let title = try XCTUnwrap(start.find(named: "G.title"))
        XCTAssertEqual(title.untransformedFrame, CGRect(x: 16, y: 52, width: 343, height: 41))
        XCTAssertEqual(title.content.text?.text, "Photos")
        XCTAssertEqual(title.content.text?.font.pointSize, 34)  // largeTitle
        XCTAssertEqual(title.content.text?.font.weight, 700)  // bold
        for (i, (x, y)) in [(8.0, 110.0), (129, 110), (250, 110), (8, 231), (129, 231), (250, 231)].enumerated() {
            let cell = try XCTUnwrap(start.find(named: "G.cell\(i + 1)"))
            XCTAssertEqual(cell.untransformedFrame, CGRect(x: x, y: y, width: 117, height: 117))
            XCTAssertEqual(cell.content.image?.name, "landscape-\(i + 1).png")
            XCTAssertEqual(cell.content.gravity, .resizeAspectFill)
            XCTAssertTrue(cell.masksToBounds)
            XCTAssertEqual(cell.cornerRadius, 8)
        }
        let end = timeline.presentation(at: 0.5).root
        let image = try XCTUnwrap(end.find(named: "D.image"))
        XCTAssertEqual(image.untransformedFrame, CGRect(x: 0, y: 208.5, width: 375, height: 250))
        XCTAssertEqual(image.content.image?.name, "landscape-2.png")
        XCTAssertEqual(image.content.gravity, .resizeAspect)
        let caption = try XCTUnwrap(end.find(named: "D.caption"))
        XCTAssertEqual(caption.untransformedFrame, CGRect(x: 16, y: 474.5, width: 343, height: 22))
        XCTAssertEqual(caption.content.text?.text, "Noon over the lake")
        XCTAssertEqual(caption.content.text?.font.pointSize, 17)  // body
        XCTAssertEqual(caption.content.text?.color, RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(caption.content.text?.alignment, .center)

        // Drawn: the 600 x 400 photo fills (0, 208.5, 375, 250) exactly (375 / 600 = 250 / 400
        // = 0.625), black above and below it.
        let job = RenderJob(timeline: timeline, scale: 1, fps: 60)
        let last = try job.bitmap(ofFrame: 30)
        let above = last.pixel(x: 187, y: 205), below = last.pixel(x: 187, y: 462)
        XCTAssertEqual([above.r, above.g, above.b, below.r, below.g, below.b], [0, 0, 0, 0, 0, 0])
        let sky = last.pixel(x: 20, y: 215)  // the top-left sky of landscape-2: blue
        XCTAssertGreaterThan(Int(sky.b), Int(sky.r) + 60)
    }
}
