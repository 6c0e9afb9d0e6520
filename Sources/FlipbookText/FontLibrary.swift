import CPango
import Foundation
import FlipbookCore

/// The fonts text is drawn with: a private fontconfig configuration that holds Inter's files
/// and, for what Inter lacks, Noto Sans Arabic and Noto Sans Hebrew (Debian's
/// `fonts-noto-core`), Noto Color Emoji (`fonts-noto-color-emoji`) and Noto Sans CJK
/// (`fonts-noto-cjk`, for Chinese, Japanese and Korean), and nothing else; and the Pango font
/// map built on it (SEMANTICS.md §14, §18). Pango falls back to the Noto faces only for
/// characters Inter has no glyph for.
///
/// Confining fontconfig this way means the machine's other fonts, its `fonts.conf` and its
/// substitution rules can never change a frame. `FcConfigCreate` starts an empty
/// configuration (no system folders, no rules); `FcConfigAppFontAddFile` adds each Inter file.
///
/// Pango's font maps are not thread-safe, so every use of Pango in Flipbook goes through
/// `withLock`; Cairo's own drawing of the glyphs happens inside it too. The font map lives
/// inside a `Locked`, so nothing can reach it without the lock, and the compiler checks that
/// the library is `Sendable`.
final class FontLibrary: Sendable {
    /// Where Debian's `fonts-inter` puts Inter's static OpenType files; `FLIPBOOK_INTER_DIR`
    /// overrides it.
    static let defaultFolder = "/usr/share/fonts/opentype/inter"

    /// Where Debian's `fonts-noto-core` puts the Noto files; `FLIPBOOK_NOTO_DIR` overrides it.
    static let defaultScriptFolder = "/usr/share/fonts/truetype/noto"
    /// The Noto files added for right-to-left scripts and emoji, in this order, where present.
    static let scriptFiles = [
        "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "NotoSansHebrew-Regular.ttf",
        "NotoSansHebrew-Bold.ttf", "NotoColorEmoji.ttf",
    ]
    /// Where Debian's `fonts-noto-cjk` puts its collections; `FLIPBOOK_NOTO_CJK_DIR` overrides it.
    /// The emoji face's size against the text's: Noto Color Emoji advances 1.248 em (136 pixels
    /// at 109 a side) where iOS lays Apple's emoji out 1.125 em wide beside San Francisco (a
    /// 24 pt emoji label 27 pt wide and a 40 pt one 45 pt, in Interface Builder documents whose
    /// frames UIKit computed), so the emoji are drawn at 0.9 of the size: 1.123 em.
    static let emojiScale = 0.9
    static let defaultCJKFolder = "/usr/share/fonts/opentype/noto"
    /// The CJK collections added (each holds the Japanese, Korean, Simplified and Traditional
    /// Chinese faces), where present.
    static let cjkFiles = ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"]

    /// The one library of the process, made on first use.
    static let shared = FontLibrary(
        folder: ProcessInfo.processInfo.environment["FLIPBOOK_INTER_DIR"] ?? defaultFolder,
        scriptFolder: ProcessInfo.processInfo.environment["FLIPBOOK_NOTO_DIR"] ?? defaultScriptFolder,
        cjkFolder: ProcessInfo.processInfo.environment["FLIPBOOK_NOTO_CJK_DIR"] ?? defaultCJKFolder)

    /// One font file as fontconfig describes it.
    struct Face: Hashable, Sendable {
        var family: String, fullName: String, postScriptName: String
        /// OpenType weight (100 ... 900).
        var weight: Int
        var italic: Bool
    }

    /// The font map, or why there is none; reached only under its lock.
    private let state: Locked<Result<FontMapPointer, TextError>>

    /// The C pointer to the font map. `@unchecked Sendable` because a pointer is not
    /// `Sendable` to the compiler, while this one is only ever used inside `state`'s lock
    /// (`withLock` below is the one place that reads it), which is what makes sharing safe.
    private struct FontMapPointer: @unchecked Sendable { let pointer: UnsafeMutablePointer<PangoFontMap> }
    /// The faces of the private configuration, sorted by file name.
    let faces: [Face]

    /// A library of the `Inter-*.otf` files in `folder`, the `scriptFiles` found in
    /// `scriptFolder` and the `cjkFiles` found in `cjkFolder` (tests make their own;
    /// everything else uses `shared`). Missing Noto files are left out: their scripts then
    /// draw as missing glyphs.
    init(folder: String, scriptFolder: String? = nil, cjkFolder: String? = nil) {
        var faces: [Face] = []
        do {
            state = Locked(
                .success(
                    FontMapPointer(
                        pointer: try Self.makeFontMap(
                            folder: folder, scriptFolder: scriptFolder, cjkFolder: cjkFolder, faces: &faces))))
        } catch {
            state = Locked(.failure(error))
        }
        self.faces = faces
    }

    /// Runs `body` with the font map, holding the lock: the only way to reach Pango.
    func withLock<T>(_ body: (UnsafeMutablePointer<PangoFontMap>) throws -> T) throws -> T {
        try state.withLock { try body(try $0.get().pointer) }
    }

    /// Builds the private configuration from the `Inter-*.otf` files of `folder` (in file
    /// name order) and a Pango-Cairo font map on it. Every fontconfig status is checked here.
    private static func makeFontMap(
        folder: String, scriptFolder: String?, cjkFolder: String?, faces: inout [Face]
    ) throws(TextError)
        -> UnsafeMutablePointer<PangoFontMap>
    {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let names = files.filter { $0.hasPrefix("Inter-") && $0.hasSuffix(".otf") }
        guard !names.isEmpty else { throw TextError.fontsMissing(folder: folder) }
        // Inter Display (the same package's faces for large sizes) is drawn only under San
        // Francisco's metrics, for 20 pt and more (`LineMetrics`); it is not one of `faces`.
        let display = files.filter { $0.hasPrefix("InterDisplay-") && $0.hasSuffix(".otf") }
        guard let config = FcConfigCreate() else {
            throw TextError.fontconfig(call: "FcConfigCreate", detail: "a new configuration")
        }
        for name in names + display {
            let path = (folder as NSString).appendingPathComponent(name)
            guard FcConfigAppFontAddFile(config, path) != 0 else {
                FcConfigDestroy(config)
                throw TextError.fontconfig(call: "FcConfigAppFontAddFile", detail: path)
            }
        }
        let fallbacks =
            (scriptFolder.map { f in scriptFiles.map { (f, $0) } } ?? [])
            + (cjkFolder.map { f in cjkFiles.map { (f, $0) } } ?? [])
        for (fallbackFolder, name) in fallbacks {
            let path = (fallbackFolder as NSString).appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            guard FcConfigAppFontAddFile(config, path) != 0 else {
                FcConfigDestroy(config)
                throw TextError.fontconfig(call: "FcConfigAppFontAddFile", detail: path)
            }
        }
        // One rule, the only one of the configuration: a face drawn from fixed-size bitmaps
        // (Noto Color Emoji's, 109 pixels a side) is scaled to the size asked for, by the ratio
        // of the pixel size wanted to the bitmaps' own. Without it such glyphs are drawn at
        // their native size whatever the font size. Faces with outlines (Inter, Noto's
        // others) are not matched.
        let bitmapScaling = """
            <fontconfig><match target="font"><test name="outline"><bool>false</bool></test>\
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix>\
            <times><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>\
            <double>\(Self.emojiScale)</double></times>\
            <double>0</double><double>0</double>\
            <times><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>\
            <double>\(Self.emojiScale)</double></times>\
            </matrix></times></edit></match></fontconfig>
            """
        guard FcConfigParseAndLoadFromMemory(config, bitmapScaling, 1) != 0 else {
            FcConfigDestroy(config)
            throw TextError.fontconfig(call: "FcConfigParseAndLoadFromMemory", detail: "the bitmap scaling rule")
        }
        faces = listFaces(config)
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw TextError.pango(call: "pango_cairo_font_map_new_for_font_type")
        }
        // The font map takes its own reference to the configuration.
        pango_fc_font_map_set_config(flipbook_fc_font_map(map), config)
        FcConfigDestroy(config)
        return map
    }

    /// Every face of `config`, in file name order (`FcConfigGetFonts`, `FcPatternGet*`).
    private static func listFaces(_ config: OpaquePointer) -> [Face] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var out: [(file: String, face: Face)] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let p = set.pointee.fonts[i] else { continue }
            func string(_ object: String) -> String {
                var value: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(p, object, 0, &value) == FcResultMatch, let v = value else { return "" }
                return String(cString: v)
            }
            var weight: Int32 = 0, slant: Int32 = 0
            _ = FcPatternGetInteger(p, FC_WEIGHT, 0, &weight)
            _ = FcPatternGetInteger(p, FC_SLANT, 0, &slant)
            let face = Face(
                family: string(FC_FAMILY), fullName: string(FC_FULLNAME),
                postScriptName: string(FC_POSTSCRIPT_NAME),
                weight: Int(FcWeightToOpenType(weight)), italic: slant != 0)
            out.append((string(FC_FILE), face))
        }
        return out.filter { $0.face.family != LineMetrics.displayFamily }.sorted { $0.file < $1.file }.map(\.face)
    }
}
