import FlipbookCore
import FlipbookRender
import FlipbookUIKit
import XCTest

/// A content-unavailable configuration drawn by the compositor (SEMANTICS.md §28.4).
final class ContentUnavailableDrawingTests: XCTestCase {
    /// The darkest channel value of the pixels (at scale 2) inside `rect` in points.
    private func darkest(_ b: Bitmap, in rect: CGRect) -> Int {
        var lowest = 255
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) where y >= 0 && y < b.height {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) where x >= 0 && x < b.width {
                let p = b.pixel(x: x, y: y)
                lowest = min(lowest, Int(p.r), Int(p.g), Int(p.b))
            }
        }
        return lowest
    }

    func testTheTextIsDrawnWhereTheStackPutsItAndNowhereElse() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        window.backgroundColor = .white
        var c = UIContentUnavailableConfiguration.empty()
        c.text = "No Mail"
        c.textProperties.color = .black
        let view = UIContentUnavailableView(configuration: c)
        view.frame = window.bounds
        window.addSubview(view)
        window.layoutIfNeeded()
        let label = try XCTUnwrap(view.subviews.first as? UILabel)
        let timeline = try Stage(window: window).record {}
        let b = try Compositor().render(timeline.presentation(at: 0), scale: 2)
        // Black glyphs inside the label's frame, which is centred (ContentUnavailableLayoutTests).
        XCTAssertLessThan(darkest(b, in: label.frame), 100)
        // Nothing but the white window above and below the one-line stack.
        XCTAssertEqual(darkest(b, in: CGRect(x: 0, y: 0, width: 200, height: label.frame.minY - 2)), 255)
        XCTAssertEqual(darkest(b, in: CGRect(x: 0, y: label.frame.maxY + 2, width: 200, height: 160)), 255)
    }
}
