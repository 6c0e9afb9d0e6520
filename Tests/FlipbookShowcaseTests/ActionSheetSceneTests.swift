import Foundation
import XCTest
import FlipbookCore
import FlipbookShowcase
import FlipbookTesting

/// The blurred action sheet (SCENES.md, "Materials"): `action-sheet.present` and `.dismiss`
/// against geometry and colours worked out by hand.
final class ActionSheetSceneTests: XCTestCase {
    func record(_ name: String) throws -> Timeline {
        try XCTUnwrap(Showcase.scene(named: name)).record(fps: 60)
    }

    func layer(_ t: Timeline, _ name: String, at time: Double) throws -> LayerState {
        try XCTUnwrap(t.presentation(at: time).root.find(named: name), "\(name) not on screen at t = \(time)")
    }

    /// `systemMaterialDark` grown to progress p over #F2F2F7 (242, 242, 247): saturation
    /// s = 1 + 0.8 p through the W3C matrix (a flat colour blurs to itself), then grey 0.11
    /// (28.05) at 0.7 p.
    func blurred(_ p: Double) -> (Double, Double) {
        let s = 1 + 0.8 * p, t = 0.7 * p
        let r = (0.213 + 0.787 * s) * 242 + (0.715 - 0.715 * s) * 242 + (0.072 - 0.072 * s) * 247
        let b = (0.213 - 0.213 * s) * 242 + (0.715 - 0.715 * s) * 242 + (0.072 + 0.928 * s) * 247
        return (r * (1 - t) + 28.05 * t, b * (1 - t) + 28.05 * t)
    }

    func testPresentRaisesTheSheetUnderAGrowingDarkBlur() throws {
        let t = try record("action-sheet.present")
        XCTAssertEqual(t.duration, 0.4, accuracy: 1e-9)
        XCTAssertEqual(t.frameCount(fps: 60), 25)
        // The sheet: 8 in from the sides and the bottom, 4 x 57 + 3 x 0.5 + 8 + 57 = 294.5 high.
        XCTAssertEqual(
            try layer(t, "AS.root", at: 0.4).untransformedFrame, CGRect(x: 8, y: 364.5, width: 359, height: 294.5))
        XCTAssertEqual(try layer(t, "AS.root", at: 0).untransformedFrame.minY, 667, accuracy: 1e-9)
        // The stack's rows, 57 apart plus the 0.5 hairline: row 3 at 2 x 57.5 = 115.
        XCTAssertEqual(
            try layer(t, "AS.row3", at: 0.4).untransformedFrame, CGRect(x: 0, y: 115, width: 359, height: 57))
        XCTAssertEqual(
            try layer(t, "AS.cancel", at: 0.4).untransformedFrame, CGRect(x: 0, y: 237.5, width: 359, height: 57))
        // easeOut, the cubic (0, 0, 0.58, 1): half way in time (t = 0.2 s) x(u) = 0.5 at
        // u = 0.3967, where y(u) = 3 u (1 - u)² 0 + 3 u² (1 - u) + u³ = 0.6846. The sheet's top
        // is at 667 - 302.5 x 0.6846 = 459.90, the blur's radius 25 x 0.6846 = 17.12.
        XCTAssertEqual(try layer(t, "AS.root", at: 0.2).untransformedFrame.minY, 459.90, accuracy: 0.01)
        XCTAssertNil(try layer(t, "AS.dimming", at: 0).backdrop)
        let mid = try XCTUnwrap(try layer(t, "AS.dimming", at: 0.2).backdrop)
        XCTAssertEqual(mid.radius, 17.12, accuracy: 0.01)
        XCTAssertEqual(mid.tintAlpha, 0.7 * 0.6846, accuracy: 1e-3)
        let end = try XCTUnwrap(try layer(t, "AS.dimming", at: 0.4).backdrop)
        XCTAssertEqual(end.radius, 25)
        XCTAssertEqual(end.tint.red, 0.11, accuracy: 1e-9)

        // Drawn: beside the sheet, over the flat background, the blur's colour.
        let job = RenderJob(timeline: t, scale: 1, fps: 60)
        for (frame, p) in [(12, 0.6846), (24, 1.0)] {
            let b = try job.bitmap(ofFrame: frame)
            let (r, blue) = blurred(p)
            let px = b.pixel(x: 4, y: 450)
            XCTAssertEqual(Double(px.r), r, accuracy: 1.5, "frame \(frame)")  // 139.36, then 92.15
            XCTAssertEqual(Double(px.g), r, accuracy: 1.5, "frame \(frame)")
            XCTAssertEqual(Double(px.b), blue, accuracy: 1.5, "frame \(frame)")  // 143.39, then 94.85
        }
        // The vibrant caption (16, 328.5, 343, 20): where its text covers a pixel fully, the
        // blurred backdrop is lifted by label's 0.55 x 255 = 140.25 levels. The backdrop just
        // above and below the caption (y = 327 and 349) is 60 to 80; the brightest text pixel
        // of the row through its middle is the backdrop plus 140 or a little less.
        let b = try job.bitmap(ofFrame: 24)
        var lift = 0.0
        for x in 100..<280 {
            let around = (Double(b.pixel(x: x, y: 326).g) + Double(b.pixel(x: x, y: 350).g)) / 2
            lift = max(lift, Double(b.pixel(x: x, y: 338).g) - around)
        }
        XCTAssertEqual(lift, 140.25, accuracy: 12)
    }

    func testDismissLowersTheSheetAndTheBlurGoesBackToNil() throws {
        let t = try record("action-sheet.dismiss")
        XCTAssertEqual(t.duration, 0.3, accuracy: 1e-9)
        // easeIn, the cubic (0.42, 0, 1, 1): half way (0.15 s) x(u) = 0.5 at u = 0.6033, y = 0.3154:
        // the sheet at 364.5 + 302.5 x 0.3154 = 459.90, the blur at 1 - 0.3154 of its figures.
        XCTAssertEqual(try layer(t, "AS.root", at: 0.15).untransformedFrame.minY, 459.90, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(try layer(t, "AS.dimming", at: 0.15).backdrop).radius, 25 * 0.6846, accuracy: 0.01)
        // At the end the sheet and the dimming are gone: the grid is drawn as it was.
        let p = t.presentation(at: 0.3)
        XCTAssertNil(p.root.find(named: "AS.dimming"))
        XCTAssertNil(p.root.find(named: "AS.root"))
        let last = try RenderJob(timeline: t, scale: 1, fps: 60).bitmap(ofFrame: 18).pixel(x: 4, y: 450)
        XCTAssertEqual([last.r, last.g, last.b], [242, 242, 247])
    }
}
