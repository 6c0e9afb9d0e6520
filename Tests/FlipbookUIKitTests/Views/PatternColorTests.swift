import FlipbookCore
@testable import FlipbookUIKit
import XCTest

/// `UIColor(patternImage:)` (SEMANTICS.md §14, "Pattern backgrounds"): the colour keeps its
/// image, a view's background reads back as the same colour, and where one colour must stand
/// for the pattern it is the image's average. The drawing is checked in
/// `PatternBackgroundDrawingTests`.
final class PatternColorTests: XCTestCase {
    /// 2 x 2 pixels: red, green / blue, yellow, all opaque.
    private func quadrants(alpha: UInt8 = 255) -> UIImage {
        let pixels: [UInt8] = [
            255, 0, 0, alpha, 0, 255, 0, alpha,
            0, 0, 255, alpha, 255, 255, 0, alpha,
        ]
        return UIImage(content: ContentImage(bitmap: Bitmap(width: 2, height: 2, pixels: pixels)!, name: "quadrants"))
    }

    func testThePatternColourKeepsItsImage() {
        let image = quadrants()
        let color = UIColor(patternImage: image)
        XCTAssertTrue(color.pattern === image)
        XCTAssertEqual(color.backgroundPattern, BackgroundPattern(image: image.content))
        XCTAssertEqual(color.backgroundPattern?.tileSize, CGSize(width: 2, height: 2))
        // The same image makes equal colours; another decoding, or a plain colour, does not.
        XCTAssertEqual(color, UIColor(patternImage: image))
        XCTAssertEqual(color.hash, UIColor(patternImage: image).hash)
        XCTAssertNotEqual(color, UIColor(patternImage: quadrants()))
        XCTAssertNotEqual(color, UIColor(rgba: color.rgba))
        XCTAssertNotEqual(UIColor(rgba: color.rgba), color)
    }

    func testTheBackgroundRoundTripsAndTheLayerGetsTheImage() throws {
        let image = quadrants()
        let color = UIColor(patternImage: image)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 6))
        view.backgroundColor = color
        XCTAssertTrue(view.backgroundColor === color)
        // The layer's colour is the stand-in (each channel the mean of the four pixels), and
        // its state tiles the image.
        XCTAssertEqual(view.layer.backgroundColor, RGBA(red: 0.5, green: 0.5, blue: 0.25, alpha: 1))
        let state = view.layer.snapshot()
        XCTAssertEqual(state.backgroundPattern?.image, image.content)
        XCTAssertEqual(state.backgroundColor, RGBA(red: 0.5, green: 0.5, blue: 0.25, alpha: 1))
        // A plain colour set afterwards, on the view or on its layer, ends the pattern.
        view.backgroundColor = .red
        XCTAssertNil(view.layer.snapshot().backgroundPattern)
        XCTAssertEqual(view.backgroundColor, .red)
        view.backgroundColor = color
        view.layer.backgroundColor = RGBA.white
        XCTAssertNil(view.layer.snapshot().backgroundPattern)
        XCTAssertEqual(view.backgroundColor, .white)
        view.backgroundColor = nil
        XCTAssertNil(view.backgroundColor)
    }

    func testAStandInColourWhereOneColourMust() {
        // Half-transparent pixels: the colour channels are the alpha-weighted means, the
        // alpha the mean alpha.
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 0]
        let image = UIImage(content: ContentImage(bitmap: Bitmap(width: 2, height: 1, pixels: pixels)!, name: "half"))
        let color = UIColor(patternImage: image)
        XCTAssertEqual(color.cgColor, RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        let label = UILabel()
        label.textColor = UIColor(patternImage: quadrants())
        XCTAssertEqual(label.textColor.rgba, RGBA(red: 0.5, green: 0.5, blue: 0.25, alpha: 1))
        // A symbol image or an empty one tiles nothing, and stands for clear.
        let empty = UIColor(patternImage: UIImage())
        XCTAssertNil(empty.backgroundPattern)
        XCTAssertEqual(empty.cgColor, .clear)
        XCTAssertTrue(UIColor(patternImage: UIImage()).description.hasPrefix("UIColor(pattern: "))
    }

    func testAPatternIsNotAnimatedInsideAnAnimationBlock() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 6))
        view.backgroundColor = .red
        window.addSubview(view)
        let color = UIColor(patternImage: quadrants())
        let timeline = try Stage(window: window).record {
            UIView.animate(withDuration: 1) { view.backgroundColor = color }
        }
        // Half way through (and at the start), the layer already tiles the image with its
        // stand-in colour: nothing was animated.
        for t in [0, 0.5] {
            let state = try XCTUnwrap(timeline.presentation(at: t).root.find(view.layer.layerID))
            XCTAssertNotNil(state.backgroundPattern, "at \(t)")
            XCTAssertEqual(state.backgroundColor, RGBA(red: 0.5, green: 0.5, blue: 0.25, alpha: 1), "at \(t)")
        }
    }
}
