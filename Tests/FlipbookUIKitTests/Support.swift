import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A shared, ordered log of what the code under test did, with the virtual time.
final class EventLog {
    private(set) var lines: [String] = []
    private(set) var times: [Double] = []
    func add(_ line: String) {
        lines.append(line)
        times.append(Stage.current?.now ?? -1)
    }
}

/// A screen whose root view is named after it and which logs its appearance callbacks.
final class Screen: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name; self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.accessibilityIdentifier = name
        view = v
    }

    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// Hands out whatever animators a test sets.
final class TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentAnimator: UIViewControllerAnimatedTransitioning?
    var dismissAnimator: UIViewControllerAnimatedTransitioning?
    var presentInteraction: UIViewControllerInteractiveTransitioning?

    init(present: UIViewControllerAnimatedTransitioning? = nil, dismiss: UIViewControllerAnimatedTransitioning? = nil) {
        presentAnimator = present; dismissAnimator = dismiss
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissAnimator
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        presentInteraction
    }
}

/// A navigation delegate that hands out one animator for push and pop.
final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    init(_ animator: UIViewControllerAnimatedTransitioning?) { self.animator = animator }
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

/// Screen A as the window's root, screen B ready to present, and their shared log.
struct Fixture {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a: Screen
    let b: Screen

    init(bStyle: UIModalPresentationStyle = .fullScreen) {
        a = Screen("A", log: log)
        b = Screen("B", log: log)
        b.modalPresentationStyle = bStyle
        window.rootViewController = a
    }

    var container: UIView { window.transitionContainer }

    /// The names of the container's subviews, bottom to top.
    var containerNames: [String] { container.subviews.map { $0.accessibilityIdentifier ?? "?" } }

    func record(_ step: @escaping () -> Void) throws -> Timeline {
        try Stage(window: window, fps: 60).record(step)
    }
}

extension Timeline {
    /// The presented layer named `name` at `t`, failing the test when it is not on screen.
    func layer(_ name: String, at t: Double, file: StaticString = #filePath, line: UInt = #line) throws -> LayerState {
        try XCTUnwrap(
            presentation(at: t).root.find(named: name), "\(name) not on screen at t = \(t)", file: file, line: line)
    }

    /// The names of the sublayers of the layer named `parent` at `t`, bottom to top.
    func children(of parent: String, at t: Double) -> [String] {
        presentation(at: t).root.find(named: parent)?.sublayers.map(\.name) ?? []
    }
}

/// Runs `body`, which must throw a `StageError`, and returns it.
func stageError(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) -> StageError? {
    do {
        try body()
        XCTFail("expected a StageError", file: file, line: line)
        return nil
    } catch let e as StageError {
        return e
    } catch {
        XCTFail("expected a StageError, got \(error)", file: file, line: line)
        return nil
    }
}

extension XCTestCase {
    /// Searches `folders` for Interface Builder files and asset catalogs and `modules` for their
    /// custom classes until this test ends: the settings current on the thread
    /// (`StageSettings.storyboardSearchFolders`, `storyboardClassModules`), made current for the
    /// rest of the test as `StageSettings.with` would for a block; windows made meanwhile keep
    /// them.
    func searchStoryboards(in folders: [URL] = [], modules: [String] = []) {
        var settings = StageSettings.current
        settings.storyboardSearchFolders = folders
        settings.storyboardClassModules = modules
        let state = SettingsState.current
        state.stack.append(settings)
        addTeardownBlock { state.stack.removeLast() }
    }
}
