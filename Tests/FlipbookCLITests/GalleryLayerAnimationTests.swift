import Foundation
import XCTest
@testable import FlipbookCLI
import FlipbookShowcase

/// The gallery's animation table lists Core Animation animations with their key path and curve.
final class GalleryLayerAnimationTests: XCTestCase {
    func testCardFlipRowNamesTheKeyPathClassAndCurve() throws {
        let timeline = try XCTUnwrap(Showcase.scene(named: "card-flip.present")).record(fps: 60)
        let page = GalleryPage(entries: [], fps: 60, scale: 1, sheetFrames: 8)
        let table = page.animationsTable(timeline)
        XCTAssertTrue(table.contains("<summary>Animations (1)</summary>"), table)
        XCTAssertTrue(table.contains("<td>FlipContainerView</td><td>transform.rotation.y</td><td>CABasicAnimation, easeInOut</td>"
                                     + "<td>0.600 s</td><td>0.000 s</td><td>layer time</td>"), table)
    }
}
