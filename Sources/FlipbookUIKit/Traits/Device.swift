import Foundation

/// A device's screen as UIKit reports it: size in points, scale, safe area, display corners,
/// status bar, home indicator, idiom and size classes (SEMANTICS.md §18 gives each figure's
/// source). `Stage(device:traits:)` records on one; `UIScreen.main`, `UIDevice.current`, the
/// window's size and its `safeAreaInsets` follow it. The default, `.iPhone8`, is the 375 x 667
/// phone every scene drew on before presets existed. UIKit has no such type: it is the
/// hardware Flipbook stands in for.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The marketing name ("iPhone 15 Pro"), which `UIDevice.current.name` reports.
    public var name: String
    /// The short name the command line takes (`--device iPhone15Pro`).
    public var identifier: String
    /// "iPhone" or "iPad" (`UIDevice.current.model`).
    public var model: String
    /// The screen in points, in this orientation (`UIScreen.main.bounds.size`).
    public var screenSize: CGSize
    /// Pixels per point (`UIScreen.main.scale`).
    public var scale: CGFloat
    /// Physical pixels per point (`UIScreen.main.nativeScale`; 2.88 on the 13 mini, which
    /// renders at 3x and scales down).
    public var nativeScale: CGFloat
    /// The window's safe-area insets in this orientation, in points.
    public var safeAreaInsets: UIEdgeInsets
    /// The display's corner radius, in points (0: square corners).
    public var displayCornerRadius: CGFloat
    /// The status bar's height, in points (0 where it is hidden, as on a landscape phone).
    public var statusBarHeight: CGFloat
    /// Whether the screen shows a home indicator (no home button).
    public var hasHomeIndicator: Bool
    /// `.phone` or `.pad`.
    public var idiom: UIUserInterfaceIdiom
    /// The window's horizontal size class in this orientation.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The window's vertical size class in this orientation.
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// The same device turned on its side, when Flipbook has its landscape figures.
    var landscapeVariant: LandscapeFigures?

    struct LandscapeFigures: Hashable, Sendable {
        var safeAreaInsets: UIEdgeInsets
        var horizontalSizeClass: UIUserInterfaceSizeClass
    }

    /// Creates a device from its figures (portrait).
    public init(
        name: String, identifier: String, model: String, screenSize: CGSize, scale: CGFloat,
        nativeScale: CGFloat? = nil, safeAreaInsets: UIEdgeInsets, displayCornerRadius: CGFloat,
        statusBarHeight: CGFloat, hasHomeIndicator: Bool, idiom: UIUserInterfaceIdiom,
        horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
        verticalSizeClass: UIUserInterfaceSizeClass = .regular
    ) {
        self.name = name; self.identifier = identifier; self.model = model; self.screenSize = screenSize
        self.scale = scale; self.nativeScale = nativeScale ?? scale; self.safeAreaInsets = safeAreaInsets
        self.displayCornerRadius = displayCornerRadius; self.statusBarHeight = statusBarHeight
        self.hasHomeIndicator = hasHomeIndicator; self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
    }

    public var description: String { name }

    /// Whether the screen has a notch or a Dynamic Island: rounded corners and a top safe area
    /// taller than the 20 pt status bar (the card sheet's geometry depends on it, §15).
    public var isNotched: Bool { idiom == .phone && hasHomeIndicator }

    /// The device turned landscape (home indicator or button on the right): width and height
    /// swapped, the landscape safe area, the status bar hidden (phones), size classes as UIKit
    /// gives them. Nil where Flipbook lacks the figures.
    public var landscape: Device? {
        guard let l = landscapeVariant, screenSize.height > screenSize.width else { return nil }
        var d = self
        d.screenSize = CGSize(width: screenSize.height, height: screenSize.width)
        d.safeAreaInsets = l.safeAreaInsets
        d.horizontalSizeClass = l.horizontalSizeClass
        d.verticalSizeClass = idiom == .pad ? .regular : .compact
        if idiom == .phone { d.statusBarHeight = 0 }
        d.landscapeVariant = nil
        return d
    }

    private func with(landscape insets: UIEdgeInsets, horizontal: UIUserInterfaceSizeClass = .compact) -> Device {
        var d = self
        d.landscapeVariant = LandscapeFigures(safeAreaInsets: insets, horizontalSizeClass: horizontal)
        return d
    }

    private static func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// iPhone 8: 375 x 667 @2x, home button, 20 pt status bar, square corners (the default).
    public static let iPhone8 = Device(
        name: "iPhone 8", identifier: "iPhone8", model: "iPhone", screenSize: CGSize(width: 375, height: 667),
        scale: 2, safeAreaInsets: insets(20, 0, 0, 0), displayCornerRadius: 0, statusBarHeight: 20,
        hasHomeIndicator: false, idiom: .phone
    ).with(landscape: insets(0, 0, 0, 0))

    /// iPhone SE (2nd and 3rd generation): the iPhone 8's screen.
    public static let iPhoneSE: Device = {
        var d = Device.iPhone8
        d.name = "iPhone SE (3rd generation)"; d.identifier = "iPhoneSE"
        return d
    }()

    /// iPhone 11 (and XR): 414 x 896 @2x, notch, safe area 44 / 34; regular width in landscape.
    public static let iPhone11 = Device(
        name: "iPhone 11", identifier: "iPhone11", model: "iPhone", screenSize: CGSize(width: 414, height: 896),
        scale: 2, safeAreaInsets: insets(44, 0, 34, 0), displayCornerRadius: 41.5, statusBarHeight: 44,
        hasHomeIndicator: true, idiom: .phone
    ).with(landscape: insets(0, 44, 24, 44), horizontal: .regular)

    /// iPhone 13 mini: 375 x 812 @3x (native 2.88), notch, safe area 50 / 34.
    public static let iPhone13Mini = Device(
        name: "iPhone 13 mini", identifier: "iPhone13Mini", model: "iPhone",
        screenSize: CGSize(width: 375, height: 812), scale: 3, nativeScale: 2.88,
        safeAreaInsets: insets(50, 0, 34, 0), displayCornerRadius: 44, statusBarHeight: 50,
        hasHomeIndicator: true, idiom: .phone
    ).with(landscape: insets(0, 50, 21, 50))

    /// iPhone 14: 390 x 844 @3x, notch, safe area 47 / 34 (the phone of §15's table (b)).
    public static let iPhone14 = Device(
        name: "iPhone 14", identifier: "iPhone14", model: "iPhone", screenSize: CGSize(width: 390, height: 844),
        scale: 3, safeAreaInsets: insets(47, 0, 34, 0), displayCornerRadius: 47.33, statusBarHeight: 47,
        hasHomeIndicator: true, idiom: .phone
    ).with(landscape: insets(0, 47, 21, 47))

    /// iPhone 15: 393 x 852 @3x, Dynamic Island, safe area 59 / 34.
    public static let iPhone15 = Device(
        name: "iPhone 15", identifier: "iPhone15", model: "iPhone", screenSize: CGSize(width: 393, height: 852),
        scale: 3, safeAreaInsets: insets(59, 0, 34, 0), displayCornerRadius: 55, statusBarHeight: 54,
        hasHomeIndicator: true, idiom: .phone
    ).with(landscape: insets(0, 59, 21, 59))

    /// iPhone 15 Pro: the iPhone 15's screen.
    public static let iPhone15Pro: Device = {
        var d = Device.iPhone15
        d.name = "iPhone 15 Pro"; d.identifier = "iPhone15Pro"
        return d
    }()

    /// iPhone 15 Pro Max: 430 x 932 @3x, Dynamic Island, safe area 59 / 34; regular width in
    /// landscape.
    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max", identifier: "iPhone15ProMax", model: "iPhone",
        screenSize: CGSize(width: 430, height: 932), scale: 3, safeAreaInsets: insets(59, 0, 34, 0),
        displayCornerRadius: 55, statusBarHeight: 54, hasHomeIndicator: true, idiom: .phone
    ).with(landscape: insets(0, 59, 21, 59), horizontal: .regular)

    /// iPhone 16 Pro: 402 x 874 @3x, Dynamic Island, safe area 62 / 34.
    public static let iPhone16Pro = Device(
        name: "iPhone 16 Pro", identifier: "iPhone16Pro", model: "iPhone",
        screenSize: CGSize(width: 402, height: 874), scale: 3, safeAreaInsets: insets(62, 0, 34, 0),
        displayCornerRadius: 62, statusBarHeight: 54, hasHomeIndicator: true, idiom: .phone
    ).with(landscape: insets(0, 62, 20, 62))

    /// iPad (10th generation), an app in full screen: 820 x 1180 @2x, safe area 24 / 20,
    /// regular in both directions.
    public static let iPad10 = Device(
        name: "iPad (10th generation)", identifier: "iPad10", model: "iPad",
        screenSize: CGSize(width: 820, height: 1180), scale: 2, safeAreaInsets: insets(24, 0, 20, 0),
        displayCornerRadius: 18, statusBarHeight: 24, hasHomeIndicator: true, idiom: .pad,
        horizontalSizeClass: .regular, verticalSizeClass: .regular
    ).with(landscape: insets(24, 0, 20, 0), horizontal: .regular)

    /// Every preset, smallest first (`flipbook list --devices`).
    public static let presets: [Device] = [
        .iPhoneSE, .iPhone8, .iPhone13Mini, .iPhone14, .iPhone15, .iPhone15Pro, .iPhone11, .iPhone15ProMax,
        .iPhone16Pro, .iPad10,
    ]

    /// The preset named `name`: its identifier or its marketing name, case and spaces ignored
    /// ("iphone15pro", "iPhone 15 Pro", "iphone-15-pro"), or the start of one preset's
    /// identifier alone ("ipad"); with the suffix "-landscape" (or " landscape") the landscape
    /// variant. Nil for an unknown name.
    public static func named(_ name: String) -> Device? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        var k = key(name)
        var turned = false
        if k.hasSuffix("landscape") { turned = true; k.removeLast("landscape".count) }
        // A short form that begins one preset's identifier alone ("ipad" for iPad10) names it too.
        let prefixed = presets.filter { key($0.identifier).hasPrefix(k) }
        guard
            let d = presets.first(where: { key($0.identifier) == k || key($0.name) == k })
                ?? (prefixed.count == 1 && !k.isEmpty ? prefixed[0] : nil)
        else { return nil }
        return turned ? d.landscape : d
    }
}

/// A size class (`UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}
