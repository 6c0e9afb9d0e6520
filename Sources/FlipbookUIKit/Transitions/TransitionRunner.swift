import Foundation
import FlipbookCore

/// Starts presentations, dismissals, pushes and pops: finds the animator (the delegate's or
/// the system's), builds the context with the views SEMANTICS.md §6 prescribes, and says
/// what `completeTransition(_:)` does to the container for each kind.
enum TransitionRunner {
    /// The stage on this thread, or an error when a transition starts while another runs.
    static func stageForNewTransition(_ what: String) -> Stage? {
        guard let stage = Stage.current else { return nil }
        if let running = stage.activeTransition {
            stage.report(
                .transitionDuringTransition(
                    running: "\(running.kind.rawValue) with \(running.animatorName)",
                    requested: what, time: stage.now))
            return nil
        }
        return stage
    }

    /// A stage-less call (views used outside a recording): do the end state at once.
    private static func immediately(_ work: () -> Void) { work() }

    static func present(
        _ vc: UIViewController, from source: UIViewController, animated: Bool,
        completion: (() -> Void)?
    ) {
        let what = "present(\(String(describing: type(of: vc))))"
        guard let stage = stageForNewTransition(what) else {
            if Stage.current == nil { presentWithoutStage(vc, from: source, completion: completion) }
            return
        }
        let window = source.hostWindow ?? stage.window
        guard let presenter = window.topViewController else {
            stage.report(.invalidRequest(what: "\(what): the window has no root view controller", time: stage.now))
            return
        }
        if source.presentedViewController != nil || vc.presentingViewController != nil {
            stage.report(
                .invalidRequest(
                    what: "\(what): \(String(describing: type(of: source))) is already presenting a view controller",
                    time: stage.now))
            return
        }
        let pc = PresentationSetup.controller(for: vc, presenter: presenter, source: source, stage: stage)
        PresentationSetup.adapt(pc, stage: stage)
        if vc.transitioningDelegate != nil { stage.log("animationController(forPresented:presenting:source:)") }
        let delegateAnimator = vc.transitioningDelegate?.animationController(
            forPresented: vc, presenting: presenter, source: source)
        if refusesPartialCurl(vc, systemRuns: delegateAnimator == nil && animated, what: what, stage: stage) {
            vc.storedPresentationController = nil
            return
        }
        let style = pc.presentationStyle
        let pv0: UIView = presenter.view
        let home = pv0.superview ?? window.transitionContainer
        pc.presenterHome = home
        pc.presenterHomeIndex = home.subviews.firstIndex(of: pv0) ?? 0
        // SEMANTICS.md §13: .custom, the .over styles and the sheets run in a container of their
        // own above the presenting view, which stays unless shouldRemovePresentersView; so does
        // any presentation over a controller that is itself shown in such a container.
        let ownContainer = PresentationSetup.hasOwnContainer(style) || home !== window.transitionContainer
        let container = ownContainer ? PresentationSetup.installContainer(pc, in: window) : home
        if !ownContainer { pc.containerView = home }
        let keeps = PresentationSetup.hasOwnContainer(style) && !pc.shouldRemovePresentersView
        let fromView: UIView? = keeps ? nil : presenter.view
        let toView: UIView = ownContainer ? (pc.presentedView ?? vc.view) : vc.view
        presenter.presentedViewController = vc
        vc.presentingViewController = presenter
        let (animator, interactor) = animators(
            animated: animated, delegate: delegateAnimator,
            system: SheetPresentation.isSheetStyle(style)
                ? SheetAnimator(presenting: true)
                : SystemTransitionAnimator(.present, style: vc.modalTransitionStyle),
            interaction: { a in
                stage.log("interactionControllerForPresentation(using:)")
                return vc.transitioningDelegate?.interactionControllerForPresentation(using: a)
            })
        let ctx = TransitionContext(
            kind: .present, container: container, from: presenter, to: vc,
            fromView: fromView, toView: toView, style: style, animated: animated,
            animator: animator, interactor: interactor, stage: stage)
        if ownContainer { ctx.presentedFrame = { pc.frameOfPresentedViewInContainerView } }
        pc.transitionIsAnimated = animated
        ctx.beforeAnimator = { PresentationSetup.willPresent(pc, stage: stage) }
        ctx.finalize = { ok in
            if ok {
                if !keeps { fromView?.removeFromSuperview() }
                if toView.superview !== container { container.addSubview(toView) }
            } else {
                toView.removeFromSuperview()
                presenter.presentedViewController = nil
                vc.presentingViewController = nil
                if pv0.superview !== home { home.insertSubview(pv0, at: pc.presenterHomeIndex) }
            }
            PresentationSetup.didPresent(pc, completed: ok, stage: stage)
        }
        run(ctx, from: presenter, to: vc, completion: completion)
    }

    static func dismiss(from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // UIKit: a controller that presents (itself or through an ancestor) dismisses what it
        // presents; otherwise the dismissal is that of the nearest presented controller up the
        // parent chain (a content controller inside a presented navigation controller
        // dismisses the navigation controller).
        let presented: UIViewController
        if let p = source.presentedViewController {
            presented = p
        } else if let p = source.firstUp({ $0.presentingLink == nil ? nil : $0 }) {
            presented = p
        } else {
            Stage.current?.report(
                .invalidRequest(
                    what:
                        "dismiss(animated:) on \(String(describing: type(of: source))), which neither presents nor is presented",
                    time: Stage.current?.now ?? 0))
            return
        }
        let what = "dismiss(\(String(describing: type(of: presented))))"
        guard let stage = stageForNewTransition(what), let presenter = presented.presentingViewController else {
            if Stage.current == nil, let presenter = presented.presentingViewController {
                if let pc = presented.storedPresentationController { PresentationSetup.dismissAtOnce(pc) }
                presenter.presentedViewController = nil; presented.presentingViewController = nil
                completion?()
            }
            return
        }
        if presented.presentedViewController != nil {
            stage.report(
                .invalidRequest(
                    what: "\(what): it presents another view controller; dismiss that one first", time: stage.now))
            return
        }
        let window = presented.hostWindow ?? stage.window
        let pc =
            presented.storedPresentationController
            ?? PresentationSetup.makeController(for: presented, presenting: presenter)
        let home = pc.presenterHome ?? window.transitionContainer
        let ownContainer = pc.containerView != nil && pc.containerView !== window.transitionContainer
        let container = ownContainer ? pc.containerView! : home
        let keeps =
            ownContainer && PresentationSetup.hasOwnContainer(pc.presentationStyle) && !pc.shouldRemovePresentersView
        let style = pc.presentationStyle
        let fromView: UIView = ownContainer ? (pc.presentedView ?? presented.view) : presented.view
        let toView: UIView? = keeps ? nil : presenter.view
        if presented.transitioningDelegate != nil { stage.log("animationController(forDismissed:)") }
        let delegateAnimator = presented.transitioningDelegate?.animationController(forDismissed: presented)
        if refusesPartialCurl(presented, systemRuns: delegateAnimator == nil && animated, what: what, stage: stage) {
            return
        }
        // A presenter that left the window (shouldRemovePresentersView) comes back under the
        // container before the dismissal runs.
        if ownContainer, let tv = toView, tv.superview !== home { home.insertSubview(tv, at: pc.presenterHomeIndex) }
        let (animator, interactor) = animators(
            animated: animated, delegate: delegateAnimator,
            system: SheetPresentation.isSheetStyle(style) && ownContainer
                ? SheetAnimator(presenting: false)
                : SystemTransitionAnimator(.dismiss, style: presented.modalTransitionStyle),
            interaction: { a in
                stage.log("interactionControllerForDismissal(using:)")
                return presented.transitioningDelegate?.interactionControllerForDismissal(using: a)
            })
        let ctx = TransitionContext(
            kind: .dismiss, container: container, from: presented, to: presenter,
            fromView: fromView, toView: toView, style: style, animated: animated,
            animator: animator, interactor: interactor, stage: stage)
        if ownContainer { ctx.presentedFrame = { pc.frameOfPresentedViewInContainerView } }
        pc.transitionIsAnimated = animated
        ctx.beforeAnimator = { PresentationSetup.willDismiss(pc, stage: stage) }
        ctx.finalize = { ok in
            if ok {
                fromView.removeFromSuperview()
                // UIKit puts the presenting view back after a full-screen dismissal.
                let pv: UIView = presenter.view
                if pv.superview !== home { home.insertSubview(pv, at: ownContainer ? pc.presenterHomeIndex : 0) }
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
            } else {
                if !keeps { toView?.removeFromSuperview() }
                if fromView.superview !== container { container.addSubview(fromView) }
            }
            PresentationSetup.didDismiss(pc, completed: ok, stage: stage)
        }
        run(ctx, from: presented, to: presenter, completion: completion)
    }

    static func push(_ vc: UIViewController, on nav: UINavigationController, animated: Bool) {
        let what = "pushViewController(\(String(describing: type(of: vc))))"
        guard let from = nav.topViewController else { return }
        guard let stage = stageForNewTransition(what) else {
            if Stage.current == nil {
                nav.stack.append(vc); nav.addChild(vc)
                let v: UIView = vc.view
                let container = nav.installTransitionView()
                v.frame = container.bounds
                container.addSubview(v); from.viewIfLoaded?.removeFromSuperview()
            }
            return
        }
        nav.stack.append(vc)
        nav.addChild(vc)
        let ctx = navigationContext(.push, nav: nav, from: from, to: vc, animated: animated, stage: stage)
        let (container, fromView, toView) = (ctx.containerView, from.view!, vc.view!)
        ctx.finalize = { ok in
            if ok {
                fromView.removeFromSuperview()
                if toView.superview !== container { container.addSubview(toView) }
                nav.delegate?.navigationController(nav, didShow: vc, animated: animated)
            } else {
                toView.removeFromSuperview()
                nav.stack.removeAll { $0 === vc }
                vc.removeFromParent()
                if fromView.superview !== container { container.addSubview(fromView) }
                nav.barDidCancel()
            }
        }
        nav.barWillTransition(push: true, context: ctx)
        run(ctx, from: from, to: vc, completion: nil)
    }

    static func pop(on nav: UINavigationController, animated: Bool) {
        guard nav.viewControllers.count > 1 else { return }
        let from = nav.viewControllers[nav.viewControllers.count - 1]
        let to = nav.viewControllers[nav.viewControllers.count - 2]
        let what = "popViewController(\(String(describing: type(of: from))))"
        guard let stage = stageForNewTransition(what) else {
            if Stage.current == nil {
                nav.stack.removeLast(); from.removeFromParent()
                let v: UIView = to.view
                nav.installTransitionView().addSubview(v); from.viewIfLoaded?.removeFromSuperview()
            }
            return
        }
        nav.stack.removeLast()
        let ctx = navigationContext(.pop, nav: nav, from: from, to: to, animated: animated, stage: stage)
        let (container, fromView, toView) = (ctx.containerView, from.view!, to.view!)
        ctx.finalize = { ok in
            if ok {
                fromView.removeFromSuperview()
                from.removeFromParent()
                if toView.superview !== container { container.insertSubview(toView, at: 0) }
                nav.delegate?.navigationController(nav, didShow: to, animated: animated)
            } else {
                toView.removeFromSuperview()
                nav.stack.append(from)
                if fromView.superview !== container { container.addSubview(fromView) }
                nav.barDidCancel()
            }
        }
        nav.barWillTransition(push: false, context: ctx)
        run(ctx, from: from, to: to, completion: nil)
    }

    /// The context of a push or pop: the delegate's animator and interaction controller, or
    /// the system slide, in the navigation controller's transition view (below its bar, as in
    /// UIKit); tells the delegate `willShow`.
    private static func navigationContext(
        _ kind: TransitionContext.Kind, nav: UINavigationController,
        from: UIViewController, to: UIViewController, animated: Bool,
        stage: Stage
    ) -> TransitionContext {
        let operation: UINavigationController.Operation = kind == .push ? .push : .pop
        let delegateAnimator = nav.delegate?.navigationController(
            nav, animationControllerFor: operation, from: from, to: to)
        let (animator, interactor) = animators(
            animated: animated, delegate: delegateAnimator,
            system: SystemTransitionAnimator(kind == .push ? .push : .pop, style: .coverVertical),
            systemInteraction: kind == .pop ? nav.systemPopInteraction : nil,
            interaction: { nav.delegate?.navigationController(nav, interactionControllerFor: $0) })
        nav.delegate?.navigationController(nav, willShow: to, animated: animated)
        return TransitionContext(
            kind: kind, container: nav.installTransitionView(), from: from, to: to, fromView: from.view,
            toView: to.view, style: .fullScreen, animated: animated, animator: animator,
            interactor: interactor, stage: stage)
    }

    /// Reports `.partialCurl` when the system transition would run it (Flipbook draws no
    /// page curl); true when it did, and the transition must not start.
    private static func refusesPartialCurl(_ vc: UIViewController, systemRuns: Bool, what: String, stage: Stage) -> Bool
    {
        guard systemRuns && vc.modalTransitionStyle == .partialCurl else { return false }
        stage.report(
            .unsupported(
                what:
                    "\(what): modalTransitionStyle .partialCurl is not drawn by Flipbook (it needs a page-curl mesh); use .coverVertical, .crossDissolve or .flipHorizontal",
                time: stage.now))
        return true
    }

    /// The animator to run and its interaction controller: without animation, the end state
    /// at once; else the delegate's animator, with the interaction controller the delegate
    /// gives for it; else UIKit's own transition, interactive only when driven by the
    /// navigation controller's own edge pan (`systemInteraction`).
    static func animators(
        animated: Bool, delegate: UIViewControllerAnimatedTransitioning?,
        system: @autoclosure () -> UIViewControllerAnimatedTransitioning,
        systemInteraction: UIViewControllerInteractiveTransitioning? = nil,
        interaction: (UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    ) -> (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning?) {
        guard animated else { return (ImmediateAnimator(), nil) }
        guard let animator = delegate else { return (system(), systemInteraction) }
        return (animator, interaction(animator))
    }

    static func run(
        _ ctx: TransitionContext, from: UIViewController, to: UIViewController,
        completion: (() -> Void)?
    ) {
        ctx.userCompletion = completion
        switch ctx.kind {
        case .present: to.transitionRole = .beingPresented
        case .dismiss: from.transitionRole = .beingDismissed
        case .push: to.transitionRole = .movingToParent
        case .pop: from.transitionRole = .movingFromParent
        case .tabSwitch: break
        }
        // Set before the appearance callbacks: `transitionCoordinator` is non-nil from
        // `viewWillAppear` on (SEMANTICS.md §12).
        ctx.stage.activeTransition = ctx
        from.beginAppearanceTransition(false, animated: ctx.isAnimated)
        to.beginAppearanceTransition(true, animated: ctx.isAnimated)
        ctx.start()
    }

    private static func presentWithoutStage(
        _ vc: UIViewController, from source: UIViewController,
        completion: (() -> Void)?
    ) {
        guard let window = source.hostWindow, let presenter = window.topViewController else { return }
        presenter.presentedViewController = vc
        vc.presentingViewController = presenter
        if PresentationSetup.presentAtOnce(vc, presenter: presenter, source: source, in: window) {
            completion?(); return
        }
        let v: UIView = vc.view
        v.frame = window.transitionContainer.bounds
        if !vc.modalPresentationStyle.keepsPresentingView { presenter.viewIfLoaded?.removeFromSuperview() }
        window.transitionContainer.addSubview(v)
        completion?()
    }
}

/// The animator for `animated: false`: the to view at its final frame at once.
final class ImmediateAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        if let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) {
            to.frame = ctx.finalFrame(for: toVC)
            if to.superview !== ctx.containerView { ctx.containerView.addSubview(to) }
        }
        ctx.completeTransition(true)
    }
}
