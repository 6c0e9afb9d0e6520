import FlipbookCore
import FlipbookRender
@testable import FlipbookUIKit
import XCTest

/// A bitmap made a template (`withRenderingMode(.alwaysTemplate)`) in an image view is drawn
/// as its shape in the view's tint (SEMANTICS.md §14): every pixel the tint's colour with the
/// image's alpha. The image is 4 x 4 pixels at scale 2 (2 x 2 points), drawn at scale 2 in a
/// 2 x 2 point view, so each device pixel shows one image pixel: its left half opaque
/// (black and white), its right half at alpha 0 (top) and 50 % (bottom), over a white window.
final class TemplateImageDrawingTests: XCTestCase, DevicePixelProbing {
    private func shape() -> UIImage {
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                if x < 2 {
                    pixels += y < 2 ? [0, 0, 0, 255] : [255, 255, 255, 255]
                } else {
                    pixels += y < 2 ? [0, 200, 0, 0] : [0, 0, 0, 128]
                }
            }
        }
        let bitmap = Bitmap(width: 4, height: 4, pixels: pixels)!
        return UIImage(content: ContentImage(bitmap: bitmap, scale: 2, name: "shape"))
    }

    private func imageView(_ image: UIImage, in window: UIView) -> UIImageView {
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 1, y: 1, width: 2, height: 2)
        window.addSubview(view)
        return view
    }

    func testATemplateIsDrawnInTheTintWithTheImagesAlpha() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.backgroundColor = .white
        let original = shape()
        let view = imageView(original.withRenderingMode(.alwaysTemplate), in: window)
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let b = try render(window, name: "template-red")
        // The opaque half, black or white in the image: red.
        XCTAssertEqual(rgb(b, px: 2, 2), [255, 0, 0])
        XCTAssertEqual(rgb(b, px: 3, 5), [255, 0, 0])
        // Alpha 0: the window's white.
        XCTAssertEqual(rgb(b, px: 4, 2), [255, 255, 255])
        // Alpha 128: red over white, 255 - 255 × 128 / 255 = 127 in green and blue.
        assertColor(rgb(b, px: 5, 5), [255, 127, 127])
        // The original, beside it, keeps its own colours.
        let plain = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        plain.backgroundColor = .white
        let untinted = imageView(original, in: plain)
        untinted.tintColor = .red
        let p = try render(plain, name: "template-original")
        XCTAssertEqual(rgb(p, px: 2, 2), [0, 0, 0])
        XCTAssertEqual(rgb(p, px: 3, 5), [255, 255, 255])
    }

    func testTheTemplateFollowsATintChangedLaterOrInherited() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.backgroundColor = .white
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let view = imageView(shape().withRenderingMode(.alwaysTemplate), in: container)
        container.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        // At 0.5 s the container's tint turns green; the image view inherits it, and the frame
        // before shows the blue.
        let timeline = try Stage(window: window).record {
            Stage.current!.schedule(at: 0.5, "tint") {
                container.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            }
        }
        let before = try Compositor().render(timeline.presentation(at: 0.25), scale: 2)
        let after = try Compositor().render(timeline.presentation(at: 0.5), scale: 2)
        XCTAssertEqual(rgb(before, px: 2, 2), [0, 0, 255])
        XCTAssertEqual(rgb(after, px: 2, 2), [0, 255, 0])
        XCTAssertEqual(view.tintColor.rgba.green, 1)
    }
}
