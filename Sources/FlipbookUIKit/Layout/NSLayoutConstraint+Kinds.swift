import Foundation

extension NSLayoutConstraint {
    /// The two axes (`NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    /// Every attribute of `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Sendable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins = 19, centerYWithinMargins = 20
        case notAnAttribute = 0
        /// `.baseline`, the old name of `.lastBaseline`.
        public static let baseline = Attribute.lastBaseline

        /// The axis the attribute lies on (nil for `.notAnAttribute`).
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .notAnAttribute: return nil
            default: return .vertical
            }
        }
        /// Width and height.
        var isDimension: Bool { self == .width || self == .height }
        /// The name UIKit prints: the case's own name ("leading", "centerXWithinMargins").
        var name: String { String(describing: self) }
    }

    /// Options of `constraints(withVisualFormat:options:metrics:views:)`
    /// (`NSLayoutConstraint.FormatOptions`): how the views of a format line up across it, and
    /// the direction of a horizontal format.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}
