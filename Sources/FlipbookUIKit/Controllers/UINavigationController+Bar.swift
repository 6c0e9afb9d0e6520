import Foundation

/// The bar of a navigation controller (`UINavigationBar`): its appearance properties are
/// stored so that app code compiles and tests can read them back; Flipbook does not draw it
/// (a documented difference: screens fill the navigation controller's view).
open class UINavigationBar: UIView {
    /// Stored (`barTintColor`).
    open var barTintColor: UIColor?
    /// Stored (`isTranslucent`; default true).
    open var isTranslucent = true
    /// Stored (`prefersLargeTitles`; default false).
    open var prefersLargeTitles = false
    /// Stored (`barStyle`; default `.default`).
    open var barStyle: UIBarStyle = .default
    /// Stored (`titleTextAttributes`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Stored (`largeTitleTextAttributes`).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

/// `UIBarStyle`.
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }

extension UINavigationController {
    /// How long UIKit's bar hides or shows, in seconds (`hideShowBarDuration`, 0.2).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Hides or shows the bar (`setNavigationBarHidden(_:animated:)`): sets
    /// `isNavigationBarHidden` and the bar's `isHidden` at once (nothing is drawn to animate).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
    }
}
