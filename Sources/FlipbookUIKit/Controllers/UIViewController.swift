import Foundation

/// A view controller (`UIViewController`): owns a view, presents and dismisses others, and
/// receives the appearance callbacks.
open class UIViewController: UIResponder {
    private var loadedView: UIView? { didSet { loadedView?.becomeRootView(of: self) } }
    /// The title; a navigation bar shows it (Bars/UINavigationItem.swift).
    open var title: String?
    /// The edges under which the view extends below a container's bars (`edgesForExtendedLayout`;
    /// default all). A navigation controller's content starts below its bar when this leaves
    /// out the top edge (UINavigationController+Bar.swift).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view also extends under opaque bars (`extendedLayoutIncludesOpaqueBars`;
    /// default false): a navigation bar with `isTranslucent` false is above the view, not over it.
    open var extendedLayoutIncludesOpaqueBars = false
    /// The empty state shown over the view (`contentUnavailableConfiguration`, iOS 17): a
    /// `UIContentUnavailableConfiguration` is drawn by a `UIContentUnavailableView` over the
    /// whole view, on top (Views/UIContentUnavailableConfiguration.swift).
    open var contentUnavailableConfiguration: UIContentConfiguration? {
        didSet { placeContentUnavailableView(reconfigure: true) }
    }
    var updatingContentUnavailable = false
    var contentUnavailableHost: UIContentUnavailableView?

    /// Adds, updates or removes the view drawing `contentUnavailableConfiguration`, kept the
    /// size of the view and on top; called when it is set (`reconfigure`) and in every layout
    /// of the view.
    func placeContentUnavailableView(reconfigure: Bool) {
        guard let view = viewIfLoaded,
            let config = contentUnavailableConfiguration as? UIContentUnavailableConfiguration
        else {
            contentUnavailableHost?.removeFromSuperview()
            contentUnavailableHost = nil
            return
        }
        if let host = contentUnavailableHost {
            if reconfigure { host.configuration = config }
        } else {
            contentUnavailableHost = UIContentUnavailableView(configuration: config)
        }
        guard let host = contentUnavailableHost else { return }
        if host.superview !== view || view.subviews.last !== host { view.addSubview(host) }
        if host.frame != view.bounds { host.frame = view.bounds }
    }

    /// Sets `contentUnavailableConfiguration` for `state`
    /// (`updateContentUnavailableConfiguration(using:)`); the default does nothing.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
    /// The item a navigation bar shows for this controller (Bars/UINavigationItem.swift).
    var storedNavigationItem: UINavigationItem?
    /// The item a tab bar shows for this controller (Bars/UITabBar.swift).
    var storedTabBarItem: UITabBarItem?
    /// Supplies the animator for presenting and dismissing this controller.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// How the controller is presented (`modalPresentationStyle`); `.fullScreen` by default
    /// (SEMANTICS.md §9, §13, §15).
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// The system animation used when no animator is supplied.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The controller that presented this one, or, when this one was not presented, the one
    /// that presented its nearest presented ancestor (`presentingViewController`, as Apple
    /// documents it; SEMANTICS.md §6).
    public internal(set) var presentingViewController: UIViewController? {
        get { firstUp { $0.presentingLink } }
        set { presentingLink = newValue }
    }
    /// The controller this one presents, or that its nearest presenting ancestor presents
    /// (`presentedViewController`, as Apple documents it).
    public internal(set) var presentedViewController: UIViewController? {
        get { firstUp { $0.presentedLink } }
        set { presentedLink = newValue }
    }
    /// The presentation this controller itself takes part in, without the parent chain.
    weak var presentingLink: UIViewController?
    var presentedLink: UIViewController?
    /// The container controller (a navigation controller, for instance).
    public internal(set) weak var parent: UIViewController?
    /// Child controllers.
    public internal(set) var children: [UIViewController] = []
    /// Ignored (`definesPresentationContext`).
    open var definesPresentationContext = false
    var appearance = Appearance.disappeared

    enum Appearance { case appearing, appeared, disappearing, disappeared }

    /// Creates a controller: `init()` is a convenience initialiser that calls
    /// `init(nibName: nil, bundle: nil)`, as Objective-C's `-init` does for UIKit's controllers,
    /// so a subclass that overrides the two designated initialisers inherits it and its
    /// `init(nibName:bundle:)` override runs.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// `init(nibName:bundle:)`: the view is loaded from `nibName.xib` in `bundle` when first
    /// asked for (Storyboard/UIViewController+Storyboard.swift).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        givenNibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }
    /// `init?(coder:)`, as a storyboard makes a controller: title and presentation styles
    /// from the coder when it is a `StoryboardCoder`.
    public required init?(coder: NSCoder) {
        super.init()
        if let c = coder as? StoryboardCoder { StoryboardValues.apply(c, to: self) }
    }

    // MARK: - Storyboards and nibs (Storyboard room)

    /// The storyboard that made this controller (`storyboard`).
    public internal(set) var storyboard: UIStoryboard?
    /// The nib the view loads from (`nibName`): the name given to `init(nibName:bundle:)`, or
    /// the nib found after the class's name. A subclass may override it to name its nib, as
    /// UIKit's may; the view is then loaded from the nib the override names.
    open var nibName: String? { givenNibName }
    /// The name given to `init(nibName:bundle:)` or found after the class's name.
    var givenNibName: String?
    /// The nib's bundle (`nibBundle`).
    public internal(set) var nibBundle: Bundle?
    /// The scene the controller was made from.
    var storyboardScene: StoryboardScene?

    /// Called before a segue runs, with the segue's new destination (`prepare(for:sender:)`).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether a segue a view triggers may run (`shouldPerformSegue(withIdentifier:sender:)`);
    /// true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Runs the segue of the controller's scene with `identifier`
    /// (`performSegue(withIdentifier:sender:)`, UIStoryboardSegue.swift).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        StoryboardSegues.perform(identifier, from: self, sender: sender)
    }
    /// `show(_:sender:)`: pushes onto the navigation controller this controller is in (or is),
    /// else presents.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let nav = (self as? UINavigationController) ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
    /// `showDetailViewController(_:sender:)`: the nearest split view controller up the parent
    /// chain shows it (SEMANTICS.md §32); with none, presents (as UIKit does when no container
    /// takes it).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
    /// Takes a collapsing split view controller's secondary
    /// (`collapseSecondaryViewController(_:for:)`; SEMANTICS.md §32): a navigation controller
    /// pushes it; any other controller does nothing (the secondary is dropped).
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        (self as? UINavigationController)?.collapseForSplit(secondaryViewController)
    }
    /// Gives an expanding split view controller its secondary
    /// (`separateSecondaryViewController(for:)`): a navigation controller pops what a collapse
    /// pushed and gives it back; any other controller gives nil.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        (self as? UINavigationController)?.separateForSplit()
    }

    /// The controller's view, loaded on first use with `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                loadedView?.owningController = self
                installContent()
                viewDidLoad()
            }
            if let v = loadedView, v.traitStorage.controller !== self { v.traitStorage.controller = self }
            return loadedView
        }
        set { loadedView = newValue; newValue?.owningController = self }
    }
    /// Whether the view was loaded.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The view if loaded, without loading it (`viewIfLoaded`).
    public var viewIfLoaded: UIView? { loadedView }
    /// Loads the view if needed (`loadViewIfNeeded()`).
    public func loadViewIfNeeded() { _ = view }

    /// Creates the view: from the storyboard scene or nib if the controller has one, else a
    /// plain view of the screen's size.
    open func loadView() {
        if loadInterfaceBuilderView() { return }
        loadedView = UIView(frame: UIScreen.main.bounds)
    }
    /// Called after the view loaded.
    open func viewDidLoad() {}
    /// Called when the system is low on memory (`didReceiveMemoryWarning()`). A stage has no
    /// memory pressure, so Flipbook never calls it; an app's override (usually releasing
    /// caches and calling super) compiles and runs only when the app calls it (SEMANTICS.md §20).
    open func didReceiveMemoryWarning() {}
    /// Whether the controller shows an editable view (`isEditing`, default false); setting it
    /// calls `setEditing(_:animated: false)` (Controllers/UIViewController+Editing.swift).
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// Sets `isEditing` and updates `editButtonItem` to Done or Edit
    /// (`setEditing(_:animated:)`); subclasses override it to change their views, calling super.
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing) }
    /// The editing state and the Edit/Done item, made on first use.
    var editingState = EditingState()
    /// What a container puts in its own view as part of loading it, before `viewDidLoad`
    /// (a navigation controller's root view, a tab bar controller's selected tab), so that a
    /// subclass whose `viewDidLoad` skips `super` still shows it, as in UIKit.
    func installContent() {}
    /// What a container lays out in its own view before the view's `layoutSubviews()`,
    /// whatever a subclass's `viewWillLayoutSubviews()` does (a navigation controller's bar,
    /// placed under the safe area's top once the view is in a window).
    func layOutContainerParts() {}
    /// Called before the view's `layoutSubviews()` (`viewWillLayoutSubviews()`).
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()` (`viewDidLayoutSubviews()`).
    open func viewDidLayoutSubviews() {}
    /// Called when the safe area of the view changes (`viewSafeAreaInsetsDidChange()`), in
    /// the layout pass that first sees it (SEMANTICS.md §16.4).
    open func viewSafeAreaInsetsDidChange() {}
    /// Adds the controller's constraints before layout (`updateViewConstraints()`); the
    /// default calls the view's `updateConstraints()`. Call super.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`
    /// (`viewRespectsSystemMinimumLayoutMargins`; default true).
    open var viewRespectsSystemMinimumLayoutMargins = true
    /// Called when this controller's traits changed (`traitCollectionDidChange(_:)`,
    /// UITraitEnvironment); override it as in UIKit.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Appearance callback.
    open func viewWillAppear(_ animated: Bool) {}
    /// Appearance callback.
    open func viewDidAppear(_ animated: Bool) {}
    /// Appearance callback.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Appearance callback.
    open func viewDidDisappear(_ animated: Bool) {}

    /// `beginAppearanceTransition(_:animated:)`: calls `viewWillAppear` or `viewWillDisappear`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            appearance = .appearing; viewWillAppear(animated)
        } else {
            appearance = .disappearing; viewWillDisappear(animated)
        }
    }

    /// `endAppearanceTransition()`: calls `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing: appearance = .appeared; viewDidAppear(true)
        case .disappearing: appearance = .disappeared; viewDidDisappear(true)
        default: break
        }
    }

    /// The nearest navigation controller up the parent chain.
    public var navigationController: UINavigationController? {
        var p = parent
        while let cur = p {
            if let nav = cur as? UINavigationController { return nav }
            p = cur.parent
        }
        return nil
    }

    /// Adds a child controller (`addChild(_:)`).
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }
    /// Leaves the parent (`removeFromParent()`).
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// Containment callback.
    open func willMove(toParent parent: UIViewController?) {}
    /// Containment callback.
    open func didMove(toParent parent: UIViewController?) {}

    /// The first value `link` gives for this controller or an ancestor up the parent chain.
    func firstUp(_ link: (UIViewController) -> UIViewController?) -> UIViewController? {
        var c: UIViewController? = self
        while let cur = c {
            if let found = link(cur) { return found }
            c = cur.parent
        }
        return nil
    }

    /// The window the controller's view is in.
    var hostWindow: UIWindow? {
        var c: UIViewController? = self
        while let cur = c {
            if let w = cur.loadedView?.window { return w }
            c = cur.parent ?? cur.presentingViewController
        }
        return nil
    }

    /// Presents a controller (`present(_:animated:completion:)`): asks its
    /// `transitioningDelegate` for an animator, or runs the system transition of its
    /// `modalTransitionStyle`; `completion` runs once the transition completed.
    open func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        TransitionRunner.present(viewController, from: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one (or its nearest presenting ancestor) presents, else
    /// the presentation this one or its nearest presented ancestor is part of
    /// (`dismiss(animated:completion:)`, SEMANTICS.md §6).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        TransitionRunner.dismiss(from: self, animated: flag, completion: completion)
    }

    // MARK: - Presentation state (UIViewController+Presentation.swift, SEMANTICS.md §13)

    /// The presentation controller of this controller's presentation, made on first access
    /// or when the presentation starts.
    var storedPresentationController: UIPresentationController?
    /// The transition this controller takes part in now, for `isBeingPresented` and friends.
    var transitionRole = TransitionRole.none
    /// The size the controller's content would like, in points (`preferredContentSize`;
    /// default `.zero`); stored, not used for layout.
    open var preferredContentSize: CGSize = .zero {
        didSet { storedPresentationController?.preferredContentSizeDidChange(forChildContentContainer: self) }
    }
    /// Whether a swipe down may not dismiss this controller's sheet (`isModalInPresentation`,
    /// iOS 13; default false): the sheet bounces back and the delegate hears of the attempt.
    open var isModalInPresentation = false
    /// Whether a controller presented other than full screen takes over the status bar's
    /// appearance (`modalPresentationCapturesStatusBarAppearance`; default false). Stored:
    /// Flipbook's status bar already follows the topmost presented controller, whatever its
    /// presentation style (Bars/StatusBar.swift).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The status bar style the controller prefers (`preferredStatusBarStyle`; default
    /// `.default`); override it as in UIKit. Drawn when the status bar is (Bars/StatusBar.swift).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden (`prefersStatusBarHidden`; default false).
    open var prefersStatusBarHidden: Bool { false }
    /// The orientations the controller supports (`supportedInterfaceOrientations`; default
    /// `.allButUpsideDown`, a phone's): read by no one, Flipbook's interfaces are portrait.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the interface turns with the device (`shouldAutorotate`; default true).
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation prefers
    /// (`preferredInterfaceOrientationForPresentation`; default `.portrait`).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// Appearance override, children's overrides, last traits seen (Traits/UIViewController+Traits.swift).
    let traitStorage = ControllerTraitStorage()
    /// Insets added to the safe area of the controller's view and its subviews, in points
    /// (`additionalSafeAreaInsets`; default zero).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != additionalSafeAreaInsets { viewIfLoaded?.safeAreaMayHaveChanged() } }
    }

    // MARK: - UIContentContainer and UITraitEnvironment (UIContentContainer.swift)

    /// A child's preferred content size changed (`preferredContentSizeDidChange(forChildContentContainer:)`); does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// A child's Auto Layout fitting size changed; does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size of a child's content (`size(forChildContentContainer:withParentContainerSize:)`); default: the parent's size.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    /// The view is about to change size (`viewWillTransition(to:with:)`); does nothing by default. Flipbook's
    /// screen never changes size, so nothing calls it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// The traits are about to change (`willTransition(to:with:)`); does nothing by default; nothing calls it.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}

    /// What a controller is doing in the running transition.
    enum TransitionRole { case none, beingPresented, beingDismissed, movingToParent, movingFromParent }
}
