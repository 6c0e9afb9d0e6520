import FlipbookCore

/// Horizontal alignment of text (`NSTextAlignment`), with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    /// Left edges aligned.
    case left = 0
    /// Centred.
    case center = 1
    /// Right edges aligned.
    case right = 2
    /// Full lines stretched to the width.
    case justified = 3
    /// The interface's natural side: left, or right when the view's layout direction is right
    /// to left (SEMANTICS.md §18).
    case natural = 4

    var value: TextAlignment { value(for: .leftToRight) }

    /// The alignment drawn in a view whose layout direction is `direction`.
    func value(for direction: UIUserInterfaceLayoutDirection) -> TextAlignment {
        switch self {
        case .natural: return direction == .rightToLeft ? .right : .left
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        }
    }
}

/// What happens to text that does not fit (`NSLineBreakMode`), with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    /// Wrap between words.
    case byWordWrapping = 0
    /// Wrap between characters.
    case byCharWrapping = 1
    /// Cut off at the edge.
    case byClipping = 2
    /// An ellipsis replaces the start of the last line.
    case byTruncatingHead = 3
    /// An ellipsis replaces the end of the last line (UILabel's default).
    case byTruncatingTail = 4
    /// An ellipsis replaces the middle of the last line.
    case byTruncatingMiddle = 5

    var value: LineBreak {
        switch self {
        case .byWordWrapping: return .wordWrap
        case .byCharWrapping: return .charWrap
        case .byClipping: return .clip
        case .byTruncatingHead: return .truncateHead
        case .byTruncatingTail: return .truncateTail
        case .byTruncatingMiddle: return .truncateMiddle
        }
    }
}
