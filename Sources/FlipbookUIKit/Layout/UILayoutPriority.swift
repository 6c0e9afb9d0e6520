import Foundation

/// How much a constraint matters (`UILayoutPriority`): 1 to 1000, where 1000 is required and
/// anything lower is optional; a higher optional priority always wins over a lower one.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The value, 1...1000.
    public var rawValue: Float
    /// `UILayoutPriority(rawValue:)`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// `UILayoutPriority(_:)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// `UILayoutPriority(750.0)`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// `UILayoutPriority(750)`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold (`.required`).
    public static let required = UILayoutPriority(rawValue: 1000)
    /// 750: a button's compression resistance (`.defaultHigh`).
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    /// 500: a split view's divider dragged (`.dragThatCanResizeScene`).
    public static let dragThatCanResizeScene = UILayoutPriority(rawValue: 510)
    /// 490: (`.dragThatCannotResizeScene`).
    public static let dragThatCannotResizeScene = UILayoutPriority(rawValue: 490)
    /// 500: (`.sceneSizeStayPut`).
    public static let sceneSizeStayPut = UILayoutPriority(rawValue: 500)
    /// 250: a view's content hugging (`.defaultLow`).
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    /// 50: what `systemLayoutSizeFitting(_:)` pulls the size towards its target with
    /// (`.fittingSizeLevel`).
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
    public static func += (a: inout UILayoutPriority, b: Float) { a.rawValue += b }
    public static func -= (a: inout UILayoutPriority, b: Float) { a.rawValue -= b }
    public var description: String { rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)" }
}

/// Edge insets that follow the layout direction (`NSDirectionalEdgeInsets`): leading is the
/// left inset in a left-to-right interface and the right one in a right-to-left one.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()
}

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
