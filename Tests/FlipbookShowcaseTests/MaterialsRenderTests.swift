import Foundation
import XCTest
import FlipbookUIKit
import FlipbookTesting

/// A `UIVisualEffectView` blurring a view that moves under it, drawn frame by frame
/// (SEMANTICS.md §17, "Materials").
final class MaterialsRenderTests: XCTestCase {
    func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

    func testABlurBehindAMovingViewFollowsItFrameByFrame() throws {
        // A white 300 x 60 window; a black view covering x < 100 slides right by 100 points
        // in 1 s (linear), under a full-window `.light` blur (radius 30 points, saturation
        // 1.8, white at 0.3). At scale 1 the blur's sigma is 30 pixels. The backdrop is a
        // black/white step at e = 100 + 100 t, so the blurred grey is 255 Phi((x + 0.5 - e) / 30)
        // (the frame's edges repeat their pixels, so the half planes run on); saturation
        // keeps greys grey (each row of the saturate matrix sums to 1); the tint makes it
        // 0.7 g + 0.3 x 255. At the edge itself: 0.7 x 127.5 + 76.5 = 165.75.
        // Bound: the shrunk blur's 2.5 levels (SEMANTICS.md §17; sigma 30 is shrunk 8 times).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        window.backgroundColor = .white
        let dark = UIView(frame: CGRect(x: -300, y: 0, width: 400, height: 60))
        dark.backgroundColor = .black
        window.addSubview(dark)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = window.bounds
        window.addSubview(blur)
        let timeline = try Stage(window: window).record {
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: {
                    dark.center.x += 100
                })
        }
        var frames: [Bitmap] = []
        for t in [0.0, 0.5, 1.0] {
            let b = try Compositor().render(timeline.presentation(at: t), scale: 1)
            frames.append(b)
            let e = 100 + 100 * t
            var worst = 0.0
            for x in Int(e) - 90..<Int(e) + 90 {
                let expected = 0.7 * 255 * phi((Double(x) + 0.5 - e) / 30) + 0.3 * 255
                let p = b.pixel(x: x, y: 30)
                worst = max(worst, abs(Double(p.r) - expected))
                XCTAssertEqual(p.r, p.g)
                XCTAssertEqual(p.g, p.b)
            }
            XCTAssertEqual(
                Double(b.pixel(x: Int(e), y: 30).r), 165.75 + 0.7 * 255 * (phi(0.5 / 30) - 0.5), accuracy: 2.5)
            print(String(format: "blur over a moving edge at t = %.1f: largest difference %.2f / 255", t, worst))
            XCTAssertLessThanOrEqual(worst, 2.5)
        }
        XCTAssertNotEqual(frames[0].pixels, frames[1].pixels)
        XCTAssertNotEqual(frames[1].pixels, frames[2].pixels)
    }
}
