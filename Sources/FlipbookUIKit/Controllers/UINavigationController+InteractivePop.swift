import Foundation

extension UINavigationController {
    /// The edge pan that pops the top controller interactively with UIKit's own slide
    /// (`interactivePopGestureRecognizer`): a `UIScreenEdgePanGestureRecognizer` on the
    /// navigation controller's view for its leading edge (the left one, the right one when the
    /// view's layout direction is right to left), made and attached on first use, so that
    /// stacks that never ask for it keep only their own recognizers (SEMANTICS.md §18). It acts
    /// only when the delegate supplies no animator and there is something to pop.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        if let g = systemPopGesture { return g }
        let g = UIScreenEdgePanGestureRecognizer(handler: { [weak self] g in
            self?.handleSystemPop(g as! UIScreenEdgePanGestureRecognizer)
        })
        g.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        view.addGestureRecognizer(g)
        systemPopGesture = g
        return g
    }

    /// A release finishes the pop past half the width, or on a flick in the pop's direction
    /// faster than this, in points per second (**chosen**).
    static let systemPopFlickSpeed: CGFloat = 300

    private func handleSystemPop(_ g: UIScreenEdgePanGestureRecognizer) {
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let sign: CGFloat = rtl ? -1 : 1
        let width = max(view.bounds.width, 1)
        let percent = min(max(sign * g.translation(in: view).x / width, 0), 1)
        switch g.state {
        case .began:
            guard viewControllers.count > 1,
                delegate?.navigationController(
                    self, animationControllerFor: .pop, from: viewControllers[viewControllers.count - 1],
                    to: viewControllers[viewControllers.count - 2]) == nil
            else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            systemPopInteraction = interaction
            popViewController(animated: true)
        case .changed:
            systemPopInteraction?.update(percent)
        case .ended:
            guard let interaction = systemPopInteraction else { return }
            systemPopInteraction = nil
            let speed = sign * g.velocity(in: view).x
            if percent > 0.5 || speed > Self.systemPopFlickSpeed { interaction.finish() } else { interaction.cancel() }
        case .cancelled, .failed:
            systemPopInteraction?.cancel()
            systemPopInteraction = nil
        default:
            break
        }
    }
}
