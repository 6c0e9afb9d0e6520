import Foundation
import FlipbookCore

/// An effect a `UIVisualEffectView` draws (`UIVisualEffect`): a blur or a vibrancy.
open class UIVisualEffect: NSObject {
    /// An effect that draws nothing of its own.
    public override init() { super.init() }
}

/// A blur of what lies behind the view, with a style's tint and saturation (`UIBlurEffect`,
/// SEMANTICS.md §17, "Materials").
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's blur styles (`UIBlurEffect.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0, light = 1, dark = 2
        /// tvOS's extra dark, drawn as `dark` deepened (Flipbook's choice).
        case extraDark = 3
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8
        case systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    public let style: Style

    /// A blur in `style` (`UIBlurEffect(style:)`).
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The filter this effect draws for views whose appearance is `appearance`: adaptive
    /// styles (`regular`, `prominent` and the materials without Light or Dark) follow it, the
    /// others are fixed (SEMANTICS.md §17, "Materials", lists every figure and its source).
    public func backdropFilter(for appearance: UIUserInterfaceStyle) -> BackdropFilter {
        style.backdropFilter(dark: appearance == .dark)
    }
}

extension UIBlurEffect.Style {
    /// The figures for this style: blur radius (Gaussian sigma, points), saturation, tint
    /// grey level and tint alpha. `dark` picks the dark appearance of an adaptive style.
    public func backdropFilter(dark: Bool) -> BackdropFilter {
        func f(_ radius: Double, _ white: Double, _ alpha: Double) -> BackdropFilter {
            BackdropFilter(
                radius: radius, saturation: 1.8, tint: RGBA(red: white, green: white, blue: white), tintAlpha: alpha)
        }
        // The pre-iOS 13 styles: Apple's published blur recipes (radius, saturation 1.8, tint).
        let light = f(30, 1, 0.3), extraLight = f(20, 0.97, 0.82), darkStyle = f(20, 0.11, 0.73)
        switch self {
        case .extraLight: return extraLight
        case .light: return light
        case .dark: return darkStyle
        case .extraDark: return f(20, 0.05, 0.85)
        case .regular: return dark ? darkStyle : light
        case .prominent: return dark ? f(20, 0.11, 0.85) : extraLight
        case .systemUltraThinMaterial: return dark ? f(15, 0.11, 0.40) : f(15, 1, 0.30)
        case .systemThinMaterial: return dark ? f(20, 0.11, 0.55) : f(20, 1, 0.50)
        case .systemMaterial: return dark ? f(25, 0.11, 0.70) : f(25, 1, 0.66)
        case .systemThickMaterial: return dark ? f(30, 0.11, 0.82) : f(30, 1, 0.80)
        case .systemChromeMaterial: return dark ? f(25, 0.15, 0.75) : f(25, 0.97, 0.75)
        case .systemUltraThinMaterialLight: return f(15, 1, 0.30)
        case .systemThinMaterialLight: return f(20, 1, 0.50)
        case .systemMaterialLight: return f(25, 1, 0.66)
        case .systemThickMaterialLight: return f(30, 1, 0.80)
        case .systemChromeMaterialLight: return f(25, 0.97, 0.75)
        case .systemUltraThinMaterialDark: return f(15, 0.11, 0.40)
        case .systemThinMaterialDark: return f(20, 0.11, 0.55)
        case .systemMaterialDark: return f(25, 0.11, 0.70)
        case .systemThickMaterialDark: return f(30, 0.11, 0.82)
        case .systemChromeMaterialDark: return f(25, 0.15, 0.75)
        }
    }
}

/// How vibrant content is drawn (`UIVibrancyEffectStyle`).
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Content made vivid over a blur (`UIVibrancyEffect`, SEMANTICS.md §17, "Vibrancy"): a
/// vibrancy effect view's subtree is drawn as a mask, its coverage and not its colours, through
/// which the blurred backdrop under it shows lighter (over a dark material) or darker (over
/// a light one) by the style's amount.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style; `.label` for `init(blurEffect:)`.
    public let style: UIVibrancyEffectStyle

    /// `UIVibrancyEffect(blurEffect:)`.
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }

    /// `UIVibrancyEffect(blurEffect:style:)`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect; self.style = style
        super.init()
    }

    /// The filter this vibrancy draws with for views whose appearance is `appearance`: no
    /// blur, and the style's amount added to the backdrop (a blur whose tint is darker than
    /// mid grey) or taken from it (a lighter tint).
    public func backdropFilter(for appearance: UIUserInterfaceStyle) -> BackdropFilter {
        let dark = blurEffect.backdropFilter(for: appearance).tint.red < 0.5
        return BackdropFilter(radius: 0, vibrancy: dark ? style.amount : -style.amount)
    }
}

extension UIVibrancyEffectStyle {
    /// How far the style lightens or darkens the backdrop, of 1 (Flipbook's choice,
    /// SEMANTICS.md §17): label 0.55, secondary 0.40, tertiary 0.28, quaternary 0.18; fills
    /// 0.30, 0.22, 0.14; separator 0.18.
    public var amount: Double {
        switch self {
        case .label: return 0.55
        case .secondaryLabel: return 0.40
        case .tertiaryLabel: return 0.28
        case .quaternaryLabel: return 0.18
        case .fill: return 0.30
        case .secondaryFill: return 0.22
        case .tertiaryFill: return 0.14
        case .separator: return 0.18
        }
    }
}
