import Foundation

/// Light or dark (`UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// Base or elevated (`UIUserInterfaceLevel`): content presented over other content (a sheet,
/// a popover) is elevated, which changes the dark background colours.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base = 0, elevated = 1
}

/// Normal or increased contrast (`UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

/// Regular or bold text (`UILegibilityWeight`).
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold = 1
}

/// A trait collection's direction (`UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// The user's text size (`UIContentSizeCategory`), from extra small to accessibility extra
/// extra extra large; `.large` is iOS's default. Ordered as the sizes grow.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// UIKit's string for it ("UICTContentSizeCategoryL").
    public let rawValue: String
    /// A category from UIKit's string.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve categories, smallest first.
    public static let all: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The short names the command line takes, in `all`'s order.
    public static let shortNames = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// The position in `all` (-1 for `.unspecified` and unknown strings).
    var rank: Int { Self.all.firstIndex(of: self) ?? -1 }

    /// The short name ("L", "AX3"), or the raw value for an unknown category.
    public var shortName: String { rank >= 0 ? Self.shortNames[rank] : rawValue }
    public var description: String { shortName }

    /// One of the five accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { rank >= 7 }

    /// The category named by a short name ("L", "ax3", "XXXL") or a case name
    /// ("accessibilityLarge"); nil for anything else.
    public static func named(_ name: String) -> UIContentSizeCategory? {
        let lower = name.lowercased()
        if let i = shortNames.firstIndex(where: { $0.lowercased() == lower }) { return all[i] }
        let names = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ]
        if let i = names.firstIndex(where: { $0.lowercased() == lower }) { return all[i] }
        return nil
    }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.rank < b.rank }
}

/// The traits of an environment (`UITraitCollection`): appearance, size classes, scale,
/// idiom, text size, direction, level, contrast and weight. Every trait has an unspecified
/// value; `init(traitsFrom:)` takes each trait from the last collection that specifies it.
/// Immutable, as in UIKit.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// `userInterfaceStyle` (default `.unspecified`).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// `horizontalSizeClass`.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// `verticalSizeClass`.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// `displayScale` (0: unspecified).
    public let displayScale: CGFloat
    /// `userInterfaceIdiom`.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// `preferredContentSizeCategory`.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// `layoutDirection`.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// `userInterfaceLevel`.
    public let userInterfaceLevel: UIUserInterfaceLevel
    /// `accessibilityContrast`.
    public let accessibilityContrast: UIAccessibilityContrast
    /// `legibilityWeight`.
    public let legibilityWeight: UILegibilityWeight

    init(
        style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
        idiom: UIUserInterfaceIdiom = .unspecified, contentSize: UIContentSizeCategory = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified, level: UIUserInterfaceLevel = .unspecified,
        contrast: UIAccessibilityContrast = .unspecified, weight: UILegibilityWeight = .unspecified
    ) {
        userInterfaceStyle = style; horizontalSizeClass = horizontal; verticalSizeClass = vertical
        displayScale = scale.isFinite && scale > 0 ? scale : 0; userInterfaceIdiom = idiom
        preferredContentSizeCategory = contentSize; layoutDirection = direction; userInterfaceLevel = level
        accessibilityContrast = contrast; legibilityWeight = weight
        super.init()
    }

    /// Every trait unspecified (`UITraitCollection()`).
    public override convenience init() { self.init(style: .unspecified) }
    /// Only the appearance (`init(userInterfaceStyle:)`).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// Only the horizontal size class (`init(horizontalSizeClass:)`).
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }
    /// Only the vertical size class (`init(verticalSizeClass:)`).
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// Only the scale (`init(displayScale:)`).
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// Only the idiom (`init(userInterfaceIdiom:)`).
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    /// Only the text size (`init(preferredContentSizeCategory:)`).
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(contentSize: preferredContentSizeCategory)
    }
    /// Only the direction (`init(layoutDirection:)`).
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }
    /// Only the level (`init(userInterfaceLevel:)`).
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }
    /// Only the contrast (`init(accessibilityContrast:)`).
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(contrast: accessibilityContrast)
    }
    /// Only the weight (`init(legibilityWeight:)`).
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(weight: legibilityWeight) }

    /// Each trait from the last of `traitsFrom` that specifies it (`init(traitsFrom:)`).
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var t = TraitValues()
        for c in collections { t.merge(c) }
        self.init(values: t)
    }

    convenience init(values t: TraitValues) {
        self.init(
            style: t.style, horizontal: t.horizontal, vertical: t.vertical, scale: t.scale, idiom: t.idiom,
            contentSize: t.contentSize, direction: t.direction, level: t.level, contrast: t.contrast,
            weight: t.weight)
    }

    var values: TraitValues {
        TraitValues(
            style: userInterfaceStyle, horizontal: horizontalSizeClass, vertical: verticalSizeClass,
            scale: displayScale, idiom: userInterfaceIdiom, contentSize: preferredContentSizeCategory,
            direction: layoutDirection, level: userInterfaceLevel, contrast: accessibilityContrast,
            weight: legibilityWeight)
    }

    /// These traits with `other`'s specified ones on top.
    func overlaid(by other: UITraitCollection?) -> UITraitCollection {
        guard let other else { return self }
        var t = values
        t.merge(other)
        return UITraitCollection(values: t)
    }

    /// Whether every trait `other` specifies has the same value here (`containsTraits(in:)`).
    open func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        var t = values
        t.merge(other)
        return t == values
    }

    /// Whether a colour resolved with `other` could differ from one resolved with these traits
    /// (`hasDifferentColorAppearance(comparedTo:)`): style, level, contrast differ.
    open func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
            || accessibilityContrast != other.accessibilityContrast
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UITraitCollection)?.values == values }
    open override var hash: Int { values.hashValue }
    open override var description: String {
        let v = values
        return
            "UITraitCollection(style: \(v.style), level: \(v.level), size classes: \(v.horizontal)/\(v.vertical), scale: \(v.scale), idiom: \(v.idiom), content size: \(v.contentSize), direction: \(v.direction), contrast: \(v.contrast), weight: \(v.weight))"
    }

    // MARK: - The current traits

    /// The traits colours and fonts resolve against when none are given
    /// (`UITraitCollection.current`): inside `performAsCurrent(_:)` its collection, else the
    /// recording stage's window's traits, else the default phone's (light, base, large text).
    public static var current: UITraitCollection {
        get {
            if let t = TraitState.current.stack.last { return t }
            if let w = Stage.current?.window { return w.traitCollection }
            return StageSettings.current.windowTraits
        }
        set {
            let s = TraitState.current
            if s.stack.isEmpty { s.stack.append(newValue) } else { s.stack[s.stack.count - 1] = newValue }
        }
    }

    /// Runs `actions` with these traits as `UITraitCollection.current` (`performAsCurrent(_:)`).
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let s = TraitState.current
        s.stack.append(self)
        defer { s.stack.removeLast() }
        try actions()
    }
}

/// The traits as plain values, for merging.
struct TraitValues: Hashable {
    var style = UIUserInterfaceStyle.unspecified
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var scale: CGFloat = 0
    var idiom = UIUserInterfaceIdiom.unspecified
    var contentSize = UIContentSizeCategory.unspecified
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    var level = UIUserInterfaceLevel.unspecified
    var contrast = UIAccessibilityContrast.unspecified
    var weight = UILegibilityWeight.unspecified

    mutating func merge(_ c: UITraitCollection) {
        if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
        if c.horizontalSizeClass != .unspecified { horizontal = c.horizontalSizeClass }
        if c.verticalSizeClass != .unspecified { vertical = c.verticalSizeClass }
        if c.displayScale > 0 { scale = c.displayScale }
        if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
        if c.preferredContentSizeCategory != .unspecified { contentSize = c.preferredContentSizeCategory }
        if c.layoutDirection != .unspecified { direction = c.layoutDirection }
        if c.userInterfaceLevel != .unspecified { level = c.userInterfaceLevel }
        if c.accessibilityContrast != .unspecified { contrast = c.accessibilityContrast }
        if c.legibilityWeight != .unspecified { weight = c.legibilityWeight }
    }
}

/// Per-thread `performAsCurrent` stack (recording is synchronous, so a thread-local is exact).
final class TraitState {
    var stack: [UITraitCollection] = []
    static var current: TraitState { ThreadContext.current.traits }
}
