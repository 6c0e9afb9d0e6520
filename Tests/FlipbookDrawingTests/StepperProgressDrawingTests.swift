import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// A progress view's track and fill at 0.3 and a stepper's two halves, drawn at hand-worked
/// pixels (SEMANTICS.md §26), and the stepper's taps. FLIPBOOK_RENDER_DUMP=<folder> writes the
/// pictures.
final class StepperProgressDrawingTests: XCTestCase, DevicePixelProbing {
    func window() -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        w.backgroundColor = .white
        return w
    }

    func testProgressTrackAndFillAtThreeTenths() throws {
        let w = window()
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 20, width: 200, height: 4)
        bar.progress = 0.3
        w.addSubview(bar)
        XCTAssertEqual(bar.intrinsicContentSize.height, 4)
        let b = try render(w, name: "progress-0.3")
        // The fill is 0.3 * 200 = 60 pt of system blue from x = 20: px 40 ... 160.
        assertColor(rgb(b, px: 100, 44), [0x00, 0x7A, 0xFF], "the fill")
        assertColor(rgb(b, px: 158, 44), [0x00, 0x7A, 0xFF], "the fill's end")
        // The rest is systemFill, #787880 at 20 % over white: 255 - 0.2 (255 - 120) = 228,
        // 255 - 0.2 (255 - 128) = 229.6.
        assertColor(rgb(b, px: 300, 44), [228, 228, 230], "the track")
        // 4 pt high: the rows y 40 ... 47 px; above and below is the window.
        assertColor(rgb(b, px: 300, 38), [255, 255, 255], "above the track")
        assertColor(rgb(b, px: 300, 49), [255, 255, 255], "below the track")
        // Clamped.
        bar.progress = 7
        XCTAssertEqual(bar.progress, 1)
        bar.progress = .nan
        XCTAssertEqual(bar.progress, 0)
    }

    func testStepperHalvesAndTaps() throws {
        let w = window()
        let stepper = UIStepper()
        stepper.frame.origin = CGPoint(x: 20, y: 40)
        w.addSubview(stepper)
        XCTAssertEqual(stepper.frame.size, CGSize(width: 94, height: 32))
        let b = try render(w, name: "stepper-0")
        // The body is tertiarySystemFill, #767680 at 12 % over white: 255 - 0.12 (255 - 118) =
        // 238.6, and 255 - 0.12 (255 - 128) = 239.8 blue.
        assertColor(rgb(b, px: 50, 112), [239, 239, 240], "the body")
        // Its 8 pt corner: (20.5, 40.5) pt lies outside it.
        assertColor(rgb(b, px: 41, 81), [255, 255, 255], "outside the corner")
        // The separator: 1 pt at x 66.5 ... 67.5 (device px 133, 134), 18 pt high from y 47:
        // separator (#3C3C43 at 29 %) over the body, 238.6 - 0.29 (238.6 - 60) = 186.8.
        assertColor(rgb(b, px: 133, 112), [187, 187, 190], "the separator")
        assertColor(rgb(b, px: 133, 88), [239, 239, 240], "above the separator")
        // At the minimum the minus is tertiaryLabel (#3C3C43 at 30 %: its ink no darker than
        // 255 - 0.3 * 195 = 196.5, less over the body), the plus label black.
        let minusInk = darkest(b, 70, 100, 110, 124)[0], plusInk = darkest(b, 164, 100, 204, 124)[0]
        XCTAssertEqual(minusInk, 185, accuracy: 6, "the disabled minus")
        XCTAssertLessThan(plusInk, 30, "the plus")

        final class Log: NSObject {
            var values: [Double] = []
            func changed(_ s: UIStepper) { values.append(s.value) }
        }
        let log = Log()
        stepper.addTarget(log, action: Log.changed, for: .valueChanged)
        // Right half twice, left half three times (the last at the minimum: no event).
        let taps = try TapScript(taps: [
            .init(time: 0, location: CGPoint(x: 95, y: 56)), .init(time: 0.2, location: CGPoint(x: 95, y: 56)),
            .init(time: 0.4, location: CGPoint(x: 40, y: 56)), .init(time: 0.6, location: CGPoint(x: 40, y: 56)),
            .init(time: 0.8, location: CGPoint(x: 40, y: 56)),
        ])
        _ = try Stage(window: w).record { w.playTaps(taps) }
        XCTAssertEqual(log.values, [1, 2, 1, 0])
        stepper.wraps = true
        stepper.maximumValue = 3
        stepper.value = 3
        _ = try Stage(window: w).record { w.playTaps(try! TapScript.taps(at: CGPoint(x: 95, y: 56), count: 1)) }
        XCTAssertEqual(stepper.value, 0, "wrapping past the maximum")
    }
}
