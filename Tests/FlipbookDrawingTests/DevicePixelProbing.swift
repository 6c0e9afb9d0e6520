import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit
import XCTest

/// What the controls' drawing tests that read device pixels share: a window recorded and
/// drawn at scale 2 (written to FLIPBOOK_RENDER_DUMP=<folder> when it is set), a pixel's
/// colour, a colour compared within 2 of 255, and the darkest pixel of a box.
protocol DevicePixelProbing: XCTestCase {}

extension DevicePixelProbing {
    /// Records `steps` on a stage of `window` and draws the frame at `t` seconds (nil: the
    /// recording's end).
    func render(_ window: UIWindow, at t: Double? = nil, name: String, _ steps: @escaping () -> Void = {}) throws
        -> Bitmap
    {
        let timeline = try Stage(window: window).record(steps)
        let b = try Compositor().render(timeline.presentation(at: t ?? timeline.duration), scale: 2)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        return b
    }

    /// The red, green and blue of device pixel (`x`, `y`).
    func rgb(_ b: Bitmap, px x: Int, _ y: Int) -> [Int] {
        let p = b.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func assertColor(_ got: [Int], _ want: [Int], _ message: String = "", line: UInt = #line) {
        XCTAssertTrue(zip(got, want).allSatisfy { abs($0 - $1) <= 2 }, "\(got) is not \(want) \(message)", line: line)
    }

    /// The pixel with the lowest red value in a box of device pixels (`x0..<x1`, `y0..<y1`).
    func darkest(_ b: Bitmap, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> [Int] {
        var best = [255, 255, 255]
        for y in y0..<y1 {
            for x in x0..<x1 where rgb(b, px: x, y)[0] < best[0] { best = rgb(b, px: x, y) }
        }
        return best
    }
}
