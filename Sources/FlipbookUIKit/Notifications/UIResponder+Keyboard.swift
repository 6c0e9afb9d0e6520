import Foundation

/// The keyboard's notifications and their `userInfo` keys, with the string values Apple's
/// headers give them (`UIResponder.keyboardWillShowNotification` is
/// `"UIKeyboardWillShowNotification"`, and so on). Flipbook has no keyboard (no text fields,
/// docs/SEMANTICS.md §21), so nothing posts them: a view controller that observes them
/// compiles, and reacts when a scene or a test posts one itself, with a `userInfo` built from
/// these keys (the frames as `NSValue(cgRect:)`, the duration as a `Double`, the curve as an
/// `Int` raw value of `UIView.AnimationCurve`), as UIKit's are.
extension UIResponder {
    /// Posted before the keyboard appears (`keyboardWillShowNotification`).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appears (`keyboardDidShowNotification`).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears (`keyboardWillHideNotification`).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappears (`keyboardDidHideNotification`).
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (`keyboardWillChangeFrameNotification`).
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changes (`keyboardDidChangeFrameNotification`).
    public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates, an `NSValue` holding a
    /// `CGRect` (`keyboardFrameBeginUserInfoKey`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, as above (`keyboardFrameEndUserInfoKey`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds, a `Double` (`keyboardAnimationDurationUserInfoKey`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve, the raw value of a `UIView.AnimationCurve`
    /// (`keyboardAnimationCurveUserInfoKey`).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, a `Bool` (`keyboardIsLocalUserInfoKey`).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
