import Foundation
import FlipbookStoryboard

/// An app's launch, as iOS runs it (Flipbook only; SEMANTICS.md §34): the app delegate, the
/// Info.plist's main storyboard or scene configuration, the scene delegate, in UIKit's order,
/// into a window Flipbook draws.
///
/// ```swift
/// Scene("app.launch") { window in
///     let launch = AppLaunch(delegate: AppDelegate(), infoPlist: app.appendingPathComponent("Info.plist"))
///     return { try? launch.run(in: window) }
/// }
/// ```
///
/// Without scenes (no `UIApplicationSceneManifest`): the main storyboard's initial
/// controller becomes `window`'s root and the delegate's `window`, then
/// `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`,
/// `makeKeyAndVisible()` and `applicationDidBecomeActive(_:)`. With scenes: the two launching
/// messages, `application(_:configurationForConnecting:options:)`, the scene delegate made from
/// the configuration's class, the configuration's storyboard (if any) put in the window and set
/// as the delegate's `window`, `scene(_:willConnectTo:options:)`, `makeKeyAndVisible()` for a
/// storyboard's window, `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. A window
/// the app makes itself (`UIWindow(windowScene:)`, `UIWindow(frame:)` in the delegate) hands
/// its root to `window` when shown, and later roots it is given go there too.
public struct AppLaunch {
    /// The app's delegate.
    public let delegate: UIApplicationDelegate?
    /// The Info.plist's values that matter to a launch.
    public let info: InfoPlist
    /// The scene delegate, made by the caller: UIKit makes it from the class the configuration
    /// names, which Swift on Linux cannot do for a class without a `required init()`.
    public let sceneDelegate: UISceneDelegate?

    /// A launch of `delegate` (and `sceneDelegate`, for an app with scenes) with the values of
    /// the Info.plist at `infoPlist` (nil: none; a file that cannot be read throws), or
    /// `mainStoryboard` given here (it wins over the file's).
    public init(
        delegate: UIApplicationDelegate?, sceneDelegate: UISceneDelegate? = nil, infoPlist: URL? = nil,
        mainStoryboard: String? = nil
    ) throws {
        var info = try infoPlist.map { try InfoPlist(contentsOf: $0) } ?? InfoPlist()
        if let mainStoryboard {
            if info.scenes.isEmpty {
                info.mainStoryboard = mainStoryboard
            } else {
                info.scenes[0].storyboard = mainStoryboard
            }
        }
        self.delegate = delegate
        self.info = info
        self.sceneDelegate = sceneDelegate
    }

    /// A launch with values already read.
    public init(delegate: UIApplicationDelegate?, sceneDelegate: UISceneDelegate? = nil, info: InfoPlist) {
        self.delegate = delegate
        self.info = info
        self.sceneDelegate = sceneDelegate
    }

    /// Runs the launch into `window`, which then shows the app's first screen.
    ///
    /// - Throws: `AppLaunchError` when the main storyboard cannot be read or has no initial
    ///   controller, or when the scene delegate's class is named but cannot be found or is not a
    ///   `UIWindowSceneDelegate` made with `init()` (UIKit stops the app in these cases).
    @discardableResult
    public func run(in window: UIWindow) throws -> UIScene? {
        let app = LaunchedApp.current
        app.delegate = delegate
        app.scene = nil
        app.window = window
        app.isActive = false
        app.launching = window
        app.waitingToAppear = []
        defer {
            app.launching = nil
            let shown = app.waitingToAppear
            app.waitingToAppear = []
            UIWindow.didAppear(shown)
        }
        let application = UIApplication.shared
        if info.scenes.isEmpty {
            if let name = info.mainStoryboard {
                window.rootViewController = try Self.initialController(of: name)
                delegate?.window = window
            }
            _ = delegate?.application(application, willFinishLaunchingWithOptions: nil)
            _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
            window.makeKeyAndVisible()
            app.isActive = true
            delegate?.applicationDidBecomeActive(application)
            return nil
        }
        _ = delegate?.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
        let role = UISceneSession.Role.windowApplication
        let session = UISceneSession(
            role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role), identifier: "scene-1")
        let options = UIScene.ConnectionOptions()
        let asked =
            delegate?.application(application, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: role)
        let config = try completed(asked)
        session.configuration = config
        let sceneType = (config.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        app.scene = scene
        let windowScene = scene as? UIWindowScene
        windowScene?.hostWindow = window
        window.windowScene = windowScene
        scene.delegate = sceneDelegate
        if let storyboard = config.storyboard {
            guard let root = storyboard.instantiateInitialViewController() else {
                throw AppLaunchError(message: "the scene's storyboard has no initial view controller")
            }
            window.rootViewController = root
            (scene.delegate as? UIWindowSceneDelegate)?.window = window
        }
        scene.activationState = .foregroundInactive
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        if config.storyboard != nil { window.makeKeyAndVisible() }
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        app.isActive = true
        scene.delegate?.sceneDidBecomeActive(scene)
        return scene
    }

    /// `asked`, with what it leaves out taken from the Info.plist's entry of its name (or the
    /// role's first entry), as UIKit completes a configuration.
    func completed(_ asked: UISceneConfiguration) throws -> UISceneConfiguration {
        let entry = info.scenes.first { $0.name == asked.name } ?? (asked.name == nil ? info.scenes.first : nil)
        let out = UISceneConfiguration(name: asked.name ?? entry?.name, sessionRole: asked.role)
        out.sceneClass = asked.sceneClass
        out.delegateClass = asked.delegateClass
        out.storyboard = asked.storyboard
        if out.delegateClass == nil, let name = entry?.delegateClassName {
            out.delegateClass = Self.appClass(named: name)
        }
        if let cls = out.delegateClass, sceneDelegate == nil {
            throw AppLaunchError(
                message:
                    "the scene delegate \(cls) must be made by the caller: pass sceneDelegate: \(cls)() to AppLaunch (Swift on Linux cannot make an object from its class alone)"
            )
        }
        if out.delegateClass == nil, sceneDelegate == nil, let name = entry?.delegateClassName {
            throw AppLaunchError(
                message:
                    "no class \(name) (the Info.plist's UISceneDelegateClassName) in modules \(UIStoryboard.effectiveClassModules.joined(separator: ", ")), and no sceneDelegate passed to AppLaunch"
            )
        }
        if let cls = out.delegateClass, let made = sceneDelegate,
            ObjectIdentifier(type(of: made)) != ObjectIdentifier(cls)
        {
            throw AppLaunchError(
                message: "the sceneDelegate passed is a \(type(of: made)), the configuration names \(cls)")
        }
        if out.storyboard == nil, let name = entry?.storyboard {
            out.storyboard = try Self.storyboard(name)
        }
        return out
    }

    /// The class an Info.plist names (`$(PRODUCT_MODULE_NAME).SceneDelegate`, `App.Delegate`,
    /// `Delegate`), looked for as a storyboard's custom class is (`StoryboardClasses`): the
    /// module written (none for the `$(PRODUCT_MODULE_NAME)` placeholder), then the storyboard
    /// class modules.
    static func appClass(named written: String) -> AnyClass? {
        var name = written
        var module: String?
        if let dot = written.lastIndex(of: ".") {
            let prefix = String(written[..<dot])
            name = String(written[written.index(after: dot)...])
            if !prefix.hasPrefix("$(") { module = prefix }
        }
        return StoryboardClasses.firstClass(
            named: name, in: StoryboardClasses.modules(written: module, bundle: nil))
    }

    static func storyboard(_ name: String) throws -> UIStoryboard {
        do { return try UIStoryboard.load(name: name, bundle: nil) } catch {
            throw AppLaunchError(message: "the main storyboard \(name): \(error)")
        }
    }

    static func initialController(of name: String) throws -> UIViewController {
        guard let root = try storyboard(name).instantiateInitialViewController() else {
            throw AppLaunchError(message: "the main storyboard \(name) has no initial view controller")
        }
        return root
    }
}

/// Why a launch stopped (`AppLaunch.run(in:)`): what UIKit raises an exception for.
public struct AppLaunchError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the value.
    public let message: String
    public var description: String { "app launch: \(message)" }
}

/// The values of an app's Info.plist that a launch reads (Flipbook only).
public struct InfoPlist: Sendable, Equatable {
    /// One scene configuration (`UISceneConfigurations`' entries for the app's role).
    public struct SceneEntry: Sendable, Equatable {
        /// `UISceneConfigurationName`.
        public var name: String?
        /// `UISceneDelegateClassName`, as written (`$(PRODUCT_MODULE_NAME).SceneDelegate`).
        public var delegateClassName: String?
        /// `UISceneStoryboardFile`.
        public var storyboard: String?
        public init(name: String? = nil, delegateClassName: String? = nil, storyboard: String? = nil) {
            self.name = name
            self.delegateClassName = delegateClassName
            self.storyboard = storyboard
        }
    }
    /// `UIMainStoryboardFile`, for an app without scenes.
    public var mainStoryboard: String?
    /// The scene configurations of the role `UIWindowSceneSessionRoleApplication`; empty for an
    /// app without `UIApplicationSceneManifest`.
    public var scenes: [SceneEntry]

    public init(mainStoryboard: String? = nil, scenes: [SceneEntry] = []) {
        self.mainStoryboard = mainStoryboard
        self.scenes = scenes
    }

    /// Reads an Info.plist (XML or binary).
    ///
    /// - Throws: `AppLaunchError` naming the file when it cannot be read or is not a
    ///   dictionary.
    public init(contentsOf url: URL) throws {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        } catch {
            throw AppLaunchError(message: "\(url.path): not a property list (\(error.localizedDescription))")
        }
        guard let dict = plist as? [String: Any] else {
            throw AppLaunchError(message: "\(url.path): not a dictionary at the top")
        }
        self.init(dictionary: dict)
    }

    /// The values of an Info.plist already read.
    public init(dictionary dict: [String: Any]) {
        mainStoryboard = dict["UIMainStoryboardFile"] as? String
        scenes = []
        let manifest = dict["UIApplicationSceneManifest"] as? [String: Any]
        let configs = manifest?["UISceneConfigurations"] as? [String: Any]
        for entry in configs?[UISceneSession.Role.windowApplication.rawValue] as? [[String: Any]] ?? [] {
            scenes.append(
                SceneEntry(
                    name: entry["UISceneConfigurationName"] as? String,
                    delegateClassName: entry["UISceneDelegateClassName"] as? String,
                    storyboard: entry["UISceneStoryboardFile"] as? String))
        }
        // A manifest without configurations still makes a scene (UIKit's default one).
        if manifest != nil && scenes.isEmpty { scenes.append(SceneEntry()) }
    }
}

/// A window's scene, weakly, and the window a launched app's window hands its root to.
final class WindowSceneBox {
    weak var scene: UIWindowScene?
    weak var host: UIWindow?
}

extension UIWindow {
    /// A launched app's window shown with `makeKeyAndVisible()`: its root, background, tint and
    /// interface style go to `host`, which is shown, and its later roots go there too.
    func hand(to host: UIWindow) {
        // Shown again: nothing to do, as for a window that is already key.
        guard sceneBox.host !== host else { return }
        sceneBox.host = host
        if let color = backgroundColor { host.backgroundColor = color }
        if let tint = ownTintColor { host.tintColor = tint }
        if overrideUserInterfaceStyle != .unspecified { host.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
        let root = rootViewController
        root?.viewIfLoaded?.removeFromSuperview()
        host.rootViewController = root
        host.show()
        LaunchedApp.current.window = host
    }
}
