import Foundation
import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookTestSupport

// Helpers for the shape, gradient, shadow and mask tests.

/// A layer of `frame` drawing `shape`.
func shapeLayer(_ id: Int, frame: CGRect, _ shape: ShapeContent) -> LayerState {
    var l = makeLayer(id, frame: frame)
    l.shape = shape
    return l
}

/// Renders `layers` over a root of `background` colour (white by default), `size` points.
func renderOver(
    _ layers: [LayerState], width: Double = 100, height: Double = 100, background: RGBA? = .white,
    scale: Double = 1
) throws -> Bitmap {
    var tree = makeTree(width: width, height: height, layers)
    tree.root.backgroundColor = background
    return try Compositor().render(tree, scale: scale)
}

/// Writes `bitmap` as a PNG under `$FLIPBOOK_RENDER_DUMP`, to look at by eye.
func dumpPNG(_ bitmap: Bitmap, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] else { return }
    try? PNGFile.write(bitmap, to: dir + "/" + name + ".png")
}

/// The red channel at (x, y).
func red(_ b: Bitmap, _ x: Int, _ y: Int) -> Int { Int(b.pixel(x: x, y: y).r) }

/// The sum over the rectangle of the red channel / 255: the painted area, for a white
/// drawing on black.
func paintedArea(_ b: Bitmap, x: Range<Int>, y: Range<Int>) -> Double {
    var sum = 0.0
    for yy in y { for xx in x { sum += Double(b.pixel(x: xx, y: yy).r) / 255 } }
    return sum
}
