import Foundation
import FlipbookCore

/// UIKit's own transitions, run when a delegate supplies no animator (SEMANTICS.md §9), all
/// on the system spring for exactly 0.5 s.
final class SystemTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Operation { case present, dismiss, push, pop }

    let operation: Operation
    let style: UIModalTransitionStyle

    /// The eye distance of the flip's perspective, in points (shared with
    /// `UIView.transition`'s flips).
    static let flipEyeDistance = LayerTransitionStyle.flipEyeDistance
    /// The share of the width the covered view keeps in view on push: it ends at
    /// x = -(W - round(0.7 W)).
    static let parallaxShare = 0.7
    /// The dimming overlay's alpha over the covered view.
    static let dimmingAlpha = 0.1

    init(_ operation: Operation, style: UIModalTransitionStyle) {
        self.operation = operation; self.style = style
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        MassSpring.system.duration
    }

    /// Whether the running transition is driven by the navigation controller's edge pan.
    private var interactive = false

    private func animate(_ changes: @escaping () -> Void, completion: @escaping () -> Void) {
        if interactive {
            // Driven by a finger, the views follow it 1:1: linear in the percent (**chosen**).
            UIView.animate(
                withDuration: MassSpring.system.duration, delay: 0, options: [.curveLinear], animations: changes,
                completion: { _ in completion() })
            return
        }
        UIView.animate(with: .system, animations: changes, completion: { _ in completion() })
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromVC = ctx.viewController(forKey: .from), let toVC = ctx.viewController(forKey: .to) else { return }
        interactive = ctx.isInteractive
        let container = ctx.containerView
        let fromView: UIView = ctx.view(forKey: .from) ?? fromVC.view
        let toView: UIView = ctx.view(forKey: .to) ?? toVC.view
        let bounds = container.bounds
        let settings = container.window?.settings ?? StageSettings.effective
        // Reduce Motion (with cross-fades preferred): the slides and the cover become the
        // cross-dissolve (SEMANTICS.md §18).
        if settings.isReduceMotionEnabled && style != .flipHorizontal {
            dissolve(ctx, container: container, fromView: fromView, toView: toView, bounds: bounds)
            return
        }
        switch (operation, style) {
        case (.push, _), (.pop, _):
            slide(
                ctx, container: container, fromView: fromView, toView: toView, bounds: bounds, push: operation == .push)
        case (.present, .crossDissolve), (.dismiss, .crossDissolve):
            dissolve(ctx, container: container, fromView: fromView, toView: toView, bounds: bounds)
        case (.present, .flipHorizontal), (.dismiss, .flipHorizontal):
            flip(ctx, container: container, fromView: fromView, toView: toView, bounds: bounds)
        default:
            cover(ctx, container: container, fromView: fromView, toView: toView, bounds: bounds)
        }
    }

    /// Navigation push and pop: the parallax slide with a black dimming overlay above the
    /// covered view, moving with it.
    private func slide(
        _ ctx: UIViewControllerContextTransitioning, container: UIView, fromView: UIView,
        toView: UIView, bounds: CGRect, push: Bool
    ) {
        // Right to left the slide is mirrored: the new screen comes in from the left edge.
        let rtl = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let w = rtl ? -bounds.width : bounds.width
        let parallax = -(w - (SystemTransitionAnimator.parallaxShare * w).rounded())
        let covered = push ? fromView : toView
        let top = push ? toView : fromView
        let overlay = UIView(frame: bounds)
        overlay.accessibilityIdentifier = "system.dimming"
        overlay.backgroundColor = .black
        if push {
            toView.frame = bounds.offsetBy(dx: w, dy: 0)
            container.addSubview(toView)
        } else {
            toView.frame = bounds.offsetBy(dx: parallax, dy: 0)
            container.insertSubview(toView, belowSubview: fromView)
        }
        overlay.frame = covered.frame
        overlay.alpha = push ? 0 : SystemTransitionAnimator.dimmingAlpha
        container.insertSubview(overlay, aboveSubview: covered)
        animate(
            {
                if push {
                    toView.frame = bounds
                    fromView.frame = bounds.offsetBy(dx: parallax, dy: 0)
                    overlay.frame = fromView.frame
                    overlay.alpha = SystemTransitionAnimator.dimmingAlpha
                } else {
                    fromView.frame = bounds.offsetBy(dx: w, dy: 0)
                    toView.frame = bounds
                    overlay.frame = bounds
                    overlay.alpha = 0
                }
            },
            completion: {
                overlay.removeFromSuperview()
                if ctx.transitionWasCancelled {
                    top.frame = push ? bounds.offsetBy(dx: w, dy: 0) : bounds
                } else {
                    covered.frame = push ? bounds.offsetBy(dx: parallax, dy: 0) : bounds
                }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
    }

    /// Cover vertical: the presented view rises from the bottom, or falls away on dismissal.
    private func cover(
        _ ctx: UIViewControllerContextTransitioning, container: UIView, fromView: UIView,
        toView: UIView, bounds: CGRect
    ) {
        // The presented view rests on the presentation controller's frame
        // (`frameOfPresentedViewInContainerView`, the bounds when full screen) and moves
        // between it and the same frame with its top at the container's bottom edge.
        let h = bounds.height
        if operation == .present, let toVC = ctx.viewController(forKey: .to) {
            let shown = ctx.finalFrame(for: toVC)
            toView.frame = shown.offsetBy(dx: 0, dy: h - shown.minY)
            container.addSubview(toView)
            animate({ toView.frame = shown }, completion: { ctx.completeTransition(!ctx.transitionWasCancelled) })
        } else {
            let shown = ctx.viewController(forKey: .from).map { ctx.initialFrame(for: $0) } ?? bounds
            if toView.superview !== container { container.insertSubview(toView, at: 0) }
            toView.frame = bounds
            animate(
                { fromView.frame = shown.offsetBy(dx: 0, dy: h - shown.minY) },
                completion: { ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
    }

    /// Cross dissolve: both alphas at once, applied per layer rather than as a group.
    private func dissolve(
        _ ctx: UIViewControllerContextTransitioning, container: UIView, fromView: UIView,
        toView: UIView, bounds: CGRect
    ) {
        toView.frame = bounds
        if operation == .present || operation == .push {
            container.addSubview(toView)
        } else if toView.superview !== container {
            container.insertSubview(toView, belowSubview: fromView)
        }
        fromView.layer.allowsGroupOpacity = false
        toView.layer.allowsGroupOpacity = false
        toView.alpha = 0
        animate(
            {
                toView.alpha = 1
                fromView.alpha = 0
            },
            completion: {
                fromView.layer.allowsGroupOpacity = true
                toView.layer.allowsGroupOpacity = true
                fromView.alpha = 1
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
    }

    /// Flip horizontal: a half turn about the vertical axis through the container's centre,
    /// the from view the front face, the to view the back; right-to-left when presenting.
    private func flip(
        _ ctx: UIViewControllerContextTransitioning, container: UIView, fromView: UIView,
        toView: UIView, bounds: CGRect
    ) {
        toView.frame = bounds
        if operation == .present {
            container.addSubview(toView)
        } else if toView.superview !== container {
            container.insertSubview(toView, belowSubview: fromView)
        }
        // Presenting turns the right edge towards the viewer: negative angles about y.
        let sign: Double = operation == .present ? -1 : 1
        let m34 = -1 / SystemTransitionAnimator.flipEyeDistance
        for v in [fromView, toView] { v.layer.isDoubleSided = false }
        guard let stage = Stage.current else { ctx.completeTransition(true); return }
        let clock = stage.currentClock
        let begin = stage.localNow(clock)
        let spring = MassSpring.system
        stage.addAnimation(
            PropertyAnimation(
                layer: fromView.layer.layerID,
                change: .rotation(axis: .y, from: 0, to: sign * .pi, m34: m34),
                begin: begin, duration: spring.duration, timing: .spring(spring), clock: clock))
        stage.addAnimation(
            PropertyAnimation(
                layer: toView.layer.layerID,
                change: .rotation(axis: .y, from: -sign * .pi, to: 0, m34: m34),
                begin: begin, duration: spring.duration, timing: .spring(spring), clock: clock))
        stage.scheduleCompletion(clock: clock, localEnd: begin + spring.duration) {
            for v in [fromView, toView] { v.layer.isDoubleSided = true; v.layer.transform = CATransform3DIdentity }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

extension Stage {
    /// Adds a recorded animation directly (for value-function animations UIView.animate
    /// cannot express, such as the flip's rotation about y).
    func addAnimation(_ a: PropertyAnimation) { animations.append(a) }
}
