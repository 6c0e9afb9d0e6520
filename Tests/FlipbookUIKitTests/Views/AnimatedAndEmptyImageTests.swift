import XCTest
@testable import FlipbookUIKit

/// `UIImage()` and `UIImage.animatedImage(with:duration:)` as UIKit's documentation gives them.
final class AnimatedAndEmptyImageTests: XCTestCase {
    /// UIKit: `UIImage()` is an image with no pixels; its size is zero.
    func testAnEmptyImageHasNoSize() {
        let image = UIImage()
        XCTAssertEqual(image.size, .zero)
        XCTAssertNil(image.images)
        XCTAssertEqual(image.duration, 0)
        let view = UIImageView(image: image)
        XCTAssertEqual(view.intrinsicContentSize, .zero)
    }

    /// UIKit: the animated image holds the frames and one pass's duration; its size is its
    /// frames' (the first frame's here); no frames gives nil.
    func testAnAnimatedImageKeepsItsFramesAndDuration() throws {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let blue = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in }
        let animated = try XCTUnwrap(UIImage.animatedImage(with: [red, blue], duration: 1.5))
        XCTAssertEqual(animated.images?.count, 2)
        XCTAssertTrue(animated.images?.first === red)
        XCTAssertEqual(animated.duration, 1.5)
        XCTAssertEqual(animated.size, CGSize(width: 4, height: 2))
        XCTAssertEqual(animated.content, red.content, "drawn as its first frame")
        XCTAssertNil(UIImage.animatedImage(with: [], duration: 1))
        XCTAssertEqual(UIImage.animatedImage(with: [red], duration: .nan)?.duration, 0)
    }
}
