import Foundation

extension UIView {
    /// The window's safe area on the default phone (the iPhone 8): the 20 pt status bar at
    /// the top, nothing at the bottom or the sides (SEMANTICS.md §15). A window's own comes from
    /// its device (`Device.safeAreaInsets`, §18).
    public static let windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// The part of the window's safe-area insets this view overlaps, in points
    /// (`safeAreaInsets`): on the default phone a view at the top of the screen gets top 20;
    /// a view not in a window gets zero, as in UIKit. Transforms are ignored (the frame in the
    /// window is used).
    /// Inside a scroll view, the edges whose safe area the scroll view adds to its content
    /// inset are not part of its content's safe area (`UIScrollView.contentSafeArea`).
    /// A controller's `additionalSafeAreaInsets` inset the safe area of its root view and of
    /// everything inside it; a navigation controller's shown bar moves the top of the safe area
    /// of its screens down to the bar's bottom edge (64 on the default phone), as in UIKit.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window = window else { return .zero }
        let insets = self === window ? window.settings.device.safeAreaInsets : window.safeAreaInsets
        let frame = convert(bounds, to: window)
        var safe = window.bounds.inset(by: insets)
        var chain: [UIView] = []
        var v: UIView? = self
        while let cur = v, cur !== window { chain.append(cur); v = cur.superview }
        for ancestor in chain.reversed() {
            safe = ancestor.narrowedSafeArea(safe, in: window) { ancestor.convert(ancestor.bounds, to: window) }
            if ancestor !== self, let scroll = ancestor as? UIScrollView { safe = scroll.contentSafeArea(safe) }
        }
        return UIEdgeInsets(
            top: max(0, min(safe.minY - frame.minY, frame.height)),
            left: max(0, min(safe.minX - frame.minX, frame.width)),
            bottom: max(0, min(frame.maxY - safe.maxY, frame.height)),
            right: max(0, min(frame.maxX - safe.maxX, frame.width)))
    }
}

extension UIView {
    /// One step of the safe area's walk down from the window, for this view as an ancestor
    /// (`safe` in the window's coordinates): a navigation controller's shown bar covers the
    /// top of the screens in its transition view, a tab bar controller's shown bar the bottom of
    /// its tabs, and a controller's `additionalSafeAreaInsets` inset what is left of its root
    /// view; a screen in a navigation transition takes the safe area frozen when it began
    /// (`freezeSafeArea(at:in:)`). `frameInWindow` is asked only when one of the last two applies. The `safeAreaInsets` getter
    /// and the layout pass's walk (Layout/LayoutCycle.swift) both take this step, so they agree.
    func narrowedSafeArea(_ safe: CGRect, in window: UIWindow, frameInWindow: () -> CGRect) -> CGRect {
        var safe = safe
        if let frozen = layoutStorage.frozenSafeArea { safe = frameInWindow().inset(by: frozen) }
        if let bar = (self as? NavigationTransitionView)?.coveringBar {
            let bottom = bar.convert(bar.bounds, to: window).maxY
            if bottom > safe.minY {
                safe = CGRect(x: safe.minX, y: bottom, width: safe.width, height: max(0, safe.maxY - bottom))
            }
        }
        if let barTop = tabBarTop(in: window), barTop < safe.maxY {
            safe = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: max(0, barTop - safe.minY))
        }
        guard let extra = owningController?.additionalSafeAreaInsets, extra != .zero else { return safe }
        return frameInWindow().intersection(safe).inset(by: extra)
    }
}

extension UIScrollView {
    /// The safe rectangle its content sees, from `safe` (the scroll view's own, in the window's
    /// coordinates): the edges where `contentInsetAdjustmentBehavior` adds the safe area to
    /// `adjustedContentInset` are opened, since the content inset already keeps the content
    /// clear of them, as UIKit does (a table's last row on a phone with a home indicator gets no
    /// bottom safe area, and so no larger margins). The other edges stay (a landscape phone's
    /// notch still insets a vertically scrolling table's rows).
    func contentSafeArea(_ safe: CGRect) -> CGRect {
        let edges = safeAreaAdjustedEdges
        guard edges.top || edges.left || edges.bottom || edges.right else { return safe }
        let far: CGFloat = 1e9
        let minX = edges.left ? -far : safe.minX, maxX = edges.right ? far : safe.maxX
        let minY = edges.top ? -far : safe.minY, maxY = edges.bottom ? far : safe.maxY
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}

extension UIView {
    /// Freezes the safe area this view takes from `container` (its superview, or the one it is
    /// about to join) as it would be with the view at `frame` in the container's coordinates:
    /// the part of the container's safe rectangle that frame leaves out on each side. Until
    /// `thawSafeArea()` the view's safe area no longer follows it as it moves, as UIKit keeps a
    /// navigation transition's screens' insets while a pan or an animator slides them.
    func freezeSafeArea(at frame: CGRect, in container: UIView) {
        let safe = container.bounds.inset(by: container.safeAreaInsets)
        layoutStorage.frozenSafeArea = UIEdgeInsets(
            top: max(0, min(safe.minY - frame.minY, frame.height)),
            left: max(0, min(safe.minX - frame.minX, frame.width)),
            bottom: max(0, min(frame.maxY - safe.maxY, frame.height)),
            right: max(0, min(frame.maxX - safe.maxX, frame.width)))
        safeAreaMayHaveChanged()
    }

    /// Lets the safe area follow the view again (`freezeSafeArea(at:in:)`).
    func thawSafeArea() {
        guard layoutStorage.frozenSafeArea != nil else { return }
        layoutStorage.frozenSafeArea = nil
        safeAreaMayHaveChanged()
    }
}
