import Foundation

extension UIScreen {
    /// The screen's space (`coordinateSpace`): the screen itself, its bounds in points.
    public var coordinateSpace: UICoordinateSpace { self }
}

/// A session: a scene's lasting record (`UISceneSession`), with its role and configuration.
open class UISceneSession: NSObject {
    /// A session's role (`UISceneSession.Role`), with UIKit's raw values (the Info.plist keys).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `windowApplication`: the app's own window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// `windowExternalDisplayNonInteractive`: a second screen.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        /// The iOS 13 to 15 name of `windowExternalDisplayNonInteractive`.
        @available(*, deprecated, renamed: "windowExternalDisplayNonInteractive")
        public static let windowExternalDisplay = windowExternalDisplayNonInteractive
    }
    /// The role (`role`).
    public let role: Role
    /// The configuration the scene was made from (`configuration`).
    public internal(set) var configuration: UISceneConfiguration
    /// A fixed identifier (`persistentIdentifier`): the same on every run, so drawings that
    /// show it stay byte-identical.
    public let persistentIdentifier: String
    /// The scene, while it is connected (`scene`).
    public internal(set) weak var scene: UIScene?
    /// The app's own values (`userInfo`).
    public var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration, identifier: String) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = identifier
        super.init()
    }
}

/// A scene configuration (`UISceneConfiguration`): the delegate class, scene class and
/// storyboard a scene is made with.
open class UISceneConfiguration: NSObject {
    /// The configuration's name in the Info.plist (`name`).
    public let name: String?
    /// The role (`role`).
    public let role: UISceneSession.Role
    /// The scene delegate's class (`delegateClass`).
    open var delegateClass: AnyClass?
    /// The scene's class (`sceneClass`; `UIWindowScene` when nil).
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller becomes the window's root (`storyboard`).
    open var storyboard: UIStoryboard?

    /// `UISceneConfiguration(name:sessionRole:)`: a configuration the launch completes from the
    /// Info.plist's entry of that name (or the role's first entry when `name` is nil).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}

/// A URL the scene is asked to open (`UIOpenURLContext`); never made by a launch here.
open class UIOpenURLContext: NSObject {
    /// The URL.
    public let url: URL
    /// `UIScene.OpenURLOptions`.
    public let options: UIScene.OpenURLOptions
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }
}

/// A scene (`UIScene`): one instance of the app's interface.
open class UIScene: UIResponder {
    /// A scene's state (`UIScene.ActivationState`), with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }
    /// What the scene was connected with (`UIScene.ConnectionOptions`): empty at a launch.
    open class ConnectionOptions: NSObject {
        /// `urlContexts`: none.
        public let urlContexts: Set<UIOpenURLContext> = []
        /// `sourceApplication`: none.
        public let sourceApplication: String? = nil
        /// `handoffUserActivityType`: none.
        public let handoffUserActivityType: String? = nil
        public override init() { super.init() }
    }
    /// Options of a URL to open (`UIScene.OpenURLOptions`).
    open class OpenURLOptions: NSObject {
        /// `sourceApplication`.
        public let sourceApplication: String?
        /// `openInPlace`.
        public let openInPlace: Bool
        public init(sourceApplication: String? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.openInPlace = openInPlace
            super.init()
        }
    }

    /// The session (`session`).
    public let session: UISceneSession
    /// The delegate (`delegate`; UIKit holds it strongly).
    open var delegate: UISceneDelegate?
    /// The state (`activationState`).
    public internal(set) var activationState: ActivationState = .unattached
    /// The title shown by the system (`title`).
    open var title: String!

    /// `UIScene(session:connectionOptions:)`.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }
}

/// A scene with windows (`UIWindowScene`): the launch's scene, on the stage's screen.
open class UIWindowScene: UIScene {
    /// The windows made for this scene (`UIWindow(windowScene:)`), oldest first.
    public internal(set) var windows: [UIWindow] = []
    /// The screen (`screen`).
    public var screen: UIScreen { UIScreen.main }
    /// The scene's space (`coordinateSpace`): its screen's.
    public var coordinateSpace: UICoordinateSpace { screen }
    /// The scene's traits (`traitCollection`): the screen's.
    public var traitCollection: UITraitCollection { screen.traitCollection }
    /// The orientation (`interfaceOrientation`): portrait, as every Flipbook interface.
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The key window (`keyWindow`): the last of its windows shown with `makeKeyAndVisible()`.
    public var keyWindow: UIWindow? { windows.last(where: { $0.isShown }) }
    /// The window the launch runs in, which the app's own windows of this scene stand for.
    weak var hostWindow: UIWindow?
    /// The status bar's figures (`statusBarManager`).
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// The status bar's figures (`UIStatusBarManager`).
open class UIStatusBarManager: NSObject {
    /// The status bar's frame (`statusBarFrame`): `UIApplication.shared.statusBarFrame`.
    public var statusBarFrame: CGRect { UIApplication.shared.statusBarFrame }
    /// Whether it is hidden (`isStatusBarHidden`): false.
    public var isStatusBarHidden: Bool { false }
    /// Its style (`statusBarStyle`): `.default`.
    public var statusBarStyle: UIStatusBarStyle { .default }
}
