import XCTest
import FlipbookCore
@testable import FlipbookUIKit

// A half sheet with a dimming view, written the way public iOS projects write their custom
// presentations (a `UIPresentationController` subclass, a transitioning delegate that returns
// it, an animator that slides the presented view up). The dimming view is animated with
// `UIView.animate` in `presentationTransitionWillBegin`, the pre-coordinator spelling.

/// Covers the bottom half of the container, dims the rest.
final class HalfSheetPresentationController: UIPresentationController {
    var log: EventLog?
    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        view.alpha = 0
        view.accessibilityIdentifier = "dimming"
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = containerView.bounds.height / 2
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        log?.add("presentationTransitionWillBegin")
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        UIView.animate(withDuration: 0.4) {
            self.dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log?.add("dismissalTransitionWillBegin")
        UIView.animate(withDuration: 0.4) {
            self.dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.add("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        log?.add("containerViewWillLayoutSubviews")
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func containerViewDidLayoutSubviews() { log?.add("containerViewDidLayoutSubviews") }
}

/// Returns the half sheet, the animators and an interaction controller a test sets.
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: EventLog
    var present: UIViewControllerAnimatedTransitioning = SlideUpAnimator()
    var dismiss: UIViewControllerAnimatedTransitioning = SlideDownAwayAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?
    weak var presentationController: HalfSheetPresentationController?

    init(log: EventLog) { self.log = log }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        log.add("presentationController(forPresented:)")
        let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        presentationController = controller
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.add("animationController(forPresented:)")
        return present
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.add("animationController(forDismissed:)")
        return dismiss
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        log.add("interactionControllerForPresentation")
        return interaction
    }
}

/// Slides the presented view down out of the container, linearly, over 0.4 s.
class SlideDownAwayAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let height = transitionContext.containerView.bounds.height
        UIView.animate(
            withDuration: 0.4, delay: 0, options: .curveLinear,
            animations: {
                fromView.frame.origin.y = height
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Animates nothing for 0.2 s, then cancels: `completeTransition(false)`.
class GiveUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
        UIView.animate(
            withDuration: 0.2, animations: {}, completion: { _ in transitionContext.completeTransition(false) })
    }
}

/// The timeline events that name a step of SEMANTICS.md §13's order.
private let orderSteps: Set<String> = [
    "presentationController(forPresented:presenting:source:)", "adaptivePresentationStyle(for:)",
    "animationController(forPresented:presenting:source:)", "interactionControllerForPresentation(using:)",
    "animationController(forDismissed:)", "interactionControllerForDismissal(using:)",
    "presentationTransitionWillBegin()", "containerViewWillLayoutSubviews()", "containerViewDidLayoutSubviews()",
    "animateTransition(using:)", "startInteractiveTransition(_:)",
    "completeTransition(true)", "completeTransition(false)",
    "presentationTransitionDidEnd(true)", "presentationTransitionDidEnd(false)",
    "dismissalTransitionWillBegin()", "dismissalTransitionDidEnd(true)", "dismissalTransitionDidEnd(false)",
]

extension Timeline {
    /// The §13 steps in the order they were logged, with their times.
    var presentationOrder: [String] { events.map(\.message).filter { orderSteps.contains($0) } }
    func time(of message: String) -> Double? { events.first { $0.message == message }?.time }
}

final class PresentationControllerTests: XCTestCase {
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// The half sheet's frame: the lower half of 375 x 667, y = 667 - 333.5 = 333.5.
    let sheetFrame = CGRect(x: 0, y: 333.5, width: 375, height: 333.5)

    private func windowNames(_ f: Fixture) -> [String?] { f.window.subviews.map { $0.accessibilityIdentifier } }

    func testCustomPresentationAndDismissalRunInTheOrderOfSection13() throws {
        let f = Fixture(bStyle: .custom)
        let delegate = HalfSheetTransitioningDelegate(log: f.log)
        f.b.transitioningDelegate = delegate
        try withExtendedLifetime(delegate) {
            let shown = try f.record { f.a.present(f.b, animated: true) }
            XCTAssertEqual(
                shown.presentationOrder,
                [
                    "presentationController(forPresented:presenting:source:)",
                    "animationController(forPresented:presenting:source:)",
                    "interactionControllerForPresentation(using:)",
                    "presentationTransitionWillBegin()",
                    "containerViewWillLayoutSubviews()",
                    "containerViewDidLayoutSubviews()",
                    "animateTransition(using:)",
                    "completeTransition(true)",
                    "presentationTransitionDidEnd(true)",
                ])
            // The set-up runs at t = 0; the linear 0.4 s slide completes at 0.4 s.
            XCTAssertEqual(shown.time(of: "presentationTransitionWillBegin()"), 0)
            XCTAssertEqual(try XCTUnwrap(shown.time(of: "presentationTransitionDidEnd(true)")), 0.4, accuracy: 1e-9)
            // The app's own overrides ran in that order too, around the appearance callbacks.
            XCTAssertEqual(
                f.log.lines,
                [
                    "presentationController(forPresented:)", "animationController(forPresented:)",
                    "interactionControllerForPresentation", "A.viewWillDisappear", "B.viewWillAppear",
                    "presentationTransitionWillBegin", "containerViewWillLayoutSubviews",
                    "containerViewDidLayoutSubviews",
                    "presentationTransitionDidEnd(true)", "A.viewDidDisappear", "B.viewDidAppear",
                ])

            let gone = try f.record { f.b.dismiss(animated: true) }
            XCTAssertEqual(
                gone.presentationOrder,
                [
                    "animationController(forDismissed:)",
                    "interactionControllerForDismissal(using:)",
                    "dismissalTransitionWillBegin()",
                    "animateTransition(using:)",
                    "completeTransition(true)",
                    "dismissalTransitionDidEnd(true)",
                ])
        }
    }

    func testCancelledPresentationAndDismissalEndWithFalse() throws {
        let f = Fixture(bStyle: .custom)
        let delegate = HalfSheetTransitioningDelegate(log: f.log)
        delegate.present = GiveUpAnimator()
        f.b.transitioningDelegate = delegate
        try withExtendedLifetime(delegate) {
            let t = try f.record { f.a.present(f.b, animated: true) }
            XCTAssertEqual(
                Array(t.presentationOrder.suffix(3)),
                [
                    "animateTransition(using:)", "completeTransition(false)", "presentationTransitionDidEnd(false)",
                ])
            XCTAssertEqual(try XCTUnwrap(t.time(of: "completeTransition(false)")), 0.2, accuracy: 1e-9)
            // A cancelled presentation takes its container away; A never left.
            XCTAssertEqual(windowNames(f), ["container"])
            XCTAssertEqual(f.containerNames, ["A"])
            XCTAssertNil(f.a.presentedViewController)

            // Presented for real, then a dismissal that gives up: the container stays.
            delegate.present = SlideUpAnimator()
            _ = try f.record { f.a.present(f.b, animated: true) }
            delegate.dismiss = GiveUpAnimator()
            let back = try f.record { f.b.dismiss(animated: true) }
            XCTAssertEqual(
                back.presentationOrder,
                [
                    "animationController(forDismissed:)", "interactionControllerForDismissal(using:)",
                    "dismissalTransitionWillBegin()", "animateTransition(using:)",
                    "completeTransition(false)", "dismissalTransitionDidEnd(false)",
                ])
            XCTAssertEqual(windowNames(f), ["container", "presentation.container"])
            XCTAssertEqual(f.window.subviews[1].subviews.map { $0.accessibilityIdentifier }, ["dimming", "B"])
            XCTAssertTrue(f.a.presentedViewController === f.b)
        }
    }

    func testInteractiveCancelledPresentation() throws {
        let f = Fixture(bStyle: .custom)
        let delegate = HalfSheetTransitioningDelegate(log: f.log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        f.b.transitioningDelegate = delegate
        let t = try withExtendedLifetime(delegate) {
            try f.record {
                f.a.present(f.b, animated: true)
                interaction.update(0.5)
                interaction.cancel()
            }
        }
        XCTAssertEqual(
            t.presentationOrder,
            [
                "presentationController(forPresented:presenting:source:)",
                "animationController(forPresented:presenting:source:)",
                "interactionControllerForPresentation(using:)",
                "presentationTransitionWillBegin()", "containerViewWillLayoutSubviews()",
                "containerViewDidLayoutSubviews()",
                "startInteractiveTransition(_:)", "completeTransition(false)", "presentationTransitionDidEnd(false)",
            ])
        // Cancelled at 0.5 of D = 0.4 s: back to 0 over 0.5 * 0.4 = 0.2 s (SEMANTICS.md §7).
        XCTAssertEqual(try XCTUnwrap(t.time(of: "completeTransition(false)")), 0.2, accuracy: 1e-9)
        XCTAssertEqual(windowNames(f), ["container"])
    }

    func testCustomViewsAndFramesAgainstFullScreen() throws {
        // .custom: the presented view only, the presentation controller's frame.
        let f = Fixture(bStyle: .custom)
        let probe = ProbeAnimator()
        let delegate = HalfSheetTransitioningDelegate(log: f.log)
        delegate.present = probe; delegate.dismiss = probe
        f.b.transitioningDelegate = delegate
        try withExtendedLifetime(delegate) {
            _ = try f.record { f.a.present(f.b, animated: true) }
            XCTAssertNil(probe.fromView)
            XCTAssertTrue(probe.toView === f.b.view)
            XCTAssertEqual(probe.finalTo, sheetFrame)
            XCTAssertEqual(probe.initialTo, .zero)
            XCTAssertTrue(probe.container === delegate.presentationController?.containerView)
            XCTAssertEqual(probe.container?.frame, bounds)

            _ = try f.record { f.b.dismiss(animated: true) }
            XCTAssertTrue(probe.fromView === f.b.view)
            XCTAssertNil(probe.toView)
            XCTAssertEqual(probe.initialFrom, sheetFrame, "the dismissal starts from the presented frame")
        }

        // .fullScreen: both views, the container's bounds.
        let g = Fixture(bStyle: .fullScreen)
        let full = ProbeAnimator()
        let plain = TransitioningDelegate(present: full, dismiss: full)
        g.b.transitioningDelegate = plain
        try withExtendedLifetime(plain) {
            _ = try g.record { g.a.present(g.b, animated: true) }
            XCTAssertTrue(full.fromView === g.a.view)
            XCTAssertTrue(full.toView === g.b.view)
            XCTAssertEqual(full.finalTo, bounds)
            XCTAssertTrue(full.container === g.window.transitionContainer)
            XCTAssertEqual(windowNames(g), ["container"])
            XCTAssertTrue(g.b.presentationController?.containerView === g.window.transitionContainer)
        }
    }

    func testContainerStaysAfterPresentationAndLeavesAfterDismissal() throws {
        let f = Fixture(bStyle: .custom)
        let delegate = HalfSheetTransitioningDelegate(log: f.log)
        f.b.transitioningDelegate = delegate
        try withExtendedLifetime(delegate) {
            _ = try f.record { f.a.present(f.b, animated: true) }
            // A stays in the window's own container; the presentation's container is above it,
            // holding the dimming view and B at the sheet frame.
            XCTAssertEqual(windowNames(f), ["container", "presentation.container"])
            XCTAssertEqual(f.containerNames, ["A"])
            let container = try XCTUnwrap(delegate.presentationController?.containerView)
            XCTAssertTrue(container === f.window.subviews[1])
            XCTAssertEqual(container.subviews.map { $0.accessibilityIdentifier }, ["dimming", "B"])
            XCTAssertEqual(f.b.view.frame, sheetFrame)
            XCTAssertTrue(f.b.presentationController === delegate.presentationController)
            XCTAssertTrue(delegate.presentationController?.presentingViewController === f.a)

            _ = try f.record { f.b.dismiss(animated: true) }
            XCTAssertEqual(windowNames(f), ["container"])
            XCTAssertEqual(f.containerNames, ["A"])
            XCTAssertNil(container.superview)
            XCTAssertNil(f.a.presentedViewController)
            XCTAssertNil(f.b.presentingViewController)
        }
    }

    func testDimmingViewAnimatesAlongside() throws {
        let f = Fixture(bStyle: .custom)
        let delegate = HalfSheetTransitioningDelegate(log: f.log)
        f.b.transitioningDelegate = delegate
        try withExtendedLifetime(delegate) {
            let t = try f.record { f.a.present(f.b, animated: true) }
            // Dimming alpha 0 -> 1, easeInOut over 0.4 s: easeInOut is symmetric about
            // (0.5, 0.5), so 0.5 at t = 0.2.
            XCTAssertEqual(try t.layer("dimming", at: 0).opacity, 0, accuracy: 1e-9)
            XCTAssertEqual(try t.layer("dimming", at: 0.2).opacity, 0.5, accuracy: 1e-6)
            XCTAssertEqual(try t.layer("dimming", at: 0.4).opacity, 1, accuracy: 1e-9)
            XCTAssertEqual(try t.layer("dimming", at: 0.2).bounds.size, bounds.size)
            // The sheet slides linearly from y = 333.5 + 333.5 = 667 to 333.5: at 0.2 s half way,
            // y = 500.25, so its centre is at 500.25 + 333.5 / 2 = 667.
            XCTAssertEqual(try t.layer("B", at: 0.2).position.y, 667, accuracy: 1e-9)
            XCTAssertEqual(try t.layer("B", at: 0.4).position.y, 333.5 + 166.75, accuracy: 1e-9)
            // A is still drawn under both.
            XCTAssertEqual(try t.layer("A", at: 0.4).opacity, 1)

            let d = try f.record { f.b.dismiss(animated: true) }
            XCTAssertEqual(try d.layer("dimming", at: 0.2).opacity, 0.5, accuracy: 1e-6)
            XCTAssertEqual(try d.layer("B", at: 0.2).position.y, 500.25 + 166.75, accuracy: 1e-9)
        }
    }

    func testAdaptivePresentationStyleFromTheDelegate() throws {
        final class Adaptive: NSObject, UIAdaptivePresentationControllerDelegate {
            var asked = 0
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                asked += 1
                return .fullScreen
            }
        }
        // An .overFullScreen presentation whose delegate adapts it to .fullScreen: A leaves.
        let f = Fixture(bStyle: .overFullScreen)
        let adaptive = Adaptive()
        f.b.presentationController?.delegate = adaptive
        let probe = ProbeAnimator()
        let delegate = TransitioningDelegate(present: probe)
        f.b.transitioningDelegate = delegate
        let t = try withExtendedLifetime((adaptive, delegate)) { try f.record { f.a.present(f.b, animated: true) } }
        XCTAssertEqual(adaptive.asked, 1)
        XCTAssertEqual(
            Array(t.presentationOrder.prefix(2)),
            ["adaptivePresentationStyle(for:)", "animationController(forPresented:presenting:source:)"])
        XCTAssertTrue(probe.fromView === f.a.view)
        XCTAssertEqual(f.containerNames, ["B"])
        XCTAssertEqual(f.b.presentationController?.presentationStyle, .fullScreen)
    }

    func testShouldRemovePresentersView() throws {
        final class Covering: UIPresentationController {
            override var shouldRemovePresentersView: Bool { true }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?,
                source: UIViewController
            ) -> UIPresentationController? {
                Covering(presentedViewController: presented, presenting: presenting)
            }
        }
        let f = Fixture(bStyle: .custom)
        let delegate = Delegate()
        f.b.transitioningDelegate = delegate
        try withExtendedLifetime(delegate) {
            _ = try f.record { f.a.present(f.b, animated: true) }
            XCTAssertNil(f.a.view.superview, "A left the window")
            XCTAssertEqual(f.window.subviews[1].subviews.map { $0.accessibilityIdentifier }, ["B"])
            _ = try f.record { f.b.dismiss(animated: true) }
            XCTAssertEqual(f.containerNames, ["A"])
            XCTAssertEqual(windowNames(f), ["container"])
        }
    }

    func testBeingPresentedAndDismissedFlags() throws {
        final class Flags: NSObject, UIViewControllerAnimatedTransitioning {
            var seen: [String] = []
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                0.1
            }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let from = ctx.viewController(forKey: .from)!, to = ctx.viewController(forKey: .to)!
                seen.append("\(to.isBeingPresented) \(from.isBeingDismissed)")
                if let v = ctx.view(forKey: .to) { ctx.containerView.addSubview(v) }
                UIView.animate(withDuration: 0.1, animations: {}, completion: { _ in ctx.completeTransition(true) })
            }
        }
        let f = Fixture(bStyle: .overFullScreen)
        let flags = Flags()
        let delegate = TransitioningDelegate(present: flags, dismiss: flags)
        f.b.transitioningDelegate = delegate
        try withExtendedLifetime(delegate) {
            _ = try f.record { f.a.present(f.b, animated: true) }
            XCTAssertFalse(f.b.isBeingPresented, "false once the presentation completed")
            _ = try f.record { f.b.dismiss(animated: true) }
            XCTAssertFalse(f.b.isBeingDismissed)
        }
        // Presenting: B is being presented; dismissing: B (the from controller) is being dismissed.
        XCTAssertEqual(flags.seen, ["true false", "false true"])
    }

    func testOffStagePresentationEndsInTheSameState() {
        let f = Fixture(bStyle: .custom)
        let delegate = HalfSheetTransitioningDelegate(log: f.log)
        f.b.transitioningDelegate = delegate
        withExtendedLifetime(delegate) {
            f.a.present(f.b, animated: true)
            XCTAssertEqual(windowNames(f), ["container", "presentation.container"])
            XCTAssertEqual(f.window.subviews[1].subviews.map { $0.accessibilityIdentifier }, ["dimming", "B"])
            XCTAssertEqual(f.b.view.frame, sheetFrame)
            f.b.dismiss(animated: true)
            XCTAssertEqual(windowNames(f), ["container"])
            XCTAssertEqual(f.containerNames, ["A"])
        }
        XCTAssertEqual(
            f.log.lines.filter { $0.contains("Transition") },
            [
                "presentationTransitionWillBegin", "presentationTransitionDidEnd(true)",
                "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)",
            ])
    }

    func testMovingToAndFromParent() throws {
        final class Flags: NSObject, UIViewControllerAnimatedTransitioning {
            var seen: [String] = []
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                0
            }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let from = ctx.viewController(forKey: .from)!, to = ctx.viewController(forKey: .to)!
                seen.append("to \(to.isMovingToParent) from \(from.isMovingFromParent)")
                ctx.completeTransition(true)
            }
        }
        let log = EventLog()
        let a = Screen("A", log: log), b = Screen("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let flags = Flags()
        let delegate = NavigationDelegate(flags)
        nav.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        try withExtendedLifetime(delegate) {
            _ = try Stage(window: window, fps: 60).record { nav.pushViewController(b, animated: true) }
            XCTAssertFalse(b.isMovingToParent)
            _ = try Stage(window: window, fps: 60).record { nav.popViewController(animated: true) }
            XCTAssertFalse(b.isMovingFromParent)
        }
        XCTAssertEqual(flags.seen, ["to true from false", "to false from true"])
    }
}
