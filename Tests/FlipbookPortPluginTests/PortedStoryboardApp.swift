import FlipbookUIKit
import XCTest

/// An app of fixtures/port whose storyboards live in its `Base.lproj` and whose classes are
/// compiled into this module by the port plugin: its storyboard search folder and class module
/// are the settings each test runs with (`run`, from the test's `invokeTest`), and `launch`
/// puts the initial navigation controller in a window of the size the storyboard was drawn
/// for, laid out.
struct PortedStoryboardApp {
    /// The app's folder.
    let folder: URL

    /// The app named `name` in fixtures/port.
    init(_ name: String) {
        folder =
            URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../fixtures/port/\(name)").standardizedFileURL
    }

    /// The settings current on the thread, reading storyboards from the app's `Base.lproj` and
    /// classes from this test module.
    var settings: StageSettings {
        var s = StageSettings.current
        s.storyboardSearchFolders = [folder.appendingPathComponent("Base.lproj")]
        s.storyboardClassModules = ["FlipbookPortPluginTests"]
        return s
    }

    /// Runs `body` (a whole test, with its set-up and tear-down) with the app's `settings`.
    func run(_ body: () -> Void) { StageSettings.with(settings, body) }

    /// The storyboard `name`'s initial navigation controller and its top controller (of the
    /// app's class `Top`) in a `size` window, laid out, with the storyboard read.
    func launch<Top: UIViewController>(
        _ name: String, size: CGSize, top: Top.Type
    ) throws -> (UIWindow, UINavigationController, Top, UIStoryboard) {
        let storyboard = try UIStoryboard.load(name: name, bundle: nil)
        let nav = try XCTUnwrap(storyboard.instantiateInitialViewController() as? UINavigationController)
        let topController = try XCTUnwrap(nav.topViewController as? Top)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = nav
        window.layoutIfNeeded()
        return (window, nav, topController, storyboard)
    }
}
