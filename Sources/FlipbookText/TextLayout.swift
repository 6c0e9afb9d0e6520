import CPango
import Foundation
import FlipbookCore

/// The size of laid-out text, in points (SEMANTICS.md §14).
public struct TextMeasurement: Hashable, Sendable {
    /// The logical size of the text block: the widest line's advance by the sum of the line
    /// heights (Pango's logical rectangle), unrounded.
    public var size: CGSize
    /// How many lines are shown.
    public var lineCount: Int
    /// The height of one line of the font: ascent plus descent.
    public var lineHeight: Double
    /// The distance from the block's top to the first baseline.
    public var baseline: Double

    /// Creates a measurement.
    public init(size: CGSize, lineCount: Int, lineHeight: Double, baseline: Double) {
        self.size = size; self.lineCount = lineCount; self.lineHeight = lineHeight; self.baseline = baseline
    }
}

/// The vertical metrics lines are laid out with (SEMANTICS.md §14): the stand-in font's own,
/// or San Francisco's, which iOS reports and lays labels out with.
public enum LineMetrics: String, Hashable, Sendable, CaseIterable {
    /// Inter's: ascender 0.96875 em, descender 0.2421875 em, no line gap
    /// (`FLIPBOOK_TEXT_METRICS=inter`: Flipbook's default before it measured itself against iOS).
    case inter
    /// SF Pro's (the default), from its 2048 units per em: ascender 1950, descender 494, line gap 0; so a
    /// line is 2444 / 2048 = 1.19336 em (20.29 pt at 17 pt) and the first baseline 0.95215 em
    /// below the top. The stand-in's glyphs are drawn on those baselines, in Inter below 20 pt
    /// and Inter Display from 20 pt on (`systemFamily`).
    case sanFrancisco

    /// The metrics `FLIPBOOK_TEXT_METRICS` names: `sf` or `sanFrancisco`, `inter` (any case).
    /// Another value is refused with a warning on standard error naming it and what is
    /// accepted (nil: the default applies).
    init?(environmentValue name: String) {
        switch name.lowercased() {
        case "sf", "sanfrancisco": self = .sanFrancisco
        case "inter": self = .inter
        default:
            FileHandle.standardError.write(
                Data(
                    ("warning: FLIPBOOK_TEXT_METRICS=\(name) is not a text metrics name (accepted: sf, inter); "
                        + "San Francisco's are used\n").utf8))
            return nil
        }
    }

    /// The family the system font is drawn with at `pointSize`: Inter, or under San
    /// Francisco's metrics Inter Display from 20 pt on, where SF itself turns from its Text to
    /// its Display design. On the reference corpus Inter Display's advances are within 1.5 %
    /// of SF's at 25 to 58 pt, where Inter's are 9 to 11 % wider (SEMANTICS.md §14).
    func systemFamily(_ pointSize: Double) -> String {
        self == .sanFrancisco && pointSize >= 20 ? Self.displayFamily : "Inter"
    }

    static let displayFamily = "Inter Display"

    /// Ascent, descent, cap height and x-height of SF Pro, in units of its 2048 per em.
    static let sfAscender = 1950.0, sfDescender = 494.0, sfCapHeight = 1443.0, sfXHeight = 1078.0
    static let sfUnitsPerEm = 2048.0

    /// The line height of a font of `pointSize` under these metrics (nil: the font's own).
    func lineHeight(_ pointSize: Double) -> Double? {
        self == .sanFrancisco ? (Self.sfAscender + Self.sfDescender) / Self.sfUnitsPerEm * pointSize : nil
    }

    /// The first baseline below the line's top (nil: the font's own).
    func ascender(_ pointSize: Double) -> Double? {
        self == .sanFrancisco ? Self.sfAscender / Self.sfUnitsPerEm * pointSize : nil
    }

    /// San Francisco's tracking for the system font below 20 pt, in points added after each
    /// character (0 from 20 pt on and under Inter's metrics). SF Text's advances are tightened
    /// or loosened by size, as Apple's Human Interface Guidelines list for iOS (Typography,
    /// Tracking values: +41/1000 em at 6 pt, +12 at 10, 0 at 12, -6 at 13, -11 at 14, -16 at
    /// 15, -20 at 16, -26 at 17, -25 at 18, -24 at 19); between listed sizes the value is
    /// interpolated, below 6 pt it is 6 pt's. From 20 pt on the stand-in is Inter Display, whose
    /// advances were chosen against SF's as drawn (tracking included), so none is added there.
    public func tracking(_ pointSize: Double) -> Double {
        guard self == .sanFrancisco, pointSize < 20, pointSize > 0 else { return 0 }
        let table = Self.sfTextTracking
        let size = max(pointSize, 6)
        let low = Int(size.rounded(.down))
        let a = table[low - 6]
        let b = low + 1 - 6 < table.count ? table[low + 1 - 6] : table[table.count - 1]
        let perMille = a + (b - a) * (size - Double(low))
        return perMille / 1000 * pointSize
    }

    /// SF Pro's tracking for iOS at 6 ... 19 pt, in 1/1000 em (Human Interface Guidelines).
    static let sfTextTracking: [Double] = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]

    /// The size Hangul is drawn at, against the text's, under these metrics (1 under Inter's).
    /// iOS draws Hangul in Apple SD Gothic Neo, whose syllables advance about 0.865 em where
    /// Noto Sans CJK's advance 0.92 (920 of its 1,000 units): labels sized to their Korean text
    /// in Interface Builder documents are 30, 45 and 59 pt wide for two, three and four
    /// syllables at 17 pt (each width rounded up to a whole point: 0.863 to 0.868 em). Drawn at
    /// 0.865 / 0.92 of the size, each syllable takes Apple's advance (letter spacing would
    /// leave the last of a line its full width).
    var hangulScale: Double { self == .sanFrancisco ? Self.hangulAdvance / Self.notoHangulAdvance : 1 }

    /// Apple SD Gothic Neo's Hangul advance, in em (measured as above), and Noto Sans CJK's.
    static let hangulAdvance = 0.865, notoHangulAdvance = 0.92
}

/// Text as it is drawn in a box: see `TextLayout.arrange(_:in:)`.
public struct TextArrangement: Hashable, Sendable {
    /// How many lines show.
    public var lineCount: Int
    /// Whether an ellipsis replaced some of the text.
    public var isEllipsized: Bool
    /// The block's logical size, in points.
    public var size: CGSize
    /// Where the block's top-left corner goes in the box's space (vertical centring).
    public var origin: CGPoint
}

/// Lays out `TextContent` with Pango, on the private Inter configuration of `FontLibrary`,
/// as a `UILabel` lays out its text: the one place where Flipbook measures and draws text.
///
/// Glyph positions are not rounded (`pango_context_set_round_glyph_positions(false)`), hinting
/// is off and anti-aliasing is grey, so a measurement made while recording is the one that
/// applies when drawing at any scale, and frames are byte-identical from run to run.
public enum TextLayout {
    private static let metricsSetting = Locked<LineMetrics>(
        ProcessInfo.processInfo.environment["FLIPBOOK_TEXT_METRICS"].flatMap { name in
            LineMetrics(environmentValue: name)
        } ?? .sanFrancisco)

    /// The line metrics of every layout made from now on: `.sanFrancisco`, as iOS lays labels
    /// out, unless the environment's `FLIPBOOK_TEXT_METRICS` is `inter` (`sf` and
    /// `sanFrancisco` name the default). One switch for the process: set it before recording,
    /// not while frames are drawn.
    public static var lineMetrics: LineMetrics {
        get { metricsSetting.value }
        set { metricsSetting.withLock { $0 = newValue } }
    }

    /// How far the top of a capital (`H`) and of a lower-case `x` stand above the baseline for
    /// `font`, in points: San Francisco's cap height and x-height under `.sanFrancisco`, else
    /// the ink of those glyphs in the stand-in font. Zeros when fonts are missing.
    public static func capAndXHeight(_ font: FontDescription) -> (capHeight: Double, xHeight: Double) {
        if lineMetrics == .sanFrancisco {
            let em = font.pointSize / LineMetrics.sfUnitsPerEm
            return (LineMetrics.sfCapHeight * em, LineMetrics.sfXHeight * em)
        }
        func inkTop(_ glyph: String) -> Double {
            (try? FontLibrary.shared.withLock { map in
                try withLayout(map, cairo: nil) { layout in
                    configure(layout, TextContent(text: glyph, font: font), width: nil, lines: 1)
                    var ink = PangoRectangle(), logical = PangoRectangle()
                    pango_layout_get_extents(layout, &ink, &logical)
                    let baseline = Double(pango_layout_get_baseline(layout))
                    return (baseline - Double(ink.y)) / Double(PANGO_SCALE)
                }
            }) ?? 0
        }
        return (inkTop("H"), inkTop("x"))
    }

    /// The size of `content` when its width may not exceed `maxWidth` points (nil: no limit,
    /// lines break only at newlines) and at most `content.numberOfLines` lines show
    /// (0: no limit). An empty text measures zero.
    public static func measure(_ content: TextContent, maxWidth: Double?) throws -> TextMeasurement {
        if content.text.isEmpty { return TextMeasurement(size: .zero, lineCount: 0, lineHeight: 0, baseline: 0) }
        return try FontLibrary.shared.withLock { map in
            try withLayout(map, cairo: nil) { layout in
                let limit = content.numberOfLines == 0 ? Int.max : content.numberOfLines
                let width = maxWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
                configure(layout, content, width: width, lines: limit)
                return measurement(layout, content.font.pointSize)
            }
        }
    }

    /// The family names of the faces text can use (Inter's), sorted; for diagnostics.
    public static func availableFamilies() throws -> [String] {
        try FontLibrary.shared.withLock { _ in Array(Set(FontLibrary.shared.faces.map(\.family))).sorted() }
    }

    /// Resolves a font name as `UIFont(name:size:)` does, against the private configuration:
    /// a PostScript name ("Inter-SemiBold"), a full name ("Inter Semi Bold") or a family
    /// ("Inter"), compared without regard to case. Nil when no face has that name.
    public static func resolve(fontName name: String, pointSize: Double) throws -> FontDescription? {
        try FontLibrary.shared.withLock { _ in
            let key = name.lowercased()
            let faces = FontLibrary.shared.faces
            if let f = faces.first(where: { $0.postScriptName.lowercased() == key || $0.fullName.lowercased() == key })
            {
                return FontDescription(family: f.family, weight: f.weight, pointSize: pointSize, italic: f.italic)
            }
            if let f = faces.first(where: { $0.family.lowercased() == key }) {
                return FontDescription(family: f.family, weight: 400, pointSize: pointSize)
            }
            return nil
        }
    }

    /// How `content` is arranged in a box of `size` points, as `draw` draws it: the lines
    /// shown, whether an ellipsis replaced some text, and the block's size.
    public static func arrange(_ content: TextContent, in size: CGSize) throws -> TextArrangement {
        guard !content.text.isEmpty, size.width > 0, size.height > 0 else {
            return TextArrangement(lineCount: 0, isEllipsized: false, size: .zero, origin: .zero)
        }
        return try FontLibrary.shared.withLock { map in
            try withLayout(map, cairo: nil) { layout in
                try arrange(content, in: CGRect(origin: .zero, size: size), layout)
            }
        }
    }

    /// Draws `content` into `cairo` (a `cairo_t *`) laid out in `box` of its current user
    /// space, with the current source as the glyph colour: centred vertically, aligned
    /// horizontally as asked, wrapped or truncated to the lines that fit (SEMANTICS.md §14).
    /// The caller sets the matrix, the colour and any clip.
    ///
    /// With `cache`, a layout made earlier for the same text, attributes, box and matrix (its
    /// linear part) is drawn again instead of laying the text out anew (`TextLayoutCache`):
    /// the same layout, so the same bytes.
    package static func draw(
        _ content: TextContent, in box: CGRect, cairo: OpaquePointer, cache: TextLayoutCache? = nil
    ) throws {
        guard !content.text.isEmpty, box.width > 0, box.height > 0 else { return }
        try FontLibrary.shared.withLock { map in
            guard let cache else {
                return try withLayout(map, cairo: cairo) { layout in
                    show(layout, content, at: try arrange(content, in: box, layout).origin, cairo: cairo)
                }
            }
            let key = TextLayoutCache.key(content, box: box, cairo: cairo)
            // The kept context already has this matrix's linear part (it is in the key) and
            // Flipbook's font options (set explicitly, and every image surface's own are the
            // same), so it is not updated: `pango_context_set_matrix` marks the context
            // changed even for an equal matrix, and the layout would be shaped again.
            if let kept = cache.kept(key) { return show(kept.layout, content, at: kept.origin, cairo: cairo) }
            let (context, layout) = try makeLayout(map, cairo: cairo)
            let origin: CGPoint
            do {
                origin = try arrange(content, in: box, layout).origin
            } catch {
                flipbook_object_unref(UnsafeMutableRawPointer(layout))
                flipbook_object_unref(UnsafeMutableRawPointer(context))
                throw error
            }
            show(layout, content, at: origin, cairo: cairo)
            cache.keep(TextLayoutCache.Kept(context: context, layout: layout, origin: origin), for: key)
        }
    }

    /// Draws a configured layout with its top-left corner at `origin`: the whole layout with
    /// the font's own metrics, or line by line on San Francisco's baselines.
    private static func show(_ layout: OpaquePointer, _ content: TextContent, at origin: CGPoint, cairo: OpaquePointer)
    {
        let metrics = lineMetrics
        guard let ascender = metrics.ascender(content.font.pointSize),
            let lineHeight = metrics.lineHeight(content.font.pointSize), let iter = pango_layout_get_iter(layout)
        else {
            cairo_move_to(cairo, Double(origin.x), Double(origin.y))
            pango_cairo_show_layout(cairo, layout)
            cairo_new_path(cairo)
            return
        }
        defer { pango_layout_iter_free(iter) }
        var index = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &ink, &logical)
            let x = Double(origin.x) + Double(logical.x) / Double(PANGO_SCALE)
            cairo_move_to(cairo, x, Double(origin.y) + ascender + Double(index) * lineHeight)
            pango_cairo_show_layout_line(cairo, line)
            index += 1
        } while pango_layout_iter_next_line(iter) != 0
        cairo_new_path(cairo)
    }

    /// Configures `layout` for `box` and says where its top-left corner goes: the block is
    /// centred vertically (at the top for `alignsTop`); a single clipped line is aligned by hand (it has no layout width).
    private static func arrange(_ content: TextContent, in box: CGRect, _ layout: OpaquePointer) throws
        -> TextArrangement
    {
        let lines = try lineLimit(content, boxHeight: Double(box.height), layout: layout)
        let single = content.lineBreak == .clip && lines == 1
        configure(layout, content, width: single ? nil : Double(box.width), lines: lines)
        var m = measurement(layout, content.font.pointSize)
        // Pango ellipsizes tracked text as if the ellipsis took no tracking, so under SF's
        // tightening a truncated line can come out a fraction of a point wider than its box:
        // laid out again in a box narrower by the overflow, it fits, as UIKit's does.
        let overflow = Double(m.size.width) - Double(box.width)
        if !single, overflow > 1e-6, pango_layout_is_ellipsized(layout) != 0 {
            configure(layout, content, width: Double(box.width) - overflow, lines: lines)
            m = measurement(layout, content.font.pointSize)
        }
        var x = Double(box.minX)
        if single {
            let spare = Double(box.width) - Double(m.size.width)
            x += content.alignment == .center ? spare / 2 : content.alignment == .right ? spare : 0
        }
        let y = Double(box.minY) + (content.alignsTop ? 0 : (Double(box.height) - Double(m.size.height)) / 2)
        return TextArrangement(
            lineCount: m.lineCount, isEllipsized: pango_layout_is_ellipsized(layout) != 0,
            size: m.size, origin: CGPoint(x: x, y: y))
    }

    // MARK: - Pango

    /// The number of lines drawn in a box `boxHeight` points high: `numberOfLines`, or for
    /// 0 as many whole lines as fit (at least one).
    private static func lineLimit(_ content: TextContent, boxHeight: Double, layout: OpaquePointer) throws -> Int {
        if content.numberOfLines > 0 { return content.numberOfLines }
        configure(layout, TextContent(text: "X", font: content.font), width: nil, lines: 1)
        let lineHeight = measurement(layout, content.font.pointSize).lineHeight
        guard lineHeight > 0 else { return 1 }
        // At most 10,000 lines: also keeps a huge or infinite box height a valid Int.
        return max(1, Int(min((boxHeight + 1e-6) / lineHeight, 10_000).rounded(.down)))
    }

    /// A layout on a fresh context of `map` with Flipbook's font options, given to `body`
    /// and released after. With `cairo`, the context follows that `cairo_t`'s matrix.
    private static func withLayout<T>(
        _ map: UnsafeMutablePointer<PangoFontMap>, cairo: OpaquePointer?,
        _ body: (OpaquePointer) throws -> T
    ) throws -> T {
        let (context, layout) = try makeLayout(map, cairo: cairo)
        defer {
            flipbook_object_unref(UnsafeMutableRawPointer(layout))
            flipbook_object_unref(UnsafeMutableRawPointer(context))
        }
        return try body(layout)
    }

    /// A fresh context of `map` with Flipbook's font options (following `cairo`'s matrix when
    /// given) and a layout on it; the caller owns one reference to each.
    private static func makeLayout(_ map: UnsafeMutablePointer<PangoFontMap>, cairo: OpaquePointer?) throws
        -> (context: OpaquePointer, layout: OpaquePointer)
    {
        guard let context = pango_font_map_create_context(map) else {
            throw TextError.pango(call: "pango_font_map_create_context")
        }
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        if let cairo { pango_cairo_update_context(cairo, context) }
        guard let layout = pango_layout_new(context) else {
            flipbook_object_unref(UnsafeMutableRawPointer(context))
            throw TextError.pango(call: "pango_layout_new")
        }
        return (context, layout)
    }

    /// The UTF-8 byte ranges of `text` in the scripts the system font's stand-in draws
    /// itself (Latin, Greek, Cyrillic, their punctuation and symbols: below U+0530, U+1E00 to
    /// U+214F), where San Francisco's tracking applies.
    static func trackedByteRanges(_ text: String) -> [Range<Int>] {
        byteRanges(text) { v in v < 0x530 || (0x1E00...0x214F).contains(v) }
    }

    /// The UTF-8 byte ranges of `text` in Hangul: syllables (U+AC00 to U+D7A3), jamo (U+1100 to
    /// U+11FF, U+A960 to U+A97F, U+D7B0 to U+D7FF) and compatibility jamo (U+3130 to U+318F).
    static func hangulByteRanges(_ text: String) -> [Range<Int>] {
        byteRanges(text) { v in
            (0xAC00...0xD7A3).contains(v) || (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v)
                || (0xA960...0xA97F).contains(v) || (0xD7B0...0xD7FF).contains(v)
        }
    }

    /// The UTF-8 byte ranges of the runs of `text` whose scalars `member` accepts.
    static func byteRanges(_ text: String, _ member: (UInt32) -> Bool) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        var start: Int?
        for scalar in text.unicodeScalars {
            let inside = member(scalar.value)
            if inside, start == nil { start = offset }
            if !inside, let s = start { ranges.append(s..<offset); start = nil }
            offset += String(scalar).utf8.count
        }
        if let s = start { ranges.append(s..<offset) }
        return ranges
    }

    /// Sets text, font, alignment, wrapping and truncation, then keeps at most `lines` lines.
    private static func configure(_ layout: OpaquePointer, _ content: TextContent, width: Double?, lines: Int) {
        let font = pango_font_description_new()
        pango_font_description_set_family(
            font, content.font.family ?? lineMetrics.systemFamily(content.font.pointSize))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(content.font.weight)))
        pango_font_description_set_style(font, content.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(font, content.font.pointSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        // San Francisco's tracking, for the system font under its metrics (below 20 pt), and
        // Hangul at Apple SD Gothic Neo's advance, in any font under them.
        let tracking = content.font.family == nil ? lineMetrics.tracking(content.font.pointSize) : 0
        let hangulScale = lineMetrics.hangulScale
        // Only the stand-in's own glyphs are tracked: SF's tracking is its own table, so iOS
        // tracks no fallback face (kana, ideographs, Hangul, emoji).
        let tracked = tracking != 0 ? trackedByteRanges(content.text) : []
        let hangul = hangulScale != 1 ? hangulByteRanges(content.text) : []
        if !tracked.isEmpty || !hangul.isEmpty {
            let attributes = pango_attr_list_new()
            let units = Int32((tracking * Double(PANGO_SCALE)).rounded())
            let made =
                tracked.map { ($0, pango_attr_letter_spacing_new(units)) }
                + hangul.map { ($0, pango_attr_scale_new(hangulScale)) }
            for (range, attribute) in made {
                guard let attribute else { continue }
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(attributes, attribute)
            }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        } else {
            pango_layout_set_attributes(layout, nil)
        }

        // Alignments are physical, as UIKit's `.left` and `.right` are: Pango must not swap them
        // for a paragraph that starts with Hebrew or Arabic (the caller resolves `.natural`
        // from the view's direction, SEMANTICS.md §18). Runs of those scripts still read right
        // to left.
        pango_layout_set_auto_dir(layout, 0)
        switch content.alignment {
        case .left, .justified: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        pango_layout_set_justify(layout, content.alignment == .justified ? 1 : 0)
        // A width Pango cannot hold (over about 2 million points, or not a number) is no limit.
        let units = width.map { ($0 * Double(PANGO_SCALE)).rounded(.down) }
        let width = units.flatMap { $0.isFinite && $0 >= 1 && $0 < Double(Int32.max) ? Int32($0) : nil }
        pango_layout_set_width(layout, width ?? -1)
        pango_layout_set_wrap(layout, content.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        let ellipsis: PangoEllipsizeMode
        switch content.lineBreak {
        case .truncateHead: ellipsis = PANGO_ELLIPSIZE_START
        case .truncateTail: ellipsis = PANGO_ELLIPSIZE_END
        case .truncateMiddle: ellipsis = PANGO_ELLIPSIZE_MIDDLE
        default: ellipsis = PANGO_ELLIPSIZE_NONE
        }
        // With no line limit nothing is truncated: the text wraps (Pango would otherwise keep
        // each paragraph on one ellipsized line).
        let ellipsizes = width != nil && ellipsis != PANGO_ELLIPSIZE_NONE && lines != Int.max
        pango_layout_set_ellipsize(layout, ellipsizes ? ellipsis : PANGO_ELLIPSIZE_NONE)
        if ellipsizes { pango_layout_set_height(layout, -Int32(min(lines, 10_000))) }
        setText(layout, content.text)

        // Keep the first `lines` lines: cut the text after the last byte of line `lines`.
        if lines != Int.max, Int(pango_layout_get_line_count(layout)) > lines,
            let line = pango_layout_get_line_readonly(layout, Int32(lines - 1))
        {
            let end = Int(line.pointee.start_index + line.pointee.length)
            let bytes = Array(content.text.utf8.prefix(end))
            setText(layout, String(decoding: bytes, as: UTF8.self))
        }
    }

    private static func setText(_ layout: OpaquePointer, _ text: String) {
        text.withCString { pango_layout_set_text(layout, $0, Int32(strlen($0))) }
    }

    /// The layout's logical size, line count, first line height and baseline, in points; under
    /// San Francisco's metrics every line is SF's height for `pointSize` and the baseline SF's.
    private static func measurement(_ layout: OpaquePointer, _ pointSize: Double) -> TextMeasurement {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        var lineHeight = 0.0
        if let line = pango_layout_get_line_readonly(layout, 0) {
            var lineInk = PangoRectangle(), lineLogical = PangoRectangle()
            pango_layout_line_get_extents(line, &lineInk, &lineLogical)
            lineHeight = Double(lineLogical.height) / scale
        }
        let lineCount = Int(pango_layout_get_line_count(layout))
        let metrics = lineMetrics
        if let sfLine = metrics.lineHeight(pointSize), let sfAscender = metrics.ascender(pointSize) {
            return TextMeasurement(
                size: CGSize(width: Double(logical.width) / scale, height: Double(lineCount) * sfLine),
                lineCount: lineCount, lineHeight: sfLine, baseline: sfAscender)
        }
        return TextMeasurement(
            size: CGSize(width: Double(logical.width) / scale, height: Double(logical.height) / scale),
            lineCount: lineCount, lineHeight: lineHeight,
            baseline: Double(pango_layout_get_baseline(layout)) / scale)
    }
}
