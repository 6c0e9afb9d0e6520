import Foundation

/// A font as text layout needs it: a family (nil is the system font), a weight and a size
/// (SEMANTICS.md §14). `UIFont` is the UIKit face of this value.
public struct FontDescription: Hashable, Sendable, CustomStringConvertible {
    /// The family name handed to fontconfig; nil for the system font (Inter here, standing in
    /// for San Francisco).
    public var family: String?
    /// The weight on the CSS / OpenType scale, 100 (thin) ... 900 (black); 400 is regular.
    public var weight: Int
    /// The size in points (`UIFont.pointSize`).
    public var pointSize: Double
    /// Whether the italic face is wanted.
    public var italic: Bool

    /// Creates a font description. A weight outside 100...900 is clamped into it; a size
    /// that is not finite and positive becomes 17 (UIKit's body size), documented fallback.
    public init(family: String? = nil, weight: Int = 400, pointSize: Double, italic: Bool = false) {
        self.family = family
        self.weight = min(max(weight, 100), 900)
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        self.italic = italic
    }

    /// "system 17 w600".
    public var description: String {
        "\(family ?? "system") \(ContentImage.format(pointSize))" + (weight == 400 ? "" : " w\(weight)")
            + (italic ? " italic" : "")
    }
}

/// How a line of text sits in the width of its box (`NSTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Left edges aligned (`.left`, and `.natural` for left-to-right text).
    case left
    /// Centred (`.center`).
    case center
    /// Right edges aligned (`.right`).
    case right
    /// Lines but the last stretched to the width (`.justified`).
    case justified
}

/// What happens to text that does not fit (`NSLineBreakMode`).
public enum LineBreak: String, Hashable, Sendable, CaseIterable {
    /// Breaks between words (`.byWordWrapping`).
    case wordWrap
    /// Breaks between characters (`.byCharWrapping`).
    case charWrap
    /// Lines end at the box edge, cut off (`.byClipping`).
    case clip
    /// The last line loses its start to an ellipsis (`.byTruncatingHead`).
    case truncateHead
    /// The last line loses its end to an ellipsis (`.byTruncatingTail`, UILabel's default).
    case truncateTail
    /// The last line loses its middle to an ellipsis (`.byTruncatingMiddle`).
    case truncateMiddle
}

/// A request to lay out and draw text in a layer's bounds: what a `UILabel` asks of its
/// text system (SEMANTICS.md §14). The layout itself happens when a frame is drawn, in the
/// layer's bounds of that moment, so the request holds no geometry.
public struct TextContent: Hashable, Sendable, CustomStringConvertible {
    /// The longest text laid out, in UTF-8 bytes (64 KiB). Longer text is cut at the last
    /// whole character before the limit (documented fallback): a label never shows that much,
    /// and a megabyte of text would otherwise cost seconds per frame.
    public static let maximumUTF8Length = 65_536

    /// The characters (`UILabel.text`), at most `maximumUTF8Length` bytes.
    public private(set) var text: String
    /// Whether `text` was cut to `maximumUTF8Length`.
    public private(set) var wasShortened: Bool
    /// The font.
    public var font: FontDescription
    /// The colour of the glyphs (`UILabel.textColor`, default black).
    public var color: RGBA
    /// Horizontal alignment in the box (`UILabel.textAlignment`; `.natural` is `.left`).
    public var alignment: TextAlignment
    /// The most lines shown; 0 means as many as fit the bounds (`UILabel.numberOfLines`, default 1).
    public var numberOfLines: Int
    /// Wrapping and truncation (`UILabel.lineBreakMode`, default `.truncateTail`).
    public var lineBreak: LineBreak
    /// Whether the block starts at the top of the box (a `CATextLayer`) rather than being
    /// centred vertically in it (a `UILabel`; the default).
    public var alignsTop = false

    /// Creates a request with UILabel's defaults. A negative `numberOfLines` counts as 0.
    public init(
        text: String, font: FontDescription, color: RGBA = .black, alignment: TextAlignment = .left,
        numberOfLines: Int = 1, lineBreak: LineBreak = .truncateTail
    ) {
        let (cut, shortened) = Self.limited(text)
        self.text = cut; self.wasShortened = shortened
        self.font = font; self.color = color; self.alignment = alignment
        self.numberOfLines = max(numberOfLines, 0); self.lineBreak = lineBreak
    }

    /// `text` cut at the last whole character within `maximumUTF8Length` bytes.
    static func limited(_ text: String) -> (String, Bool) {
        guard text.utf8.count > maximumUTF8Length else { return (text, false) }
        var bytes = 0
        var end = text.startIndex
        for character in text {
            let n = character.utf8.count
            if bytes + n > maximumUTF8Length { break }
            bytes += n
            end = text.index(after: end)
        }
        return (String(text[..<end]), true)
    }

    /// `"Photos" system 34 w700 #000000FF left 1 line truncateTail`.
    public var description: String {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        let escaped = shown.replacingOccurrences(of: "\n", with: "\\n")
        let lines = numberOfLines == 0 ? "all lines" : numberOfLines == 1 ? "1 line" : "\(numberOfLines) lines"
        return "\"\(escaped)\" \(font) \(color) \(alignment.rawValue) \(lines) \(lineBreak.rawValue)"
            + (wasShortened ? " (cut to \(Self.maximumUTF8Length) bytes)" : "")
            + (alignsTop ? " top" : "")
    }
}
