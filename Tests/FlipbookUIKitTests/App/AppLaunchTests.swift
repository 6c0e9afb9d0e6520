import Foundation
import XCTest

@testable import FlipbookUIKit

/// What the launch calls, in order: one list per test, written by the probes below.
final class LaunchLog {
    var entries: [String] = []
}

/// A screen that logs its life cycle.
final class LaunchProbeViewController: UIViewController {
    var log: LaunchLog?
    override func viewDidLoad() {
        super.viewDidLoad()
        log?.entries.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log?.entries.append("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log?.entries.append("viewDidAppear")
    }
}

/// An app delegate as Xcode's templates write one (a `window` property, the launch methods).
final class LaunchProbeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let log: LaunchLog
    /// Made in `didFinishLaunching` when set: the pre-iOS 13 code-built window.
    var makesWindow = false
    init(log: LaunchLog) { self.log = log }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.entries.append("willFinishLaunching root=\(window?.rootViewController.map { "\(type(of: $0))" } ?? "none")")
        return true
    }
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.entries.append("didFinishLaunching")
        if makesWindow {
            window = UIWindow(frame: UIScreen.main.bounds)
            let probe = LaunchProbeViewController()
            probe.log = log
            window?.rootViewController = probe
            window?.makeKeyAndVisible()
        }
        return true
    }
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        log.entries.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.entries.append("applicationDidBecomeActive") }
}

/// A scene delegate as Xcode 11's template writes one, making its window in code unless the
/// configuration gave it one from a storyboard.
final class LaunchProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let log: LaunchLog
    init(log: LaunchLog) { self.log = log }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        log.entries.append("willConnectTo window=\(window == nil ? "nil" : "set")")
        guard window == nil, let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        let probe = LaunchProbeViewController()
        probe.log = log
        window?.rootViewController = probe
        window?.makeKeyAndVisible()
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log.entries.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.entries.append("sceneDidBecomeActive") }
}

/// An app's launch (SEMANTICS.md §34): the order of the messages comes from Apple's
/// documentation of the launch sequence (the main storyboard's initial controller is the
/// window's root before `application(_:didFinishLaunchingWithOptions:)`; with scenes,
/// `scene(_:willConnectTo:options:)` then `sceneWillEnterForeground(_:)` then
/// `sceneDidBecomeActive(_:)`), and `viewDidAppear(_:)` after the app became active, as iOS
/// logs it on a launch.
final class AppLaunchTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.storyboard.write(
            to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        searchStoryboards(in: [folder], modules: ["FlipbookUIKitTests"])
    }

    override func tearDownWithError() throws {
        UIApplication.shared.delegate = nil
        try? FileManager.default.removeItem(at: folder)
    }

    /// A storyboard whose initial controller is a `LaunchProbeViewController`.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Prb-00-ctl">
            <scenes>
                <scene sceneID="Prb-sc-000">
                    <objects>
                        <viewController id="Prb-00-ctl" customClass="LaunchProbeViewController" customModule="Probe" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Prb-00-vie">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }

    func testAStoryboardAppWithoutScenesGetsItsRootBeforeItFinishesLaunching() throws {
        let log = LaunchLog()
        let delegate = LaunchProbeAppDelegate(log: log)
        let host = window()
        let scene = try AppLaunch(delegate: delegate, info: InfoPlist(mainStoryboard: "Main")).run(in: host)
        XCTAssertNil(scene, "no scene manifest, no scene")
        let probe = try XCTUnwrap(host.rootViewController as? LaunchProbeViewController)
        XCTAssertTrue(delegate.window === host, "UIKit sets the delegate's window to the one it made")
        XCTAssertEqual(
            log.entries,
            [
                "willFinishLaunching root=LaunchProbeViewController", "didFinishLaunching",
                "applicationDidBecomeActive",
            ], "the storyboard's probe had no log to write to")
        XCTAssertEqual(probe.appearance, .appeared)
        XCTAssertTrue(UIApplication.shared.delegate === delegate)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
    }

    func testAnAppThatMakesItsWindowWhenItFinishesLaunchingShowsItInTheHost() throws {
        let log = LaunchLog()
        let delegate = LaunchProbeAppDelegate(log: log)
        delegate.makesWindow = true
        let host = window()
        try AppLaunch(delegate: delegate, info: InfoPlist()).run(in: host)
        XCTAssertTrue(host.rootViewController is LaunchProbeViewController)
        XCTAssertFalse(delegate.window === host, "the app keeps its own window object")
        XCTAssertEqual(
            log.entries,
            [
                "willFinishLaunching root=none", "didFinishLaunching", "viewDidLoad", "viewWillAppear",
                "applicationDidBecomeActive", "viewDidAppear",
            ])
    }

    func testASceneThatMakesItsWindowInCodeGoesThroughTheScenesStepsInOrder() throws {
        let log = LaunchLog()
        let delegate = LaunchProbeAppDelegate(log: log)
        let sceneDelegate = LaunchProbeSceneDelegate(log: log)
        let host = window()
        let info = InfoPlist(scenes: [
            .init(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).LaunchProbeSceneDelegate")
        ])
        let scene = try XCTUnwrap(
            try AppLaunch(delegate: delegate, sceneDelegate: sceneDelegate, info: info).run(in: host) as? UIWindowScene)
        XCTAssertEqual(
            log.entries,
            [
                "willFinishLaunching root=none", "didFinishLaunching", "configurationForConnecting",
                "willConnectTo window=nil", "viewDidLoad", "viewWillAppear", "sceneWillEnterForeground",
                "sceneDidBecomeActive", "viewDidAppear",
            ])
        let probe = try XCTUnwrap(host.rootViewController as? LaunchProbeViewController)
        XCTAssertTrue(probe.view.window === host, "the app's screen is drawn in the host window")
        XCTAssertTrue(sceneDelegate.window?.rootViewController === probe)
        XCTAssertTrue(host.windowScene === scene)
        XCTAssertTrue(scene.delegate === sceneDelegate)
        XCTAssertEqual(scene.activationState, .foregroundActive)
        XCTAssertEqual(scene.session.configuration.name, "Default Configuration")
        XCTAssertTrue(scene.session.configuration.delegateClass == LaunchProbeSceneDelegate.self)
        XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1)
        XCTAssertTrue(UIApplication.shared.connectedScenes.first === scene)

        // Shown again (apps call makeKeyAndVisible more than once): no second appearance.
        let count = log.entries.count
        sceneDelegate.window?.makeKeyAndVisible()
        XCTAssertEqual(log.entries.count, count, "\(log.entries.suffix(2))")

        // A root given to the app's window later (a log-in screen replaced) shows in the host.
        let next = UIViewController()
        sceneDelegate.window?.rootViewController = next
        XCTAssertTrue(host.rootViewController === next)
        XCTAssertNil(probe.viewIfLoaded?.superview, "the old screen left the host")
    }

    func testASceneStoryboardIsTheScenesWindowBeforeItConnects() throws {
        let log = LaunchLog()
        let sceneDelegate = LaunchProbeSceneDelegate(log: log)
        let host = window()
        let plist = folder.appendingPathComponent("Info.plist")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UIApplicationSupportsMultipleScenes</key>
                <false/>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneConfigurationName</key>
                            <string>Default Configuration</string>
                            <key>UISceneDelegateClassName</key>
                            <string>$(PRODUCT_MODULE_NAME).LaunchProbeSceneDelegate</string>
                            <key>UISceneStoryboardFile</key>
                            <string>Main</string>
                        </dict>
                    </array>
                </dict>
            </dict>
        </dict>
        </plist>
        """.write(to: plist, atomically: true, encoding: .utf8)
        let launch = try AppLaunch(delegate: nil, sceneDelegate: sceneDelegate, infoPlist: plist)
        XCTAssertEqual(
            launch.info,
            InfoPlist(scenes: [
                .init(
                    name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).LaunchProbeSceneDelegate",
                    storyboard: "Main")
            ]))
        try launch.run(in: host)
        XCTAssertEqual(log.entries, ["willConnectTo window=set", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        XCTAssertTrue(sceneDelegate.window === host)
        XCTAssertTrue(host.rootViewController is LaunchProbeViewController)
    }

    func testWhatUIKitWouldStopTheAppForIsAnErrorNamingIt() throws {
        XCTAssertThrowsError(try AppLaunch(delegate: nil, info: InfoPlist(mainStoryboard: "Missing")).run(in: window()))
        {
            XCTAssertTrue("\($0)".contains("Missing"), "\($0)")
        }
        let info = InfoPlist(scenes: [.init(delegateClassName: "$(PRODUCT_MODULE_NAME).LaunchProbeSceneDelegate")])
        XCTAssertThrowsError(try AppLaunch(delegate: nil, info: info).run(in: window())) {
            XCTAssertTrue("\($0)".contains("pass sceneDelegate: LaunchProbeSceneDelegate()"), "\($0)")
        }
        let unknown = InfoPlist(scenes: [.init(delegateClassName: "Elsewhere.NoSuchDelegate")])
        XCTAssertThrowsError(try AppLaunch(delegate: nil, info: unknown).run(in: window())) {
            XCTAssertTrue("\($0)".contains("NoSuchDelegate"), "\($0)")
        }
        let bad = folder.appendingPathComponent("Bad.plist")
        try "<plist><dict><key>x".write(to: bad, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try AppLaunch(delegate: nil, infoPlist: bad)) {
            XCTAssertTrue("\($0)".contains("Bad.plist"), "\($0)")
        }
    }

    func testSendingResignToNoTargetEndsTheEditing() {
        let host = window()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
        let root = UIViewController()
        host.rootViewController = root
        root.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(
            UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil))
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(
            UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil),
            "no first responder is left to take it")
    }
}
