import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

/// Shadows as drawn (SEMANTICS.md §14, "Shadows"): black shadows on a white root, so a
/// pixel's red channel is 255 (1 - shadow alpha).
final class ShadowRenderTests: XCTestCase {
    /// Phi, the normal CDF: the reference for the Gaussian's step response.
    func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

    /// A white square with an opaque black shadow.
    func card(
        frame: CGRect, radius: Double, offset: CGSize = .zero, path: VectorPath? = nil,
        background: RGBA? = .white
    ) -> LayerState {
        var l = makeLayer(1, frame: frame, color: background)
        l.shadow.opacity = 1
        l.shadow.radius = radius
        l.shadow.offset = offset
        l.shadow.path = path
        return l
    }

    func testFalloffBesideAnEdgeFollowsTheGaussian() throws {
        // A 120 x 120 white card at (40, 40) in a 200 x 200 frame, shadow radius 4, no offset:
        // right of its edge x = 160, half way down (y = 100, 60 px = 15 sigma from the other
        // edges), the shadow's alpha is Phi((160 - (x + 0.5)) / 4):
        //   x = 160: Phi(-0.125) = 0.4503 -> 255 (1 - 0.4503) = 140.2
        //   x = 163: Phi(-0.875) = 0.1908 -> 206.3
        //   x = 167: Phi(-1.875) = 0.0304 -> 247.2
        let b = try renderOver(
            [card(frame: CGRect(x: 40, y: 40, width: 120, height: 120), radius: 4)],
            width: 200, height: 200)
        dumpPNG(b, "shadow-edge")
        XCTAssertEqual(red(b, 160, 100), 140, accuracy: 1)
        XCTAssertEqual(red(b, 163, 100), 206, accuracy: 1)
        XCTAssertEqual(red(b, 167, 100), 247, accuracy: 1)
        var worst = 0.0
        for x in 160..<180 {
            let expected = 255 * (1 - phi((160 - (Double(x) + 0.5)) / 4))
            worst = max(worst, abs(Double(red(b, x, 100)) - expected))
            // The same on the left edge, mirrored, and above and below.
            let mirrored = 255 * (1 - phi((Double(39 - (x - 160)) + 0.5 - 40) / 4))
            worst = max(worst, abs(Double(red(b, 39 - (x - 160), 100)) - mirrored))
        }
        print(String(format: "shadow falloff: largest difference from the Gaussian %.2f / 255", worst))
        // Within 1/255 of the true Gaussian, plus half a level for rounding to 8 bits.
        XCTAssertLessThanOrEqual(worst, 1.5)
        XCTAssertEqual(red(b, 100, 100), 255)  // the card itself, over its shadow
    }

    func testShadowPathGivesTheSameShadowAsTheLayersAlpha() throws {
        let frame = CGRect(x: 40, y: 40, width: 120, height: 120)
        let fromAlpha = try renderOver([card(frame: frame, radius: 6)], width: 200, height: 200)
        let fromPath = try renderOver(
            [card(frame: frame, radius: 6, path: VectorPath(rect: CGRect(x: 0, y: 0, width: 120, height: 120)))],
            width: 200, height: 200)
        var largest = 0
        for y in 0..<200 {
            for x in 0..<200 { largest = max(largest, abs(red(fromAlpha, x, y) - red(fromPath, x, y))) }
        }
        XCTAssertLessThanOrEqual(largest, 1)
    }

    func testDarkestPixelOfASmallShadow() throws {
        // A 4 x 4 shadow path (no background, so only the shadow draws) at (48, 48), sigma 4:
        // the four centre pixels (49, 49), (50, 49), ... have centres 0.5 from the square's
        // centre in x and y, and alpha [Phi((2 - 0.5) / 4) - Phi((-2 - 0.5) / 4)]^2 =
        // (0.64617 - 0.26599)^2 = 0.14454: 255 (1 - 0.14454) = 218.1, the darkest.
        let l = card(
            frame: CGRect(x: 48, y: 48, width: 4, height: 4), radius: 4,
            path: VectorPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), background: nil)
        let b = try renderOver([l])
        dumpPNG(b, "shadow-small")
        var darkest = 255, at = (0, 0)
        for y in 0..<100 { for x in 0..<100 where red(b, x, y) < darkest { darkest = red(b, x, y); at = (x, y) } }
        XCTAssertEqual(darkest, 218, accuracy: 1)
        XCTAssert([48, 49, 50, 51].contains(at.0) && [48, 49, 50, 51].contains(at.1), "darkest at \(at)")
        XCTAssertEqual(red(b, 49, 49), 218, accuracy: 1)
        // 12 px right of the centre, (62, 49), centre 12.5 from it: alpha
        // [Phi(14.5 / 4) - Phi(10.5 / 4)] * 0.38018 = (0.99986 - 0.99567) * 0.38018 = 0.00159,
        // less than half a level: white.
        XCTAssertEqual(red(b, 62, 49), 255, accuracy: 1)
    }

    func testDefaultOffsetMovesTheShadowUpAndOpacityScalesIt() throws {
        // Offset (0, -3): 3 points up. Radius 0.1 (a hard shadow), opacity 0.5, a 20 x 20 card
        // at (40, 40): the shadow shows 3 rows above the card, (50, 37...39), at 50 % black:
        // 127.5; none below it.
        var l = card(
            frame: CGRect(x: 40, y: 40, width: 20, height: 20), radius: 0.1, offset: CGSize(width: 0, height: -3))
        l.shadow.opacity = 0.5
        let b = try renderOver([l])
        XCTAssertEqual(red(b, 50, 38), 128, accuracy: 1)
        XCTAssertEqual(red(b, 50, 36), 255)
        XCTAssertEqual(red(b, 50, 61), 255)
        XCTAssertEqual(red(b, 50, 50), 255)
    }

    func testMasksToBoundsClipsTheShadow() throws {
        // The same shadow, offset 10 right, radius 2: outside the card's bounds it shows, but
        // not when the card masks to bounds (Core Animation clips the shadow too).
        var l = card(
            frame: CGRect(x: 20, y: 20, width: 40, height: 40), radius: 2, offset: CGSize(width: 10, height: 0))
        let shown = try renderOver([l])
        l.masksToBounds = true
        let clipped = try renderOver([l])
        XCTAssertLessThan(red(shown, 65, 40), 10)
        XCTAssertEqual(red(clipped, 65, 40), 255)
    }

    func testScaleTwoBlursInPixelsTwiceAsWide() throws {
        // At scale 2 the same card's edge is at x = 320 px, sigma 8 px: pixel 324 (centre
        // 4.5 px out) has alpha Phi(-4.5 / 8) = 0.2869: 181.8.
        let b = try renderOver(
            [card(frame: CGRect(x: 40, y: 40, width: 120, height: 120), radius: 4)],
            width: 200, height: 200, scale: 2)
        XCTAssertEqual(red(b, 324, 200), 182, accuracy: 1)
    }

    func testHostileShadowValues() throws {
        // A negative radius draws as 0 (a hard edge); a huge one is clamped and returns; a NaN
        // offset draws no shadow.
        var l = card(
            frame: CGRect(x: 20, y: 20, width: 40, height: 40), radius: -5, offset: CGSize(width: 10, height: 0))
        let hard = try renderOver([l])
        XCTAssertEqual(red(hard, 65, 40), 0)
        XCTAssertEqual(red(hard, 71, 40), 255)
        l.shadow.radius = 1e9
        _ = try renderOver([l])
        l.shadow.radius = 3; l.shadow.offset = CGSize(width: Double.nan, height: 0)
        XCTAssertEqual(red(try renderOver([l]), 65, 40), 255)
    }
}
