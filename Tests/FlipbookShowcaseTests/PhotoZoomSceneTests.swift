import XCTest
import FlipbookCore
@testable import FlipbookShowcase

/// The photo-zoom scenes against geometry worked out by
/// hand. The snapshot flies between the second cell, (129, 110, 117, 117), and the detail
/// image's aspect-fit frame, (0, 208.5, 375, 250); at progress p its frame is
/// (129 p, 208.5 - 98.5 p, 375 - 258 p, 250 - 133 p) (bounds and position both linear in p).
final class PhotoZoomSceneTests: XCTestCase {
    func record(_ name: String) throws -> Timeline {
        try XCTUnwrap(Showcase.scene(named: name)).record(fps: 60)
    }

    func layer(_ t: Timeline, _ name: String, at time: Double) throws -> LayerState {
        try XCTUnwrap(t.presentation(at: time).root.find(named: name), "\(name) not on screen at t = \(time)")
    }

    /// Checks the snapshot's frame against progress `p` of the cell -> detail flight (p = 0 is
    /// the detail frame when `fromDetail`).
    func assertSnapshot(_ l: LayerState, atDetailToCell p: Double, file: StaticString = #filePath, line: UInt = #line) {
        let f = l.untransformedFrame
        XCTAssertEqual(f.minX, 129 * p, accuracy: 1e-6, "x", file: file, line: line)
        XCTAssertEqual(f.minY, 208.5 - 98.5 * p, accuracy: 1e-6, "y", file: file, line: line)
        XCTAssertEqual(f.width, 375 - 258 * p, accuracy: 1e-6, "width", file: file, line: line)
        XCTAssertEqual(f.height, 250 - 133 * p, accuracy: 1e-6, "height", file: file, line: line)
    }

    func testPresent() throws {
        let t = try record("photo-zoom.present")
        XCTAssertEqual(t.duration, 0.5, accuracy: 1e-9)
        XCTAssertEqual(t.frameCount(fps: 60), 31)
        // t = 0: the snapshot on the cell, the cell hidden, D transparent under it.
        assertSnapshot(try layer(t, "G.cell2.snapshot", at: 0), atDetailToCell: 1)
        XCTAssertTrue(try layer(t, "G.cell2", at: 0).isHidden)
        XCTAssertEqual(try layer(t, "D.root", at: 0).opacity, 0, accuracy: 1e-9)
        // The end: the snapshot removed, D opaque with its image shown at the aspect-fit frame.
        let end = t.presentation(at: 0.5).root
        XCTAssertNil(end.find(named: "G.cell2.snapshot"))
        XCTAssertNil(end.find(named: "G.root"))
        let image = try layer(t, "D.image", at: 0.5)
        XCTAssertFalse(image.isHidden)
        XCTAssertEqual(image.untransformedFrame, CGRect(x: 0, y: 208.5, width: 375, height: 250))
        XCTAssertEqual(try layer(t, "D.root", at: 0.5).opacity, 1, accuracy: 1e-9)
        // The property animator's spring (damping 0.8) overshoots: past the detail frame
        // somewhere before the end (the snapshot wider than 375 pt).
        let widest = stride(from: 0.0, through: 0.49, by: 1.0 / 60).map {
            (try? layer(t, "G.cell2.snapshot", at: $0).bounds.width) ?? 0
        }.max()!
        XCTAssertGreaterThan(widest, 375)
    }

    func testDismiss() throws {
        let t = try record("photo-zoom.dismiss")
        XCTAssertEqual(t.duration, 0.4, accuracy: 1e-9)
        assertSnapshot(try layer(t, "D.image.snapshot", at: 0), atDetailToCell: 0)
        // Half time of ease in-out is half way: p = 0.5, frame (64.5, 159.25, 246, 183.5); D at alpha 0.5.
        assertSnapshot(try layer(t, "D.image.snapshot", at: 0.2), atDetailToCell: 0.5)
        XCTAssertEqual(try layer(t, "D.root", at: 0.2).opacity, 0.5, accuracy: 1e-6)
        XCTAssertTrue(try layer(t, "G.cell2", at: 0.2).isHidden)
        // The end: only G, every cell shown.
        let end = t.presentation(at: 0.4).root
        XCTAssertNil(end.find(named: "D.root"))
        XCTAssertNil(end.find(named: "D.image.snapshot"))
        XCTAssertFalse(try layer(t, "G.cell2", at: 0.4).isHidden)
    }

    /// Scrubbed while the finger moves, continued from the scrubbed fraction when released.
    func testInteractiveDismissFinishesFromItsScrubbedFraction() throws {
        let t = try record("photo-zoom.interactive-dismiss")
        // Finger: 200 pt over 0.4 s = 500 pt/s; percent = 500 t / 400 = 1.25 t, 0.5 at release.
        // Finish: (1 - 0.5) * 0.4 / 1 = 0.2 s more, so 0.6 s in all.
        XCTAssertEqual(t.duration, 0.6, accuracy: 1e-9)
        XCTAssertEqual(t.frameCount(fps: 60), 37)
        // t = 0.2 (frame 12): percent 0.25, linear scrub: p = 0.25, frame (32.25, 183.875, 310.5, 216.75).
        assertSnapshot(try layer(t, "D.image.snapshot", at: 0.2), atDetailToCell: 0.25)
        XCTAssertEqual(try layer(t, "D.root", at: 0.2).opacity, 0.75, accuracy: 1e-9)
        // Held between frames: at 0.21 still the value of 0.2.
        assertSnapshot(try layer(t, "D.image.snapshot", at: 0.21), atDetailToCell: 0.25)
        // t = 0.4: released at 0.5.
        assertSnapshot(try layer(t, "D.image.snapshot", at: 0.4), atDetailToCell: 0.5)
        // t = 0.5: half of the 0.2 s completion, ease in-out 0.5: p = 0.5 + 0.5 * 0.5 = 0.75,
        // frame (96.75, 134.625, 181.5, 150.25), D at alpha 0.25.
        assertSnapshot(try layer(t, "D.image.snapshot", at: 0.5), atDetailToCell: 0.75)
        XCTAssertEqual(try layer(t, "D.root", at: 0.5).opacity, 0.25, accuracy: 1e-6)
        // The end: G alone, the transition completed.
        XCTAssertNil(t.presentation(at: 0.6).root.find(named: "D.root"))
        XCTAssertTrue(t.events.contains { $0.message == "completeTransition(true)" && abs($0.time - 0.6) < 1e-9 })
    }
}
