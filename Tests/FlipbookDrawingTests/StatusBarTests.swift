import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// The status bar as a stage option: off by default; dark or light content from the top
/// controller's `preferredStatusBarStyle` (SEMANTICS.md §17).
final class StatusBarTests: XCTestCase {
    final class Screen: UIViewController {
        let light: Bool
        init(light: Bool) {
            self.light = light
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override var preferredStatusBarStyle: UIStatusBarStyle { light ? .lightContent : .default }
        override func loadView() {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            v.backgroundColor = UIColor(white: 0.5, alpha: 1)
            view = v
        }
    }

    func render(light: Bool?, _ name: String) throws -> Bitmap {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = Screen(light: light ?? false)
        let stage = Stage(window: window)
        if light != nil { stage.showsStatusBar = true }
        let t = try stage.record {}
        let b = try Compositor().render(t.presentation(at: 0), scale: 2)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        return b
    }

    func testStatusBarIsAnOptionAndFollowsTheStyle() throws {
        // The battery's charge: the 24 x 11.5 body at x = 375 - 6 - 1.5 - 24 = 343.5, y 4.25,
        // inset 2: (345.5, 6.25) ... (365.5, 13.75); its middle (355.5, 10) is the ink. The
        // tallest signal bar (x 19.5 ... 22.5, y 5.5 ... 14) too. Grey (128) elsewhere.
        let off = try render(light: nil, "status-off")
        XCTAssertEqual(off.pixel(x: 711, y: 20).r, 128)
        let dark = try render(light: false, "status-dark")
        XCTAssertEqual(dark.pixel(x: 711, y: 20).r, 0)
        XCTAssertEqual(dark.pixel(x: 42, y: 20).r, 0)
        XCTAssertEqual(dark.pixel(x: 711, y: 60).r, 128, "below the 20 pt strip")
        let light = try render(light: true, "status-light")
        XCTAssertEqual(light.pixel(x: 711, y: 20).r, 255)
        // The time's ink is centred: dark pixels in the strip between x 150 and 225.
        let inked = (0..<750).filter { x in (0..<40).contains { dark.pixel(x: x, y: $0).r < 60 } && x > 100 && x < 650 }
        XCTAssertFalse(inked.isEmpty)
        XCTAssertEqual(Double(inked.min()! + inked.max()!) / 4, 187.5, accuracy: 1.5)
    }
}
