import Foundation

/// The kind of device (`UIUserInterfaceIdiom`): the stage's device's (a phone by default).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The device's orientation (`UIDeviceOrientation`); Flipbook is always portrait.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    /// True for the two portrait orientations (`isPortrait`).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// True for the two landscape orientations (`isLandscape`).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The device (`UIDevice`): the recording stage's `Device` (else the one current on the
/// thread, by default the 375 x 667 iPhone 8) running iOS 17.0, constant so that renders do
/// not depend on the host.
open class UIDevice: NSObject {
    /// The device (`UIDevice.current`): a fresh value each time, as every one reads the same
    /// stage (a stored shared instance of a non-Sendable class is a data race to Swift 6; no
    /// state is lost, since a device holds only constants).
    public static var current: UIDevice { UIDevice() }
    private var device: Device { StageSettings.effective.device }
    /// `.phone` or `.pad`, the device's (`userInterfaceIdiom`).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.idiom }
    /// `.portrait`, or `.landscapeLeft` on a landscape preset (`orientation`).
    public var orientation: UIDeviceOrientation {
        device.screenSize.width > device.screenSize.height ? .landscapeLeft : .portrait
    }
    /// "17.0" (`systemVersion`).
    public let systemVersion = "17.0"
    /// "iOS" (`systemName`).
    public let systemName = "iOS"
    /// "iPhone" or "iPad" (`model`).
    public var model: String { device.model }
    /// The device's marketing name, "iPhone 8" by default (`name`).
    public var name: String { device.name }
}

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

/// Insets from a rectangle's edges, in points (`UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the left edge.
    public var left: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the right edge.
    public var right: CGFloat
    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No insets (`.zero`).
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// The rectangle shrunk by `insets` (`inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}

extension UIView {
    /// The window's safe area on the default phone (the iPhone 8): the 20 pt status bar at
    /// the top, nothing at the bottom or the sides (SEMANTICS.md §15). A window's own comes from
    /// its device (`Device.safeAreaInsets`, §18).
    public static let windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// The part of the window's safe-area insets this view overlaps, in points
    /// (`safeAreaInsets`): on the default phone a view at the top of the screen gets top 20;
    /// a view not in a window gets zero, as in UIKit. Transforms are ignored (the frame in the
    /// window is used).
    /// A controller's `additionalSafeAreaInsets` inset the safe area of its root view and of
    /// everything inside it; a navigation controller's shown bar moves the top of the safe area
    /// of its screens down to the bar's bottom edge (64 on the default phone), as in UIKit.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window = window else { return .zero }
        let insets = self === window ? window.settings.device.safeAreaInsets : window.safeAreaInsets
        let frame = convert(bounds, to: window)
        var safe = window.bounds.inset(by: insets)
        var chain: [UIView] = []
        var v: UIView? = self
        while let cur = v, cur !== window { chain.append(cur); v = cur.superview }
        for ancestor in chain.reversed() {
            safe = ancestor.narrowedSafeArea(safe, in: window) { ancestor.convert(ancestor.bounds, to: window) }
        }
        return UIEdgeInsets(
            top: max(0, min(safe.minY - frame.minY, frame.height)),
            left: max(0, min(safe.minX - frame.minX, frame.width)),
            bottom: max(0, min(frame.maxY - safe.maxY, frame.height)),
            right: max(0, min(frame.maxX - safe.maxX, frame.width)))
    }
}

extension UIView {
    /// One step of the safe area's walk down from the window, for this view as an ancestor
    /// (`safe` in the window's coordinates): a navigation controller's shown bar covers the
    /// top of the screens in its transition view, a tab bar controller's shown bar the bottom of
    /// its tabs, and a controller's `additionalSafeAreaInsets` inset what is left of its root
    /// view. `frameInWindow` is asked only when the last applies. The `safeAreaInsets` getter
    /// and the layout pass's walk (Layout/LayoutCycle.swift) both take this step, so they agree.
    func narrowedSafeArea(_ safe: CGRect, in window: UIWindow, frameInWindow: () -> CGRect) -> CGRect {
        var safe = safe
        if let bar = (self as? NavigationTransitionView)?.coveringBar {
            let bottom = bar.convert(bar.bounds, to: window).maxY
            if bottom > safe.minY {
                safe = CGRect(x: safe.minX, y: bottom, width: safe.width, height: max(0, safe.maxY - bottom))
            }
        }
        if let barTop = tabBarTop(in: window), barTop < safe.maxY {
            safe = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: max(0, barTop - safe.minY))
        }
        guard let extra = owningController?.additionalSafeAreaInsets, extra != .zero else { return safe }
        return frameInWindow().intersection(safe).inset(by: extra)
    }
}
