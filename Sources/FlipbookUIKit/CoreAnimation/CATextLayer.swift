import Foundation
import FlipbookCore

/// How a `CATextLayer` aligns its lines (`CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// From Core Animation's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The writing direction's start: left here (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a `CATextLayer` shortens text that does not fit (`CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// From Core Animation's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not shortened: clipped at the bounds (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string (`CATextLayer`, SEMANTICS.md §25): from the top of its bounds
/// (a label centres its text vertically; a text layer does not), in `font` at `fontSize`
/// (36 by default, Core Animation's), in `foregroundColor` (opaque white by default), on one
/// line unless `isWrapped`, aligned by `alignmentMode`, shortened by `truncationMode`. Fonts
/// are Flipbook's (Inter; a name with "Bold" is drawn bold); an attributed string is drawn in
/// its first run's font and colour, the layer's own ignored, as Apple documents. Setting `fontSize` or `foregroundColor` takes effect at once; Core
/// Animation's explicit animations interpolate them (SEMANTICS.md §25).
open class CATextLayer: CALayer {
    /// What is drawn: a `String` or an `NSAttributedString` (`string`; default nil).
    open var string: Any? { didSet { updateText() } }
    /// The font: a `UIFont` (its size ignored, as Core Animation does), or a font name
    /// (`font`; default nil, Helvetica on iOS, Inter here).
    open var font: Any? { didSet { updateText() } }
    /// The size in points (`fontSize`; default 36).
    open var fontSize: CGFloat = 36 { didSet { updateText() } }
    /// The text's colour (`foregroundColor`; default opaque white).
    open var foregroundColor: CGColor? = RGBA(red: 1, green: 1, blue: 1, alpha: 1) { didSet { updateText() } }
    /// Whether lines wrap at the bounds' width (`isWrapped`; default false).
    open var isWrapped = false { didSet { updateText() } }
    /// Where text that does not fit is shortened (`truncationMode`; default `.none`).
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { updateText() } }
    /// How lines are aligned (`alignmentMode`; default `.natural`).
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { updateText() } }
    /// Stored (`allowsFontSubpixelQuantization`).
    open var allowsFontSubpixelQuantization = false

    /// Creates a text layer with Core Animation's defaults (no string: draws nothing).
    public override init() { super.init() }
    /// `init?(coder:)`: the defaults, as `init()` (CALayer's).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A new layer of this class, for `UIView.layerClass` (see `CALayer.makeLayer()`).
    override class func makeLayer() -> CALayer { CATextLayer() }

    /// The plain text of `string`.
    var plainString: String? {
        switch string {
        case let s as String: return s
        case let s as NSAttributedString: return s.string
        case let s as NSString: return s as String
        default: return nil
        }
    }

    /// The font's weight: a `UIFont`'s, 700 for a name with "Bold", else regular.
    var fontWeight: Int {
        switch font {
        case let f as UIFont: return f.fontDescription.weight
        case let name as String: return name.localizedCaseInsensitiveContains("bold") ? 700 : 400
        default: return 400
        }
    }

    /// The text drawn, or nil.
    var textContent: TextContent? {
        guard let text = plainString, !text.isEmpty, foregroundColor != nil || string is NSAttributedString else {
            return nil
        }
        let color = foregroundColor ?? .black
        let alignment: TextAlignment
        switch alignmentMode {
        case .right: alignment = .right
        case .center: alignment = .center
        case .justified: alignment = .justified
        default: alignment = .left
        }
        let lineBreak: LineBreak
        switch truncationMode {
        case .start: lineBreak = .truncateHead
        case .middle: lineBreak = .truncateMiddle
        case .end: lineBreak = .truncateTail
        default: lineBreak = isWrapped ? .wordWrap : .clip
        }
        let size = fontSize.isFinite && fontSize > 0 ? Double(fontSize) : 36
        var font = FontDescription(weight: fontWeight, pointSize: size), ink = color
        if let attributed = string as? NSAttributedString, attributed.length > 0 {
            // Apple: with an attributed string, `font`, `fontSize` and `foregroundColor` are
            // ignored; its own attributes (the first run's, as one style is drawn) apply, else
            // its defaults, 12 points in black.
            let first = attributed.firstAttributes
            font = (first[.font] as? UIFont)?.fontDescription ?? FontDescription(weight: 400, pointSize: 12)
            ink = (first[.foregroundColor] as? UIColor)?.rgba ?? .black
        }
        var content = TextContent(
            text: text, font: font, color: ink,
            alignment: alignment, numberOfLines: isWrapped ? 0 : 1, lineBreak: lineBreak)
        content.alignsTop = true
        return content
    }

    private func updateText() { content.text = textContent }
}
