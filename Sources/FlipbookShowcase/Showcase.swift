import Foundation
import FlipbookCore
import FlipbookUIKit

/// The built-in showcase (SCENES.md): every canonical scene, in a fixed order.
public enum Showcase {
    /// The container size of every showcase scene on the default phone, in points (scenes
    /// recorded inside `StageSettings.with(_:_:)` fill that device's screen instead).
    public static let size = CGSize(width: 375, height: 667)

    /// Every scene, in catalogue order.
    public static let scenes: [Scene] =
        customScenes + interactiveScenes + systemScenes + [journey] + sheetScenes + photoZoomScenes + realAppScenes
        + shareSheetScenes + autoLayoutScenes + barScenes + materialScenes + motionScenes

    /// The scene with this name, if any.
    public static func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }

    /// The names of every scene.
    public static var names: [String] { scenes.map(\.name) }

    // MARK: - Building blocks

    static func makeWindow(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: StageSettings.current.device.screenSize))
        window.rootViewController = root
        return window
    }

    /// Presents B over A with `delegate`, animated on a throw-away stage, so a dismissal
    /// starts from the state the real presentation left.
    static func presented(
        delegate: UIViewControllerTransitioningDelegate?, style: UIModalTransitionStyle = .coverVertical,
        fps: Double
    ) throws -> (UIWindow, UIViewController, UIViewController) {
        let a = ScreenViewController(.a), b = ScreenViewController(.b)
        b.transitioningDelegate = delegate
        b.modalTransitionStyle = style
        let window = makeWindow(root: a)
        _ = try Stage(window: window, fps: fps).record { a.present(b, animated: true) }
        return (window, a, b)
    }

    static func present(
        delegate: UIViewControllerTransitioningDelegate?, style: UIModalTransitionStyle = .coverVertical,
        fps: Double
    ) throws -> Timeline {
        let a = ScreenViewController(.a), b = ScreenViewController(.b)
        b.transitioningDelegate = delegate
        b.modalTransitionStyle = style
        let window = makeWindow(root: a)
        return try withExtendedLifetime(delegate) {
            try Stage(window: window, fps: fps).record { a.present(b, animated: true) }
        }
    }

    static func dismiss(
        delegate: UIViewControllerTransitioningDelegate?, style: UIModalTransitionStyle = .coverVertical,
        fps: Double
    ) throws -> Timeline {
        let (window, _, b) = try presented(delegate: delegate, style: style, fps: fps)
        return try withExtendedLifetime(delegate) {
            try Stage(window: window, fps: fps).record { b.dismiss(animated: true) }
        }
    }

    /// A navigation controller with A at the root, and B pushed on a throw-away stage when
    /// `pushed`.
    static func navigation(
        delegate: UINavigationControllerDelegate?, pushed: Bool,
        fps: Double
    ) throws -> (UIWindow, UINavigationController, UIViewController) {
        let a = ScreenViewController(.a), b = ScreenViewController(.b)
        let nav = UINavigationController(rootViewController: a)
        nav.isNavigationBarHidden = true  // screens A and B fill the window (docs/SCENES.md)
        nav.delegate = delegate
        let window = makeWindow(root: nav)
        if pushed { _ = try Stage(window: window, fps: fps).record { nav.pushViewController(b, animated: true) } }
        return (window, nav, b)
    }
}
