import Foundation

extension UIImage {
    /// The weight of a symbol's strokes (`UIImage.SymbolWeight`), UIKit's raw values.
    public enum SymbolWeight: Int, Sendable {
        /// Not set: regular (0).
        case unspecified = 0
        /// 1.
        case ultraLight
        /// 2.
        case thin
        /// 3.
        case light
        /// The default (4).
        case regular
        /// 5.
        case medium
        /// 6.
        case semibold
        /// 7.
        case bold
        /// 8.
        case heavy
        /// 9.
        case black

        /// The stroke width as a multiple of regular's (Flipbook's choice, SEMANTICS.md §17).
        var strokeFactor: Double {
            switch self {
            case .ultraLight: return 0.35
            case .thin: return 0.5
            case .light: return 0.75
            case .unspecified, .regular: return 1
            case .medium: return 1.18
            case .semibold: return 1.36
            case .bold: return 1.6
            case .heavy: return 1.85
            case .black: return 2.1
            }
        }
    }

    /// The size of a symbol next to text of its point size (`UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        /// UIKit's default: medium (-1).
        case `default` = -1
        /// Not set: medium (0).
        case unspecified = 0
        /// 1.
        case small
        /// 2.
        case medium
        /// 3.
        case large

        /// The drawing's size as a multiple of medium's (Flipbook's choice, SEMANTICS.md §17).
        var sizeFactor: Double {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            case .default, .unspecified, .medium: return 1
            }
        }
    }

    /// What an image is drawn with (`UIImage.Configuration`); symbols read their
    /// configuration from `SymbolConfiguration`.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// The point size, weight and scale a symbol is drawn at
    /// (`UIImage.SymbolConfiguration`). Every property left unset takes the default when
    /// drawn: 17 points (the body text style), regular weight, medium scale.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        let pointSize: Double?
        let weight: SymbolWeight
        let scale: SymbolScale
        let textStyle: UIFont.TextStyle?

        init(pointSize: Double?, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale; self.textStyle = textStyle
            super.init()
        }

        /// `SymbolConfiguration(pointSize:)`.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: Double(pointSize), weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
        /// `SymbolConfiguration(pointSize:weight:)`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: Double(pointSize), weight: weight, scale: .unspecified, textStyle: nil)
        }
        /// `SymbolConfiguration(pointSize:weight:scale:)`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: Double(pointSize), weight: weight, scale: scale, textStyle: nil)
        }
        /// `SymbolConfiguration(weight:)`.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil)
        }
        /// `SymbolConfiguration(scale:)`.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
        }
        /// `SymbolConfiguration(textStyle:)`: the style's size at the default Dynamic Type
        /// setting (Large), headline semibold.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }
        /// `SymbolConfiguration(textStyle:scale:)`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// `SymbolConfiguration(font:)`: the font's point size; the weight is regular (Flipbook
        /// does not read a weight back from a font).
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
        /// `SymbolConfiguration(font:scale:)`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale, textStyle: nil)
        }
        /// Nothing set (`SymbolConfiguration.unspecified`).
        public static var unspecified: SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        /// This configuration with what `other` sets on top (`applying(_:)`; UIKit returns
        /// `Self`, Flipbook the class).
        open func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let o = other as? SymbolConfiguration else { return self }
            var size = pointSize, style = textStyle
            if let s = o.pointSize {
                size = s; style = nil
            } else if let t = o.textStyle {
                size = nil; style = t
            }
            return SymbolConfiguration(
                pointSize: size, weight: o.weight == .unspecified ? weight : o.weight,
                scale: o.scale == .unspecified || o.scale == .default ? scale : o.scale, textStyle: style)
        }

        /// The point size drawn at: the set size, else the text style's, else 17.
        var resolvedPointSize: Double {
            if let pointSize, pointSize.isFinite, pointSize > 0 { return min(pointSize, 4096) }
            if let textStyle { return Self.textStyleSizes[textStyle.rawValue] ?? 17 }
            return 17
        }
        /// The weight drawn at: the set weight, else semibold for the headline style, else
        /// regular.
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            return textStyle == .headline ? .semibold : .regular
        }

        /// Each text style's size in points at the default Dynamic Type size (Large), from
        /// Apple's Human Interface Guidelines' typography table.
        static let textStyleSizes: [String: Double] = [
            UIFont.TextStyle.largeTitle.rawValue: 34, UIFont.TextStyle.title1.rawValue: 28,
            UIFont.TextStyle.title2.rawValue: 22, UIFont.TextStyle.title3.rawValue: 20,
            UIFont.TextStyle.headline.rawValue: 17, UIFont.TextStyle.body.rawValue: 17,
            UIFont.TextStyle.callout.rawValue: 16, UIFont.TextStyle.subheadline.rawValue: 15,
            UIFont.TextStyle.footnote.rawValue: 13, UIFont.TextStyle.caption1.rawValue: 12,
            UIFont.TextStyle.caption2.rawValue: 11,
        ]
    }
}
