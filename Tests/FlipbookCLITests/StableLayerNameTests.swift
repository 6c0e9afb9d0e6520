import Foundation
import XCTest
@testable import FlipbookCLI
import FlipbookShowcase
import FlipbookUIKit

/// A layer with no name and no view is named by its class and its number within the scene's
/// recording, so the files that show layer names (the timing plot, the gallery's table)
/// depend on the scene alone, not on what else the process recorded first.
final class StableLayerNameTests: XCTestCase {
    /// reveal.present masks B with an unnamed `CAShapeLayer` and animates its path. The
    /// circle's mask is the scene's only layer with neither a name nor a view, so it is
    /// "CAShapeLayer 1", and the table row says so however many layers were made before.
    func testUnnamedMaskIsNamedWithinItsScene() throws {
        let reveal = try XCTUnwrap(Showcase.scene(named: "reveal.present"))
        let page = GalleryPage(entries: [], fps: 60, scale: 1, sheetFrames: 8)
        let alone = page.animationsTable(try reveal.record(fps: 60))
        // Other scenes make hundreds of layers in this process in between.
        for name in ["slide.push", "card-flip.present", "photo-zoom.present"] {
            _ = try XCTUnwrap(Showcase.scene(named: name)).record(fps: 60)
        }
        let after = page.animationsTable(try reveal.record(fps: 60))
        XCTAssertEqual(alone, after)
        XCTAssertTrue(alone.contains("<td>CAShapeLayer 1</td><td>path</td>"), alone)
    }

    /// The timing plot of reveal.present (which labels the mask's path curve) is
    /// byte-identical rendered alone and after three other scenes in the same run.
    func testPlotIsTheSameAloneAndAfterOtherScenes() throws {
        let root = try makeScratchFolder(self)
        let alone = root.appendingPathComponent("alone"), after = root.appendingPathComponent("after")
        let common = ["--format", "plot", "--scale", "1", "-q", "-o"]
        var r = runCLI(["render", "reveal.present"] + common + [alone.path])
        XCTAssertEqual(r.code, 0, r.err)
        r = runCLI(
            ["render", "slide.push", "card-flip.present", "photo-zoom.present", "reveal.present"] + common + [
                after.path
            ])
        XCTAssertEqual(r.code, 0, r.err)
        let file = "docs/reveal.present.plot.png"
        let a = try Data(contentsOf: alone.appendingPathComponent(file))
        let b = try Data(contentsOf: after.appendingPathComponent(file))
        XCTAssertFalse(a.isEmpty)
        XCTAssertEqual(a, b, "the plot of reveal.present depends on the scenes rendered before it")
    }
}
