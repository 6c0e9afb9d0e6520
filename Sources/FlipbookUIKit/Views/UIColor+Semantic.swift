import Foundation
import FlipbookCore

/// UIKit's semantic (dynamic) colours, one table: each with its light-appearance value, the
/// one Flipbook draws (it has one light appearance). The values are Apple's, from the colour
/// tables of the Human Interface Guidelines (iOS, light, default contrast), as 8-bit sRGB
/// channels and an alpha; a dark value goes next to each light one when appearances come.
/// `systemBackground`, `label` and the named system colours (`systemBlue` ...) are in
/// UIColor.swift.
public enum UISemanticColor: String, CaseIterable, Sendable {
    case secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    case separator, opaqueSeparator
    case secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case systemMint, systemCyan, systemBrown
    case darkText, lightText

    /// The light appearance's value: (red, green, blue) in 0...255 and alpha in 0...1.
    public var light: (red: Int, green: Int, blue: Int, alpha: Double) {
        switch self {
        case .secondaryLabel: return (60, 60, 67, 0.6)
        case .tertiaryLabel: return (60, 60, 67, 0.3)
        case .quaternaryLabel: return (60, 60, 67, 0.18)
        case .placeholderText: return (60, 60, 67, 0.3)
        case .link: return (0, 122, 255, 1)
        case .separator: return (60, 60, 67, 0.29)
        case .opaqueSeparator: return (198, 198, 200, 1)
        case .secondarySystemBackground: return (242, 242, 247, 1)
        case .tertiarySystemBackground: return (255, 255, 255, 1)
        case .systemGroupedBackground: return (242, 242, 247, 1)
        case .secondarySystemGroupedBackground: return (255, 255, 255, 1)
        case .tertiarySystemGroupedBackground: return (242, 242, 247, 1)
        case .systemFill: return (120, 120, 128, 0.2)
        case .secondarySystemFill: return (120, 120, 128, 0.16)
        case .tertiarySystemFill: return (118, 118, 128, 0.12)
        case .quaternarySystemFill: return (116, 116, 128, 0.08)
        case .systemGray2: return (174, 174, 178, 1)
        case .systemGray3: return (199, 199, 204, 1)
        case .systemGray4: return (209, 209, 214, 1)
        case .systemGray5: return (229, 229, 234, 1)
        case .systemGray6: return (242, 242, 247, 1)
        case .systemMint: return (0, 199, 190, 1)
        case .systemCyan: return (50, 173, 230, 1)
        case .systemBrown: return (162, 132, 94, 1)
        case .darkText: return (0, 0, 0, 1)
        case .lightText: return (255, 255, 255, 0.6)
        }
    }

    /// The colour Flipbook draws.
    public var color: UIColor {
        let v = light
        return UIColor(
            rgba: RGBA(
                red: Double(v.red) / 255, green: Double(v.green) / 255, blue: Double(v.blue) / 255,
                alpha: v.alpha))
    }
}

extension UIColor {
    /// `secondaryLabel`.
    public static var secondaryLabel: UIColor { UISemanticColor.secondaryLabel.color }
    /// `tertiaryLabel`.
    public static var tertiaryLabel: UIColor { UISemanticColor.tertiaryLabel.color }
    /// `quaternaryLabel`.
    public static var quaternaryLabel: UIColor { UISemanticColor.quaternaryLabel.color }
    /// `placeholderText`.
    public static var placeholderText: UIColor { UISemanticColor.placeholderText.color }
    /// `link`.
    public static var link: UIColor { UISemanticColor.link.color }
    /// `separator`: thin lines that let the content show through.
    public static var separator: UIColor { UISemanticColor.separator.color }
    /// `opaqueSeparator`.
    public static var opaqueSeparator: UIColor { UISemanticColor.opaqueSeparator.color }
    /// `secondarySystemBackground`.
    public static var secondarySystemBackground: UIColor { UISemanticColor.secondarySystemBackground.color }
    /// `tertiarySystemBackground`.
    public static var tertiarySystemBackground: UIColor { UISemanticColor.tertiarySystemBackground.color }
    /// `systemGroupedBackground`.
    public static var systemGroupedBackground: UIColor { UISemanticColor.systemGroupedBackground.color }
    /// `secondarySystemGroupedBackground`.
    public static var secondarySystemGroupedBackground: UIColor {
        UISemanticColor.secondarySystemGroupedBackground.color
    }
    /// `tertiarySystemGroupedBackground`.
    public static var tertiarySystemGroupedBackground: UIColor {
        UISemanticColor.tertiarySystemGroupedBackground.color
    }
    /// `systemFill`.
    public static var systemFill: UIColor { UISemanticColor.systemFill.color }
    /// `secondarySystemFill`.
    public static var secondarySystemFill: UIColor { UISemanticColor.secondarySystemFill.color }
    /// `tertiarySystemFill`.
    public static var tertiarySystemFill: UIColor { UISemanticColor.tertiarySystemFill.color }
    /// `quaternarySystemFill`.
    public static var quaternarySystemFill: UIColor { UISemanticColor.quaternarySystemFill.color }
    /// `systemGray2`.
    public static var systemGray2: UIColor { UISemanticColor.systemGray2.color }
    /// `systemGray3`.
    public static var systemGray3: UIColor { UISemanticColor.systemGray3.color }
    /// `systemGray4`.
    public static var systemGray4: UIColor { UISemanticColor.systemGray4.color }
    /// `systemGray5`.
    public static var systemGray5: UIColor { UISemanticColor.systemGray5.color }
    /// `systemGray6`.
    public static var systemGray6: UIColor { UISemanticColor.systemGray6.color }
    /// `systemMint`.
    public static var systemMint: UIColor { UISemanticColor.systemMint.color }
    /// `systemCyan`.
    public static var systemCyan: UIColor { UISemanticColor.systemCyan.color }
    /// `systemBrown`.
    public static var systemBrown: UIColor { UISemanticColor.systemBrown.color }
    /// `darkText`.
    public static var darkText: UIColor { UISemanticColor.darkText.color }
    /// `lightText`.
    public static var lightText: UIColor { UISemanticColor.lightText.color }
}
