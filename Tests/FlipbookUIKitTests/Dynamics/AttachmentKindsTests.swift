import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// The attachments UIKit's class methods make (SEMANTICS.md §24, "Attachments"), held against
/// what each promises while gravity pulls: a sliding item stays on its line without turning
/// and within its range; welded items keep their distance and relative angle; pinned items
/// share their point; a limit lets items come closer but not farther.
final class AttachmentKindsTests: XCTestCase {
    private var window: UIWindow!
    private var animator: UIDynamicAnimator!

    private func box(_ x: Double, _ y: Double, _ w: Double = 40, _ h: Double = 40) -> UIView {
        let v = UIView(frame: CGRect(x: x - w / 2, y: y - h / 2, width: w, height: h))
        window.addSubview(v)
        return v
    }

    /// Records `seconds` with the behaviours added at the start; `check` runs after each step.
    private func run(_ seconds: Double, _ behaviours: @escaping () -> [UIDynamicBehavior], check: @escaping () -> Void)
        throws
    {
        let stage = Stage(window: window)
        stage.endTime = seconds
        _ = try stage.record {
            self.animator = UIDynamicAnimator(referenceView: self.window)
            let watch = UIDynamicBehavior()
            watch.action = check
            for b in behaviours() + [watch] { self.animator.addBehavior(b) }
        }
    }

    override func setUp() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 2000, height: 4000))
    }

    func testASlidingItemStaysOnItsLineWithoutTurningAndWithinItsRange() throws {
        // A line through (100, 100) along (1, 1); the box starts on it at (200, 200) and gravity
        // pulls it down: it slides down the line, its centre always on y = x, never turning,
        // until its travel from the anchor reaches the range's 400 points.
        let item = box(200, 200)
        var steps = 0, maxOff = 0.0, maxTurn = 0.0, maxAlong = 0.0
        try run(
            2,
            {
                let slide = UIAttachmentBehavior.slidingAttachment(
                    with: item, attachmentAnchor: CGPoint(x: 100, y: 100), axisOfTranslation: CGVector(dx: 1, dy: 1))
                slide.attachmentRange = UIFloatRange(minimum: -400, maximum: 400)
                return [UIGravityBehavior(items: [item]), slide]
            }
        ) {
            steps += 1
            let c = item.center
            maxOff = max(maxOff, abs(c.x - c.y) / 2.0.squareRoot())
            maxTurn = max(maxTurn, abs(atan2(item.transform.b, item.transform.a)))
            maxAlong = max(maxAlong, ((c.x - 100) + (c.y - 100)) / 2.0.squareRoot())
        }
        XCTAssertGreaterThan(steps, 60, "it moved until it rested at the range's end")
        XCTAssertLessThan(maxOff, 1e-6)
        XCTAssertLessThan(maxTurn, 1e-9)
        // Gravity's pull along the line, 1,000 / √2 points/s², would take it 1,400 points in
        // 2 s; the range holds it at 400 (to the passes' tolerance).
        XCTAssertEqual(maxAlong, 400, accuracy: 2)
        XCTAssertGreaterThan(item.center.y, 350)
    }

    func testWeldedItemsFallAsOne() throws {
        let a = box(300, 300), b = box(360, 300, 40, 80)
        var maxGap = 0.0, maxTurn = 0.0
        try run(
            1,
            {
                [
                    UIAttachmentBehavior.fixedAttachment(
                        with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 330, y: 300)),
                    UIGravityBehavior(items: [a]),  // only one is pulled: the other is carried
                ]
            }
        ) {
            maxGap = max(maxGap, abs(hypot(b.center.x - a.center.x, b.center.y - a.center.y) - 60))
            maxTurn = max(maxTurn, abs(atan2(b.transform.b, b.transform.a) - atan2(a.transform.b, a.transform.a)))
        }
        XCTAssertLessThan(maxGap, 0.5)
        XCTAssertLessThan(maxTurn, 0.01)
        XCTAssertGreaterThan(b.center.y, 450, "carried down with the pulled one")
    }

    func testPinnedItemsShareTheirPointAndALimitIsARope() throws {
        // A pinned pair: the pulled item hangs from the other's corner as it falls.
        let a = box(300, 300), b = box(340, 340)
        var maxApart = 0.0
        try run(
            1,
            {
                [
                    UIAttachmentBehavior.pinAttachment(
                        with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 320, y: 320)),
                    UIGravityBehavior(items: [b]),
                ]
            }
        ) {
            // The pin is (20, 20) from a's centre and (−20, −20) from b's, in their own axes.
            func point(_ v: UIView, _ ox: Double, _ oy: Double) -> CGPoint {
                let t = v.transform
                return CGPoint(x: v.center.x + t.a * ox + t.c * oy, y: v.center.y + t.b * ox + t.d * oy)
            }
            let p = point(a, 20, 20), q = point(b, -20, -20)
            maxApart = max(maxApart, hypot(p.x - q.x, p.y - q.y))
        }
        XCTAssertLessThan(maxApart, 1)
        // A rope between two centres made 50 apart: the pulled one hangs on it, never farther.
        let top = box(1000, 300), bottom = box(1000, 350)
        var firstTaut: Double?
        var t = 0.0
        try run(
            1,
            {
                [
                    UIAttachmentBehavior.limitAttachment(
                        with: top, offsetFromCenter: .zero, attachedTo: bottom, offsetFromCenter: .zero),
                    UIGravityBehavior(items: [bottom]),
                ]
            }
        ) {
            t += UIDynamicAnimator.step
            let d = bottom.center.y - top.center.y
            XCTAssertLessThanOrEqual(d, 50 + 1e-6, "never farther than the length when made")
            if firstTaut == nil, d > 49.999 { firstTaut = t }
        }
        // Made 50 apart, it is taut at once: the limit is the distance when made.
        XCTAssertEqual(try XCTUnwrap(firstTaut), UIDynamicAnimator.step, accuracy: 1e-9)
    }
}
