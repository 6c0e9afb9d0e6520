import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A push or pop animator that puts the to-view (opaque, full screen) on top and, half way,
/// adds a cover view to the container, as animators that add a snapshot late do.
final class LateCoverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var container: UIView?
    let cover = UIView()
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        self.container = container
        guard let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return }
        to.frame = ctx.finalFrame(for: toVC)
        container.addSubview(to)
        cover.frame = container.bounds
        cover.backgroundColor = .red
        cover.accessibilityIdentifier = "cover"
        Stage.current?.schedule(at: 0.25, "late cover") { container.addSubview(self.cover) }
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveLinear, animations: { to.alpha = 0.99 },
            completion: { _ in
                self.cover.removeFromSuperview()
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
    }
}

/// A delegate that hands out an animator and a percent-driven interaction controller.
final class InteractiveNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    let interaction: UIPercentDrivenInteractiveTransition?
    init(_ animator: UIViewControllerAnimatedTransitioning, interaction: UIPercentDrivenInteractiveTransition?) {
        self.animator = animator; self.interaction = interaction
    }
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { interaction }
}

/// SEMANTICS.md §17 "The bar and the transition view": the navigation controller's view holds
/// the transition view (every push's and pop's container) and the bar as siblings, the bar
/// above; the bar's items cross-fade alongside the transition and follow its percent.
final class NavigationTransitionViewTests: XCTestCase {
    func titled(_ name: String) -> Screen {
        let s = Screen(name, log: EventLog())
        s.title = name
        return s
    }

    func testTheBarIsTheTransitionViewsSiblingAboveIt() throws {
        let a = titled("A"), b = titled("B")
        let nav = UINavigationController(rootViewController: a)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        // Two subviews: the transition view (filling the view) with A in it, then the bar.
        XCTAssertEqual(nav.view.subviews.count, 2)
        let container = try XCTUnwrap(nav.view.subviews.first)
        XCTAssertTrue(nav.view.subviews.last === nav.navigationBar)
        XCTAssertTrue(a.view.superview === container)
        XCTAssertEqual(container.frame, nav.view.bounds)
        // A's safe area starts under the bar: 20 (status bar) + 44 (bar) = 64, as in UIKit.
        XCTAssertEqual(a.view.safeAreaInsets.top, 64)
        let animator = LateCoverAnimator()
        let delegate = NavigationDelegate(animator)
        nav.delegate = delegate
        let t = try withExtendedLifetime(delegate) {
            try Stage(window: window, fps: 60).record { nav.pushViewController(b, animated: true) }
        }
        // The animator's container is the transition view, not the navigation view, and holds
        // the screens only (never the bar).
        XCTAssertTrue(animator.container === container)
        XCTAssertFalse(container.subviews.contains { $0 is UINavigationBar })
        // At 0.3 s the late cover (added at 0.25 s) is in the container, under the bar: the
        // navigation view's sublayers are the container's and then the bar's, and the bar is
        // where it was (0, 20, 375, 44).
        let navLayer = try XCTUnwrap(t.presentation(at: 0.3).root.find(nav.view.layer.layerID))
        XCTAssertEqual(navLayer.sublayers.map(\.id), [container.layer.layerID, nav.navigationBar.layer.layerID])
        XCTAssertNotNil(navLayer.sublayers[0].find(named: "cover"))
        let bar = try XCTUnwrap(t.presentation(at: 0.3).root.find(nav.navigationBar.layer.layerID))
        XCTAssertEqual(bar.position, CGPoint(x: 187.5, y: 42))  // centre of (0, 20, 375, 44)
        XCTAssertEqual(bar.bounds.size, CGSize(width: 375, height: 44))
        // After the push a touch in the bar's row hits the bar; below it, B.
        XCTAssertTrue(GestureArbiter.hitChain(window, at: CGPoint(x: 300, y: 40)).contains(nav.navigationBar))
        XCTAssertTrue(GestureArbiter.hitChain(window, at: CGPoint(x: 187, y: 300)).first === b.view)
        XCTAssertEqual(b.view.safeAreaInsets.top, 64)
        // A hidden bar leaves the window's 20.
        nav.isNavigationBarHidden = true
        XCTAssertEqual(b.view.safeAreaInsets.top, 20)
        XCTAssertEqual(nav.view.subviews.count, 1)
    }

    /// Pushes B over A without animation and returns the window and the controllers.
    func pushed() throws -> (UIWindow, UINavigationController, Screen, Screen) {
        let a = titled("Inbox"), b = titled("Message")
        let nav = UINavigationController(rootViewController: a)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        _ = try Stage(window: window, fps: 60).record { nav.pushViewController(b, animated: false) }
        return (window, nav, a, b)
    }

    /// A percent-driven pop (D = 0.5): `update(0.5)` at 0.1 s holds tau at 0.25 s. The bar's
    /// cross-fade runs alongside the transition with easeInOut over D, so at tau = D / 2 it is
    /// at easeInOut(0.5) = 0.5 (the curve is symmetric about its middle): the old item
    /// ("Message") and the new ("Inbox") both at alpha 0.5, the new one half way in from the
    /// left (-187.5 x 0.5 = -93.75), the old half way out to the right (+93.75). On the scene's
    /// clock it would be at easeInOut(0.3 / 0.5 = 0.6) > 0.5 at 0.3 s.
    func testThePercentDrivenPopDrivesTheBar() throws {
        for finishing in [true, false] {
            let (window, nav, _, b) = try pushed()
            let interaction = UIPercentDrivenInteractiveTransition()
            let delegate = InteractiveNavigationDelegate(LateCoverAnimator(), interaction: interaction)
            nav.delegate = delegate
            var old: LayerID?, new: LayerID?
            let t = try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: 60).record {
                    old = nav.navigationBar.content?.layer.layerID
                    nav.popViewController(animated: true)
                    new = nav.navigationBar.content?.layer.layerID
                    let stage = Stage.current!
                    stage.schedule(at: 0.1, "update") { interaction.update(0.5) }
                    stage.schedule(at: 0.4, "end") { finishing ? interaction.finish() : interaction.cancel() }
                }
            }
            let (o, n) = (try XCTUnwrap(old), try XCTUnwrap(new))
            XCTAssertNotEqual(o, n)
            func state(_ id: LayerID, _ time: Double) throws -> LayerState {
                try XCTUnwrap(t.presentation(at: time).root.find(id), "layer at \(time)")
            }
            // tau = 0 before the first update: the old item shows, the new one is transparent.
            XCTAssertEqual(try state(n, 0.05).opacity, 0, accuracy: 1e-9)
            XCTAssertEqual(try state(o, 0.05).opacity, 1, accuracy: 1e-9)
            for time in [0.2, 0.3] {
                XCTAssertEqual(try state(n, time).opacity, 0.5, accuracy: 1e-9)
                XCTAssertEqual(try state(o, time).opacity, 0.5, accuracy: 1e-9)
                XCTAssertEqual(try state(n, time).transform.m41, -93.75, accuracy: 1e-9)
                XCTAssertEqual(try state(o, time).transform.m41, 93.75, accuracy: 1e-9)
            }
            // The end eases tau over 0.25 s (half of D either way): done at 0.65 s.
            if finishing {
                XCTAssertEqual(try state(n, 0.7).opacity, 1, accuracy: 1e-9)
                XCTAssertNil(t.presentation(at: 0.7).root.find(o), "the old item is gone")
                XCTAssertEqual(nav.viewControllers.count, 1)
                XCTAssertEqual(nav.navigationBar.content?.titleLabel.text, "Inbox")
            } else {
                // Cancelling takes the items back: half way through the cancel (0.525 s) the new
                // item is fading out again, between 0 and 0.5; at the end the bar shows
                // "Message" with its back button, as before the pop.
                let back = try state(n, 0.525).opacity
                XCTAssertGreaterThan(back, 0)
                XCTAssertLessThan(back, 0.5)
                XCTAssertEqual(nav.viewControllers.count, 2)
                XCTAssertTrue(nav.navigationBar.topItem === b.navigationItem)
                XCTAssertEqual(nav.navigationBar.content?.titleLabel.text, "Message")
                XCTAssertEqual(nav.navigationBar.content?.hasBackButton, true)
                XCTAssertNil(t.presentation(at: 0.7).root.find(n), "the new item is gone")
                let shown = try XCTUnwrap(nav.navigationBar.content?.layer.layerID)
                XCTAssertEqual(try state(shown, 0.7).opacity, 1, accuracy: 1e-9)
                XCTAssertEqual(nav.navigationBar.content?.superview === nav.navigationBar, true)
                XCTAssertEqual(nav.navigationBar.subviews.filter { $0 is NavigationItemView }.count, 1)
            }
        }
    }

    /// The system's edge pan (no delegate animator): the finger from x = 5 to 192.5 by 0.2 s
    /// and held there to 0.4 s is 187.5 / 375 = 50 %: the bar is at easeInOut(0.5) = 0.5
    /// through the hold. Then it goes back to x = 80 (20 %) slowly and lifts: the pop cancels
    /// and the bar shows "Message" again.
    func testTheSystemEdgePanPopDrivesTheBarAndCancels() throws {
        let (window, nav, _, b) = try pushed()
        let pan = try XCTUnwrap(nav.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        let script = try GestureScript(samples: [
            .init(time: 0, location: CGPoint(x: 5, y: 300)), .init(time: 0.2, location: CGPoint(x: 192.5, y: 300)),
            .init(time: 0.4, location: CGPoint(x: 192.5, y: 300)), .init(time: 1.0, location: CGPoint(x: 80, y: 300)),
            .init(time: 1.6, location: CGPoint(x: 80, y: 300)),
        ])
        var old: LayerID?
        let t = try Stage(window: window, fps: 60).record {
            old = nav.navigationBar.content?.layer.layerID
            pan.play(script)
        }
        let o = try XCTUnwrap(old)
        for time in [0.25, 0.35] {
            let state = try XCTUnwrap(t.presentation(at: time).root.find(o))
            XCTAssertEqual(state.opacity, 0.5, accuracy: 1e-6, "at \(time)")
            XCTAssertEqual(state.transform.m41, 93.75, accuracy: 1e-6, "at \(time)")
        }
        XCTAssertEqual(nav.viewControllers.count, 2, "cancelled")
        XCTAssertTrue(nav.navigationBar.topItem === b.navigationItem)
        XCTAssertEqual(nav.navigationBar.content?.titleLabel.text, "Message")
        let shown = try XCTUnwrap(nav.navigationBar.content?.layer.layerID)
        XCTAssertEqual(try XCTUnwrap(t.presentation(at: t.duration).root.find(shown)).opacity, 1, accuracy: 1e-9)
    }
}
