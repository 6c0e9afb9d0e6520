import Foundation
import FlipbookCore
import FlipbookText

/// What a compositor keeps between frames to draw what has not changed faster
/// (docs/DESIGN.md, "Caches"): labels' Pango layouts, shadows' blurred masks, images'
/// premultiplied pixels and rasterised layers' bitmaps (`shouldRasterize`).
///
/// Every entry is keyed by everything its pixels depend on, compared exactly (doubles bit for
/// bit, pixel buffers byte for byte), so a frame drawn from the cache is byte-identical to
/// the same frame drawn from scratch, and a frame stays a pure function of its time: which
/// frames came before, in what order and on how many threads, decides only how fast it is
/// drawn. The byte budget is shared out evenly between the five kinds of entry, and each
/// kind forgets its least recently used entries past its share. Safe to use from several
/// threads.
///
/// `shared` is what `Compositor()` uses; setting the environment variable
/// `FLIPBOOK_RENDER_CACHE=off` (or `0`, `no`, `false`) makes `Compositor()` draw everything
/// from scratch, as `Compositor(cache: nil)` does.
public final class RenderCache: Sendable {
    /// The default budget of the whole cache: 40 MiB, 10 MiB for each kind of entry (a
    /// label of the longest text, 64 KiB, takes about 4.3 MB; a full-screen shadow mask at
    /// scale 3, about 2.3 MB; a full-screen rasterised layer at scale 2, about 1 MB).
    public static let defaultByteBudget = 40 << 20

    /// The cache of every `Compositor()` of the process.
    public static let shared = RenderCache()

    /// Whether `Compositor()` caches: false when `FLIPBOOK_RENDER_CACHE` is `off`, `0`, `no`
    /// or `false`, read once per process.
    public static let isEnabledByEnvironment: Bool = {
        let value = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_CACHE"]?.lowercased() ?? ""
        return !["off", "0", "no", "false"].contains(value)
    }()

    /// `shared`, or nil when the environment turns caching off.
    public static var environmentDefault: RenderCache? { isEnabledByEnvironment ? shared : nil }

    /// Pango layouts of labels.
    let textLayouts: TextLayoutCache
    /// Blurred shadow masks, 8-bit, ready to paint, and the layers drawn for shadows cast from
    /// their alpha (`LayerPainter+ShadowSource.swift`).
    let shadowMasks: Locked<LeastRecentlyUsed<ShadowMaskKey, KeptShadow>>
    /// Images with some transparency as Cairo's premultiplied words, by `ContentImage.id`.
    let imagePixels: Locked<LeastRecentlyUsed<Int, [UInt8]>>
    /// Rasterised layers' bitmaps as Cairo's premultiplied words (`LayerPainter+Rasterize.swift`).
    let rasterBitmaps: Locked<LeastRecentlyUsed<SubtreeKey, [UInt8]>>
    /// Drawn content's backing stores (`DrawingRasterizer`), by the drawing's value and scale.
    let drawings: Locked<LeastRecentlyUsed<DrawingKey, ContentImage>>

    /// A cache of at most `byteBudget` bytes, a quarter of it for each kind of entry.
    public init(byteBudget: Int = RenderCache.defaultByteBudget) {
        let share = max(byteBudget, 0) / 5
        textLayouts = TextLayoutCache(byteBudget: share)
        shadowMasks = Locked(LeastRecentlyUsed(byteBudget: share))
        imagePixels = Locked(LeastRecentlyUsed(byteBudget: share))
        rasterBitmaps = Locked(LeastRecentlyUsed(byteBudget: share))
        drawings = Locked(LeastRecentlyUsed(byteBudget: share))
    }

    /// Forgets every entry (the counts of hits and misses stay). The command line calls it after
    /// each scene: a scene's entries are of no use to the next (its images are decoded again,
    /// its labels and shadows are its own), and a run's resident size then stays that of its
    /// heaviest scene instead of growing by the budget. Safe to call while frames are drawn
    /// (they find nothing and draw from scratch, with the same bytes).
    public func removeAll() {
        textLayouts.removeAll()
        shadowMasks.withLock { _ = $0.removeAll() }
        imagePixels.withLock { _ = $0.removeAll() }
        rasterBitmaps.withLock { _ = $0.removeAll() }
        drawings.withLock { _ = $0.removeAll() }
    }

    /// How often each cache was asked, found its entry and forgot entries (for tests and
    /// benchmarks).
    public struct Statistics: Hashable, Sendable, CustomStringConvertible {
        public var textHits = 0, textMisses = 0, textEvictions = 0, textBytes = 0
        public var shadowHits = 0, shadowMisses = 0, shadowEvictions = 0, shadowBytes = 0
        public var imageHits = 0, imageMisses = 0, imageEvictions = 0, imageBytes = 0
        public var rasterHits = 0, rasterMisses = 0, rasterEvictions = 0, rasterBytes = 0
        /// Drawn content's backing stores (not in `description`).
        public var drawingHits = 0, drawingMisses = 0, drawingBytes = 0
        public var description: String {
            "text \(textHits) hits, \(textMisses) misses, \(textEvictions) evicted, \(textBytes) B; "
                + "shadows \(shadowHits) hits, \(shadowMisses) misses, \(shadowEvictions) evicted, \(shadowBytes) B; "
                + "images \(imageHits) hits, \(imageMisses) misses, \(imageEvictions) evicted, \(imageBytes) B; "
                + "rasterised \(rasterHits) hits, \(rasterMisses) misses, \(rasterEvictions) evicted, \(rasterBytes) B"
        }
    }

    /// The counts so far.
    public var statistics: Statistics {
        var s = Statistics()
        s.textHits = textLayouts.hits; s.textMisses = textLayouts.misses
        s.textEvictions = textLayouts.evictions; s.textBytes = textLayouts.bytes
        shadowMasks.withLock {
            s.shadowHits = $0.hits; s.shadowMisses = $0.misses
            s.shadowEvictions = $0.evictions; s.shadowBytes = $0.bytes
        }
        imagePixels.withLock {
            s.imageHits = $0.hits; s.imageMisses = $0.misses
            s.imageEvictions = $0.evictions; s.imageBytes = $0.bytes
        }
        drawings.withLock {
            s.drawingHits = $0.hits; s.drawingMisses = $0.misses; s.drawingBytes = $0.bytes
        }
        rasterBitmaps.withLock {
            s.rasterHits = $0.hits; s.rasterMisses = $0.misses
            s.rasterEvictions = $0.evictions; s.rasterBytes = $0.bytes
        }
        return s
    }
}

/// What a blurred shadow mask is a function of: the source alpha it blurs (given as the
/// inputs that rasterise it, or as its bytes), its size and the blur's sigma.
enum ShadowMaskKey: Hashable, Sendable {
    /// A `shadowPath` filled through the affine map `matrix` (xx, yx, xy, yy, then the
    /// translation less the region's integer origin, as bit patterns) into `width` x
    /// `height` pixels.
    case path(VectorPath, matrix: [UInt64], width: Int, height: Int, sigma: UInt64)
    /// The alpha bytes of what the layer drew, `width` x `height`, rows top to bottom.
    case alpha(AlphaBytes, width: Int, height: Int, sigma: UInt64)
    /// A layer drawn for the alpha its shadow is cast from, as values (`ShadowSource.key`).
    case subtree(SubtreeKey)

    /// The key's own bytes, counted against the budget.
    var bytes: Int {
        switch self {
        case let .path(p, _, _, _, _): return 128 + 56 * p.elements.count
        case let .alpha(a, _, _, _): return 128 + a.bytes.count
        case let .subtree(key): return 128 + key.bytes
        }
    }
}

/// Alpha bytes compared in full but hashed by a cheap 64-bit FNV-1a over 8-byte words, so
/// that hashing a frame-sized region costs little next to blurring it.
struct AlphaBytes: Hashable, Sendable {
    let bytes: [UInt8]
    let digest: UInt64

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for i in 0..<words {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* 0x100_0000_01b3
            }
            for i in (words * 8)..<raw.count { h = (h ^ UInt64(raw[i])) &* 0x100_0000_01b3 }
        }
        digest = h
    }

    static func == (a: AlphaBytes, b: AlphaBytes) -> Bool {
        guard a.digest == b.digest, a.bytes.count == b.bytes.count else { return false }
        guard !a.bytes.isEmpty else { return true }
        // memcmp: element by element, a frame-sized mask took longer to compare than to paint.
        return a.bytes.withUnsafeBytes { x in
            b.bytes.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }
    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
