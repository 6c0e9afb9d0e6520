import Foundation
import FlipbookUIKit

/// A percent-driven interaction fed by a pan from the left screen edge, written the way the
/// source write-ups do it: `.began` starts the transition, `.changed` updates the percent
/// (the horizontal translation over the view's width, clamped to [0, 1]), and the release
/// finishes the transition when the percent is at least `threshold`, else cancels it.
public class EdgePanInteraction: UIPercentDrivenInteractiveTransition {
    /// True between the pan's `.began` and its end.
    public private(set) var isInteracting = false
    /// The percent from which a release finishes the transition.
    public let threshold: CGFloat

    init(threshold: CGFloat) {
        self.threshold = threshold
        super.init()
    }

    /// Adds a screen-edge pan recognizer for the left edge to `view`, and returns it.
    @discardableResult
    public func attach(to view: UIView) -> UIScreenEdgePanGestureRecognizer {
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: EdgePanInteraction.handleGesture)
        pan.edges = .left
        view.addGestureRecognizer(pan)
        return pan
    }

    /// Starts the transition the pan drives (called on `.began`).
    func beginTransition() {}
    /// Called when the pan ends, before finishing or cancelling.
    func endInteraction() {}

    func handleGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let percent = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            isInteracting = true
            beginTransition()
        case .changed:
            update(percent)
        case .ended:
            isInteracting = false
            endInteraction()
            if percent >= threshold { finish() } else { cancel() }
        case .cancelled, .failed:
            isInteracting = false
            endInteraction()
            cancel()
        default:
            break
        }
    }
}

/// Drives the spring-rotate presentation with a pan from the left screen edge; a release
/// finishes at percent >= 0.2, else cancels (SEMANTICS.md §8).
public final class SpringRotateInteraction: EdgePanInteraction {
    private weak var presenter: UIViewController?
    private let presented: UIViewController

    /// Creates the interaction; call `attach(to:)` to receive the pan.
    public init(presenter: UIViewController, presented: UIViewController, threshold: CGFloat = 0.2) {
        self.presenter = presenter
        self.presented = presented
        super.init(threshold: threshold)
    }

    override func beginTransition() { presenter?.present(presented, animated: true) }
}

/// Drives a navigation pop with a pan from the left edge; finishes at percent >= 0.5.
public final class SlidePopInteraction: EdgePanInteraction {
    private weak var navigationController: UINavigationController?
    private let navigationDelegate: SlideNavigationDelegate

    /// Creates the interaction for a navigation controller whose delegate is `delegate`.
    public init(
        navigationController: UINavigationController, delegate: SlideNavigationDelegate,
        threshold: CGFloat = 0.5
    ) {
        self.navigationController = navigationController
        self.navigationDelegate = delegate
        super.init(threshold: threshold)
    }

    override func beginTransition() {
        navigationDelegate.interactionController = self
        navigationController?.popViewController(animated: true)
    }

    override func endInteraction() { navigationDelegate.interactionController = nil }
}
