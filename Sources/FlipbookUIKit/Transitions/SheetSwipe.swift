import Foundation
import FlipbookCore

/// A swipe on the sheet between its `.began` and its release.
struct SheetDrag {
    /// The sheet's top when the finger touched down, in points.
    var startTop: CGFloat
    /// Whether `isModalInPresentation` or the delegate refused the dismissal.
    var blocked: Bool
}

/// The swipe-down dismissal of the card sheet (SEMANTICS.md §15): a pan on the sheet that the
/// sheet follows 1:1 (rubber-banded above its largest detent, and everywhere when the
/// dismissal is refused), with the presenter's look following live; on release the projected
/// top picks a detent or the dismissal, and the sheet's spring finishes with the release speed.
extension UISheetPresentationController {
    /// The largest elastic stretch, in points.
    static let rubberBandLimit = 100.0
    /// The rubber band's stiffness factor.
    static let rubberBandFactor = 0.55

    /// Adds the swipe recognizer to the sheet (after a completed presentation).
    func installSwipe() {
        guard swipe == nil else { return }
        let pan = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.handleSwipe)
        sheetView.addGestureRecognizer(pan)
        swipe = pan
    }

    /// The displacement shown for a finger `x` points past where the sheet may go freely:
    /// e (1 - 1 / (0.55 x / e + 1)).
    static func rubberBand(_ x: CGFloat, limit e: CGFloat) -> CGFloat {
        guard e > 0, x > 0 else { return 0 }
        return e * (1 - 1 / (rubberBandFactor * x / e + 1))
    }

    /// The tops the sheet may rest at, top first, in the container's coordinates.
    var detentTops: [CGFloat] { resolvedDetents.map { containerSize.height - $0.height }.sorted() }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        guard let stage = Stage.current, isInstalled, containerView != nil else { return }
        switch pan.state {
        case .began:
            beginSwipe(stage)
        case .changed:
            if drag != nil { follow(pan.translation(in: nil).y) }
        case .ended, .cancelled:
            guard drag != nil else { return }
            follow(pan.translation(in: nil).y)
            release(velocity: pan.state == .ended ? pan.velocity(in: nil).y : 0, stage: stage)
        default:
            break
        }
    }

    private func beginSwipe(_ stage: Stage) {
        guard stage.activeTransition == nil else { return }
        var blocked = presentedViewController.isModalInPresentation
        if !blocked, let d = delegate {
            stage.log("presentationControllerShouldDismiss(_:)")
            blocked = !d.presentationControllerShouldDismiss(self)
        }
        if blocked {
            stage.log("presentationControllerDidAttemptToDismiss(_:)")
            delegate?.presentationControllerDidAttemptToDismiss(self)
        } else {
            stage.log("presentationControllerWillDismiss(_:)")
            delegate?.presentationControllerWillDismiss(self)
            presentedViewController.transitionRole = .beingDismissed
            presentedViewController.beginAppearanceTransition(false, animated: true)
            presentingViewController?.beginAppearanceTransition(true, animated: true)
        }
        drag = SheetDrag(startTop: sheetView.frame.minY, blocked: blocked)
    }

    /// The sheet's top for a finger moved `ty` points down since `.began`.
    func sheetTop(translation ty: CGFloat) -> CGFloat {
        guard let drag else { return sheetView.frame.minY }
        let top = detentTops.first ?? drag.startTop
        var y = drag.startTop + ty
        if y < top {
            let e = min(top - geometry.safeTop, Self.rubberBandLimit)
            y = top - Self.rubberBand(top - y, limit: e)
        } else if drag.blocked && y > drag.startTop {
            let e = min(containerSize.height - drag.startTop, Self.rubberBandLimit)
            y = drag.startTop + Self.rubberBand(y - drag.startTop, limit: e)
        }
        return y
    }

    private func follow(_ ty: CGFloat) {
        let y = sheetTop(translation: ty)
        let f = sheetView.frame
        layoutSheet(frame: CGRect(x: f.minX, y: y, width: f.width, height: f.height), chrome: chrome(sheetTop: y))
    }

    /// Where a release at top `y` with speed `v` (points per second, down positive) goes:
    /// speeds under 250 count as 0; the projected top y + 0.099 v picks the nearest detent top
    /// or the bottom of the screen (dismissal); from 1,000 pt/s on, one step further in the
    /// direction of the flick.
    func releaseTarget(top y: CGFloat, velocity v: CGFloat, blocked: Bool) -> (
        target: CGFloat, speed: CGFloat, flick: Bool
    ) {
        let speed = abs(v) < SheetPresentation.velocityFloor ? 0 : v
        if blocked { return (frameOfPresentedViewInContainerView.minY, speed, false) }
        let stops = detentTops + [containerSize.height]
        let projected = y + SheetPresentation.projection * speed
        var i = stops.indices.min { abs(stops[$0] - projected) < abs(stops[$1] - projected) } ?? 0
        let flick = abs(speed) >= SheetPresentation.flickSpeed
        if flick { i = min(max(i + (speed > 0 ? 1 : -1), 0), stops.count - 1) }
        return (stops[i], speed, flick)
    }

    private func release(velocity v: CGFloat, stage: Stage) {
        guard let drag else { return }
        self.drag = nil
        let y = sheetView.frame.minY
        let (target, speed, flick) = releaseTarget(top: y, velocity: v, blocked: drag.blocked)
        let v0 = abs(target - y) > 1e-9 ? speed / (target - y) : 0
        let spring = SheetPresentation.spring(velocity: v0, dampingRatio: flick ? SheetPresentation.flickDamping : 1)
        stage.log("sheet released at y = \(fmt(y)), \(fmt(speed)) pt/s: to y = \(fmt(target))")
        let size = containerSize
        if !drag.blocked && target >= size.height - 1e-9 {
            let live = chrome(sheetTop: y)
            let presenter = presentingViewController?.view
            stage.log("dismissalTransitionWillBegin()")
            transitionIsAnimated = true
            dismissalTransitionWillBegin()
            // Its animation starts from the live look; the finishing spring below (created
            // later, so it wins) starts from the same look, with the release speed.
            if let presenter {
                UIView.performWithoutAnimation { live.apply(presenter: presenter, overlay: dimmingView, size: size) }
            }
            let f = sheetView.frame
            UIView.animate(
                with: spring,
                animations: {
                    self.sheetView.frame = CGRect(x: f.minX, y: size.height, width: f.width, height: f.height)
                    if let presenter {
                        self.geometry.none.apply(presenter: presenter, overlay: self.dimmingView, size: size)
                    }
                }, completion: { _ in self.finishSwipeDismissal(stage) })
            return
        }
        if let id = resolvedDetents.first(where: { abs(size.height - $0.height - target) < 1e-9 })?.id,
            id != selectedDetentIdentifier, !drag.blocked
        {
            setSelectedDetentWithoutLayout(id)
        }
        let f = sheetView.frame
        let height = drag.blocked ? f.height : restingHeight
        UIView.animate(
            with: spring,
            animations: {
                self.layoutSheet(
                    frame: CGRect(x: f.minX, y: target, width: f.width, height: height),
                    chrome: self.chrome(sheetTop: target))
            },
            completion: { _ in
                guard !drag.blocked else { return }
                // The dismissal the swipe began did not happen: the appearance goes back.
                self.presentedViewController.transitionRole = .none
                self.presentingViewController?.endAppearanceTransition()
                self.presentingViewController?.beginAppearanceTransition(false, animated: true)
                self.presentingViewController?.endAppearanceTransition()
                self.presentedViewController.endAppearanceTransition()
                self.presentedViewController.beginAppearanceTransition(true, animated: true)
                self.presentedViewController.endAppearanceTransition()
            })
    }

    /// What a completed dismissal does (as `dismiss(animated:)`'s), then tells the delegate.
    private func finishSwipeDismissal(_ stage: Stage) {
        let presented = presentedViewController
        guard let presenter = presentingViewController else { return }
        sheetView.removeFromSuperview()
        let home = presenterHome ?? stage.window.transitionContainer
        if let pv = presenter.viewIfLoaded, pv.superview !== home { home.insertSubview(pv, at: presenterHomeIndex) }
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        PresentationSetup.didDismiss(self, completed: true, stage: stage)
        presented.endAppearanceTransition()
        presenter.endAppearanceTransition()
        presented.transitionRole = .none
        stage.log("presentationControllerDidDismiss(_:)")
        delegate?.presentationControllerDidDismiss(self)
    }
}
