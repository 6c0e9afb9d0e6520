import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// An animator in the iOS 10 style: `interruptibleAnimator(using:)` builds one
/// `UIViewPropertyAnimator` per transition and `animateTransition` starts it. The presented
/// view slides in from 100 pt to the right (centre x 287.5 -> 187.5).
final class SlideInPropertyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let curve: UIView.AnimationCurve
    private var animator: UIViewPropertyAnimator?
    private(set) var built = 0
    var positions: [UIViewAnimatingPosition] = []

    init(duration: TimeInterval = 1, curve: UIView.AnimationCurve = .linear) {
        self.duration = duration; self.curve = curve
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        built += 1
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = final.offsetBy(dx: 100, dy: 0)
        transitionContext.containerView.addSubview(toView)
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve) { toView.frame = final }
        animator.addCompletion { position in
            self.positions.append(position)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// A screen with a "dim" subview whose alpha goes 1 -> 0 alongside any transition it takes
/// part in, registered in `viewWillAppear` as apps do; it logs what the coordinator says.
final class AlongsideScreen: UIViewController {
    let name: String
    var dim: UIView!
    var notes: [String] = []
    init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.accessibilityIdentifier = name
        dim = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dim.accessibilityIdentifier = "\(name).dim"
        v.addSubview(dim)
        view = v
    }

    override func viewWillAppear(_ animated: Bool) {
        guard let coordinator = transitionCoordinator else { notes.append("no coordinator"); return }
        let ok = coordinator.animate(
            alongsideTransition: { _ in self.dim.alpha = 0 },
            completion: { ctx in
                self.notes.append(
                    "completion cancelled \(ctx.isCancelled) interactive \(ctx.isInteractive) interruptible \(ctx.isInterruptible) coordinator \(self.transitionCoordinator != nil)"
                )
            })
        notes.append(
            "alongside \(ok) duration \(coordinator.transitionDuration) interruptible \(coordinator.isInterruptible)")
        coordinator.notifyWhenInteractionChanges { ctx in
            self.notes.append(
                "interaction changed: interactive \(ctx.isInteractive) cancelled \(ctx.isCancelled) percent \(ctx.percentComplete)"
            )
        }
    }
}

final class InterruptibleTransitionTests: XCTestCase {
    func at(_ t: Double, _ body: @escaping () -> Void) { Stage.current!.schedule(at: t, "test step", body) }

    func setUp(
        _ animator: UIViewControllerAnimatedTransitioning,
        interaction: UIViewControllerInteractiveTransitioning? = nil
    ) -> (UIWindow, UIViewController, AlongsideScreen, TransitioningDelegate) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let a = Screen("A", log: EventLog())
        let b = AlongsideScreen("B")
        let delegate = TransitioningDelegate(present: animator)
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        window.rootViewController = a
        return (window, a, b, delegate)
    }

    /// Outside a transition there is no coordinator; during one the controllers taking part
    /// and their children have it; after completion it is gone.
    func testCoordinatorOnlyDuringTheTransition() throws {
        let animator = SlideInPropertyAnimator()
        let (window, a, b, delegate) = setUp(animator)
        let child = UIViewController()
        b.addChild(child)
        let stranger = UIViewController()
        var during: [Bool] = []
        XCTAssertNil(a.transitionCoordinator)
        _ = try withExtendedLifetime(delegate) {
            try Stage(window: window).record {
                XCTAssertNil(b.transitionCoordinator)
                a.present(b, animated: true)
                during = [
                    a.transitionCoordinator != nil, b.transitionCoordinator != nil,
                    child.transitionCoordinator != nil, stranger.transitionCoordinator != nil,
                ]
                self.at(2) { during.append(b.transitionCoordinator != nil) }
            }
        }
        XCTAssertEqual(during, [true, true, true, false, false])
        // Before animateTransition nobody has asked for the interruptible animator yet.
        XCTAssertEqual(
            b.notes,
            [
                "alongside true duration 1.0 interruptible false",
                "completion cancelled false interactive false interruptible true coordinator true",
            ])
    }

    /// Without an interruptible animator, alongside animations run in a UIView.animate of the
    /// transition's duration with ease in-out, from when animateTransition is called.
    func testAlongsideWithoutInterruptibleAnimatorEasesOverTheDuration() throws {
        let (window, a, b, delegate) = setUp(MyTestSlideAnimator())
        let tl = try withExtendedLifetime(delegate) {
            try Stage(window: window).record { a.present(b, animated: true) }
        }
        // easeInOut is symmetric: 0.5 at half time, so alpha 1 -> 0 shows 0.5 at t = 0.2 of 0.4.
        XCTAssertEqual(try tl.layer("B.dim", at: 0.2).opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(try tl.layer("B.dim", at: 0.4).opacity, 0, accuracy: 1e-9)
        XCTAssertEqual(
            b.notes,
            [
                "alongside true duration 0.4 interruptible false",
                "completion cancelled false interactive false interruptible false coordinator true",
            ])
    }

    /// With an interruptible animator, alongside animations join it: its linear curve, not
    /// ease in-out. The same instance serves the whole transition.
    func testAlongsideJoinsTheInterruptibleAnimator() throws {
        let animator = SlideInPropertyAnimator()
        let (window, a, b, delegate) = setUp(animator)
        let tl = try withExtendedLifetime(delegate) {
            try Stage(window: window).record { a.present(b, animated: true) }
        }
        // Linear over 1 s: at 0.25, alpha 0.75 and x = 287.5 - 100 * 0.25 = 262.5.
        XCTAssertEqual(try tl.layer("B.dim", at: 0.25).opacity, 0.75, accuracy: 1e-9)
        XCTAssertEqual(try tl.layer("B", at: 0.25).position.x, 262.5, accuracy: 1e-9)
        XCTAssertEqual(animator.built, 1)
        XCTAssertEqual(animator.positions, [.end])
        XCTAssertEqual(tl.duration, 1, accuracy: 1e-9)
    }

    /// Interactive and cancelled: update scrubs the animator linearly, cancel reverses it over
    /// p * D / completionSpeed with the completion curve; alongside animations end at their
    /// start values and the coordinator says cancelled.
    func testCancelledInteractiveTransitionEndsAlongsideAtStartValues() throws {
        let animator = SlideInPropertyAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (window, a, b, delegate) = setUp(animator, interaction: interaction)
        var wasCancelled: [Bool] = []
        let tl = try withExtendedLifetime((delegate, interaction)) {
            try Stage(window: window).record {
                a.present(b, animated: true)
                self.at(0.2) { interaction.update(0.4) }
                self.at(0.3) {
                    interaction.cancel()
                    wasCancelled.append(a.transitionCoordinator?.isCancelled ?? false)
                }
            }
        }
        // Paused at 0 until 0.2 (interactive start): x = 287.5, alpha 1.
        XCTAssertEqual(try tl.layer("B", at: 0.1).position.x, 287.5, accuracy: 1e-9)
        // Scrubbed to 0.4 (linearly): x = 287.5 - 40 = 247.5, alpha 0.6.
        XCTAssertEqual(try tl.layer("B", at: 0.25).position.x, 247.5, accuracy: 1e-9)
        XCTAssertEqual(try tl.layer("B.dim", at: 0.25).opacity, 0.6, accuracy: 1e-9)
        // Cancelled at 0.3: back over 0.4 * 1 / 1 = 0.4 s with easeInOut (symmetric: 0.5 at
        // half time): at 0.5, alpha = 0.6 + (1 - 0.6) * 0.5 = 0.8; x = 247.5 + 40 * 0.5 = 267.5.
        XCTAssertEqual(try tl.layer("B.dim", at: 0.5).opacity, 0.8, accuracy: 1e-6)
        XCTAssertEqual(try tl.layer("B", at: 0.5).position.x, 267.5, accuracy: 1e-6)
        // Ends at 0.7 at the start: completion .start, completeTransition(false), B removed, the
        // alongside view's model alpha back to 1.
        XCTAssertEqual(tl.duration, 0.7, accuracy: 1e-9)
        XCTAssertEqual(animator.positions, [.start])
        XCTAssertEqual(b.dim.alpha, 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(wasCancelled, [true])
        XCTAssertTrue(tl.events.contains { $0.message == "completeTransition(false)" && abs($0.time - 0.7) < 1e-9 })
        XCTAssertEqual(
            b.notes,
            [
                "alongside true duration 1.0 interruptible false",
                "interaction changed: interactive false cancelled true percent 0.4",
                "completion cancelled true interactive false interruptible true coordinator true",
            ])
    }

    /// Interactive and finished with a `timingCurve`: the rest runs (1 - p) D / speed seconds.
    func testFinishedInteractiveTransitionContinuesWithTimingCurve() throws {
        let animator = SlideInPropertyAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.timingCurve = UICubicTimingParameters(animationCurve: .linear)
        interaction.completionSpeed = 2
        let (window, a, b, delegate) = setUp(animator, interaction: interaction)
        let tl = try withExtendedLifetime((delegate, interaction)) {
            try Stage(window: window).record {
                a.present(b, animated: true)
                self.at(0.2) { interaction.update(0.5) }
                self.at(0.3) { interaction.finish() }
            }
        }
        // From 0.5 at 0.3, over (1 - 0.5) * 1 / 2 = 0.25 s, linear: at 0.425, 0.75 -> x = 212.5.
        XCTAssertEqual(try tl.layer("B", at: 0.425).position.x, 212.5, accuracy: 1e-9)
        XCTAssertEqual(tl.duration, 0.55, accuracy: 1e-9)
        XCTAssertEqual(animator.positions, [.end])
        XCTAssertTrue(a.presentedViewController === b)
    }

    /// `wantsInteractiveStart = false`: the transition plays by itself until `pause()` makes
    /// it interactive; then update and finish as usual.
    func testPauseTurnsARunningTransitionInteractive() throws {
        let animator = SlideInPropertyAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        let (window, a, b, delegate) = setUp(animator, interaction: interaction)
        var percents: [Double] = []
        let tl = try withExtendedLifetime((delegate, interaction)) {
            try Stage(window: window).record {
                a.present(b, animated: true)
                self.at(0.3) {
                    interaction.pause(); percents.append(Double(interaction.percentComplete))
                }
                self.at(0.4) { interaction.update(0.5) }
                self.at(0.5) { interaction.finish() }
            }
        }
        XCTAssertEqual(percents[0], 0.3, accuracy: 1e-9)
        // Running linear: at 0.2, x = 287.5 - 20 = 267.5; held at 0.3 -> 257.5 until 0.4.
        XCTAssertEqual(try tl.layer("B", at: 0.2).position.x, 267.5, accuracy: 1e-9)
        XCTAssertEqual(try tl.layer("B", at: 0.35).position.x, 257.5, accuracy: 1e-9)
        // Finished from 0.5 over 0.5 s with easeInOut: at 0.75, 0.5 + 0.5 * 0.5 = 0.75 -> 212.5.
        XCTAssertEqual(try tl.layer("B", at: 0.75).position.x, 212.5, accuracy: 1e-6)
        XCTAssertEqual(tl.duration, 1.0, accuracy: 1e-9)
        XCTAssertEqual(
            b.notes.filter { $0.hasPrefix("interaction changed") },
            [
                "interaction changed: interactive true cancelled false percent 0.3",
                "interaction changed: interactive false cancelled false percent 0.5",
            ])
    }

    /// Dismissal: the controller coming back has the coordinator in its `viewWillAppear`; its
    /// alongside animation joins the dismissal's interruptible animator.
    func testDismissalCoordinatorForTheControllerComingBack() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let a = AlongsideScreen("A"), b = Screen("B", log: EventLog())
        let animator = SlideInPropertyAnimator()
        let delegate = TransitioningDelegate(dismiss: animator)
        b.transitioningDelegate = delegate
        window.rootViewController = a
        _ = try Stage(window: window).record { a.present(b, animated: false) }
        a.notes = []
        let tl = try withExtendedLifetime(delegate) { try Stage(window: window).record { b.dismiss(animated: true) } }
        // A slides in over 1 s (linear) while its dim view fades: alpha 0.5 and x 237.5 at 0.5.
        XCTAssertEqual(try tl.layer("A.dim", at: 0.5).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try tl.layer("A", at: 0.5).position.x, 237.5, accuracy: 1e-9)
        XCTAssertEqual(
            a.notes,
            [
                "alongside true duration 1.0 interruptible false",
                "completion cancelled false interactive false interruptible true coordinator true",
            ])
        XCTAssertNil(a.presentedViewController)
    }

    /// Push: the navigation controller and the pushed controller have the coordinator;
    /// alongside animations join the interruptible animator.
    func testPushHasACoordinator() throws {
        let animator = SlideInPropertyAnimator()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let a = Screen("A", log: EventLog()), b = AlongsideScreen("B")
        let nav = UINavigationController(rootViewController: a)
        let delegate = NavigationDelegate(animator)
        nav.delegate = delegate
        window.rootViewController = nav
        var navHas: [Bool] = []
        let tl = try withExtendedLifetime(delegate) {
            try Stage(window: window).record {
                nav.pushViewController(b, animated: true)
                navHas.append(nav.transitionCoordinator != nil)
            }
        }
        XCTAssertEqual(navHas, [true])
        XCTAssertNil(nav.transitionCoordinator)
        // Linear over 1 s: alpha 0.5 at 0.5.
        XCTAssertEqual(try tl.layer("B.dim", at: 0.5).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(b.notes.last, "completion cancelled false interactive false interruptible true coordinator true")
    }

    /// A property animator started in animateTransition of an animator with no interruptible
    /// animator, under a percent-driven interaction: it follows the transition clock (§7), so
    /// the percent scrubs it like the transition's other animations.
    func testPropertyAnimatorWithoutInterruptibleFollowsTheTransitionClock() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (window, a, b, delegate) = setUp(RunningPropertyAnimatorTransition(), interaction: interaction)
        let tl = try withExtendedLifetime((delegate, interaction)) {
            try Stage(window: window).record {
                a.present(b, animated: true)
                self.at(0.1) { interaction.update(0.25) }
                self.at(0.3) { interaction.finish() }
            }
        }
        // tau = 0.25 * 1 = 0.25 s of a linear 1 s move: x = 287.5 - 25 = 262.5, held until 0.3.
        XCTAssertEqual(try tl.layer("B", at: 0.2).position.x, 262.5, accuracy: 1e-9)
        // Finish: (1 - 0.25) * 1 = 0.75 s more with easeInOut; half way (t = 0.675) tau = 0.625.
        XCTAssertEqual(try tl.layer("B", at: 0.675).position.x, 287.5 - 62.5, accuracy: 1e-6)
        XCTAssertEqual(tl.duration, 1.05, accuracy: 1e-9)
        XCTAssertTrue(a.presentedViewController === b)
    }

    /// Without an interruptible animator an interactive transition's alongside animations
    /// follow the transition clock (SEMANTICS.md §7): at percent 0.5, half way on ease in-out.
    func testAlongsideFollowsTheTransitionClockWhenNotInterruptible() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (window, a, b, delegate) = setUp(MyTestSlideAnimator(), interaction: interaction)
        let tl = try withExtendedLifetime((delegate, interaction)) {
            try Stage(window: window).record {
                a.present(b, animated: true)
                self.at(0.1) { interaction.update(0.5) }
                self.at(0.3) { interaction.cancel() }
            }
        }
        // tau = 0.5 * 0.4 = 0.2 s of 0.4: easeInOut(0.5) = 0.5 -> alpha 0.5.
        XCTAssertEqual(try tl.layer("B.dim", at: 0.2).opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(b.notes.last, "completion cancelled true interactive false interruptible false coordinator true")
    }
}

/// A plain UIView.animate animator (0.4 s, ease in-out): B slides in from the right.
final class MyTestSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.4, animations: { toView.frame = final },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Starts a running property animator in animateTransition and implements no interruptible
/// animator: B slides in from 100 pt to the right, linear, 1 s.
final class RunningPropertyAnimatorTransition: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.frame = final.offsetBy(dx: 100, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: { toView.frame = final },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
