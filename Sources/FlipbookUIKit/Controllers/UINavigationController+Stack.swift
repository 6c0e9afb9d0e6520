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
        for vc in new where vc.parent !== self { addChild(vc) }
        stack = new
        guard isViewLoaded, let container = transitionView else { return }
        if let top = topViewController, top !== oldTop {
            oldTop?.viewIfLoaded?.removeFromSuperview()
            let v: UIView = top.view
            v.frame = container.bounds
            if v.superview !== container { container.addSubview(v) }
        }
        placeBar()
    }
}
