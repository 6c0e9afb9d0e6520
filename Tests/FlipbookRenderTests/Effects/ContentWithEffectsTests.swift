import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

/// A layer's image and text are drawn whatever else the layer has: a shadow, a mask or a
/// shape (SEMANTICS.md §14). Each of those sends the layer down the painter's effects path,
/// which must draw, in Core Animation's order, the shadow, the background, the image and text,
/// the shape or gradient, the sublayers and the border: an image view with a shadow shows its
/// image, and its shadow is cast by the image.
final class ContentWithEffectsTests: XCTestCase {
    /// A 4 x 4 opaque red picture.
    let redPicture: ContentImage = {
        var px = [UInt8](repeating: 0, count: 4 * 4 * 4)
        for i in 0..<16 { px[i * 4] = 255; px[i * 4 + 3] = 255 }
        return ContentImage(bitmap: Bitmap(width: 4, height: 4, pixels: px)!, name: "content-effects-red")
    }()

    /// A 20 x 20 point layer at (10, 10) showing the red picture stretched over its bounds
    /// (gravity `.resize`), with no background.
    func pictureLayer() -> LayerState {
        var l = makeLayer(2, frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        l.content = LayerContent(image: redPicture)
        return l
    }

    /// The layer over a white 60 x 60 ground, at scale 1.
    func frame(_ layer: LayerState) throws -> Bitmap {
        let ground = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 60, height: 60), color: .white)
        return try Compositor(cache: nil).render(makeTree(width: 60, height: 60, [ground, layer]), scale: 1)
    }

    /// Shadow opacity 1, radius 0, offset (20, 0): the picture covers x 10 ... 30, y 10 ... 30,
    /// its shadow is the same square moved 20 to the right, x 30 ... 50, solid black (the
    /// picture is opaque everywhere, so its alpha is 1 over the whole square).
    func testAShadowedPictureShowsThePictureAndCastsItsShadow() throws {
        var l = pictureLayer()
        l.shadow.opacity = 1
        l.shadow.radius = 0
        l.shadow.offset = CGSize(width: 20, height: 0)
        let b = try frame(l)
        assertPixel(b, 20, 20, (255, 0, 0))  // the picture
        assertPixel(b, 40, 20, (0, 0, 0))  // its shadow
        assertPixel(b, 55, 20, (255, 255, 255))  // the ground past the shadow
        assertPixel(b, 40, 35, (255, 255, 255))  // below the shadow
    }

    /// A mask covering the left half (a white 10 x 20 layer at the layer's origin): the
    /// picture shows at x 10 ... 20 and the ground at x 20 ... 30.
    func testAMaskedPictureShowsThroughItsMask() throws {
        var l = pictureLayer()
        l.mask = LayerMask(makeLayer(3, frame: CGRect(x: 0, y: 0, width: 10, height: 20), color: .white))
        let b = try frame(l)
        assertPixel(b, 15, 20, (255, 0, 0))
        assertPixel(b, 25, 20, (255, 255, 255))
    }

    /// A white 200 x 100 label ("HHHH", 17 pt) with an opaque background over a white
    /// ground: a shadow moved
    /// 150 points down (radius 0) falls below the label, so the label's own 100 rows are the
    /// same bytes as the label drawn without a shadow (plain path), text included.
    func testAShadowedLabelDrawsItsText() throws {
        func render(shadowed: Bool) throws -> Bitmap {
            var l = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 200, height: 100), color: .white)
            l.content = LayerContent(
                text: TextContent(text: "HHHH", font: FontDescription(pointSize: 17), alignment: .center))
            if shadowed {
                l.shadow.opacity = 1
                l.shadow.radius = 0
                l.shadow.offset = CGSize(width: 0, height: 150)
            }
            let ground = makeLayer(2, frame: CGRect(x: 0, y: 0, width: 200, height: 300), color: .white)
            return try Compositor(cache: nil).render(makeTree(width: 200, height: 300, [ground, l]), scale: 1)
        }
        let plain = try render(shadowed: false)
        let shadowed = try render(shadowed: true)
        let rowBytes = plain.pixels.count / plain.height
        XCTAssertEqual(Array(plain.pixels[0..<(100 * rowBytes)]), Array(shadowed.pixels[0..<(100 * rowBytes)]))
        // The text is there at all: some pixel of the label's middle row is dark.
        XCTAssertLessThan((0..<200).map { Int(shadowed.pixel(x: $0, y: 50).r) }.min() ?? 255, 64)
        // And the shadow is: the label's opaque background casts a black block below it.
        assertPixel(shadowed, 100, 200, (0, 0, 0))
    }

    /// The same picture layer with its shadow, turned 0.3 rad about its vertical axis inside a
    /// parent with perspective (sublayerTransform m34 = -1/500): the picture is drawn flat with
    /// its shadow and projected, so its centre, which the turn about the centre leaves in
    /// place (the centre is on the axis and at depth 0), is still red; the ground far from
    /// both is white.
    func testATurnedShadowedPictureShowsThePicture() throws {
        var l = pictureLayer()
        l.shadow.opacity = 1
        l.shadow.radius = 0
        l.shadow.offset = CGSize(width: 20, height: 0)
        l.transform = Transform3D.rotation(0.3, 0, 1, 0)
        var parent = makeLayer(4, frame: CGRect(x: 0, y: 0, width: 60, height: 60), sublayers: [l])
        var p = Transform3D.identity
        p.m34 = -1 / 500
        parent.sublayerTransform = p
        let ground = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 60, height: 60), color: .white)
        let b = try Compositor(cache: nil).render(makeTree(width: 60, height: 60, [ground, parent]), scale: 1)
        assertPixel(b, 20, 20, (255, 0, 0))
        assertPixel(b, 20, 50, (255, 255, 255))
    }
}
