import Foundation
import FlipbookCore
import FlipbookRender

/// A 40 x 30 frame, black backdrop, with one `color` rectangle 12 x 8 at (x, 10), drawn by
/// the compositor at scale 1.
public func rectangle(x: Double, color: RGBA = RGBA(red: 1, green: 0, blue: 0)) throws -> Bitmap {
    let rect = LayerState(
        id: LayerID(1), bounds: CGRect(x: 0, y: 0, width: 12, height: 8),
        position: CGPoint(x: x + 6, y: 14), backgroundColor: color)
    let root = LayerState(
        id: LayerID(0), bounds: CGRect(x: 0, y: 0, width: 40, height: 30),
        position: CGPoint(x: 20, y: 15), sublayers: [rect])
    return try Compositor().render(LayerTree(size: CGSize(width: 40, height: 30), root: root), scale: 1)
}
