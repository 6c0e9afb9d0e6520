import FlipbookCore
import FlipbookRender
import FlipbookUIKit
import XCTest

/// A view whose background is `UIColor(patternImage:)` drawn through the compositor
/// (SEMANTICS.md §14, "Pattern backgrounds"), against pixels worked out from the tiling rule.
///
/// The image is 4 x 4 pixels at scale 2, so one tile is 2 x 2 points, and its quadrants (2 x 2
/// pixels each) are red, green / blue, yellow. The frame is drawn at scale 2, so one image
/// pixel is one device pixel and every device pixel's centre is an image pixel's centre: the
/// bilinear sampling gives the pixel's own colour. Device pixel x of a view (counted from its
/// left edge) lies in a tile's right half when `x mod 4 >= 2`, pixel y in its bottom half when
/// `y mod 4 >= 2`.
final class PatternBackgroundDrawingTests: XCTestCase, DevicePixelProbing {
    static let red = [255, 0, 0], green = [0, 255, 0], blue = [0, 0, 255], yellow = [255, 255, 0]
    static let white = [255, 255, 255]

    private func quadrants() -> UIImage {
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                let c = y < 2 ? (x < 2 ? Self.red : Self.green) : (x < 2 ? Self.blue : Self.yellow)
                pixels += c.map(UInt8.init) + [255]
            }
        }
        let bitmap = Bitmap(width: 4, height: 4, pixels: pixels)!
        return UIImage(content: ContentImage(bitmap: bitmap, scale: 2, name: "quadrants@2x"))
    }

    /// The expected colour of device pixel (`x`, `y`) counted from a view's top-left corner.
    private func tile(_ x: Int, _ y: Int) -> [Int] {
        y % 4 < 2 ? (x % 4 < 2 ? Self.red : Self.green) : (x % 4 < 2 ? Self.blue : Self.yellow)
    }

    func testTheImageIsTiledFromTheTopLeftAndClippedToTheBounds() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .white
        // 9 x 5 points at (3, 5): device pixels 6..<24 across, 10..<20 down; 4.5 tiles by 2.5.
        let view = UIView(frame: CGRect(x: 3, y: 5, width: 9, height: 5))
        view.backgroundColor = UIColor(patternImage: quadrants())
        window.addSubview(view)
        let b = try render(window, name: "pattern-tiles")
        XCTAssertEqual(b.width, 80)
        let ox = 6, oy = 10
        // The first tile, corner by corner.
        XCTAssertEqual(rgb(b, px: ox, oy), Self.red)
        XCTAssertEqual(rgb(b, px: ox + 3, oy), Self.green)
        XCTAssertEqual(rgb(b, px: ox, oy + 2), Self.blue)
        XCTAssertEqual(rgb(b, px: ox + 3, oy + 3), Self.yellow)
        // The second tile across starts again with red, the second down with red too.
        XCTAssertEqual(rgb(b, px: ox + 4, oy), Self.red)
        XCTAssertEqual(rgb(b, px: ox, oy + 4), Self.red)
        // The last pixels: x = 17 (17 mod 4 = 1, the left half), y = 9 (9 mod 4 = 1, the top):
        // red; x = 15 is green; y = 7 (the bottom half) with x = 14 is yellow.
        XCTAssertEqual(rgb(b, px: ox + 17, oy + 9), Self.red)
        XCTAssertEqual(rgb(b, px: ox + 15, oy + 9), Self.green)
        XCTAssertEqual(rgb(b, px: ox + 14, oy + 7), Self.yellow)
        // Every pixel of the view follows the rule; the half tiles are cut at the bounds.
        for y in 0..<10 {
            for x in 0..<18 { XCTAssertEqual(rgb(b, px: ox + x, oy + y), tile(x, y), "at \(x), \(y)") }
        }
        for (x, y) in [(ox - 1, oy), (ox + 18, oy), (ox, oy - 1), (ox, oy + 10), (ox + 18, oy + 10)] {
            XCTAssertEqual(rgb(b, px: x, y), Self.white, "at \(x), \(y)")
        }
    }

    func testAlphaCornerRadiusAndTheBoundsOrigin() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .white
        // Half transparent: each tile colour halfway to the white under it.
        let faded = UIView(frame: CGRect(x: 2, y: 2, width: 8, height: 4))
        faded.backgroundColor = UIColor(patternImage: quadrants())
        faded.alpha = 0.5
        // Rounded by 2 points: the corner pixel (its nearest point 2.12 points from the
        // corner's centre, more than the radius) is outside; a pixel of the middle is tiled.
        let round = UIView(frame: CGRect(x: 14, y: 2, width: 8, height: 8))
        round.backgroundColor = UIColor(patternImage: quadrants())
        round.layer.cornerRadius = 2
        // A bounds origin moves the sublayers, not the layer's own drawing: the tiles still
        // start at its top-left corner.
        let shifted = UIView(frame: CGRect(x: 26, y: 2, width: 8, height: 4))
        shifted.backgroundColor = UIColor(patternImage: quadrants())
        shifted.bounds.origin = CGPoint(x: 1, y: 1)
        for v in [faded, round, shifted] { window.addSubview(v) }
        let b = try render(window, name: "pattern-alpha-corner")
        assertColor(rgb(b, px: 4, 4), [255, 128, 128])  // red half over white
        assertColor(rgb(b, px: 6, 4), [128, 255, 128])  // green
        assertColor(rgb(b, px: 4, 6), [128, 128, 255])  // blue
        assertColor(rgb(b, px: 7, 7), [255, 255, 128])  // yellow
        XCTAssertEqual(rgb(b, px: 28, 4), Self.white)  // the corner, outside the rounded bounds
        XCTAssertEqual(rgb(b, px: 28 + 4, 4 + 4), Self.red)  // (4, 4): the second tile's red
        XCTAssertEqual(rgb(b, px: 28 + 7, 4 + 6), Self.yellow)  // (7, 6)
        XCTAssertEqual(rgb(b, px: 52, 4), Self.red)
        XCTAssertEqual(rgb(b, px: 52 + 2, 4), Self.green)
        XCTAssertEqual(rgb(b, px: 52 + 2, 4 + 2), Self.yellow)
    }

    /// A shadow sends the layer through the effects path, which tiles the same pixels; a
    /// perspective fills the turned outline with the pattern's stand-in, the image's average
    /// (red and green 0.5, blue 0.25; chosen, as Cairo maps images only affinely).
    func testAShadowedPatternTilesAndAPerspectiveFillsTheAverage() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .white
        let shadowed = UIView(frame: CGRect(x: 2, y: 2, width: 8, height: 4))
        shadowed.backgroundColor = UIColor(patternImage: quadrants())
        shadowed.layer.shadowOpacity = 1
        shadowed.layer.shadowRadius = 0
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 6)
        let turned = UIView(frame: CGRect(x: 20, y: 10, width: 12, height: 12))
        turned.backgroundColor = UIColor(patternImage: quadrants())
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        turned.layer.transform = CATransform3DRotate(t, .pi / 6, 0, 1, 0)
        for v in [shadowed, turned] { window.addSubview(v) }
        let b = try render(window, name: "pattern-shadow-perspective")
        for y in 0..<8 {
            for x in 0..<16 { XCTAssertEqual(rgb(b, px: 4 + x, 4 + y), tile(x, y), "at \(x), \(y)") }
        }
        // The shadow, 6 points (12 pixels) below: the layer's alpha, opaque, in black.
        XCTAssertEqual(rgb(b, px: 4, 4 + 12 + 7), [0, 0, 0])
        // The turned view's middle, device pixel (52, 32).
        assertColor(rgb(b, px: 52, 32), [128, 128, 64])
    }
}
