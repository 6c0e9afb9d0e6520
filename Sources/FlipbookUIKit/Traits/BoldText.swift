import Foundation

/// Bold Text (`legibilityWeight == .bold`, `UIAccessibility.isBoldTextEnabled`): the system
/// font one weight heavier on UIKit's ladder of weights (ultraLight 100 ... black 900; black
/// stays black), for `systemFont(ofSize:weight:)` and its callers and for preferred fonts
/// (SEMANTICS.md §18). Fonts named by the app (`UIFont(name:size:)`) keep their weight.
enum BoldText {
    /// `weight` (OpenType, 100 ... 900) as drawn under `traits`' legibility weight, else the
    /// current traits' (`UITraitCollection.current`).
    static func weight(_ weight: Int, for traits: UITraitCollection?) -> Int {
        isBold(traits) ? min(weight + 100, 900) : weight
    }

    /// A text style's weight (headline semibold, the others regular) under `traits`.
    static func weight(of style: UIFont.TextStyle, for traits: UITraitCollection?) -> Int {
        weight(style == .headline ? 600 : 400, for: traits)
    }

    /// Whether `traits` (or, where they leave it unspecified, the current traits) ask for bold
    /// text.
    static func isBold(_ traits: UITraitCollection?) -> Bool {
        if let w = traits?.legibilityWeight, w != .unspecified { return w == .bold }
        return UITraitCollection.current.legibilityWeight == .bold
    }
}
