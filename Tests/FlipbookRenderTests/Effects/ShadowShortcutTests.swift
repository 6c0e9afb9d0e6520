import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

/// The shadow-painting shortcuts (docs/DESIGN.md, "Caches": a shadow's mask left out under
/// the opaque body that overwrites it, a kept group composited only over its drawn box) change
/// how fast a frame is drawn, never its bytes. Every frame is drawn from scratch with the
/// shortcuts off (`ShadowShortcuts.enabled = false`, the drawing as it was before them) and
/// compared byte for byte with the same frame drawn with them, with and without the render
/// cache, shuffled and on four threads. The scenes sit on both sides of every rule: opaque
/// and translucent cards, opacity 1 and 0.99, square, rounded and round corners, some corners
/// rounded, moved by whole and by fractions of pixels, scaled, flipped, turned, under a clip of
/// whole pixels and under a rounded one, half off the frame, with a border and sublayers.
final class ShadowShortcutTests: XCTestCase {
    /// A card of `frame` casting a shadow (from `shadowPath` when `path`, else its alpha).
    func card(
        _ id: Int, _ frame: CGRect, path: Bool, color: RGBA = .white, radius: Double = 10,
        opacity: Double = 1
    ) -> LayerState {
        var l = makeLayer(id, frame: frame, color: color)
        l.cornerRadius = radius
        l.opacity = opacity
        l.shadow.opacity = 0.4
        l.shadow.radius = 5
        l.shadow.offset = CGSize(width: 2, height: 4)
        l.shadow.color = RGBA(red: 0.1, green: 0, blue: 0.3)
        if path {
            l.shadow.path = VectorPath(
                roundedRect: CGRect(origin: .zero, size: frame.size), cornerWidth: radius, cornerHeight: radius)
        }
        return l
    }

    /// Six frames of 24 cards on a grey screen, moving by whole pixels, then by fractions.
    func frames(scale: Double) -> [LayerTree] {
        (0..<6).map { k in
            let step = k < 3 ? Double(k) / scale : 2 / scale + 0.37 * Double(k - 2)
            var layers: [LayerState] = []
            for (i, path) in [true, false].enumerated() {
                let x = 10 + 150 * Double(i) + step
                layers.append(card(10 + i, CGRect(x: x, y: 10, width: 60, height: 40), path: path))
                // Translucent background: the shadow shows through, nothing may be left out.
                layers.append(
                    card(
                        20 + i, CGRect(x: x + 70, y: 10, width: 60, height: 40), path: path,
                        color: RGBA(red: 1, green: 1, blue: 1, alpha: 0.9)))
                // Opacity 0.99: faded as a group (background and a sublayer), the shadow inside it.
                var faded = card(30 + i, CGRect(x: x, y: 60, width: 60, height: 40), path: path, opacity: 0.99)
                faded.sublayers = [makeLayer(31 + 10 * i, frame: CGRect(x: 5, y: 5, width: 20, height: 10), color: red)]
                layers.append(faded)
                // A single fill faded by its alpha (no group): drawn with alpha 0.99.
                layers.append(
                    card(40 + i, CGRect(x: x + 70, y: 60, width: 60, height: 40), path: path, radius: 0, opacity: 0.99))
                // Round (radius half the height), and only the top corners rounded.
                layers.append(card(50 + i, CGRect(x: x, y: 110, width: 60, height: 40), path: path, radius: 20))
                var top = card(60 + i, CGRect(x: x + 70, y: 110, width: 60, height: 40), path: path, radius: 12)
                top.maskedCorners = [.minXMinY, .maxXMinY]
                layers.append(top)
                // Scaled by 1.5 and flipped across; turned by 0.2 radians.
                var scaled = card(70 + i, CGRect(x: x, y: 170, width: 40, height: 30), path: path)
                scaled.transform = .scale(-1.5, 1.5, 1)
                layers.append(scaled)
                var turned = card(80 + i, CGRect(x: x + 70, y: 165, width: 50, height: 30), path: path)
                turned.transform = .rotation(0.2, 0, 0, 1)
                layers.append(turned)
                // Under a clip of whole pixels (a square container at whole points), and under
                // a rounded clip that cuts through the card.
                var square = makeLayer(90 + i, frame: CGRect(x: x - 5, y: 215, width: 70, height: 55))
                square.masksToBounds = true
                square.sublayers = [card(91 + 10 * i, CGRect(x: 5, y: 5, width: 60, height: 40), path: path)]
                layers.append(square)
                var round = makeLayer(100 + i, frame: CGRect(x: x + 70, y: 215, width: 60, height: 50))
                round.masksToBounds = true
                round.cornerRadius = 25
                round.sublayers = [card(101 + 10 * i, CGRect(x: 0, y: 5, width: 60, height: 40), path: path)]
                layers.append(round)
                // A border and a child that hangs outside the bounds.
                var bordered = card(120 + i, CGRect(x: x, y: 280, width: 60, height: 40), path: path)
                bordered.borderWidth = 3
                bordered.borderColor = blue
                bordered.sublayers = [
                    makeLayer(121 + 10 * i, frame: CGRect(x: 40, y: 30, width: 30, height: 20), color: green)
                ]
                layers.append(bordered)
                // Half off the frame's bottom.
                layers.append(card(140 + i, CGRect(x: x + 70, y: 300, width: 60, height: 40), path: path))
            }
            var tree = makeTree(width: 300, height: 320, layers)
            tree.root.backgroundColor = RGBA(red: 0.9, green: 0.9, blue: 0.92)
            return tree
        }
    }

    /// The frames drawn from scratch, with the shortcuts on or off.
    func drawn(_ frames: [LayerTree], scale: Double, shortcuts: Bool, cache: RenderCache? = nil) throws -> [Bitmap] {
        let compositor = Compositor(cache: cache)
        return try ShadowShortcuts.$enabled.withValue(shortcuts) {
            try frames.map { try compositor.render($0, scale: scale) }
        }
    }

    /// The indices of the bitmaps that differ (printing only those, not the pixels).
    func differing(_ a: [Bitmap], _ b: [Bitmap]) -> [Int] { a.indices.filter { a[$0].pixels != b[$0].pixels } }

    func testShortcutsDrawTheSameBytes() throws {
        for scale in [1.0, 2] {
            let frames = frames(scale: scale)
            let expected = try drawn(frames, scale: scale, shortcuts: false)
            let plain = try drawn(frames, scale: scale, shortcuts: true)
            XCTAssertEqual(differing(plain, expected), [], "frames that differ at scale \(scale), no cache")
            let cache = RenderCache()
            let compositor = Compositor(cache: cache)
            // Shuffled: odd frames backwards, then even frames forwards.
            let order = shuffledFrameOrder(frames.count)
            let cached = try order.map { try compositor.render(frames[$0], scale: scale) }
            XCTAssertEqual(differing(cached, order.map { expected[$0] }).map { order[$0] }, [], "cached, shuffled")
            XCTAssertGreaterThan(cache.statistics.shadowHits, 0, "\(cache.statistics)")
            // Four threads through one cache (the shortcuts' default is on in every thread).
            let mismatches = framesDifferingOnFourThreads(
                frames, work: order + order, scale: scale, expected: expected,
                compositor: Compositor(cache: RenderCache()))
            XCTAssertEqual(mismatches, [], "frames that differ on four threads at scale \(scale)")
        }
    }

    /// The boxes left out for a card of 60 x 40 points at (20, 20), corner radius 8, at
    /// scale 2: device pixels x 40 ... 160, y 40 ... 120. The band across is the bounds inset
    /// by the radius (16 px) down, one pixel more on every side: x 41 ..< 159, y 57 ..< 103;
    /// the band down, inset across: x 57 ..< 143, y 41 ..< 119, less the rows of the first:
    /// y 41 ..< 57 and 103 ..< 119. Nothing for a translucent background, an alpha below 1,
    /// a turn or `masksToBounds`.
    func testCoveredBoxesAreTheBandsClearOfTheCorners() throws {
        func boxes(_ edit: (inout LayerState) -> Void, alpha: Double = 1) throws -> [[Int]] {
            var layer = makeLayer(1, frame: CGRect(x: 20, y: 20, width: 60, height: 40), color: .white)
            layer.cornerRadius = 8
            edit(&layer)
            var pixels = [UInt8](repeating: 0, count: 200 * 200 * 4)
            return try pixels.withUnsafeMutableBufferPointer { buffer in
                let context = CairoContext(pixels: buffer, width: 200, height: 200, groupBuffers: GroupBufferPool())
                let placement = try XCTUnwrap(LayerPlacement(layer: layer, parent: .scale(2)))
                let shape = RoundedRect(bounds: layer.bounds, cornerRadius: layer.cornerRadius)
                let body = LayerPainter.Body(
                    layer: layer, shape: shape, parts: LayerPainter.Parts(layer, shape: shape), content: false,
                    placement: placement, matrix: placement.homography)
                return LayerPainter(context: context).coveredBoxes(of: body, alpha: alpha, opaqueBackground: true)
                    .map { [$0.x0, $0.y0, $0.x1, $0.y1] }
            }
        }
        XCTAssertEqual(try boxes { _ in }, [[41, 57, 159, 103], [57, 41, 143, 57], [57, 103, 143, 119]])
        XCTAssertEqual(try boxes({ _ in }, alpha: 0.99), [])
        XCTAssertEqual(try boxes { $0.backgroundColor = RGBA(red: 1, green: 1, blue: 1, alpha: 0.99) }, [])
        XCTAssertEqual(try boxes { $0.transform = .rotation(0.01, 0, 0, 1) }, [])
        XCTAssertEqual(try boxes { $0.masksToBounds = true }, [])
        XCTAssertEqual(ShadowShortcuts.$enabled.withValue(false) { try? boxes { _ in } }, [])
    }

    /// A group holding a red rectangle filled over whole pixels x 3 ..< 9, y 2 ..< 7, then a
    /// word with colour but no alpha written at (15, 8): the alpha box is the rectangle's, the
    /// box of non-zero words reaches the stray word; an empty group has neither.
    func testDrawnBoxesOfAGroup() {
        var pixels = [UInt8](repeating: 0, count: 20 * 10 * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            let context = CairoContext(pixels: buffer, width: 20, height: 10, groupBuffers: GroupBufferPool())
            context.beginGroup()
            let empty = context.endGroupKept()
            XCTAssertNil(context.drawnBoxes(of: empty).words)
            XCTAssertNil(context.drawnBoxes(of: empty).alpha)
            context.releaseGroup(empty)
            context.beginGroup()
            context.setIdentityMatrix()
            context.appendPolygon([SIMD2(3, 2), SIMD2(9, 2), SIMD2(9, 7), SIMD2(3, 7)])
            context.setColor(red, alpha: 1)
            context.fill()
            let group = context.endGroupKept()
            let words = group.buffer!.baseAddress!.assumingMemoryBound(to: UInt32.self)
            words[8 * (context.stride / 4) + 15] = 0x0000_0001
            let boxes = context.drawnBoxes(of: group)
            XCTAssertEqual(boxes.words.map { [$0.x0, $0.y0, $0.x1, $0.y1] }, [3, 2, 16, 9])
            XCTAssertEqual(boxes.alpha.map { [$0.0, $0.1, $0.2, $0.3] }, [3, 2, 9, 7])
            context.releaseGroup(group)
        }
    }
}
