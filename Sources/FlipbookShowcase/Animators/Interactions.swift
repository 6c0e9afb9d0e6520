import Foundation
import FlipbookUIKit

/// Drives the spring-rotate presentation with a pan from the left screen edge: the pan's
/// horizontal translation over the screen width is the percent; on release the
/// presentation finishes when the percent is at least `threshold` (0.2), else cancels.
public final class SpringRotateInteraction: UIPercentDrivenInteractiveTransition {
    /// True between the pan's `.began` and its end.
    public private(set) var isInteracting = false
    private weak var presenter: UIViewController?
    private let presented: UIViewController
    /// The percent from which a release finishes the transition.
    public let threshold: CGFloat

    /// Creates the interaction; call `attach(to:)` to receive the pan.
    public init(presenter: UIViewController, presented: UIViewController, threshold: CGFloat = 0.2) {
        self.presenter = presenter
        self.presented = presented
        self.threshold = threshold
        super.init()
    }

    /// Adds a screen-edge pan recognizer for the left edge to `view`, and returns it.
    @discardableResult
    public func attach(to view: UIView) -> UIScreenEdgePanGestureRecognizer {
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: SpringRotateInteraction.handleGesture)
        pan.edges = .left
        view.addGestureRecognizer(pan)
        return pan
    }

    func handleGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view)
        let percent = min(max(translation.x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            isInteracting = true
            presenter?.present(presented, animated: true)
        case .changed:
            update(percent)
        case .ended:
            isInteracting = false
            if percent >= threshold { finish() } else { cancel() }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}

/// Drives a navigation pop with a pan from the left edge; finishes at percent >= 0.5.
public final class SlidePopInteraction: UIPercentDrivenInteractiveTransition {
    private weak var navigationController: UINavigationController?
    private let navigationDelegate: SlideNavigationDelegate
    /// The percent from which a release finishes the pop.
    public let threshold: CGFloat

    /// Creates the interaction for a navigation controller whose delegate is `delegate`.
    public init(navigationController: UINavigationController, delegate: SlideNavigationDelegate,
                threshold: CGFloat = 0.5) {
        self.navigationController = navigationController
        self.navigationDelegate = delegate
        self.threshold = threshold
        super.init()
    }

    /// Adds a screen-edge pan recognizer for the left edge to `view`, and returns it.
    @discardableResult
    public func attach(to view: UIView) -> UIScreenEdgePanGestureRecognizer {
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: SlidePopInteraction.handleGesture)
        pan.edges = .left
        view.addGestureRecognizer(pan)
        return pan
    }

    func handleGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let percent = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            navigationDelegate.interactionController = self
            navigationController?.popViewController(animated: true)
        case .changed:
            update(percent)
        case .ended:
            navigationDelegate.interactionController = nil
            if percent >= threshold { finish() } else { cancel() }
        case .cancelled, .failed:
            navigationDelegate.interactionController = nil
            cancel()
        default:
            break
        }
    }
}
