import Foundation
import FlipbookCore
import FlipbookText

/// A font (`UIFont`): a family, weight and size, drawn with Inter as the system font
/// (SEMANTICS.md §14: Inter stands in for San Francisco, **chosen**).
///
/// `@unchecked Sendable`, as UIKit's fonts are immutable and shared freely: every stored
/// property is a `let` of a `Sendable` value (`FontDescription`, `String`), so nothing changes
/// after `init`. The compiler cannot check it only because the class is `open` and inherits
/// from `NSObject`.
open class UIFont: NSObject, @unchecked Sendable {
    /// The value text layout uses.
    public let fontDescription: FontDescription
    /// The name asked for (`UIFont(name:size:)`), or Inter's PostScript name of the face.
    public let fontName: String
    /// How the font follows the text size, for labels that adjust to it: a preferred font's
    /// text style, or a font scaled by `UIFontMetrics` (Traits/DynamicType.swift).
    let scaling: DynamicTypeScaling?

    /// Wraps a font value; `name` defaults to the face's PostScript name.
    public init(description: FontDescription, name: String? = nil) {
        fontDescription = description
        fontName = name ?? Self.postScriptName(description)
        scaling = nil
        super.init()
    }

    init(description: FontDescription, scaling: DynamicTypeScaling?) {
        fontDescription = description
        fontName = Self.postScriptName(description)
        self.scaling = scaling
        super.init()
    }

    /// `UIFont(name:size:)`: a face of the fonts Flipbook has (Inter) by PostScript name
    /// ("Inter-Bold"), full name ("Inter Bold") or family ("Inter"). Any other name (an app's
    /// own font, "Avenir-Heavy", "HelveticaNeue-Bold") is a **documented fallback**, not nil:
    /// the system font at that size with the weight and slant its name suggests ("Bold",
    /// "Semibold", "Light", "Italic", ...), so code that force-unwraps the result still runs.
    /// An empty name gives nil, as in UIKit.
    public convenience init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        let exact = (try? TextLayout.resolve(fontName: name, pointSize: Double(size))) ?? nil
        self.init(description: exact ?? Self.fallback(for: name, size: Double(size)), name: name)
    }

    /// The size in points (`pointSize`).
    open var pointSize: CGFloat { CGFloat(fontDescription.pointSize) }
    /// "Inter" for every font (`familyName`).
    open var familyName: String { fontDescription.family ?? "Inter" }
    /// Ascent plus descent, in points (`lineHeight`): SF Pro's 2444 / 2048 em (20.29 pt at
    /// 17 pt, as iOS reports), or under Inter's own metrics (`TextLayout.lineMetrics`,
    /// `FLIPBOOK_TEXT_METRICS=inter`) Inter's 0.96875 + 0.2421875 em.
    open var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }
    /// The distance from the baseline to the top of the line, in points (`ascender`; SF's
    /// 1950 / 2048 em under its metrics).
    open var ascender: CGFloat { CGFloat(metrics.baseline) }
    /// The distance from the baseline to the bottom of the line, negative (`descender`; SF's
    /// -494 / 2048 em under its metrics).
    open var descender: CGFloat { CGFloat(metrics.baseline - metrics.lineHeight) }
    /// The height of a capital above the baseline (`capHeight`): the ink of Inter's "H", or
    /// SF Pro's 1443 / 2048 em under its metrics.
    open var capHeight: CGFloat { CGFloat(TextLayout.capAndXHeight(fontDescription).capHeight) }
    /// The height of a lower-case x above the baseline (`xHeight`): the ink of Inter's "x", or
    /// SF Pro's 1078 / 2048 em under its metrics.
    open var xHeight: CGFloat { CGFloat(TextLayout.capAndXHeight(fontDescription).xHeight) }
    /// The extra space between lines (`leading`): 0, as for the system font on iOS (neither
    /// Inter nor SF Pro has a line gap).
    open var leading: CGFloat { 0 }

    /// The same font at another size (`withSize(_:)`).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        let d = fontDescription
        return UIFont(
            description: FontDescription(
                family: d.family, weight: d.weight, pointSize: Double(fontSize),
                italic: d.italic))
    }

    open override var description: String { "UIFont(\(fontName) \(fontDescription.pointSize) pt)" }
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.fontDescription == fontDescription }
    open override var hash: Int { fontDescription.hashValue }

    // MARK: - System fonts

    /// `UIFont.systemFont(ofSize:)`: regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// `UIFont.systemFont(ofSize:weight:)`: Inter at the OpenType weight of `weight`
    /// (`Weight.openTypeWeight`), one weight heavier under Bold Text (Traits/BoldText.swift).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let w = BoldText.weight(weight.openTypeWeight, for: nil)
        return UIFont(description: FontDescription(weight: w, pointSize: Double(fontSize)))
    }

    /// `UIFont.boldSystemFont(ofSize:)`: weight 700.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// `UIFont.italicSystemFont(ofSize:)`: Inter Italic.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(description: FontDescription(pointSize: Double(fontSize), italic: true))
    }

    /// `UIFont.preferredFont(forTextStyle:)` at the stage's text size (`.large` by default:
    /// largeTitle 34, title1 28, title2 22, title3 20, headline 17 semibold, body 17,
    /// callout 16, subheadline 15, footnote 13, caption1 12, caption2 11; regular otherwise);
    /// Apple's table for every size is in Traits/DynamicType.swift (SEMANTICS.md §18).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: the system font; Inter's digits are
    /// drawn with their default (proportional) widths (documented difference).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// `UIFont.monospacedSystemFont(ofSize:weight:)`: no monospaced font is shipped, so the
    /// system font (documented difference).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// `UIFont.labelFontSize`: 17.
    open class var labelFontSize: CGFloat { 17 }
    /// `UIFont.systemFontSize`: 14.
    open class var systemFontSize: CGFloat { 14 }

    // MARK: - Private

    /// One line of this font, measured (lineHeight, baseline); zeros when fonts are missing.
    private var metrics: TextMeasurement {
        let probe = TextContent(text: "X", font: fontDescription)
        return (try? TextLayout.measure(probe, maxWidth: nil))
            ?? TextMeasurement(size: .zero, lineCount: 0, lineHeight: 0, baseline: 0)
    }

    /// "Inter-SemiBold" for weight 600, and so on.
    static func postScriptName(_ d: FontDescription) -> String {
        let names = [
            100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
            600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black",
        ]
        let w = names[(d.weight + 50) / 100 * 100] ?? "Regular"
        if d.italic { return "Inter-" + (w == "Regular" ? "Italic" : w + "Italic") }
        return "Inter-" + w
    }

    /// The system font with the weight and slant that words in `name` suggest.
    static func fallback(for name: String, size: Double) -> FontDescription {
        let n = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: " ", with: "")
        // Longer words first: "semibold" before "bold", "extralight" before "light".
        let words: [(String, Int)] = [
            ("ultralight", 200), ("extralight", 200), ("thin", 100), ("light", 300),
            ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800),
            ("heavy", 800), ("black", 900), ("bold", 700), ("medium", 500),
        ]
        let weight = words.first { n.contains($0.0) }?.1 ?? 400
        return FontDescription(weight: weight, pointSize: size, italic: n.contains("italic") || n.contains("oblique"))
    }
}
