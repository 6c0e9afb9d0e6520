import Foundation

/// How a view's content is laid out when the interface runs right to left
/// (`UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the interface's direction (the default).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback
    /// Spatial controls (a d-pad): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension UIView {
    /// The direction this view's leading and trailing edges follow
    /// (`effectiveUserInterfaceLayoutDirection`): a forced `semanticContentAttribute` decides,
    /// `.playback` and `.spatial` stay left to right, and otherwise the interface's direction
    /// (`UIView.interfaceLayoutDirection`) holds.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return interfaceLayoutDirection
        }
    }

    /// The direction of the interface around this view: its traits' `layoutDirection` (the
    /// stage's setting, left to right by default).
    var interfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
