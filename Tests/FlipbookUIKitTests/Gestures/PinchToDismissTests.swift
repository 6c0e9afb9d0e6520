import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A photo viewer dismissed by a pinch, as photo apps write it: the pinch's `.began` starts an
/// interactive dismissal, `.changed` sets its percent from how far the fingers have closed,
/// `.ended` finishes it below a scale of 0.6 and cancels it otherwise.
final class PinchToDismissController: UIViewController, UIViewControllerTransitioningDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?
    var percents: [(Double, Double)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: PinchToDismissController.handlePinch))
    }

    func handlePinch(_ g: UIPinchGestureRecognizer) {
        switch g.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            let p = min(max(1 - g.scale, 0), 1)
            percents.append((Stage.current?.now ?? -1, p))
            interaction?.update(p)
        case .ended:
            if g.scale < 0.6 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            interaction?.cancel()
            interaction = nil
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideDownAwayAnimator()
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { interaction }
}

final class PinchToDismissTests: XCTestCase {
    func testClosingThePinchFarEnoughDismissesAndNotFarEnoughCancels() throws {
        // Fingers 300 points apart closing to 100 (scale 1/3) or to 240 (scale 0.8) in 0.5 s.
        for (to, dismissed) in [(100.0, true), (240.0, false)] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let root = UIViewController()
            window.rootViewController = root
            let photo = PinchToDismissController()
            photo.modalPresentationStyle = .fullScreen
            photo.transitioningDelegate = photo
            let pinch = try MultiTouchScript.pinch(
                center: CGPoint(x: 187.5, y: 333.5), fromDistance: 300, toDistance: to, duration: 0.5)
            var origin = 0.0
            _ = try Stage(window: window, fps: 60).record(steps: [
                { root.present(photo, animated: false) },
                {
                    origin = Stage.current!.now
                    window.playTouch(pinch)
                },
            ])
            XCTAssertEqual(root.presentedViewController == nil, dismissed, "to \(to)")
            // At every .changed, the percent is 1 − d / d₀ with d = 300 + (to − 300) u / 0.5,
            // u the time since the fingers touched down.
            XCTAssertGreaterThan(photo.percents.count, 20)
            for (time, p) in photo.percents {
                let u = time - origin
                XCTAssertEqual(p, 1 - (300 + (to - 300) * u / 0.5) / 300, accuracy: 1e-9, "to \(to) at \(u)")
            }
            XCTAssertEqual(photo.percents.last?.1 ?? 0, 1 - to / 300, accuracy: 1e-9, "to \(to)")
        }
    }
}
