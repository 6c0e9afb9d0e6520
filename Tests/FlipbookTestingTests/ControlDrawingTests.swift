import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// Controls drawn at their default sizes, against the geometry and colours of
/// SEMANTICS.md §17. FLIPBOOK_RENDER_DUMP=<folder> writes the pictures to look at.
final class ControlDrawingTests: XCTestCase {
    func render(_ window: UIWindow, at t: Double = 0, name: String, _ steps: @escaping () -> Void = {}) throws -> Bitmap
    {
        let timeline = try Stage(window: window).record(steps)
        let b = try Compositor().render(timeline.presentation(at: t), scale: 2)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        return b
    }

    func whiteWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        window.backgroundColor = .white
        return window
    }

    func rgb(_ b: Bitmap, _ x: Double, _ y: Double) -> [Int] {
        let p = b.pixel(x: Int(x * 2), y: Int(y * 2))
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func assertColor(_ got: [Int], _ want: [Int], _ message: String = "", line: UInt = #line) {
        XCTAssertTrue(zip(got, want).allSatisfy { abs($0 - $1) <= 2 }, "\(got) is not \(want) \(message)", line: line)
    }

    func testSwitchOffAndOn() throws {
        // 51 x 31 at (10, 10). Off: the track is #787880 at 16 % over white:
        // 255 - 0.16 (255 - 120) = 233.4, and 255 - 0.16 (255 - 128) = 234.7 for blue; the
        // thumb (27 pt, 2 pt in from the left) is white at its centre (25.5, 25.5).
        let window = whiteWindow()
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: 10, y: 10)
        window.addSubview(toggle)
        var b = try render(window, name: "switch-off")
        assertColor(rgb(b, 55, 25.5), [233, 233, 235], "the off track right of the thumb")
        assertColor(rgb(b, 25.5, 25.5), [255, 255, 255], "the thumb")
        // On: system green (#34C759) left of the thumb, which now sits 2 pt in from the right
        // (x 32 ... 59, centre 45.5); the capsule's corner (10.25, 10.25) is outside its
        // 15.5 pt radius: background.
        toggle.isOn = true
        b = try render(window, name: "switch-on")
        assertColor(rgb(b, 18, 25.5), [0x34, 0xC7, 0x59], "the on track")
        assertColor(rgb(b, 45.5, 25.5), [255, 255, 255], "the thumb")
        assertColor(rgb(b, 10.25, 10.25), [255, 255, 255], "outside the capsule")
        // setOn(false, animated: true) slides the thumb over 0.25 s ease in and out: half way
        // in time is half way in distance (the curve is symmetric), thumb centre at
        // (25.5 + 45.5) / 2 = 35.5, and the track is between green and grey there.
        b = try render(window, at: 0.125, name: "switch-sliding") { toggle.setOn(false, animated: true) }
        assertColor(rgb(b, 35.5, 25.5), [255, 255, 255], "the thumb half way")
        XCTAssertEqual(toggle.frame.size, CGSize(width: 51, height: 31))
    }

    func testFilledButtonConfiguration() throws {
        // A filled button's size is its title's (17 pt) plus the medium padding, 12 pt left and
        // right and 7 pt above and below; it is filled with the tint (system blue) with 6 pt
        // corners, and its white title is centred.
        let window = whiteWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Continue"
        let t = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        let size = button.intrinsicContentSize
        XCTAssertEqual(size.width, t.width + 24, accuracy: 1e-9)
        XCTAssertEqual(size.height, t.height + 14, accuracy: 1e-9)
        button.frame = CGRect(origin: CGPoint(x: 20, y: 40), size: size)
        window.addSubview(button)
        let b = try render(window, name: "button-filled")
        assertColor(rgb(b, 23, 40 + size.height / 2), [0x00, 0x7A, 0xFF], "the fill left of the title")
        assertColor(rgb(b, 20.25, 40.25), [255, 255, 255], "outside the 6 pt corner")
        // The title's white ink: its box centre within a point of the button's centre.
        var xs: [Int] = [], ys: [Int] = []
        for y in 80..<Int(80 + 2 * size.height) {
            for x in 40..<Int(40 + 2 * size.width) where b.pixel(x: x, y: y).r > 200 {
                xs.append(x); ys.append(y)
            }
        }
        XCTAssertFalse(xs.isEmpty)
        let midX = Double(xs.min()! + xs.max()! + 1) / 4, midY = Double(ys.min()! + ys.max()! + 1) / 4
        XCTAssertEqual(midX, 20 + size.width / 2, accuracy: 1)
        XCTAssertEqual(midY, 40 + size.height / 2, accuracy: 2)
    }

    func testSystemButtonTitleAndHighlight() throws {
        // A system button's title is 15 pt in the tint colour; with zero content insets it is
        // 6 pt from the top and bottom: height = title + 12. Highlighted, the title is the tint
        // at 20 %.
        let window = whiteWindow()
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.text = "Tap"
        let t = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        XCTAssertEqual(button.intrinsicContentSize.height, t.height + 12, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize.width, max(t.width, 30), accuracy: 1e-9)
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        window.addSubview(button)
        XCTAssertEqual(button.titleLabel?.frame.midX ?? 0, 50, accuracy: 0.5, "centred in the 100 pt width")
        var b = try render(window, name: "button-system")
        func darkest(_ b: Bitmap) -> [Int] {
            var best = [255, 255, 255]
            for y in 80..<168 {
                for x in 40..<240 {
                    let p = b.pixel(x: x, y: y)
                    if Int(p.r) + Int(p.g) < best[0] + best[1] { best = [Int(p.r), Int(p.g), Int(p.b)] }
                }
            }
            return best
        }
        assertColor(darkest(b), [0x00, 0x7A, 0xFF], "the title's ink")
        button.isHighlighted = true
        b = try render(window, name: "button-system-highlighted")
        // 20 % of system blue over white: 255 - 0.2 x 255 = 204, 255 - 0.2 x 133 = 228.4, 255.
        assertColor(darkest(b), [204, 228, 255], "the dimmed title's ink")
    }

    func testCloseButton() throws {
        // 30 x 30: a circle of #767680 at 12 % (255 - 0.12 x 137 = 238.6, 255 - 0.12 x 127 =
        // 239.8) with a bold x of #3C3C43 at 60 % over it at its centre
        // (238.6 - 0.6 x (238.6 - 60) = 131.4, 239.8 - 0.6 x (239.8 - 67) = 136.1).
        let window = whiteWindow()
        let close = UIButton(type: .close)
        close.frame.origin = CGPoint(x: 20, y: 40)
        window.addSubview(close)
        XCTAssertEqual(close.frame.size, CGSize(width: 30, height: 30))
        let b = try render(window, name: "button-close")
        assertColor(rgb(b, 23, 55), [239, 239, 240], "the circle")
        assertColor(rgb(b, 35, 55), [131, 131, 136], "the x's centre")
        assertColor(rgb(b, 20.25, 40.25), [255, 255, 255], "outside the circle")
    }
}
