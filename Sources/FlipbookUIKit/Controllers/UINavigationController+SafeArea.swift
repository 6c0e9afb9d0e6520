import Foundation

extension UIView {
    /// The bottom edge, in `window`'s coordinates, of the navigation bar that covers this view
    /// when it is the root view of a controller in a navigation controller that shows its bar;
    /// nil otherwise. UIKit makes a shown bar part of its children's safe area (Apple's
    /// documentation of `safeAreaInsets`: "the navigation bar ... of a navigation controller"),
    /// so content pinned to the safe area, and scroll views adjusting their insets, start
    /// below the bar (SEMANTICS.md §20).
    func navigationBarBottom(in window: UIWindow) -> CGFloat? {
        guard let controller = owningController, controller.viewIfLoaded === self,
            let nav = controller.parent as? UINavigationController, nav.showsBar,
            nav.viewControllers.contains(where: { $0 === controller })
        else { return nil }
        let bar = nav.navigationBar
        return bar.convert(bar.bounds, to: window).maxY
    }

    /// The top edge, in `window`'s coordinates, of the tab bar that covers this view when it is
    /// the root view of a tab of a tab bar controller whose bar is shown; nil otherwise. As the
    /// navigation bar above: UIKit puts the tab bar in its tabs' safe area, so a list in a tab
    /// scrolls its last rows out from under the bar.
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
