import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// Hebrew and Arabic in a right-to-left window: Pango finds their glyphs in Noto Sans Hebrew
/// and Arabic (the only fonts besides Inter in Flipbook's font configuration), and
/// `.natural` alignment puts the line at the right edge. FLIPBOOK_RENDER_DUMP=<folder> writes
/// the frame to look at.
final class RightToLeftTextTests: XCTestCase {
    /// The columns holding ink (any pixel darker than mid grey) of `b`.
    func inkColumns(_ b: Bitmap) -> [Int] {
        (0..<b.width).filter { x in (0..<b.height).contains { y in b.pixel(x: x, y: y).0 < 128 } }
    }

    func render(_ text: String, direction: UITraitEnvironmentLayoutDirection, name: String) throws -> Bitmap {
        let window = StageSettings.with(StageSettings(layoutDirection: direction)) {
            UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        }
        window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.text = text
        label.font = .systemFont(ofSize: 20)
        window.addSubview(label)
        let t = try Stage(window: window).record {}
        let b = try Compositor().render(t.presentation(at: 0), scale: 1)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        return b
    }

    func testHebrewAndArabicDrawRightAligned() throws {
        for (text, name) in [("שלום עולם", "hebrew"), ("مرحبا بالعالم", "arabic")] {
            let rtl = inkColumns(try render(text, direction: .rightToLeft, name: "\(name)-rtl"))
            let ltr = inkColumns(try render(text, direction: .leftToRight, name: "\(name)-ltr"))
            XCTAssertFalse(rtl.isEmpty, name)
            // Right to left `.natural` is the right edge: the ink ends near x = 300 and starts
            // past the middle; left to right it starts near x = 0.
            XCTAssertGreaterThan(rtl.first ?? 0, 150, name)
            XCTAssertGreaterThan(rtl.last ?? 0, 290, name)
            XCTAssertLessThan(ltr.first ?? 300, 10, name)
            // The same line, moved: equal widths of ink.
            XCTAssertEqual((rtl.last! - rtl.first!), (ltr.last! - ltr.first!), accuracy: 1, name)
        }
    }
}
