import Foundation
import FlipbookUIKit

/// What the showcase's two sheets' presentation controllers share
/// (`ActionSheetPresentationController`, `ShareSheetPresentationController`), as apps write
/// one: a view filling the container put under the sheet when the presentation begins, its
/// look changed to the shown one alongside the presentation through the transition
/// coordinator (at once without one) and back alongside the dismissal, taken away when the
/// presentation is cancelled or the dismissal done; the sheet kept at its frame whenever the
/// container lays out. A subclass names the view, builds what it holds once it fills the
/// container, and says how it looks shown and hidden.
public class DimmedSheetPresentationController: UIPresentationController {
    /// The view put under the sheet (a subclass's own).
    var dimmingBackdrop: UIView { UIView() }

    /// Builds what the backdrop holds, once it fills `containerView` (default nothing).
    func prepareBackdrop(in containerView: UIView) {}

    /// The backdrop as the presentation ends it.
    func showBackdrop() {}

    /// The backdrop as the dismissal ends it.
    func hideBackdrop() {}

    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let backdrop = dimmingBackdrop
        backdrop.frame = containerView.bounds
        prepareBackdrop(in: containerView)
        containerView.insertSubview(backdrop, at: 0)
        alongside(showBackdrop)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingBackdrop.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() { alongside(hideBackdrop) }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingBackdrop.removeFromSuperview() }
    }

    public override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// `change` alongside the transition running, or at once when none is.
    private func alongside(_ change: @escaping () -> Void) {
        guard let coordinator = presentedViewController.transitionCoordinator else { return change() }
        coordinator.animate(alongsideTransition: { _ in change() })
    }
}
