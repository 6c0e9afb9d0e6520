import CPango
import Foundation
import FlipbookCore

/// Pango layouts kept between frames, so that a label whose text, font, attributes and box
/// have not changed is not laid out again (docs/DESIGN.md, "Caches").
///
/// A layout depends on the text and its attributes (font, alignment, line limit, line break;
/// not the colour, which is the Cairo source at drawing time), on the box it is laid out in
/// (its width decides the wrapping, its height the lines that fit) and on the Pango context,
/// which follows the Cairo matrix's linear part (`pango_cairo_update_context` copies the
/// matrix without its translation, so moving a label keeps its layout). All of that is the
/// key, compared exactly (the doubles bit for bit), so a kept layout is the layout a fresh one
/// would be and draws the same bytes. Layouts are used and freed only under the font
/// library's lock, as every Pango call is.
package final class TextLayoutCache: Sendable {
    /// What a layout is kept for.
    struct Key: Hashable, Sendable {
        /// The request with its colour set to black: the colour is not part of a layout.
        var content: TextContent
        /// The box's origin and size, as bit patterns.
        var box: [UInt64]
        /// The Cairo matrix's xx, yx, xy, yy as bit patterns.
        var matrix: [UInt64]
        /// The line metrics the layout was placed with.
        var metrics: LineMetrics
    }

    /// A Pango context and the layout made on it, with where the layout's top-left corner
    /// goes. `@unchecked Sendable` because C pointers are not `Sendable` to the compiler;
    /// they are only ever touched under `FontLibrary`'s lock.
    struct Kept: @unchecked Sendable {
        let context: OpaquePointer
        let layout: OpaquePointer
        let origin: CGPoint
    }

    private let entries: Locked<LeastRecentlyUsed<Key, Kept>>

    /// A cache of at most `byteBudget` bytes (an estimate: Pango's glyphs and line records,
    /// about 65 bytes a byte of text, and a fixed 2 KiB a layout).
    package init(byteBudget: Int) { entries = Locked(LeastRecentlyUsed(byteBudget: byteBudget)) }

    deinit { removeAll() }

    /// Forgets and frees every layout kept (between scenes, when none is in use).
    package func removeAll() {
        try? FontLibrary.shared.withLock { _ in Self.free(entries.withLock { $0.removeAll() }) }
    }

    /// The estimated bytes of the layouts kept.
    package var bytes: Int { entries.withLock { $0.bytes } }
    /// Lookups that found a layout, and that did not.
    package var hits: Int { entries.withLock { $0.hits } }
    package var misses: Int { entries.withLock { $0.misses } }
    /// How many layouts were forgotten to fit the budget.
    package var evictions: Int { entries.withLock { $0.evictions } }

    /// The cost counted for a layout of `content`.
    static func cost(of content: TextContent) -> Int { 2_048 + 65 * content.text.utf8.count }

    static func key(_ content: TextContent, box: CGRect, cairo: OpaquePointer) -> Key {
        var plain = content
        plain.color = .black
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return Key(
            content: plain,
            box: [box.minX, box.minY, box.width, box.height].map { Double($0).bitPattern },
            matrix: [m.xx, m.yx, m.xy, m.yy].map(\.bitPattern), metrics: TextLayout.lineMetrics)
    }

    /// The layout kept for `key`; call under the font library's lock.
    func kept(_ key: Key) -> Kept? { entries.withLock { $0.value(for: key) } }

    /// Keeps a layout (taking over its and its context's references); call under the font
    /// library's lock. Layouts forgotten to fit the budget are freed here.
    func keep(_ kept: Kept, for key: Key) {
        let dropped = entries.withLock { $0.insert(kept, for: key, bytes: Self.cost(of: key.content)) }
        Self.free(dropped)
    }

    private static func free(_ dropped: [Kept]) {
        for k in dropped {
            flipbook_object_unref(UnsafeMutableRawPointer(k.layout))
            flipbook_object_unref(UnsafeMutableRawPointer(k.context))
        }
    }
}
