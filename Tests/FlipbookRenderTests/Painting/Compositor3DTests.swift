import Foundation
import XCTest
import FlipbookCore
@testable import FlipbookRender

// Helpers of this file's own, so that it does not depend on where the shared test fixtures live.
private let red3D = RGBA(red: 1, green: 0, blue: 0)
private let green3D = RGBA(red: 0, green: 1, blue: 0)
private let blue3D = RGBA(red: 0, green: 0, blue: 1)

private func layer3D(_ id: Int, frame: CGRect, color: RGBA? = nil, sublayers: [LayerState] = []) -> LayerState {
    LayerState(
        id: LayerID(id), bounds: CGRect(origin: .zero, size: frame.size),
        position: CGPoint(x: frame.midX, y: frame.midY), backgroundColor: color, sublayers: sublayers)
}

private func tree3D(width: Double = 100, height: Double = 100, _ layers: [LayerState]) -> LayerTree {
    LayerTree(
        size: CGSize(width: width, height: height),
        root: layer3D(0, frame: CGRect(x: 0, y: 0, width: width, height: height), sublayers: layers))
}

private func assertPixel3D(
    _ b: Bitmap, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int), tolerance: Int = 0,
    file: StaticString = #filePath, line: UInt = #line
) {
    let p = b.pixel(x: x, y: y)
    let ok =
        abs(Int(p.r) - rgb.0) <= tolerance && abs(Int(p.g) - rgb.1) <= tolerance && abs(Int(p.b) - rgb.2) <= tolerance
    XCTAssertTrue(ok, "pixel (\(x), \(y)) is \(p), expected \(rgb) ± \(tolerance)", file: file, line: line)
}

/// SEMANTICS.md §10, "3-D layer trees" and the matrix rule, drawn.
final class Compositor3DTests: XCTestCase {
    let compositor = Compositor()

    func perspective(_ d: Double) -> Transform3D { var p = Transform3D.identity; p.m34 = -1 / d; return p }

    /// Painted height of column `x` (red channel, counting partial coverage).
    func columnHeight(_ b: Bitmap, _ x: Int) -> Double {
        (0..<b.height).reduce(0) { $0 + Double(b.pixel(x: x, y: $1).r) / 255 }
    }

    /// Painted width of row `y` (red channel, counting partial coverage).
    func rowWidth(_ b: Bitmap, _ y: Int) -> Double {
        (0..<b.width).reduce(0) { $0 + Double(b.pixel(x: $1, y: y).r) / 255 }
    }

    func testSublayerTransformGivesTheSublayersPerspective() throws {
        // The parent fills 375 x 800 with sublayerTransform m34 = -1/1200 about its centre
        // (187.5, 400); the child, 375 x 667 centred there, is turned pi/4 about y. That is the
        // same map as CompositorTransformTests.testPerspectiveDrawsTheNearEdgeTaller, whose
        // edges were worked out by hand: near (left) edge at x = 38.45, far edge at 306.89.
        var child = layer3D(2, frame: CGRect(x: 0, y: 66.5, width: 375, height: 667), color: .white)
        child.transform = Transform3D.rotation(.pi / 4, 0, 1, 0)
        var parent = layer3D(1, frame: CGRect(x: 0, y: 0, width: 375, height: 800), sublayers: [child])
        parent.sublayerTransform = perspective(1200)
        let b = try compositor.render(tree3D(width: 375, height: 800, [parent]), scale: 1)
        assertPixel3D(b, 37, 400, (0, 0, 0))
        assertPixel3D(b, 39, 400, (255, 255, 255))
        assertPixel3D(b, 307, 400, (0, 0, 0), tolerance: 1)
        // The near edge is drawn longer than the far one: 667 * 1200 / (1200 - 187.5 sin 45°)
        // = 742.4 against 667 * 1200 / (1200 + 132.6) = 600.6 at the very edges.
        XCTAssertGreaterThan(columnHeight(b, 40), 735)
        XCTAssertLessThan(columnHeight(b, 305), 610)
        // Without the sublayer transform the child is a flat squash, both edges 667 tall.
        parent.sublayerTransform = .identity
        let flat = try compositor.render(tree3D(width: 375, height: 800, [parent]), scale: 1)
        XCTAssertEqual(columnHeight(flat, 100), 667, accuracy: 1)
        XCTAssertEqual(columnHeight(flat, 250), 667, accuracy: 1)
    }

    /// A card turned `angle` about y under a perspective parent, its front red with a green
    /// mark at its left, its back blue, both single-sided, held by a transform layer or a
    /// plain layer.
    func card(angle: Double, transformLayer: Bool) throws -> Bitmap {
        var front = layer3D(
            3, frame: CGRect(x: 0, y: 0, width: 200, height: 200), color: red3D,
            sublayers: [layer3D(5, frame: CGRect(x: 10, y: 90, width: 20, height: 20), color: green3D)])
        front.isDoubleSided = false
        var back = layer3D(4, frame: CGRect(x: 0, y: 0, width: 200, height: 200), color: blue3D)
        back.transform = Transform3D.rotation(.pi, 0, 1, 0)
        back.isDoubleSided = false
        var holder = layer3D(2, frame: CGRect(x: 100, y: 100, width: 200, height: 200), sublayers: [front, back])
        holder.flattensSublayers = !transformLayer
        holder.transform = Transform3D.rotation(angle, 0, 1, 0)
        var container = layer3D(1, frame: CGRect(x: 0, y: 0, width: 400, height: 400), sublayers: [holder])
        container.sublayerTransform = perspective(500)
        return try compositor.render(tree3D(width: 400, height: 400, [container]), scale: 1)
    }

    func testTransformLayerShowsTheFrontThenTheBack() throws {
        let early = try card(angle: .pi / 4, transformLayer: true)
        assertPixel3D(early, 200, 150, (255, 0, 0))
        let late = try card(angle: 3 * .pi / 4, transformLayer: true)
        assertPixel3D(late, 200, 150, (0, 0, 255))
    }

    func testPlainLayerShowsTheFrontMirrored() throws {
        // The holder flattens both faces into its plane first (the back is mirrored there,
        // so culled), then turns as one picture: past pi/2 it is seen from behind, the front
        // mirrored. The green mark, at the left of the front, is then at the right.
        let late = try card(angle: 3 * .pi / 4, transformLayer: false)
        assertPixel3D(late, 200, 150, (255, 0, 0))
        let greenColumns = (0..<400).filter { late.pixel(x: $0, y: 200).g > 200 && late.pixel(x: $0, y: 200).r < 50 }
        XCTAssertFalse(greenColumns.isEmpty)
        XCTAssertGreaterThan(greenColumns.min() ?? 0, 200)  // right of the centre
        let early = try card(angle: .pi / 4, transformLayer: false)
        let earlyGreen = (0..<400).filter { early.pixel(x: $0, y: 200).g > 200 && early.pixel(x: $0, y: 200).r < 50 }
        XCTAssertLessThan(earlyGreen.max() ?? 400, 200)  // left of the centre
    }

    func testCardAtEightyDegreesIsDrawn156PixelsWideHalfway() throws {
        // A card turned half way by a matrix animation: 200 pt card, P -> Ry(80°) P with m34 = -1/500, linear, 1 s; at
        // 0.5 s it is Ry(40°) P, 67.878 + 87.905 = 155.78 points wide (MatrixInterpolationTests).
        let card = layer3D(2, frame: CGRect(x: 100, y: 100, width: 200, height: 200), color: .white)
        var root = layer3D(0, frame: CGRect(x: 0, y: 0, width: 400, height: 400), sublayers: [card])
        root.sublayers[0].transform = perspective(500)
        let from = perspective(500), to = Transform3D.rotation(80 * .pi / 180, 0, 1, 0).concatenating(perspective(500))
        let timeline = Timeline(
            size: CGSize(width: 400, height: 400), snapshots: [ModelSnapshot(time: 0, root: root)],
            animations: [
                PropertyAnimation(
                    layer: LayerID(2), change: .transform(from: from, to: to), begin: 0,
                    duration: 1, timing: .curve(.linear))
            ], duration: 1)
        let b = try compositor.render(timeline.presentation(at: 0.5), scale: 1)
        XCTAssertEqual(rowWidth(b, 200), 155.78, accuracy: 1)
    }
}

final class ZPositionTests: XCTestCase {
    func testHigherZPositionDrawsOnTopAndTiesKeepSublayerOrder() throws {
        // Two overlapping squares: red first, green second. Green normally covers the overlap;
        // with red.zPosition = 1 red does. Equal non-zero values keep the sublayer order.
        var r = layer3D(1, frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: red3D)
        let g = layer3D(2, frame: CGRect(x: 40, y: 40, width: 50, height: 50), color: green3D)
        let plain = try Compositor().render(tree3D([r, g]), scale: 1)
        assertPixel3D(plain, 50, 50, (0, 255, 0))
        r.zPosition = 1
        let raised = try Compositor().render(tree3D([r, g]), scale: 1)
        assertPixel3D(raised, 50, 50, (255, 0, 0))
        var g2 = g; g2.zPosition = 1
        let tied = try Compositor().render(tree3D([r, g2]), scale: 1)
        assertPixel3D(tied, 50, 50, (0, 255, 0))
    }

    func testZPositionUnderPerspectiveMovesTheLayerNearer() throws {
        // A 100 x 100 square at the centre of a 400 x 400 parent with m34 = -1/500, raised by
        // zPosition 100: w = 1 - 100/500 = 0.8, so it is drawn 100 / 0.8 = 125 px wide.
        var square = layer3D(2, frame: CGRect(x: 150, y: 150, width: 100, height: 100), color: red3D)
        square.zPosition = 100
        var parent = layer3D(1, frame: CGRect(x: 0, y: 0, width: 400, height: 400), sublayers: [square])
        var p = Transform3D.identity; p.m34 = -1.0 / 500
        parent.sublayerTransform = p
        let b = try Compositor().render(tree3D(width: 400, height: 400, [parent]), scale: 1)
        let width = (0..<400).reduce(0.0) { $0 + Double(b.pixel(x: $1, y: 200).r) / 255 }
        XCTAssertEqual(width, 125, accuracy: 0.5)
    }
}

final class TransformLayerDepthTests: XCTestCase {
    func testNearerSublayerIsDrawnOverAFartherOneWhateverTheOrder() throws {
        // In a transform layer, red is first in sublayer order but 10 points nearer (z = +10),
        // green second at z = 0: red covers the overlap. In a plain layer the order wins.
        var near = layer3D(2, frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: red3D)
        near.transform = .translation(0, 0, 10)
        let far = layer3D(3, frame: CGRect(x: 40, y: 40, width: 50, height: 50), color: green3D)
        var holder = layer3D(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100), sublayers: [near, far])
        holder.flattensSublayers = false
        let sorted = try Compositor().render(tree3D([holder]), scale: 1)
        assertPixel3D(sorted, 50, 50, (255, 0, 0))
        holder.flattensSublayers = true
        let plain = try Compositor().render(tree3D([holder]), scale: 1)
        assertPixel3D(plain, 50, 50, (0, 255, 0))
    }
}
