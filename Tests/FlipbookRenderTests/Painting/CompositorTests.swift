import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender
import FlipbookTestSupport

final class CompositorTests: XCTestCase {
    let compositor = Compositor()

    func testBackdropIsOpaqueBlack() throws {
        let b = try compositor.render(makeTree([]), scale: 1)
        XCTAssertEqual(b.width, 100)
        XCTAssertEqual(b.height, 100)
        XCTAssertEqual(b.pixels, Bitmap(width: 100, height: 100)!.pixels)
    }

    func testSquareCoversExactlyItsPixels() throws {
        let b = try compositor.render(
            makeTree([makeLayer(1, frame: CGRect(x: 10, y: 20, width: 30, height: 40), color: red)]), scale: 1)
        dump(b, "square")
        assertPixel(b, 10, 20, (255, 0, 0))
        assertPixel(b, 39, 59, (255, 0, 0))
        assertPixel(b, 25, 40, (255, 0, 0))
        assertPixel(b, 9, 20, (0, 0, 0))
        assertPixel(b, 10, 19, (0, 0, 0))
        assertPixel(b, 40, 59, (0, 0, 0))
        assertPixel(b, 39, 60, (0, 0, 0))
        var painted = 0
        for y in 0..<100 { for x in 0..<100 where b.pixel(x: x, y: y).r > 0 { painted += 1 } }
        XCTAssertEqual(painted, 30 * 40)
    }

    func testEdgeOnHalfPixelIsAntiAliased() throws {
        let b = try compositor.render(
            makeTree([makeLayer(1, frame: CGRect(x: 10.5, y: 20, width: 30, height: 40), color: red)]), scale: 1)
        assertPixel(b, 10, 30, (128, 0, 0), tolerance: 2)
        assertPixel(b, 40, 30, (128, 0, 0), tolerance: 2)
        assertPixel(b, 11, 30, (255, 0, 0))
        assertPixel(b, 9, 30, (0, 0, 0))
    }

    func testScaleTwoDoublesThePixelSize() throws {
        let b = try compositor.render(
            makeTree([makeLayer(1, frame: CGRect(x: 10, y: 20, width: 30, height: 40), color: red)]), scale: 2)
        XCTAssertEqual(b.width, 200)
        XCTAssertEqual(b.height, 200)
        assertPixel(b, 20, 40, (255, 0, 0))
        assertPixel(b, 79, 119, (255, 0, 0))
        assertPixel(b, 19, 40, (0, 0, 0))
        assertPixel(b, 80, 119, (0, 0, 0))
        assertPixel(b, 79, 120, (0, 0, 0))
    }

    func testPixelSizeRoundsPointsTimesScale() throws {
        let b = try compositor.render(makeTree(width: 375, height: 667, []), scale: 1.5)
        XCTAssertEqual(b.width, 563)  // 562.5 rounds away from zero
        XCTAssertEqual(b.height, 1001)  // 1000.5
    }

    func testCornerRadiusLeavesCornerPixelBlack() throws {
        var card = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 40, height: 40), color: .white)
        card.cornerRadius = 10
        let b = try compositor.render(makeTree([card]), scale: 1)
        dump(b, "corner")
        assertPixel(b, 10, 10, (0, 0, 0))
        assertPixel(b, 49, 49, (0, 0, 0))
        assertPixel(b, 30, 10, (255, 255, 255))
        assertPixel(b, 10, 30, (255, 255, 255))
        // Diagonal through the corner centre (20, 20): the arc crosses at 20 - 10/sqrt(2) = 12.93.
        XCTAssertGreaterThan(b.pixel(x: 13, y: 13).r, 200)
        XCTAssertLessThan(b.pixel(x: 12, y: 12).r, 128)
    }

    func testRadiusIsClampedToHalfTheSmallerSide() throws {
        var pill = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 80, height: 20), color: .white)
        pill.cornerRadius = 500
        let b = try compositor.render(makeTree([pill]), scale: 1)
        assertPixel(b, 50, 10, (255, 255, 255))
        XCTAssertGreaterThan(b.pixel(x: 10, y: 20).r, 60)  // the round end reaches x = 10 at its middle
        assertPixel(b, 10, 10, (0, 0, 0))
        assertPixel(b, 89, 29, (0, 0, 0))
    }

    func testMasksToBoundsClipsSublayers() throws {
        func tree(masks: Bool) -> LayerTree {
            var parent = makeLayer(
                1, frame: CGRect(x: 10, y: 10, width: 40, height: 40), color: blue,
                sublayers: [makeLayer(2, frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: red)])
            parent.masksToBounds = masks
            return makeTree([parent])
        }
        let clipped = try compositor.render(tree(masks: true), scale: 1)
        let free = try compositor.render(tree(masks: false), scale: 1)
        dump(clipped, "masks")
        assertPixel(clipped, 45, 45, (255, 0, 0))
        assertPixel(clipped, 20, 20, (0, 0, 255))
        assertPixel(clipped, 55, 55, (0, 0, 0))
        assertPixel(free, 55, 55, (255, 0, 0))
    }

    func testMasksToBoundsClipsToTheRoundedCorner() throws {
        var parent = makeLayer(
            1, frame: CGRect(x: 10, y: 10, width: 40, height: 40),
            sublayers: [makeLayer(2, frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: red)])
        parent.masksToBounds = true
        parent.cornerRadius = 10
        let b = try compositor.render(makeTree([parent]), scale: 1)
        assertPixel(b, 10, 10, (0, 0, 0))
        assertPixel(b, 30, 30, (255, 0, 0))
    }

    func testBorderIsInsideTheBoundsAndAboveSublayers() throws {
        var card = makeLayer(
            1, frame: CGRect(x: 10, y: 10, width: 40, height: 40), color: .white,
            sublayers: [makeLayer(2, frame: CGRect(x: 0, y: 0, width: 40, height: 20), color: blue)])
        card.borderWidth = 5
        card.borderColor = red
        let b = try compositor.render(makeTree([card]), scale: 1)
        dump(b, "border")
        assertPixel(b, 10, 30, (255, 0, 0))
        assertPixel(b, 14, 30, (255, 0, 0))
        assertPixel(b, 15, 30, (255, 255, 255))
        assertPixel(b, 9, 30, (0, 0, 0))
        assertPixel(b, 30, 12, (255, 0, 0))  // over the blue sublayer
        assertPixel(b, 30, 17, (0, 0, 255))
        assertPixel(b, 30, 40, (255, 255, 255))
    }

    func testLaterSublayersDrawOnTop() throws {
        let b = try compositor.render(
            makeTree([
                makeLayer(1, frame: CGRect(x: 10, y: 10, width: 40, height: 40), color: red),
                makeLayer(2, frame: CGRect(x: 30, y: 30, width: 40, height: 40), color: blue),
            ]), scale: 1)
        assertPixel(b, 40, 40, (0, 0, 255))
        assertPixel(b, 20, 20, (255, 0, 0))
    }

    func testSameTreeRendersIdenticalBytesTwiceAndAcrossThreads() throws {
        var card = makeLayer(2, frame: CGRect(x: 24, y: 96, width: 96, height: 96), color: .white)
        card.cornerRadius = 12
        var screen = makeLayer(
            1, frame: CGRect(x: 0, y: 0, width: 375, height: 667), color: RGBA(hex: 0x007AFF),
            sublayers: [card])
        screen.opacity = 0.6
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1200
        screen.transform = Transform3D.rotation(0.7, 0, 1, 0).concatenating(perspective)
        let tree = makeTree(width: 375, height: 667, [screen])
        let first = try compositor.render(tree, scale: 2)
        XCTAssertEqual(try compositor.render(tree, scale: 2), first)

        let results = Locked([Bitmap?](repeating: nil, count: 4))
        try WorkerPool.run(count: 4, threads: 4) { i in
            let b = try Compositor().render(tree, scale: 2)
            results.withLock { $0[i] = b }
        }
        for (i, b) in results.value.enumerated() { XCTAssertEqual(b, first, "thread \(i)") }
    }
}
