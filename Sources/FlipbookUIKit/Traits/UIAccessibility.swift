import Foundation

/// The accessibility settings transitions read (`UIAccessibility`): the stage's
/// (`StageSettings`), else the ones current on the thread; all off by default.
public enum UIAccessibility {
    /// Reduce Motion (`isReduceMotionEnabled`): when on, UIKit's system push, pop and cover
    /// become cross-dissolves (SEMANTICS.md §18).
    public static var isReduceMotionEnabled: Bool { StageSettings.effective.isReduceMotionEnabled }
    /// Reduce Motion with Prefer Cross-Fade Transitions (`prefersCrossFadeTransitions`):
    /// Flipbook's Reduce Motion stands for both switches on, so the same value.
    public static var prefersCrossFadeTransitions: Bool { StageSettings.effective.isReduceMotionEnabled }
    /// Increase Contrast (`isDarkerSystemColorsEnabled`).
    public static var isDarkerSystemColorsEnabled: Bool { StageSettings.effective.accessibilityContrast == .high }
    /// Bold Text (`isBoldTextEnabled`).
    public static var isBoldTextEnabled: Bool { StageSettings.effective.legibilityWeight == .bold }
    /// Posted when Reduce Motion changes (`reduceMotionStatusDidChangeNotification`); a
    /// stage's setting is fixed, so Flipbook never posts it.
    public static let reduceMotionStatusDidChangeNotification = Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Prefer Cross-Fade Transitions changes; never posted here.
    public static let prefersCrossFadeTransitionsStatusDidChange = Notification.Name(
        "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
}
