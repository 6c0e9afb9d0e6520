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
        // GaussianBlur promises 1/255 of the true Gaussian; rounding to 8 bits adds half a
        // level; the blur reads 3 sigma beyond the layer, so what it leaves out weighs
        // under 0.0014 (0.35 levels): 1.5 in all.
        let small = try worstEdgeError(sigma: 4, width: 200, edge: 100)
        // Sigma 20 takes the box passes on an image shrunk 2 times; sigma 12 at scale 2 too.
        let large = try worstEdgeError(sigma: 20, width: 400, edge: 200)
        let scaled = try worstEdgeError(sigma: 12, width: 300, edge: 150, scale: 2)
        print(String(format: "backdrop edge: largest difference from Phi %.2f, %.2f, %.2f / 255", small, large, scaled))
        XCTAssertLessThanOrEqual(small, 1.5)
        XCTAssertLessThanOrEqual(large, 1.5)
        XCTAssertLessThanOrEqual(scaled, 1.5)
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
}
