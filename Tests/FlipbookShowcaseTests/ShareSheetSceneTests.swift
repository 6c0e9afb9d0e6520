import Foundation
import XCTest
import FlipbookCore
import FlipbookShowcase
import FlipbookTesting

/// The share half sheet (SCENES.md "Scenes of real apps", screen S): `sheet.present`,
/// `sheet.dismiss` and `sheet.interactive-dismiss` against geometry worked out by hand.
final class ShareSheetSceneTests: XCTestCase {
    func record(_ name: String) throws -> Timeline {
        try XCTUnwrap(Showcase.scene(named: name)).record(fps: 60)
    }

    func layer(_ t: Timeline, _ name: String, at time: Double) throws -> LayerState {
        try XCTUnwrap(t.presentation(at: time).root.find(named: name), "\(name) not on screen at t = \(time)")
    }

    func testPresentRisesTo267UnderADimmingOf04() throws {
        let t = try record("sheet.present")
        XCTAssertEqual(t.duration, 0.5, accuracy: 1e-9)
        // Starts just below the screen (667), ends at the presentation controller's frame.
        XCTAssertEqual(try layer(t, "S.root", at: 0).untransformedFrame, CGRect(x: 0, y: 667, width: 375, height: 400))
        XCTAssertEqual(
            try layer(t, "S.root", at: 0.5).untransformedFrame, CGRect(x: 0, y: 267, width: 375, height: 400))
        // Critically damped: always moving up, never past 267.
        var last = 667.0
        for k in 1...30 {
            let y = Double(try layer(t, "S.root", at: Double(k) / 60).untransformedFrame.minY)
            XCTAssertLessThanOrEqual(y, last + 1e-9); XCTAssertGreaterThanOrEqual(y, 267 - 1e-9)
            last = y
        }
        // The dimming view covers the container, black, alpha 0 -> 0.4 with the spring.
        let dim = try layer(t, "S.dimming", at: 0.5)
        XCTAssertEqual(dim.untransformedFrame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(dim.opacity, 0.4, accuracy: 1e-6)
        XCTAssertEqual(try layer(t, "S.dimming", at: 0).opacity, 0, accuracy: 1e-9)
        XCTAssertNotNil(t.presentation(at: 0.5).root.find(named: "A.root"))  // A stays
        // The sheet's look: top corners 16, shadow 0.2 / 10 / (0, -2), grabber, rows.
        let s = try layer(t, "S.root", at: 0.5)
        XCTAssertEqual(s.cornerRadius, 16)
        XCTAssertEqual(s.maskedCorners, [.minXMinY, .maxXMinY])
        XCTAssertEqual(s.shadow.opacity, 0.2, accuracy: 1e-6)
        XCTAssertEqual(s.shadow.radius, 10)
        XCTAssertEqual(s.shadow.offset, CGSize(width: 0, height: -2))
        XCTAssertEqual(
            try layer(t, "S.grabber", at: 0.5).untransformedFrame, CGRect(x: 169.5, y: 8, width: 36, height: 5))
        XCTAssertEqual(try layer(t, "S.title", at: 0.5).content.text?.text, "Share")
        XCTAssertEqual(
            // y = 70 + 2 * 44
            try layer(t, "S.icon3", at: 0.5).untransformedFrame, CGRect(x: 16, y: 158, width: 44, height: 44))

        // Drawn: A's blue (0, 122, 255) under black at 0.4 is (0, 0.6 * 122, 0.6 * 255) = (0, 73.2, 153);
        // the sheet white at the bottom; a row's green icon at (38, 267 + 92).
        let frame = try RenderJob(timeline: t, scale: 1, fps: 60).bitmap(ofFrame: 30)
        let dimmed = frame.pixel(x: 300, y: 230)
        XCTAssertEqual(Int(dimmed.r), 0, accuracy: 1); XCTAssertEqual(Int(dimmed.g), 73, accuracy: 1)
        XCTAssertEqual(Int(dimmed.b), 153, accuracy: 1)
        let white = frame.pixel(x: 300, y: 600)
        XCTAssertEqual([white.r, white.g, white.b], [255, 255, 255])
        let green = frame.pixel(x: 38, y: 359)
        XCTAssertEqual([green.r, green.g, green.b], [0x34, 0xC7, 0x59])
    }

    func testDismissFallsAndRemovesTheContainer() throws {
        let t = try record("sheet.dismiss")
        XCTAssertEqual(t.duration, 0.35, accuracy: 1e-9)
        XCTAssertEqual(try layer(t, "S.root", at: 0).untransformedFrame.minY, 267)
        XCTAssertEqual(try layer(t, "S.dimming", at: 0).opacity, 0.4, accuracy: 1e-6)
        // easeIn lags the linear ramp: half way in time the sheet is above 267 + 400 / 2 = 467.
        let mid = Double(try layer(t, "S.root", at: 0.175).untransformedFrame.minY)
        XCTAssertGreaterThan(mid, 267); XCTAssertLessThan(mid, 467)
        let end = t.presentation(at: 0.35).root
        XCTAssertNil(end.find(named: "S.root")); XCTAssertNil(end.find(named: "S.dimming"))
        XCTAssertNotNil(end.find(named: "A.root"))
    }

    func testInteractiveDismissFollowsTheFingerThenFinishes() throws {
        let t = try record("sheet.interactive-dismiss")
        // Released at 0.3 s at percent 120 / 400 = 0.3 >= 0.25: finishes the remaining 0.7 of
        // 0.35 s, 0.245 s: the transition ends at 0.545 s.
        XCTAssertEqual(t.duration, 0.545, accuracy: 1e-6)
        // Scrubbed linearly: at 0.15 s the finger is at 60 pt, percent 0.15, y = 267 + 0.15 * 400 = 327;
        // at the release, 267 + 0.3 * 400 = 387.
        XCTAssertEqual(Double(try layer(t, "S.root", at: 0.15).untransformedFrame.minY), 327, accuracy: 1e-6)
        XCTAssertEqual(Double(try layer(t, "S.root", at: 0.3).untransformedFrame.minY), 387, accuracy: 1e-6)
        XCTAssertEqual(try layer(t, "S.dimming", at: 0.3).opacity, 0.4 * 0.7, accuracy: 1e-6)
        XCTAssertNil(t.presentation(at: 0.545).root.find(named: "S.root"))
    }
}
