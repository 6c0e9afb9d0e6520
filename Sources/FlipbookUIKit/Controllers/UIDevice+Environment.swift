import Foundation

/// The kind of device (`UIUserInterfaceIdiom`); Flipbook is always a phone.
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

/// The device (`UIDevice`): a portrait iPhone with a home button running iOS 17.0 (the
/// 375 x 667 phone of SEMANTICS.md §15), constant so that renders do not depend on the host.
open class UIDevice: NSObject {
    /// The device (`UIDevice.current`): a fresh value each time, as every one is the same
    /// constant device (a stored shared instance of a non-Sendable class is a data race to
    /// Swift 6; no state is lost, since a device holds only constants).
    public static var current: UIDevice { UIDevice() }
    /// `.phone` (`userInterfaceIdiom`).
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// `.portrait` (`orientation`).
    public let orientation = UIDeviceOrientation.portrait
    /// "17.0" (`systemVersion`).
    public let systemVersion = "17.0"
    /// "iOS" (`systemName`).
    public let systemName = "iOS"
    /// "iPhone" (`model`).
    public let model = "iPhone"
    /// "Flipbook" (`name`).
    public let name = "Flipbook"
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
    /// The status bar's frame (`statusBarFrame`, deprecated in iOS 13 but still read): the top
    /// 20 points of the screen, as wide as it (the safe area's top inset, SEMANTICS.md §15).
    public var statusBarFrame: CGRect {
        CGRect(
            x: 0, y: 0, width: Stage.current?.window.bounds.width ?? UIScreen.main.bounds.width,
            height: UIView.windowSafeAreaInsets.top)
    }
    /// The direction of the interface (`userInterfaceLayoutDirection`): always left-to-right.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
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

/// A rectangle of a view's layout (`UILayoutGuide`); only `layoutFrame` is modelled (no Auto
/// Layout).
open class UILayoutGuide: NSObject {
    /// The view whose guide it is (`owningView`).
    public internal(set) weak var owningView: UIView?
    init(owningView: UIView) { self.owningView = owningView }
    /// The view's bounds less its safe-area insets (`layoutFrame`), in the view's coordinates.
    public var layoutFrame: CGRect { owningView.map { $0.bounds.inset(by: $0.safeAreaInsets) } ?? .zero }
}

extension UIView {
    /// The window's safe area on Flipbook's phone: the 20 pt status bar at the top, nothing at
    /// the bottom or the sides (a phone with a home button; SEMANTICS.md §15).
    public static let windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// The part of the window's safe-area insets this view overlaps, in points
    /// (`safeAreaInsets`): a view at the top of the screen gets top 20; a view not in a window
    /// gets zero, as in UIKit. Transforms are ignored (the frame in the window is used).
    /// A controller's `additionalSafeAreaInsets` inset the safe area of its root view and of
    /// everything inside it.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window = window else { return .zero }
        let insets = self === window ? UIView.windowSafeAreaInsets : window.safeAreaInsets
        let frame = convert(bounds, to: window)
        var safe = window.bounds.inset(by: insets)
        var chain: [UIView] = []
        var v: UIView? = self
        while let cur = v, cur !== window { chain.append(cur); v = cur.superview }
        for ancestor in chain.reversed() {
            guard let extra = ancestor.owningController?.additionalSafeAreaInsets, extra != .zero else { continue }
            safe = ancestor.convert(ancestor.bounds, to: window).intersection(safe).inset(by: extra)
        }
        return UIEdgeInsets(
            top: max(0, min(safe.minY - frame.minY, frame.height)),
            left: max(0, min(safe.minX - frame.minX, frame.width)),
            bottom: max(0, min(frame.maxY - safe.maxY, frame.height)),
            right: max(0, min(frame.maxX - safe.maxX, frame.width)))
    }

    /// The safe area as a layout guide (`safeAreaLayoutGuide`): its `layoutFrame` is the
    /// bounds less `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
}
