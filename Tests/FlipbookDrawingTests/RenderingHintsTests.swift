import FlipbookCore
import FlipbookRender
import FlipbookUIKit
import XCTest

/// `CALayer`'s rendering hints (SEMANTICS.md §14, "Rendering hints"): Core Animation's
/// defaults, values read back, and a card drawn with `shouldRasterize` at the screen's scale
/// on whole pixels giving the same pixels as without it (the compositor's own rasterisation
/// tests are `RasterizeTests`).
final class RenderingHintsTests: XCTestCase {
    func testDefaultsAreCoreAnimationsAndValuesReadBack() {
        let layer = CALayer()
        XCTAssertFalse(layer.shouldRasterize)
        XCTAssertEqual(layer.rasterizationScale, 1)  // Apple: "The default value of this property is 1.0"
        XCTAssertEqual(layer.contentsScale, 1)  // a layer made alone
        XCTAssertFalse(layer.isOpaque)
        XCTAssertFalse(layer.drawsAsynchronously)
        XCTAssertFalse(layer.allowsEdgeAntialiasing)
        XCTAssertFalse(layer.needsDisplayOnBoundsChange)
        // A view's layer reports the screen's scale (2 on the default phone) until one is set.
        let view = UIView()
        XCTAssertEqual(view.layer.contentsScale, UIScreen.main.scale)
        XCTAssertEqual(UIScreen.main.scale, 2)
        view.layer.contentsScale = 3
        XCTAssertEqual(view.layer.contentsScale, 3)
        layer.shouldRasterize = true
        layer.rasterizationScale = 2
        layer.isOpaque = true
        XCTAssertTrue(layer.shouldRasterize)
        XCTAssertEqual(layer.rasterizationScale, 2)
        XCTAssertTrue(layer.isOpaque)
    }

    /// A shadowed, rounded card drawn at scale 2 with and without `shouldRasterize` at
    /// `rasterizationScale = UIScreen.main.scale` (2): the snapshot carries the scale (so the
    /// card is drawn into a bitmap first), and the bitmap, on whole pixels at the frame's
    /// scale, is composited pixel for pixel: byte-identical frames (Cairo composites the
    /// card's antialiased edges onto a clear bitmap and the bitmap onto the frame with the
    /// same rounding as drawing the edges onto the frame: observed here, not assumed in
    /// general).
    func testRasterizedCardDrawsAsUnrasterized() throws {
        func frame(rasterize: Bool) throws -> Bitmap {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 40, y: 40, width: 120, height: 100))
            card.backgroundColor = .systemBlue
            card.layer.cornerRadius = 12
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            if rasterize {
                card.layer.shouldRasterize = true
                card.layer.rasterizationScale = UIScreen.main.scale
            }
            window.addSubview(card)
            let t = try Stage(window: window).record {}
            let tree = t.presentation(at: 0)
            let rasterized = tree.root.flattened.compactMap(\.rasterizationScale)
            XCTAssertEqual(rasterized, rasterize ? [2] : [])
            return try Compositor(cache: nil).render(tree, scale: 2)
        }
        let plain = try frame(rasterize: false), rasterized = try frame(rasterize: true)
        XCTAssertEqual(plain.width, 400)
        XCTAssertEqual(plain, rasterized)
        // The card's middle is the blue it was given, so the frame is not empty.
        let p = plain.pixel(x: 200, y: 180)
        XCTAssertEqual([p.r, p.g, p.b], [0x00, 0x7A, 0xFF])
    }
}
