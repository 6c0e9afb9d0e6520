import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

/// The render cache (docs/DESIGN.md, "Caches") changes how fast a frame is drawn, never its
/// bytes: every frame below is drawn from scratch (`Compositor(cache: nil)`) and compared,
/// byte for byte, with the same frame drawn through a cache, in another order, on four
/// threads at once and under a budget too small to keep much. Each scene is made so that the
/// cache is really used (hits are counted), and also so that it must miss (a moved label
/// whose matrix turns, a shadow moved by a fraction of a pixel).
final class RenderCacheTests: XCTestCase {
    /// Labels moving by fractions of a point, changing colour (kept layout, new colour),
    /// changing width (a new layout) and turning (a new matrix), over 12 frames.
    func labelFrames() -> [LayerTree] {
        (0..<12).map { k in
            let t = Double(k)
            let texts = [
                ("Photos", TextAlignment.left, 1, LineBreak.truncateTail, 34.0),
                ("A longer line of text that wraps over several lines in its box", .center, 0, .wordWrap, 15),
                ("Truncated in the middle of a long line of words", .right, 1, .truncateMiddle, 13),
                ("שלום and مرحبا mixed", .left, 2, .charWrap, 17),
            ]
            var layers: [LayerState] = []
            for (i, (text, alignment, lines, lineBreak, size)) in texts.enumerated() {
                let width = i == 1 && k >= 6 ? 150.0 : 180
                var l = makeLayer(
                    10 + i, frame: CGRect(x: 8 + 0.37 * t, y: 10 + 55 * Double(i) + 0.61 * t, width: width, height: 50))
                l.content = LayerContent(
                    text: TextContent(
                        text: text, font: FontDescription(weight: i == 0 ? 700 : 400, pointSize: size),
                        color: RGBA(red: 0.1 * Double(k % 3), green: 0.2, blue: 0.5), alignment: alignment,
                        numberOfLines: lines, lineBreak: lineBreak))
                if i == 3 && k % 4 == 3 { l.transform = .rotation(0.05 * t, 0, 0, 1) }
                layers.append(l)
            }
            return makeTree(width: 200, height: 240, layers)
        }
    }

    /// A card with a `shadowPath` moving one pixel a frame (same mask), then a fraction of one
    /// (a new mask each frame); a card casting its alpha's shadow moving the same way, with a
    /// rounded child; a shadow clipped by `masksToBounds`; one card half off the frame.
    func shadowFrames(scale: Double) -> [LayerTree] {
        (0..<10).map { k in
            let step = k < 5 ? Double(k) / scale : 4 / scale + 0.3 * Double(k - 4)
            var withPath = makeLayer(1, frame: CGRect(x: 20, y: 20 + step, width: 60, height: 40), color: .white)
            withPath.shadow.opacity = 0.5
            withPath.shadow.radius = 6
            withPath.shadow.offset = CGSize(width: 0, height: 3)
            withPath.shadow.path = VectorPath(
                roundedRect: CGRect(x: 0, y: 0, width: 60, height: 40), cornerWidth: 8, cornerHeight: 8)
            withPath.cornerRadius = 8
            var fromAlpha = makeLayer(2, frame: CGRect(x: 110 + step, y: 30, width: 50, height: 50), color: .white)
            fromAlpha.cornerRadius = 12
            fromAlpha.shadow.opacity = 0.8
            fromAlpha.shadow.radius = 2.5
            fromAlpha.shadow.color = RGBA(red: 0.2, green: 0, blue: 0.4)
            var dot = makeLayer(
                3, frame: CGRect(x: 35, y: 35, width: 30, height: 30), color: RGBA(red: 1, green: 0, blue: 0))
            dot.cornerRadius = 15
            fromAlpha.sublayers = [dot]
            var clipped = makeLayer(4, frame: CGRect(x: 20, y: 100, width: 70, height: 50), color: .white)
            clipped.masksToBounds = true
            clipped.shadow.opacity = 1
            clipped.shadow.radius = 4
            clipped.shadow.path = VectorPath(rect: CGRect(x: 10, y: 10, width: 30, height: 20))
            var edge = makeLayer(5, frame: CGRect(x: 170 + step, y: 110, width: 60, height: 60), color: .white)
            edge.shadow.opacity = 0.6
            edge.shadow.radius = 8
            edge.opacity = 0.7
            return makeTree(width: 200, height: 180, [withPath, fromAlpha, clipped, edge])
        }
    }

    /// Every frame drawn from scratch.
    func fromScratch(_ frames: [LayerTree], scale: Double) throws -> [Bitmap] {
        let compositor = Compositor(cache: nil)
        return try frames.map { try compositor.render($0, scale: scale) }
    }

    /// A fixed shuffle: odd frames backwards, then even frames forwards, each twice.
    func shuffled(_ n: Int) -> [Int] { shuffledFrameOrder(n, twice: true) }

    /// The frames through `cache` in the shuffled order, compared with `expected`.
    func assertCachedMatch(
        _ frames: [LayerTree], scale: Double, expected: [Bitmap], cache: RenderCache, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let compositor = Compositor(cache: cache)
        for k in shuffled(frames.count) {
            let b = try compositor.render(frames[k], scale: scale)
            XCTAssertEqual(b.pixels, expected[k].pixels, "frame \(k) at scale \(scale)", file: file, line: line)
        }
    }

    /// The frames through one shared cache on four threads, each frame three times.
    func assertThreadedMatch(
        _ frames: [LayerTree], scale: Double, expected: [Bitmap], cache: RenderCache, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let mismatches = framesDifferingOnFourThreads(
            frames, work: shuffled(frames.count) + (0..<frames.count), scale: scale, expected: expected,
            compositor: Compositor(cache: cache))
        XCTAssertEqual(mismatches, [], "frames that differ on four threads", file: file, line: line)
    }

    func testLabelsDrawTheSameBytesWithTheirLayoutsKept() throws {
        for scale in [1.0, 2, 1.5] {
            let frames = labelFrames()
            let expected = try fromScratch(frames, scale: scale)
            let cache = RenderCache()
            try assertCachedMatch(frames, scale: scale, expected: expected, cache: cache)
            let s = cache.statistics
            // 12 frames of 4 labels, shuffled and drawn twice: 96 lookups. New layouts: label 0
            // and 2 once each, label 1 twice (two widths), label 3 once straight and once per
            // turned frame (3, 7, 11): at most 8 misses; everything else is a hit.
            XCTAssertEqual(s.textHits + s.textMisses, 96)
            XCTAssertLessThanOrEqual(s.textMisses, 8, "\(s)")
            assertThreadedMatch(frames, scale: scale, expected: expected, cache: RenderCache())
        }
    }

    func testShadowsDrawTheSameBytesWithTheirMasksKept() throws {
        for scale in [1.0, 3] {
            let frames = shadowFrames(scale: scale)
            let expected = try fromScratch(frames, scale: scale)
            let cache = RenderCache()
            try assertCachedMatch(frames, scale: scale, expected: expected, cache: cache)
            // The clipped card stands still: its mask is made once and found in the other 19
            // of the 20 draws. (The other cards may hit too, where their moves are exact.)
            XCTAssertGreaterThanOrEqual(cache.statistics.shadowHits, 19, "\(cache.statistics)")
            assertThreadedMatch(frames, scale: scale, expected: expected, cache: RenderCache())
        }
    }

    func testTinyBudgetsEvictAndKeepTheBytes() throws {
        let labels = labelFrames(), shadows = shadowFrames(scale: 2)
        let expectedLabels = try fromScratch(labels, scale: 2), expectedShadows = try fromScratch(shadows, scale: 2)
        // 240 KB is 60 KB a kind. At scale 2 the path card's mask is 220 x 180 px (60 x 40
        // points and 50 px of blur margin a side: 39,600 bytes) and the alpha card's 144 x
        // 144 (20,736 bytes, and as many again for its key): both are drawn in every frame
        // and do not fit together, so masks are forgotten on the way.
        for budget in [0, 240_000] {
            let cache = RenderCache(byteBudget: budget)
            try assertCachedMatch(labels, scale: 2, expected: expectedLabels, cache: cache)
            try assertCachedMatch(shadows, scale: 2, expected: expectedShadows, cache: cache)
            let s = cache.statistics
            XCTAssertLessThanOrEqual(s.textBytes + s.shadowBytes + s.imageBytes + s.rasterBytes, budget)
            if budget > 0 {
                XCTAssertGreaterThan(s.shadowEvictions, 0, "\(s)")
            } else {
                XCTAssertEqual(s.textHits + s.shadowHits, 0, "nothing fits a budget of 0")
            }
            assertThreadedMatch(shadows, scale: 2, expected: expectedShadows, cache: cache)
        }
    }

    /// `removeAll()` (the command line's step between scenes) leaves no bytes kept, and the
    /// frames drawn after it are found again from scratch with the same bytes.
    func testRemovingEverythingKeepsNothingAndTheBytes() throws {
        let labels = labelFrames(), shadows = shadowFrames(scale: 2)
        let expectedLabels = try fromScratch(labels, scale: 2), expectedShadows = try fromScratch(shadows, scale: 2)
        let cache = RenderCache()
        try assertCachedMatch(labels, scale: 2, expected: expectedLabels, cache: cache)
        try assertCachedMatch(shadows, scale: 2, expected: expectedShadows, cache: cache)
        let full = cache.statistics
        XCTAssertGreaterThan(full.textBytes, 0, "\(full)")
        XCTAssertGreaterThan(full.shadowBytes, 0, "\(full)")
        cache.removeAll()
        let empty = cache.statistics
        XCTAssertEqual(empty.textBytes + empty.shadowBytes + empty.imageBytes + empty.rasterBytes, 0, "\(empty)")
        try assertCachedMatch(labels, scale: 2, expected: expectedLabels, cache: cache)
        try assertCachedMatch(shadows, scale: 2, expected: expectedShadows, cache: cache)
        // Everything kept before is made again: at least one more miss of each kind.
        let again = cache.statistics
        XCTAssertGreaterThan(again.textMisses, full.textMisses, "\(again)")
        XCTAssertGreaterThan(again.shadowMisses, full.shadowMisses, "\(again)")
    }

    func testCompositorCachesByDefaultUnlessTurnedOff() {
        XCTAssertTrue(Compositor(cache: nil).cache == nil)
        // The test process runs without FLIPBOOK_RENDER_CACHE unless a run sets it.
        let env = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_CACHE"]
        XCTAssertEqual(Compositor().cache === RenderCache.shared, env == nil)
    }
}
