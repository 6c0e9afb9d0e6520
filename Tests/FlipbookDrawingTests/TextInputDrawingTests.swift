import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// Text fields drawn at hand-worked pixels (SEMANTICS.md "Text input"): the rounded border,
/// the placeholder's colour, the text, the caret and the selection. FLIPBOOK_RENDER_DUMP=<folder>
/// writes the pictures to look at.
final class TextInputDrawingTests: XCTestCase, DevicePixelProbing {
    func fieldWindow() -> (UIWindow, UITextField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        window.backgroundColor = UIColor(white: 0.9, alpha: 1)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        return (window, field)
    }

    func testRoundedBorderAndPlaceholderColour() throws {
        let (window, field) = fieldWindow()
        field.placeholder = "IIIII"
        let b = try render(window, at: 0, name: "textfield-placeholder")
        // Inside: systemBackground, white. Behind: the window's 90 % white (229.5).
        assertColor(rgb(b, px: 300, 60), [255, 255, 255], "the field's inside")
        assertColor(rgb(b, px: 10, 10), [230, 230, 230], "the window")
        // The hairline border, one device pixel at 2x (the row y = 40, pt 20 ... 20.5), in
        // opaqueSeparator #C6C6C8; and the left edge's column x = 40.
        assertColor(rgb(b, px: 240, 40), [0xC6, 0xC6, 0xC8], "the top border")
        assertColor(rgb(b, px: 40, 74), [0xC6, 0xC6, 0xC8], "the left border")
        assertColor(rgb(b, px: 240, 41), [255, 255, 255], "just inside the border")
        // The corner (20.25, 20.25) pt is outside the 5 pt radius: the window shows.
        assertColor(rgb(b, px: 40, 40), [230, 230, 230], "outside the rounded corner")
        // The placeholder's stems, wholly covered pixels, are placeholderText, #3C3C43 at 30 %
        // over white: 255 - 0.3 (255 - 60) = 196.5, 255 - 0.3 (255 - 67) = 198.6.
        assertColor(darkest(b, 54, 40, 200, 108), [196, 196, 199], "the placeholder")
        // No caret when not editing: nothing blue.
        XCTAssertFalse((40..<108).contains { y in (40..<440).contains { x in rgb(b, px: x, y) == [0, 122, 255] } })
    }

    func testTextCaretAndSelection() throws {
        var (window, field) = fieldWindow()
        field.text = "IIIII"
        var b = try render(window, at: 0, name: "textfield-text")
        // The text is label black; it starts 7 pt in from the field's left edge, x = 27 pt.
        assertColor(darkest(b, 54, 40, 200, 108), [0, 0, 0], "the text")
        XCTAssertEqual(darkest(b, 42, 50, 54, 98), [255, 255, 255], "nothing left of the text rectangle")
        // Editing an empty field: the caret, 2 pt of system blue (#007AFF) at the text
        // rectangle's left edge (x 27 ... 29 pt), centred on the field's middle (y 37 pt).
        (window, field) = fieldWindow()
        b = try render(window, at: 0, name: "textfield-caret") { field.becomeFirstResponder() }
        assertColor(rgb(b, px: 55, 74), [0x00, 0x7A, 0xFF], "the caret")
        assertColor(rgb(b, px: 59, 74), [255, 255, 255], "right of the caret")
        field.resignFirstResponder()
        // A selection of the whole text: the tint at 20 % behind it,
        // 255 - 0.2 * 255 = 204 red, 255 - 0.2 * 133 = 228.4 green, 255 blue, between the stems.
        (window, field) = fieldWindow()
        field.text = "IIIII"
        b = try render(window, at: 0, name: "textfield-selection") {
            field.becomeFirstResponder()
            field.selectedRange = NSRange(location: 0, length: 5)
        }
        assertColor(rgb(b, px: 55, 74), [204, 228, 255], "the selection before the first stem")
        field.resignFirstResponder()
    }

    func testSearchBarField() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        window.backgroundColor = .black
        let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 240, height: 56))
        window.addSubview(bar)
        let b = try render(window, at: 0, name: "searchbar")
        // The bar is systemBackground (white) over the black window; its field, 8 pt in and
        // 36 pt high (y 30 ... 66), is tertiarySystemFill over it: (239, 239, 240).
        assertColor(rgb(b, px: 8, 44), [255, 255, 255], "the bar left of the field")
        assertColor(rgb(b, px: 300, 100), [239, 239, 240], "the field")
        assertColor(rgb(b, px: 300, 58), [255, 255, 255], "above the field")
        // The field's 10 pt corner: (8.5, 30.5) pt is outside it.
        assertColor(rgb(b, px: 17, 61), [255, 255, 255], "outside the field's corner")
        // The placeholder "Search" in secondaryLabel (#3C3C43 at 60 %): its darkest ink,
        // 239 - 0.6 (239 - 60) = 131.6, lies after the 30 pt magnifying glass view.
        assertColor(darkest(b, 80, 64, 200, 96), [132, 132, 135], "the placeholder")
    }
}
