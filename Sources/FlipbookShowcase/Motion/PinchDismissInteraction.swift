import Foundation
import FlipbookUIKit

/// Drives a photo's dismissal with a pinch, as photo viewers write it: the pinch's `.began`
/// dismisses, `.changed` sets the percent from how far the fingers have closed
/// (1 − `scale`, clamped to [0, 1]), and the release finishes at a percent of at least
/// `finishThreshold` (the fingers closed to 70 % of their distance by default), else cancels.
/// Used by `photo-zoom.pinch-dismiss` (SCENES.md, "Motion").
public final class PinchDismissInteraction: UIPercentDrivenInteractiveTransition {
    private weak var presented: UIViewController?
    /// The percent at or past which a release finishes.
    public let finishThreshold: Double
    /// True between the pinch's `.began` and its end.
    public private(set) var isInteracting = false

    /// Creates the interaction that dismisses `presented`; call `attach(to:)` to receive the pinch.
    public init(dismissing presented: UIViewController, finishThreshold: Double = 0.3) {
        self.presented = presented
        self.finishThreshold = finishThreshold
        super.init()
    }

    /// Adds a pinch recognizer to `view` and returns it.
    @discardableResult
    public func attach(to view: UIView) -> UIPinchGestureRecognizer {
        let pinch = UIPinchGestureRecognizer(target: self, action: PinchDismissInteraction.handlePinch)
        view.addGestureRecognizer(pinch)
        return pinch
    }

    func handlePinch(_ gesture: UIPinchGestureRecognizer) {
        let percent = min(max(1 - gesture.scale, 0), 1)
        switch gesture.state {
        case .began:
            isInteracting = true
            presented?.dismiss(animated: true)
        case .changed:
            update(percent)
        case .ended:
            isInteracting = false
            if percent >= finishThreshold { finish() } else { cancel() }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}
