import Foundation
import FlipbookCore
import FlipbookRender

/// `flipbook-bench shadow`: the cost of a shadow (SEMANTICS.md §14) on a 375 x 667 card at
/// shadowRadius 10 (sigma 20 px), scale 2, on a 375 x 667 screen: the card drawn alone,
/// with a shadow from its alpha, and with a `shadowPath`. Single-threaded; prints ms a frame.
func shadowBenchmark(runs: Int) throws {
    func tree(shadow: Bool, path: Bool) -> LayerTree {
        var card = LayerState(
            id: LayerID(1), bounds: CGRect(x: 0, y: 0, width: 375, height: 667),
            position: CGPoint(x: 187.5, y: 333.5), backgroundColor: .white, cornerRadius: 16)
        if shadow {
            card.shadow.opacity = 0.3
            card.shadow.radius = 10
            card.shadow.offset = CGSize(width: 0, height: -2)
            if path {
                card.shadow.path = VectorPath(roundedRect: card.bounds, cornerWidth: 16, cornerHeight: 16)
            }
        }
        let root = LayerState(
            id: LayerID(0), bounds: CGRect(x: 0, y: 0, width: 375, height: 667),
            position: CGPoint(x: 187.5, y: 333.5), backgroundColor: RGBA(hex: 0xF2F2F7), sublayers: [card])
        return LayerTree(size: CGSize(width: 375, height: 667), root: root)
    }
    let compositor = Compositor()
    print(
        "flipbook-bench shadow: a 375 x 667 card, shadowRadius 10, scale 2 (750 x 1334 px), \(runs) frames each, one thread"
    )
    for (label, t) in [
        ("no shadow", tree(shadow: false, path: false)),
        ("shadow from the layer's alpha", tree(shadow: true, path: false)),
        ("shadow with shadowPath", tree(shadow: true, path: true)),
    ] {
        _ = try compositor.render(t, scale: 2)  // warm the group buffers
        let t0 = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<runs { _ = try compositor.render(t, scale: 2) }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6 / Double(runs)
        print("  " + label.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%7.2f ms a frame", ms))
    }
}
