import Foundation

/// The app's delegate (`UIApplicationDelegate`): an app's `AppDelegate`, with UIKit's exact
/// signatures, every requirement optional as in UIKit (a default that does nothing, or UIKit's
/// default answer). `AppLaunch` sends the launch's messages in UIKit's order (SEMANTICS.md §34).
public protocol UIApplicationDelegate: AnyObject {
    /// The window of an app without scenes (`window`): set by the launch to the window the
    /// main storyboard's first screen is put in. The default stores nothing.
    var window: UIWindow? { get set }
    /// `application(_:willFinishLaunchingWithOptions:)`: the main storyboard is loaded.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// `application(_:didFinishLaunchingWithOptions:)`: the place an app without a storyboard
    /// makes its window.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// `application(_:configurationForConnecting:options:)`: the scene configuration to use;
    /// the default is the Info.plist's configuration for the session's role.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// `application(_:didDiscardSceneSessions:)`: never sent here (no session is discarded).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// `applicationDidBecomeActive(_:)`: sent at the end of a launch without scenes.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// `applicationWillResignActive(_:)`: never sent here.
    func applicationWillResignActive(_ application: UIApplication)
    /// `applicationDidEnterBackground(_:)`: never sent here.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// `applicationWillEnterForeground(_:)`: never sent here (a launch is not a return).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// `applicationWillTerminate(_:)`: never sent here.
    func applicationWillTerminate(_ application: UIApplication)
    /// `applicationDidReceiveMemoryWarning(_:)`: never sent here.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// `applicationSignificantTimeChange(_:)`: never sent here.
    func applicationSignificantTimeChange(_ application: UIApplication)
    /// `application(_:open:options:)`: never sent here; the default answers false.
    func application(
        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool
    /// `application(_:supportedInterfaceOrientationsFor:)`: the default answers
    /// `.allButUpsideDown`, UIKit's default on a phone.
    func application(
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`: never sent here.
    func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)`: never sent here.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationSignificantTimeChange(_ application: UIApplication) {}
    public func application(
        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool { false }
    public func application(
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask { .allButUpsideDown }
    public func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    {}
}

/// A scene's delegate (`UISceneDelegate`), every requirement optional as in UIKit.
public protocol UISceneDelegate: AnyObject {
    /// `scene(_:willConnectTo:options:)`: the place an app makes its window for the scene.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// `sceneDidDisconnect(_:)`: never sent here.
    func sceneDidDisconnect(_ scene: UIScene)
    /// `sceneWillEnterForeground(_:)`: sent after `scene(_:willConnectTo:options:)`.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// `sceneDidBecomeActive(_:)`: sent last in a launch.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// `sceneWillResignActive(_:)`: never sent here.
    func sceneWillResignActive(_ scene: UIScene)
    /// `sceneDidEnterBackground(_:)`: never sent here.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// `scene(_:openURLContexts:)`: never sent here.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate (`UIWindowSceneDelegate`): an app's `SceneDelegate`.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window (`window`): set by the launch when the scene's configuration names a
    /// storyboard; the default stores nothing.
    var window: UIWindow? { get set }
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`: never sent here.
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {}
}

/// The orientations an interface supports (`UIInterfaceOrientationMask`), with UIKit's raw
/// values (one bit per `UIInterfaceOrientation` raw value). Flipbook's interfaces are
/// portrait whatever the mask says.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
