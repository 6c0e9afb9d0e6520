import Foundation

/// The app (`UIApplication.shared`): its window is the recording stage's, its delegate and
/// scenes those of the last `AppLaunch` on the thread (SEMANTICS.md §34).
open class UIApplication: UIResponder {
    /// The app (`UIApplication.shared`): a fresh value each time; it stores nothing (its window
    /// is the stage's, its delegate and scenes the thread's launch), so nothing is lost, and no
    /// shared mutable instance exists.
    public static var shared: UIApplication { UIApplication() }
    /// The recording stage's window, else the launched app's windows (`windows`).
    public var windows: [UIWindow] {
        if let s = Stage.current { return [s.window] }
        return LaunchedApp.current.window.map { [$0] } ?? []
    }
    /// The recording stage's window, else the launched app's (`keyWindow`).
    public var keyWindow: UIWindow? { Stage.current?.window ?? LaunchedApp.current.window }
    /// The status bar's frame (`statusBarFrame`, deprecated in iOS 13 but still read): as tall as
    /// the device's top safe-area inset (20 on the default phone) and as wide as the screen.
    public var statusBarFrame: CGRect {
        CGRect(
            x: 0, y: 0, width: Stage.current?.window.bounds.width ?? UIScreen.main.bounds.width,
            height: StageSettings.effective.device.safeAreaInsets.top)
    }
    /// The direction of the interface (`userInterfaceLayoutDirection`): the stage's setting
    /// (left to right by default).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        StageSettings.effective.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The app's delegate (`delegate`): the one `AppLaunch` launched on this thread, or one
    /// set here.
    public var delegate: UIApplicationDelegate? {
        get { LaunchedApp.current.delegate }
        set { LaunchedApp.current.delegate = newValue }
    }
    /// The connected scenes (`connectedScenes`): the launch's scene, if it had one.
    public var connectedScenes: Set<UIScene> { LaunchedApp.current.scene.map { [$0] } ?? [] }
    /// The sessions (`openSessions`): the connected scenes' sessions.
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
    /// Whether the app supports several scenes (`supportsMultipleScenes`): false, one window.
    public var supportsMultipleScenes: Bool { false }
    /// The app's state (`applicationState`): active once launched, inactive before.
    public var applicationState: State { LaunchedApp.current.isActive ? .active : .inactive }
    /// `isIdleTimerDisabled`: stored for the thread, no effect.
    public var isIdleTimerDisabled: Bool {
        get { LaunchedApp.current.idleTimerDisabled }
        set { LaunchedApp.current.idleTimerDisabled = newValue }
    }
    /// `applicationIconBadgeNumber`: stored for the thread, no effect.
    public var applicationIconBadgeNumber: Int {
        get { LaunchedApp.current.badgeNumber }
        set { LaunchedApp.current.badgeNumber = newValue }
    }
    /// `isNetworkActivityIndicatorVisible` (deprecated in iOS 13): stored nowhere, false.
    public var isNetworkActivityIndicatorVisible: Bool {
        get { false }
        set {}
    }
    /// `isRegisteredForRemoteNotifications`: false.
    public var isRegisteredForRemoteNotifications: Bool { false }
    /// `registerForRemoteNotifications()`: does nothing (no device token is ever delivered).
    public func registerForRemoteNotifications() {}
    /// `canOpenURL(_:)`: false, no other app is installed.
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// `open(_:options:completionHandler:)`: opens nothing; the handler is called with false.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        completion?(false)
    }
    /// `beginIgnoringInteractionEvents()` (deprecated in iOS 13): does nothing.
    public func beginIgnoringInteractionEvents() {}
    /// `endIgnoringInteractionEvents()` (deprecated in iOS 13): does nothing.
    public func endIgnoringInteractionEvents() {}

    /// `sendAction(_:to:from:for:)` with a method reference, the spelling the port gives
    /// `#selector(...)`: sent to `target` if it is a `T`, else (target nil) up the responder
    /// chain from the first responder to the first `T` found, as UIKit does. True when a
    /// responder took it: `sendAction(#selector(UIResponder.resignFirstResponder), to: nil,
    /// from: nil, for: nil)` ends the editing in progress.
    @discardableResult
    public func sendAction<T: AnyObject, R>(
        _ action: (T) -> () -> R, to target: Any?, from sender: Any?, for event: UIEvent?
    ) -> Bool {
        if let target {
            guard let t = target as? T else { return false }
            _ = action(t)()
            return true
        }
        var r: UIResponder? = FirstResponder.current
        while let responder = r {
            if let t = responder as? T {
                _ = action(t)()
                return true
            }
            r = responder.next
        }
        return false
    }

    /// The options of a launch (`UIApplication.LaunchOptionsKey`): none are passed here.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }
    /// The options of a URL opened by the app (`UIApplication.OpenURLOptionsKey`).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
    /// The options of `open(_:options:completionHandler:)` (`OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    /// The app's state (`UIApplication.State`), with UIKit's raw values.
    public enum State: Int, Sendable {
        case active = 0, inactive, background
    }
    /// `UIApplication.openSettingsURLString`.
    public static let openSettingsURLString = "app-settings:"
    /// `UIApplication.didBecomeActiveNotification` and its siblings: posted by no one here.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}

/// The Swift 4 spelling of `UIApplication.LaunchOptionsKey`, still in older app delegates.
@available(*, deprecated, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
/// The Swift 4 spelling of `UIApplication.OpenURLOptionsKey`.
@available(*, deprecated, renamed: "UIApplication.OpenURLOptionsKey")
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft }

/// The app launched on this thread (`AppLaunch`): its delegate, scene and window, and a few
/// stored values of `UIApplication`. A new launch replaces it.
final class LaunchedApp {
    var delegate: UIApplicationDelegate?
    var scene: UIScene?
    weak var window: UIWindow?
    /// The window a launch is running in, while it runs: a window the app shows meanwhile
    /// hands it its root.
    weak var launching: UIWindow?
    /// The controllers shown during the launch, waiting for `viewDidAppear(false)`.
    var waitingToAppear: [UIViewController] = []
    var isActive = false
    var idleTimerDisabled = false
    var badgeNumber = 0

    static var current: LaunchedApp { ThreadContext.current.app }
}
