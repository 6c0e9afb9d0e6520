import Foundation

/// The navigation controller's bar-hiding switches (iOS 8). Stored, read from storyboards,
/// and not acted on: a stage's taps and swipes do not hide the bars (SEMANTICS.md §19).
extension UINavigationController {
    private final class HidesBars {
        var onTap = false
        var onSwipe = false
        var whenKeyboardAppears = false
        var whenVerticallyCompact = false
        lazy var tap = UITapGestureRecognizer()
        lazy var swipe = UIPanGestureRecognizer()
    }
    nonisolated(unsafe) private static var hidesBarsKey: UInt8 = 0
    private var hidesBars: HidesBars {
        if let h = objc_getAssociatedObject(self, &Self.hidesBarsKey) as? HidesBars { return h }
        let h = HidesBars()
        objc_setAssociatedObject(self, &Self.hidesBarsKey, h, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return h
    }

    /// Stored (`hidesBarsOnTap`; default false).
    public var hidesBarsOnTap: Bool {
        get { hidesBars.onTap }
        set { hidesBars.onTap = newValue }
    }
    /// Stored (`hidesBarsOnSwipe`; default false).
    public var hidesBarsOnSwipe: Bool {
        get { hidesBars.onSwipe }
        set { hidesBars.onSwipe = newValue }
    }
    /// Stored (`hidesBarsWhenKeyboardAppears`; default false).
    public var hidesBarsWhenKeyboardAppears: Bool {
        get { hidesBars.whenKeyboardAppears }
        set { hidesBars.whenKeyboardAppears = newValue }
    }
    /// Stored (`hidesBarsWhenVerticallyCompact`; default false).
    public var hidesBarsWhenVerticallyCompact: Bool {
        get { hidesBars.whenVerticallyCompact }
        set { hidesBars.whenVerticallyCompact = newValue }
    }
    /// The recognizer behind `hidesBarsOnTap` (`barHideOnTapGestureRecognizer`), made on first
    /// use and never added to a view here.
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer { hidesBars.tap }
    /// The recognizer behind `hidesBarsOnSwipe` (`barHideOnSwipeGestureRecognizer`).
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { hidesBars.swipe }
}
