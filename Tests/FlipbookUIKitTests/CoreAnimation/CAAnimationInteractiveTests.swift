import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A fade built on `CABasicAnimation` whose delegate completes the transition.
final class CAFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    var context: UIViewControllerContextTransitioning?
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        context = transitionContext
        transitionContext.containerView.addSubview(toView)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = transitionDuration(using: transitionContext)
        fade.delegate = self
        toView.layer.add(fade, forKey: "fade")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.add("didStop(\(flag))")
        guard let context else { return }
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// SEMANTICS.md §7 and §10: a Core Animation animation added by an animator driven by
/// `UIPercentDrivenInteractiveTransition` follows the transition's clock, as layers do under
/// UIKit's interaction (it sets the container layer's speed to 0 and moves its timeOffset).
final class CAAnimationInteractiveTests: XCTestCase {
    func run(finishing: Bool) throws -> (Timeline, UIViewController, EventLog) {
        let log = EventLog()
        let a = Screen("A", log: log), b = Screen("B", log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        let animator = CAFadeAnimator(log: log)
        let delegate = TransitioningDelegate(present: animator)
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = a
        let timeline = try withExtendedLifetime(delegate) {
            try Stage(window: window).record {
                a.present(b, animated: true)
                let stage = Stage.current!
                stage.schedule(at: 0.2, "update") { interaction.update(0.5) }
                stage.schedule(at: 0.4, "end") { finishing ? interaction.finish() : interaction.cancel() }
            }
        }
        return (timeline, b, log)
    }

    func opacity(_ r: (Timeline, UIViewController, EventLog), at t: Double) -> Double? {
        r.0.presentation(at: t).root.find(r.1.view.layer.layerID)?.opacity
    }

    func testFinishingFollowsTheTransitionClock() throws {
        let r = try run(finishing: true)
        // D = 1. Before the first update tau = 0; from 0.2 to 0.4 tau = 0.5 * D; finish() eases
        // tau from 0.5 to 1 over (1 - 0.5) * 1 = 0.5 s with easeInOut, 0.5 at its middle (0.65 s):
        // tau = 0.75. Opacity runs 0 -> 1 over tau 0 -> 1.
        XCTAssertEqual(try XCTUnwrap(opacity(r, at: 0.1)), 0, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(opacity(r, at: 0.3)), 0.5, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(opacity(r, at: 0.65)), 0.75, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(opacity(r, at: 0.9)), 1, accuracy: 1e-12)  // ended: the model, 1
        XCTAssertEqual(r.2.lines.filter { $0.hasPrefix("didStop") }, ["didStop(true)"])
        let stop = r.2.times[r.2.lines.firstIndex(of: "didStop(true)")!]
        XCTAssertEqual(stop, 0.9, accuracy: 1e-9)
    }

    func testCancellingRunsBackToTheStart() throws {
        let r = try run(finishing: false)
        // cancel() eases tau from 0.5 back to 0 over 0.5 * 1 = 0.5 s: at 0.65, tau = 0.25.
        XCTAssertEqual(try XCTUnwrap(opacity(r, at: 0.65)), 0.25, accuracy: 1e-9)
        XCTAssertNil(opacity(r, at: 0.9))  // cancelled: B's view left the window
    }
}

final class CAAnimationLeakTests: XCTestCase {
    func testARecordingWithCAAnimationsReleasesItsScene() throws {
        weak var weakStage: Stage?
        weak var weakWindow: UIWindow?
        weak var weakLayer: CALayer?
        try {
            let log = EventLog()
            let a = Screen("A", log: log), b = Screen("B", log: log)
            let delegate = TransitioningDelegate(present: CAFadeAnimator(log: log))
            b.transitioningDelegate = delegate
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.rootViewController = a
            let dot = CALayer()
            let stage = Stage(window: window)
            _ = try withExtendedLifetime(delegate) {
                try stage.record {
                    window.layer.addSublayer(dot)
                    a.present(b, animated: true)
                    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                    spin.toValue = Double.pi
                    spin.isRemovedOnCompletion = false  // stays attached after the recording
                    spin.fillMode = .forwards
                    dot.add(spin, forKey: "spin")
                }
            }
            weakStage = stage; weakWindow = window; weakLayer = dot
        }()
        XCTAssertNil(weakStage, "the stage leaked")
        XCTAssertNil(weakWindow, "the window leaked")
        XCTAssertNil(weakLayer, "the layer leaked")
    }
}
