import Foundation
import FlipbookCore

extension UIColor {
    /// Whether the colour picks its value from traits (`init(dynamicProvider:)`).
    var isDynamic: Bool { provider != nil }

    /// The colour's value for `traitCollection` (`resolvedColor(with:)`): a fixed colour is
    /// itself; a dynamic one asks its provider (resolving again if it answers with a dynamic
    /// colour).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        var c = provider(traitCollection)
        var depth = 0
        while let p = c.provider, depth < 8 {
            c = p(traitCollection); depth += 1
        }
        return c.provider == nil ? c : UIColor(rgba: c.fixed)
    }
}

/// A semantic system colour's values: light, dark, and dark at the elevated level (light
/// elevated is light), each with its Increase Contrast value where it has one.
/// SEMANTICS.md §18 cites them.
struct SystemColor: Sendable {
    let light: RGBA
    let dark: RGBA
    let darkElevated: RGBA?
    /// The values under Increase Contrast (`accessibilityContrast == .high`); nil: as normal.
    var lightHigh: RGBA?
    var darkHigh: RGBA?
    var darkElevatedHigh: RGBA?
    var name = ""

    init(_ light: UInt32, _ dark: UInt32, elevated: UInt32? = nil, alpha: Double = 1, darkAlpha: Double? = nil) {
        self.light = RGBA(hex: light, alpha: alpha)
        self.dark = RGBA(hex: dark, alpha: darkAlpha ?? alpha)
        self.darkElevated = elevated.map { RGBA(hex: $0, alpha: darkAlpha ?? alpha) }
    }

    /// The value for `traits`: dark when the style is dark (elevated when the level is), else
    /// light; the high-contrast value of that when the contrast is high.
    func value(for traits: UITraitCollection) -> RGBA {
        let high = traits.accessibilityContrast == .high
        guard traits.userInterfaceStyle == .dark else { return high ? (lightHigh ?? light) : light }
        if traits.userInterfaceLevel == .elevated {
            return high ? (darkElevatedHigh ?? darkHigh ?? darkElevated ?? dark) : (darkElevated ?? dark)
        }
        return high ? (darkHigh ?? dark) : dark
    }

    /// These values with the Increase Contrast ones (alphas as the normal values').
    func high(_ light: UInt32, _ dark: UInt32, elevated: UInt32? = nil) -> SystemColor {
        var c = self
        c.lightHigh = RGBA(hex: light, alpha: self.light.alpha)
        c.darkHigh = RGBA(hex: dark, alpha: self.dark.alpha)
        c.darkElevatedHigh = elevated.map { RGBA(hex: $0, alpha: self.dark.alpha) }
        return c
    }

    var color: UIColor {
        let v = self
        let c = UIColor(dynamicProvider: { UIColor(rgba: v.value(for: $0)) })
        c.systemName = name
        return c
    }

    func named(_ n: String) -> SystemColor {
        var c = self
        c.name = n
        return c
    }

    // Backgrounds.
    static let systemBackground = SystemColor(0xFFFFFF, 0x000000, elevated: 0x1C1C1E).named("systemBackground").high(
        0xFFFFFF, 0x000000, elevated: 0x242426)
    static let secondarySystemBackground = SystemColor(0xF2F2F7, 0x1C1C1E, elevated: 0x2C2C2E).named(
        "secondarySystemBackground"
    ).high(0xEBEBF0, 0x242426, elevated: 0x363638)
    static let tertiarySystemBackground = SystemColor(0xFFFFFF, 0x2C2C2E, elevated: 0x3A3A3C).named(
        "tertiarySystemBackground"
    ).high(0xFFFFFF, 0x363638, elevated: 0x444446)
    static let systemGroupedBackground = SystemColor(0xF2F2F7, 0x000000, elevated: 0x1C1C1E).named(
        "systemGroupedBackground"
    ).high(0xEBEBF0, 0x000000, elevated: 0x242426)
    static let secondarySystemGroupedBackground = SystemColor(0xFFFFFF, 0x1C1C1E, elevated: 0x2C2C2E).named(
        "secondarySystemGroupedBackground"
    ).high(0xFFFFFF, 0x242426, elevated: 0x363638)
    static let tertiarySystemGroupedBackground = SystemColor(0xF2F2F7, 0x2C2C2E, elevated: 0x3A3A3C).named(
        "tertiarySystemGroupedBackground"
    ).high(0xEBEBF0, 0x363638, elevated: 0x444446)
    // Labels and text.
    static let label = SystemColor(0x000000, 0xFFFFFF).named("label")
    static let secondaryLabel = SystemColor(0x3C3C43, 0xEBEBF5, alpha: 0.6).named("secondaryLabel")
    static let tertiaryLabel = SystemColor(0x3C3C43, 0xEBEBF5, alpha: 0.3).named("tertiaryLabel")
    static let quaternaryLabel = SystemColor(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16).named("quaternaryLabel")
    static let placeholderText = SystemColor(0x3C3C43, 0xEBEBF5, alpha: 0.3).named("placeholderText")
    static let link = SystemColor(0x007AFF, 0x0984FF).named("link").high(0x0040DD, 0x409CFF)
    // Separators.
    static let separator = SystemColor(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6).named("separator")
    static let opaqueSeparator = SystemColor(0xC6C6C8, 0x38383A).named("opaqueSeparator")
    // Fills.
    static let systemFill = SystemColor(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36).named("systemFill")
    static let secondarySystemFill = SystemColor(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32).named(
        "secondarySystemFill")
    static let tertiarySystemFill = SystemColor(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24).named(
        "tertiarySystemFill")
    static let quaternarySystemFill = SystemColor(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18).named(
        "quaternarySystemFill")
    // Greys.
    static let systemGray = SystemColor(0x8E8E93, 0x8E8E93).named("systemGray").high(0x6C6C70, 0xAEAEB2)
    static let systemGray2 = SystemColor(0xAEAEB2, 0x636366).named("systemGray2").high(0x8E8E93, 0x7C7C80)
    static let systemGray3 = SystemColor(0xC7C7CC, 0x48484A).named("systemGray3").high(0xAEAEB2, 0x545456)
    static let systemGray4 = SystemColor(0xD1D1D6, 0x3A3A3C).named("systemGray4").high(0xBCBCC0, 0x444446)
    static let systemGray5 = SystemColor(0xE5E5EA, 0x2C2C2E).named("systemGray5").high(0xD8D8DC, 0x363638)
    static let systemGray6 = SystemColor(0xF2F2F7, 0x1C1C1E).named("systemGray6").high(0xEBEBF0, 0x242426)
    // Tinted colours.
    static let systemBlue = SystemColor(0x007AFF, 0x0A84FF).named("systemBlue").high(0x0040DD, 0x409CFF)
    static let systemGreen = SystemColor(0x34C759, 0x30D158).named("systemGreen").high(0x248A3D, 0x30DB5B)
    static let systemIndigo = SystemColor(0x5856D6, 0x5E5CE6).named("systemIndigo").high(0x3634A3, 0x7D7AFF)
    static let systemOrange = SystemColor(0xFF9500, 0xFF9F0A).named("systemOrange").high(0xC93400, 0xFFB340)
    static let systemPink = SystemColor(0xFF2D55, 0xFF375F).named("systemPink").high(0xD30F45, 0xFF6482)
    static let systemPurple = SystemColor(0xAF52DE, 0xBF5AF2).named("systemPurple").high(0x8944AB, 0xDA8FFF)
    static let systemRed = SystemColor(0xFF3B30, 0xFF453A).named("systemRed").high(0xD70015, 0xFF6961)
    static let systemTeal = SystemColor(0x5AC8FA, 0x64D2FF).named("systemTeal").high(0x0071A4, 0x70D7FF)
    static let systemYellow = SystemColor(0xFFCC00, 0xFFD60A).named("systemYellow").high(0xB25000, 0xFFD426)
    static let systemMint = SystemColor(0x00C7BE, 0x63E6E2).named("systemMint").high(0x0C817B, 0x66D4CF)
    static let systemCyan = SystemColor(0x32ADE6, 0x64D2FF).named("systemCyan").high(0x0071A4, 0x70D7FF)
    static let systemBrown = SystemColor(0xA2845E, 0xAC8E68).named("systemBrown").high(0x7F6545, 0xB59469)

    /// Every semantic colour by its UIKit name (tests and `flipbook` read it).
    static let all: [(name: String, value: SystemColor)] = [
        ("systemBackground", systemBackground), ("secondarySystemBackground", secondarySystemBackground),
        ("tertiarySystemBackground", tertiarySystemBackground), ("systemGroupedBackground", systemGroupedBackground),
        ("secondarySystemGroupedBackground", secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", tertiarySystemGroupedBackground), ("label", label),
        ("secondaryLabel", secondaryLabel), ("tertiaryLabel", tertiaryLabel), ("quaternaryLabel", quaternaryLabel),
        ("placeholderText", placeholderText), ("link", link), ("separator", separator),
        ("opaqueSeparator", opaqueSeparator), ("systemFill", systemFill), ("secondarySystemFill", secondarySystemFill),
        ("tertiarySystemFill", tertiarySystemFill), ("quaternarySystemFill", quaternarySystemFill),
        ("systemGray", systemGray), ("systemGray2", systemGray2), ("systemGray3", systemGray3),
        ("systemGray4", systemGray4), ("systemGray5", systemGray5), ("systemGray6", systemGray6),
        ("systemBlue", systemBlue), ("systemGreen", systemGreen), ("systemIndigo", systemIndigo),
        ("systemOrange", systemOrange), ("systemPink", systemPink), ("systemPurple", systemPurple),
        ("systemRed", systemRed), ("systemTeal", systemTeal), ("systemYellow", systemYellow),
        ("systemMint", systemMint), ("systemCyan", systemCyan), ("systemBrown", systemBrown),
    ]
}

extension UIColor {
    /// The background of a screen (`systemBackground`): white; black in dark mode, #1C1C1E elevated.
    public static var systemBackground: UIColor { SystemColor.systemBackground.color }
    /// `secondarySystemBackground`: #F2F2F7; dark #1C1C1E, elevated #2C2C2E.
    public static var secondarySystemBackground: UIColor { SystemColor.secondarySystemBackground.color }
    /// `tertiarySystemBackground`: white; dark #2C2C2E, elevated #3A3A3C.
    public static var tertiarySystemBackground: UIColor { SystemColor.tertiarySystemBackground.color }
    /// `systemGroupedBackground`: #F2F2F7; dark black, elevated #1C1C1E.
    public static var systemGroupedBackground: UIColor { SystemColor.systemGroupedBackground.color }
    /// `secondarySystemGroupedBackground`: white; dark #1C1C1E, elevated #2C2C2E.
    public static var secondarySystemGroupedBackground: UIColor { SystemColor.secondarySystemGroupedBackground.color }
    /// `tertiarySystemGroupedBackground`: #F2F2F7; dark #2C2C2E, elevated #3A3A3C.
    public static var tertiarySystemGroupedBackground: UIColor { SystemColor.tertiarySystemGroupedBackground.color }
    /// Text (`label`): black; white in dark mode.
    public static var label: UIColor { SystemColor.label.color }
    /// `secondaryLabel`: #3C3C43 at 60 %; dark #EBEBF5 at 60 %.
    public static var secondaryLabel: UIColor { SystemColor.secondaryLabel.color }
    /// `tertiaryLabel`: #3C3C43 at 30 %; dark #EBEBF5 at 30 %.
    public static var tertiaryLabel: UIColor { SystemColor.tertiaryLabel.color }
    /// `quaternaryLabel`: #3C3C43 at 18 %; dark #EBEBF5 at 16 %.
    public static var quaternaryLabel: UIColor { SystemColor.quaternaryLabel.color }
    /// `placeholderText`: #3C3C43 at 30 %; dark #EBEBF5 at 30 %.
    public static var placeholderText: UIColor { SystemColor.placeholderText.color }
    /// `link`: #007AFF; dark #0984FF.
    public static var link: UIColor { SystemColor.link.color }
    /// `separator`: #3C3C43 at 29 %; dark #545458 at 60 %.
    public static var separator: UIColor { SystemColor.separator.color }
    /// `opaqueSeparator`: #C6C6C8; dark #38383A.
    public static var opaqueSeparator: UIColor { SystemColor.opaqueSeparator.color }
    /// `systemFill`: #787880 at 20 %; dark at 36 %.
    public static var systemFill: UIColor { SystemColor.systemFill.color }
    /// `secondarySystemFill`: #787880 at 16 %; dark at 32 %.
    public static var secondarySystemFill: UIColor { SystemColor.secondarySystemFill.color }
    /// `tertiarySystemFill`: #767680 at 12 %; dark at 24 %.
    public static var tertiarySystemFill: UIColor { SystemColor.tertiarySystemFill.color }
    /// `quaternarySystemFill`: #747480 at 8 %; dark #767680 at 18 %.
    public static var quaternarySystemFill: UIColor { SystemColor.quaternarySystemFill.color }
    /// `systemGray` (#8E8E93 in both).
    public static var systemGray: UIColor { SystemColor.systemGray.color }
    /// `systemGray2`: #AEAEB2; dark #636366.
    public static var systemGray2: UIColor { SystemColor.systemGray2.color }
    /// `systemGray3`: #C7C7CC; dark #48484A.
    public static var systemGray3: UIColor { SystemColor.systemGray3.color }
    /// `systemGray4`: #D1D1D6; dark #3A3A3C.
    public static var systemGray4: UIColor { SystemColor.systemGray4.color }
    /// `systemGray5`: #E5E5EA; dark #2C2C2E.
    public static var systemGray5: UIColor { SystemColor.systemGray5.color }
    /// `systemGray6`: #F2F2F7; dark #1C1C1E.
    public static var systemGray6: UIColor { SystemColor.systemGray6.color }
    /// `systemBlue`: #007AFF; dark #0A84FF.
    public static var systemBlue: UIColor { SystemColor.systemBlue.color }
    /// `systemGreen`: #34C759; dark #30D158.
    public static var systemGreen: UIColor { SystemColor.systemGreen.color }
    /// `systemIndigo`: #5856D6; dark #5E5CE6.
    public static var systemIndigo: UIColor { SystemColor.systemIndigo.color }
    /// `systemOrange`: #FF9500; dark #FF9F0A.
    public static var systemOrange: UIColor { SystemColor.systemOrange.color }
    /// `systemPink`: #FF2D55; dark #FF375F.
    public static var systemPink: UIColor { SystemColor.systemPink.color }
    /// `systemPurple`: #AF52DE; dark #BF5AF2.
    public static var systemPurple: UIColor { SystemColor.systemPurple.color }
    /// `systemRed`: #FF3B30; dark #FF453A.
    public static var systemRed: UIColor { SystemColor.systemRed.color }
    /// `systemTeal`: #5AC8FA; dark #64D2FF.
    public static var systemTeal: UIColor { SystemColor.systemTeal.color }
    /// `systemYellow`: #FFCC00; dark #FFD60A.
    public static var systemYellow: UIColor { SystemColor.systemYellow.color }
    /// `systemMint`: #00C7BE; dark #63E6E2.
    public static var systemMint: UIColor { SystemColor.systemMint.color }
    /// `systemCyan`: #32ADE6; dark #64D2FF.
    public static var systemCyan: UIColor { SystemColor.systemCyan.color }
    /// `systemBrown`: #A2845E; dark #AC8E68.
    public static var systemBrown: UIColor { SystemColor.systemBrown.color }
}
