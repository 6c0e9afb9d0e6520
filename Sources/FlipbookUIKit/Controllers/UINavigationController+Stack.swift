import Foundation

extension UINavigationController {
    /// The stack becomes `new`: leaving controllers are no longer children (their views leave
    /// the transition view), arriving ones become children, and a loaded view shows the new
    /// top and its bar items at once.
    func replaceStack(with new: [UIViewController]) {
        let oldTop = topViewController
        for vc in stack where !new.contains(where: { $0 === vc }) {
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        stack = new
        for vc in new where vc.parent !== self { addChild(vc) }
        guard isViewLoaded, let top = topViewController else { return }
        if oldTop !== top { oldTop?.viewIfLoaded?.removeFromSuperview() }
        let container = installTransitionView()
        let v: UIView = top.view
        v.frame = container.bounds
        if v.superview !== container { container.addSubview(v) }
        placeBar()
    }
}
