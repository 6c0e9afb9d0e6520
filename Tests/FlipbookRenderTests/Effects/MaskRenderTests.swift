import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

/// Masks and masked corners as drawn (SEMANTICS.md §14, "Masks"): red layers over the black
/// backdrop at scale 1.
final class MaskRenderTests: XCTestCase {
    func testAMaskThatCoversTheLeftHalfHidesTheRightHalf() throws {
        // A red 80 x 80 view at (10, 10) whose mask is an opaque 40 x 80 layer at its left:
        // x 10...49 red, x 50...89 black, a clean edge.
        var view = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 80, height: 80), color: red)
        view.mask = LayerMask(makeLayer(2, frame: CGRect(x: 0, y: 0, width: 40, height: 80), color: .white))
        let b = try renderOver([view], background: nil)
        dumpPNG(b, "mask-half")
        assertPixel(b, 10, 50, (255, 0, 0))
        assertPixel(b, 49, 50, (255, 0, 0))
        assertPixel(b, 50, 50, (0, 0, 0))
        assertPixel(b, 89, 50, (0, 0, 0))
        assertPixel(b, 30, 10, (255, 0, 0))
        assertPixel(b, 30, 9, (0, 0, 0))
    }

    func testOnlyTheMasksAlphaCountsAndItMultipliesSublayersBorderAndShadow() throws {
        // A mask of alpha 0.5 (its colour does not matter: blue) halves everything: the red
        // background, a green sublayer and the white border: 127.5 each.
        var view = makeLayer(
            1, frame: CGRect(x: 10, y: 10, width: 80, height: 80), color: red,
            sublayers: [makeLayer(3, frame: CGRect(x: 20, y: 20, width: 20, height: 20), color: green)])
        view.borderWidth = 4; view.borderColor = .white
        view.mask = LayerMask(
            makeLayer(
                2, frame: CGRect(x: 0, y: 0, width: 80, height: 80),
                color: RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)))
        let b = try renderOver([view], background: nil)
        assertPixel(b, 70, 70, (128, 0, 0), tolerance: 1)
        assertPixel(b, 40, 40, (0, 128, 0), tolerance: 1)
        assertPixel(b, 11, 50, (128, 128, 128), tolerance: 1)
        // A shadow outside the mask is hidden with everything else.
        var shadowed = makeLayer(1, frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: red)
        shadowed.shadow.opacity = 1; shadowed.shadow.color = .white;
        shadowed.shadow.offset = CGSize(width: 20, height: 0)
        shadowed.shadow.radius = 0
        let unmasked = try renderOver([shadowed], background: nil)
        assertPixel(unmasked, 70, 40, (255, 255, 255))
        shadowed.mask = LayerMask(makeLayer(2, frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: .white))
        let masked = try renderOver([shadowed], background: nil)
        assertPixel(masked, 70, 40, (0, 0, 0))
        assertPixel(masked, 40, 40, (255, 0, 0))
    }

    func testAShapeMaskRevealsACircle() throws {
        // A circle of radius 30 about (50, 50) in the view's space masks a full red view:
        // the centre and (50, 21) are red, the corner (5, 5) black; (50, 19) is outside.
        var view = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: red)
        var circle = makeLayer(2, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        circle.shape = ShapeContent(path: VectorPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)))
        view.mask = LayerMask(circle)
        let b = try renderOver([view], background: nil)
        dumpPNG(b, "mask-circle")
        assertPixel(b, 50, 50, (255, 0, 0))
        assertPixel(b, 50, 21, (255, 0, 0))
        assertPixel(b, 50, 19, (0, 0, 0))
        assertPixel(b, 5, 5, (0, 0, 0))
    }

    func testAShapeMaskWithoutBoundsUsesTheMaskedLayersSpace() throws {
        // As apps write it: `let mask = CAShapeLayer(); mask.path = ...; layer.mask = mask`,
        // the mask's bounds zero at position (0, 0): its path is in the masked layer's space.
        // A 40 x 40 square at (30, 30) of a view placed at (10, 10): red over (40...80).
        var view = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 80, height: 80), color: red)
        var mask = LayerState(id: LayerID(2))
        mask.shape = ShapeContent(path: VectorPath(rect: CGRect(x: 30, y: 30, width: 40, height: 40)))
        view.mask = LayerMask(mask)
        let b = try renderOver([view], background: nil)
        assertPixel(b, 40, 40, (255, 0, 0))
        assertPixel(b, 79, 79, (255, 0, 0))
        assertPixel(b, 39, 60, (0, 0, 0))
        assertPixel(b, 80, 60, (0, 0, 0))
    }

    func testAGradientMaskFadesTheView() throws {
        // A fade-out mask as apps make it: colours black -> clear, left to right, over a red
        // 100 x 100 view. Alpha at pixel x is 1 - t, t = (x + 0.5) / 100: x = 24 gives 0.755,
        // red 192.5; x = 74 gives 0.255, red 65.0.
        var view = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: red)
        var fade = makeLayer(2, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var g = GradientContent(colors: [.black, .clear])
        g.startPoint = CGPoint(x: 0, y: 0.5); g.endPoint = CGPoint(x: 1, y: 0.5)
        fade.gradient = g
        view.mask = LayerMask(fade)
        let b = try renderOver([view], background: nil)
        XCTAssertEqual(red(b, 24, 50), 193, accuracy: 1)
        XCTAssertEqual(red(b, 74, 50), 65, accuracy: 1)
    }

    func testRoundedTopSheet() throws {
        // A white 100 x 60 sheet at (0, 40), radius 16 on its top corners only
        // (`maskedCorners` = min-y corners): its top-left and top-right pixels are black
        // (outside the arcs), its bottom corners are square and white.
        var sheet = makeLayer(1, frame: CGRect(x: 0, y: 40, width: 100, height: 60), color: .white)
        sheet.cornerRadius = 16
        sheet.maskedCorners = [.minXMinY, .maxXMinY]
        let b = try renderOver([sheet], background: nil)
        dumpPNG(b, "rounded-top")
        assertPixel(b, 0, 40, (0, 0, 0))
        assertPixel(b, 99, 40, (0, 0, 0))
        assertPixel(b, 0, 99, (255, 255, 255))
        assertPixel(b, 99, 99, (255, 255, 255))
        assertPixel(b, 50, 40, (255, 255, 255))
        // On the diagonal through the corner centre (16, 56) the arc is at 16 - 16 / sqrt 2 = 4.69:
        // the pixel (5, 45) is mostly in, (3, 43) out.
        XCTAssertGreaterThan(b.pixel(x: 5, y: 45).r, 128)
        XCTAssertLessThan(b.pixel(x: 3, y: 43).r, 20)
        // Masked corners apply to clipping too: a sublayer filling the sheet is cut the same.
        var clipping = makeLayer(
            1, frame: CGRect(x: 0, y: 40, width: 100, height: 60),
            sublayers: [makeLayer(2, frame: CGRect(x: 0, y: 0, width: 100, height: 60), color: .white)])
        clipping.cornerRadius = 16; clipping.maskedCorners = [.minXMinY, .maxXMinY]; clipping.masksToBounds = true
        let c = try renderOver([clipping], background: nil)
        XCTAssertEqual(zip(c.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max(), 0)
    }
}
