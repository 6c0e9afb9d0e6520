import Foundation

/// `UIBarStyle`.
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }

extension UINavigationController {
    /// How long UIKit's bar hides or shows, in seconds (`hideShowBarDuration`, 0.2).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Hides or shows the bar (`setNavigationBarHidden(_:animated:)`), at once (the slide is
    /// not drawn).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The transition view (UIKit's `UINavigationTransitionView`): it fills the navigation
    /// controller's view, holds the screens and is the `containerView` of every push and pop,
    /// so that what an animator adds to the container stays under the bar, which is its
    /// sibling above it. Made on first use, as the first subview.
    @discardableResult
    func installTransitionView() -> UIView {
        if let existing = transitionView { return existing }
        let container = NavigationTransitionView(frame: view.bounds)
        container.navigationController = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView = container
        view.insertSubview(container, at: 0)
        return container
    }

    /// Puts the bar above the transition view, below the status bar (the window's top
    /// safe-area inset), showing the stack's items; or takes it away when hidden.
    func placeBar() {
        guard let view = viewIfLoaded else { return }
        navigationBar.navigationController = self
        if isNavigationBarHidden {
            navigationBar.removeFromSuperview()
            placeTransitionView(in: view)
            return
        }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: false)
        layOutBar(in: view)
        view.addSubview(navigationBar)
        placeTransitionView(in: view)
    }

    /// The screens sit under a translucent bar, and below an opaque one (`isTranslucent` false):
    /// the transition view starts at the bar's bottom unless the top controller extends under
    /// opaque bars (`extendedLayoutIncludesOpaqueBars`) or leaves the top edge out of
    /// `edgesForExtendedLayout`, which puts it below a translucent bar too (UIKit's documented
    /// extended layout; SEMANTICS.md §17).
    func placeTransitionView(in view: UIView) {
        guard let container = transitionView else { return }
        var frame = view.bounds
        if navigationBar.superview === view, let top = topViewController {
            let below =
                !top.edgesForExtendedLayout.contains(.top)
                || (!navigationBar.isTranslucent && !top.extendedLayoutIncludesOpaqueBars)
            if below {
                let y = min(frame.height, navigationBar.frame.maxY)
                frame = CGRect(x: 0, y: y, width: frame.width, height: frame.height - y)
            }
        }
        guard container.frame != frame else { return }
        container.frame = frame
        if let v = topViewController?.viewIfLoaded, v.superview === container { v.frame = container.bounds }
    }

    /// The bar moves to the safe area's top when the view is laid out in a window: a
    /// navigation controller whose view loaded outside one (inside a tab bar controller built
    /// first, say) put it under the default phone's status bar, where iOS lays it out again
    /// under the window's own (none in a window without a safe area).
    func relayBarInWindow() {
        guard showsBar, let view = viewIfLoaded, view.window != nil else { return }
        let top = view.safeAreaInsets.top
        guard navigationBar.frame.minY != top || navigationBar.frame.width != view.bounds.width else { return }
        layOutBar(in: view)
        placeTransitionView(in: view)
    }

    private func layOutBar(in view: UIView) {
        let top = view.window != nil ? view.safeAreaInsets.top : UIView.windowSafeAreaInsets.top
        let height = navigationBar.sizeThatFits(view.bounds.size).height
        navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: height)
    }

    /// Whether the bar is drawn now.
    var showsBar: Bool { !isNavigationBarHidden && navigationBar.superview === viewIfLoaded && viewIfLoaded != nil }

    /// A push or pop begins: the bar moves to the new stack's items. The new items are put at
    /// their starting place at once; their cross-fade and slide are an animation alongside the
    /// transition (its coordinator's `animate(alongsideTransition:)`), as UIKit's bar does: it
    /// runs over the transition's duration, follows an interactive transition's percent (a
    /// finger on a percent-driven pop or the system's edge pan), goes back with a cancelled
    /// one, and joins an interruptible animator (SEMANTICS.md §17).
    func barWillTransition(push: Bool, context ctx: TransitionContext) {
        guard showsBar, let view = viewIfLoaded else { return }
        navigationBar.setItemsQuietly(viewControllers.map(\.navigationItem))
        layOutBar(in: view)
        guard ctx.isAnimated, ctx.duration > 0, let change = navigationBar.beginItemChange(push: push) else {
            navigationBar.show(transition: nil)
            return
        }
        ctx.coordinator.animate(
            alongsideTransition: { _ in change.animations() }, completion: { _ in change.completion() })
    }

    /// A cancelled transition: the bar shows the stack as it is again.
    func barDidCancel() {
        guard showsBar, let view = viewIfLoaded else { return }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: false)
        layOutBar(in: view)
    }
}

/// The navigation controller's transition view (UIKit's `UINavigationTransitionView`).
final class NavigationTransitionView: UIView {
    weak var navigationController: UINavigationController?

    /// The navigation bar drawn over this view's top, if shown and visible.
    var coveringBar: UINavigationBar? {
        guard let nav = navigationController, nav.showsBar else { return nil }
        let bar = nav.navigationBar
        return bar.isHidden || bar.alpha <= 0 ? nil : bar
    }
}
