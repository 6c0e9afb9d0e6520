import Foundation

extension UIView {
    /// The top edge, in `window`'s coordinates, of the tab bar that covers this view when it is
    /// the root view of a tab of a tab bar controller whose bar is shown; nil otherwise. UIKit
    /// puts a shown tab bar in its tabs' safe area, as it does a navigation bar (Apple's
    /// documentation of `safeAreaInsets`), so a list in a tab scrolls its last rows out from
    /// under the bar (SEMANTICS.md §20).
    func tabBarTop(in window: UIWindow) -> CGFloat? {
        guard let controller = owningController, controller.viewIfLoaded === self,
            let tabs = controller.parent as? UITabBarController, let bar = tabs.tabBarIfShown
        else { return nil }
        return bar.convert(bar.bounds, to: window).minY
    }
}

extension UITabBarController {
    /// The tab bar, when it is drawn on the controller's view.
    var tabBarIfShown: UITabBar? {
        guard let view = viewIfLoaded, tabBar.superview === view, !tabBar.isHidden else { return nil }
        return tabBar
    }
}
