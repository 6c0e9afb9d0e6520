import Foundation
import XCTest
import FlipbookCore
import FlipbookRender
import FlipbookTestSupport

/// Where each gravity (`UIView.ContentMode`) draws a 3:2 image in a square layer, exactly,
/// with bilinear filtering and crisp edges (SEMANTICS.md §14).
final class ContentImageTests: XCTestCase {
    /// 60 x 40 pixels (3:2): the left 30 columns red, the right 30 blue.
    static let image: ContentImage = {
        var pixels = [UInt8](repeating: 255, count: 60 * 40 * 4)
        for y in 0..<40 {
            for x in 0..<60 {
                let i = (y * 60 + x) * 4
                pixels[i] = x < 30 ? 255 : 0; pixels[i + 1] = 0; pixels[i + 2] = x < 30 ? 0 : 255
            }
        }
        return ContentImage(bitmap: Bitmap(width: 60, height: 40, pixels: pixels)!, name: "halves")
    }()

    /// A 200 x 200 frame (black backdrop) with one layer of frame (10, 10, 120, 120) showing the image.
    func render(_ gravity: ContentGravity, clips: Bool = false) throws -> Bitmap {
        var layer = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 120, height: 120))
        layer.content = LayerContent(image: Self.image, gravity: gravity)
        layer.masksToBounds = clips
        return try Compositor().render(makeTree(width: 200, height: 200, [layer]), scale: 1)
    }

    /// The smallest rectangle holding every pixel that is not the black backdrop.
    func paintedRect(_ b: Bitmap) -> CGRect {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                if p.r != 0 || p.g != 0 || p.b != 0 {
                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                }
            }
        }
        guard maxX >= 0 else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    func testEveryGravityDrawsTheRectangleWorkedOutByHand() throws {
        // The layer's frame is (10, 10, 120, 120); the image is 60 x 40 points (scale 1).
        // Fit: k = min(120/60, 120/40) = 2 -> 120 x 80, y = 10 + (120 - 80)/2 = 30.
        // Fill: k = max(2, 3) = 3 -> 180 x 120, x = 10 + (120 - 180)/2 = -20; the frame
        //   shows x 0 ... 160 (overflow visible, left part off screen).
        // Natural size 60 x 40: centred x = 10 + (120 - 60)/2 = 40, y = 10 + (120 - 40)/2 = 50;
        //   right edge x = 10 + 120 - 60 = 70; bottom edge y = 10 + 120 - 40 = 90.
        let expected: [(ContentGravity, CGRect)] = [
            (.resize, CGRect(x: 10, y: 10, width: 120, height: 120)),
            (.resizeAspect, CGRect(x: 10, y: 30, width: 120, height: 80)),
            (.resizeAspectFill, CGRect(x: 0, y: 10, width: 160, height: 120)),
            (.center, CGRect(x: 40, y: 50, width: 60, height: 40)),
            (.top, CGRect(x: 40, y: 10, width: 60, height: 40)),
            (.bottom, CGRect(x: 40, y: 90, width: 60, height: 40)),
            (.left, CGRect(x: 10, y: 50, width: 60, height: 40)),
            (.right, CGRect(x: 70, y: 50, width: 60, height: 40)),
            (.topLeft, CGRect(x: 10, y: 10, width: 60, height: 40)),
            (.topRight, CGRect(x: 70, y: 10, width: 60, height: 40)),
            (.bottomLeft, CGRect(x: 10, y: 90, width: 60, height: 40)),
            (.bottomRight, CGRect(x: 70, y: 90, width: 60, height: 40)),
        ]
        XCTAssertEqual(expected.count, ContentGravity.allCases.count)
        for (gravity, rect) in expected {
            let b = try render(gravity)
            dump(b, "gravity-\(gravity.rawValue)")
            XCTAssertEqual(paintedRect(b), rect, "\(gravity)")
            // Crisp edges and the right way round: the drawn rectangle's top-left pixel is
            // pure red, its top-right pure blue (unless off screen), whatever the scaling.
            let x0 = Int(rect.minX), y0 = Int(rect.minY), x1 = Int(rect.maxX) - 1
            if gravity != .resizeAspectFill { assertPixel(b, x0, y0, (255, 0, 0)) }
            assertPixel(b, x1, y0, (0, 0, 255))
            assertPixel(b, x1, Int(rect.maxY) - 1, (0, 0, 255))
        }
    }

    func testAspectFillIsClippedByMasksToBounds() throws {
        let b = try render(.resizeAspectFill, clips: true)
        XCTAssertEqual(paintedRect(b), CGRect(x: 10, y: 10, width: 120, height: 120))
        // The image spans x = -20 ... 160 at 3 points a pixel: its red half ends at
        // -20 + 30 * 3 = 70, so the frame's left edge (x 10) shows red and its right edge blue.
        assertPixel(b, 10, 10, (255, 0, 0))
        assertPixel(b, 129, 129, (0, 0, 255))
    }

    func testScalingIsBilinear() throws {
        // Stretched 2x across: device pixel i (centre i + 0.5 in the layer) samples the image
        // at u = (i + 0.5) / 2. Pixel 59 -> u = 29.75, a quarter of the way from red's centre
        // (29.5) to blue's (30.5): 0.75 red + 0.25 blue = (191, 0, 64); pixel 60 -> u = 30.25:
        // (64, 0, 191). In the frame they are x = 10 + 59 = 69 and 70. Pixman weighs with
        // 7-bit fractions: 2 levels of slack.
        let b = try render(.resize)
        assertPixel(b, 69, 50, (191, 0, 64), tolerance: 2)
        assertPixel(b, 70, 50, (64, 0, 191), tolerance: 2)
        // Pixel 58 -> u = 29.25, before red's centre: pure red (edge pixels are not blended
        // with anything outside).
        assertPixel(b, 68, 50, (255, 0, 0))
    }

    func testAnImageAtScale2HasHalfItsPixelSizeInPoints() throws {
        let retina = ContentImage(bitmap: Self.image.bitmap, scale: 2, name: "halves@2x.png")
        var layer = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 120, height: 120))
        layer.content = LayerContent(image: retina, gravity: .topLeft)
        // 60 x 40 pixels at 2 per point: 30 x 20 points; at render scale 2, 60 x 40 pixels
        // from (20, 20).
        let b = try Compositor().render(makeTree(width: 200, height: 200, [layer]), scale: 2)
        XCTAssertEqual(paintedRect(b), CGRect(x: 20, y: 20, width: 60, height: 40))
    }

    func testAContentlessLayerDrawsAsBefore() throws {
        // A layer with an empty content value: same bytes as the same layer built without it.
        var plain = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: red)
        plain.cornerRadius = 8
        var withNone = plain
        withNone.content = LayerContent(image: nil, gravity: .center, text: nil)
        let a = try Compositor().render(makeTree([plain]), scale: 2)
        let b = try Compositor().render(makeTree([withNone]), scale: 2)
        XCTAssertEqual(a.pixels, b.pixels)
    }

    func testTranslucentImagesBlendAndLayerOpacityApplies() throws {
        // A 4 x 4 image of red at alpha 128 (50.2%) over a white layer: 255 * (1 - 0.502)
        // = 127 in green and blue, 255 in red. With the layer's opacity 0.5 as well (one
        // group: background and image), the white-and-pink layer is halved over the black
        // backdrop: red 127.5, green and blue 63.5.
        let pixels = [UInt8](repeating: 0, count: 64).enumerated().map { i, _ -> UInt8 in
            switch i % 4 {
            case 0: return 255;
            case 3: return 128;
            default: return 0
            }
        }
        let pink = ContentImage(bitmap: Bitmap(width: 4, height: 4, pixels: pixels)!, name: "pink")
        var layer = makeLayer(
            1, frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: RGBA(red: 1, green: 1, blue: 1))
        layer.content = LayerContent(image: pink)
        let b = try Compositor().render(makeTree(width: 40, height: 40, [layer]), scale: 1)
        assertPixel(b, 20, 20, (255, 127, 127), tolerance: 1)
        layer.opacity = 0.5
        let half = try Compositor().render(makeTree(width: 40, height: 40, [layer]), scale: 1)
        assertPixel(half, 20, 20, (128, 64, 64), tolerance: 1)
    }

    /// A layer of frame (50, 50, 100, 100) in a 200 x 200 frame, turned 0.6 rad about y with
    /// a perspective of m34 = -1/300: a real projective placement.
    func perspectiveLayer(_ content: LayerContent, color: RGBA? = nil) -> LayerState {
        var layer = makeLayer(1, frame: CGRect(x: 50, y: 50, width: 100, height: 100), color: color)
        var persp = Transform3D.identity
        persp.m34 = -1.0 / 300
        layer.transform = Transform3D.rotation(0.6, 0, 1, 0).concatenating(persp)
        layer.content = content
        return layer
    }

    func testImagesFollowAPerspectivePlacement() throws {
        let layer = perspectiveLayer(LayerContent(image: Self.image, gravity: .resize))
        let b = try Compositor().render(makeTree(width: 200, height: 200, [layer]), scale: 1)
        dump(b, "perspective-image")
        // Where points of the bounds land: the layer's own map (SEMANTICS.md §1), projected.
        func device(_ x: Double, _ y: Double) -> (Int, Int) {
            let p = layer.localToParent.apply(x: x, y: y)
            return (Int(p.x / p.w), Int(p.y / p.w))
        }
        // The image stretches over the bounds: its left half (x < 50) is red, its right blue.
        for (x, y) in [(10.0, 10.0), (25, 50), (40, 90)] {
            let (px, py) = device(x, y)
            assertPixel(b, px, py, (255, 0, 0), tolerance: 1)
        }
        for (x, y) in [(60.0, 10.0), (75, 50), (90, 90)] {
            let (px, py) = device(x, y)
            assertPixel(b, px, py, (0, 0, 255), tolerance: 1)
        }
    }

    func testAProjectedImageCoversWhatTheBackgroundCovers() throws {
        // A 1 x 1 green image stretched over the bounds paints the pixels a green background
        // paints under the same placement: the same projected outline, the same edges.
        let dot = ContentImage(bitmap: Bitmap(width: 1, height: 1, fill: (0, 255, 0, 255))!, name: "dot")
        let image = try Compositor().render(
            makeTree(width: 200, height: 200, [perspectiveLayer(LayerContent(image: dot))]),
            scale: 1)
        let fill = try Compositor().render(
            makeTree(
                width: 200, height: 200,
                [perspectiveLayer(.none, color: RGBA(red: 0, green: 1, blue: 0))]),
            scale: 1)
        var interior = 0, worst = 0
        for i in stride(from: 1, to: image.pixels.count, by: 4) {
            let a = Int(image.pixels[i]), f = Int(fill.pixels[i])
            if f == 255 { interior += 1 }
            worst = max(worst, abs(a - f))
        }
        XCTAssertGreaterThan(interior, 5_000)
        // Both are clipped by the same anti-aliased outline; Cairo's clip-then-paint and its
        // fill may round an edge pixel's coverage one level apart.
        XCTAssertLessThanOrEqual(worst, 1)
    }
}
