import CPango
import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookText

/// Text layout with Pango and Inter (SEMANTICS.md §14): measurements against Pango's own and
/// against Inter's metrics worked out by hand, wrapping, truncation, bad input.
///
/// Inter Regular's numbers (read from the font's tables): 2816 units per em, ascender 2728,
/// descender 680, line gap 0, cap height 2048; advances H 2084, e 1640, l 668, o 1680,
/// comma 788, space 792, w 2288, r 1048, d 1748.
final class TextLayoutTests: XCTestCase {
    /// The figures below are worked by hand from Inter's own metrics, the other setting
    /// (`FLIPBOOK_TEXT_METRICS=inter`); San Francisco's, the default, are
    /// SanFranciscoMetricsTests'.
    private var metricsBefore = TextLayout.lineMetrics
    override func setUp() {
        super.setUp()
        metricsBefore = TextLayout.lineMetrics
        TextLayout.lineMetrics = .inter
    }
    override func tearDown() {
        TextLayout.lineMetrics = metricsBefore
        super.tearDown()
    }

    let body = FontDescription(pointSize: 17)

    /// Pango's measurement of `text` in Inter Regular at 17 points, made directly with
    /// Pango's C API on a font map of its own, without anything of `TextLayout`.
    func pangoOwnSize(_ text: String) throws -> CGSize {
        let config = try XCTUnwrap(FcConfigCreate())
        defer { FcConfigDestroy(config) }
        XCTAssertNotEqual(FcConfigAppFontAddFile(config, FontLibrary.defaultFolder + "/Inter-Regular.otf"), 0)
        let map = try XCTUnwrap(pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT))
        defer { flipbook_object_unref(UnsafeMutableRawPointer(map)) }
        pango_fc_font_map_set_config(flipbook_fc_font_map(map), config)
        let context = try XCTUnwrap(pango_font_map_create_context(map))
        defer { flipbook_object_unref(UnsafeMutableRawPointer(context)) }
        pango_context_set_round_glyph_positions(context, 0)
        // Unhinted metrics, as Flipbook asks (with hinted metrics Pango rounds the line to 22).
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        let layout = try XCTUnwrap(pango_layout_new(context))
        defer { flipbook_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_from_string("Inter 17px")
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return CGSize(width: Double(logical.width) / 1024, height: Double(logical.height) / 1024)
    }

    func testMeasurementIsPangosAndAgreesWithInterMetrics() throws {
        let m = try TextLayout.measure(TextContent(text: "Hello, world", font: body), maxWidth: nil)
        XCTAssertEqual(m.size, try pangoOwnSize("Hello, world"))
        // By hand: line height (2728 + 680) / 2816 * 17 = 20.5739 pt; first baseline at the
        // ascender, 2728 / 2816 * 17 = 16.4688 pt (Pango rounds to 1/1024 pt).
        XCTAssertEqual(m.lineHeight, 20.5739, accuracy: 0.002)
        XCTAssertEqual(m.baseline, 16.4688, accuracy: 0.002)
        XCTAssertEqual(Double(m.size.height), 20.5739, accuracy: 0.002)
        XCTAssertEqual(m.lineCount, 1)
        // Width: the advances sum to 15752 units = 95.09 pt; kerning may take a little off
        // (Pango says 94.78): within 1 pt.
        XCTAssertEqual(Double(m.size.width), 95.09, accuracy: 1)
    }

    func testWeightsAndSizesScaleTheMeasurement() throws {
        let regular = try TextLayout.measure(TextContent(text: "Photos", font: body), maxWidth: nil)
        let bold = try TextLayout.measure(
            TextContent(text: "Photos", font: FontDescription(weight: 700, pointSize: 17)),
            maxWidth: nil)
        let large = try TextLayout.measure(
            TextContent(text: "Photos", font: FontDescription(pointSize: 34)), maxWidth: nil)
        XCTAssertGreaterThan(bold.size.width, regular.size.width, "bold glyphs are wider")
        // Twice the size, twice the width and height (unhinted metrics are linear).
        XCTAssertEqual(Double(large.size.width), 2 * Double(regular.size.width), accuracy: 0.01)
        XCTAssertEqual(Double(large.size.height), 2 * Double(regular.size.height), accuracy: 0.01)
    }

    func testTruncationWrappingAndClipping() throws {
        let text = "Hello, wonderful world"
        let line = 20.5739
        // One line in 80 pt: truncated with an ellipsis, no wider than the box.
        let tail = try TextLayout.arrange(TextContent(text: text, font: body), in: CGSize(width: 80, height: 40))
        XCTAssertEqual(tail.lineCount, 1)
        XCTAssertTrue(tail.isEllipsized)
        XCTAssertLessThanOrEqual(Double(tail.size.width), 80)
        // Centred vertically: (40 - 20.5739) / 2 = 9.713.
        XCTAssertEqual(Double(tail.origin.y), (40 - line) / 2, accuracy: 0.002)

        // Word wrapping with as many lines as fit a 100 pt box (4): "Hello," / "wonderful" /
        // "world", no ellipsis, 3 lines high, centred: y = (100 - 3 * 20.5739) / 2 = 19.139.
        let wrapped = try TextLayout.arrange(
            TextContent(text: text, font: body, numberOfLines: 0, lineBreak: .wordWrap),
            in: CGSize(width: 80, height: 100))
        XCTAssertEqual(wrapped.lineCount, 3)
        XCTAssertFalse(wrapped.isEllipsized)
        XCTAssertEqual(Double(wrapped.size.height), 3 * line, accuracy: 0.01)
        XCTAssertEqual(Double(wrapped.origin.y), (100 - 3 * line) / 2, accuracy: 0.01)

        // Two lines at most, truncating the tail: the second line ends with an ellipsis.
        let two = try TextLayout.arrange(
            TextContent(text: text, font: body, numberOfLines: 2), in: CGSize(width: 80, height: 100))
        XCTAssertEqual(two.lineCount, 2)
        XCTAssertTrue(two.isEllipsized)

        // Word wrapping limited to one line keeps the first line, without an ellipsis.
        let oneWrapped = try TextLayout.arrange(
            TextContent(text: text, font: body, lineBreak: .wordWrap),
            in: CGSize(width: 80, height: 100))
        XCTAssertEqual(oneWrapped.lineCount, 1)
        XCTAssertFalse(oneWrapped.isEllipsized)

        // Clipping: one line as wide as the text needs (wider than the box; the drawing clips).
        let clipped = try TextLayout.arrange(
            TextContent(text: text, font: body, lineBreak: .clip),
            in: CGSize(width: 80, height: 40))
        XCTAssertEqual(clipped.lineCount, 1)
        XCTAssertFalse(clipped.isEllipsized)
        XCTAssertGreaterThan(Double(clipped.size.width), 80)
        // Centred alignment of a clipped line: x = (80 - width) / 2, negative here.
        let centred = try TextLayout.arrange(
            TextContent(text: text, font: body, alignment: .center, lineBreak: .clip),
            in: CGSize(width: 80, height: 40))
        XCTAssertEqual(Double(centred.origin.x), (80 - Double(clipped.size.width)) / 2, accuracy: 0.001)
    }

    func testAMegabyteOfTextIsCutAndStaysFast() throws {
        let huge = String(repeating: "word ", count: 200_000)  // 1,000,000 bytes
        let content = TextContent(text: huge, font: body, numberOfLines: 0, lineBreak: .wordWrap)
        XCTAssertTrue(content.wasShortened)
        XCTAssertEqual(content.text.utf8.count, TextContent.maximumUTF8Length)
        XCTAssertTrue("\(content)".contains("cut to 65536 bytes"))
        let start = Date()
        let single = try TextLayout.arrange(TextContent(text: huge, font: body), in: CGSize(width: 375, height: 44))
        let wrapped = try TextLayout.arrange(content, in: CGSize(width: 375, height: 667))
        XCTAssertEqual(single.lineCount, 1)
        XCTAssertTrue(single.isEllipsized)
        // 667 / 20.5739 = 32.4: 32 lines fit.
        XCTAssertEqual(wrapped.lineCount, 32)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "laying out a cut megabyte stays within seconds")
    }

    func testFontNamesResolveAgainstInterOnly() throws {
        XCTAssertEqual(
            try TextLayout.resolve(fontName: "Inter-SemiBold", pointSize: 15),
            FontDescription(family: "Inter", weight: 600, pointSize: 15))
        XCTAssertEqual(
            try TextLayout.resolve(fontName: "inter bold italic", pointSize: 15),
            FontDescription(family: "Inter", weight: 700, pointSize: 15, italic: true))
        XCTAssertEqual(
            try TextLayout.resolve(fontName: "Inter", pointSize: 15),
            FontDescription(family: "Inter", weight: 400, pointSize: 15))
        // A machine font is not visible through the private configuration.
        XCTAssertNil(try TextLayout.resolve(fontName: "DejaVu Sans", pointSize: 15))
        XCTAssertNil(try TextLayout.resolve(fontName: "Helvetica", pointSize: 15))
        // Inter, and the Noto families for what Inter lacks: Arabic and Hebrew (render.sh installs
        // fonts-noto-core), emoji and CJK (fonts-noto-color-emoji, fonts-noto-cjk: each of its
        // collections holds the Hong Kong, Japanese, Korean, Simplified and Traditional faces,
        // proportional and monospaced); nothing else of the machine's.
        let cjk = ["HK", "JP", "KR", "SC", "TC"]
        XCTAssertEqual(
            try TextLayout.availableFamilies(),
            ["Inter", "Noto Color Emoji", "Noto Sans Arabic"] + cjk.map { "Noto Sans CJK \($0)" }
                + ["Noto Sans Hebrew"] + cjk.map { "Noto Sans Mono CJK \($0)" })
    }

    func testMissingFontsAreAClearError() throws {
        let library = FontLibrary(folder: "/nonexistent/fonts")
        XCTAssertThrowsError(try library.withLock { _ in 0 }) { error in
            XCTAssertEqual(error as? TextError, .fontsMissing(folder: "/nonexistent/fonts"))
            XCTAssertTrue("\(error)".contains("fonts-inter"))
        }
    }
}

/// Boxes and widths no label has: huge, infinite, zero, NaN. Each lays out or measures
/// something sensible and never traps.
final class TextLayoutExtremeTests: XCTestCase {
    func testExtremeBoxesAndWidths() throws {
        let content = TextContent(
            text: "Hello, wonderful world", font: FontDescription(pointSize: 17), numberOfLines: 0)
        for w in [Double.greatestFiniteMagnitude, .infinity, 1e12, .nan, 0, -5] {
            let m = try TextLayout.measure(content, maxWidth: w)
            // No usable limit: one line of the whole text.
            XCTAssertEqual(m.lineCount, 1, "width \(w)")
        }
        for size in [
            CGSize(width: 1e12, height: 1e12), CGSize(width: 80, height: CGFloat.infinity),
            CGSize(width: CGFloat.infinity, height: 40), CGSize(width: 1, height: 1),
        ] {
            let a = try TextLayout.arrange(content, in: size)
            XCTAssertGreaterThanOrEqual(a.lineCount, 1, "box \(size)")
        }
        XCTAssertEqual(try TextLayout.arrange(content, in: CGSize(width: CGFloat.nan, height: 40)).lineCount, 0)
    }
}

/// Emoji and Chinese, Japanese and Korean text, which Inter has no glyphs for, fall back to
/// Noto Color Emoji and Noto Sans CJK (SEMANTICS.md §18).
final class FallbackFontTests: XCTestCase {
    /// CJK ideographs and kana are full-width: each advances one em (the CJK fonts' design;
    /// Noto Sans CJK's advance is 1,000 of 1,000 units), so five of them at 17 pt are 85 pt;
    /// a missing-glyph box is not one em wide.
    func testKanaAndIdeographsAdvanceOneEmEach() throws {
        for text in ["こんにちは", "背景赤色字"] {
            let m = try TextLayout.measure(
                TextContent(text: text, font: FontDescription(pointSize: 17), numberOfLines: 1, lineBreak: .wordWrap),
                maxWidth: nil)
            XCTAssertEqual(m.size.width, 85, accuracy: 0.01, text)
        }
    }

    /// An emoji advances 1.125 em, as iOS lays Apple's emoji out beside San Francisco: labels
    /// of one emoji are 27 pt wide at 24 pt and 45 pt at 40 pt in Interface Builder documents,
    /// whose frames UIKit computed (widths rounded up to a third of a point). Noto Color
    /// Emoji's own advance, 136 pixels at 109 a side, would give 29.9 and 49.9.
    func testAnEmojiAdvancesAsApplesDo() throws {
        for (size, iOS) in [(24.0, 27.0), (40, 45)] {
            let m = try TextLayout.measure(
                TextContent(text: "😀", font: FontDescription(pointSize: size), numberOfLines: 1, lineBreak: .wordWrap),
                maxWidth: nil)
            XCTAssertLessThanOrEqual(m.size.width, iOS, "\(size) pt")
            XCTAssertGreaterThan(m.size.width, iOS - 1.0 / 3, "\(size) pt")
        }
    }

    /// Hangul advances 0.865 em under San Francisco's metrics, as iOS's Apple SD Gothic Neo
    /// does: labels that Interface Builder sized to their Korean text (frames UIKit computed,
    /// rounded up to whole points) are 30, 45 and 59 pt wide for two, three and four
    /// syllables at 17 pt, and 271 pt for "첫번째 페이지" at 50 pt (its space is the stand-in's,
    /// so that one is held within 3 %). Under Inter's metrics Noto Sans CJK's 0.92 em stays.
    func testHangulAdvancesAsAppleSDGothicNeoDoes() throws {
        func width(_ text: String, _ size: Double) throws -> Double {
            let content = TextContent(
                text: text, font: FontDescription(pointSize: size), numberOfLines: 1, lineBreak: .wordWrap)
            return Double(try TextLayout.measure(content, maxWidth: nil).size.width)
        }
        for (text, iOS) in [("이름", 30.0), ("홍길동", 45), ("결혼여부", 59)] {
            let w = try width(text, 17)
            XCTAssertLessThanOrEqual(w, iOS, text)
            XCTAssertGreaterThan(w, iOS - 1, text)
        }
        XCTAssertEqual(try width("첫번째 페이지", 50), 271, accuracy: 271 * 0.03)
        let saved = TextLayout.lineMetrics
        TextLayout.lineMetrics = .inter
        defer { TextLayout.lineMetrics = saved }
        XCTAssertEqual(try width("이름", 17), 2 * 0.92 * 17, accuracy: 0.01)
    }

    func testTheFallbackFamiliesAreThere() throws {
        let families = try TextLayout.availableFamilies()
        XCTAssertTrue(families.contains("Noto Color Emoji"), "\(families)")
        XCTAssertTrue(families.contains { $0.hasPrefix("Noto Sans CJK") }, "\(families)")
    }
}

/// `FLIPBOOK_TEXT_METRICS`'s values (SEMANTICS.md §14): `sf` and `sanFrancisco` name the
/// default, `inter` Inter's own metrics, in any case; anything else is refused (nil: the
/// default applies, with a warning).
final class TextMetricsSettingTests: XCTestCase {
    func testTheAcceptedNamesAndARefusedOne() {
        XCTAssertEqual(LineMetrics(environmentValue: "sf"), .sanFrancisco)
        XCTAssertEqual(LineMetrics(environmentValue: "SanFrancisco"), .sanFrancisco)
        XCTAssertEqual(LineMetrics(environmentValue: "INTER"), .inter)
        XCTAssertNil(LineMetrics(environmentValue: "helvetica"))
        XCTAssertNil(LineMetrics(environmentValue: ""))
    }

    /// Tracking reaches the stand-in's own scripts only: "Aあb" tracks "A" and "b" (bytes 0..<1
    /// and 4..<5; "あ" is three UTF-8 bytes), an emoji between Latin letters is left out.
    func testTrackedRangesSkipFallbackScripts() {
        XCTAssertEqual(TextLayout.trackedByteRanges("Aあb"), [0..<1, 4..<5])
        XCTAssertEqual(TextLayout.trackedByteRanges("hi😀yo"), [0..<2, 6..<8])
        XCTAssertEqual(TextLayout.trackedByteRanges("Привет, мир"), [0..<20])
        XCTAssertEqual(TextLayout.trackedByteRanges("漢字"), [])
    }
}
