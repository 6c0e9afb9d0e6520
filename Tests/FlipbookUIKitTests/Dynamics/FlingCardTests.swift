import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A card dragged by a pan through an attachment, then flung off-screen by a push when the
/// finger lifts fast, or snapped back home when it lifts slowly: the dynamics-based card
/// pattern of public apps, with the animator started from a gesture handler mid-recording.
final class FlingCardScreen: NSObject {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let card = UIView(frame: CGRect(x: 87.5, y: 233.5, width: 200, height: 200))
    let home = CGPoint(x: 187.5, y: 333.5)
    lazy var animator = UIDynamicAnimator(referenceView: container)
    var attachment: UIAttachmentBehavior?
    var removedAt: Double?

    override init() {
        super.init()
        container.addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: FlingCardScreen.handlePan))
    }

    func handlePan(_ g: UIPanGestureRecognizer) {
        let p = g.location(in: container)
        switch g.state {
        case .began:
            animator.removeAllBehaviors()
            let offset = UIOffset(horizontal: p.x - card.center.x, vertical: p.y - card.center.y)
            let a = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: p)
            attachment = a
            animator.addBehavior(a)
        case .changed:
            attachment?.anchorPoint = p
        case .ended, .cancelled:
            animator.removeAllBehaviors()
            let v = g.velocity(in: container)
            if hypot(v.x, v.y) > 1000 {
                let item = UIDynamicItemBehavior(items: [card])
                item.addLinearVelocity(v, for: card)
                item.action = { [unowned self] in
                    if !self.container.bounds.intersects(self.card.frame) {
                        self.animator.removeAllBehaviors()
                        self.card.removeFromSuperview()
                        self.removedAt = Stage.current?.now
                    }
                }
                animator.addBehavior(item)
            } else {
                animator.addBehavior(UISnapBehavior(item: card, snapTo: home))
            }
        default: break
        }
    }
}

final class FlingCardTests: XCTestCase {
    func testASlowDragSnapsBackAndAFastOneFlingsTheCardAway() throws {
        // Slow: 100 points right over 1 s from a point 50 points above the centre (100 pt/s).
        let slow = FlingCardScreen()
        let window = UIWindow(frame: slow.container.frame)
        window.addSubview(slow.container)
        let drag = try GestureScript.drag(
            from: CGPoint(x: 187.5, y: 283.5), to: CGPoint(x: 287.5, y: 283.5), duration: 1)
        var mid = CGPoint.zero
        _ = try Stage(window: window, fps: 60).record(steps: [
            {
                window.playTouch(drag)
                Stage.current!.schedule(at: 0.5, "look") { mid = slow.card.center }
            }
        ])
        // While dragged, the grabbed point (50 points above the centre) is held at the finger
        // by a rod of length 0: the centre stays 50 points from the finger, (237.5, 283.5) at
        // 0.5 s, give or take the frame the simulation lags it (100 pt/s × 1/60 s = 1.7 points).
        XCTAssertEqual(hypot(mid.x - 237.5, mid.y - 283.5), 50, accuracy: 2)
        XCTAssertGreaterThan(mid.x, 187.5 + 25)
        // Released slowly: snapped home, upright, the animator paused.
        XCTAssertEqual(slow.card.center.x, 187.5, accuracy: 0.5)
        XCTAssertEqual(slow.card.center.y, 333.5, accuracy: 0.5)
        XCTAssertEqual(atan2(slow.card.transform.b, slow.card.transform.a), 0, accuracy: 0.01)
        XCTAssertFalse(slow.animator.isRunning)
        XCTAssertNotNil(slow.card.superview)

        // Fast: 200 points right in 0.1 s (2,000 pt/s): flung off the right edge and removed.
        let fast = FlingCardScreen()
        let window2 = UIWindow(frame: fast.container.frame)
        window2.addSubview(fast.container)
        let flick = try GestureScript.drag(
            from: CGPoint(x: 187.5, y: 333.5), to: CGPoint(x: 387.5, y: 333.5), duration: 0.1)
        _ = try Stage(window: window2, fps: 60).record { window2.playTouch(flick) }
        XCTAssertNil(fast.card.superview)
        // Let go at 0.1 s with its centre near x = 387.5 at 2,000 pt/s: its left edge (100
        // points behind the centre) passes 375 about (375 + 100 − 387.5) / 2000 = 0.044 s later.
        let removed = try XCTUnwrap(fast.removedAt)
        XCTAssertEqual(removed, 0.1 + 0.044, accuracy: 0.05)
        XCTAssertFalse(fast.animator.isRunning)
    }
}
