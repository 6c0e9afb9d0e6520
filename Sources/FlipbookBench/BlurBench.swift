import Foundation
import FlipbookCore
import FlipbookRender

/// `flipbook-bench blur`: the cost of a backdrop blur (SEMANTICS.md §17, "Materials") on a
/// 375 x 667 screen of stripes, at scale 2 and 3: the screen alone, a full-screen blur under
/// `systemMaterial`'s figures (radius 25 points, saturation 1.8, tint), under `.light`'s
/// (radius 30), at radius 2 (an effect's first frames when it is animated in from nil), and a
/// 400-point sheet of `systemMaterial` at the bottom. Single-threaded; prints the wall time
/// and the thread's CPU time a frame (the CPU time is steadier on a shared machine). Then the
/// largest difference of a blurred black-to-white edge from the exact Gaussian (255 Phi) for
/// sigmas from 1 to 150 pixels, each edge at 16 positions against the shrink grid.
func blurBenchmark(runs: Int) throws {
    func tree(_ filter: BackdropFilter?, sheet: Bool = false) -> LayerTree {
        var stripes: [LayerState] = []
        for i in 0..<12 {
            let y: Double = 28 + Double(i) * 56
            let color = RGBA(red: Double(i % 3) / 2, green: 0.4, blue: Double(i % 4) / 3)
            stripes.append(
                LayerState(
                    id: LayerID(10 + i), bounds: CGRect(x: 0, y: 0, width: 375, height: 28),
                    position: CGPoint(x: 187.5, y: y), backgroundColor: color))
        }
        let height: Double = sheet ? 400 : 667
        var blur = LayerState(
            id: LayerID(1), bounds: CGRect(x: 0, y: 0, width: 375, height: height),
            position: CGPoint(x: 187.5, y: 667 - height / 2))
        blur.backdrop = filter
        let root = LayerState(
            id: LayerID(0), bounds: CGRect(x: 0, y: 0, width: 375, height: 667),
            position: CGPoint(x: 187.5, y: 333.5), backgroundColor: .white, sublayers: stripes + [blur])
        return LayerTree(size: CGSize(width: 375, height: 667), root: root)
    }
    func cpuMilliseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }
    let compositor = Compositor()
    let grey = RGBA(red: 1, green: 1, blue: 1)
    let material = BackdropFilter(radius: 25, saturation: 1.8, tint: grey, tintAlpha: 0.66)
    print("flipbook-bench blur: a backdrop blur on a 375 x 667 screen, \(runs) frames each, one thread")
    for scale in [2.0, 3.0] {
        for (label, t) in [
            ("no blur", tree(nil)),
            ("radius 2 (animating in)", tree(BackdropFilter(radius: 2, saturation: 1.06, tint: grey, tintAlpha: 0.05))),
            ("radius 25 (systemMaterial)", tree(material)),
            ("radius 30 (light)", tree(BackdropFilter(radius: 30, saturation: 1.8, tint: grey, tintAlpha: 0.3))),
            ("radius 25, 400 pt sheet", tree(material, sheet: true)),
        ] {
            _ = try compositor.render(t, scale: scale)  // warm up
            let t0 = DispatchTime.now().uptimeNanoseconds, c0 = cpuMilliseconds()
            for _ in 0..<runs { _ = try compositor.render(t, scale: scale) }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6 / Double(runs)
            let cpu = (cpuMilliseconds() - c0) / Double(runs)
            let size = "scale \(Int(scale)) (\(Int(375 * scale)) x \(Int(667 * scale)) px)"
            print(
                "  " + size + "  " + label.padding(toLength: 28, withPad: " ", startingAt: 0)
                    + String(format: "%7.2f ms a frame (CPU %7.2f ms)", ms, cpu))
        }
    }
    print("largest difference of a blurred black-to-white edge from 255 Phi((x + 0.5 - edge) / sigma), scale 1:")
    func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
    for sigma in [1.0, 2, 4, 5.9, 6, 8, 11.9, 12, 16, 20, 23.9, 24, 25, 30, 40, 47.9, 48, 60, 90, 95.9, 96, 150] {
        let e0 = Int((5 * sigma).rounded(.up)) + 32
        var worst = 0.0
        for offset in 0..<16 {
            let e = e0 + offset, w = 2 * e0 + 32
            let black = LayerState(
                id: LayerID(1), bounds: CGRect(x: 0, y: 0, width: Double(e), height: 4),
                position: CGPoint(x: Double(e) / 2, y: 2), backgroundColor: .black)
            var blur = LayerState(
                id: LayerID(2), bounds: CGRect(x: 0, y: 0, width: Double(w), height: 4),
                position: CGPoint(x: Double(w) / 2, y: 2))
            blur.backdrop = BackdropFilter(radius: sigma)
            let root = LayerState(
                id: LayerID(0), bounds: CGRect(x: 0, y: 0, width: Double(w), height: 4),
                position: CGPoint(x: Double(w) / 2, y: 2), backgroundColor: .white, sublayers: [black, blur])
            let b = try compositor.render(LayerTree(size: CGSize(width: Double(w), height: 4), root: root), scale: 1)
            for x in max(e - Int(4 * sigma) - 2, 0)..<min(e + Int(4 * sigma) + 2, w) {
                let expected = 255 * phi((Double(x) + 0.5 - Double(e)) / sigma)
                worst = max(worst, abs(Double(b.pixel(x: x, y: 2).r) - expected))
            }
        }
        print(String(format: "  sigma %6.1f px  %5.2f / 255", sigma, worst))
    }
}
