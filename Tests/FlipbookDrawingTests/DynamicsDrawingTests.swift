import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
@testable import FlipbookUIKit

/// UIKit Dynamics drawn: an item's frames where the integrator puts it (SEMANTICS.md §24),
/// and any frame drawn alone equal to the same frame of a whole run.
/// FLIPBOOK_RENDER_DUMP=<folder> writes the frames to look at.
final class DynamicsDrawingTests: XCTestCase {
    final class Holder { var animator: UIDynamicAnimator? }

    /// A 40-point red box from centre (100, 40) falling in a black 200 × 400 window; a tilted
    /// blue box thrown sideways into the same floor and walls; gravity stops at 1.5 s.
    func scene() throws -> (Timeline, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        window.backgroundColor = .black
        let red = UIView(frame: CGRect(x: 80, y: 20, width: 40, height: 40))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(red)
        let blue = UIView(frame: CGRect(x: 10, y: 300, width: 60, height: 30))
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        blue.transform = CGAffineTransform(rotationAngle: 0.3)
        window.addSubview(blue)
        let holder = Holder()
        let timeline = try Stage(window: window, fps: 60).record {
            let animator = UIDynamicAnimator(referenceView: window)
            holder.animator = animator
            let collision = UICollisionBehavior(items: [blue])
            collision.translatesReferenceBoundsIntoBoundary = true
            let item = UIDynamicItemBehavior(items: [blue])
            item.elasticity = 0.4
            item.friction = 0.5
            item.addLinearVelocity(CGPoint(x: 250, y: -300), for: blue)
            animator.addBehavior(UIGravityBehavior(items: [red, blue]))
            animator.addBehavior(collision)
            animator.addBehavior(item)
            Stage.current!.schedule(at: 1.5, "stop") { animator.removeAllBehaviors() }
        }
        return (timeline, red)
    }

    func testAFallingBoxIsWhereTheIntegratorPutsIt() throws {
        let (timeline, _) = try scene()
        let job = RenderJob(timeline: timeline, scale: 2, fps: 60)
        let b = try job.bitmap(ofFrame: 30)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            for k in stride(from: 0, through: timeline.frameCount(fps: 60) - 1, by: 6) {
                try PNGFile.write(
                    try job.bitmap(ofFrame: k),
                    to: URL(fileURLWithPath: dir).appendingPathComponent(String(format: "dynamics-%03d.png", k)).path)
            }
        }
        // At 0.5 s, 60 steps of gravity 1,000 points/s²: the centre has fallen
        // 1000 h² 60 × 61 / 2 = 127.08 points, to 167.08; the box spans 147.08...187.08.
        func red(_ y: Double) -> Bool {
            let p = b.pixel(x: 200, y: Int(y * 2))
            return p.r > 200 && p.g < 50 && p.b < 50
        }
        XCTAssertFalse(red(146.5))
        XCTAssertTrue(red(147.75))
        XCTAssertTrue(red(186.5))
        XCTAssertFalse(red(187.75))
    }

    func testAFrameAloneEqualsTheSameFrameOfAWholeRun() throws {
        let (timeline, _) = try scene()
        let frames = timeline.frameCount(fps: 60)
        let run = RenderJob(timeline: timeline, scale: 1, fps: 60)
        var all: [Bitmap] = []
        for k in 0..<frames { all.append(try run.bitmap(ofFrame: k)) }
        let (again, _) = try scene()
        for k in [frames / 3, 45, frames - 1] {
            let alone = try RenderJob(timeline: again, scale: 1, fps: 60).bitmap(ofFrame: k)
            XCTAssertEqual(alone, all[k], "frame \(k)")
        }
    }
}
