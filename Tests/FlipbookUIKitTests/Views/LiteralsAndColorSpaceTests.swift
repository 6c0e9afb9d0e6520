import XCTest
@testable import FlipbookUIKit

/// Xcode's colour and image literals, `classForCoder()` and Display P3 colours, as real app
/// files use them (docs/porting.md, "Real apps through the recipe").
final class LiteralsAndColorSpaceTests: XCTestCase {
    func testAColourLiteralIsAUIColor() {
        // `#colorLiteral(...)` with no type asked for is a UIColor (_ColorLiteralType).
        let c = #colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)
        XCTAssertTrue(type(of: c) == UIColor.self)
        XCTAssertEqual(c.rgba.red, 0.25, accuracy: 1e-7)
        XCTAssertEqual(c.rgba.green, 0.5, accuracy: 1e-7)
        XCTAssertEqual(c.rgba.blue, 1, accuracy: 1e-7)
        XCTAssertEqual(c.rgba.alpha, 0.75, accuracy: 1e-7)
        // And where a UIColor property is set.
        let v = UIView()
        v.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(v.backgroundColor?.rgba, RGBA(red: 1, green: 0, blue: 0))
    }

    func testAnImageLiteralWithoutAFileIsAClearPixel() {
        // UIKit traps on a missing image literal; Flipbook prints UIImage(named:)'s message
        // and gives a clear 1 x 1 image.
        let image = #imageLiteral(resourceName: "no-such-image-for-this-test")
        XCTAssertTrue(type(of: image) == UIImage.self)
        XCTAssertEqual(image.size, CGSize(width: 1, height: 1))
    }

    func testClassForCoderOfAClassIsTheClass() {
        XCTAssertTrue(UICollectionViewCell.classForCoder() == UICollectionViewCell.self)
        let c = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        c.register(UICollectionViewCell.classForCoder(), forCellWithReuseIdentifier: "cell")
        let cell = c.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(type(of: cell) == UICollectionViewCell.self)
    }

    func testDisplayP3ColoursBecomeSRGB() {
        // P3 and sRGB share white: (1, 1, 1) stays white, (0, 0, 0) black.
        let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1).rgba
        XCTAssertEqual(white.red, 1, accuracy: 1e-6)
        XCTAssertEqual(white.green, 1, accuracy: 1e-6)
        XCTAssertEqual(white.blue, 1, accuracy: 1e-6)
        // Apple's sample's cornflower blue, P3 (100, 149, 237) / 255. Decoded: 0.127438,
        // 0.300544, 0.846873 linear; through the P3-to-sRGB matrix 0.088499, 0.307824,
        // 0.903962; encoded: 83.93, 150.63, 243.92 of 255.
        let blue = UIColor(displayP3Red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 1).rgba
        XCTAssertEqual(blue.red * 255, 83.93, accuracy: 0.01)
        XCTAssertEqual(blue.green * 255, 150.63, accuracy: 0.01)
        XCTAssertEqual(blue.blue * 255, 243.92, accuracy: 0.01)
        // P3's red is outside sRGB: linear (1.2249, -0.0421, -0.0196), clipped to (1, 0, 0).
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5).rgba
        XCTAssertEqual(red.red, 1, accuracy: 1e-12)
        XCTAssertEqual(red.green, 0, accuracy: 1e-12)
        XCTAssertEqual(red.blue, 0, accuracy: 1e-12)
        XCTAssertEqual(red.alpha, 0.5)
        // Not-a-number components count as 0 rather than spreading.
        let nan = UIColor(displayP3Red: .nan, green: 0, blue: 0, alpha: 1).rgba
        XCTAssertEqual(nan.red, 0)
    }
}
