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

    /// Puts the bar on top of the navigation controller's view, below the status bar (the
    /// window's top safe-area inset), showing the stack's items; or takes it away when hidden.
    func placeBar() {
        guard let view = viewIfLoaded else { return }
        navigationBar.navigationController = self
        if isNavigationBarHidden {
            navigationBar.removeFromSuperview()
            return
        }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: false)
        layOutBar(in: view)
        view.addSubview(navigationBar)
    }

    private func layOutBar(in view: UIView) {
        let top = view.window != nil ? view.safeAreaInsets.top : UIView.windowSafeAreaInsets.top
        let height = navigationBar.sizeThatFits(view.bounds.size).height
        navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: height)
    }

    /// Whether the bar is drawn now.
    var showsBar: Bool { !isNavigationBarHidden && navigationBar.superview === viewIfLoaded && viewIfLoaded != nil }

    /// A push or pop begins: the bar moves to the new stack's items over the transition's
    /// duration (SEMANTICS.md §17).
    func barWillTransition(push: Bool, duration: Double) {
        guard showsBar, let view = viewIfLoaded else { return }
        navigationBar.setItemsQuietly(viewControllers.map(\.navigationItem))
        layOutBar(in: view)
        navigationBar.show(transition: duration > 0 ? (push, duration) : nil)
    }

    /// Keeps the bar above the screens the animator added to the container.
    func raiseBar() {
        guard showsBar, let view = viewIfLoaded else { return }
        view.bringSubviewToFront(navigationBar)
    }

    /// A cancelled transition: the bar shows the stack as it is again, at once.
    func barDidCancel() {
        guard showsBar, let view = viewIfLoaded else { return }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: false)
        layOutBar(in: view)
        view.bringSubviewToFront(navigationBar)
    }
}
