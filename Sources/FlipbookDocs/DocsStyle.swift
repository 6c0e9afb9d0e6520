import FlipbookRender
import FlipbookCore

/// Colours and sizes shared by the docs pictures (contact sheets and timing plots), in
/// the spirit of iOS's light grouped style.
enum DocsStyle {
    /// The background behind everything: iOS's `systemGroupedBackground`, #F2F2F7.
    static let background = RGBA(hex: 0xF2F2F7)
    /// Titles and primary text: #1C1C1E.
    static let text = RGBA(hex: 0x1C1C1E)
    /// Captions and secondary text: #6E6E73.
    static let secondaryText = RGBA(hex: 0x6E6E73)
    /// Hairlines and grid lines: #D1D1D6.
    static let rule = RGBA(hex: 0xD1D1D6)
    /// The plot area's fill: white.
    static let panel = RGBA.white
    /// Outer margin, points.
    static let margin = 16.0
    /// Title size, points (bold).
    static let titleSize = 16.0
    /// Subtitle, caption and label size, points.
    static let captionSize = 12.0
}

extension DocsStyle {
    /// Draws the title line at the top left, in user units of points: `title` in bold, then
    /// `subtitle` in secondary text.
    static func drawTitle(_ title: String, _ subtitle: String, in context: CairoContext) {
        let baseline = margin + titleSize
        context.setFont(size: titleSize, bold: true)
        context.showText(title, x: margin, y: baseline, text)
        let offset = context.textWidth(title + "  ")
        context.setFont(size: captionSize + 1)
        context.showText(subtitle, x: margin + offset, y: baseline, secondaryText)
    }

    /// The title line's width in points.
    static func titleWidth(_ title: String, _ subtitle: String, in context: CairoContext) -> Double {
        context.setFont(size: titleSize, bold: true)
        let width = context.textWidth(title + "  ")
        context.setFont(size: captionSize + 1)
        return width + context.textWidth(subtitle)
    }
}
