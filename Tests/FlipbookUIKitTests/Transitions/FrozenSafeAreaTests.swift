import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// An animator that moves the incoming screen by hand, as a pan-driven push does: off the
/// right edge, half way at 0.1 s, home at 0.3 s; at 0.2 s it notes what the screen's content
/// was laid out with.
private final class SteppedSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let pinned: UIView
    var insetsMidway: UIEdgeInsets?
    var pinnedMidway: CGRect?
    init(pinned: UIView) { self.pinned = pinned }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return }
        let final = ctx.finalFrame(for: toVC)
        to.frame = final.offsetBy(dx: final.width, dy: 0)
        ctx.containerView.addSubview(to)
        let stage = Stage.current
        stage?.schedule(at: 0.1, "half way") { to.frame = final.offsetBy(dx: final.width / 2, dy: 0) }
        stage?.schedule(at: 0.2, "look") { [self] in
            to.layoutIfNeeded()
            insetsMidway = to.safeAreaInsets
            pinnedMidway = pinned.frame
        }
        stage?.schedule(at: 0.3, "home") {
            to.frame = final
            ctx.completeTransition(true)
        }
    }
}

/// SEMANTICS.md §16.4 "Screens in a navigation transition": a push's two screens keep the safe
/// area they had as it began (the incoming one, that of its final frame) while they move, so
/// content pinned to the safe area keeps its layout; after the push the safe area follows the
/// view again.
final class FrozenSafeAreaTests: XCTestCase {
    func testAScreenMovedDuringAPushKeepsItsSafeArea() throws {
        let a = UIViewController(), b = UIViewController()
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        b.view.addSubview(pinned)
        let guide = b.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            pinned.topAnchor.constraint(equalTo: guide.topAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 40),
        ])
        let nav = UINavigationController(rootViewController: a)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        let animator = SteppedSlideAnimator(pinned: pinned)
        let delegate = NavigationDelegate(animator)
        nav.delegate = delegate
        _ = try withExtendedLifetime(delegate) {
            try Stage(window: window, fps: 60).record { nav.pushViewController(b, animated: true) }
        }
        // Half way in (x = 187.5) the screen keeps the insets of its final frame: the 20 pt
        // status bar and the 44 pt bar above, nothing at the sides; so the pinned view is
        // 375 - 2 x 16 = 343 wide. Following its place, the right inset would be 187.5 and
        // the view 155.5 wide.
        XCTAssertEqual(animator.insetsMidway, UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(animator.pinnedMidway, CGRect(x: 16, y: 64, width: 343, height: 40))
        XCTAssertEqual(pinned.frame, CGRect(x: 16, y: 64, width: 343, height: 40))
        // Once the push has completed, the safe area follows the view again.
        b.view.frame.origin.x = 100
        b.view.layoutIfNeeded()
        XCTAssertEqual(b.view.safeAreaInsets.right, 100)
        XCTAssertEqual(pinned.frame.width, 375 - 100 - 32)
    }
}
