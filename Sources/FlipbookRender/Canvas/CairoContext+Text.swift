import CCairo
import FlipbookCore

/// Text for the docs pictures, with Cairo's "toy" text API (`cairo_select_font_face`,
/// `cairo_show_text`): fontconfig finds the family, FreeType draws it.
///
/// The family is `CairoContext.fontFamily`, "DejaVu Sans", from Debian's `fonts-dejavu-core`
/// (render.sh installs it when missing; fontconfig substitutes another font without it).
/// Glyphs are drawn with greyscale anti-aliasing and no hinting, so the same machine gives
/// the same bytes and the red-blue exchange of `setColor` cannot tint subpixel edges.
extension CairoContext {
    /// The font family of every caption, title, label and legend.
    package static let fontFamily = "DejaVu Sans"

    /// Chooses the font for the following text: `fontFamily` at `size` user units, bold or
    /// regular (`cairo_select_font_face`, `cairo_set_font_size`, `cairo_set_font_options`).
    package func setFont(size: Double, bold: Bool = false) {
        cairo_select_font_face(
            cr, Self.fontFamily, CAIRO_FONT_SLANT_NORMAL,
            bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    /// How far `text` advances in the current font, in user units (`cairo_text_extents`).
    package func textWidth(_ text: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return extents.x_advance
    }

    /// Draws `text` in `color` with its baseline at `y`, starting at `x` (`.left`), centred on
    /// `x` (`.center`) or ending at `x` (`.right`) (`cairo_move_to` + `cairo_show_text`).
    package func showText(_ text: String, x: Double, y: Double, _ color: RGBA, align: TextAlignment = .left) {
        let width = align == .left ? 0 : textWidth(text)
        let start = align == .left ? x : align == .center ? x - width / 2 : x - width
        setColor(color, alpha: 1)
        cairo_move_to(cr, start, y)
        cairo_show_text(cr, text)
        cairo_new_path(cr)
    }

    /// Draws `text` turned a quarter turn counter-clockwise (reading upwards), centred on
    /// (`x`, `y`) along its length, baseline on the right of `x`: a vertical axis title.
    package func showVerticalText(_ text: String, x: Double, y: Double, _ color: RGBA) {
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_rotate(cr, -Double.pi / 2)
        showText(text, x: 0, y: 0, color, align: .center)
        cairo_restore(cr)
    }

    /// Where a line of text sits relative to its x coordinate.
    package enum TextAlignment { case left, center, right }
}
