import Foundation
import FlipbookCore

/// How a font follows the text size.
enum DynamicTypeScaling: Hashable, Sendable {
    /// A preferred font of a text style.
    case style(UIFont.TextStyle)
    /// A font of `base` points scaled as `style` scales (UIFontMetrics), at most `maximum`.
    case metrics(UIFont.TextStyle, base: CGFloat, maximum: CGFloat?)
}

/// Apple's Dynamic Type sizes for iOS (Human Interface Guidelines, Typography, "iOS, iPadOS
/// Dynamic Type sizes"; SEMANTICS.md §18): points per text style at each content size category.
enum DynamicTypeTable {
    /// The styles in the table's column order.
    static let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
        .caption2,
    ]

    /// One row per category, extra small to accessibility XXXL; columns as `styles`.
    static let rows: [[CGFloat]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // Small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // Medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // Large (default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // AX5
    ]

    /// The size of `style` at `category` (an unknown style is body; an unspecified category
    /// is `.large`).
    static func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        let column = styles.firstIndex(of: style) ?? 5
        let row = category.rank >= 0 ? category.rank : 3
        return rows[row][column]
    }

    /// The category traits ask for: theirs, else the stage's.
    static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        if let c = traits?.preferredContentSizeCategory, c != .unspecified { return c }
        return StageSettings.effective.preferredContentSizeCategory
    }
}

extension UIFont {
    /// The font of a text style at the text size of `traitCollection` (its
    /// `preferredContentSizeCategory`; nil or unspecified: the stage's), from Apple's table;
    /// headline is semibold, the others regular (`preferredFont(forTextStyle:compatibleWith:)`).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let size = DynamicTypeTable.size(style, DynamicTypeTable.category(traitCollection))
        return UIFont(
            description: FontDescription(
                weight: BoldText.weight(of: style, for: traitCollection), pointSize: Double(size)),
            scaling: .style(style))
    }

    /// This font at the text size of `traits`, when it follows the text size.
    func adjusted(to traits: UITraitCollection) -> UIFont {
        switch scaling {
        case .style(let style)?:
            let size = DynamicTypeTable.size(style, DynamicTypeTable.category(traits))
            let d = fontDescription
            return UIFont(
                description: FontDescription(
                    family: d.family, weight: BoldText.weight(of: style, for: traits), pointSize: Double(size),
                    italic: d.italic),
                scaling: scaling)
        case .metrics(let style, let base, let maximum)?:
            let metrics = UIFontMetrics(forTextStyle: style)
            var size = metrics.scaledValue(for: base, compatibleWith: traits)
            if let maximum { size = min(size, maximum) }
            return rescaled(Double(size))
        case nil:
            return self
        }
    }

    private func rescaled(_ size: Double) -> UIFont {
        let d = fontDescription
        return UIFont(
            description: FontDescription(family: d.family, weight: d.weight, pointSize: size, italic: d.italic),
            scaling: scaling)
    }
}

/// Scales fonts and lengths as a text style scales with the text size (`UIFontMetrics`): by
/// the ratio of the style's size at the category to its size at `.large` (SEMANTICS.md §18:
/// **chosen**, UIKit's own curve is not published).
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling is followed.
    public let textStyle: UIFont.TextStyle

    /// Metrics of a text style (`init(forTextStyle:)`).
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The body style's metrics (`UIFontMetrics.default`).
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// How much the style grows at the text size of `traits`.
    func factor(_ traits: UITraitCollection?) -> CGFloat {
        DynamicTypeTable.size(textStyle, DynamicTypeTable.category(traits)) / DynamicTypeTable.size(textStyle, .large)
    }

    /// `font` scaled for the stage's text size (`scaledFont(for:)`); a label that adjusts to
    /// the text size keeps scaling it.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: nil, compatibleWith: nil)
    }

    /// `font` scaled for the text size of `traitCollection` (`scaledFont(for:compatibleWith:)`).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: nil, compatibleWith: traitCollection)
    }

    /// `font` scaled, at most `maximumPointSize` (`scaledFont(for:maximumPointSize:)`).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `scaledFont(for:maximumPointSize:compatibleWith:)`.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat?, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let base = font.pointSize
        var size = base * factor(traitCollection)
        if let m = maximumPointSize, m.isFinite, m > 0 { size = min(size, m) }
        let d = font.fontDescription
        return UIFont(
            description: FontDescription(family: d.family, weight: d.weight, pointSize: Double(size), italic: d.italic),
            scaling: .metrics(textStyle, base: base, maximum: maximumPointSize))
    }

    /// `value` scaled for the stage's text size (`scaledValue(for:)`).
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for the text size of `traitCollection` (`scaledValue(for:compatibleWith:)`).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }
}

/// Views whose fonts follow the text size (`UIContentSizeCategoryAdjusting`).
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font is replaced when the text size changes (`adjustsFontForContentSizeCategory`).
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIContentSizeCategory {
    /// Posted when the text size changes (`UIContentSizeCategory.didChangeNotification`); a
    /// stage's text size is fixed, so Flipbook never posts it.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

extension UIApplication {
    /// The user's text size (`preferredContentSizeCategory`): the stage's (`.large` by default).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        StageSettings.effective.preferredContentSizeCategory
    }
}
