import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

/// Backdrop filters as drawn (SEMANTICS.md §17, "Materials"): a blur of what lies under the
/// layer, then the saturate matrix and the tint, clipped to the layer's (rounded, turned)
/// bounds.
final class BackdropRenderTests: XCTestCase {
    /// Phi, the normal CDF: the blur of a sharp step is Phi of the distance over sigma.
    func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

    /// A layer over the whole `width` x `height` frame that only blurs.
    func blurLayer(_ id: Int, frame: CGRect, _ filter: BackdropFilter) -> LayerState {
        var l = makeLayer(id, frame: frame)
        l.backdrop = filter
        return l
    }

    /// A black half (x < edge) beside the white root, under a frame-wide blur of `sigma`
    /// points: the red channel of row 50 against 255 Phi((x + 0.5 - edge) / sigma).
    func worstEdgeError(sigma: Double, width: Int, edge: Int, scale: Double = 1) throws -> Double {
        let black = makeLayer(1, frame: CGRect(x: 0, y: 0, width: Double(edge), height: 100), color: .black)
        let blur = blurLayer(
            2, frame: CGRect(x: 0, y: 0, width: Double(width), height: 100), BackdropFilter(radius: sigma))
        let b = try renderOver([black, blur], width: Double(width), height: 100, scale: scale)
        dumpPNG(b, "backdrop-edge-\(Int(sigma))")
        var worst = 0.0
        let s = sigma * scale, e = Double(edge) * scale
        for x in Int(e - 4 * s)..<Int(e + 4 * s) {
            let expected = 255 * phi((Double(x) + 0.5 - e) / s)
            worst = max(worst, abs(Double(red(b, x, Int(50 * scale))) - expected))
        }
        return worst
    }

    func testABlurredEdgeFollowsTheNormalCDF() throws {
        // Sigma 4 (the exact convolution): the profile across the edge at x = 100 is
        // 255 Phi((x + 0.5 - 100) / 4), worked by hand at three pixels:
        //   x = 96:  Phi(-0.875) = 0.1908 -> 48.7
        //   x = 100: Phi(0.125)  = 0.5497 -> 140.2
        //   x = 103: Phi(0.875)  = 0.8092 -> 206.3
        // Rows are all alike (the frame's top and bottom repeat their edge pixels), so only
        // the horizontal blur shows.
        let black = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: .black)
        let blur = blurLayer(2, frame: CGRect(x: 0, y: 0, width: 200, height: 100), BackdropFilter(radius: 4))
        let b = try renderOver([black, blur], width: 200, height: 100)
        XCTAssertEqual(red(b, 96, 50), 49, accuracy: 1)
        XCTAssertEqual(red(b, 100, 50), 140, accuracy: 1)
        XCTAssertEqual(red(b, 103, 50), 206, accuracy: 1)
        XCTAssertEqual(red(b, 100, 0), red(b, 100, 50))  // the top edge does not darken
        // Below 6 pixels the backdrop is not shrunk: an exact convolution (kernel to 3 sigma +
        // 1, scaled to sum to 1: the tails it leaves out weigh 0.27%, half of which is spread
        // where it would cancel) rounded to 8 bits, so within half a level plus 0.35: 1.
        let small = try worstEdgeError(sigma: 4, width: 200, edge: 100)
        // Sigma 20 is shrunk 4 times (20 / 4 = 5 >= 3 > 20 / 8), sigma 12 at scale 2 (24
        // pixels) 8 times: there the bound is 2.5 levels, the sum of the bilinear
        // interpolation's reach h² / 8 x 0.242 / sigma'² (0.86 at the smallest small sigma,
        // 2.96), the small image's rounding to 8 bits (0.5), the interpolation's own rounding
        // of Cairo's 7-bit weights (0.5) and the kernel's tails (0.35): 2.21, with a margin.
        let large = try worstEdgeError(sigma: 20, width: 400, edge: 200)
        let scaled = try worstEdgeError(sigma: 12, width: 300, edge: 150, scale: 2)
        // Sigma 6 is the first one shrunk (twice, to a small sigma of 2.96): the worst case.
        let first = try worstEdgeError(sigma: 6, width: 200, edge: 101)
        print(
            String(
                format: "backdrop edge: largest difference from Phi %.2f, %.2f, %.2f, %.2f / 255", small, large,
                scaled, first))
        XCTAssertLessThanOrEqual(small, 1)
        XCTAssertLessThanOrEqual(large, 2.5)
        XCTAssertLessThanOrEqual(scaled, 2.5)
        XCTAssertLessThanOrEqual(first, 2.5)
    }

    func testTheShrinkFactorLeavesAtLeastThreeSmallPixelsOfBlur() {
        // The largest power of two f <= 16 with sigma / f >= 3, by hand: 5.9 -> 1, 6 -> 2,
        // 11.9 -> 2, 12 -> 4, 24 -> 8, 48 -> 16, 500 -> 16 (the cap).
        for (sigma, f) in [(5.9, 1), (6.0, 2), (11.9, 2), (12.0, 4), (24.0, 8), (48.0, 16), (500.0, 16)] {
            XCTAssertEqual(BackdropBlur.factor(sigma: sigma), f, "sigma \(sigma)")
        }
        // The variances add up: sigma 50 shrunk 16 times leaves
        // sqrt(2500 - 255 / 12 - 256 / 6) / 16 = sqrt(2436.08) / 16 = 3.0848 small pixels.
        XCTAssertEqual(BackdropBlur.smallSigma(sigma: 50, factor: 16), 3.0848, accuracy: 1e-4)
        // The kernel sums to 1 and reaches ceil(3 sigma) + 1 = 10 for sigma 3: 21 taps.
        let k = BackdropBlur.kernel(sigma: 3)
        XCTAssertEqual(k.count, 21)
        XCTAssertEqual(Double(k.reduce(0, +)), 1, accuracy: 1e-6)
        XCTAssertEqual(BackdropBlur.kernel(sigma: 0.01), [1])
    }

    func testAnOpacityBelowOneMixesTheFilteredWithTheBackdrop() throws {
        // Opacity 0.5: half way between the backdrop (153, 102, 51) and the filtered colour
        // (208.1, 143.9, 79.6) worked out below: (180.55, 122.95, 65.3).
        var l = blurLayer(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100), material)
        l.opacity = 0.5
        let b = try renderOver([l], background: tan)
        let p = b.pixel(x: 50, y: 50)
        XCTAssertEqual(Double(p.r), 180.55, accuracy: 1.5)
        XCTAssertEqual(Double(p.g), 122.95, accuracy: 1.5)
        XCTAssertEqual(Double(p.b), 65.3, accuracy: 1.5)
    }

    func testASmallBlurLeavesThePixelsBeyondItsOutlineAlone() throws {
        // A 40 x 40 blur of radius 30 (shrunk 8 times) at (30, 30) over a black left half:
        // it reads far beyond its outline, but writes only inside it; outside, every pixel
        // keeps the backdrop (black left of x = 50, white right of it).
        let black = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 50, height: 100), color: .black)
        let blur = blurLayer(2, frame: CGRect(x: 30, y: 30, width: 40, height: 40), BackdropFilter(radius: 30))
        let b = try renderOver([black, blur])
        for (x, y) in [(29, 50), (70, 50), (50, 29), (50, 70), (10, 10), (90, 90)] {
            XCTAssertEqual(red(b, x, y), x < 50 ? 0 : 255, "(\(x), \(y))")
        }
        // Inside, the blur of the step at x = 50: 255 Phi((x + 0.5 - 50) / 30).
        XCTAssertEqual(Double(red(b, 40, 50)), 255 * phi(-9.5 / 30), accuracy: 2.5)
        XCTAssertEqual(Double(red(b, 60, 50)), 255 * phi(10.5 / 30), accuracy: 2.5)
    }

    /// The backdrop colour (0.6, 0.4, 0.2) = (153, 102, 51) through saturation 1.8 and a white
    /// tint at 0.3, worked by hand with the W3C saturate matrix for s = 1.8:
    ///   R' = 1.6296 x 153 - 0.572 x 102 - 0.0576 x 51 = 188.05
    ///   G' = -0.1704 x 153 + 1.228 x 102 - 0.0576 x 51 = 96.25
    ///   B' = -0.1704 x 153 - 0.572 x 102 + 1.7424 x 51 = 4.45
    /// then c 0.7 + 255 x 0.3: (208.1, 143.9, 79.6). A blur of one colour is that colour, up to
    /// the corners of the frame (edge pixels repeat).
    let material = BackdropFilter(radius: 10, saturation: 1.8, tint: .white, tintAlpha: 0.3)
    let tan = RGBA(red: 0.6, green: 0.4, blue: 0.2)

    func assertTinted(_ b: Bitmap, _ x: Int, _ y: Int, file: StaticString = #filePath, line: UInt = #line) {
        let p = b.pixel(x: x, y: y)
        XCTAssertEqual(Double(p.r), 208.1, accuracy: 1, file: file, line: line)
        XCTAssertEqual(Double(p.g), 143.9, accuracy: 1, file: file, line: line)
        XCTAssertEqual(Double(p.b), 79.6, accuracy: 1, file: file, line: line)
    }

    func assertUntouched(_ b: Bitmap, _ x: Int, _ y: Int, file: StaticString = #filePath, line: UInt = #line) {
        let p = b.pixel(x: x, y: y)
        XCTAssertEqual([p.r, p.g, p.b], [153, 102, 51], file: file, line: line)
    }

    func testSaturationAndTintFollowTheMatrix() throws {
        let b = try renderOver(
            [blurLayer(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100), material)], background: tan)
        assertTinted(b, 50, 50)
        assertTinted(b, 0, 0)
        assertTinted(b, 99, 99)
    }

    func testRoundedCornersClipTheBlur() throws {
        // A 60 x 60 blur at (20, 20) with corner radius 20: the pixel at (21, 21) lies
        // outside the arc (its centre (21.5, 21.5) is sqrt(2 x 18.5²) = 26.2 points from the
        // arc's centre (40, 40), more than 20), so it keeps the backdrop; (50, 50) is
        // filtered; (10, 50), outside the layer, is untouched.
        var l = blurLayer(1, frame: CGRect(x: 20, y: 20, width: 60, height: 60), material)
        l.cornerRadius = 20
        let b = try renderOver([l], background: tan)
        assertUntouched(b, 21, 21)
        assertTinted(b, 50, 50)
        assertUntouched(b, 10, 50)
    }

    func testATurnedLayerBlursItsTurnedRectangle() throws {
        // A 40 x 40 blur centred at (50, 50) turned 45 degrees: a diamond reaching 28.3 points
        // from the centre along the axes. (50, 24) (26 up) is inside, (33, 33) (a corner of
        // the bounding box, 24 points from the centre along the diagonal, beyond the
        // diamond's edge at 20) is not.
        var l = blurLayer(1, frame: CGRect(x: 30, y: 30, width: 40, height: 40), material)
        l.transform = .rotation(Double.pi / 4, 0, 0, 1)
        let b = try renderOver([l], background: tan)
        assertTinted(b, 50, 50)
        assertTinted(b, 50, 24)
        assertUntouched(b, 33, 33)
    }

    func testUnderAPerspectiveTheQuadIsFiltered() throws {
        // Turned 40 degrees about y under a perspective of 1/500: the centre stays filtered
        // and the pixels left of the untransformed frame are untouched.
        var l = blurLayer(1, frame: CGRect(x: 30, y: 20, width: 40, height: 60), material)
        var t = Transform3D.rotation(40 * Double.pi / 180, 0, 1, 0)
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        t = t.concatenating(p)
        l.transform = t
        let b = try renderOver([l], background: tan)
        assertTinted(b, 50, 50)
        assertUntouched(b, 25, 50)
    }

    func testTheSameFrameComesOutOnAnyThread() throws {
        let black = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 60, height: 100), color: .black)
        var blur = blurLayer(2, frame: CGRect(x: 10, y: 10, width: 100, height: 70), material)
        blur.cornerRadius = 12
        let tree = makeTree(width: 120, height: 100, [black, blur])
        let compositor = Compositor()
        let first = try compositor.render(tree, scale: 2)
        let results = Locked<[Bitmap]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            if let b = try? compositor.render(tree, scale: 2) { results.withLock { $0.append(b) } }
        }
        XCTAssertEqual(results.withLock { $0.count }, 4)
        for b in results.withLock({ $0 }) { XCTAssertEqual(b.pixels, first.pixels) }
    }

    func testNoFilterAndAnInvisibleFilterDrawAsBefore() throws {
        let black = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 50, height: 100), color: .black)
        let plain = makeLayer(2, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let none = blurLayer(2, frame: CGRect(x: 0, y: 0, width: 100, height: 100), .none())
        let nan = blurLayer(2, frame: CGRect(x: 0, y: 0, width: 100, height: 100), BackdropFilter(radius: .nan))
        let a = try renderOver([black, plain])
        XCTAssertEqual(try renderOver([black, none]).pixels, a.pixels)
        XCTAssertEqual(try renderOver([black, nan]).pixels, a.pixels)
    }

    func testInsideATranslucentGroupTheBlurSeesTheGroup() throws {
        // A half-transparent parent holding an opaque red square and a blur over it: the blur
        // works on the group's own pixels (alpha blurred too), red everywhere, so it changes
        // nothing, and the group lands at 0.5 over the white root: (255, 127.5, 127.5).
        let square = makeLayer(2, frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: red)
        let blur = blurLayer(3, frame: CGRect(x: 20, y: 20, width: 60, height: 60), BackdropFilter(radius: 5))
        var parent = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100), sublayers: [square, blur])
        parent.opacity = 0.5
        let b = try renderOver([parent])
        for (x, y) in [(50, 50), (21, 21), (10, 10)] {
            let p = b.pixel(x: x, y: y)
            XCTAssertEqual(Int(p.r), 255)
            XCTAssertEqual(Double(p.g), 127.5, accuracy: 1)
            XCTAssertEqual(Double(p.b), 127.5, accuracy: 1)
        }
    }

    func testVibrantContentLightensOrDarkensWhatLiesUnderItByItsCoverage() throws {
        // Over the tan backdrop (153, 102, 51), a layer with vibrancy 0.4 (102 levels) holding
        // a red square (20, 20, 30, 30), whose colour does not count, and a half-transparent
        // one (60, 20, 30, 30): under the first, (153 + 102, 102 + 102, 51 + 102) =
        // (255, 204, 153); under the second, half way: (204, 153, 102); elsewhere untouched.
        // At -0.4: (51, 0, 0) under the first (clamped at 0).
        func render(_ v: Double) throws -> Bitmap {
            let solid = makeLayer(2, frame: CGRect(x: 20, y: 20, width: 30, height: 30), color: red)
            var faint = makeLayer(3, frame: CGRect(x: 60, y: 20, width: 30, height: 30), color: .black)
            faint.opacity = 0.5
            var vibrant = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100), sublayers: [solid, faint])
            vibrant.backgroundColor = nil
            vibrant.backdrop = BackdropFilter(radius: 0, vibrancy: v)
            return try renderOver([vibrant], background: tan)
        }
        let lighter = try render(0.4)
        func rgb(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
            let p = b.pixel(x: x, y: y)
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        XCTAssertEqual(rgb(lighter, 35, 35), [255, 204, 153])
        for (c, e) in zip(rgb(lighter, 75, 35), [204, 153, 102]) { XCTAssertEqual(Double(c), Double(e), accuracy: 1) }
        XCTAssertEqual(rgb(lighter, 50, 80), [153, 102, 51])
        XCTAssertEqual(rgb(try render(-0.4), 35, 35), [51, 0, 0])
    }
}
