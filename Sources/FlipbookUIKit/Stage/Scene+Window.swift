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
    ///   - storyboardSearchFolders: folders searched for the app's storyboards, nibs and asset
    ///     catalogs (its `Base.lproj`, the folder of its `Assets.xcassets`), before those of the
    ///     settings current on the thread (default none).
    ///   - storyboardClassModules: modules tried for its files' custom classes (the SwiftPM
    ///     target its files are ported into), before the current settings' (default none).
    ///
    /// The folders and modules are the window's settings (`StageSettings`): they apply while
    /// `setUp` runs and while the stage records, and to no other scene.
    public init(
        _ name: String, size: CGSize? = nil, summary: String = "", timing: String = "",
        storyboardSearchFolders: [URL] = [], storyboardClassModules: [String] = [],
        setUp: @escaping @Sendable (UIWindow) throws -> () -> Void
    ) {
        self.init(name: name, summary: summary, timing: timing) { fps in
            var settings = StageSettings.current
            settings.storyboardSearchFolders = storyboardSearchFolders + settings.storyboardSearchFolders
            settings.storyboardClassModules = storyboardClassModules + settings.storyboardClassModules
            return try StageSettings.with(settings) {
                let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? settings.device.screenSize))
                let start = try setUp(window)
                return try Stage(window: window, fps: fps).record(start)
            }
        }
    }
}
