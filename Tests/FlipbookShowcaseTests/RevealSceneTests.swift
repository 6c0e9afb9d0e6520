import Foundation
import XCTest
import FlipbookShowcase
import FlipbookTesting

/// `reveal.present` and `reveal.dismiss` (SCENES.md "Scenes of real apps"): the circle of
/// B's `CAShapeLayer` mask against the maths, and the pixels it lets through.
///
/// The circle is centred on A's card, (24 + 96 / 2, 96 + 96 / 2) = (72, 144). The farthest
/// corner of the 375 x 667 screen is (375, 667): dx = 303, dy = 523,
/// r = sqrt(303^2 + 523^2) = sqrt(91809 + 273529) = sqrt(365338) = 604.4320 (604.432^2 = 365338.04).
/// easeInEaseOut is symmetric, so half way through the time the radius is half way:
/// (22 + 604.4320) / 2 = 313.2160.
final class RevealSceneTests: XCTestCase {
    func maskBounds(_ t: Timeline, at time: Double) throws -> CGRect {
        let b = try XCTUnwrap(t.presentation(at: time).root.find(named: "B.root"), "B at \(time)")
        return try XCTUnwrap(b.mask?.layer.shape?.path, "B's mask path at \(time)").pathBounds
    }

    func assertCircle(_ box: CGRect, radius r: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(box.midX, 72, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(box.midY, 144, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(box.width / 2, r, accuracy: 1e-3, file: file, line: line)
        XCTAssertEqual(box.height / 2, r, accuracy: 1e-3, file: file, line: line)
    }

    /// B (orange #FF9500) or A (blue #007AFF, white card) at a point of a frame.
    func isOrange(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let p = bitmap.pixel(x: x, y: y)
        return p.r == 255 && p.g == 149 && p.b == 0
    }

    func testPresentGrowsTheCircleFromTheCardToTheFarthestCorner() throws {
        let timeline = try XCTUnwrap(Showcase.scene(named: "reveal.present")).record(fps: 60)
        XCTAssertEqual(timeline.duration, 0.45, accuracy: 1e-9)
        assertCircle(try maskBounds(timeline, at: 0), radius: 22)
        assertCircle(try maskBounds(timeline, at: 0.225), radius: 313.2160)
        // At the end the completion block took the mask off: B whole.
        XCTAssertNil(timeline.presentation(at: 0.45).root.find(named: "B.root")?.mask)

        let job = RenderJob(timeline: timeline, scale: 1, fps: 60)
        let first = try job.bitmap(ofFrame: 0)
        XCTAssertTrue(isOrange(first, 72, 144))  // inside the radius-22 circle
        XCTAssertTrue(isOrange(first, 72, 144 - 20))
        XCTAssertFalse(isOrange(first, 72 + 25, 144))  // A's white card around it
        XCTAssertFalse(isOrange(first, 200, 400))  // A's blue
        let last = try job.bitmap(ofFrame: 27)  // 0.45 s
        XCTAssertTrue(isOrange(last, 370, 660))
        XCTAssertTrue(isOrange(last, 10, 400))
    }

    func testDismissShrinksTheCircleBackAndRemovesB() throws {
        let timeline = try XCTUnwrap(Showcase.scene(named: "reveal.dismiss")).record(fps: 60)
        XCTAssertEqual(timeline.duration, 0.35, accuracy: 1e-9)
        assertCircle(try maskBounds(timeline, at: 0), radius: 604.4320)
        assertCircle(try maskBounds(timeline, at: 0.175), radius: 313.2160)
        XCTAssertNil(timeline.presentation(at: 0.35).root.find(named: "B.root"))

        let job = RenderJob(timeline: timeline, scale: 1, fps: 60)
        // Frame 10 (t = 0.1667 s, 0.476 of 0.35 s): easeInEaseOut's progress is under 0.5 there
        // and, its slope near the middle being at most 2 (1.72 at the middle: y'/x' = 1.5 / 0.87),
        // above 0.5 - 2 * 0.024 = 0.452; the radius 604.432 - 582.432 p is between 313.2 and
        // 341.2. So (72, 144 + 300) is inside and (72, 144 + 345) outside.
        let mid = try job.bitmap(ofFrame: 10)
        XCTAssertTrue(isOrange(mid, 72, 444))
        XCTAssertFalse(isOrange(mid, 72, 489))
        XCTAssertFalse(isOrange(try job.bitmap(ofFrame: 21), 72, 144))  // 0.35 s: A's card
    }
}
