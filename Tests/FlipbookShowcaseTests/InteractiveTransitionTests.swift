import XCTest
import FlipbookCore
import FlipbookUIKit
@testable import FlipbookShowcase

/// The interactive scenes of SEMANTICS.md §8, and small custom scenes for completionSpeed and
/// cancellation. tau is the transition's own time; the spring-rotate spring is
/// zeta 0.6, w = ln(750)/1.2 = 5.516728, progress 1 - y(t) (SEMANTICS.md §4).
final class InteractiveTransitionTests: XCTestCase {
    let w = 375.0

    func record(_ name: String) throws -> Timeline {
        try XCTUnwrap(Showcase.scene(named: name), "no scene \(name)").record(fps: 60)
    }

    func layer(_ t: Timeline, _ name: String, at time: Double) throws -> LayerState {
        try XCTUnwrap(t.presentation(at: time).root.find(named: name), "\(name) not on screen at t = \(time)")
    }

    func angle(_ l: LayerState) -> Double { atan2(l.transform.m12, l.transform.m11) }

    /// The screen roots under the container, bottom to top.
    func roots(_ t: Timeline, at time: Double) -> [String] {
        func walk(_ l: LayerState) -> [String] {
            l.sublayers.flatMap { s -> [String] in s.name.hasSuffix(".root") ? [s.name] : walk(s) }
        }
        return t.presentation(at: time).root.find(named: "container").map(walk) ?? []
    }

    func testSpringRotateInteractiveFinish() throws {
        let t = try record("spring-rotate.interactive-finish")
        let present = try record("spring-rotate.present")
        // Release at 0.5 s at percent 0.5; R = (1 - 0.5) * 2.0 / 1 = 1.0 s; total 1.5 s.
        XCTAssertEqual(t.duration, 1.5, accuracy: 1e-9)
        XCTAssertEqual(t.frameCount(fps: 60), 91)
        XCTAssertEqual(t.clocks.count, 1)
        let clock = t.clocks[0]
        // While the finger moves: tau = percent * D = (t / 0.5 * 0.5) * 2 = 2t.
        XCTAssertEqual(clock.tau(at: 0.25), 0.5, accuracy: 1e-9)
        XCTAssertEqual(clock.tau(at: 0.5), 1.0, accuracy: 1e-9)
        // After finish(): tau = 1.0 + 1.0 * easeInOut((t - 0.5) / 1.0); 1.5 at t = 1.0.
        XCTAssertEqual(clock.tau(at: 1.0), 1.5, accuracy: 1e-6)
        // Away from the curve's middle: at t = 0.75, x = 0.25 and easeInOut(0.25) = 0.1291619
        // (SEMANTICS.md §3's check value), so tau = 1.1291619.
        XCTAssertEqual(clock.tau(at: 0.75), 1.1291619, accuracy: 1e-6)
        XCTAssertEqual(clock.tau(at: 1.5), 2.0, accuracy: 1e-12)
        // B shows the non-interactive presentation's state at tau.
        for (scene, tau) in [(0.25, 0.5), (0.5, 1.0), (1.0, 1.5)] {
            let b = try layer(t, "B.root", at: scene), ref = try layer(present, "B.root", at: tau)
            XCTAssertEqual(angle(b), angle(ref), accuracy: 1e-6, "t = \(scene)")
            XCTAssertEqual(b.opacity, ref.opacity, accuracy: 1e-6, "t = \(scene)")
        }
        // By hand: progress at 0.5 s = 1 - y(0.5) = 0.998183, at 1.5 s = 0.991685
        // (y(t) = e^{-3.310037 t}(cos 4.413382 t + 0.75 sin 4.413382 t)).
        XCTAssertEqual(try layer(t, "B.root", at: 0.25).opacity, 0.998183, accuracy: 1e-5)
        XCTAssertEqual(angle(try layer(t, "B.root", at: 0.25)), -.pi / 2 * (1 - 0.998183), accuracy: 1e-5)
        XCTAssertEqual(try layer(t, "B.root", at: 1.0).opacity, 0.991685, accuracy: 1e-5)
        XCTAssertEqual(angle(try layer(t, "B.root", at: 1.0)), -.pi / 2 * (1 - 0.991685), accuracy: 1e-5)
        // At t = 0 the presentation has just begun: a quarter turn back, transparent.
        XCTAssertEqual(angle(try layer(t, "B.root", at: 0)), -.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(try layer(t, "B.root", at: 0).opacity, 0, accuracy: 1e-9)
        XCTAssertEqual(roots(t, at: 0.25), ["A.root", "B.root"])
        // Finished: only B, at rest.
        XCTAssertEqual(roots(t, at: 1.5), ["B.root"])
        let end = try layer(t, "B.root", at: 1.5)
        XCTAssertTrue(end.transform.isIdentity)
        XCTAssertEqual(end.opacity, 1)
        XCTAssertTrue(
            t.events.contains { $0.message.hasPrefix("finishInteractiveTransition()") && abs($0.time - 0.5) < 1e-9 })
        XCTAssertTrue(t.events.contains { $0.message == "completeTransition(true)" && abs($0.time - 1.5) < 1e-9 })
    }

    func testSpringRotateInteractiveCancel() throws {
        let t = try record("spring-rotate.interactive-cancel")
        let present = try record("spring-rotate.present")
        // Release at 0.3 s at percent 0.15 < 0.2: cancel; tau at release 0.15 * 2 = 0.3;
        // R = 0.15 * 2.0 / 1 = 0.3 s; total 0.6 s.
        XCTAssertEqual(t.duration, 0.6, accuracy: 1e-9)
        XCTAssertEqual(t.frameCount(fps: 60), 37)
        let clock = t.clocks[0]
        XCTAssertEqual(clock.tau(at: 0.3), 0.3, accuracy: 1e-9)
        // tau = 0.3 (1 - easeInOut((t - 0.3) / 0.3)): 0.15 at 0.45, 0 at 0.6.
        XCTAssertEqual(clock.tau(at: 0.45), 0.15, accuracy: 1e-6)
        // At 0.375, x = 0.25: 0.3 (1 - 0.1291619) = 0.2612514 (SEMANTICS.md §3's check value).
        XCTAssertEqual(clock.tau(at: 0.375), 0.2612514, accuracy: 1e-6)
        XCTAssertEqual(clock.tau(at: 0.6), 0, accuracy: 1e-12)
        let b = try layer(t, "B.root", at: 0.45), ref = try layer(present, "B.root", at: 0.15)
        XCTAssertEqual(angle(b), angle(ref), accuracy: 1e-6)
        XCTAssertEqual(b.opacity, ref.opacity, accuracy: 1e-6)
        // By hand: progress at 0.15 s = 0.239313.
        XCTAssertEqual(b.opacity, 0.239313, accuracy: 1e-5)
        // Cancelled: B gone, A on screen as it was.
        XCTAssertEqual(roots(t, at: 0.6), ["A.root"])
        XCTAssertNil(t.presentation(at: 0.6).root.find(named: "B.root"))
        let a = try layer(t, "A.root", at: 0.6)
        XCTAssertTrue(a.transform.isIdentity)
        XCTAssertEqual(a.opacity, 1)
        XCTAssertEqual(a.untransformedFrame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertTrue(
            t.events.contains { $0.message.hasPrefix("cancelInteractiveTransition()") && abs($0.time - 0.3) < 1e-9 })
        XCTAssertTrue(t.events.contains { $0.message == "completeTransition(false)" && abs($0.time - 0.6) < 1e-9 })
    }

    func testSlideInteractivePop() throws {
        let t = try record("slide.interactive-pop")
        // D = 0.4; release at 0.4 s at percent 0.6 >= 0.5: finish; R = 0.4 * 0.4 = 0.16 s.
        XCTAssertEqual(t.duration, 0.56, accuracy: 1e-9)
        XCTAssertEqual(t.frameCount(fps: 60), 35)
        // easeInOut (0.42,0,0.58,1) at x = 0.3, 0.6, 0.8: 0.1873959067, 0.6681161299,
        // 0.9183401437, by bisection on x(s) = x (80 halvings in exact rationals, then y(s)) in
        // a scratch script, not with Flipbook's solver; the solver finds s to 1e-7 in x, so
        // B.x agrees to 1e-4 points. (A curve of (0.40,0,0.60,1) is 2 points off at each.)
        // t = 0.2: percent 0.3, tau 0.12, B.x = 375 * easeInOut(0.3) = 70.273465.
        XCTAssertEqual(try layer(t, "B.root", at: 0.2).untransformedFrame.minX, w * 0.1873959067, accuracy: 1e-4)
        // t = 0.4: tau 0.24 -> easeInOut(0.6): 250.543549.
        XCTAssertEqual(try layer(t, "B.root", at: 0.4).untransformedFrame.minX, w * 0.6681161299, accuracy: 1e-4)
        // t = 0.48: tau = 0.24 + 0.16 * easeInOut(0.5) = 0.32 -> easeInOut(0.8): 344.377554.
        XCTAssertEqual(try layer(t, "B.root", at: 0.48).untransformedFrame.minX, w * 0.9183401437, accuracy: 1e-4)
        XCTAssertEqual(try layer(t, "A.root", at: 0.48).untransformedFrame.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(roots(t, at: 0.2), ["A.root", "B.root"])
        XCTAssertEqual(roots(t, at: 0.56), ["A.root"])
    }
}

// MARK: - Custom interactive scenes

/// Fades the presented screen in, linearly, over 1 s (tutorial style), logging its completion.
class LinearFadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var completions: [(time: Double, finished: Bool, cancelled: Bool)] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                toView.alpha = 1
            },
            completion: { finished in
                self.completions.append((Stage.current?.now ?? -1, finished, transitionContext.transitionWasCancelled))
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A percent-driven interaction that keeps its context, so the test can look at it.
final class KeepingInteraction: UIPercentDrivenInteractiveTransition {
    weak var context: UIViewControllerContextTransitioning?
    var cancelledBefore: Bool?, cancelledAfter: Bool?, interactiveAfter: Bool?

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        super.startInteractiveTransition(transitionContext)
    }
}

final class InteractiveDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    let interaction: UIViewControllerInteractiveTransitioning
    init(animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning) {
        self.animator = animator; self.interaction = interaction
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }
}

final class CustomInteractiveSceneTests: XCTestCase {
    /// Presents B over A, driven by a left-edge pan that moves linearly to `share` of the width
    /// over `release` seconds; finishes at percent >= 0.2, else cancels.
    func drive(share: Double, release: Double, speed: CGFloat)
        throws -> (Timeline, LinearFadeInAnimator, KeepingInteraction)
    {
        let a = ScreenViewController(.a), b = ScreenViewController(.b)
        let animator = LinearFadeInAnimator()
        let interaction = KeepingInteraction()
        interaction.completionSpeed = speed
        let delegate = InteractiveDelegate(animator: animator, interaction: interaction)
        b.transitioningDelegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = a
        let pan = UIScreenEdgePanGestureRecognizer(handler: { g in
            let p = g as! UIPanGestureRecognizer
            let percent = min(max(p.translation(in: g.view).x / 375, 0), 1)
            switch g.state {
            case .began:
                a.present(b, animated: true)
            case .changed:
                interaction.update(percent)
            case .ended:
                if percent >= 0.2 {
                    interaction.finish()
                } else {
                    interaction.cancelledBefore = interaction.context?.transitionWasCancelled
                    interaction.cancel()
                    interaction.cancelledAfter = interaction.context?.transitionWasCancelled
                    interaction.interactiveAfter = interaction.context?.isInteractive
                }
            default:
                break
            }
        })
        pan.edges = .left
        a.view.addGestureRecognizer(pan)
        let script = try GestureScript.drag(
            from: CGPoint(x: 0, y: 300), to: CGPoint(x: share * 375, y: 300), duration: release)
        let t = try withExtendedLifetime(delegate) { try Stage(window: window, fps: 60).record { pan.play(script) } }
        return (t, animator, interaction)
    }

    func opacity(_ t: Timeline, _ name: String, at time: Double) throws -> Double {
        try XCTUnwrap(t.presentation(at: time).root.find(named: name)).opacity
    }

    func testCompletionSpeedTwoHalvesTheRemainingTime() throws {
        // D = 1, released at 0.5 s at percent 0.5 (tau 0.5).
        // Speed 1: R = 0.5 * 1 / 1 = 0.5 s, total 1.0 s. Speed 2: R = 0.25 s, total 0.75 s.
        let (slow, slowAnimator, _) = try drive(share: 0.5, release: 0.5, speed: 1)
        XCTAssertEqual(slow.duration, 1.0, accuracy: 1e-9)
        XCTAssertEqual(slowAnimator.completions.map(\.time), [1.0])

        let (t, animator, _) = try drive(share: 0.5, release: 0.5, speed: 2)
        XCTAssertEqual(t.duration, 0.75, accuracy: 1e-9)
        // Linear fade: alpha = tau. t = 0.25: tau 0.25. t = 0.625: tau = 0.5 + 0.5 * easeInOut(0.5) = 0.75.
        XCTAssertEqual(try opacity(t, "B.root", at: 0.25), 0.25, accuracy: 1e-6)
        XCTAssertEqual(try opacity(t, "B.root", at: 0.625), 0.75, accuracy: 1e-6)
        // t = 0.5625: x = 0.25, tau = 0.5 + 0.5 * 0.1291619 = 0.5645810 (SEMANTICS.md §3).
        XCTAssertEqual(try opacity(t, "B.root", at: 0.5625), 0.5645810, accuracy: 1e-6)
        XCTAssertEqual(t.clocks[0].tau(at: 0.75), 1)
        // The completion runs when tau reaches D, finished = true, not cancelled.
        XCTAssertEqual(animator.completions.count, 1)
        XCTAssertEqual(animator.completions[0].time, 0.75, accuracy: 1e-9)
        XCTAssertTrue(animator.completions[0].finished)
        XCTAssertFalse(animator.completions[0].cancelled)
        XCTAssertNil(t.presentation(at: 0.75).root.find(named: "A.root"))
        XCTAssertEqual(try opacity(t, "B.root", at: 0.75), 1)
    }

    func testCancelBelowTheThreshold() throws {
        // Released at 0.2 s at percent 0.1 < 0.2: cancel. tau 0.1, R = 0.1 * 1 / 1 = 0.1 s.
        let (t, animator, interaction) = try drive(share: 0.1, release: 0.2, speed: 1)
        XCTAssertEqual(interaction.cancelledBefore, false)
        XCTAssertEqual(interaction.cancelledAfter, true, "transitionWasCancelled is true from cancel() on")
        XCTAssertEqual(interaction.interactiveAfter, false)
        XCTAssertEqual(t.duration, 0.3, accuracy: 1e-9)
        // tau = 0.1 (1 - easeInOut((t - 0.2) / 0.1)): 0.05 at 0.25 s; alpha = tau.
        XCTAssertEqual(try opacity(t, "B.root", at: 0.25), 0.05, accuracy: 1e-6)
        // At 0.225 s, x = 0.25: 0.1 (1 - 0.1291619) = 0.0870838 (SEMANTICS.md §3).
        XCTAssertEqual(try opacity(t, "B.root", at: 0.225), 0.0870838, accuracy: 1e-6)
        // The completion runs when tau is back at 0, with finished = true and the flag set.
        XCTAssertEqual(animator.completions.count, 1)
        XCTAssertEqual(animator.completions[0].time, 0.3, accuracy: 1e-9)
        XCTAssertTrue(animator.completions[0].finished)
        XCTAssertTrue(animator.completions[0].cancelled)
        XCTAssertNil(t.presentation(at: 0.3).root.find(named: "B.root"))
        XCTAssertNotNil(t.presentation(at: 0.3).root.find(named: "A.root"))
    }
}
