import FlipbookCore
import FlipbookPNG
import FlipbookRender
import XCTest

@testable import FlipbookUIKit

/// A split view controller drawn on the iPad (820 x 1180 pt @2x; SEMANTICS.md §32): a red
/// primary 320 pt wide, the one-pixel separator, a blue secondary.
/// FLIPBOOK_RENDER_DUMP=<folder> writes the frames to look at.
final class SplitViewDrawingTests: XCTestCase {
    private func coloured(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> UIViewController {
        let vc = UIViewController()
        vc.view.backgroundColor = UIColor(red: r, green: g, blue: b, alpha: 1)
        return vc
    }

    private func render(_ mode: UISplitViewController.DisplayMode, name: String) throws -> Bitmap {
        let stage = Stage(device: .iPad10)
        let split = UISplitViewController()
        split.preferredDisplayMode = mode
        split.viewControllers = [coloured(1, 0, 0), coloured(0, 0, 1)]
        stage.window.rootViewController = split
        let t = try stage.record {}
        let b = try Compositor().render(t.presentation(at: 0), scale: 2)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        return b
    }

    private func rgb(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let p = b.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// At scale 2 the primary covers pixels 0 ... 639, the separator (0.5 pt at x = 320 pt)
    /// is pixel 640 in `opaqueSeparator` (#C6C6C8), and the secondary starts at pixel 641.
    func testTwoColumnsAndTheSeparator() throws {
        let b = try render(.oneBesideSecondary, name: "split-beside")
        XCTAssertEqual(b.width, 1640)
        for y in [100, 1200, 2300] {
            XCTAssertEqual(rgb(b, 0, y), [255, 0, 0])
            XCTAssertEqual(rgb(b, 639, y), [255, 0, 0], "the primary's last pixel")
            XCTAssertEqual(rgb(b, 640, y), [0xC6, 0xC6, 0xC8], "the separator")
            XCTAssertEqual(rgb(b, 641, y), [0, 0, 255], "the secondary's first pixel")
            XCTAssertEqual(rgb(b, 1639, y), [0, 0, 255])
        }
    }

    /// Overlaid, the primary is drawn over the full-width secondary, which is dimmed by black
    /// at 10 % (255 x 0.9 = 229.5), and the primary casts its shadow onto it; no separator.
    func testOverlayDimsTheSecondary() throws {
        let b = try render(.oneOverSecondary, name: "split-overlay")
        XCTAssertEqual(rgb(b, 639, 1200), [255, 0, 0])
        let far = rgb(b, 1600, 1200)
        XCTAssertEqual(far[0], 0)
        XCTAssertEqual(Double(far[2]), 229.5, accuracy: 1.5, "dimmed")
        let near = rgb(b, 644, 1200)
        XCTAssertLessThan(near[2], far[2] - 2, "the shadow darkens the secondary next to the primary")
        XCTAssertEqual(near[0], 0, "no separator")
    }

    /// The column style on the iPad: each column's navigation controller draws its bar over
    /// its own column only (24 ... 68 pt, under the 24 pt status bar area), with the title in
    /// black ink, and the content under it is the column's width (white, not the screen's).
    func testColumnStyleBarsStayInTheirColumns() throws {
        let stage = Stage(device: .iPad10)
        let split = UISplitViewController(style: .doubleColumn)
        for (column, title) in [(UISplitViewController.Column.primary, "Folders"), (.secondary, "Note")] {
            let vc = UIViewController()
            vc.title = title
            vc.view.backgroundColor = .white
            split.setViewController(vc, for: column)
        }
        stage.window.rootViewController = split
        let t = try stage.record {}
        let b = try Compositor().render(t.presentation(at: 0), scale: 2)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent("split-columns.png").path)
        }
        // Ink of the titles in the bar's band, left and right of the separator at 640 px.
        var ink = [0, 0]
        for y in 2 * 24..<2 * 68 {
            for x in 0..<b.width where x != 640 && b.pixel(x: x, y: y).r < 100 { ink[x < 640 ? 0 : 1] += 1 }
        }
        XCTAssertGreaterThan(ink[0], 50, "the primary's title")
        XCTAssertGreaterThan(ink[1], 50, "the secondary's title")
        // The bar's fill (#F9F9F9 at 94 % over white: 249.4) on both sides, white content below.
        XCTAssertEqual(Double(rgb(b, 1000, 2 * 30)[0]), 249, accuracy: 1.5)
        XCTAssertEqual(Double(rgb(b, 100, 2 * 30)[0]), 249, accuracy: 1.5)
        XCTAssertEqual(rgb(b, 1000, 1200), [255, 255, 255])
        XCTAssertEqual(rgb(b, 640, 1200), [0xC6, 0xC6, 0xC8])
    }

    /// The display-mode button with the overlay behaviour slides the hidden primary in over
    /// 0.3 s, ease in-out, while the dimming fades in. Half-way (0.15 s, half the way on the
    /// symmetric curve) the primary, which waits at x = -321 pt, is at -160.5 pt: its trailing
    /// edge at 159.5 pt (pixel 319), and the dimming at half strength (black at 5 %:
    /// 255 x 0.95 = 242.25) away from the shadow.
    func testOverlaySlidesInAndTheDimmingFades() throws {
        let stage = Stage(device: .iPad10)
        let split = UISplitViewController()
        split.preferredSplitBehavior = .overlay
        split.preferredDisplayMode = .secondaryOnly
        split.viewControllers = [coloured(1, 0, 0), coloured(0, 0, 1)]
        stage.window.rootViewController = split
        _ = try stage.record {}
        let item = split.displayModeButtonItem
        let t = try stage.record { item.run?(item) }
        XCTAssertEqual(split.displayMode, .oneOverSecondary)
        XCTAssertEqual(t.duration, 0.3, accuracy: 1e-9)
        let b = try Compositor().render(t.presentation(at: 0.15), scale: 2)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent("split-overlay-half.png").path)
        }
        XCTAssertEqual(rgb(b, 0, 1200), [255, 0, 0])
        XCTAssertEqual(rgb(b, 318, 1200), [255, 0, 0], "the primary's last pixel half-way")
        XCTAssertEqual(rgb(b, 321, 1200)[0], 0, "the secondary beyond it")
        XCTAssertEqual(Double(rgb(b, 1600, 1200)[2]), 242.25, accuracy: 1.5, "half the dimming")
        let end = try Compositor().render(t.presentation(at: 0.3), scale: 2)
        XCTAssertEqual(rgb(end, 639, 1200), [255, 0, 0])
        XCTAssertEqual(Double(rgb(end, 1600, 1200)[2]), 229.5, accuracy: 1.5)
    }
}
