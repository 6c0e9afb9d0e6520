import Foundation
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// `flipbook-bench motion [--runs 5] [--scale 2]`: the cost of a frame of two engines beyond
/// `UIView.animate`, with the simulation and the drawing timed apart (medians over the runs):
///
/// - an emitter keeping 2,000 particles alive (1,000 born a second, living 2 s) on a
///   375 x 667 screen: per frame, building the frame's tree (`Timeline.presentation(at:)`,
///   which works out every live particle from the time alone) and drawing it;
/// - 50 items of 24 x 24 points colliding with each other and the screen's edges under gravity
///   for 2 s (`UIDynamicAnimator`, steps of 1/120 s): per frame, the recording (the simulation's
///   two steps and the model snapshot; the same recording without the animator is timed too and
///   printed beside it), building the frame's tree and drawing it.
enum MotionBench {
    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let t0 = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
    }

    static func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

    static func run(_ args: [String]) throws {
        let runs = max(1, Int(option("runs", args, default: "5")) ?? 5)
        let scale = Double(option("scale", args, default: "2")) ?? 2
        try emitter(runs: runs, scale: scale)
        try dynamics(runs: runs, scale: scale)
    }

    static let dot: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: format).image { _ in
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 12, height: 12)).fill()
        }
    }()

    // MARK: - The emitter

    static func emitterTimeline() throws -> Timeline {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIView(frame: window.bounds)
        root.backgroundColor = UIColor(hex: 0x101014)
        window.addSubview(root)
        return try Stage(window: window, fps: 60).record {
            let emitter = CAEmitterLayer()
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: 187.5, y: 333.5)
            emitter.emitterShape = .circle
            emitter.emitterSize = CGSize(width: 40, height: 40)
            emitter.seed = 1
            let cell = CAEmitterCell()
            cell.contents = dot.cgImage
            cell.birthRate = 1000
            cell.lifetime = 2
            cell.velocity = 100
            cell.velocityRange = 60
            cell.emissionRange = .pi
            cell.scale = 0.6
            cell.scaleRange = 0.3
            cell.spinRange = 3
            cell.alphaSpeed = -0.4
            cell.color = UIColor(red: 1, green: 0.6, blue: 0.3, alpha: 1).cgColor
            cell.redRange = 0.3
            cell.greenRange = 0.3
            cell.blueRange = 0.3
            emitter.emitterCells = [cell]
            root.layer.addSublayer(emitter)
            // Keeps the recording going for 3 s.
            UIView.animate(withDuration: 3) { root.alpha = 0.99 }
        }
    }

    static func emitter(runs: Int, scale: Double) throws {
        let timeline = try emitterTimeline()
        let frames = Array(150...180)  // 2.5 ... 3 s: 2,000 alive in each
        let compositor = Compositor()
        var tree: [Double] = [], draw: [Double] = []
        var alive = 0
        for _ in 0..<runs {
            var treeTime = 0.0, drawTime = 0.0
            for k in frames {
                var frameTree: LayerTree?
                treeTime += milliseconds { frameTree = timeline.presentation(at: Double(k) / 60) }
                alive = frameTree!.root.flattened.filter { $0.name.hasSuffix(" particle") }.count
                drawTime += try milliseconds { _ = try compositor.render(frameTree!, scale: scale) }
            }
            tree.append(treeTime / Double(frames.count))
            draw.append(drawTime / Double(frames.count))
        }
        print(
            String(
                format:
                    "emitter, %d live particles, scale %g: frame tree (particles worked out) %.2f ms, drawing %.2f ms a frame (medians of %d runs of frames 150-180)",
                alive, scale, median(tree), median(draw), runs))
    }

    // MARK: - Dynamics

    final class Contacts: NSObject, UICollisionBehaviorDelegate {
        var items = 0, boundaries = 0
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
            at p: CGPoint
        ) { items += 1 }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
            withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
        ) { boundaries += 1 }
    }

    /// 50 squares in a 10 x 5 grid thrown in different directions under gravity, bouncing off
    /// each other and the edges for 2 s (the animator stopped then); without `simulate` the
    /// same recording of the same length with no animator.
    static func dynamicsTimeline(simulate: Bool) throws -> (Timeline, Contacts, Int) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIView(frame: window.bounds)
        root.backgroundColor = .white
        window.addSubview(root)
        var views: [UIView] = []
        for i in 0..<50 {
            let v = UIView(frame: CGRect(x: 20 + 34 * (i % 10), y: 80 + 34 * (i / 10), width: 24, height: 24))
            v.backgroundColor = UIColor(hue: Double(i) / 50, saturation: 0.7, brightness: 0.9, alpha: 1)
            v.layer.cornerRadius = 4
            root.addSubview(v)
            views.append(v)
        }
        let contacts = Contacts()
        let animator = UIDynamicAnimator(referenceView: root)
        let timeline = try Stage(window: window, fps: 60).record {
            if simulate {
                let collision = UICollisionBehavior(items: views)
                collision.translatesReferenceBoundsIntoBoundary = true
                collision.collisionDelegate = contacts
                let properties = UIDynamicItemBehavior(items: views)
                properties.elasticity = 0.7
                properties.friction = 0.2
                for (i, v) in views.enumerated() {
                    properties.addLinearVelocity(
                        CGPoint(x: Double((i * 73) % 400) - 200, y: Double((i * 41) % 300) - 150), for: v)
                }
                animator.addBehavior(UIGravityBehavior(items: views))
                animator.addBehavior(collision)
                animator.addBehavior(properties)
            }
            UIView.animate(
                withDuration: 2, animations: { root.alpha = 0.99 },
                completion: { _ in animator.removeAllBehaviors() })
        }
        return (timeline, contacts, Int((animator.elapsedTime() * 120).rounded()))
    }

    static func dynamics(runs: Int, scale: Double) throws {
        var recordTimes: [Double] = [], bareTimes: [Double] = []
        var timeline: Timeline?
        var contacts = Contacts()
        var steps = 0
        for _ in 0..<runs {
            recordTimes.append(try milliseconds { (timeline, contacts, steps) = try dynamicsTimeline(simulate: true) })
            bareTimes.append(try milliseconds { _ = try dynamicsTimeline(simulate: false) })
        }
        let t = timeline!
        let frameCount = t.frameCount(fps: 60)
        let compositor = Compositor()
        var tree: [Double] = [], draw: [Double] = []
        for _ in 0..<runs {
            var treeTime = 0.0, drawTime = 0.0
            for k in 0..<frameCount {
                var frameTree: LayerTree?
                treeTime += milliseconds { frameTree = t.presentation(at: Double(k) / 60) }
                drawTime += try milliseconds { _ = try compositor.render(frameTree!, scale: scale) }
            }
            tree.append(treeTime / Double(frameCount))
            draw.append(drawTime / Double(frameCount))
        }
        print(
            String(
                format:
                    "dynamics, 50 items colliding for 2 s (%d steps, %d item contacts and %d edge contacts begun), %d frames, scale %g: recording %.2f ms a frame (%.3f ms a step; %.2f ms a frame without the animator), frame tree %.3f ms, drawing %.2f ms a frame (medians of %d runs)",
                steps, contacts.items, contacts.boundaries, frameCount, scale,
                median(recordTimes) / Double(frameCount), median(recordTimes) / Double(max(steps, 1)),
                median(bareTimes) / Double(frameCount), median(tree), median(draw), runs))
    }
}
