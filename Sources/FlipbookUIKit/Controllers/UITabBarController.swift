import Foundation

/// Supplies the animator for tab switches (`UITabBarControllerDelegate`); every method is
/// optional.
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// The animator for switching from `fromVC` to `toVC`
    /// (`tabBarController(_:animationControllerForTransitionFrom:to:)`); nil switches at once,
    /// as UIKit does.
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives the switch
    /// (`tabBarController(_:interactionControllerFor:)`); nil: not interactive.
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    /// Whether a tap on a tab may select it (`tabBarController(_:shouldSelect:)`; default
    /// true); asked by `tapTab(at:)` only, as UIKit asks it for user taps only.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// A tap selected a tab (`tabBarController(_:didSelect:)`); told by `tapTab(at:)` only.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    // Defaults for UIKit's optional requirements.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Tabs of controllers (`UITabBarController`): setting `selectedIndex` or
/// `selectedViewController` switches tabs, through the delegate's animator when it gives one
/// (a transition like a push, in the tab bar controller's view; SEMANTICS.md §13), else at once.
open class UITabBarController: UIViewController {
    /// Supplies tab-switch animators.
    open weak var delegate: UITabBarControllerDelegate?
    /// The bar (`tabBar`); not drawn.
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 618, width: 375, height: 49))
    private var tabs: [UIViewController] = []
    private var selection = 0

    /// The tabs' controllers (`viewControllers`); setting them selects the first.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the tabs (`setViewControllers(_:animated:)`); the first is selected, at once.
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        for c in tabs { c.viewIfLoaded?.removeFromSuperview(); c.removeFromParent() }
        tabs = controllers ?? []
        for c in tabs { addChild(c) }
        selection = 0
        if isViewLoaded { showSelected() }
    }

    /// The selected tab's index (`selectedIndex`); setting it switches tabs.
    open var selectedIndex: Int {
        get { selection }
        set { select(newValue) }
    }

    /// The selected tab's controller (`selectedViewController`); setting it switches tabs.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set { if let vc = newValue, let i = tabs.firstIndex(where: { $0 === vc }) { select(i) } }
    }

    /// Taps the tab at `index` as a user would (Flipbook's, not UIKit's): asks the delegate's
    /// `shouldSelect`, switches, then tells `didSelect`.
    public func tapTab(at index: Int) {
        guard tabs.indices.contains(index) else {
            Stage.current?.report(
                .invalidRequest(
                    what: "tapTab(at: \(index)): the tab bar controller has \(tabs.count) tabs (0..<\(tabs.count))",
                    time: Stage.current?.now ?? 0))
            return
        }
        let vc = tabs[index]
        if let d = delegate, !d.tabBarController(self, shouldSelect: vc) { return }
        select(index)
        delegate?.tabBarController(self, didSelect: vc)
    }

    /// The selected tab's view fills the tab bar controller's view from the moment that view
    /// loads (before `viewDidLoad`, which a subclass may override without `super`).
    override func installContent() { showSelected() }

    private func showSelected() {
        guard let vc = selectedViewController else { return }
        let v: UIView = vc.view
        v.frame = view.bounds
        view.addSubview(v)
        placeTabBar()
    }

    func setSelectionSilently(_ index: Int) { selection = index }

    private func select(_ index: Int) {
        guard tabs.indices.contains(index) else {
            Stage.current?.report(
                .invalidRequest(
                    what: "selectedIndex = \(index): the tab bar controller has \(tabs.count) tabs (0..<\(tabs.count))",
                    time: Stage.current?.now ?? 0))
            return
        }
        guard index != selection else { return }
        let from = tabs[selection], to = tabs[index]
        selection = index
        guard isViewLoaded else { return }
        TransitionRunner.switchTab(self, from: from, to: to)
    }
}

extension UIViewController {
    /// The nearest tab bar controller up the parent chain (`tabBarController`).
    public var tabBarController: UITabBarController? {
        var p = parent
        while let cur = p {
            if let tabs = cur as? UITabBarController { return tabs }
            p = cur.parent
        }
        return nil
    }
}

extension TransitionRunner {
    /// A tab switch: the delegate's animator in the tab bar controller's view, like a push
    /// (both views, container = that view, the from view removed on completion); without an
    /// animator, or with no stage recording, the switch happens at once.
    static func switchTab(_ tabs: UITabBarController, from: UIViewController, to: UIViewController) {
        let container: UIView = tabs.view
        let fromView: UIView = from.view, toView: UIView = to.view
        let instant = {
            toView.frame = container.bounds
            container.addSubview(toView)
            fromView.removeFromSuperview()
            tabs.placeTabBar()
        }
        guard Stage.current != nil else { instant(); return }
        guard let stage = stageForNewTransition("selectedIndex = \(tabs.selectedIndex)") else {
            tabs.revertSelection(to: from); return
        }
        stage.log("tabBarController(_:animationControllerForTransitionFrom:to:)")
        guard
            let delegateAnimator = tabs.delegate?.tabBarController(
                tabs, animationControllerForTransitionFrom: from, to: to)
        else {
            instant()
            return
        }
        let (animator, interactor) = animators(
            animated: true, delegate: delegateAnimator, system: ImmediateAnimator(),
            interaction: { a in
                stage.log("tabBarController(_:interactionControllerFor:)")
                return tabs.delegate?.tabBarController(tabs, interactionControllerFor: a)
            })
        let ctx = TransitionContext(
            kind: .tabSwitch, container: container, from: from, to: to, fromView: fromView,
            toView: toView, style: .fullScreen, animated: true, animator: animator,
            interactor: interactor, stage: stage)
        ctx.finalize = { ok in
            if ok {
                fromView.removeFromSuperview()
                if toView.superview !== container { container.addSubview(toView) }
            } else {
                toView.removeFromSuperview()
                tabs.revertSelection(to: from)
                if fromView.superview !== container { container.addSubview(fromView) }
            }
            tabs.placeTabBar()
        }
        run(ctx, from: from, to: to, completion: nil)
        tabs.placeTabBar()
    }
}

extension UITabBarController {
    /// Selects `vc` again after a cancelled switch, without a transition.
    func revertSelection(to vc: UIViewController) {
        if let i = viewControllers?.firstIndex(where: { $0 === vc }) { setSelectionSilently(i) }
        placeTabBar()
    }
}
