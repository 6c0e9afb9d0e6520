import Foundation

/// What presentations with a presentation controller add to `TransitionRunner`
/// (SEMANTICS.md §13): which controller a presentation gets, which style it ends up with,
/// the container of its own, and the callbacks in UIKit's order, each logged in the
/// timeline's events so that tests can assert the order.
enum PresentationSetup {
    /// A new controller of the kind `vc`'s style calls for (none is asked of a delegate).
    static func makeController(for vc: UIViewController, presenting: UIViewController?) -> UIPresentationController {
        if SheetPresentation.isSheetStyle(SheetPresentation.resolved(vc.modalPresentationStyle, stage: Stage.current)) {
            return UISheetPresentationController(presentedViewController: vc, presenting: presenting)
        }
        return UIPresentationController(presentedViewController: vc, presenting: presenting)
    }

    /// The controller a presentation of `vc` uses: for `.custom`, the transitioning
    /// delegate's (a plain one when it returns nil), asked anew each time; otherwise the one
    /// made on an earlier access of `presentationController`, or a new one.
    static func controller(
        for vc: UIViewController, presenter: UIViewController, source: UIViewController,
        stage: Stage
    ) -> UIPresentationController {
        let pc: UIPresentationController
        if vc.modalPresentationStyle == .custom {
            stage.log("presentationController(forPresented:presenting:source:)")
            pc =
                vc.transitioningDelegate?.presentationController(
                    forPresented: vc, presenting: presenter, source: source)
                ?? UIPresentationController(presentedViewController: vc, presenting: presenter)
        } else if let made = vc.storedPresentationController,
            made is UISheetPresentationController
                == SheetPresentation.isSheetStyle(SheetPresentation.resolved(vc.modalPresentationStyle, stage: stage))
        {
            pc = made
        } else if let made = vc.storedPresentationController {
            // Made off stage for another style (an .automatic read before the stage asked for
            // sheets): a controller of the right kind takes over its delegate.
            pc = makeController(for: vc, presenting: presenter)
            pc.delegate = made.delegate
        } else {
            pc = makeController(for: vc, presenting: presenter)
        }
        pc.presentingViewController = presenter
        pc.presentationStyle = SheetPresentation.resolved(vc.modalPresentationStyle, stage: stage)
        vc.storedPresentationController = pc
        return pc
    }

    /// The style the presentation runs with: the resolved style, or the one the controller's
    /// delegate picks in `adaptivePresentationStyle(for:)` (Flipbook's phone is always
    /// compact in width); `.none` or the same style keeps it.
    static func adapt(_ pc: UIPresentationController, stage: Stage) {
        guard let delegate = pc.delegate else { return }
        stage.log("adaptivePresentationStyle(for:)")
        let adapted = delegate.adaptivePresentationStyle(for: pc)
        guard adapted != .none, adapted != pc.presentationStyle else { return }
        pc.presentationStyle = SheetPresentation.resolved(adapted, stage: stage)
    }

    /// Whether a style runs in a container of its own above the presenting view, which stays
    /// in the window (SEMANTICS.md §13, §15).
    static func hasOwnContainer(_ style: UIModalPresentationStyle) -> Bool {
        style.keepsPresentingView || SheetPresentation.isSheetStyle(style)
    }

    /// Adds a container view of the window's size on top of the window.
    static func installContainer(_ pc: UIPresentationController, in window: UIWindow) -> UIView {
        let container = UIView(frame: window.bounds)
        container.accessibilityIdentifier = "presentation.container"
        window.addSubview(container)
        pc.containerView = container
        return container
    }

    /// The presentation's callbacks before the animator runs.
    static func willPresent(_ pc: UIPresentationController, stage: Stage) {
        stage.log("presentationTransitionWillBegin()")
        pc.presentationTransitionWillBegin()
        stage.log("containerViewWillLayoutSubviews()")
        pc.containerViewWillLayoutSubviews()
        stage.log("containerViewDidLayoutSubviews()")
        pc.containerViewDidLayoutSubviews()
    }

    /// The presentation's callback after `completeTransition(_:)`; a cancelled presentation
    /// then takes its container out of the window.
    static func didPresent(_ pc: UIPresentationController, completed: Bool, stage: Stage) {
        stage.log("presentationTransitionDidEnd(\(completed))")
        pc.presentationTransitionDidEnd(completed)
        if !completed { removeContainer(pc) }
    }

    /// The dismissal's callback before the animator runs.
    static func willDismiss(_ pc: UIPresentationController, stage: Stage) {
        stage.log("dismissalTransitionWillBegin()")
        pc.dismissalTransitionWillBegin()
    }

    /// The dismissal's callback after `completeTransition(_:)`; a completed dismissal then
    /// takes the container out of the window.
    static func didDismiss(_ pc: UIPresentationController, completed: Bool, stage: Stage) {
        stage.log("dismissalTransitionDidEnd(\(completed))")
        pc.dismissalTransitionDidEnd(completed)
        if completed { removeContainer(pc) }
    }

    private static func removeContainer(_ pc: UIPresentationController) {
        if let c = pc.containerView, c !== c.window?.transitionContainer { c.removeFromSuperview() }
        pc.containerView = nil
        if pc.presentedViewController.storedPresentationController === pc {
            pc.presentedViewController.storedPresentationController = nil
        }
    }

    // MARK: - Off stage

    /// A presentation with a container of its own made with no stage recording: the end state
    /// at once, with the presentation controller's callbacks; false for the other styles.
    static func presentAtOnce(
        _ vc: UIViewController, presenter: UIViewController, source: UIViewController,
        in window: UIWindow
    ) -> Bool {
        let style = SheetPresentation.resolved(vc.modalPresentationStyle, stage: nil)
        guard hasOwnContainer(style) else { return false }
        let pc: UIPresentationController
        if style == .custom {
            pc =
                vc.transitioningDelegate?.presentationController(
                    forPresented: vc, presenting: presenter, source: source)
                ?? UIPresentationController(presentedViewController: vc, presenting: presenter)
        } else {
            pc = vc.storedPresentationController ?? makeController(for: vc, presenting: presenter)
        }
        pc.presentingViewController = presenter
        pc.presentationStyle = style
        vc.storedPresentationController = pc
        let pv: UIView = presenter.view
        pc.presenterHome = pv.superview ?? window.transitionContainer
        pc.presenterHomeIndex = pc.presenterHome?.subviews.firstIndex(of: pv) ?? 0
        let container = installContainer(pc, in: window)
        let v: UIView = pc.presentedView ?? vc.view
        pc.presentationTransitionWillBegin()
        pc.containerViewWillLayoutSubviews()
        v.frame = pc.frameOfPresentedViewInContainerView
        if v.superview !== container { container.addSubview(v) }
        pc.containerViewDidLayoutSubviews()
        pc.presentationTransitionDidEnd(true)
        if pc.shouldRemovePresentersView { pv.removeFromSuperview() }
        return true
    }

    /// The dismissal made with no stage recording: the callbacks, the presenting view back,
    /// the container gone.
    static func dismissAtOnce(_ pc: UIPresentationController) {
        guard let container = pc.containerView, container !== container.window?.transitionContainer else { return }
        pc.dismissalTransitionWillBegin()
        pc.presentedView?.removeFromSuperview()
        if let home = pc.presenterHome, let pv = pc.presentingViewController?.viewIfLoaded, pv.superview !== home {
            home.insertSubview(pv, at: pc.presenterHomeIndex)
        }
        pc.dismissalTransitionDidEnd(true)
        removeContainer(pc)
    }
}
