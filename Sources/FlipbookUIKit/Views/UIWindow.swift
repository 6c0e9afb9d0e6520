import Foundation

/// The window (`UIWindow`): the root of the layer tree that gets drawn. Its root
/// controller's view sits in a transition container view filling the window, which is the
/// `containerView` of full-screen presentations (UIKit's `UITransitionView`).
open class UIWindow: UIView {
    /// The container in which presentations run.
    public let transitionContainer: UIView
    /// The device and settings this window was made for: those current on the thread when it
    /// was created (`StageSettings.current`; Traits/StageSettings.swift).
    public internal(set) var settings = StageSettings.current

    /// Creates a window of a size (`UIWindow(frame:)`).
    public override init(frame: CGRect) {
        transitionContainer = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        accessibilityIdentifier = "window"
        transitionContainer.accessibilityIdentifier = "container"
        addSubview(transitionContainer)
    }

    /// Present for source compatibility.
    public required init?(coder: NSCoder) { return nil }

    /// A window of a scene (`UIWindow(windowScene:)`): as large as the scene's screen, listed in
    /// the scene's `windows`; shown with `makeKeyAndVisible()`, it stands for the window the
    /// launch runs in (App/AppLaunch.swift).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.hostWindow?.bounds ?? windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to (`windowScene`), set by `UIWindow(windowScene:)` or by
    /// the launch.
    open var windowScene: UIWindowScene? {
        get { sceneBox.scene }
        set {
            if let old = sceneBox.scene { old.windows.removeAll { $0 === self } }
            sceneBox.scene = newValue
            if let s = newValue, !s.windows.contains(where: { $0 === self }) { s.windows.append(self) }
        }
    }
    let sceneBox = WindowSceneBox()
    /// The window this one's root goes to, once a launched app showed it.
    var launchHost: UIWindow? { sceneBox.host }

    /// The window's layer draws the status bar when shown (Bars/StatusBar.swift).
    open override class var layerClass: AnyClass { WindowLayer.self }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            // A launched app's own window, once shown, stands for the stage's (App/AppLaunch.swift).
            if let host = launchHost {
                host.rootViewController = rootViewController
                return
            }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let root = rootViewController else { return }
            let v: UIView = root.view
            v.frame = transitionContainer.bounds
            transitionContainer.addSubview(v)
            // On a shown window the new root appears (UIWindow+Appearance.swift); before
            // `makeKeyAndVisible()` it is only marked on screen, as before.
            if isShown { rootAppears(root) } else { root.appearance = .appeared }
        }
    }

    /// Shows the window: its root controller, and the children on screen in it, get
    /// `viewWillAppear(false)` then `viewDidAppear(false)` the first time, as at an app's
    /// launch (UIWindow+Appearance.swift).
    open func makeKeyAndVisible() {
        if let host = windowScene?.hostWindow ?? LaunchedApp.current.launching, host !== self {
            hand(to: host)
            return
        }
        show()
    }
    /// Always true here.
    public var isKeyWindow: Bool { true }

    /// The controller now on screen: the root, or the last one presented over it.
    public var topViewController: UIViewController? {
        var c = rootViewController
        while let p = c?.presentedViewController { c = p }
        return c
    }
}
