import Foundation
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

extension FrameCostBench {
    /// A photo-like 375 x 667 point image (smooth colour fields, a horizon, fine grain), the
    /// kind of backdrop a material sits on: 750 x 1334 pixels, made once.
    static let screenPhoto: ContentImage = {
        let w = 750, h = 1334
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        var seed: UInt32 = 12_345
        for y in 0..<h {
            for x in 0..<w {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let grain = Double(seed >> 28) - 7.5
                let u = Double(x) / Double(w), v = Double(y) / Double(h)
                let sky = v < 0.45
                let r = sky ? 90 + 120 * v : 60 + 80 * u + 40 * sin(u * 19 + v * 7)
                let g = sky ? 150 + 80 * v : 110 + 50 * sin(v * 23)
                let b = sky ? 235 - 40 * u : 50 + 30 * cos(u * 11)
                let i = (y * w + x) * 4
                pixels[i] = UInt8(min(max(r + grain, 0), 255))
                pixels[i + 1] = UInt8(min(max(g + grain, 0), 255))
                pixels[i + 2] = UInt8(min(max(b + grain, 0), 255))
            }
        }
        return ContentImage(bitmap: Bitmap(width: w, height: h, pixels: pixels)!, name: "bench-screen-photo")
    }()

    /// A full-screen `UIVisualEffectView` of `style` over a full-screen image view of
    /// `screenPhoto`, as a stage records it; `radius` replaces the material's blur radius
    /// (points) when given, as in the first frames of an effect animated in from nil.
    static func fullScreenBlur(_ style: UIBlurEffect.Style, radius: Double? = nil) throws -> LayerTree {
        let window = UIWindow(frame: CGRect(origin: .zero, size: screen))
        let photo = UIImageView(image: UIImage(content: screenPhoto))
        photo.frame = window.bounds
        photo.contentMode = .scaleAspectFill
        window.addSubview(photo)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
        blur.frame = window.bounds
        window.addSubview(blur)
        let timeline = try Stage(window: window).record {}
        var tree = RenderJob(timeline: timeline, scale: 2, fps: 60).tree(ofFrame: 0)
        if let radius { setBlurRadius(radius, in: &tree.root) }
        return tree
    }

    /// Sets the radius of every backdrop filter in the subtree of `layer`.
    static func setBlurRadius(_ radius: Double, in layer: inout LayerState) {
        layer.backdrop?.radius = radius
        for i in layer.sublayers.indices { setBlurRadius(radius, in: &layer.sublayers[i]) }
    }
}
