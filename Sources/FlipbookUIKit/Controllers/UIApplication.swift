import Foundation

/// The app (`UIApplication.shared`): its window is the recording stage's.
open class UIApplication: UIResponder {
    /// The app (`UIApplication.shared`): a fresh value each time; it stores nothing (its window
    /// is the stage's), so nothing is lost, and no shared mutable instance exists.
    public static var shared: UIApplication { UIApplication() }
    /// The recording stage's window, or none off stage (`windows`).
    public var windows: [UIWindow] { Stage.current.map { [$0.window] } ?? [] }
    /// The recording stage's window (`keyWindow`).
    public var keyWindow: UIWindow? { Stage.current?.window }
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
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft }
