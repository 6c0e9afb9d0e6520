import Foundation

/// Manages a presented controller's place on screen (`UIPresentationController`): the
/// container view, the presented view's frame, and the chrome around it (a dimming view,
/// for instance) through the presentation and dismissal callbacks (SEMANTICS.md §13).
///
/// `.custom` presentations get the one the transitioning delegate returns from
/// `presentationController(forPresented:presenting:source:)` (a plain one when it returns
/// nil); every other style gets a plain one, or a `UISheetPresentationController` for the
/// card sheet (SEMANTICS.md §15). Subclass it and override the members below, as in UIKit.
open class UIPresentationController: NSObject {
    /// The controller being presented (`presentedViewController`); not retained, as in UIKit.
    public unowned let presentedViewController: UIViewController
    /// The controller presenting it (`presentingViewController`); nil only before the
    /// presentation starts, for a controller made on first access of `presentationController`.
    public internal(set) weak var presentingViewController: UIViewController!
    /// The view the transition runs in (`containerView`); nil until the presentation starts.
    /// For `.custom`, `.overFullScreen`, `.overCurrentContext` and the sheets it is a view of
    /// the window's size above the presenting view; it leaves the window when the dismissal
    /// completes.
    public internal(set) var containerView: UIView?
    /// Receives the adaptivity and sheet-dismissal callbacks (`delegate`).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The size the presented content would like, in points (`preferredContentSize`;
    /// default: the presented controller's `preferredContentSize`); stored, not used for layout.
    open var preferredContentSize: CGSize {
        get { storedPreferredContentSize ?? presentedViewController.preferredContentSize }
        set { storedPreferredContentSize = newValue }
    }
    private var storedPreferredContentSize: CGSize?
    /// The style this controller presents with (`presentationStyle`): the presented
    /// controller's `modalPresentationStyle` as resolved at presentation time.
    open internal(set) var presentationStyle: UIModalPresentationStyle
    /// Whether the controller is between the start of its presentation and the end of its
    /// dismissal (Flipbook's bookkeeping, not UIKit API).
    var isInstalled = false
    /// Where the presenting view was when the presentation started, and at which index: it
    /// goes back there (the window's own container, or the container of the presentation that
    /// shows the presenter, such as a sheet).
    weak var presenterHome: UIView?
    /// Whether the running presentation or dismissal is animated (`present(_:animated:)`).
    var transitionIsAnimated = true
    var presenterHomeIndex = 0
    /// Called when the presentation's traits changed (`traitCollectionDidChange(_:)`).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The traits last seen, for `traitCollectionDidChange(_:)`.
    var lastTraits: UITraitCollection?
    /// Traits laid over the presented content's (`overrideTraitCollection`; default nil).
    open var overrideTraitCollection: UITraitCollection? {
        didSet { presentedViewController.viewIfLoaded?.traitsMayHaveChanged() }
    }

    /// Creates a presentation controller (`init(presentedViewController:presenting:)`);
    /// override it in subclasses and call `super`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        presentationStyle = presentedViewController.modalPresentationStyle
        super.init()
    }

    /// The view that is animated in and out (`presentedView`); default: the presented
    /// controller's view. A subclass may return a wrapper holding it.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view sits in the container at the end of the presentation, in the
    /// container's coordinates (`frameOfPresentedViewInContainerView`); default: the
    /// container's bounds (`.zero` before there is a container). The context's
    /// `finalFrame(for:)` of the presented controller returns it.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting view leaves the window once the presentation completes
    /// (`shouldRemovePresentersView`); default false: it stays under the container.
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole screen (`shouldPresentInFullscreen`);
    /// default true. Stored for source compatibility: the container always fills the window.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style UIKit adapts to in a compact width when the delegate does not choose
    /// (`adaptivePresentationStyle`); default `.none`: the presentation is not adapted.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .none }

    /// Called before the presentation's animator runs, with the container in place and the
    /// transition coordinator available (`presentationTransitionWillBegin()`): add chrome
    /// such as a dimming view here, and animate it alongside.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation's `completeTransition(_:)`, with whether it completed
    /// (`presentationTransitionDidEnd(_:)`); on false the container is then removed.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animator runs (`dismissalTransitionWillBegin()`).
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal's `completeTransition(_:)` (`dismissalTransitionDidEnd(_:)`);
    /// on true the container is then removed.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its subviews, once per presentation here
    /// (`containerViewWillLayoutSubviews()`): set the presented view's frame from
    /// `frameOfPresentedViewInContainerView`, size a dimming view.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews (`containerViewDidLayoutSubviews()`).
    open func containerViewDidLayoutSubviews() {}
    /// Called when the presented controller's `preferredContentSize` changes
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`); does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// A child's Auto Layout fitting size changed; does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size of a child content container (`size(forChildContentContainer:withParentContainerSize:)`);
    /// default: the parent's size.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }
    /// The container is about to change size (`viewWillTransition(to:with:)`); nothing calls it
    /// (Flipbook's screen never changes size).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// The traits are about to change (`willTransition(to:with:)`); nothing calls it.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}
}

/// Adaptivity and sheet-dismissal callbacks of a presentation controller
/// (`UIAdaptivePresentationControllerDelegate`); every method is optional.
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to use instead in a compact width, Flipbook's phone
    /// (`adaptivePresentationStyle(for:)`); `.none` (the default) keeps the presentation's own.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Whether a swipe down may dismiss the sheet (`presentationControllerShouldDismiss(_:)`,
    /// iOS 13); default true. Asked when the swipe begins.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe-down dismissal starts (`presentationControllerWillDismiss(_:)`, iOS 13).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe-down dismissal completed (`presentationControllerDidDismiss(_:)`, iOS 13); not
    /// called for `dismiss(animated:)` in code, as in UIKit.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe down was refused by `isModalInPresentation` or `presentationControllerShouldDismiss`
    /// (`presentationControllerDidAttemptToDismiss(_:)`, iOS 13).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    // Defaults for UIKit's optional requirements (there is no Objective-C runtime here).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
