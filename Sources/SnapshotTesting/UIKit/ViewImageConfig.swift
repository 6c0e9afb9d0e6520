#if os(Linux)
import Foundation
import FlipbookUIKit

/// A device a controller is drawn on: its size in points, its safe area and its traits. The
/// presets are the library's, each iPhone and iPad with its orientations and, for iPads, the
/// split-view widths; their figures are the library's (docs/SEMANTICS.md, "Snapshot tests").
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// An iPad's orientation with the share of the screen the app has.
    public enum TabletOrientation: Sendable {
        /// Portrait widths of a split view.
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        /// Landscape widths of a split view.
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The safe-area insets the window gives.
    public var safeArea: UIEdgeInsets
    /// The size in points; nil: the controller's view's own size.
    public var size: CGSize?
    /// The traits the controller gets.
    public var traits: UITraitCollection

    /// A configuration; every parameter has a default (no insets, the view's size, no traits).
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea; self.size = size; self.traits = traits
    }
}

extension ViewImageConfig {
    /// A phone: portrait size, portrait and landscape insets.
    private static func phone(
        _ width: CGFloat, _ height: CGFloat, portrait: UIEdgeInsets, landscape: UIEdgeInsets,
        _ orientation: Orientation, traits: (Orientation) -> UITraitCollection
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(
                safeArea: portrait, size: CGSize(width: width, height: height), traits: traits(.portrait))
        case .landscape:
            return ViewImageConfig(
                safeArea: landscape, size: CGSize(width: height, height: width), traits: traits(.landscape))
        }
    }
    private static let homeButton = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static func insets(_ t: CGFloat, _ l: CGFloat, _ b: CGFloat, _ r: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: t, left: l, bottom: b, right: r)
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// 320 x 568, 20 pt status bar in portrait, none in landscape.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(320, 568, portrait: homeButton, landscape: .zero, orientation, traits: UITraitCollection.iPhoneSe)
    }
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// 375 x 667.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(375, 667, portrait: homeButton, landscape: .zero, orientation, traits: UITraitCollection.iPhone8)
    }
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// 414 x 736.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(414, 736, portrait: homeButton, landscape: .zero, orientation, traits: UITraitCollection.iPhone8Plus)
    }
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// 375 x 812, insets 44 / 34 (landscape 44 at the sides, 24 at the bottom).
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            375, 812, portrait: insets(44, 0, 34, 0), landscape: insets(0, 44, 24, 44), orientation,
            traits: UITraitCollection.iPhoneX)
    }
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// 414 x 896, insets 44 / 34.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            414, 896, portrait: insets(44, 0, 34, 0), landscape: insets(0, 44, 24, 44), orientation,
            traits: UITraitCollection.iPhoneXsMax)
    }
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// 414 x 896, insets 44 / 34.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            414, 896, portrait: insets(44, 0, 34, 0), landscape: insets(0, 44, 24, 44), orientation,
            traits: UITraitCollection.iPhoneXr)
    }
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// 390 x 844, insets 47 / 34 (landscape 47 at the sides, 21 at the bottom).
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            390, 844, portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47), orientation,
            traits: UITraitCollection.iPhone12)
    }
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// The iPhone 12's screen.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// 428 x 926, insets 47 / 34.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            428, 926, portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47), orientation,
            traits: UITraitCollection.iPhone12ProMax)
    }
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// 390 x 844, insets 47 / 34.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            390, 844, portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47), orientation,
            traits: UITraitCollection.iPhone13)
    }
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// 375 x 812, insets 50 / 34 (landscape 50 at the sides, 21 at the bottom).
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            375, 812, portrait: insets(50, 0, 34, 0), landscape: insets(0, 50, 21, 50), orientation,
            traits: UITraitCollection.iPhone13)
    }
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// The iPhone 13's screen.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// 428 x 926, insets 47 / 34.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            428, 926, portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47), orientation,
            traits: UITraitCollection.iPhone13ProMax)
    }

    /// An iPad: the full screen (portrait width x height) and the split-view widths; a split
    /// narrower than `regularFrom` points gets compact traits.
    private struct Tablet {
        var width: CGFloat, height: CGFloat
        var landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)
        var portrait: (oneThird: CGFloat, twoThirds: CGFloat)
        var safeArea: UIEdgeInsets
        /// Which landscape half gets regular traits (the 12.9-inch's half does).
        var regularLandscapeHalf = false

        func config(_ o: TabletOrientation) -> ViewImageConfig {
            let size: CGSize
            let regular: Bool
            switch o {
            case .landscape(let split):
                switch split {
                case .oneThird: size = CGSize(width: landscape.oneThird, height: width); regular = false
                case .oneHalf: size = CGSize(width: landscape.oneHalf, height: width); regular = regularLandscapeHalf
                case .twoThirds: size = CGSize(width: landscape.twoThirds, height: width); regular = true
                case .full: size = CGSize(width: height, height: width); regular = true
                }
            case .portrait(let split):
                switch split {
                case .oneThird: size = CGSize(width: portrait.oneThird, height: height); regular = false
                case .twoThirds: size = CGSize(width: portrait.twoThirds, height: height); regular = false
                case .full: size = CGSize(width: width, height: height); regular = true
                }
            }
            return ViewImageConfig(
                safeArea: safeArea, size: size,
                traits: regular ? UITraitCollection.iPadRegular : UITraitCollection.iPadCompactSplit)
        }
    }
    private static func tablet(_ t: Tablet, _ o: Orientation) -> ViewImageConfig {
        t.config(o == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }

    private static let mini = Tablet(
        width: 768, height: 1024, landscape: (320, 507, 694), portrait: (320, 438), safeArea: homeButton)
    private static let ipad10_2 = Tablet(
        width: 810, height: 1080, landscape: (320, 535, 750), portrait: (320, 480), safeArea: homeButton)
    private static let pro10_5 = Tablet(
        width: 834, height: 1112, landscape: (320, 551, 782), portrait: (320, 504), safeArea: homeButton)
    private static let pro11 = Tablet(
        width: 834, height: 1194, landscape: (375, 592, 809), portrait: (320, 504), safeArea: insets(24, 0, 20, 0))
    private static let pro12_9 = Tablet(
        width: 1024, height: 1366, landscape: (375, 678, 981), portrait: (375, 639), safeArea: homeButton,
        regularLandscapeHalf: true)

    /// iPad mini (and 9.7-inch): 768 x 1024, landscape by default.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { tablet(mini, orientation) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { mini.config(orientation) }
    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 10.2-inch: 810 x 1080.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { tablet(ipad10_2, orientation) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { ipad10_2.config(orientation) }
    /// iPad Pro 10.5-inch: 834 x 1112.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { tablet(pro10_5, orientation) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { pro10_5.config(orientation) }
    /// iPad Pro 11-inch: 834 x 1194, insets 24 / 20.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { tablet(pro11, orientation) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { pro11.config(orientation) }
    /// iPad Pro 12.9-inch: 1024 x 1366.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { tablet(pro12_9, orientation) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { pro12_9.config(orientation) }
}

extension UITraitCollection {
    /// A phone's traits: left to right, `.medium` text, phone idiom, the size classes given.
    private static func phone(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
        -> UITraitCollection
    {
        UITraitCollection(traitsFrom: [
            .init(layoutDirection: .leftToRight), .init(preferredContentSizeCategory: .medium),
            .init(userInterfaceIdiom: .phone), .init(horizontalSizeClass: horizontal),
            .init(verticalSizeClass: vertical),
        ])
    }
    /// Compact by regular in portrait; compact by compact in landscape (the smaller phones).
    private static func smallPhone(_ o: ViewImageConfig.Orientation) -> UITraitCollection {
        o == .portrait
            ? phone(horizontal: .compact, vertical: .regular) : phone(horizontal: .compact, vertical: .compact)
    }
    /// Compact by regular in portrait; regular by compact in landscape (the Plus and Max phones).
    private static func largePhone(_ o: ViewImageConfig.Orientation) -> UITraitCollection {
        o == .portrait
            ? phone(horizontal: .compact, vertical: .regular) : phone(horizontal: .regular, vertical: .compact)
    }

    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        smallPhone(orientation)
    }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        smallPhone(orientation)
    }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        largePhone(orientation)
    }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        smallPhone(orientation)
    }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        largePhone(orientation)
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        largePhone(orientation)
    }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        smallPhone(orientation)
    }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        largePhone(orientation)
    }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        smallPhone(orientation)
    }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        largePhone(orientation)
    }

    /// Regular by regular, pad idiom.
    fileprivate static let iPadRegular = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])
    /// Compact by regular, pad idiom (a narrow split view).
    fileprivate static let iPadCompactSplit = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])

    public static let iPadMini = iPadRegular
    public static let iPadMini_Compact_SplitView = iPadCompactSplit
    public static let iPad9_7 = iPadRegular
    public static let iPad9_7_Compact_SplitView = iPadCompactSplit
    public static let iPad10_2 = iPadRegular
    public static let iPad10_2_Compact_SplitView = iPadCompactSplit
    public static let iPadPro10_5 = iPadRegular
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplit
    public static let iPadPro11 = iPadRegular
    public static let iPadPro11_Compact_SplitView = iPadCompactSplit
    public static let iPadPro12_9 = iPadRegular
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplit
}
#endif
