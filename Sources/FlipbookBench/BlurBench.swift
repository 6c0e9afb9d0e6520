import Foundation
import FlipbookCore
import FlipbookRender

/// `flipbook-bench blur`: the cost of a full-screen backdrop blur (SEMANTICS.md §17,
/// "Materials") on a 375 x 667 screen of stripes, at scale 2 and 3: the screen alone, under
/// `systemMaterial`'s figures (radius 25 points, saturation 1.8, tint) and under `.light`'s
/// (radius 30). Single-threaded; prints ms a frame.
func blurBenchmark(runs: Int) throws {
    func tree(_ filter: BackdropFilter?) -> LayerTree {
        var stripes: [LayerState] = []
        for i in 0..<12 {
            let y: Double = 28 + Double(i) * 56
            let color = RGBA(red: Double(i % 3) / 2, green: 0.4, blue: Double(i % 4) / 3)
            stripes.append(
                LayerState(
                    id: LayerID(10 + i), bounds: CGRect(x: 0, y: 0, width: 375, height: 28),
                    position: CGPoint(x: 187.5, y: y), backgroundColor: color))
        }
        var blur = LayerState(
            id: LayerID(1), bounds: CGRect(x: 0, y: 0, width: 375, height: 667), position: CGPoint(x: 187.5, y: 333.5))
        blur.backdrop = filter
        let root = LayerState(
            id: LayerID(0), bounds: CGRect(x: 0, y: 0, width: 375, height: 667),
            position: CGPoint(x: 187.5, y: 333.5), backgroundColor: .white, sublayers: stripes + [blur])
        return LayerTree(size: CGSize(width: 375, height: 667), root: root)
    }
    let compositor = Compositor()
    let grey = RGBA(red: 1, green: 1, blue: 1)
    print("flipbook-bench blur: a full-screen backdrop blur on a 375 x 667 screen, \(runs) frames each, one thread")
    for scale in [2.0, 3.0] {
        for (label, t) in [
            ("no blur", tree(nil)),
            (
                "radius 25 (systemMaterial)",
                tree(BackdropFilter(radius: 25, saturation: 1.8, tint: grey, tintAlpha: 0.66))
            ),
            ("radius 30 (light)", tree(BackdropFilter(radius: 30, saturation: 1.8, tint: grey, tintAlpha: 0.3))),
        ] {
            _ = try compositor.render(t, scale: scale)  // warm up
            let t0 = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<runs { _ = try compositor.render(t, scale: scale) }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6 / Double(runs)
            let size = "scale \(Int(scale)) (\(Int(375 * scale)) x \(Int(667 * scale)) px)"
            print(
                "  " + size + "  " + label.padding(toLength: 28, withPad: " ", startingAt: 0)
                    + String(format: "%7.2f ms a frame", ms))
        }
    }
}
