import Foundation

/// A window's launch: UIKit sends the root controller `viewWillAppear(_:)` and
/// `viewDidAppear(_:)` (not animated) when the window is shown with `makeKeyAndVisible()`, and
/// forwards them to the children on screen (a navigation controller's top, a tab bar
/// controller's selected tab, embedded children), parents first; a root set on a window
/// already shown appears the same way (SEMANTICS.md §19). A window that is never shown keeps
/// Flipbook's older rule: its root is on screen without the callbacks.
extension UIWindow {
    private final class Shown {}
    nonisolated(unsafe) private static var shownKey: UInt8 = 0

    /// Whether `makeKeyAndVisible()` was called.
    var isShown: Bool { objc_getAssociatedObject(self, &Self.shownKey) != nil }

    func show() {
        guard !isShown else { return }
        objc_setAssociatedObject(self, &Self.shownKey, Shown(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        if let root = rootViewController, root.appearance != .appearing { rootAppears(root) }
    }

    /// `viewWillAppear(false)` down the controllers on screen, then `viewDidAppear(false)`;
    /// in a window an app launch is running in, `viewDidAppear(false)` waits for the end of
    /// the launch, after the app or scene became active (App/AppLaunch.swift).
    func rootAppears(_ root: UIViewController) {
        let shown = Self.onScreen(root)
        for vc in shown {
            vc.appearance = .appearing
            vc.viewWillAppear(false)
        }
        let app = LaunchedApp.current
        if app.launching === self {
            app.waitingToAppear += shown
            return
        }
        Self.didAppear(shown)
    }

    /// `viewDidAppear(false)` on those of `shown` still appearing.
    static func didAppear(_ shown: [UIViewController]) {
        for vc in shown where vc.appearance == .appearing {
            vc.appearance = .appeared
            vc.viewDidAppear(false)
        }
    }

    /// `vc` and the children whose views are on screen inside it, parents first.
    static func onScreen(_ vc: UIViewController) -> [UIViewController] {
        var out = [vc]
        let children: [UIViewController]
        switch vc {
        case let nav as UINavigationController: children = nav.topViewController.map { [$0] } ?? []
        case let tabs as UITabBarController: children = tabs.selectedViewController.map { [$0] } ?? []
        case let split as UISplitViewController: children = split.controllersOnScreen
        default:
            children = vc.children.filter { child in
                guard let v = child.viewIfLoaded, let root = vc.viewIfLoaded else { return false }
                return v.isDescendant(of: root)
            }
        }
        for child in children { out += onScreen(child) }
        return out
    }
}
