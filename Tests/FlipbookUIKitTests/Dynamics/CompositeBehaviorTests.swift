import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A composite behaviour as apps write a pendulum (SEMANTICS.md §24): gravity and a rod to a
/// pivot as children, an instantaneous push made inactive, a dragging attachment added as a
/// child while the animator runs and removed again, and the push turned on at release.
final class CompositeBehaviorTests: XCTestCase {
    final class Pendulum: UIDynamicBehavior {
        let dragging: UIAttachmentBehavior
        let push: UIPushBehavior
        init(bob: UIDynamicItem, pivot: CGPoint) {
            dragging = UIAttachmentBehavior(item: bob, attachedToAnchor: .zero)
            push = UIPushBehavior(items: [bob], mode: .instantaneous)
            push.active = false
            super.init()
            addChildBehavior(UIGravityBehavior(items: [bob]))
            addChildBehavior(UIAttachmentBehavior(item: bob, attachedToAnchor: pivot))
            addChildBehavior(push)
        }
    }

    private func x(_ t: Timeline, _ v: UIView, _ time: Double) throws -> Double {
        try XCTUnwrap(t.presentation(at: time).root.find(v.layer.layerID)).position.x
    }

    /// A 50 × 50 bob hanging 280 points under its pivot at (200, 20), recorded for 2 s;
    /// `later` runs at `time` with the pendulum.
    private func swing(at time: Double, _ later: @escaping (Pendulum) -> Void) throws -> (Timeline, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let bob = UIView(frame: CGRect(x: 175, y: 275, width: 50, height: 50))
        window.addSubview(bob)
        let stage = Stage(window: window)
        stage.endTime = 2
        var animator: UIDynamicAnimator?
        let timeline = try stage.record {
            animator = UIDynamicAnimator(referenceView: window)
            let pendulum = Pendulum(bob: bob, pivot: CGPoint(x: 200, y: 20))
            animator!.addBehavior(pendulum)
            stage.schedule(at: time, "later") { later(pendulum) }
        }
        return (timeline, bob)
    }

    func testAPushTurnedOnLaterSwingsTheBob() throws {
        // Hanging straight under its pivot it stays (no push yet): the animator rests.
        let (timeline, bob) = try swing(at: 1) { pendulum in
            pendulum.push.angle = 0
            pendulum.push.magnitude = 1
            pendulum.push.active = true
        }
        XCTAssertEqual(try x(timeline, bob, 0.9), 200, accuracy: 1e-6)
        // A push of 1 on a 50 × 50 item (mass 0.25) gives it 400 points/s to the right.
        XCTAssertGreaterThan(try x(timeline, bob, 1.2), 230)
    }

    func testAChildAddedWhileRunningActs() throws {
        let (timeline, bob) = try swing(at: 0.5) { pendulum in
            pendulum.dragging.anchorPoint = CGPoint(x: 400, y: 100)
            pendulum.addChildBehavior(pendulum.dragging)
        }
        // The dragging rod keeps its length from (0, 0) at creation, √(200² + 300²) = 360.6,
        // while its anchor is at (400, 100), 282.8 from the bob: the rod pushes the bob away,
        // down and to the left, off the vertical under the pivot.
        XCTAssertEqual(try x(timeline, bob, 0.45), 200, accuracy: 1e-6)
        XCTAssertLessThan(try x(timeline, bob, 1.0), 190)
    }

    /// The time an animator spends paused does not count: resumed at 1 s by a gravity
    /// behaviour, a box falls from rest as from 0 (60 steps to 1.5 s, g h² n (n + 1) / 2 =
    /// 127.08 points), not as if it had fallen since the pause.
    func testAResumedAnimatorDoesNotCatchUpThePausedTime() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 3000))
        let box = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        window.addSubview(box)
        let stage = Stage(window: window)
        stage.endTime = 1.5
        var animator: UIDynamicAnimator?
        let timeline = try stage.record {
            animator = UIDynamicAnimator(referenceView: window)
            let snap = UISnapBehavior(item: box, snapTo: box.center)
            animator!.addBehavior(snap)
            stage.schedule(at: 1, "fall") {
                XCTAssertFalse(animator!.isRunning, "at rest on its snap point")
                animator!.removeBehavior(snap)
                animator!.addBehavior(UIGravityBehavior(items: [box]))
            }
        }
        let y = try XCTUnwrap(timeline.presentation(at: 1.5).root.find(box.layer.layerID)).position.y
        let h = UIDynamicAnimator.step
        XCTAssertEqual(y - 100, 1000 * h * h * 60 * 61 / 2, accuracy: 1e-6)
    }
}
