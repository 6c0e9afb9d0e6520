import XCTest
import FlipbookRender
import FlipbookShowcase
import FlipbookUIKit

// Written the way public iOS 10+ code writes an interruptible, interactive transition (the
// "transition driver" pattern of Apple's WWDC 2016 talk on UIKit animations and of many
// open-source projects): one object is the transitioning delegate, the animator and the
// interaction controller; it owns a UIViewPropertyAnimator that a pan scrubs, and on release
// it reverses or not and continues with a spring. Only the import line differs from UIKit
// code (and `#selector` became a method reference); the frames it renders are checked here.

/// Slides the presented screen up from the bottom, driven by a pan on the presenting screen.
final class CardRevealTransitionController: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
{
    private weak var presenter: UIViewController?
    private let presented: UIViewController
    private var transitionContext: UIViewControllerContextTransitioning?
    private var transitionAnimator: UIViewPropertyAnimator?
    private var interactive = false
    private(set) var endPositions: [UIViewAnimatingPosition] = []

    init(presenter: UIViewController, presented: UIViewController) {
        self.presenter = presenter
        self.presented = presented
        super.init()
        presented.transitioningDelegate = self
    }

    /// Presents without a finger: the animator runs by itself.
    func presentByTap() {
        interactive = false
        presenter?.present(presented, animated: true)
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        self
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // UIKit calls startInteractiveTransition instead: an interaction controller is given.
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        transitionAnimator!
    }

    func animationEnded(_ transitionCompleted: Bool) {
        transitionAnimator = nil
        transitionContext = nil
    }

    // MARK: UIViewControllerInteractiveTransitioning

    var wantsInteractiveStart: Bool { interactive }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        guard let toVC = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        transitionContext.containerView.addSubview(toView)

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            toView.frame = finalFrame
        }
        animator.addCompletion { [weak self] position in
            self?.endPositions.append(position)
            transitionContext.completeTransition(position == .end)
        }
        transitionAnimator = animator
        if !transitionContext.isInteractive { animator.startAnimation() }
    }

    // MARK: The pan

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let height = gesture.view?.bounds.height ?? 667
        let progress = min(max(-gesture.translation(in: gesture.view).y / height, 0), 1)
        switch gesture.state {
        case .began:
            interactive = true
            presenter?.present(presented, animated: true)
        case .changed:
            transitionAnimator?.fractionComplete = progress
            transitionContext?.updateInteractiveTransition(progress)
        case .ended, .cancelled:
            guard let animator = transitionAnimator, let context = transitionContext else { return }
            let completing = animator.fractionComplete > 0.5
            animator.isReversed = !completing
            if completing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
            animator.continueAnimation(
                withTimingParameters: UISpringTimingParameters(dampingRatio: 1),
                durationFactor: 0)
        default:
            break
        }
    }
}

final class TransitionDriverStyleTests: XCTestCase {
    func makeScene() -> (UIWindow, UIViewController, CardRevealTransitionController) {
        let a = ScreenViewController(.a), b = ScreenViewController(.b)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = a
        return (window, a, CardRevealTransitionController(presenter: a, presented: b))
    }

    func rgb(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> UInt32 {
        let p = bitmap.pixel(x: x, y: y)
        return UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
    }

    /// The finger pushes 400.2 pt up (0.6 of 667) over 0.4 s and lifts: the pan scrubs the
    /// animator linearly, then it finishes on a critically damped spring over the time left.
    func testPanDrivenPresentationRendersAndFinishes() throws {
        let (window, a, controller) = makeScene()
        let pan = UIPanGestureRecognizer(target: controller, action: CardRevealTransitionController.handlePan)
        a.view.addGestureRecognizer(pan)
        let script = try GestureScript.drag(
            from: CGPoint(x: 187.5, y: 600), to: CGPoint(x: 187.5, y: 600 - 400.2), duration: 0.4)
        let tl = try withExtendedLifetime(controller) { try Stage(window: window).record { pan.play(script) } }
        // Released at 0.6 (> 0.5): finishes over (1 - 0.6) * 0.6 = 0.24 s, so 0.64 s in all.
        XCTAssertEqual(tl.duration, 0.64, accuracy: 1e-9)
        XCTAssertEqual(controller.endPositions, [.end])
        // t = 0.2 (frame 12): translation -200.1, progress 0.3, scrubbed linearly: B's top at
        // 667 * (1 - 0.3) = 466.9.
        let b = try XCTUnwrap(tl.presentation(at: 0.2).root.find(named: "B.root"))
        XCTAssertEqual(b.untransformedFrame.minY, 466.9, accuracy: 1e-6)
        let frame12 = try RenderJob(timeline: tl, scale: 1, fps: 60).bitmap(ofFrame: 12)
        XCTAssertEqual(rgb(frame12, 187, 460), 0x007AFF)  // A's root above B
        XCTAssertEqual(rgb(frame12, 187, 480), 0xC93400)  // B's header, 466.9 ... 530.9
        XCTAssertEqual(rgb(frame12, 187, 560), 0xFF9500)  // B's root below its header
        XCTAssertEqual(rgb(frame12, 300, 600), 0xFFFFFF)  // B's card, 562.9 ... 658.9, x 255 ... 351
        // The last frame: B in place.
        let last = try RenderJob(timeline: tl, scale: 1, fps: 60).bitmap(ofFrame: tl.frameCount(fps: 60) - 1)
        XCTAssertEqual(rgb(last, 187, 30), 0xC93400)
        XCTAssertEqual(rgb(last, 187, 300), 0xFF9500)
    }

    /// Without a finger the same controller runs the animator by itself: ease-out over 0.6 s.
    func testTapPresentationRunsByItself() throws {
        let (window, _, controller) = makeScene()
        let tl = try withExtendedLifetime(controller) { try Stage(window: window).record { controller.presentByTap() } }
        XCTAssertEqual(tl.duration, 0.6, accuracy: 1e-9)
        XCTAssertEqual(controller.endPositions, [.end])
        let last = try RenderJob(timeline: tl, scale: 1, fps: 60).bitmap(ofFrame: 36)
        XCTAssertEqual(rgb(last, 187, 300), 0xFF9500)
    }
}
