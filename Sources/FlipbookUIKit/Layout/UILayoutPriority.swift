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
