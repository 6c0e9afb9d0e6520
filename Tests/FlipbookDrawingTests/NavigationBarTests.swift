import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// The navigation bar drawn over a push: titles, the back button's chevron and title, the
/// fill and hairline, against the geometry of SEMANTICS.md §17.
/// FLIPBOOK_RENDER_DUMP=<folder> writes the frames to look at.
final class NavigationBarTests: XCTestCase {
    final class Screen: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { return nil }
        override func loadView() {
            let v = UIView(frame: UIScreen.main.bounds)
            v.backgroundColor = .white
            view = v
        }
    }

    func frame(_ timeline: Timeline, at t: Double, _ name: String) throws -> Bitmap {
        let b = try Compositor().render(timeline.presentation(at: t), scale: 2)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        return b
    }

    /// The box of pixels in rows y0..<y1 and columns x0..<x1 (pixels) passing `test`, in points.
    func inkBox(_ b: Bitmap, x0: Int, x1: Int, y0: Int, y1: Int, _ test: (UInt8, UInt8, UInt8) -> Bool) -> CGRect? {
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = b.pixel(x: x, y: y)
                if test(p.r, p.g, p.b) {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(
            x: Double(minX) / 2, y: Double(minY) / 2, width: Double(maxX - minX + 1) / 2,
            height: Double(maxY - minY + 1) / 2)
    }

    func testPushShowsTheNewTitleAndABackButton() throws {
        let inbox = Screen("Inbox"), message = Screen("Message")
        inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        let nav = UINavigationController(rootViewController: inbox)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        // The bar: 44 pt below the 20 pt status bar.
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 44))
        let timeline = try Stage(window: window).record { nav.pushViewController(message, animated: true) }
        let start = try frame(timeline, at: 0, "nav-push-start")
        let end = try frame(timeline, at: timeline.duration, "nav-push-end")
        // Black title ink (the label colour) in the bar row, y 20 ... 64 (pixels 40 ... 128).
        let dark: (UInt8, UInt8, UInt8) -> Bool = { r, g, b in Int(r) + Int(g) + Int(b) < 200 }
        let blue: (UInt8, UInt8, UInt8) -> Bool = { r, g, b in b > 200 && r < 100 && g < 180 }
        let before = try XCTUnwrap(inkBox(start, x0: 0, x1: 750, y0: 40, y1: 128, dark))
        let after = try XCTUnwrap(inkBox(end, x0: 0, x1: 750, y0: 40, y1: 128, dark))
        // Each title is centred on the bar: its ink's middle within a point of x = 187.5, and
        // the row's middle, y = 42, within two points (the ink of a word is not its line box).
        XCTAssertEqual(before.midX, 187.5, accuracy: 1)
        XCTAssertEqual(after.midX, 187.5, accuracy: 1)
        XCTAssertEqual(after.midY, 42, accuracy: 2)
        // "Message" is wider than "Inbox".
        XCTAssertGreaterThan(after.width, before.width)
        // The back chevron: chevron.left at 17 pt semibold is 11.9 x 20.4 pt at x = 8, centred
        // on the row: x 8 ... 19.9, y 31.8 ... 52.2; its ink is in the tint (system blue) and
        // inside that box. At the start there is no back button: no blue left of x = 60.
        XCTAssertNil(inkBox(start, x0: 0, x1: 120, y0: 40, y1: 128, blue))
        let chevron = try XCTUnwrap(inkBox(end, x0: 0, x1: 2 * 24, y0: 40, y1: 128, blue))
        XCTAssertGreaterThanOrEqual(chevron.minX, 8)
        XCTAssertLessThanOrEqual(chevron.maxX, 19.9)
        XCTAssertGreaterThanOrEqual(chevron.minY, 31.8)
        XCTAssertLessThanOrEqual(chevron.maxY, 52.2)
        // The back title, the previous title "Inbox", starts 5 pt after the chevron (x 24.9).
        let backTitle = try XCTUnwrap(inkBox(end, x0: 2 * 22, x1: 2 * 120, y0: 40, y1: 128, blue))
        XCTAssertGreaterThanOrEqual(backTitle.minX, 24.9)
        XCTAssertLessThan(backTitle.minX, 27)
        // The + of the root screen's right item has gone with its screen; at the start it is
        // 16 pt in from the right edge.
        let plus = try XCTUnwrap(inkBox(start, x0: 2 * 300, x1: 750, y0: 40, y1: 128, blue))
        XCTAssertLessThanOrEqual(plus.maxX, 375 - 16)
        XCTAssertNil(inkBox(end, x0: 2 * 300, x1: 750, y0: 40, y1: 128, blue))
        // The fill: #F9F9F9 at 94 % over the white screen (249.4), from the top of the window
        // (behind the status bar) to the bar's bottom; the hairline (black at 30 %, 0.5 pt)
        // at y = 64: 255 x 0.7 = 178.5.
        for (y, want) in [(5.0, 249), (60.0, 249), (64.0, 178), (70.0, 255)] {
            let p = end.pixel(x: 2 * 300, y: Int(2 * y))
            XCTAssertEqual(Double(p.r), Double(want), accuracy: 1.5, "y = \(y)")
        }
    }

    func testBackButtonPopsAndHiddenBarsAreNotDrawn() throws {
        let inbox = Screen("Inbox"), message = Screen("Message")
        message.navigationItem.backButtonTitle = "Mail"
        let nav = UINavigationController(rootViewController: inbox)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        _ = try Stage(window: window).record { nav.pushViewController(message, animated: false) }
        XCTAssertEqual(nav.viewControllers.count, 2)
        // A tap on the back button (the chevron at (14, 42)) pops.
        _ = try Stage(window: window).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 14, y: 42), count: 1))
        }
        XCTAssertEqual(nav.viewControllers.count, 1)
        // Hidden: the bar leaves the view, nothing is drawn over the screen.
        nav.isNavigationBarHidden = true
        XCTAssertNil(nav.navigationBar.superview)
        let t = try Stage(window: window).record {}
        let b = try frame(t, at: 0, "nav-hidden")
        XCTAssertEqual(b.pixel(x: 600, y: 10).r, 255)
        XCTAssertEqual(b.pixel(x: 600, y: 128).r, 255)
    }
}
