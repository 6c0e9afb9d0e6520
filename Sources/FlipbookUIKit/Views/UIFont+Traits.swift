import Foundation

extension UIFont {
    /// A font weight (`UIFont.Weight`), with UIKit's raw values (-1 ... 1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's value: -0.8 ultraLight ... 0 regular ... 0.62 black.
        public let rawValue: CGFloat
        /// Wraps a raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `UIFont.Weight(_:)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// -0.8, Inter Thin (100).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// -0.6, Inter ExtraLight (200).
        public static let thin = Weight(rawValue: -0.6)
        /// -0.4, Inter Light (300).
        public static let light = Weight(rawValue: -0.4)
        /// 0, Inter Regular (400).
        public static let regular = Weight(rawValue: 0)
        /// 0.23, Inter Medium (500).
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3, Inter SemiBold (600).
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4, Inter Bold (700).
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56, Inter ExtraBold (800).
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62, Inter Black (900).
        public static let black = Weight(rawValue: 0.62)

        /// The OpenType weight (100 ... 900) of the named weight nearest to `rawValue`
        /// (UIKit's ultraLight is lighter than its thin, so ultraLight is 100 and thin 200).
        public var openTypeWeight: Int {
            let table: [(CGFloat, Int)] = [
                (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900),
            ]
            guard rawValue.isFinite else { return 400 }
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// A Dynamic Type text style (`UIFont.TextStyle`), with UIKit's raw strings.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's string, e.g. "UICTFontTextStyleBody".
        public let rawValue: String
        /// Wraps a raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's size at the default content size category; an unknown style is body's 17.
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            default: return 17
            }
        }
    }
}
