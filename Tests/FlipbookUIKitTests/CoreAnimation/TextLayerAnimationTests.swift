import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A `CATextLayer`'s `fontSize` and `foregroundColor` animated by Core Animation (SEMANTICS.md
/// §25): linear from 20 to 40 points and from red to blue over 1 s, so 30 points and
/// (0.5, 0, 0.5) halfway; the model keeps the values the app set.
final class TextLayerAnimationTests: XCTestCase {
    func testFontSizeAndForegroundColorInterpolate() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        text.string = "Title"
        text.fontSize = 20
        text.foregroundColor = UIColor.red.cgColor
        window.layer.addSublayer(text)
        let timeline = try Stage(window: window).record {
            let grow = CABasicAnimation(keyPath: "fontSize")
            grow.fromValue = 20
            grow.toValue = 40
            let tint = CABasicAnimation(keyPath: "foregroundColor")
            tint.fromValue = UIColor.red.cgColor
            tint.toValue = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
            for a in [grow, tint] {
                a.duration = 1
                a.timingFunction = CAMediaTimingFunction(name: .linear)
            }
            text.add(grow, forKey: "grow")
            text.add(tint, forKey: "tint")
        }
        func shown(_ t: Double) throws -> TextContent {
            try XCTUnwrap(timeline.presentation(at: t).root.find(text.layerID)?.content.text)
        }
        XCTAssertEqual(try shown(0.5).font.pointSize, 30, accuracy: 1e-9)
        let c = try shown(0.5).color
        XCTAssertEqual(c.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(c.green, 0, accuracy: 1e-9)
        XCTAssertEqual(c.blue, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try shown(1).font.pointSize, 20, accuracy: 1e-9, "removed at the end: the model's")
        XCTAssertEqual(text.fontSize, 20)
        // On a layer with no text there is nothing to animate: an error names the key path.
        let plain = CALayer()
        window.layer.addSublayer(plain)
        XCTAssertNil(plain.contentChange(keyPath: "fontSize", from: 1, to: 2))
    }

    /// An attributed string brings its own font and colour; the layer's are ignored (Apple's
    /// `CATextLayer.font` documentation), and without attributes it is 12 points in black.
    func testAnAttributedStringUsesItsOwnFontAndColour() {
        let text = CATextLayer()
        text.fontSize = 30
        text.foregroundColor = UIColor.red.cgColor
        text.string = NSAttributedString(
            string: "Styled", attributes: [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.blue])
        XCTAssertEqual(text.content.text?.font.pointSize, 18)
        XCTAssertEqual(text.content.text?.font.weight, 700)
        XCTAssertEqual(text.content.text?.color, UIColor.blue.rgba)
        text.string = NSAttributedString(string: "Plain")
        XCTAssertEqual(text.content.text?.font.pointSize, 12)
        XCTAssertEqual(text.content.text?.color, RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        text.foregroundColor = nil
        XCTAssertEqual(text.content.text?.text, "Plain", "drawn without a layer colour")
        text.string = "Layer"
        XCTAssertNil(text.content.text, "a plain string with no colour draws nothing")
    }
}
