import Foundation
import FlipbookCore

extension Scene {
    /// The window size of a scene when none is given: the 375 x 667 point phone of the
    /// showcase (an iPhone 8's screen, `UIScreen.main.bounds` outside a recording).
    public static let defaultWindowSize = CGSize(width: 375, height: 667)

    /// A scene of your app: each time it is recorded, `setUp` gets a fresh window of `size`
    /// points (default nil: the screen of the device current on the thread, 375 x 667 unless
    /// recorded inside `StageSettings.with(_:_:)`, as a golden matrix does), builds the controllers in it (a root view controller, a
    /// delegate, a presentation done beforehand on a throw-away `Stage`), and returns the step
    /// that starts the transition (`present`, `dismiss`, `push`, `pop`, a gesture's `play`),
    /// which is recorded on a `Stage` at the frame rate asked for. Whatever the step needs
    /// alive (a `transitioningDelegate`, which UIKit holds weakly) must be captured by it.
    ///
    /// - Parameters:
    ///   - name: the name `render NAME` takes: one path component, unique in the catalogue.
    ///   - summary: one line for `list` and the gallery (default none).
    ///   - timing: the timing in words for `list`, the gallery and contact sheets (default none).
    public init(
        _ name: String, size: CGSize? = nil, summary: String = "", timing: String = "",
        setUp: @escaping @Sendable (UIWindow) throws -> () -> Void
    ) {
        self.init(name: name, summary: summary, timing: timing) { fps in
            let window = UIWindow(
                frame: CGRect(origin: .zero, size: size ?? StageSettings.current.device.screenSize))
            let start = try setUp(window)
            return try Stage(window: window, fps: fps).record(start)
        }
    }
}
