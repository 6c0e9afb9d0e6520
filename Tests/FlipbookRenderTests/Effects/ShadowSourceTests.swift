import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

/// A shadow cast from a layer's alpha (no `shadowPath`) drawn from the layer drawn on its own
/// into a small bitmap kept in the render cache, keyed by its values less its placement
/// (`LayerPainter+ShadowSource.swift`, docs/DESIGN.md "Caches"), changes how fast a frame is
/// drawn, never its bytes. Every frame is drawn with it off (`ShadowShortcuts.keptSources =
/// false`: the frame-sized group read for its alpha) and with every shadow shortcut off (the
/// drawing as it was before any of them), and compared byte for byte with the same frame drawn
/// with it on, without the cache, through one cache in a shuffled order, and on four threads.
final class ShadowSourceTests: XCTestCase {
    static let photo: ContentImage = {
        var px = [UInt8](repeating: 0, count: 8 * 8 * 4)
        for i in 0..<64 { px[i * 4] = UInt8(i * 4); px[i * 4 + 1] = 90; px[i * 4 + 2] = 200; px[i * 4 + 3] = 255 }
        return ContentImage(bitmap: Bitmap(width: 8, height: 8, pixels: px)!, name: "shadow-source-photo")
    }()

    /// A card of `frame` casting a shadow from its alpha, with a label, a bar (or an image) and
    /// a badge that hangs over its corner.
    func card(
        _ id: Int, _ frame: CGRect, label: String = "Card", radius: Double = 10, image: ContentImage? = nil
    ) -> LayerState {
        var l = makeLayer(id, frame: frame, color: .white)
        l.cornerRadius = radius
        l.shadow.opacity = 0.4
        l.shadow.radius = 5
        l.shadow.offset = CGSize(width: 2, height: 4)
        var text = makeLayer(id * 10 + 1, frame: CGRect(x: 6, y: 4, width: 48, height: 16))
        text.content = LayerContent(text: TextContent(text: label, font: FontDescription(pointSize: 11)))
        var bar = makeLayer(id * 10 + 2, frame: CGRect(x: 6, y: 22, width: 14, height: 14), color: red)
        bar.cornerRadius = 3
        if let image { bar.content = LayerContent(image: image) }
        let badge = makeLayer(id * 10 + 3, frame: CGRect(x: frame.width - 8, y: -4, width: 12, height: 12), color: blue)
        l.sublayers = [text, bar, badge]
        return l
    }

    /// Frame `k` of ten: the cards move by whole device pixels (frames 0 to 2), then by
    /// fractions (3, 4); then one card changes at a time: its background (5), corner radius
    /// (6), label (7), the picture of a card with an image (8), a sublayer moved (9). Beside
    /// them, in every frame: a card at opacity 0.99, one turned by 0.2 radians, one scaled by
    /// 1.5, one half off the frame's bottom, one under a clip of whole pixels and one under a
    /// rounded clip. The card with an image, the one half off the frame and the one under the
    /// rounded clip are drawn as before (through the frame-sized group), the others from kept
    /// sources.
    func frames(scale: Double) -> [LayerTree] {
        (0..<10).map { k in
            let step = k < 3 ? Double(k) / scale : k < 5 ? 2 / scale + 0.37 * Double(k - 2) : 0
            var layers: [LayerState] = []
            var a = card(1, CGRect(x: 10 + step, y: 10, width: 60, height: 40), label: k == 7 ? "Changed" : "Card")
            if k == 5 { a.backgroundColor = RGBA(red: 0.9, green: 1, blue: 0.9) }
            if k == 6 { a.cornerRadius = 14 }
            if k == 9 { a.sublayers[2].position.x -= 3 }
            layers.append(a)
            let picture = k == 8 ? makeImage(dotColor: green) : Self.photo
            layers.append(card(10, CGRect(x: 90 + step, y: 185, width: 60, height: 30), image: picture))
            var faded = card(2, CGRect(x: 90 + step, y: 10, width: 60, height: 40))
            faded.opacity = 0.99
            layers.append(faded)
            var turned = card(3, CGRect(x: 10 + step, y: 70, width: 60, height: 40))
            turned.transform = .rotation(0.2, 0, 0, 1)
            layers.append(turned)
            var scaled = card(4, CGRect(x: 100 + step, y: 70, width: 40, height: 30))
            scaled.transform = .scale(1.5, 1.5, 1)
            layers.append(scaled)
            var square = makeLayer(5, frame: CGRect(x: 5, y: 125, width: 75, height: 60))
            square.masksToBounds = true
            square.sublayers = [card(6, CGRect(x: 5 + step, y: 5, width: 60, height: 40))]
            layers.append(square)
            var round = makeLayer(7, frame: CGRect(x: 90, y: 125, width: 60, height: 50))
            round.masksToBounds = true
            round.cornerRadius = 25
            round.sublayers = [card(8, CGRect(x: step, y: 5, width: 60, height: 40))]
            layers.append(round)
            layers.append(card(9, CGRect(x: 40 + step, y: 200, width: 60, height: 40)))
            var tree = makeTree(width: 160, height: 220, layers)
            tree.root.backgroundColor = RGBA(red: 0.9, green: 0.9, blue: 0.92)
            return tree
        }
    }

    /// An 8 x 8 opaque image of one colour with a transparent corner pixel.
    func makeImage(dotColor: RGBA) -> ContentImage {
        var px = [UInt8](repeating: 0, count: 8 * 8 * 4)
        for i in 1..<64 {
            px[i * 4] = UInt8(dotColor.red * 255); px[i * 4 + 1] = UInt8(dotColor.green * 255)
            px[i * 4 + 2] = UInt8(dotColor.blue * 255); px[i * 4 + 3] = 255
        }
        return ContentImage(bitmap: Bitmap(width: 8, height: 8, pixels: px)!, name: "shadow-source-dot")
    }

    func drawn(_ frames: [LayerTree], scale: Double, shortcuts: Bool, sources: Bool, cache: RenderCache? = nil)
        throws -> [Bitmap]
    {
        let compositor = Compositor(cache: cache)
        return try ShadowShortcuts.$enabled.withValue(shortcuts) {
            try ShadowShortcuts.$keptSources.withValue(sources) {
                try frames.map { try compositor.render($0, scale: scale) }
            }
        }
    }

    func differing(_ a: [Bitmap], _ b: [Bitmap]) -> [Int] { a.indices.filter { a[$0].pixels != b[$0].pixels } }

    /// How many of the cache's shadow entries are layers kept for their alpha (it empties it).
    func keptSources(_ cache: RenderCache) -> Int {
        cache.shadowMasks.withLock { $0.removeAll() }.filter {
            if case .source = $0 { return true } else { return false }
        }.count
    }

    func testKeptSourcesDrawTheSameBytes() throws {
        for scale in [1.0, 2] {
            let frames = frames(scale: scale)
            let before = try drawn(frames, scale: scale, shortcuts: false, sources: false)
            let groups = try drawn(frames, scale: scale, shortcuts: true, sources: false)
            XCTAssertEqual(differing(groups, before), [], "the group's shortcuts at scale \(scale)")
            let plain = try drawn(frames, scale: scale, shortcuts: true, sources: true)
            XCTAssertEqual(differing(plain, before), [], "kept sources, no cache, scale \(scale)")
            // Shuffled: odd frames backwards, then even frames forwards, through one cache.
            let order = shuffledFrameOrder(frames.count)
            let cache = RenderCache()
            let cached = try drawn(order.map { frames[$0] }, scale: scale, shortcuts: true, sources: true, cache: cache)
            XCTAssertEqual(differing(cached, order.map { before[$0] }).map { order[$0] }, [], "cached, shuffled")
            XCTAssertGreaterThan(cache.statistics.shadowHits, 0, "\(cache.statistics)")
            // The cards inside the frame are drawn from kept sources.
            XCTAssertGreaterThan(keptSources(cache), 0)
            let mismatches = framesDifferingOnFourThreads(
                frames, work: order + order, scale: scale, expected: before,
                compositor: Compositor(cache: RenderCache()))
            XCTAssertEqual(mismatches, [], "frames that differ on four threads at scale \(scale)")
        }
    }

    /// A card that moves by whole device pixels is drawn once: frames 0 to 2 of one card alone
    /// through a fresh cache make one kept source and hit it twice; a move by a fraction of a
    /// pixel (frame 3) makes another. Shadow masks of other layers: none (the badge and the
    /// label cast none).
    func testAWholePixelMoveReusesTheSource() throws {
        let trees = (0..<4).map { k -> LayerTree in
            let step = k < 3 ? Double(k) / 2 : 1.37
            var tree = makeTree(width: 120, height: 80, [card(1, CGRect(x: 10 + step, y: 10, width: 60, height: 40))])
            tree.root.backgroundColor = .white
            return tree
        }
        let cache = RenderCache()
        let compositor = Compositor(cache: cache)
        for t in trees.prefix(3) { _ = try compositor.render(t, scale: 2) }
        XCTAssertEqual(cache.statistics.shadowMisses, 1, "\(cache.statistics)")
        XCTAssertEqual(cache.statistics.shadowHits, 2, "\(cache.statistics)")
        _ = try compositor.render(trees[3], scale: 2)
        XCTAssertEqual(cache.statistics.shadowMisses, 2, "\(cache.statistics)")
        XCTAssertEqual(keptSources(cache), 2)
    }
}
