import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

/// `shouldRasterize` (SEMANTICS.md §14, "Rendering hints"): the layer and its sublayers are
/// drawn into a bitmap at `rasterizationScale` in the layer's own space, the bitmap is
/// composited under the layer's placement and opacity, sampled bilinearly, and kept in the
/// render cache while the subtree is unchanged. Cached and uncached frames are byte-identical
/// in any order and on four threads.
final class RasterizeTests: XCTestCase {
    /// A white 20 x 20 point square at (10, 10) over the black backdrop, rasterised at `scale`.
    func square(rasterized scale: Double?) -> LayerTree {
        var l = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: .white)
        l.rasterizationScale = scale
        return makeTree(width: 40, height: 40, [l])
    }

    /// At rasterizationScale 1 on a scale-2 frame the bitmap is 20 pixels across for 40 device
    /// pixels: the edge is sampled bilinearly, so it is soft, as on a device.
    func testLowRasterizationScaleLooksSoftWhenScaledUp() throws {
        let soft = try Compositor(cache: nil).render(square(rasterized: 1), scale: 2)
        let sharp = try Compositor(cache: nil).render(square(rasterized: nil), scale: 2)
        // Unrasterised: device columns 19 and 20 are either side of the edge at x = 20 px.
        assertPixel(sharp, 19, 40, (0, 0, 0))
        assertPixel(sharp, 20, 40, (255, 255, 255))
        // Rasterised at 1: device column i samples bitmap column u = (i + 0.5) / 2 - 0.5 (bitmap
        // pixel centres at k + 0.5); the square fills bitmap columns 10 ... 29 (the edge at 10).
        // Column 19: u = 9.25, a quarter of white over black, 255 / 4 = 63.75. Column 20: u =
        // 9.75, three quarters, 191.25. Columns 21 to 58 are inside, white.
        assertPixel(soft, 19, 40, (64, 64, 64), tolerance: 1)
        assertPixel(soft, 20, 40, (191, 191, 191), tolerance: 1)
        assertPixel(soft, 21, 40, (255, 255, 255))
        assertPixel(soft, 40, 40, (255, 255, 255))
        assertPixel(soft, 17, 40, (0, 0, 0))
    }

    /// An opaque square on whole pixels rasterised at the frame's scale is the same picture:
    /// the bitmap is composited one pixel to one pixel, opaque where the square is, clear
    /// elsewhere, so every byte is as drawn straight onto the frame.
    func testRasterizedAtTheFramesScaleOnWholePixelsIsTheSamePicture() throws {
        for scale in [1.0, 2, 3] {
            let plain = try Compositor(cache: nil).render(square(rasterized: nil), scale: scale)
            let raster = try Compositor(cache: nil).render(square(rasterized: scale), scale: scale)
            XCTAssertEqual(plain.pixels, raster.pixels, "scale \(scale)")
        }
    }

    /// The layer's opacity is applied when the bitmap is composited, not drawn into it: a
    /// white square and its overlapping white child at opacity 0.5 over black are one grey
    /// 128 (255 * 0.5 = 127.5), never the lighter double layer.
    func testOpacityCompositesTheBitmapOnce() throws {
        var l = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: .white)
        l.sublayers = [makeLayer(2, frame: CGRect(x: 5, y: 5, width: 10, height: 10), color: .white)]
        l.opacity = 0.5
        l.allowsGroupOpacity = false  // without rasterisation each layer would take 0.5 alone
        l.rasterizationScale = 1
        let b = try Compositor(cache: nil).render(makeTree(width: 40, height: 40, [l]), scale: 1)
        assertPixel(b, 20, 20, (128, 128, 128), tolerance: 1)  // the child over the parent
        assertPixel(b, 12, 12, (128, 128, 128), tolerance: 1)  // the parent alone
    }

    /// A card with a shadow, rounded corners, a label, an image and a sublayer outside its
    /// bounds, rasterised at 2, moving one device pixel a frame (frames 0 to 3), then by a
    /// fraction of one and turning (4 to 6), then with its label changed (7, 8), faded (9),
    /// in perspective (10), and at a rasterizationScale of 1 scaled up 1.5 times (11).
    func cardFrames() -> [LayerTree] {
        let photo: ContentImage = {
            var px = [UInt8](repeating: 0, count: 8 * 8 * 4)
            for i in 0..<64 { px[i * 4] = UInt8(i * 4); px[i * 4 + 1] = 90; px[i * 4 + 2] = 200; px[i * 4 + 3] = 255 }
            return ContentImage(bitmap: Bitmap(width: 8, height: 8, pixels: px)!, name: "raster-photo")
        }()
        return (0..<12).map { k in
            let t = Double(k)
            let x = k < 4 ? 20 + 0.5 * t : 21.5 + 0.37 * (t - 3)
            var card = makeLayer(1, frame: CGRect(x: x, y: 30, width: 80, height: 60), color: .white)
            card.cornerRadius = 10
            card.shadow.opacity = 0.4
            card.shadow.radius = 4
            card.shadow.offset = CGSize(width: 0, height: 3)
            var label = makeLayer(2, frame: CGRect(x: 8, y: 8, width: 64, height: 20))
            label.content = LayerContent(
                text: TextContent(
                    text: k == 7 || k == 8 ? "Changed \(k)" : "Rasterised", font: FontDescription(pointSize: 13)))
            var image = makeLayer(3, frame: CGRect(x: 8, y: 32, width: 20, height: 20))
            image.content = LayerContent(image: photo)
            image.cornerRadius = 4
            image.masksToBounds = true
            let badge = makeLayer(4, frame: CGRect(x: 70, y: -6, width: 16, height: 16), color: RGBA(hex: 0xFF3B30))
            card.sublayers = [label, image, badge]
            if (4...6).contains(k) { card.transform = .rotation(0.1 * (t - 3), 0, 0, 1) }
            if k == 9 { card.opacity = 0.6 }
            if k == 10 {
                var m = Transform3D.rotation(0.5, 0, 1, 0)
                m.m34 = -1 / 300
                card.transform = m
            }
            card.rasterizationScale = k == 11 ? 1 : 2
            if k == 11 { card.transform = .scale(1.5, 1.5, 1) }
            return makeTree(width: 160, height: 140, [card])
        }
    }

    /// A fixed shuffle: odd frames backwards, then even frames forwards, each twice.
    func shuffled(_ n: Int) -> [Int] { shuffledFrameOrder(n, twice: true) }

    func testCachedBitmapsDrawTheSameBytesInAnyOrderAndOnFourThreads() throws {
        let frames = cardFrames()
        for scale in [2.0, 1, 3] {
            let expected = try frames.map { try Compositor(cache: nil).render($0, scale: scale) }
            for (k, b) in expected.enumerated() { dump(b, "rasterised-card-\(k)-at-\(Int(scale))x") }
            let cache = RenderCache()
            let compositor = Compositor(cache: cache)
            for k in shuffled(frames.count) {
                XCTAssertEqual(try compositor.render(frames[k], scale: scale).pixels, expected[k].pixels, "frame \(k)")
            }
            let s = cache.statistics
            // Frames 0-6, 9 and 10 share one bitmap (the card moved, turned, faded, tilted), 7
            // and 8 one each (new text), 11 its own (scale 1): 4 bitmaps for 24 draws.
            XCTAssertEqual(s.rasterMisses, 4, "\(s)")
            XCTAssertEqual(s.rasterHits, 20, "\(s)")
            let mismatches = framesDifferingOnFourThreads(
                frames, work: shuffled(frames.count) + Array(0..<frames.count), scale: scale, expected: expected,
                compositor: Compositor(cache: RenderCache()))
            XCTAssertEqual(mismatches, [], "frames that differ on four threads at scale \(scale)")
        }
    }

    /// Under budgets too small to keep every bitmap the bytes are the same and the kept bytes
    /// stay within the share. 0; 200 KB (50 KB a kind), where no bitmap fits: at 2 the card
    /// (0 ... 160 px), its badge (to 172 px across, from -12 up) and its shadow (sigma 8 px,
    /// margin 4 x 8 + 3 = 35 px, 6 px down) span x -35 ... 207 and y -41 ... 161, 244 x 204
    /// pixels with the clear border (199 KB); at 1, 126 x 109 (55 KB); 2.4 MB (600 KB a
    /// kind), where they fit two or three at a time.
    func testTinyBudgetsKeepTheBytes() throws {
        let frames = cardFrames()
        let expected = try frames.map { try Compositor(cache: nil).render($0, scale: 2) }
        for budget in [0, 200_000, 2_400_000] {
            let cache = RenderCache(byteBudget: budget)
            let compositor = Compositor(cache: cache)
            for k in shuffled(frames.count) {
                XCTAssertEqual(try compositor.render(frames[k], scale: 2).pixels, expected[k].pixels, "frame \(k)")
            }
            XCTAssertLessThanOrEqual(cache.statistics.rasterBytes, budget / 4, "\(cache.statistics)")
            if budget < 2_400_000 {
                XCTAssertEqual(cache.statistics.rasterHits, 0, "\(cache.statistics)")
            } else {
                XCTAssertGreaterThan(cache.statistics.rasterHits, 0, "\(cache.statistics)")
            }
        }
    }

    /// The sublayer outside the card's bounds and the card's shadow are in the bitmap: with
    /// the card rasterised at the frame's scale on whole pixels, the badge's middle is its
    /// red and the shadow below the card darkens the black-free white root.
    func testBitmapHoldsSublayersOutsideTheBoundsAndTheShadow() throws {
        var card = makeLayer(1, frame: CGRect(x: 20, y: 30, width: 80, height: 60), color: .white)
        card.shadow.opacity = 1
        card.shadow.radius = 2
        card.shadow.offset = CGSize(width: 0, height: 10)
        card.sublayers = [makeLayer(2, frame: CGRect(x: 70, y: -6, width: 16, height: 16), color: red)]
        card.rasterizationScale = 1
        var root = makeLayer(0, frame: CGRect(x: 0, y: 0, width: 120, height: 120), color: .white, sublayers: [card])
        root.id = LayerID(0)
        let b = try Compositor(cache: nil).render(
            LayerTree(size: CGSize(width: 120, height: 120), root: root), scale: 1)
        // The badge spans x 90 ... 106, y 24 ... 40 on the frame; (100, 27) is red, outside
        // the card (which ends at x = 100) and above it (which starts at y = 30).
        assertPixel(b, 102, 27, (255, 0, 0))
        // The shadow: the card's alpha moved 10 points down, blurred by sigma 2: at y = 96,
        // 6 points below the card's bottom and 4 above the shadow's, it is nearly opaque black
        // (the Gaussian's tail 2 sigma out is 2.3 %).
        let p = b.pixel(x: 60, y: 96)
        XCTAssertLessThan(Int(p.r), 20, "\(p)")
    }

    /// Bad scales: NaN, 0, negative and infinite count as 1; a huge one is clamped to 64;
    /// a huge layer's bitmap is made to fit 4,096 pixels a side and 4 Mi pixels.
    func testBadScalesAreClampedAndHugeBitmapsFit() throws {
        let one = try Compositor(cache: nil).render(square(rasterized: 1), scale: 2)
        for bad in [Double.nan, 0, -3, .infinity, -.infinity] {
            XCTAssertEqual(
                try Compositor(cache: nil).render(square(rasterized: bad), scale: 2).pixels, one.pixels, "\(bad)")
        }
        let top = try Compositor(cache: nil).render(square(rasterized: 64), scale: 2)
        XCTAssertEqual(try Compositor(cache: nil).render(square(rasterized: 1e300), scale: 2).pixels, top.pixels)
        // 64 on a 20-point square: 1,280 pixels and a clear one each side, 1,282 across.
        let plan = try XCTUnwrap(RasterPlan(square(rasterized: 1e300).root.sublayers[0], scale: 1e300))
        XCTAssertEqual(plan.scale, 64)
        XCTAssertEqual(plan.width, 1_282)
        // A 100,000-point layer at scale 3 would be 300,000 pixels a side: lowered to fit.
        // Its middle is on the frame, far from the bitmap's soft edge.
        var huge = makeLayer(1, frame: CGRect(x: -49_980, y: -49_980, width: 100_000, height: 100_000), color: .white)
        huge.rasterizationScale = 3
        let hugePlan = try XCTUnwrap(RasterPlan(huge, scale: 3))
        XCTAssertLessThanOrEqual(hugePlan.width, LayerPainter.maximumRasterSide)
        XCTAssertLessThanOrEqual(hugePlan.width * hugePlan.height, LayerPainter.maximumRasterPixels)
        let cache = RenderCache()
        let b = try Compositor(cache: cache).render(makeTree(width: 40, height: 40, [huge]), scale: 1)
        assertPixel(b, 20, 20, (255, 255, 255))
        XCTAssertLessThanOrEqual(cache.statistics.rasterBytes, RenderCache.defaultByteBudget / 4)
    }

    /// A chain of 300 nested rasterised layers: only the outer four draw bitmaps (the
    /// deeper ones are drawn straight into the fourth's), the same bytes cached and not.
    func testNestedRasterisationIsBoundedToFourBitmaps() throws {
        var inner = makeLayer(300, frame: CGRect(x: 1, y: 1, width: 20, height: 20), color: .white)
        inner.rasterizationScale = 1
        for id in stride(from: 299, through: 1, by: -1) {
            var outer = makeLayer(id, frame: CGRect(x: 0.1, y: 0, width: 30, height: 30), sublayers: [inner])
            outer.rasterizationScale = 1
            inner = outer
        }
        let tree = makeTree(width: 60, height: 60, [inner])
        let cache = RenderCache()
        let cached = try Compositor(cache: cache).render(tree, scale: 1)
        XCTAssertEqual(cache.statistics.rasterMisses, 4, "\(cache.statistics)")
        XCTAssertEqual(cached.pixels, try Compositor(cache: nil).render(tree, scale: 1).pixels)
    }

    /// A backdrop filter inside a rasterised subtree reads the screen under it: the subtree
    /// is drawn as without rasterisation, byte for byte.
    func testBackdropInsideIsDrawnUnrasterised() throws {
        func tree(_ scale: Double?) -> LayerTree {
            var blur = makeLayer(2, frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            blur.backdrop = BackdropFilter(radius: 4)
            var card = makeLayer(1, frame: CGRect(x: 10.3, y: 10, width: 40, height: 40), color: RGBA(hex: 0x336699))
            card.sublayers = [blur]
            card.rasterizationScale = scale
            return makeTree(
                width: 60, height: 60,
                [makeLayer(3, frame: CGRect(x: 0, y: 0, width: 30, height: 60), color: .white), card])
        }
        XCTAssertEqual(
            try Compositor(cache: nil).render(tree(1), scale: 2).pixels,
            try Compositor(cache: nil).render(tree(nil), scale: 2).pixels)
    }
}
