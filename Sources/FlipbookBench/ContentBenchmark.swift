import Foundation
import FlipbookCore
import FlipbookPNG
import FlipbookRender

/// `flipbook-bench content`: rasterising alone, single-threaded, of screen G (six 600 x 400
/// photos aspect-filled in rounded cells and a 34 pt title) and of the same turned in
/// perspective, at scale 2. Run from the package's root (it reads fixtures/images).
func contentBenchmark() throws {
    // Screen G of SCENES.md from fixtures/images (run from the package's root).
    var cells: [LayerState] = []
    for i in 0..<6 {
        let bitmap = try PNGFile.read("fixtures/images/landscape-\(i + 1).png")
        let frame = CGRect(x: [8, 129, 250][i % 3], y: [110, 231][i / 3], width: 117, height: 117)
        cells.append(
            LayerState(
                id: LayerID(10 + i), bounds: CGRect(x: 0, y: 0, width: 117, height: 117),
                position: CGPoint(x: frame.midX, y: frame.midY), cornerRadius: 8, masksToBounds: true,
                content: LayerContent(
                    image: ContentImage(bitmap: bitmap, name: "landscape"),
                    gravity: .resizeAspectFill)))
    }
    let title = LayerState(
        id: LayerID(20), bounds: CGRect(x: 0, y: 0, width: 343, height: 41),
        position: CGPoint(x: 187.5, y: 72.5),
        content: LayerContent(
            text: TextContent(
                text: "Photos",
                font: FontDescription(weight: 700, pointSize: 34))))
    var root = LayerState(
        id: LayerID(1), bounds: CGRect(x: 0, y: 0, width: 375, height: 667),
        position: CGPoint(x: 187.5, y: 333.5), backgroundColor: RGBA(hex: 0xF2F2F7),
        sublayers: cells + [title])
    let compositor = Compositor()
    for label in ["flat", "turned 0.5 rad about y, m34 -1/500"] {
        if label != "flat" {
            var persp = Transform3D.identity
            persp.m34 = -1.0 / 500
            root.transform = Transform3D.rotation(0.5, 0, 1, 0).concatenating(persp)
        }
        let tree = LayerTree(size: CGSize(width: 375, height: 667), root: root)
        _ = try compositor.render(tree, scale: 2)
        let runs = 50
        let t0 = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<runs { _ = try compositor.render(tree, scale: 2) }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6 / Double(runs)
        print(String(format: "screen G %@ at scale 2: %.2f ms a frame", label, ms))
    }
}
