import Foundation

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
