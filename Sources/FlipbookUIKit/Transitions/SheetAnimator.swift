import Foundation
import FlipbookCore

/// UIKit's own card-sheet transition (SEMANTICS.md §15), run when a `.pageSheet` or
/// `.formSheet` presentation has no animator of the delegate's: the sheet rises from below
/// the screen to its resting frame, or falls back below it, on the sheet's spring for exactly
/// 0.4 s. The presenter's look moves with it from the sheet controller's will-begin callbacks.
/// Under Reduce Motion the sheet fades in place instead.
final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SheetPresentation.duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let height = container.bounds.height
        let spring = SheetPresentation.spring()
        let settings = container.window?.settings ?? StageSettings.effective
        if settings.isReduceMotionEnabled {
            fade(ctx, container: container, spring: spring)
            return
        }
        if presenting {
            guard let sheet = ctx.view(forKey: .to), let vc = ctx.viewController(forKey: .to) else {
                ctx.completeTransition(false); return
            }
            let final = ctx.finalFrame(for: vc)
            sheet.frame = final.offsetBy(dx: 0, dy: height - final.minY)
            if sheet.superview !== container { container.addSubview(sheet) }
            UIView.animate(
                with: spring, animations: { sheet.frame = final },
                completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        } else {
            guard let sheet = ctx.view(forKey: .from) else { ctx.completeTransition(false); return }
            let f = sheet.frame
            UIView.animate(
                with: spring, animations: { sheet.frame = f.offsetBy(dx: 0, dy: height - f.minY) },
                completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
    }

    /// Under Reduce Motion the sheet does not travel: it fades in at its resting frame, or out
    /// where it is, on the same spring; the presenter's look moves as without it (SEMANTICS.md
    /// §18, **chosen**).
    private func fade(_ ctx: UIViewControllerContextTransitioning, container: UIView, spring: MassSpring) {
        if presenting {
            guard let sheet = ctx.view(forKey: .to), let vc = ctx.viewController(forKey: .to) else {
                ctx.completeTransition(false); return
            }
            sheet.frame = ctx.finalFrame(for: vc)
            sheet.alpha = 0
            if sheet.superview !== container { container.addSubview(sheet) }
            UIView.animate(
                with: spring, animations: { sheet.alpha = 1 },
                completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        } else {
            guard let sheet = ctx.view(forKey: .from) else { ctx.completeTransition(false); return }
            UIView.animate(
                with: spring, animations: { sheet.alpha = 0 },
                completion: { _ in
                    if ctx.transitionWasCancelled { sheet.alpha = 1 }
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
        }
    }
}
