import XCTest
import FlipbookCore
import FlipbookUIKit
@testable import FlipbookTesting

/// The text tier shows content (SEMANTICS.md §14): an image view's file, pixel size, size in
/// points and gravity, a label's text, font, colour, alignment, lines and line break.
final class TimelineTextMediaTests: XCTestCase {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fixtures/images")

    func testDumpListsImagesAndText() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let image = try XCTUnwrap(UIImage(contentsOfFile: Self.images.appendingPathComponent("landscape-1.png").path))
        let photo = UIImageView(image: image)
        photo.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        photo.contentMode = .scaleAspectFill
        photo.accessibilityIdentifier = "photo"
        let title = UILabel(frame: CGRect(x: 80, y: 10, width: 100, height: 22))
        title.text = "Photos"
        title.font = .preferredFont(forTextStyle: .headline)
        title.textAlignment = .center
        title.accessibilityIdentifier = "title"
        window.addSubview(photo)
        window.addSubview(title)
        let t = try Stage(window: window, fps: 60).record {
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear], animations: { title.alpha = 0 })
        }
        // The photo: 600 x 400 pixels at scale 1 = 600 x 400 points, aspect fill. The title:
        // headline = system 17 pt semibold (600), black, centred, UILabel's 1 line and tail
        // truncation; alpha 1 -> 0 linearly, 0.5 at 0.1 s.
        XCTAssertEqual(
            TimelineText.dump(t, times: [0, 0.1]),
            """
            duration 0.2000 s
            t = 0.0000
              window frame(0.0000, 0.0000, 200.0000, 100.0000)
                container frame(0.0000, 0.0000, 200.0000, 100.0000)
                photo frame(10.0000, 10.0000, 60.0000, 60.0000) image(landscape-1.png 600x400 600.0000x400.0000 pt resizeAspectFill)
                title frame(80.0000, 10.0000, 100.0000, 22.0000) text("Photos" system 17 w600 #000000 center 1 line truncateTail)
            t = 0.1000
              window frame(0.0000, 0.0000, 200.0000, 100.0000)
                container frame(0.0000, 0.0000, 200.0000, 100.0000)
                photo frame(10.0000, 10.0000, 60.0000, 60.0000) image(landscape-1.png 600x400 600.0000x400.0000 pt resizeAspectFill)
                title frame(80.0000, 10.0000, 100.0000, 22.0000) alpha 0.5000 text("Photos" system 17 w600 #000000 center 1 line truncateTail)

            """)
    }
}
