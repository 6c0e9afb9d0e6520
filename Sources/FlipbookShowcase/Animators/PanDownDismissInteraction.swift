import FlipbookUIKit

/// Drives a dismissal with a downward pan, as apps write it for a photo viewer or a half
/// sheet: percent = translation.y / `distance`; a release finishes at percent >=
/// `finishThreshold`, else cancels. Used by the photo-zoom (distance 400, threshold 0.3) and
/// share-sheet (400, 0.25) scenes.
public final class PanDownDismissInteraction: UIPercentDrivenInteractiveTransition {
    private weak var presented: UIViewController?
    /// The translation, in points, that counts as the whole dismissal.
    public let distance: Double
    /// The percent at or past which a release finishes.
    public let finishThreshold: Double
    /// True between the pan's `.began` and its end.
    public private(set) var isInteracting = false

    /// Creates the interaction that dismisses `presented`; call `attach(to:)` to receive the pan.
    public init(dismissing presented: UIViewController, distance: Double = 400, finishThreshold: Double) {
        self.presented = presented
        self.distance = distance
        self.finishThreshold = finishThreshold
        super.init()
    }

    /// Adds a pan recognizer to `view` and returns it.
    @discardableResult
    public func attach(to view: UIView) -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(target: self, action: PanDownDismissInteraction.handlePan)
        view.addGestureRecognizer(pan)
        return pan
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let percent = min(max(gesture.translation(in: gesture.view).y / distance, 0), 1)
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
